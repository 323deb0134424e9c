// Which provider takes card payments, chosen by configuration alone: Stripe when STRIPE_SECRET_KEY is set, the
// sandbox otherwise (PAYMENTS_PROVIDER=sandbox forces it). The platform gives functions SANDBOX_WEBHOOK_SECRET; a
// hosted project without Stripe keys and without the platform has no sandbox and says so.
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  SANDBOX_PAYPAL_CLIENT_ID,
  SANDBOX_PAYPAL_WEBHOOK_ID,
} from '../../../../shared/constants/sandbox-paypal.ts';
import type { Database } from '../../../../shared/db/database.types.ts';
import { FunctionError } from '../function-error.ts';
import { ProviderError, type PaymentProvider } from './payment-provider.ts';
import { paypalProvider, type PaypalProvider } from './paypal-provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { stripeProvider } from './stripe-provider.ts';

const env = (name: string): string | undefined => Deno.env.get(name) || undefined;

export function cardProvider(): PaymentProvider {
  const stripeKey = env('STRIPE_SECRET_KEY');
  if (stripeKey && env('PAYMENTS_PROVIDER') !== 'sandbox') {
    const port = env('STRIPE_API_PORT');
    const protocol = env('STRIPE_API_PROTOCOL');
    return stripeProvider({
      secretKey: stripeKey,
      webhookSecret: env('STRIPE_WEBHOOK_SECRET') ?? null,
      host: env('STRIPE_API_HOST'),
      port: port ? Number(port) : undefined,
      protocol: protocol === 'http' || protocol === 'https' ? protocol : undefined,
    });
  }
  const webhookSecret = env('SANDBOX_WEBHOOK_SECRET');
  const url = env('SUPABASE_URL');
  const key = env('SUPABASE_SERVICE_ROLE_KEY');
  if (!webhookSecret || !url || !key) {
    throw new ProviderError('Card payments are not configured on this server.', 503);
  }
  return sandboxProvider({ apiUrl: `${url}/sandbox/v1`, apiKey: key, webhookSecret });
}

/** True when real PayPal keys are set (and the sandbox is not forced): the wallet shows PayPal's own buttons. */
export function paypalKeysSet(): boolean {
  return Boolean(
    env('PAYPAL_CLIENT_ID') && env('PAYPAL_CLIENT_SECRET') && env('PAYMENTS_PROVIDER') !== 'sandbox',
  );
}

/**
 * PayPal with PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (PAYPAL_ENVIRONMENT=live for real money, PayPal's own sandbox
 * otherwise; PAYPAL_WEBHOOK_ID for its webhooks); without them the platform sandbox's PayPal API, in test mode.
 */
export function paypalPaymentProvider(): PaypalProvider {
  if (paypalKeysSet()) {
    return paypalProvider({
      clientId: env('PAYPAL_CLIENT_ID')!,
      clientSecret: env('PAYPAL_CLIENT_SECRET')!,
      webhookId: env('PAYPAL_WEBHOOK_ID') ?? null,
      environment: env('PAYPAL_ENVIRONMENT') === 'live' ? 'live' : 'sandbox',
      apiBase: env('PAYPAL_API_BASE'),
      providerName: 'paypal',
      testMode: env('PAYPAL_ENVIRONMENT') !== 'live',
    });
  }
  const url = env('SUPABASE_URL');
  const key = env('SUPABASE_SERVICE_ROLE_KEY');
  if (!env('SANDBOX_WEBHOOK_SECRET') || !url || !key) {
    throw new ProviderError('PayPal is not set up on this server.', 503);
  }
  return paypalProvider({
    clientId: SANDBOX_PAYPAL_CLIENT_ID,
    clientSecret: key,
    webhookId: SANDBOX_PAYPAL_WEBHOOK_ID,
    environment: 'sandbox',
    apiBase: `${url}/sandbox/paypal`,
    providerName: 'sandbox',
    testMode: true,
  });
}

export type PaymentMethod = 'card' | 'paypal';

/** What the server answers for a method an admin switched off (app settings payments.card_enabled / paypal_enabled). */
export const METHOD_DISABLED: Record<PaymentMethod, string> = {
  card: 'Card payments are turned off on this site. Please choose another way to pay.',
  paypal: 'PayPal payments are turned off on this site. Please choose another way to pay.',
};

/** An admin's switch for a payment method: on unless the setting is stored as false. */
export async function methodEnabled(
  client: SupabaseClient<Database>,
  method: PaymentMethod,
): Promise<boolean> {
  const { data } = await client
    .from('app_settings')
    .select('value')
    .eq('key', `payments.${method}_enabled`)
    .maybeSingle();
  return data?.value !== false && data?.value !== 'false';
}

/** Refuses (403, the spec's words) a new payment through a method an admin switched off. */
export async function requireMethodEnabled(
  client: SupabaseClient<Database>,
  method: PaymentMethod,
): Promise<void> {
  if (!(await methodEnabled(client, method))) throw new FunctionError(403, METHOD_DISABLED[method]);
}
