-- The AI provider the back office configures (issue 26): base URL, key, a default model, a smaller model for the
-- editor's toolbar and a larger one for drafts, and the timeout. One row. Read and written only by the edge
-- functions with the service role (admin-ai-provider saves it after checking the caller is an active admin; the
-- AI tools read it): no API role may select it, so the key never reaches a browser. Environment variables
-- (AI_BASE_URL, AI_MODEL, AI_API_KEY, AI_TIMEOUT_MS, AI_TOOLBAR_MODEL, AI_DRAFT_MODEL) win over this row.
create table public.ai_provider_settings (
  id boolean primary key default true check (id),
  base_url text check (base_url is null or base_url ~ '^https?://'),
  api_key text check (api_key is null or char_length(api_key) <= 500),
  model text check (model is null or char_length(model) between 1 and 200),
  toolbar_model text check (toolbar_model is null or char_length(toolbar_model) between 1 and 200),
  draft_model text check (draft_model is null or char_length(draft_model) between 1 and 200),
  timeout_ms integer check (timeout_ms is null or timeout_ms between 1000 and 600000),
  updated_at timestamptz not null default clock_timestamp(),
  updated_by uuid references public.users (id) on delete set null
);
create index ai_provider_settings_updated_by_idx on public.ai_provider_settings (updated_by);

alter table public.ai_provider_settings enable row level security;
-- No policy for anon or authenticated, and no grant either: the service role alone reads and writes the row.
revoke all on table public.ai_provider_settings from anon, authenticated;
grant select, insert, update, delete on table public.ai_provider_settings to service_role;
