-- Fix: inside a security definer function private.is_privileged() sees the owner's role and is always true, so
-- moderate_blog_comment let any signed-in user approve comments. Decide from the caller's JWT instead: an admin,
-- or the service role (edge functions, tools).
create or replace function private.moderate_blog_comment(p_comment_id uuid, p_status text)
returns public.blog_comments
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row public.blog_comments;
begin
  if not private.is_admin() and coalesce(auth.jwt() ->> 'role', '') <> 'service_role' then
    perform private.raise_api_error(403, '42501', 'Only administrators can moderate comments');
  end if;
  if p_status is null or p_status not in ('pending', 'approved', 'rejected', 'spam') then
    perform private.raise_api_error(400, '22023', 'Unknown comment status',
      'status must be one of pending, approved, rejected, spam');
  end if;
  update public.blog_comments c set status = p_status where c.id = p_comment_id returning * into v_row;
  if v_row.id is null then
    perform private.raise_not_found('Comment not found');
  end if;
  return v_row;
end
$$;
revoke all on function private.moderate_blog_comment(uuid, text) from public, anon;
grant execute on function private.moderate_blog_comment(uuid, text) to authenticated, service_role;
