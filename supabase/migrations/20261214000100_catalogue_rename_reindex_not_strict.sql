-- reindex_documents_on_catalogue_rename, as before without `into strict`: an exists() query always answers one
-- row, but a strict select is a P0002/P0003 (a 5xx through PostgREST) by construction, which the API's error
-- check (tests/integration/rpc-errors.test.ts) refuses anywhere it can be reached.
create or replace function private.reindex_documents_on_catalogue_rename()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_column constant text := tg_argv[0];
  v_carried boolean;
begin
  if tg_table_name = 'courses' then
    if new.name is not distinct from old.name and new.code is not distinct from old.code then
      return null;
    end if;
  elsif new.name is not distinct from old.name then
    return null;
  end if;

  perform pg_catalog.set_config('studyloop.reindex_search_head', 'on', true);
  execute pg_catalog.format('update public.documents d set search_head = d.search_head where d.%I = $1', v_column)
    using new.id;
  perform pg_catalog.set_config('studyloop.reindex_search_head', '', true);

  -- The new name's words become spelling suggestions once an approved document carries them.
  execute pg_catalog.format(
    'select exists (select 1 from public.documents d where d.%I = $1 and d.status = ''approved'')', v_column)
    into v_carried using new.id;
  if v_carried then
    insert into private.search_terms (word)
    select distinct w from private.search_words(new.name) as w
    on conflict (word) do nothing;
  end if;
  return null;
end
$$;
