// create-subscription-checkout (spec 2 §7.3): { plan_id, success_url, cancel_url } → { url }. The plan's price and
// interval are the server's; the provider bills it every period, and each paid invoice activates the period and
// credits the plan's bonus points once (stripe-webhook → activate_subscription_period).
import { corsHeaders, json } from '../_shared/cors.ts';
import { callerWithBody, RETURN_URL_REFUSED, returnUrl } from '../_shared/payments/caller.ts';
import { cardProvider, METHOD_DISABLED, methodEnabled } from '../_shared/payments/payment-config.ts';
import { ProviderError } from '../_shared/payments/payment-provider.ts';
import { clientForCaller, serviceClient } from '../_shared/supabase-clients.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const caller = await callerWithBody(request);
  if ('response' in caller) return caller.response;
  const { user, body } = caller;
  if (!(await methodEnabled(serviceClient(), 'card'))) return json({ error: METHOD_DISABLED.card }, 403);

  if (typeof body.plan_id !== 'string' || !UUID.test(body.plan_id)) {
    return json({ error: 'plan_id must be a subscription plan id' }, 400);
  }
  const successUrl = returnUrl(body.success_url);
  const cancelUrl = returnUrl(body.cancel_url);
  if (!successUrl || !cancelUrl)
    return json({ error: `success_url and cancel_url ${RETURN_URL_REFUSED}` }, 400);

  const client = clientForCaller(request);
  const { data: plan } = await client
    .from('subscription_plans')
    .select('id, name, price, currency, interval, bonus_points')
    .eq('id', body.plan_id)
    .eq('is_active', true)
    .maybeSingle();
  if (!plan) return json({ error: 'Subscription plan not found or no longer offered' }, 404);
  if (Number(plan.price) <= 0) return json({ error: 'This plan cannot be bought by card' }, 400);
  const { data: live } = await client
    .from('user_subscriptions')
    .select('id')
    .eq('user_id', user.id)
    .in('status', ['trialing', 'active', 'past_due'])
    .limit(1);
  if (live && live.length > 0) return json({ error: 'You already have an active subscription' }, 409);

  try {
    const provider = cardProvider();
    const separator = successUrl.search ? '&' : '?';
    const session = await provider.createCheckoutSession({
      amountCents: Math.round(Number(plan.price) * 100),
      currency: plan.currency,
      description: `${plan.name} subscription (${plan.interval}ly)`,
      successUrl: `${successUrl.toString()}${separator}session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: cancelUrl.toString(),
      customerEmail: user.email,
      metadata: { purpose: 'subscription', user_id: user.id, plan_id: plan.id },
      subscription: { interval: plan.interval === 'year' ? 'year' : 'month' },
    });
    if (!session.url) return json({ error: 'Invalid response from checkout session' }, 502);
    return json({
      url: session.url,
      session_id: session.id,
      provider: provider.name,
      test_mode: provider.testMode,
    });
  } catch (error) {
    if (error instanceof ProviderError) return json({ error: error.message }, error.status);
    throw error;
  }
});
