-- The extensions the migrations use, created by the migrations themselves. A new Supabase project has the
-- `extensions` schema with pgcrypto and uuid-ossp in it, and nothing else these files need: pg_trgm (the trigram
-- indexes behind catalogue and title search, `extensions.gin_trgm_ops`) must be created here, before the first
-- migration that indexes with it. `if not exists` keeps this a no-op where the extension is already there (a data
-- dir prepared before this file existed, a project that enabled it in the dashboard).
create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;
