-- Paid AI actions (spec 1 section 9 and spec 2 section 9: the costs; ARCHITECTURE §3: "AI charges taken with the
-- work and refunded when the work fails"). Every tool that charges points for AI work (detector, plagiarism check,
-- writer generation, toolbar actions, homework helper, document chat, flashcard and test generation) goes through
-- three steps, all run by the server (service_role) from an edge function:
--
--   begin_paid_action     validates, checks the balance, debits through the ledger, records the charge;
--                         a retried request with the same idempotency key gets the first charge back, not a new one
--   complete_paid_action  stores the result (and which table row holds it) on the charge
--   refund_paid_action    gives the points back exactly once when the work failed
--
-- The price is computed by the caller from shared/constants/points-costs.ts (never taken from the browser) and
-- recorded here with the action, so a charge is always explainable afterwards.

create table public.paid_actions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  action text not null check (action ~ '^[a-z][a-z0-9_-]{1,62}$'),
  points integer not null check (points >= 0),
  -- The caller's key for "this one request": a retry (double click, dropped connection) reuses it.
  idempotency_key text not null check (length(idempotency_key) between 8 and 200),
  status text not null default 'charged' check (status in ('charged', 'completed', 'refunded')),
  description text not null,
  charge_transaction_id uuid references public.points_transactions (id) on delete set null,
  refund_transaction_id uuid references public.points_transactions (id) on delete set null,
  -- What the work produced, returned as-is to a retried request, and where it lives ({table, id}).
  result jsonb,
  result_ref jsonb check (result_ref is null or (result_ref ? 'table' and result_ref ? 'id')),
  -- Which answered: the configured AI provider or the built-in study engines.
  engine text check (engine in ('provider', 'engine')),
  failure_reason text,
  created_at timestamptz not null default clock_timestamp(),
  completed_at timestamptz,
  refunded_at timestamptz,
  constraint paid_actions_user_key unique (user_id, idempotency_key)
);
create index paid_actions_user_created_idx on public.paid_actions (user_id, created_at desc);
create index paid_actions_charge_transaction_idx on public.paid_actions (charge_transaction_id);
create index paid_actions_refund_transaction_idx on public.paid_actions (refund_transaction_id);
create index paid_actions_action_created_idx on public.paid_actions (action, created_at desc);

alter table public.paid_actions enable row level security;
create policy "Users can read their own paid actions" on public.paid_actions
  for select to authenticated using (user_id = (select auth.uid()));
revoke insert, update, delete, truncate on public.paid_actions from anon, authenticated;

-- The shape every step answers with.
create or replace function private.paid_action_json(p_action public.paid_actions, p_replayed boolean)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'id', p_action.id,
    'action', p_action.action,
    'points', p_action.points,
    'status', p_action.status,
    'result', p_action.result,
    'result_ref', p_action.result_ref,
    'engine', p_action.engine,
    'replayed', p_replayed,
    'balance', coalesce((select up.points_balance from public.user_points up where up.user_id = p_action.user_id), 0)
  )
$$;

