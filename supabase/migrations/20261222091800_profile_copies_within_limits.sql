-- A user's name and avatar are copied from the auth user's metadata (sign-up, updateUser) into public.users, whose
-- columns now have length limits (user_text_length_limits: full_name 200, avatar_url 2,048). Metadata is the
-- client's to write (up to the auth body limit, 64 KiB), so a longer name made the copy fail and with it the
-- sign-up or the update (a 5xx for a client's input). The copies now keep the name's first 200 characters and
-- leave out an avatar address longer than 2,048 (a real one is far shorter).

create or replace function private.handle_new_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_avatar text := coalesce(
    nullif(new.raw_user_meta_data ->> 'avatar_url', ''),
    nullif(new.raw_user_meta_data ->> 'picture', '')
  );
begin
  insert into public.users (id, email, full_name, avatar_url, role)
  values (
    new.id,
    new.email,
    pg_catalog.left(
      coalesce(
        nullif(pg_catalog.btrim(new.raw_user_meta_data ->> 'full_name'), ''),
        nullif(pg_catalog.btrim(new.raw_user_meta_data ->> 'name'), ''),
        nullif(pg_catalog.split_part(coalesce(new.email, ''), '@', 1), '')
      ),
      200
    ),
    case when pg_catalog.char_length(v_avatar) <= 2048 then v_avatar end,
    case when new.raw_app_meta_data ->> 'role' = 'admin' then 'admin' else 'user' end
  )
  on conflict (id) do nothing;
  return new;
end
$$;

create or replace function private.sync_auth_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_new_name text := nullif(pg_catalog.btrim(new.raw_user_meta_data ->> 'full_name'), '');
  v_new_avatar text := nullif(new.raw_user_meta_data ->> 'avatar_url', '');
  v_new_role text := new.raw_app_meta_data ->> 'role';
begin
  update public.users u
  set
    email = new.email,
    full_name = case
      when v_new_name is not null and v_new_name is distinct from (old.raw_user_meta_data ->> 'full_name')
        then pg_catalog.left(v_new_name, 200)
      else u.full_name
    end,
    avatar_url = case
      when v_new_avatar is not null and v_new_avatar is distinct from (old.raw_user_meta_data ->> 'avatar_url')
        and pg_catalog.char_length(v_new_avatar) <= 2048
        then v_new_avatar
      else u.avatar_url
    end,
    role = case
      when v_new_role in ('user', 'admin') and v_new_role is distinct from (old.raw_app_meta_data ->> 'role')
        then v_new_role
      else u.role
    end
  where u.id = new.id;
  return new;
end
$$;
