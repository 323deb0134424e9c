-- list_my_sessions: the private body is executable by the same roles as its public wrapper (which, like every
-- function in public, service_role may call), as definer-wrappers.test.ts holds every wrapper to.
grant execute on function private.list_my_sessions() to service_role;
