-- Spec 1 section 4 (Points): "A missing user_points row (code PGRST116) leads to creating one." The spec's
-- browser inserts it; here the browser may not write user_points at all, so it asks the server: the row is
-- created for the caller only, with a zero balance, and the (new or existing) row comes back.

create or replace function private.ensure_user_points()
returns public.user_points
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_row public.user_points;
begin
  if v_user_id is null then
    perform private.raise_api_error(401, '42501', 'User not authenticated');
  end if;
  if not exists (select 1 from public.users u where u.id = v_user_id) then
    perform private.raise_not_found('User not found');
  end if;
  insert into public.user_points (user_id) values (v_user_id) on conflict (user_id) do nothing;
  select * into v_row from public.user_points up where up.user_id = v_user_id;
  return v_row;
end
$$;

create or replace function public.ensure_user_points()
returns public.user_points
language sql
security invoker
set search_path = ''
as $$
  select * from private.ensure_user_points()
$$;

revoke all on function private.ensure_user_points() from public, anon;
grant execute on function private.ensure_user_points() to authenticated, service_role;
revoke all on function public.ensure_user_points() from public, anon;
grant execute on function public.ensure_user_points() to authenticated, service_role;
