// create-subscription-checkout (spec 2 §7.3): { plan_id, success_url, cancel_url } → { url }. The plan's price and
// interval are the server's; the provider bills it every period, and each paid invoice activates the period and
// credits the plan's bonus points once (stripe-webhook → activate_subscription_period).
import { createSubscriptionCheckoutContract } from '../../../shared/functions/payments.contract.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { FunctionError } from '../_shared/function-error.ts';
import { cardProvider, requireMethodEnabled } from '../_shared/payments/payment-config.ts';
import { returnUrls } from '../_shared/payments/return-url.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

defineFunction(createSubscriptionCheckoutContract, async ({ input, user, caller }) => {
  await requireMethodEnabled(serviceClient(), 'card');
  const urls = returnUrls(input.success_url, input.cancel_url, 'success_url and cancel_url');

  const { data: plan } = await caller
    .from('subscription_plans')
    .select('id, name, price, currency, interval, bonus_points')
    .eq('id', input.plan_id)
    .eq('is_active', true)
    .maybeSingle();
  if (!plan) throw new FunctionError(404, 'Subscription plan not found or no longer offered');
  if (Number(plan.price) <= 0) throw new FunctionError(400, 'This plan cannot be bought by card');
  const { data: live } = await caller
    .from('user_subscriptions')
    .select('id')
    .eq('user_id', user.id)
    .in('status', ['trialing', 'active', 'past_due'])
    .limit(1);
  if (live && live.length > 0) throw new FunctionError(409, 'You already have an active subscription');

  const provider = cardProvider();
  const separator = urls.back.search ? '&' : '?';
  const session = await provider.createCheckoutSession({
    amountCents: Math.round(Number(plan.price) * 100),
    currency: plan.currency,
    description: `${plan.name} subscription (${plan.interval}ly)`,
    successUrl: `${urls.back.toString()}${separator}session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: urls.cancel.toString(),
    customerEmail: user.email,
    metadata: { purpose: 'subscription', user_id: user.id, plan_id: plan.id },
    subscription: { interval: plan.interval === 'year' ? 'year' : 'month' },
  });
  if (!session.url) throw new FunctionError(502, 'Invalid response from checkout session');
  return {
    url: session.url,
    session_id: session.id,
    provider: provider.name,
    test_mode: provider.testMode,
  };
});
