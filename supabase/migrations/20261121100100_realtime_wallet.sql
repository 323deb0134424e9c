-- The wallet's live tables (user_points, points_orders; added to supabase_realtime with the points schema) get
-- full replica identity: realtime then has the whole old row, which it needs to check a deleted or updated row
-- against RLS before telling anyone about it.
alter table public.user_points replica identity full;
alter table public.points_orders replica identity full;
