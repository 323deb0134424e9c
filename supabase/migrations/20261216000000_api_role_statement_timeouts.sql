-- Issue 24, item 7: one REST client must not hold Postgres for long. Supabase's defaults: a request as `anon` may
-- run 3 s, as `authenticated` 8 s. PostgREST applies an impersonated role's settings (`alter role … set`) in the
-- transaction of each request it makes as that role; functions called from triggers and jobs run as other roles
-- and are not affected. `service_role` keeps no limit, as on Supabase.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
notify pgrst, 'reload config';
