-- What Supabase Auth keeps beyond users and sessions, laid out as GoTrue lays it out where the table exists
-- there (flow_state, one_time_tokens, mfa_*), plus the platform's own rate-limit buckets, pending OAuth
-- requests and mail outbox. Everything lives in Postgres so several auth instances can serve one project.

-- Secure e-mail change needs both the old and the new address confirmed; this counts the confirmations seen.
alter table auth.users add column if not exists email_change_confirm_status smallint not null default 0
  check (email_change_confirm_status between 0 and 2);

-- PKCE: a flow starts when a client sends a code challenge (sign-up, recovery, magic link, e-mail change,
-- OAuth) and ends when the auth code handed to the client is exchanged with the matching verifier.
create table if not exists auth.flow_state (
  id uuid primary key default extensions.gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  auth_code text not null,
  code_challenge_method text not null check (code_challenge_method in ('s256', 'plain')),
  code_challenge text not null,
  provider_type text not null,
  provider_access_token text,
  provider_refresh_token text,
  authentication_method text not null,
  auth_code_issued_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists flow_state_auth_code_idx on auth.flow_state (auth_code);
create index if not exists flow_state_created_at_idx on auth.flow_state (created_at desc);
create index if not exists flow_state_user_id_idx on auth.flow_state (user_id);

-- Links and codes sent by e-mail. Only a hash is stored (sha224 of e-mail + code, as GoTrue does), one live
-- token per user and purpose: sending a new one replaces the old.
create table if not exists auth.one_time_tokens (
  id uuid primary key default extensions.gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in (
    'confirmation_token', 'reauthentication_token', 'recovery_token',
    'email_change_token_new', 'email_change_token_current', 'phone_change_token')),
  token_hash text not null check (char_length(token_hash) > 0),
  relates_to text not null,
  -- Studyloop addition: the PKCE flow a link completes, so a click answers with a code instead of tokens.
  flow_state_id uuid references auth.flow_state (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, token_type)
);
create index if not exists one_time_tokens_token_hash_idx on auth.one_time_tokens (token_hash);
create index if not exists one_time_tokens_relates_to_idx on auth.one_time_tokens (relates_to);

create table if not exists auth.mfa_factors (
  id uuid primary key default extensions.gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp', 'phone', 'webauthn')),
  status text not null check (status in ('unverified', 'verified')),
  secret text,
  -- Studyloop addition: the last TOTP time step accepted, so a code cannot be replayed within its window.
  last_used_timestep bigint,
  last_challenged_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';

create table if not exists auth.mfa_challenges (
  id uuid primary key default extensions.gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address inet
);
create index if not exists mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

-- How a session was authenticated (password, otp, oauth, totp, ...): the JWT's amr claim, kept across refreshes.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key default extensions.gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  authentication_method text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (session_id, authentication_method)
);

revoke all on auth.flow_state, auth.one_time_tokens, auth.mfa_factors, auth.mfa_challenges, auth.mfa_amr_claims
  from anon, authenticated, service_role;

-- An OAuth sign-in between /authorize and the provider's call back to /callback. The row id is the `state`
-- sent to the provider; it also holds our PKCE verifier and nonce towards the provider.
create table if not exists studyloop_platform.oauth_requests (
  state text primary key,
  provider text not null,
  code_verifier text not null,
  nonce text not null,
  redirect_to text not null,
  link_user_id uuid references auth.users (id) on delete cascade,
  flow_state_id uuid references auth.flow_state (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index if not exists oauth_requests_created_at_idx on studyloop_platform.oauth_requests (created_at);

-- Fixed-window counters for rate limits, keyed like 'sign_in:ip:203.0.113.7' or 'email_sent:a@b.c'.
create table if not exists studyloop_platform.auth_rate_limits (
  bucket text primary key,
  window_started_at timestamptz not null,
  hits integer not null
);
create index if not exists auth_rate_limits_window_idx on studyloop_platform.auth_rate_limits (window_started_at);

-- Mail written here instead of sent when no SMTP server is configured; the developer page and tests read it.
create table if not exists studyloop_platform.mail_outbox (
  id bigserial primary key,
  kind text not null,
  to_address text not null,
  from_address text not null,
  subject text not null,
  text_body text not null,
  html_body text not null,
  links text[] not null default '{}',
  created_at timestamptz not null default now()
);
create index if not exists mail_outbox_created_at_idx on studyloop_platform.mail_outbox (created_at desc);
create index if not exists mail_outbox_to_address_idx on studyloop_platform.mail_outbox (lower(to_address));
