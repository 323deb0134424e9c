-- Writes that the renderer and the desktop made as several requests become one call each, one transaction:
-- saving a paper with its version (the editor, the writer, the desktop's sync queue) and creating or editing a
-- deck with its cards. Before, a paper could be saved without its version, the version number was read and then
-- taken with retries on a unique violation, and a failed card insert left a deck behind unless the client deleted
-- it again. The functions run as the caller (security invoker): row-level security decides what they may write,
-- exactly as for the single requests they replace.

-- Saves a paper's title and text and, with p_add_version, its next version (latest + 1, spec 2 section 4) with what
-- the editor recorded since the previous one (p_activity: the paper_versions activity columns by name, or null).
-- p_create_as_editor ('writer' | 'editor') creates the paper with p_paper_id first when it does not exist (a paper
-- started offline, or a new one). p_version_id makes a retry safe: when a version with that id was already saved,
-- the call answers it again with already_applied and changes nothing.
create function public.save_paper(
  p_paper_id uuid,
  p_title text,
  p_content text,
  p_word_count integer,
  p_add_version boolean default true,
  p_create_as_editor text default null,
  p_version_id uuid default null,
  p_activity jsonb default null
)
returns table (paper_id uuid, version_number integer, already_applied boolean, updated_at timestamptz)
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_user uuid := auth.uid();
  v_version integer;
begin
  if v_user is null then
    perform private.raise_api_error(401, '42501', 'You must be logged in to save papers');
  end if;
  if p_activity is not null and pg_catalog.jsonb_typeof(p_activity) <> 'object' then
    perform private.raise_api_error(400, '22023', 'p_activity must be an object of activity columns');
  end if;

  if p_version_id is not null then
    select pv.version_number into v_version
      from public.paper_versions pv
     where pv.id = p_version_id and pv.paper_id = p_paper_id;
    if found then
      return query select p.id, v_version, true, p.updated_at from public.papers p where p.id = p_paper_id;
      return;
    end if;
  end if;

  if p_create_as_editor is not null then
    insert into public.papers (id, user_id, editor, title, content, word_count, status)
    values (p_paper_id, v_user, p_create_as_editor, p_title, p_content, p_word_count, 'draft')
    on conflict (id) do nothing;
  end if;

  -- The update locks the paper's row until the transaction ends, so two saves of one paper take turns and
  -- latest + 1 below is never taken twice.
  update public.papers p
     set title = p_title, content = p_content, word_count = p_word_count
   where p.id = p_paper_id;
  if not found then
    perform private.raise_not_found('The paper no longer exists, or is not yours.');
  end if;

  if p_add_version then
    select coalesce(max(pv.version_number), 0) + 1 into v_version
      from public.paper_versions pv
     where pv.paper_id = p_paper_id;
    insert into public.paper_versions (
      id, paper_id, version_number, content, created_by,
      typed_chars, pasted_chars, paste_count, largest_paste, tool_chars, deleted_chars, active_seconds,
      editing_seconds
    )
    values (
      coalesce(p_version_id, pg_catalog.gen_random_uuid()), p_paper_id, v_version, p_content, v_user,
      (p_activity ->> 'typed_chars')::integer, (p_activity ->> 'pasted_chars')::integer,
      (p_activity ->> 'paste_count')::integer, (p_activity ->> 'largest_paste')::integer,
      (p_activity ->> 'tool_chars')::integer, (p_activity ->> 'deleted_chars')::integer,
      (p_activity ->> 'active_seconds')::integer, (p_activity ->> 'editing_seconds')::integer
    );
  end if;

  return query select p.id, v_version, false, p.updated_at from public.papers p where p.id = p_paper_id;
end
$$;

revoke execute on function public.save_paper(uuid, text, text, integer, boolean, text, uuid, jsonb) from public, anon;
grant execute on function public.save_paper(uuid, text, text, integer, boolean, text, uuid, jsonb)
  to authenticated, service_role;

-- The cards of a deck as the editor sends them: an array of {id?, front, back}, in order. Trimmed; an empty side
-- fails the cards' own checks, which undoes the whole call.
create function private.deck_cards_of(p_cards jsonb)
returns table (id uuid, front text, back text, card_position integer)
language plpgsql
immutable
set search_path = ''
as $$
begin
  if pg_catalog.jsonb_typeof(coalesce(p_cards, '[]'::jsonb)) <> 'array' then
    perform private.raise_api_error(400, '22023', 'p_cards must be an array of {front, back} cards');
  end if;
  return query
    select nullif(c.card ->> 'id', '')::uuid,
           pg_catalog.btrim(coalesce(c.card ->> 'front', '')),
           pg_catalog.btrim(coalesce(c.card ->> 'back', '')),
           (c.n - 1)::integer
      from pg_catalog.jsonb_array_elements(coalesce(p_cards, '[]'::jsonb)) with ordinality as c(card, n);
end
$$;

grant execute on function private.deck_cards_of(jsonb) to authenticated, service_role;

-- Creates a deck of the caller with its cards; answers the deck's id.
create function public.create_deck(
  p_name text,
  p_description text,
  p_is_public boolean,
  p_cards jsonb,
  p_source_document_id uuid default null
)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_deck uuid;
begin
  if auth.uid() is null then
    perform private.raise_api_error(401, '42501', 'You must be logged in to create decks');
  end if;
  -- An empty slug is made from the name by the fill_slug trigger (unique among decks).
  insert into public.flashcard_decks (slug, name, description, is_public, user_id, source_document_id)
  values (
    '', pg_catalog.btrim(p_name), nullif(pg_catalog.btrim(coalesce(p_description, '')), ''), p_is_public,
    auth.uid(), p_source_document_id
  )
  returning id into v_deck;
  insert into public.flashcards (deck_id, front, back, position)
  select v_deck, c.front, c.back, c.card_position from private.deck_cards_of(p_cards) c;
  return v_deck;
end
$$;

revoke execute on function public.create_deck(text, text, boolean, jsonb, uuid) from public, anon;
grant execute on function public.create_deck(text, text, boolean, jsonb, uuid) to authenticated, service_role;

-- Saves a deck's details and its cards as edited: p_removed are deleted, cards with an id of this deck are
-- updated, cards without one are added; positions follow the array's order.
create function public.update_deck(
  p_deck_id uuid,
  p_name text,
  p_description text,
  p_is_public boolean,
  p_cards jsonb,
  p_removed uuid[] default '{}'
)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  update public.flashcard_decks d
     set name = pg_catalog.btrim(p_name),
         description = nullif(pg_catalog.btrim(coalesce(p_description, '')), ''),
         is_public = p_is_public
   where d.id = p_deck_id;
  if not found then
    perform private.raise_not_found('This deck does not exist, or is not yours.');
  end if;
  delete from public.flashcards f where f.deck_id = p_deck_id and f.id = any(coalesce(p_removed, '{}'));
  insert into public.flashcards as f (id, deck_id, front, back, position)
  select coalesce(c.id, pg_catalog.gen_random_uuid()), p_deck_id, c.front, c.back, c.card_position
    from private.deck_cards_of(p_cards) c
  on conflict (id) do update
     set front = excluded.front, back = excluded.back, position = excluded.position
   -- A card id of another deck is never moved or overwritten from here.
   where f.deck_id = excluded.deck_id;
end
$$;

revoke execute on function public.update_deck(uuid, text, text, boolean, jsonb, uuid[]) from public, anon;
grant execute on function public.update_deck(uuid, text, text, boolean, jsonb, uuid[]) to authenticated, service_role;
