// Which provider takes card payments, chosen by configuration alone: Stripe when STRIPE_SECRET_KEY is set, the
// sandbox otherwise (PAYMENTS_PROVIDER=sandbox forces it). The platform gives functions SANDBOX_WEBHOOK_SECRET; a
// hosted project without Stripe keys and without the platform has no sandbox and says so.
import { ProviderError, type PaymentProvider } from './payment-provider.ts';
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
