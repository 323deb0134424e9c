-- Two holes in the money tables' privileges, found by tests/integration/rls-money.test.ts (ARCHITECTURE §3:
-- only the server moves points, through the ledger; RLS makes every client-side write impossible).
--
-- 1. The service role could insert a wallet row with any balance. 20261121000400_points_and_payments.sql meant the
--    server to move points only through private.apply_points "like everyone else", so that the ledger and the
--    cached balance never disagree, and revoked its update and delete, but not its insert: a wallet created with
--    1000 points had no ledger entry behind it. Wallets are made by the new-user trigger and by apply_points, both
--    running as the owner; the API client's own empty wallet (the spec's PGRST116 fallback) stays with
--    `authenticated` and its policy.
-- 2. TRUNCATE, which RLS does not filter, was still granted to the API roles on the tables whose other writes are
--    left to policies (Supabase's default privileges grant everything). PostgREST never truncates, so no request
--    could use it, but nothing but that fact stood between a client role and emptying every library or price
--    list; the grants now say what the policies mean.
revoke insert on public.user_points from service_role;

revoke truncate on
  public.user_points,
  public.points_transactions,
  public.points_orders,
  public.points_packages,
  public.points_bonus_tiers,
  public.orders,
  public.user_documents,
  public.seller_withdrawals,
  public.subscription_plans,
  public.user_subscriptions,
  public.subscription_document_usage,
  public.app_settings
from anon, authenticated;
