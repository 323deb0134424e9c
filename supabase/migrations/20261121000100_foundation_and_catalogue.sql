-- Foundation for every later migration (the private schema, shared helpers, app settings) and the public
-- catalogue: countries, subjects, document types and statuses, universities, courses, textbooks.

-- ---------------------------------------------------------------------------------------------------------
-- The private schema holds security definer functions and trigger functions. PostgREST exposes only
-- `public`, so nothing here is reachable over HTTP; the API roles still need USAGE because RLS policies and
-- triggers running as them call helpers such as private.is_admin().
-- ---------------------------------------------------------------------------------------------------------
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- The slug rule of spec 1 section 5, identical to server/seed/data/slug.ts: lower-case, everything but
-- ASCII word characters, spaces and dashes stripped, runs of spaces/underscores/dashes collapsed into one
-- dash, no dash at either end. ASCII classes are spelled out so the result does not depend on the locale.
create or replace function public.slugify(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.btrim(
    pg_catalog.regexp_replace(
      pg_catalog.regexp_replace(pg_catalog.lower(pg_catalog.btrim(value)), '[^a-z0-9_[:space:]-]', '', 'g'),
      '[[:space:]_-]+', '-', 'g'
    ),
    '-'
  )
$$;
comment on function public.slugify(text) is 'The platform slug rule: lower-case, non-word characters stripped, spaces and dashes collapsed.';

-- BEFORE UPDATE trigger. Trigger arguments name server-maintained counters: an update that changes only
-- those (a view or download being counted) is not an edit and leaves updated_at alone.
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_ignored text[] := tg_argv || array['updated_at', 'search_vector'];
begin
  if tg_nargs > 0 and (pg_catalog.to_jsonb(new) - v_ignored) = (pg_catalog.to_jsonb(old) - v_ignored) then
    return new;
  end if;
  new.updated_at := pg_catalog.now();
  return new;
end
$$;

-- True when the statement runs as one of the API roles PostgREST switches to. Security definer functions
-- run as their owner, so writes they make are trusted; this must stay SECURITY INVOKER to see the caller.
create or replace function private.is_client_role()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_user in ('anon', 'authenticated')
$$;

-- Admin means role admin AND status active (spec 1 section 6). plpgsql so that this migration can define it
-- before public.users exists; the table is resolved when the function first runs.
create or replace function private.is_admin()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  return exists (
    select 1
    from public.users u
    where u.id = auth.uid()
      and u.role = 'admin'
      and u.status = 'active'
  );
end
$$;

-- Trusted writers (the server, migrations, security definer functions) and active admins may touch
-- server-maintained columns; browsers may not.
create or replace function private.is_privileged()
returns boolean
language sql
stable
set search_path = ''
as $$
  select not private.is_client_role() or private.is_admin()
$$;

-- A slug that is free in `p_table` (optionally within rows sharing `p_scope_column`): the base itself, or the
-- base with the next free numeric suffix (-2, -3, ...). Security definer because the caller's RLS would hide
-- other users' private rows and turn a taken slug into a unique violation.
create or replace function private.unique_slug(
  p_table regclass,
  p_source text,
  p_exclude_id uuid default null,
  p_scope_column text default null,
  p_scope_value uuid default null
)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_base text := coalesce(nullif(public.slugify(p_source), ''), 'untitled');
  v_highest numeric;
begin
  execute format(
    $sql$
      select max(case when slug = $1 then 1 else substring(slug from char_length($1) + 2)::numeric end)
      from %s
      where (slug = $1 or slug ~ ('^' || $1 || '-[0-9]{1,12}$'))
        and id is distinct from $2
        %s
    $sql$,
    p_table,
    case when p_scope_column is null then '' else format('and %I = $3', p_scope_column) end
  )
  into v_highest
  using v_base, p_exclude_id, p_scope_value;

  if v_highest is null then
    return v_base;
  end if;
  return v_base || '-' || (v_highest + 1)::text;
end
$$;

-- BEFORE INSERT OR UPDATE OF slug trigger: TG_ARGV[0] names the column the slug is made from, TG_ARGV[1]
-- (optional) a uuid column within which slugs are unique. A given slug is normalised; a missing one is made
-- from the source column and made unique. Existing slugs never change when titles change (URLs stay stable).
create or replace function private.fill_slug()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_row jsonb;
  v_scope_column text := case when tg_nargs > 1 then tg_argv[1] end;
begin
  if new.slug is not null then
    new.slug := nullif(public.slugify(new.slug), '');
  end if;
  if new.slug is null then
    v_row := pg_catalog.to_jsonb(new);
    new.slug := private.unique_slug(
      tg_relid::regclass,
      v_row ->> tg_argv[0],
      new.id,
      v_scope_column,
      case when v_scope_column is not null then (v_row ->> v_scope_column)::uuid end
    );
  end if;
  return new;
end
$$;

grant execute on function private.is_client_role() to anon, authenticated, service_role;
grant execute on function private.is_admin() to anon, authenticated, service_role;
grant execute on function private.is_privileged() to anon, authenticated, service_role;
grant execute on function private.unique_slug(regclass, text, uuid, text, uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------------------
-- App settings: tunable business values (seller share, withdrawal minimum, ...) read by functions, so they
-- change without a migration. Public ones are readable by the app.
-- ---------------------------------------------------------------------------------------------------------
create table public.app_settings (
  key text primary key check (key ~ '^[a-z][a-z0-9_.]*$'),
  value jsonb not null,
  description text,
  is_public boolean not null default false,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index app_settings_updated_by_idx on public.app_settings (updated_by);
create trigger app_settings_set_updated_at before update on public.app_settings
  for each row execute function private.set_updated_at();

insert into public.app_settings (key, value, description, is_public) values
  ('points.per_usd', '10', 'Points bought per US dollar.', true),
  ('points.seller_share_percent', '70', 'Share of a document''s points price credited to its seller on a sale.', true),
  ('points.min_withdrawal', '500', 'Fewest earned points a seller can withdraw at once.', true),
  ('points.usd_per_withdrawn_point', '0.07', 'US dollars paid out per withdrawn point (seller share already applied).', true),
  ('documents.view_dedupe_minutes', '30', 'A signed-in reader counts as a new view of a document at most this often.', false);

create or replace function private.setting_numeric(p_key text, p_default numeric)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select (s.value #>> '{}')::numeric from public.app_settings s where s.key = p_key), p_default)
$$;
grant execute on function private.setting_numeric(text, numeric) to service_role;

alter table public.app_settings enable row level security;
create policy "Anyone can read public app settings" on public.app_settings
  for select to anon, authenticated using (is_public);
create policy "Admins can read all app settings" on public.app_settings
  for select to authenticated using ((select private.is_admin()));
create policy "Admins can manage app settings" on public.app_settings
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- Catalogue
-- ---------------------------------------------------------------------------------------------------------
create table public.countries (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  code text not null unique check (code ~ '^[A-Z]{2}$'),
  created_at timestamptz not null default now()
);

create table public.subjects (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  slug text not null unique,
  icon_name text,
  color text check (color ~ '^#[0-9a-fA-F]{6}$'),
  description text,
  -- Approved documents only; maintained by triggers on public.documents.
  document_count integer not null default 0 check (document_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index subjects_name_idx on public.subjects (name);

create table public.document_types (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  slug text not null unique,
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Fixed ids: the application compares against these literals (spec 1 section 4).
create table public.document_statuses (
  id text primary key check (id in ('approved', 'pending', 'deleted', 'rejected', 'soft-reject')),
  name text not null unique,
  display_name text not null,
  color text not null,
  icon text not null,
  is_public boolean not null default false,
  sort_order smallint not null
);
insert into public.document_statuses (id, name, display_name, color, icon, is_public, sort_order) values
  ('approved', 'APPROVED', 'Approved', '#16a34a', 'CheckCircle', true, 1),
  ('pending', 'PENDING', 'Pending review', '#d97706', 'Clock', false, 2),
  ('soft-reject', 'SOFT_REJECT', 'Changes requested', '#ea580c', 'AlertTriangle', false, 3),
  ('rejected', 'REJECTED', 'Rejected', '#dc2626', 'XCircle', false, 4),
  ('deleted', 'DELETED', 'Deleted', '#6b7280', 'Trash2', false, 5);

create table public.universities (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null unique,
  logo_url text,
  country_id uuid references public.countries (id) on delete set null,
  city text,
  website text,
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index universities_name_idx on public.universities (name);
create index universities_name_trgm_idx on public.universities using gin (name extensions.gin_trgm_ops);
create index universities_country_id_idx on public.universities (country_id);

create table public.courses (
  id uuid primary key default gen_random_uuid(),
  university_id uuid not null references public.universities (id) on delete cascade,
  subject_id uuid references public.subjects (id) on delete set null,
  name text not null,
  -- Unique within the university: courses live at /universities/{university}/courses/{course}.
  slug text not null,
  code text,
  level text check (level in ('introductory', 'intermediate', 'advanced', 'graduate')),
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (university_id, slug),
  -- Target of the composite foreign key that keeps a profile's course inside its university.
  unique (id, university_id)
);
create index courses_subject_id_idx on public.courses (subject_id);
create index courses_university_name_idx on public.courses (university_id, name);
create index courses_name_trgm_idx on public.courses using gin (name extensions.gin_trgm_ops);

create table public.textbooks (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  slug text not null unique,
  author text,
  edition text,
  isbn13 text unique check (isbn13 ~ '^[0-9]{13}$'),
  publication_year smallint check (publication_year between 1450 and 2100),
  subject_id uuid references public.subjects (id) on delete set null,
  cover_image_path text,
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index textbooks_subject_id_idx on public.textbooks (subject_id);
create index textbooks_title_idx on public.textbooks (title);
create index textbooks_title_trgm_idx on public.textbooks using gin (title extensions.gin_trgm_ops);

create trigger subjects_fill_slug before insert or update of slug on public.subjects
  for each row execute function private.fill_slug('name');
create trigger document_types_fill_slug before insert or update of slug on public.document_types
  for each row execute function private.fill_slug('name');
create trigger universities_fill_slug before insert or update of slug on public.universities
  for each row execute function private.fill_slug('name');
create trigger courses_fill_slug before insert or update of slug on public.courses
  for each row execute function private.fill_slug('name', 'university_id');
create trigger textbooks_fill_slug before insert or update of slug on public.textbooks
  for each row execute function private.fill_slug('title');

create trigger subjects_set_updated_at before update on public.subjects
  for each row execute function private.set_updated_at('document_count');
create trigger document_types_set_updated_at before update on public.document_types
  for each row execute function private.set_updated_at();
create trigger universities_set_updated_at before update on public.universities
  for each row execute function private.set_updated_at();
create trigger courses_set_updated_at before update on public.courses
  for each row execute function private.set_updated_at();
create trigger textbooks_set_updated_at before update on public.textbooks
  for each row execute function private.set_updated_at();

-- The counter belongs to the documents triggers; admins edit the rest of a subject.
create or replace function private.guard_subject_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_role() then
    if tg_op = 'INSERT' then
      new.document_count := 0;
    else
      new.document_count := old.document_count;
    end if;
  end if;
  return new;
end
$$;
create trigger subjects_guard_write before insert or update on public.subjects
  for each row execute function private.guard_subject_write();

-- Every catalogue table: readable by everyone, managed by admins.
alter table public.countries enable row level security;
alter table public.subjects enable row level security;
alter table public.document_types enable row level security;
alter table public.document_statuses enable row level security;
alter table public.universities enable row level security;
alter table public.courses enable row level security;
alter table public.textbooks enable row level security;

create policy "Anyone can read countries" on public.countries
  for select to anon, authenticated using (true);
create policy "Admins can manage countries" on public.countries
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "Anyone can read subjects" on public.subjects
  for select to anon, authenticated using (true);
create policy "Admins can manage subjects" on public.subjects
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "Anyone can read document types" on public.document_types
  for select to anon, authenticated using (true);
create policy "Admins can manage document types" on public.document_types
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

-- Statuses are fixed ids the code depends on: readable by all, changed only by migrations.
create policy "Anyone can read document statuses" on public.document_statuses
  for select to anon, authenticated using (true);
revoke insert, update, delete, truncate on public.document_statuses from anon, authenticated;

create policy "Anyone can read universities" on public.universities
  for select to anon, authenticated using (true);
create policy "Admins can manage universities" on public.universities
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "Anyone can read courses" on public.courses
  for select to anon, authenticated using (true);
create policy "Admins can manage courses" on public.courses
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "Anyone can read textbooks" on public.textbooks
  for select to anon, authenticated using (true);
create policy "Admins can manage textbooks" on public.textbooks
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on all functions in schema private from public;
