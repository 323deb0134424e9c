-- Notifications coalesced per source (issue 24 item 6): editing one's review 30 times sent the seller 30
-- notifications and 30 e-mails carrying the reviewer's text and display name.
--
-- A notification may name its source (what it is about: one reader's review of one document). Within a day of
-- the source's first notification, a new event from the same source updates that notification in place instead
-- of adding a row, and sends no further e-mail; if the user deleted it meanwhile, the news is written again
-- without an e-mail. So one source costs its recipient one row in the bell and at most one e-mail a day, however
-- often the other user acts.
--
-- The updated notification stays where the user looks: it is unread again and moves to the top of the bell
-- (created_at is the latest event's time; the bell lists the newest 20). While the user has not read it, it keeps
-- announcing the news as new ("New 5-star review of …", with the latest details); once read, a further event says
-- what changed ("A review of … changed to 3 stars").
--
-- A notification that quotes what another user wrote (a review's text, a display name) says so
-- (quotes_user_text): the bell shows the quote as a quote, the e-mail never carries it (the mail job writes the
-- product's own sentence instead), so nobody can make Studyloop's mail say their words.

alter table public.notifications
  add column source text check (source is null or length(source) <= 200),
  add column quotes_user_text boolean not null default false;
create index notifications_user_source_idx on public.notifications (user_id, source) where source is not null;

-- Each source's window: when it opened, its current notification, and whether that one announces something new.
create table private.notification_sources (
  user_id uuid not null references public.users (id) on delete cascade,
  source text not null,
  notification_id uuid references public.notifications (id) on delete set null,
  window_started_at timestamptz not null,
  announces_new boolean not null default false,
  primary key (user_id, source)
);
create index notification_sources_notification_idx on private.notification_sources (notification_id);

-- p_new_title: the title for news the user has not seen (a new review); p_changed_title: for a change to news the
-- user has seen (an edited review). p_is_new: this event itself is new news (an INSERT), not a change.
create or replace function private.notify_from_source(
  p_user_id uuid,
  p_source text,
  p_category text,
  p_new_title text,
  p_changed_title text,
  p_is_new boolean,
  p_body text,
  p_link text,
  p_quotes_user_text boolean
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_window constant interval := interval '1 day';
  v_state private.notification_sources;
  v_row public.notifications;
  v_announces_new boolean;
  v_id uuid;
begin
  if p_source is null or pg_catalog.btrim(p_source) = '' then
    perform private.raise_api_error(400, '22023', 'A notification source is required');
  end if;
  -- One event per source at a time: concurrent events of the same source queue on this row.
  insert into private.notification_sources (user_id, source, window_started_at)
  values (p_user_id, p_source, '-infinity')
  on conflict (user_id, source) do nothing;
  select * into v_state from private.notification_sources s
  where s.user_id = p_user_id and s.source = p_source
  for update;

  if v_state.window_started_at > pg_catalog.clock_timestamp() - v_window then
    if v_state.notification_id is not null then
      select * into v_row from public.notifications n
      where n.id = v_state.notification_id and n.user_id = p_user_id
      for update;
    end if;
    -- Unseen news stays news; seen news that changes says so.
    v_announces_new := p_is_new or (v_row.id is not null and v_row.read_at is null and v_state.announces_new);
    if v_row.id is not null then
      update public.notifications n
      set title = pg_catalog.left(pg_catalog.btrim(
            case when v_announces_new then p_new_title else p_changed_title end), 200),
          body = pg_catalog.left(coalesce(p_body, ''), 2000),
          link = p_link,
          quotes_user_text = p_quotes_user_text,
          read_at = null,
          created_at = pg_catalog.clock_timestamp()
      where n.id = v_row.id
      returning n.id into v_id;
    else
      -- The user deleted this window's notification: the news is written again, but not mailed again.
      v_id := private.notify(p_user_id, p_category,
        case when v_announces_new then p_new_title else p_changed_title end, p_body, p_link);
      if v_id is not null then
        insert into private.notification_emails (notification_id) values (v_id) on conflict do nothing;
      end if;
    end if;
  else
    v_announces_new := p_is_new;
    v_id := private.notify(p_user_id, p_category,
      case when v_announces_new then p_new_title else p_changed_title end, p_body, p_link);
    if v_id is not null then
      update private.notification_sources s set window_started_at = pg_catalog.clock_timestamp()
      where s.user_id = p_user_id and s.source = p_source;
    end if;
  end if;

  if v_id is not null then
    update public.notifications n set source = p_source, quotes_user_text = p_quotes_user_text
    where n.id = v_id and (n.source is distinct from p_source or n.quotes_user_text <> p_quotes_user_text);
    update private.notification_sources s set notification_id = v_id, announces_new = v_announces_new
    where s.user_id = p_user_id and s.source = p_source;
  end if;
  return v_id;
end
$$;
revoke all on function private.notify_from_source(uuid, text, text, text, text, boolean, text, text, boolean)
  from public, anon, authenticated;
grant execute on function private.notify_from_source(uuid, text, text, text, text, boolean, text, text, boolean)
  to service_role;

-- The seller hears of a reader's review once per reader and document a day (the source outlives a deleted and
-- re-posted review); the reader's name and words are quoted in the bell only.
create or replace function private.notify_document_review()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_document public.documents;
  v_reviewer text;
  v_title text;
begin
  if tg_op = 'UPDATE' and new.rating = old.rating and new.comment is not distinct from old.comment then
    return null;
  end if;
  select * into v_document from public.documents d where d.id = new.document_id;
  if not found or v_document.user_id is null or v_document.user_id = new.user_id then
    return null;
  end if;
  select coalesce(nullif(p.full_name, ''), 'A student') into v_reviewer
  from public.public_profiles p where p.id = new.user_id;
  v_title := pg_catalog.left(v_document.title, 120);
  perform private.notify_from_source(
    v_document.user_id,
    'document-review:' || new.document_id || ':' || new.user_id,
    'document-status',
    'New ' || new.rating || '-star review of "' || v_title || '"',
    'A review of "' || v_title || '" changed to ' || new.rating || ' stars',
    tg_op = 'INSERT',
    coalesce(v_reviewer, 'A student') || ' wrote: '
      || coalesce('“' || pg_catalog.left(new.comment, 200) || '”', 'no written review'),
    '/documents/' || v_document.slug || '#reviews',
    true
  );
  return null;
end
$$;
revoke all on function private.notify_document_review() from public, anon, authenticated, service_role;
