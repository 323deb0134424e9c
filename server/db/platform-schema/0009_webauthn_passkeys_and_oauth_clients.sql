-- WebAuthn as Supabase Auth (GoTrue) lays it out: passkeys (discoverable credentials that sign a user in) with
-- the challenges of their ceremonies, WebAuthn second factors (the credential kept on the factor row, the
-- ceremony's state on the challenge row), and the OAuth 2.1 server's registered clients. Nothing here is
-- reachable through PostgREST: only the auth service reads these tables.

create table if not exists auth.webauthn_credentials (
  id uuid primary key default extensions.gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  credential_id bytea not null,
  public_key bytea not null,
  attestation_type text not null default '',
  aaguid uuid,
  sign_count bigint not null default 0,
  transports jsonb not null default '[]'::jsonb,
  backup_eligible boolean not null default false,
  backed_up boolean not null default false,
  friendly_name text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_used_at timestamptz
);
create unique index if not exists webauthn_credentials_credential_id_key
  on auth.webauthn_credentials (credential_id);
create index if not exists webauthn_credentials_user_id_idx on auth.webauthn_credentials (user_id);

-- A ceremony's challenge, used once: a registration is bound to its user, a passkey sign-in to nobody yet.
create table if not exists auth.webauthn_challenges (
  id uuid primary key default extensions.gen_random_uuid(),
  user_id uuid references auth.users (id) on delete cascade,
  challenge_type text not null check (challenge_type in ('signup', 'registration', 'authentication')),
  session_data jsonb not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);
create index if not exists webauthn_challenges_user_id_idx on auth.webauthn_challenges (user_id);
create index if not exists webauthn_challenges_expires_at_idx on auth.webauthn_challenges (expires_at);

-- WebAuthn second factors: the verified credential (id, public key, counter) and the challenge's expected value.
alter table auth.mfa_factors add column if not exists web_authn_credential jsonb;
alter table auth.mfa_factors add column if not exists web_authn_aaguid uuid;
alter table auth.mfa_challenges add column if not exists web_authn_session_data jsonb;

create table if not exists auth.oauth_clients (
  -- The id is the client_id the client authenticates with, as in GoTrue.
  id uuid primary key default extensions.gen_random_uuid(),
  -- SHA-256 of the secret (a 256-bit random value, so a fast hash is enough); the secret itself is shown once.
  client_secret_hash text,
  registration_type text not null check (registration_type in ('dynamic', 'manual')),
  client_type text not null default 'confidential' check (client_type in ('public', 'confidential')),
  token_endpoint_auth_method text not null
    check (token_endpoint_auth_method in ('none', 'client_secret_basic', 'client_secret_post')),
  redirect_uris text[] not null,
  grant_types text[] not null,
  client_name text check (char_length(client_name) <= 1024),
  client_uri text check (char_length(client_uri) <= 2048),
  logo_uri text check (char_length(logo_uri) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  deleted_at timestamptz
);
create index if not exists oauth_clients_deleted_at_idx on auth.oauth_clients (deleted_at);

revoke all on auth.webauthn_credentials, auth.webauthn_challenges, auth.oauth_clients
  from anon, authenticated, service_role;
