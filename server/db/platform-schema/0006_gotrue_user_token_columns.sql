-- The rest of GoTrue's string columns on auth.users, with GoTrue's types and defaults. A seed written for hosted
-- Supabase (supabase/seed.sql) fills every token column GoTrue reads with '' (GoTrue cannot scan NULL into them),
-- so the local auth schema must have the same columns for that seed to run here unchanged.
alter table auth.users add column if not exists email_change_token_current varchar(255) default '';
alter table auth.users add column if not exists phone_change text default '';
alter table auth.users add column if not exists phone_change_token varchar(255) default '';
alter table auth.users add column if not exists phone_change_sent_at timestamptz;
