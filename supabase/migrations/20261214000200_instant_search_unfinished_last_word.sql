-- Instant search while typing: a last word of one or two letters emptied the suggestions ('organic ch' asked for
-- documents with the whole word 'ch'). document_search_query as in 20261206000100, leaving such a word out in
-- prefix mode when words come before it. The /search page (not prefix mode) is unchanged.
create or replace function private.document_search_query(p_text text, p_prefix boolean default false)
returns table (query tsquery, corrected text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_text text := left(btrim(coalesce(p_text, '')), 200);
  v_words text[];
  v_word text;
  v_fix text;
  v_term tsquery;
  v_query tsquery;
  v_fixed text[] := '{}';
  v_changed boolean := false;
  v_last integer;
  v_prefix boolean;
begin
  if v_text = '' then
    return;
  end if;
  if v_text ~ '"' or v_text ~* '(^|\s)-\S' or v_text ~* '\sor\s' then
    query := pg_catalog.websearch_to_tsquery('english'::regconfig, v_text);
    if pg_catalog.numnode(query) > 0 then
      return next;
    end if;
    return;
  end if;

  v_words := array(
    select w
      from pg_catalog.regexp_split_to_table(
        pg_catalog.lower(pg_catalog.regexp_replace(v_text, '[^[:alnum:][:space:]]+', ' ', 'g')), '\s+') as w
     where w <> ''
     limit 8
  );
  v_last := coalesce(pg_catalog.array_length(v_words, 1), 0);
  for i in 1 .. v_last loop
    v_word := v_words[i];
    -- One or two letters would match most of the index: a prefix needs three. While typing, a last word that
    -- short is a word not yet typed, so it is left out rather than required as a whole word ('organic ch' finds
    -- what 'organic' finds instead of nothing).
    if p_prefix and i = v_last and i > 1 and pg_catalog.char_length(v_word) < 3 then
      exit;
    end if;
    v_prefix := p_prefix and i = v_last and pg_catalog.char_length(v_word) >= 3;
    v_term := pg_catalog.to_tsquery('english'::regconfig,
      pg_catalog.quote_literal(v_word) || case when v_prefix then ':*' else '' end);
    v_fix := null;
    if pg_catalog.numnode(v_term) > 0 and v_word ~ '^[[:alpha:]]{3,30}$' and not exists (
      select 1 from private.search_terms t
       where t.word >= v_word and t.word <= case when v_prefix then v_word || pg_catalog.chr(1114111) else v_word end
    ) then
      select t.word into v_fix
        from private.search_terms t
       where t.word operator(extensions.%) v_word
         and extensions.similarity(t.word, v_word) >= 0.4
       order by extensions.similarity(t.word, v_word) desc, t.word
       limit 1;
    end if;
    if v_fix is not null then
      v_term := v_term || pg_catalog.to_tsquery('english'::regconfig, pg_catalog.quote_literal(v_fix));
      v_changed := true;
    end if;
    v_fixed := v_fixed || coalesce(v_fix, v_word);
    if pg_catalog.numnode(v_term) > 0 then
      v_query := case when v_query is null then v_term else v_query && v_term end;
    end if;
  end loop;
  if v_query is null then
    return;
  end if;
  query := v_query;
  corrected := case when v_changed then pg_catalog.array_to_string(v_fixed, ' ') end;
  return next;
end
$$;
