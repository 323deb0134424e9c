// cancel-subscription (spec 2 section 7.3): { subscription_id } → the subscription, marked to end at the close of
// the paid period. It stays active until then (spec 2 section 4).
import { corsHeaders, json } from '../_shared/cors.ts';
import { cardProvider } from '../_shared/payments/payment-config.ts';
import { ProviderError } from '../_shared/payments/payment-provider.ts';
import { secondFactorRefusal } from '../_shared/second-factor.ts';
import { clientForCaller, serviceClient } from '../_shared/supabase-clients.ts';

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);

  const caller = clientForCaller(request);
  const { data: auth } = await caller.auth.getUser();
  if (!auth.user) return json({ error: 'User not authenticated' }, 401);
  const refusal = await secondFactorRefusal(request, auth.user);
  if (refusal) return refusal;

  let subscriptionId: unknown;
  try {
    subscriptionId = ((await request.json()) as { subscription_id?: unknown }).subscription_id;
  } catch {
    return json({ error: 'The body must be JSON with a subscription_id' }, 400);
  }
  if (typeof subscriptionId !== 'string' || !/^[0-9a-f-]{36}$/i.test(subscriptionId)) {
    return json({ error: 'subscription_id must be a subscription id' }, 400);
  }

  // Read as the caller: RLS shows a user only their own subscriptions, so another user's id is "not found".
  const { data: subscription, error } = await caller
    .from('user_subscriptions')
    .select('id, status, cancel_at_period_end, current_period_end, provider, provider_subscription_id')
    .eq('id', subscriptionId)
    .maybeSingle();
  if (error) return json({ error: error.message }, 500);
  if (!subscription) return json({ error: 'Subscription not found' }, 404);
  if (!['active', 'trialing', 'past_due'].includes(subscription.status)) {
    return json({ error: 'This subscription is no longer active' }, 409);
  }

  // The provider stops billing at the period's end (Stripe, or the sandbox); its subscription.deleted event then
  // ends the subscription here (stripe-webhook → end_subscription).
  if (
    subscription.provider_subscription_id &&
    (subscription.provider === 'stripe' || subscription.provider === 'sandbox')
  ) {
    try {
      await cardProvider().cancelSubscriptionAtPeriodEnd(subscription.provider_subscription_id);
    } catch (error) {
      if (error instanceof ProviderError)
        return json({ error: 'The payment provider refused the cancellation' }, 502);
      throw error;
    }
  }

  // The service role records when it was cancelled: users may only flip cancel_at_period_end themselves.
  const { data: updated, error: updateError } = await serviceClient()
    .from('user_subscriptions')
    .update({ cancel_at_period_end: true, cancelled_at: new Date().toISOString() })
    .eq('id', subscription.id)
    .select('id, status, cancel_at_period_end, cancelled_at, current_period_end')
    .single();
  if (updateError) return json({ error: updateError.message }, 500);
  return json({ subscription: updated });
});
