// Subscriptions (spec 2 §7.3): active plans by price, the user's active subscription with its plan, and the two
// functions that change it (create-subscription-checkout, cancel-subscription).
import { queryOptions } from '@tanstack/react-query';
import {
  cancelSubscriptionContract,
  createSubscriptionCheckoutContract,
} from '../../../../shared/functions/payments.contract';
import { invokeFunction } from '../../lib/invoke-function';
import { loadSupabase } from '../../lib/supabase.loader';

export const subscriptionKeys = {
  all: ['subscription'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  current: (userId: string) => [...subscriptionKeys.all, 'current', userId] as const,
};

export const plansQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.plans(),
    queryFn: async () => {
      const { data, error } = await (
        await loadSupabase()
      )
        .from('subscription_plans')
        .select('id, name, description, price, currency, interval, bonus_points, features, is_popular')
        .eq('is_active', true)
        .order('price', { ascending: true });
      if (error) throw new Error(error.message);
      return data;
    },
    staleTime: 5 * 60_000,
  });

/** Spec 2 §4: only the active status is looked up. */
export const currentSubscriptionQuery = (userId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.current(userId),
    queryFn: async () => {
      const { data, error } = await (
        await loadSupabase()
      )
        .from('user_subscriptions')
        .select(
          'id, status, cancel_at_period_end, current_period_end, documents_used_this_period, plan:subscription_plans(id, name, price, interval, bonus_points)',
        )
        .eq('user_id', userId)
        .eq('status', 'active')
        .maybeSingle();
      if (error) throw new Error(error.message);
      return data;
    },
  });

export function createSubscriptionCheckout(planId: string, returnUrl: string) {
  return invokeFunction(createSubscriptionCheckoutContract, {
    plan_id: planId,
    success_url: `${returnUrl}?success=true`,
    cancel_url: `${returnUrl}?cancelled=true`,
  });
}

export function cancelSubscription(subscriptionId: string) {
  return invokeFunction(cancelSubscriptionContract, { subscription_id: subscriptionId });
}
