// cancel-subscription (spec 2 section 7.3): { subscription_id } → the subscription, marked to end at the close of
// the paid period. It stays active until then (spec 2 section 4).
import { cancelSubscriptionContract } from '../../../shared/functions/payments.contract.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { FunctionError } from '../_shared/function-error.ts';
import { cardProvider } from '../_shared/payments/payment-config.ts';
import { ProviderError } from '../_shared/payments/payment-provider.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

defineFunction(cancelSubscriptionContract, async ({ input, caller }) => {
  // Read as the caller: RLS shows a user only their own subscriptions, so another user's id is "not found".
  const { data: subscription, error } = await caller
    .from('user_subscriptions')
    .select('id, status, cancel_at_period_end, current_period_end, provider, provider_subscription_id')
    .eq('id', input.subscription_id)
    .maybeSingle();
  if (error) throw new FunctionError(500, error.message);
  if (!subscription) throw new FunctionError(404, 'Subscription not found');
  if (!['active', 'trialing', 'past_due'].includes(subscription.status)) {
    throw new FunctionError(409, 'This subscription is no longer active');
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
        throw new FunctionError(502, 'The payment provider refused the cancellation');
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
  if (updateError) throw new FunctionError(500, updateError.message);
  return { subscription: updated };
});
