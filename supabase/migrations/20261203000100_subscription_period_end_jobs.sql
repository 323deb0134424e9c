-- Subscription period ends as scheduled jobs (issue 11; spec 2 §4): every live subscription has one waiting
-- `subscriptions:period-end` job (graphile-worker, job key per subscription) timed for the end of its current period.
-- The provider renews a subscription by paying the next invoice (activate_subscription_period moves the period, and
-- the trigger re-times the job); a subscription still in the old period when its job runs has lapsed: one cancelled
-- at period end ends as 'cancelled', one whose renewal never came ends as 'expired' after a grace period for the
-- provider's retries. Either way the user is told (private.notify_subscription_change). The sandbox provider's
-- subscriptions run on its clock (private.sandbox_clock), so its jobs are timed for when that clock reaches the end
-- and re-timed when a test moves it.

-- The grace after a period end before an unrenewed subscription expires (a cancelled one ends at once).
create or replace function private.subscription_renewal_grace(p_provider text)
returns interval
language sql
immutable
set search_path = ''
as $$
  select case when p_provider = 'sandbox' then interval '0' else interval '3 days' end
$$;

-- The subscription's clock: the sandbox's (real time plus its offset) for sandbox subscriptions, real time otherwise.
create or replace function private.subscription_clock_offset(p_provider text)
returns interval
language sql
stable
security definer
set search_path = ''
as $$
  select case when p_provider = 'sandbox'
    then coalesce((select pg_catalog.make_interval(secs => c.offset_seconds) from private.sandbox_clock c), interval '0')
    else interval '0' end
$$;

-- Times (or re-times) the subscription's period-end job; does nothing before the job queue exists.
create or replace function private.schedule_subscription_period_end(p_subscription public.user_subscriptions)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if pg_catalog.to_regnamespace('graphile_worker') is null or p_subscription.current_period_end is null
     or p_subscription.status not in ('trialing', 'active', 'past_due') then
    return;
  end if;
  perform graphile_worker.add_job(
    'subscriptions:period-end',
    pg_catalog.json_build_object('subscriptionId', p_subscription.id,
                                 'periodEnd', p_subscription.current_period_end),
    run_at => p_subscription.current_period_end
      + (case when p_subscription.cancel_at_period_end then interval '0'
              else private.subscription_renewal_grace(p_subscription.provider) end)
      - private.subscription_clock_offset(p_subscription.provider),
    job_key => 'subscription-period-end:' || p_subscription.id::text
  );
end
$$;

create or replace function private.user_subscriptions_schedule_period_end()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.schedule_subscription_period_end(new);
  return new;
end
$$;

create trigger user_subscriptions_schedule_period_end
  after insert or update of status, cancel_at_period_end, current_period_end on public.user_subscriptions
  for each row execute function private.user_subscriptions_schedule_period_end();

-- The sandbox's clock moved: every live sandbox subscription's job is re-timed to the new clock.
create or replace function private.reschedule_sandbox_subscription_jobs()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_subscription public.user_subscriptions;
  v_count integer := 0;
begin
  for v_subscription in
    select * from public.user_subscriptions s
    where s.provider = 'sandbox' and s.status in ('trialing', 'active', 'past_due')
  loop
    perform private.schedule_subscription_period_end(v_subscription);
    v_count := v_count + 1;
  end loop;
  return v_count;
end
$$;

-- The job: ends a subscription that is still in the period the job was timed for, once that period (and the grace
-- for a renewal) is over on the subscription's clock. Returns {outcome: 'ended' | 'renewed' | 'not_due' | 'gone',
-- status, run_at}; 'not_due' names when to look again.
create or replace function private.end_lapsed_subscription(p_subscription_id uuid, p_period_end timestamptz)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_subscription public.user_subscriptions;
  v_due timestamptz;
  v_now timestamptz;
begin
  select * into v_subscription from public.user_subscriptions s where s.id = p_subscription_id for update;
  if not found or v_subscription.status not in ('trialing', 'active', 'past_due') then
    return pg_catalog.jsonb_build_object('outcome', 'gone');
  end if;
  if v_subscription.current_period_end is distinct from p_period_end then
    return pg_catalog.jsonb_build_object('outcome', 'renewed');
  end if;
  v_now := pg_catalog.now() + private.subscription_clock_offset(v_subscription.provider);
  v_due := v_subscription.current_period_end
    + (case when v_subscription.cancel_at_period_end then interval '0'
            else private.subscription_renewal_grace(v_subscription.provider) end);
  if v_now < v_due then
    return pg_catalog.jsonb_build_object('outcome', 'not_due',
      'run_at', v_due - private.subscription_clock_offset(v_subscription.provider));
  end if;
  update public.user_subscriptions s
  set status = case when s.cancel_at_period_end then 'cancelled' else 'expired' end,
      cancelled_at = coalesce(s.cancelled_at, pg_catalog.now())
  where s.id = v_subscription.id
  returning * into v_subscription;
  return pg_catalog.jsonb_build_object('outcome', 'ended', 'status', v_subscription.status);
end
$$;

revoke all on function private.subscription_renewal_grace(text) from public, anon, authenticated;
revoke all on function private.subscription_clock_offset(text) from public, anon, authenticated;
revoke all on function private.schedule_subscription_period_end(public.user_subscriptions) from public, anon, authenticated;
revoke all on function private.user_subscriptions_schedule_period_end() from public, anon, authenticated;
revoke all on function private.reschedule_sandbox_subscription_jobs() from public, anon, authenticated;
revoke all on function private.end_lapsed_subscription(uuid, timestamptz) from public, anon, authenticated;

-- Subscriptions live before this migration get their job now (when the queue exists).
select private.schedule_subscription_period_end(s) from public.user_subscriptions s
where s.status in ('trialing', 'active', 'past_due');
