import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageMeta } from '../../ui/PageMeta';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast.store';
import { useAuthStore } from '../auth';
import { walletKeys, formatDateTime, formatUsd } from '../wallet';
import {
  cancelSubscription,
  createSubscriptionCheckout,
  currentSubscriptionQuery,
  plansQuery,
  subscriptionKeys,
} from './subscription.api';
import { subscriptionTexts as texts } from './subscription.texts';

const ACTIVATION_WAIT_MS = 20_000;

/** /dashboard/subscription: plans, subscribe, the current plan with its period and usage, cancel at period end. */
export function SubscriptionPage() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  // Set on the way back from the provider's page, until the subscription shows up (read by the polling only).
  const waitingUntil = useRef<number | null>(null);
  const plans = useQuery(plansQuery());
  const current = useQuery({
    ...currentSubscriptionQuery(userId ?? ''),
    enabled: userId !== null,
    // After the provider's page, the paid invoice arrives by webhook: look again until it has.
    refetchInterval: (query) => {
      const until = waitingUntil.current;
      return until && !query.state.data && Date.now() < until ? 1000 : false;
    },
  });

  useEffect(() => {
    if (params.get('success') === 'true') {
      setParams({}, { replace: true });
      waitingUntil.current = Date.now() + ACTIVATION_WAIT_MS;
      toast.info(texts.activating);
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
    } else if (params.get('cancelled') === 'true') {
      setParams({}, { replace: true });
      toast.info(texts.checkoutCancelled);
    }
  }, [params, setParams, queryClient]);

  const active = current.data;
  useEffect(() => {
    if (!active || !waitingUntil.current) return;
    waitingUntil.current = null;
    toast.success(texts.activated);
    window.dispatchEvent(new CustomEvent('subscription-updated', { detail: { subscriptionId: active.id } }));
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  }, [active, queryClient]);

  const subscribe = useMutation({
    mutationFn: (planId: string) =>
      createSubscriptionCheckout(planId, `${window.location.origin}/dashboard/subscription`),
    onSuccess: (answer) => window.location.assign(answer.url),
  });
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const cancel = useMutation({
    mutationFn: (subscriptionId: string) => cancelSubscription(subscriptionId),
    onSuccess: async (_, subscriptionId) => {
      toast.success(texts.cancelled);
      window.dispatchEvent(new CustomEvent('subscription-updated', { detail: { subscriptionId } }));
      await queryClient.invalidateQueries({ queryKey: currentSubscriptionQuery(userId ?? '').queryKey });
    },
    onError: (error) => toast.error(texts.cancelFailed, { description: error.message }),
  });

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageMeta title={texts.pageTitle} description={texts.pageDescription} />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{texts.heading}</h1>

      <Card className="p-6" aria-busy={current.isPending}>
        <h2 className="text-lg font-bold text-ink">{texts.current}</h2>
        {current.error ? (
          <p role="alert" className="mt-3 text-red-600">
            {current.error.message}
          </p>
        ) : current.isPending ? (
          <Skeleton className="mt-3 h-16 w-full" />
        ) : !active ? (
          <p className="mt-3 text-muted" data-testid="no-subscription">
            {texts.none}
          </p>
        ) : (
          <div
            className="mt-3 flex flex-wrap items-end justify-between gap-4"
            data-testid="current-subscription"
          >
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
              <dt className="text-muted">{texts.current}</dt>
              <dd className="font-semibold text-ink">{active.plan?.name}</dd>
              <dt className="text-muted">{texts.status}</dt>
              <dd className="capitalize">{active.status}</dd>
              {active.current_period_end && (
                <>
                  <dt className="text-muted">{active.cancel_at_period_end ? texts.endsOn : texts.renews}</dt>
                  <dd data-testid="period-end">{formatDateTime(active.current_period_end)}</dd>
                </>
              )}
              <dt className="text-muted">{texts.documentsLabel}</dt>
              <dd>
                {texts.documentsUsed(active.documents_used_this_period, active.plan?.bonus_points ?? 0)}
              </dd>
            </dl>
            {active.cancel_at_period_end ? (
              <p className="text-sm font-medium text-amber-700" role="status">
                {texts.cancelled}
              </p>
            ) : (
              <Button variant="outline" disabled={cancel.isPending} onClick={() => setConfirmingCancel(true)}>
                {cancel.isPending ? texts.cancelling : texts.cancel}
              </Button>
            )}
            <ConfirmDialog
              open={confirmingCancel}
              title={texts.cancel}
              description={texts.cancelConfirm}
              confirmLabel={texts.cancel}
              cancelLabel={texts.keepPlan}
              tone="danger"
              onConfirm={() => {
                setConfirmingCancel(false);
                cancel.mutate(active.id);
              }}
              onCancel={() => setConfirmingCancel(false)}
            />
          </div>
        )}
      </Card>

      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="text-lg font-bold text-ink">
          {texts.plans}
        </h2>
        {plans.error ? (
          <p role="alert" className="mt-3 text-red-600">
            {plans.error.message}
          </p>
        ) : plans.isPending ? (
          <div className="mt-3 grid gap-4 sm:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-56" />
            ))}
          </div>
        ) : plans.data.length === 0 ? (
          <p className="mt-3 text-muted">{texts.noPlans}</p>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {plans.data.map((plan) => (
              <li key={plan.id}>
                <Card className="flex h-full flex-col p-6" data-testid="subscription-plan">
                  <h3 className="text-lg font-bold text-ink">{plan.name}</h3>
                  {plan.description && <p className="mt-1 text-sm text-muted">{plan.description}</p>}
                  <p className="mt-4 text-3xl font-bold text-ink">
                    {formatUsd(Number(plan.price))}
                    <span className="ml-1 text-sm font-medium text-muted">
                      {texts.perInterval(plan.interval)}
                    </span>
                  </p>
                  <ul className="mt-4 flex-1 space-y-1.5 text-sm">
                    <li className="flex gap-2">
                      <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
                      {texts.bonus(plan.bonus_points)}
                    </li>
                    <li className="flex gap-2">
                      <Check aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
                      {texts.documents(plan.bonus_points)}
                    </li>
                  </ul>
                  <Button
                    className="mt-6 w-full"
                    aria-label={`${texts.subscribe}: ${plan.name}`}
                    disabled={Boolean(active) || subscribe.isPending || subscribe.isSuccess}
                    onClick={() => subscribe.mutate(plan.id)}
                  >
                    {subscribe.isPending && subscribe.variables === plan.id
                      ? texts.redirecting
                      : texts.subscribe}
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        )}
        {subscribe.error && (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {subscribe.error.message}
          </p>
        )}
        <p className="mt-3 flex items-center gap-1.5 text-xs text-muted">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {texts.testMode}
        </p>
      </section>
    </div>
  );
}
