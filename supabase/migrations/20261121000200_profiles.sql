-- Profiles: public.users mirrors auth.users (one row per account, created by a trigger), with the profile and
-- billing columns of spec 2 section 3, and per-user notification preferences.

create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  full_name text,
  avatar_url text,
  role text not null default 'user' check (role in ('user', 'admin')),
  status text not null default 'active' check (status in ('active', 'inactive', 'suspended', 'banned')),
  university_id uuid references public.universities (id) on delete set null,
  course_id uuid,
  address_line1 text,
  address_line2 text,
  city text,
  state text,
  country_id uuid references public.countries (id) on delete set null,
  postal_code text,
  phone text,
  default_billing_address boolean not null default false,
  address_updated_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A chosen course must belong to the chosen university (the course select lists only that university's).
  constraint users_course_in_university_fkey foreign key (course_id, university_id)
    references public.courses (id, university_id) on delete set null (course_id)
);
create index users_email_idx on public.users (lower(email));
create index users_university_id_idx on public.users (university_id);
create index users_course_id_idx on public.users (course_id, university_id);
create index users_country_id_idx on public.users (country_id);
create index users_role_status_idx on public.users (role, status);
create index users_created_at_idx on public.users (created_at desc);
create index users_full_name_trgm_idx on public.users using gin (full_name extensions.gin_trgm_ops);

create trigger users_set_updated_at before update on public.users
  for each row execute function private.set_updated_at();

alter table public.app_settings
  add constraint app_settings_updated_by_fkey foreign key (updated_by) references public.users (id) on delete set null;

-- Role and status are the admin's to change (spec 1 section 6); e-mail follows auth.users.
create or replace function private.guard_user_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_privileged() then
    return new;
  end if;
  if new.role is distinct from old.role or new.status is distinct from old.status then
    raise exception 'Only administrators can change a user''s role or status' using errcode = '42501';
  end if;
  new.id := old.id;
  new.email := old.email;
  new.created_at := old.created_at;
  return new;
end
$$;
create trigger users_guard_write before update on public.users
  for each row execute function private.guard_user_write();

-- Runs as the auth service's role (supabase_auth_admin on hosted Supabase), hence security definer.
-- The name falls back to the part of the e-mail before the @ (spec 1 section 2, /auth/callback). Only
-- app_metadata (server-controlled) may carry the admin role; user_metadata is writable by the user.
create or replace function private.handle_new_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.users (id, email, full_name, avatar_url, role)
  values (
    new.id,
    new.email,
    coalesce(
      nullif(pg_catalog.btrim(new.raw_user_meta_data ->> 'full_name'), ''),
      nullif(pg_catalog.btrim(new.raw_user_meta_data ->> 'name'), ''),
      nullif(pg_catalog.split_part(coalesce(new.email, ''), '@', 1), '')
    ),
    coalesce(
      nullif(new.raw_user_meta_data ->> 'avatar_url', ''),
      nullif(new.raw_user_meta_data ->> 'picture', '')
    ),
    case when new.raw_app_meta_data ->> 'role' = 'admin' then 'admin' else 'user' end
  )
  on conflict (id) do nothing;
  return new;
end
$$;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_auth_user();

-- Keeps the profile in step when auth changes the e-mail or the identity provider sends a new name/avatar.
-- A metadata value is copied only when it changed, so a name edited on the profile is not overwritten by an
-- unrelated metadata update.
create or replace function private.sync_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new_name text := nullif(pg_catalog.btrim(new.raw_user_meta_data ->> 'full_name'), '');
  v_new_avatar text := nullif(new.raw_user_meta_data ->> 'avatar_url', '');
  v_new_role text := new.raw_app_meta_data ->> 'role';
begin
  update public.users u
  set
    email = new.email,
    full_name = case
      when v_new_name is not null and v_new_name is distinct from (old.raw_user_meta_data ->> 'full_name')
        then v_new_name
      else u.full_name
    end,
    avatar_url = case
      when v_new_avatar is not null and v_new_avatar is distinct from (old.raw_user_meta_data ->> 'avatar_url')
        then v_new_avatar
      else u.avatar_url
    end,
    role = case
      when v_new_role in ('user', 'admin') and v_new_role is distinct from (old.raw_app_meta_data ->> 'role')
        then v_new_role
      else u.role
    end
  where u.id = new.id;
  return new;
