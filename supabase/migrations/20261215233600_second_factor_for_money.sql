-- Two-factor protects money everywhere, not only the sign-in screen (issue 24, item 3). With the password alone
-- (an aal1 session) a user with a verified TOTP factor could spend points, buy documents and send a seller's
-- earnings to another PayPal address. Supabase's documented pattern: read the JWT's `aal` claim and require
-- aal2 when the user has a verified factor (auth.mfa_factors). Every client-callable function that moves points
-- or money or takes payout details calls private.require_second_factor() first; the subscription a user may
-- change directly gets the same rule as a restrictive policy. (tests/integration/second-factor.test.ts sweeps the
-- functions: one that reaches the ledger without this check fails it.)

create or replace function private.session_meets_second_factor()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is null
      or coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or not exists (
        select 1 from auth.mfa_factors f where f.user_id = auth.uid() and f.status = 'verified'
      )
$$;
comment on function private.session_meets_second_factor() is
  'True unless the caller has a verified second factor and their session is not aal2 (password alone).';

create or replace function private.require_second_factor()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.session_meets_second_factor() then
    perform private.raise_api_error(403, 'insufficient_aal',
      'Two-factor authentication is on for this account: enter the code from your authenticator app to continue.');
  end if;
end
$$;

revoke all on function private.session_meets_second_factor() from public;
revoke all on function private.require_second_factor() from public;
grant execute on function private.session_meets_second_factor() to anon, authenticated, service_role;
grant execute on function private.require_second_factor() to anon, authenticated, service_role;

create or replace function public.checkout_cart(p_document_ids uuid[])
returns jsonb language sql set search_path = '' as $$
  select private.require_second_factor();
  select private.checkout_cart(p_document_ids)
$$;

create or replace function public.use_points_for_document(document_id uuid, points_amount integer)
returns jsonb language sql set search_path = '' as $$
  select private.require_second_factor();
  select private.use_points_for_document(document_id, points_amount)
$$;

create or replace function public.use_points_general(
  p_user_id uuid, p_amount integer, p_description text, p_metadata jsonb default '{}'::jsonb
)
returns jsonb language sql set search_path = '' as $$
  select private.require_second_factor();
  select private.use_points_general(p_user_id, p_amount, p_description, p_metadata)
$$;

create or replace function public.use_subscription_for_document(p_document_id uuid)
returns jsonb language sql set search_path = '' as $$
  select private.require_second_factor();
  select private.use_subscription_for_document(p_document_id)
$$;

create or replace function public.request_withdrawal(p_points_amount integer, p_method text, p_payout_details jsonb)
returns jsonb language sql set search_path = '' as $$
  select private.require_second_factor();
  select private.request_withdrawal(p_points_amount, p_method, p_payout_details)
$$;

create or replace function public.admin_adjust_points(p_user_id uuid, p_amount integer, p_reason text)
returns jsonb language sql set search_path = '' as $$
  select private.require_second_factor();
  select private.admin_adjust_points(p_user_id, p_amount, p_reason)
$$;

create or replace function public.admin_refund_points_order(p_order_id uuid, p_reason text)
returns jsonb language sql set search_path = '' as $$
  select private.require_second_factor();
  select private.admin_refund_points_order(p_order_id, p_reason)
$$;

create or replace function public.admin_process_withdrawal(
  p_withdrawal_id uuid, p_status text, p_admin_note text default null, p_payout_reference text default null
)
returns jsonb language sql set search_path = '' as $$
  select private.require_second_factor();
  select private.admin_process_withdrawal(p_withdrawal_id, p_status, p_admin_note, p_payout_reference)
$$;

-- Tables that hold money, prices, access bought or payment settings, written directly through the API by their
-- owners (a subscription cancelled at period end) or by admins: no write from a session that owes its second
-- factor. Separate restrictive policies per command, so reads are unchanged.
do $$
declare
  v_table text;
  v_command text;
begin
  foreach v_table in array array['user_subscriptions', 'orders', 'user_documents', 'points_packages',
    'points_bonus_tiers', 'subscription_plans', 'app_settings']
  loop
    foreach v_command in array array['insert', 'update', 'delete']
    loop
      execute pg_catalog.format(
        'create policy %I on public.%I as restrictive for %s to authenticated %s',
        'Writes need the second factor once one is verified (' || v_command || ')', v_table, v_command,
        case v_command
          when 'insert' then 'with check ((select private.session_meets_second_factor()))'
          when 'update' then 'using ((select private.session_meets_second_factor())) '
            || 'with check ((select private.session_meets_second_factor()))'
          else 'using ((select private.session_meets_second_factor()))'
        end);
    end loop;
  end loop;
end
$$;
