-- A slug made from a row's text (a homework question of up to 20,000 characters, a document's title...) keeps the
-- first 200 characters of its slugified text. It was as long as the text: past the slug columns' new limit
-- (500, user_text_length_limits) a long homework question could not be saved at all (a 5xx for a client's input),
-- and past about 2,700 bytes not even before it (the unique index's row limit).
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
  v_base text := coalesce(
    nullif(pg_catalog.rtrim(pg_catalog.left(public.slugify(p_source), 200), '-'), ''),
    'untitled'
  );
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
