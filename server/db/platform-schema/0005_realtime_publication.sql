-- Supabase projects come with the publication `supabase_realtime`; an app opts a table into Postgres Changes with
-- `alter publication supabase_realtime add table ...`. The realtime service streams this publication.
do $$
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
