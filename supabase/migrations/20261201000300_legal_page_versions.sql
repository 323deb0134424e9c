-- Legal page texts edited in the back office (issue 17, admin "legal-notice"), versioned: each save is a new row
-- with the next version number; nothing is changed or removed afterwards, so what a page said on any date can be
-- shown. The public /legal/{key} pages read the newest version and fall back to the built-in text without one.
create table public.legal_page_versions (
  id uuid primary key default gen_random_uuid(),
  page_key text not null check (page_key in (
    'terms', 'privacy', 'cookie-policy', 'code-of-honor', 'community-guidelines', 'notice-takedown',
    'refund-policy', 'file-complaint'
  )),
  version integer not null check (version > 0),
  title text not null check (char_length(title) between 1 and 200),
  summary text not null default '' check (char_length(summary) <= 2000),
  -- Markdown; rendered without raw HTML.
  body text not null check (char_length(body) between 1 and 200000),
  change_note text check (char_length(change_note) <= 2000),
  created_by uuid references public.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  unique (page_key, version)
);
create index legal_page_versions_created_by_idx on public.legal_page_versions (created_by);

-- The version number is the server's: the next one for the page, whatever the client sent.
create or replace function private.number_legal_page_version()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('legal_page:' || new.page_key, 0));
  select coalesce(max(v.version), 0) + 1 into new.version
  from public.legal_page_versions v where v.page_key = new.page_key;
  new.created_at := pg_catalog.now();
  new.created_by := auth.uid();
  return new;
end
$$;
revoke all on function private.number_legal_page_version() from public;
create trigger legal_page_versions_number before insert on public.legal_page_versions
  for each row execute function private.number_legal_page_version();
create or replace function private.refuse_legal_version_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'A published legal page version cannot be changed; publish a new one' using errcode = '42501';
end
$$;
revoke all on function private.refuse_legal_version_change() from public;
create trigger legal_page_versions_append_only before update or delete on public.legal_page_versions
  for each row execute function private.refuse_legal_version_change();
create trigger legal_page_versions_audit_admin_write after insert on public.legal_page_versions
  for each row execute function private.audit_admin_write();

alter table public.legal_page_versions enable row level security;
create policy "Anyone can read legal page versions" on public.legal_page_versions
  for select to anon, authenticated using (true);
create policy "Admins can publish legal page versions" on public.legal_page_versions
  for insert to authenticated with check ((select private.is_admin()));
revoke update, delete, truncate on public.legal_page_versions from anon, authenticated;
