-- Legal notices are capped per sender and day (issue 24, a sibling of items 6 and 13: what one anonymous caller
-- can repeat without limit). Visitors may file takedown notices without an account, so one script could fill the
-- admins' queue (and the database) with notices of up to 20,000 characters each. A sender is the signed-in user,
-- or the visitor as private.view_visitor() tells them apart (the gateway's key of day, address and user agent);
-- each may file at most legal_notices.per_sender_per_day notices a UTC day (10 unless an admin sets it).

create table private.legal_notice_senders (
  sender text not null,
  day date not null,
  notices integer not null default 0,
  primary key (sender, day)
);

create or replace function private.cap_legal_notices_per_sender()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_today date := (pg_catalog.now() at time zone 'utc')::date;
  v_sent integer;
begin
  -- Admins and the platform's own writes (service role, superuser) are not visitors.
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') or private.is_admin() then
    return new;
  end if;
  insert into private.legal_notice_senders as s (sender, day, notices)
  values (private.view_visitor(), v_today, 1)
  on conflict (sender, day) do update set notices = s.notices + 1
  returning s.notices into v_sent;
  if v_sent > private.setting_numeric('legal_notices.per_sender_per_day', 10) then
    perform private.raise_api_error(429, '54000',
      'You have sent as many notices as we accept in a day. Please try again tomorrow.');
  end if;
  -- Yesterday's counts decide nothing today.
  if v_sent = 1 and pg_catalog.random() < 0.01 then
    delete from private.legal_notice_senders s where s.day < v_today;
  end if;
  return new;
end
$$;
revoke all on function private.cap_legal_notices_per_sender() from public, anon, authenticated, service_role;

create trigger legal_notices_cap_per_sender
  before insert on public.legal_notices
  for each row execute function private.cap_legal_notices_per_sender();
