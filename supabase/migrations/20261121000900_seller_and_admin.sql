-- Seller payouts and the back office: withdrawals of earned points, content reports, legal notices
-- (takedown requests and complaints), scholarships, the e-mail log, and admin-only RPCs.

-- ---------------------------------------------------------------------------------------------------------
-- Withdrawals: a seller cashes out points earned from sales. The points leave the wallet when the request is
-- made (so they cannot be spent twice) and come back if an admin rejects it.
-- ---------------------------------------------------------------------------------------------------------
create table public.seller_withdrawals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  points_amount integer not null check (points_amount > 0),
  amount_usd numeric(10, 2) not null check (amount_usd >= 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  method text not null check (method in ('paypal', 'bank_transfer')),
  -- PayPal e-mail or bank details as entered by the seller; shown to admins processing the payout.
  payout_details jsonb not null default '{}'::jsonb check (jsonb_typeof(payout_details) = 'object'),
  status text not null default 'pending' check (status in ('pending', 'approved', 'paid', 'rejected', 'cancelled')),
  admin_note text,
  processed_by uuid references public.users (id) on delete set null,
  processed_at timestamptz,
  payout_reference text,
  transaction_id uuid references public.points_transactions (id) on delete set null,
  reversal_transaction_id uuid references public.points_transactions (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index seller_withdrawals_user_created_idx on public.seller_withdrawals (user_id, created_at desc);
create index seller_withdrawals_status_created_idx on public.seller_withdrawals (status, created_at desc);
create index seller_withdrawals_processed_by_idx on public.seller_withdrawals (processed_by);
create index seller_withdrawals_transaction_id_idx on public.seller_withdrawals (transaction_id);
create index seller_withdrawals_reversal_transaction_id_idx on public.seller_withdrawals (reversal_transaction_id);
create trigger seller_withdrawals_set_updated_at before update on public.seller_withdrawals
  for each row execute function private.set_updated_at();

alter table public.seller_withdrawals enable row level security;
create policy "Sellers can read their own withdrawals" on public.seller_withdrawals
  for select to authenticated using (user_id = (select auth.uid()));
create policy "Admins can read all withdrawals" on public.seller_withdrawals
  for select to authenticated using ((select private.is_admin()));
revoke insert, update, delete, truncate on public.seller_withdrawals from anon, authenticated;

-- Points a seller may still withdraw: earned from sales, minus what is already withdrawn or waiting, and
-- never more than the wallet holds (earnings may have been spent).
create or replace function private.withdrawable_points(p_user_id uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(0, least(
    coalesce((select up.points_balance from public.user_points up where up.user_id = p_user_id), 0),
    coalesce((select sum(t.amount) from public.points_transactions t where t.user_id = p_user_id and t.type = 'earned'), 0)
      - coalesce((select sum(w.points_amount) from public.seller_withdrawals w
                  where w.user_id = p_user_id and w.status in ('pending', 'approved', 'paid')), 0)
  ))::integer
$$;

create or replace function public.get_withdrawable_points()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case when auth.uid() is null then 0 else private.withdrawable_points(auth.uid()) end
$$;
revoke all on function public.get_withdrawable_points() from public, anon;
grant execute on function public.get_withdrawable_points() to authenticated;

create or replace function public.request_withdrawal(p_points_amount integer, p_method text, p_payout_details jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
  v_minimum integer := private.setting_numeric('points.min_withdrawal', 500)::integer;
  v_available integer;
  v_withdrawal_id uuid := gen_random_uuid();
  v_entry public.points_transactions;
begin
  if v_user_id is null then
    return jsonb_build_object('success', false, 'error', 'User not authenticated');
  end if;
  if p_method is null or p_method not in ('paypal', 'bank_transfer') then
    return jsonb_build_object('success', false, 'error', 'Choose PayPal or bank transfer');
  end if;
  if p_payout_details is null or jsonb_typeof(p_payout_details) <> 'object' or p_payout_details = '{}'::jsonb then
    return jsonb_build_object('success', false, 'error', 'Payout details are required');
  end if;
  if p_points_amount is null or p_points_amount < v_minimum then
    return jsonb_build_object('success', false, 'error', 'The minimum withdrawal is ' || v_minimum || ' points');
  end if;

  perform 1 from public.user_points up where up.user_id = v_user_id for update;
  v_available := private.withdrawable_points(v_user_id);
  if p_points_amount > v_available then
    return jsonb_build_object('success', false, 'error', 'insufficient points', 'withdrawable_points', v_available);
  end if;

  v_entry := private.apply_points(
    v_user_id, -p_points_amount, 'withdrawal', 'Withdrawal request',
    jsonb_build_object('withdrawal_id', v_withdrawal_id, 'method', p_method),
    'withdrawal:' || v_withdrawal_id
  );
  insert into public.seller_withdrawals (id, user_id, points_amount, amount_usd, method, payout_details, transaction_id)
  values (
    v_withdrawal_id, v_user_id, p_points_amount,
    round(p_points_amount * private.setting_numeric('points.usd_per_withdrawn_point', 0.07), 2),
    p_method, p_payout_details, v_entry.id
  );
  return jsonb_build_object('success', true, 'withdrawal_id', v_withdrawal_id, 'points_balance', v_entry.balance_after);
end
$$;
revoke all on function public.request_withdrawal(integer, text, jsonb) from public, anon;
grant execute on function public.request_withdrawal(integer, text, jsonb) to authenticated;

-- Admin decision on a withdrawal: approved → paid, or rejected (points returned to the seller's wallet).
create or replace function public.admin_process_withdrawal(
  p_withdrawal_id uuid,
  p_status text,
  p_admin_note text default null,
  p_payout_reference text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_withdrawal public.seller_withdrawals;
  v_reversal public.points_transactions;
begin
  if not private.is_admin() then
    raise exception 'Unauthorized: Admin access required' using errcode = '42501';
  end if;
  select * into v_withdrawal from public.seller_withdrawals w where w.id = p_withdrawal_id for update;
  if not found then
    raise exception 'Withdrawal not found' using errcode = 'P0002';
  end if;
  if not (
    (v_withdrawal.status = 'pending' and p_status in ('approved', 'paid', 'rejected'))
    or (v_withdrawal.status = 'approved' and p_status in ('paid', 'rejected'))
  ) then
    return jsonb_build_object('success', false, 'error',
                              'A ' || v_withdrawal.status || ' withdrawal cannot become ' || coalesce(p_status, 'null'));
  end if;

  if p_status = 'rejected' then
    v_reversal := private.apply_points(
      v_withdrawal.user_id, v_withdrawal.points_amount, 'withdrawal', 'Withdrawal rejected: points returned',
      jsonb_build_object('withdrawal_id', v_withdrawal.id), 'withdrawal_reversal:' || v_withdrawal.id
    );
  end if;

  update public.seller_withdrawals w
  set status = p_status,
      admin_note = coalesce(p_admin_note, w.admin_note),
      payout_reference = coalesce(p_payout_reference, w.payout_reference),
      processed_by = auth.uid(),
      processed_at = pg_catalog.now(),
      reversal_transaction_id = coalesce(v_reversal.id, w.reversal_transaction_id)
  where w.id = v_withdrawal.id;
  return jsonb_build_object('success', true, 'status', p_status);
end
$$;
revoke all on function public.admin_process_withdrawal(uuid, text, text, text) from public, anon;
grant execute on function public.admin_process_withdrawal(uuid, text, text, text) to authenticated;

-- Goodwill credits and corrections from the back office go through the ledger like everything else.
create or replace function public.admin_adjust_points(p_user_id uuid, p_amount integer, p_reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_entry public.points_transactions;
begin
  if not private.is_admin() then
    raise exception 'Unauthorized: Admin access required' using errcode = '42501';
  end if;
  if p_reason is null or pg_catalog.btrim(p_reason) = '' then
    return jsonb_build_object('success', false, 'error', 'A reason is required');
  end if;
  begin
    v_entry := private.apply_points(
      p_user_id, p_amount, 'adjustment', p_reason, jsonb_build_object('admin_id', auth.uid()), null
    );
  exception when sqlstate 'P0001' then
    return jsonb_build_object('success', false, 'error', 'insufficient points');
  end;
  return jsonb_build_object('success', true, 'transaction_id', v_entry.id, 'points_balance', v_entry.balance_after);
end
$$;
revoke all on function public.admin_adjust_points(uuid, integer, text) from public, anon;
grant execute on function public.admin_adjust_points(uuid, integer, text) to authenticated;

-- ---------------------------------------------------------------------------------------------------------
-- Content reports (admin "reports")
-- ---------------------------------------------------------------------------------------------------------
create table public.content_reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid references public.users (id) on delete set null,
  target_type text not null
    check (target_type in ('document', 'document_review', 'homework_question', 'flashcard_deck', 'test', 'blog_comment', 'user')),
  target_id uuid not null,
  reason text not null check (reason in ('copyright', 'inappropriate', 'spam', 'inaccurate', 'plagiarism', 'other')),
  details text check (char_length(details) <= 5000),
  status text not null default 'open' check (status in ('open', 'reviewing', 'resolved', 'dismissed')),
  resolution_note text,
  resolved_by uuid references public.users (id) on delete set null,
  resolved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index content_reports_status_created_idx on public.content_reports (status, created_at desc);
create index content_reports_target_idx on public.content_reports (target_type, target_id);
create index content_reports_reporter_id_idx on public.content_reports (reporter_id);
create index content_reports_resolved_by_idx on public.content_reports (resolved_by);
-- One open report per user and target: repeated clicks do not flood the queue.
create unique index content_reports_one_open_per_reporter_idx on public.content_reports (reporter_id, target_type, target_id)
  where status in ('open', 'reviewing');
create trigger content_reports_set_updated_at before update on public.content_reports
  for each row execute function private.set_updated_at();

alter table public.content_reports enable row level security;
create policy "Users can report content" on public.content_reports
  for insert to authenticated with check (
    reporter_id = (select auth.uid()) and status = 'open' and resolved_by is null and resolved_at is null
    and resolution_note is null
  );
create policy "Users can read their own reports" on public.content_reports
  for select to authenticated using (reporter_id = (select auth.uid()));
create policy "Admins can manage reports" on public.content_reports
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- Legal notices: /legal/notice-takedown and /legal/file-complaint, open to visitors too.
-- ---------------------------------------------------------------------------------------------------------
create table public.legal_notices (
  id uuid primary key default gen_random_uuid(),
  notice_type text not null check (notice_type in ('takedown', 'complaint')),
  submitted_by uuid references public.users (id) on delete set null,
  name text not null check (char_length(name) between 1 and 200),
  email text not null check (email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  organization text,
  phone text,
  address text,
  document_id uuid references public.documents (id) on delete set null,
  content_url text,
  original_work_url text,
  description text not null check (char_length(description) between 1 and 20000),
  -- A takedown notice must carry the good-faith and accuracy statements and a signature.
  good_faith_statement boolean not null default false,
  accuracy_statement boolean not null default false,
  signature text,
  status text not null default 'received' check (status in ('received', 'reviewing', 'actioned', 'rejected')),
  admin_note text,
  handled_by uuid references public.users (id) on delete set null,
  handled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint legal_notices_takedown_check check (
    notice_type <> 'takedown' or (good_faith_statement and accuracy_statement and signature is not null)
  )
);
create index legal_notices_status_created_idx on public.legal_notices (status, created_at desc);
create index legal_notices_document_id_idx on public.legal_notices (document_id);
create index legal_notices_submitted_by_idx on public.legal_notices (submitted_by);
create index legal_notices_handled_by_idx on public.legal_notices (handled_by);
create trigger legal_notices_set_updated_at before update on public.legal_notices
  for each row execute function private.set_updated_at();

alter table public.legal_notices enable row level security;
create policy "Visitors can file legal notices" on public.legal_notices
  for insert to anon with check (
    submitted_by is null and status = 'received' and admin_note is null and handled_by is null and handled_at is null
  );
create policy "Users can file legal notices" on public.legal_notices
  for insert to authenticated with check (
    (submitted_by is null or submitted_by = (select auth.uid()))
    and status = 'received' and admin_note is null and handled_by is null and handled_at is null
  );
create policy "Users can read their own legal notices" on public.legal_notices
  for select to authenticated using (submitted_by = (select auth.uid()));
create policy "Admins can manage legal notices" on public.legal_notices
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- Scholarships (/scholarships, admin "scholarships")
-- ---------------------------------------------------------------------------------------------------------
create table public.scholarships (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique,
  title text not null,
  provider text not null,
  amount numeric(12, 2) check (amount >= 0),
  currency text not null default 'usd' check (currency ~ '^[a-z]{3}$'),
  deadline date,
  description text,
  eligibility text,
  url text,
  country_id uuid references public.countries (id) on delete set null,
  subject_id uuid references public.subjects (id) on delete set null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index scholarships_active_deadline_idx on public.scholarships (deadline) where is_active;
create index scholarships_country_id_idx on public.scholarships (country_id);
create index scholarships_subject_id_idx on public.scholarships (subject_id);
create trigger scholarships_fill_slug before insert or update of slug on public.scholarships
  for each row execute function private.fill_slug('title');
create trigger scholarships_set_updated_at before update on public.scholarships
  for each row execute function private.set_updated_at();

alter table public.scholarships enable row level security;
create policy "Anyone can read active scholarships" on public.scholarships
  for select to anon, authenticated using (is_active);
create policy "Admins can manage scholarships" on public.scholarships
  for all to authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

-- ---------------------------------------------------------------------------------------------------------
-- E-mail log (admin "emails"): every message the platform sent or tried to send. Written by the server.
-- ---------------------------------------------------------------------------------------------------------
create table public.email_log (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.users (id) on delete set null,
  to_email text not null,
  template text not null,
  subject text not null,
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed', 'outbox')),
  transport text check (transport in ('smtp', 'outbox')),
  provider_message_id text,
  error text,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index email_log_created_idx on public.email_log (created_at desc);
create index email_log_user_created_idx on public.email_log (user_id, created_at desc);
create index email_log_status_created_idx on public.email_log (status, created_at desc);
create index email_log_to_email_idx on public.email_log (lower(to_email));

alter table public.email_log enable row level security;
create policy "Admins can read the email log" on public.email_log
  for select to authenticated using ((select private.is_admin()));
revoke insert, update, delete, truncate on public.email_log from anon, authenticated;

-- Functions are executable by PUBLIC when created; in private, only the explicit grants above apply.
revoke execute on all functions in schema private from public;