-- ---------------------------------------------------------------------------------------------------------
-- begin_paid_action. 402 with p_insufficient_message (the spec's words for the tool) when the balance is short;
-- 409 when the key was used for a different action or price, or when the first request is still working.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.begin_paid_action(
  p_user_id uuid,
  p_action text,
  p_points integer,
  p_idempotency_key text,
  p_description text,
  p_insufficient_message text default 'insufficient points',
  p_transaction_type text default 'spent'
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_action public.paid_actions;
  v_entry public.points_transactions;
  v_balance integer;
begin
  if p_user_id is null then
    perform private.raise_api_error(400, '22004', 'A user id is required');
  end if;
  if p_action is null or p_action !~ '^[a-z][a-z0-9_-]{1,62}$' then
    perform private.raise_api_error(400, '22023', 'Unknown paid action');
  end if;
  if p_points is null or p_points < 0 or p_points > 100000 then
    perform private.raise_api_error(400, '22023', 'A price must be 0 to 100000 points');
  end if;
  if p_idempotency_key is null or pg_catalog.length(p_idempotency_key) not between 8 and 200 then
    perform private.raise_api_error(400, '22023', 'An idempotency key of 8 to 200 characters is required');
  end if;
  if p_transaction_type not in ('spent', 'document_chat') then
    perform private.raise_api_error(400, '22023', 'A charge is recorded as spent or document_chat');
  end if;
  if not exists (select 1 from public.users u where u.id = p_user_id) then
    perform private.raise_not_found('User not found');
  end if;

  -- Concurrent requests with one key queue here; the second sees the first one's charge.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('paid_action:' || p_user_id::text || ':' || p_idempotency_key, 0)
  );
  select * into v_action from public.paid_actions a
  where a.user_id = p_user_id and a.idempotency_key = p_idempotency_key;
  if found then
    if v_action.action <> p_action or v_action.points <> p_points then
      perform private.raise_api_error(409, '23505', 'This request key was already used for another action');
    end if;
    return private.paid_action_json(v_action, true);
  end if;

  select up.points_balance into v_balance from public.user_points up where up.user_id = p_user_id;
  if coalesce(v_balance, 0) < p_points then
    perform private.raise_api_error(402, 'P0001', coalesce(p_insufficient_message, 'insufficient points'),
      pg_catalog.jsonb_build_object('required', p_points, 'balance', coalesce(v_balance, 0))::text);
  end if;

  insert into public.paid_actions (user_id, action, points, idempotency_key, description)
  values (p_user_id, p_action, p_points, p_idempotency_key, p_description)
  returning * into v_action;

  if p_points > 0 then
    begin
      v_entry := private.apply_points(
        p_user_id, -p_points, p_transaction_type, p_description,
        pg_catalog.jsonb_build_object('paid_action_id', v_action.id, 'action', p_action),
        'paid-action:' || v_action.id::text
      );
    exception when sqlstate 'P0001' then
      -- Spent elsewhere between the check and the debit.
      perform private.raise_api_error(402, 'P0001', coalesce(p_insufficient_message, 'insufficient points'),
        pg_catalog.jsonb_build_object('required', p_points, 'balance', 0)::text);
    end;
    update public.paid_actions a set charge_transaction_id = v_entry.id where a.id = v_action.id
    returning * into v_action;
  end if;
  return private.paid_action_json(v_action, false);
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- complete_paid_action: stores the result. Completing twice keeps the first result; a refunded charge cannot
-- be completed (the user got their points back; the work's result is not theirs for free).
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.complete_paid_action(
  p_id uuid,
  p_result jsonb,
  p_result_ref jsonb default null,
  p_engine text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_action public.paid_actions;
begin
  select * into v_action from public.paid_actions a where a.id = p_id for update;
  if not found then
    perform private.raise_not_found('Paid action not found');
  end if;
  if v_action.status = 'refunded' then
    perform private.raise_api_error(409, '55000', 'This charge was refunded');
  end if;
  if v_action.status = 'completed' then
    return private.paid_action_json(v_action, true);
  end if;
  if p_engine is not null and p_engine not in ('provider', 'engine') then
    perform private.raise_api_error(400, '22023', 'engine must be provider or engine');
  end if;
  if p_result_ref is not null and not (p_result_ref ? 'table' and p_result_ref ? 'id') then
    perform private.raise_api_error(400, '22023', 'result_ref must name a table and an id');
  end if;
  update public.paid_actions a
  set status = 'completed', result = p_result, result_ref = p_result_ref, engine = p_engine,
      completed_at = pg_catalog.now()
  where a.id = p_id
  returning * into v_action;
  return private.paid_action_json(v_action, false);
end
$$;

-- ---------------------------------------------------------------------------------------------------------
-- refund_paid_action: gives back what was charged, once. A refund after completion is refused (the work was
-- delivered); a second refund answers the first one.
-- ---------------------------------------------------------------------------------------------------------
create or replace function private.refund_paid_action(p_id uuid, p_reason text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_action public.paid_actions;
  v_entry public.points_transactions;
begin
  select * into v_action from public.paid_actions a where a.id = p_id for update;
  if not found then
    perform private.raise_not_found('Paid action not found');
  end if;
  if v_action.status = 'refunded' then
    return private.paid_action_json(v_action, true);
  end if;
  if v_action.status = 'completed' then
    perform private.raise_api_error(409, '55000', 'This action was completed and cannot be refunded');
  end if;
  if v_action.points > 0 then
    v_entry := private.apply_points(
      v_action.user_id, v_action.points, 'refund',
      'Refund: ' || v_action.description,
      pg_catalog.jsonb_build_object('paid_action_id', v_action.id, 'action', v_action.action, 'reason', p_reason),
      'paid-action-refund:' || v_action.id::text
    );
  end if;
  update public.paid_actions a
  set status = 'refunded', refund_transaction_id = v_entry.id, failure_reason = pg_catalog.left(p_reason, 1000),
      refunded_at = pg_catalog.now()
  where a.id = p_id
  returning * into v_action;
  return private.paid_action_json(v_action, false);
end
$$;

-- Entry points for edge functions (the service key reaches exposed schemas only). service_role only.
create or replace function public.begin_paid_action(
  p_user_id uuid,
  p_action text,
  p_points integer,
  p_idempotency_key text,
  p_description text,
  p_insufficient_message text default 'insufficient points',
  p_transaction_type text default 'spent'
)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.begin_paid_action(
    p_user_id, p_action, p_points, p_idempotency_key, p_description, p_insufficient_message, p_transaction_type
  )
$$;

create or replace function public.complete_paid_action(
  p_id uuid,
  p_result jsonb,
  p_result_ref jsonb default null,
  p_engine text default null
)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.complete_paid_action(p_id, p_result, p_result_ref, p_engine)
$$;

create or replace function public.refund_paid_action(p_id uuid, p_reason text default null)
returns jsonb
language sql
security invoker
set search_path = ''
as $$
  select private.refund_paid_action(p_id, p_reason)
$$;

revoke all on function private.paid_action_json(public.paid_actions, boolean) from public, anon, authenticated;
grant execute on function private.paid_action_json(public.paid_actions, boolean) to service_role;
revoke all on function private.begin_paid_action(uuid, text, integer, text, text, text, text)
  from public, anon, authenticated;
grant execute on function private.begin_paid_action(uuid, text, integer, text, text, text, text) to service_role;
revoke all on function private.complete_paid_action(uuid, jsonb, jsonb, text) from public, anon, authenticated;
grant execute on function private.complete_paid_action(uuid, jsonb, jsonb, text) to service_role;
revoke all on function private.refund_paid_action(uuid, text) from public, anon, authenticated;
grant execute on function private.refund_paid_action(uuid, text) to service_role;
revoke all on function public.begin_paid_action(uuid, text, integer, text, text, text, text)
  from public, anon, authenticated;
grant execute on function public.begin_paid_action(uuid, text, integer, text, text, text, text) to service_role;
revoke all on function public.complete_paid_action(uuid, jsonb, jsonb, text) from public, anon, authenticated;
grant execute on function public.complete_paid_action(uuid, jsonb, jsonb, text) to service_role;
revoke all on function public.refund_paid_action(uuid, text) from public, anon, authenticated;
grant execute on function public.refund_paid_action(uuid, text) to service_role;