end
$$;
create trigger on_auth_user_updated after update of email, raw_user_meta_data, raw_app_meta_data on auth.users
  for each row execute function private.sync_auth_user();

alter table public.users enable row level security;
create policy "Users can read their own profile" on public.users
  for select to authenticated using (id = (select auth.uid()));
create policy "Admins can read all profiles" on public.users
  for select to authenticated using ((select private.is_admin()));
create policy "Users can update their own profile" on public.users
  for update to authenticated using (id = (select auth.uid())) with check (id = (select auth.uid()));
create policy "Admins can update any profile" on public.users
  for update to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));
-- Rows come from the auth trigger and go with the auth user; no client inserts or deletes.
revoke insert, delete, truncate on public.users from anon, authenticated;

-- The public face of a user (document authors, blog commenters): name and avatar, never e-mail, phone or
-- address. It deliberately runs with its owner's rights so it can show these columns of rows that the
-- caller's RLS on public.users hides; it is read-only for the API roles.
create view public.public_profiles as
  select u.id, u.full_name, u.avatar_url, u.university_id, u.created_at
  from public.users u;
revoke all on public.public_profiles from anon, authenticated;
grant select on public.public_profiles to anon, authenticated;
comment on view public.public_profiles is 'Public author information (name, avatar) for every user.';

-- ---------------------------------------------------------------------------------------------------------
-- Notification preferences: the 8 ids of spec 2 section 3, all enabled by default.
-- ---------------------------------------------------------------------------------------------------------
create table public.notification_preference_types (
  id text primary key,
  name text not null,
  description text not null,
  category text not null,
  sort_order smallint not null
);
insert into public.notification_preference_types (id, name, description, category, sort_order) values
  ('points-access', 'Points & access', 'Points credited, spent or refunded, and document access granted.', 'wallet', 1),
  ('security-login', 'Sign-in alerts', 'A new sign-in to your account.', 'security', 2),
  ('paper_creation', 'Papers', 'A paper you started was created or finished generating.', 'writing', 3),
  ('order-status', 'Orders', 'Changes to the status of your orders and sales.', 'orders', 4),
  ('document-status', 'Document review', 'An uploaded document was approved, rejected or needs changes.', 'documents', 5),
  ('withdrawal-status', 'Withdrawals', 'A withdrawal request was approved, paid or rejected.', 'wallet', 6),
  ('price-status', 'Prices', 'Price changes on documents you saved.', 'documents', 7),
  ('security-status', 'Security changes', 'Your password, e-mail or two-factor settings changed.', 'security', 8);

alter table public.notification_preference_types enable row level security;
create policy "Anyone can read notification preference types" on public.notification_preference_types
  for select to anon, authenticated using (true);
revoke insert, update, delete, truncate on public.notification_preference_types from anon, authenticated;

create table public.notification_preferences (
  user_id uuid not null references public.users (id) on delete cascade,
  preference_id text not null references public.notification_preference_types (id) on delete cascade,
  enabled boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, preference_id)
);
create index notification_preferences_preference_id_idx on public.notification_preferences (preference_id);
create trigger notification_preferences_set_updated_at before update on public.notification_preferences
  for each row execute function private.set_updated_at();

create or replace function private.create_default_notification_preferences()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notification_preferences (user_id, preference_id, enabled)
  select new.id, t.id, true from public.notification_preference_types t
  on conflict do nothing;
  return new;
end
$$;
create trigger users_create_notification_preferences after insert on public.users
  for each row execute function private.create_default_notification_preferences();

alter table public.notification_preferences enable row level security;
create policy "Users can read their own notification preferences" on public.notification_preferences
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Users can add their own notification preferences" on public.notification_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "Users can change their own notification preferences" on public.notification_preferences
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "Users can remove their own notification preferences" on public.notification_preferences
  for delete to authenticated using (user_id = (select auth.uid()));

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on all functions in schema private from public;
