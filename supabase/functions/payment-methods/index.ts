// payment-methods: which ways to pay the screens offer, and how. { card: { enabled, provider, test_mode,
// publishable_key }, paypal: { enabled, provider, test_mode, client_id } }. `enabled` is the admin's switch (app
// settings payments.card_enabled / payments.paypal_enabled, on unless stored as false); the provider is Stripe or
// PayPal when their keys are set, the platform's sandbox otherwise. Only public values are answered (a publishable
// key, a PayPal client id), never a secret.
import { paymentMethodsContract } from '../../../shared/functions/payments.contract.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { methodEnabled, paypalKeysSet } from '../_shared/payments/payment-config.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

const env = (name: string): string | undefined => Deno.env.get(name) || undefined;

defineFunction(paymentMethodsContract, async () => {
  const service = serviceClient();
  const [cardOn, paypalOn] = await Promise.all([
    methodEnabled(service, 'card'),
    methodEnabled(service, 'paypal'),
  ]);
  const stripe = Boolean(env('STRIPE_SECRET_KEY')) && env('PAYMENTS_PROVIDER') !== 'sandbox';
  const paypal = paypalKeysSet();
  return {
    card: {
      enabled: cardOn,
      provider: stripe ? 'stripe' : 'sandbox',
      test_mode: stripe ? !env('STRIPE_SECRET_KEY')!.startsWith('sk_live_') : true,
      publishable_key: stripe ? (env('STRIPE_PUBLISHABLE_KEY') ?? null) : null,
    },
    paypal: {
      enabled: paypalOn,
      provider: paypal ? 'paypal' : 'sandbox',
      test_mode: paypal ? env('PAYPAL_ENVIRONMENT') !== 'live' : true,
      client_id: paypal ? env('PAYPAL_CLIENT_ID')! : null,
    },
  };
});
