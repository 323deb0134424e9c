-- Text and JSON columns of public tables that a client role (authenticated or anon) may insert or update, in a
-- table with a write policy, that no constraint bounds: no length check, no list of values, no anchored pattern
-- without repetition, no foreign key. Read by tests/integration/hostile-writes.test.ts.
with writable as (
  select distinct c.oid as relid
    from pg_policy p join pg_class c on c.oid = p.polrelid
   where c.relnamespace = 'public'::regnamespace and p.polcmd in ('a', 'w', '*')
), cols as (
  select w.relid, a.attname::text as col, format_type(a.atttypid, a.atttypmod) as ty
    from writable w join pg_attribute a on a.attrelid = w.relid
   where a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     and format_type(a.atttypid, a.atttypmod) in ('text', 'jsonb', 'json', 'text[]', 'character varying')
     and exists (select 1 from unnest(array['authenticated', 'anon']) r(role), unnest(array['INSERT', 'UPDATE']) m(priv)
                  where has_column_privilege(r.role, w.relid, a.attnum, m.priv))
), bounds as (
  select k.conrelid as relid, a.attname::text as col, k.contype, pg_get_constraintdef(k.oid) as def
    from pg_constraint k join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any (k.conkey)
   where k.contype in ('c', 'f') and k.connamespace = 'public'::regnamespace
)
select c.relid::regclass::text as tbl, c.col, c.ty
  from cols c
 where not exists (
   select 1 from bounds b
    where b.relid = c.relid and b.col = c.col
      and (b.contype = 'f'
        or b.def ~ ('(char_)?length\((btrim\()?\(?"?' || c.col || '"?\M')
        or b.def ~ ('\("?' || c.col || '"? = ANY \(ARRAY\[')
        or (b.def ~ ('\("?' || c.col || '"? ~ ''\^[^'']*\$''') and b.def !~ '[*+]|\{[0-9]+,\}'))
 )
 order by 1, 2;
