// The PayPal adapter (issue 11): Orders v2 (create, get, capture) and capture refunds with PayPal's server SDK
// (@paypal/paypal-server-sdk), webhooks verified with PayPal's verify-webhook-signature call. With real keys it talks
// to PayPal; with none it talks to the platform's sandbox, which serves the same slice of PayPal's REST API
// (server/payments/sandbox-paypal.routes.ts), so the same adapter and functions run on a fresh machine. A different
// API base (PAYPAL_API_BASE) points the SDK at a local stand-in in the tests.
import {
  ApiError,
  CheckoutPaymentIntent,
  Client,
  Environment,
  OrdersController,
  PaymentsController,
  type Order,
} from '@paypal/paypal-server-sdk';
import { isId } from '../../../../shared/functions/function-contract.ts';
import { PAYPAL_ORDER_ID } from '../../../../shared/functions/payments.contract.ts';
import { ProviderError, WebhookSignatureError, type ProviderName } from './payment-provider.ts';

export interface PaypalSettings {
  clientId: string;
  clientSecret: string;
  /** The webhook's id in PayPal's dashboard: verify-webhook-signature checks events against it. */
  webhookId: string | null;
  environment: 'sandbox' | 'live';
  /** Sends the SDK's requests to this origin (and path prefix) instead of PayPal's. */
  apiBase?: string;
  /** 'paypal' with real keys, 'sandbox' for the platform's test mode. */
  providerName: Extract<ProviderName, 'paypal' | 'sandbox'>;
  testMode: boolean;
}

/** What a points purchase carries through PayPal: who pays and for what, in the purchase unit's custom_id. */
export interface PaypalPurchase {
  userId: string;
  packageId: string | null;
  amountUsd: string | null;
}

export interface PaypalOrder {
  id: string;
  status: string;
  approveUrl: string | null;
  amountCents: number;
  currency: string;
  purchase: PaypalPurchase | null;
  /** The capture of a completed order, when it is completed. */
  captureId: string | null;
  captured: boolean;
}

export type PaypalEvent =
  | {
      kind: 'capture-completed';
      eventId: string;
      orderId: string;
      captureId: string;
      amountCents: number;
      purchase: PaypalPurchase | null;
    }
  | { kind: 'capture-refunded'; eventId: string; captureId: string }
  | { kind: 'ignored'; eventId: string; type: string };

export interface PaypalProvider {
  readonly name: Extract<ProviderName, 'paypal' | 'sandbox'>;
  readonly testMode: boolean;
  createOrder(request: {
    amountCents: number;
    currency: string;
    description: string;
    purchase: PaypalPurchase;
    returnUrl: string;
    cancelUrl: string;
  }): Promise<PaypalOrder>;
  getOrder(id: string): Promise<PaypalOrder | null>;
  /** Captures an approved order; an order already captured is returned as it is (a retry or a second click). */
  captureOrder(id: string): Promise<PaypalOrder>;
  refundCapture(captureId: string): Promise<void>;
  /** Asks PayPal whether the event and its transmission headers are genuine; throws WebhookSignatureError if not. */
  parseWebhook(rawBody: string, headers: Headers): Promise<PaypalEvent>;
}

/** `points|{user}|pkg:{id}` or `points|{user}|usd:{amount}`: at most 80 of custom_id's 127 characters. */
export function encodePurchase(purchase: PaypalPurchase): string {
  const what = purchase.packageId ? `pkg:${purchase.packageId}` : `usd:${purchase.amountUsd}`;
  return `points|${purchase.userId}|${what}`;
}

export function decodePurchase(customId: string | null | undefined): PaypalPurchase | null {
  const match = /^points\|([0-9a-f-]{36})\|(pkg:([0-9a-f-]{36})|usd:(\d{1,7}\.\d{2}))$/i.exec(customId ?? '');
  if (!match || !isId(match[1])) return null;
  if (match[3] && !isId(match[3])) return null;
  return { userId: match[1]!, packageId: match[3] ?? null, amountUsd: match[4] ?? null };
}

/** The provider's metadata as the one fulfilment path reads it. */
export function purchaseMetadata(purchase: PaypalPurchase | null): Record<string, string> {
  if (!purchase) return {};
  return {
    purpose: 'points',
    user_id: purchase.userId,
    ...(purchase.packageId ? { package_id: purchase.packageId } : { amount_usd: purchase.amountUsd ?? '' }),
  };
}

const toCents = (value: string | undefined) => Math.round(Number(value ?? 'NaN') * 100);

function orderFromSdk(order: Order): PaypalOrder {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.[0];
  return {
    id: order.id ?? '',
    status: order.status ?? 'CREATED',
    approveUrl:
      order.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action')?.href ?? null,
    amountCents: toCents(capture?.amount?.value ?? unit?.amount?.value),
    currency: (capture?.amount?.currencyCode ?? unit?.amount?.currencyCode ?? 'USD').toLowerCase(),
    purchase: decodePurchase(capture?.customId ?? unit?.customId),
    captureId: capture?.id ?? null,
    captured: order.status === 'COMPLETED' && capture?.status === 'COMPLETED',
  };
}

/** The first issue PayPal names in an error (ORDER_NOT_APPROVED, ORDER_ALREADY_CAPTURED, …). */
function issueOf(error: ApiError): string | null {
  try {
    const body = JSON.parse(typeof error.body === 'string' ? error.body : '{}') as {
      details?: { issue?: string }[];
      name?: string;
    };
    return body.details?.[0]?.issue ?? body.name ?? null;
  } catch {
    return null;
  }
}

const MESSAGES: Record<string, string> = {
  ORDER_NOT_APPROVED: 'The PayPal payment was not approved. Please try again.',
  INSTRUMENT_DECLINED: 'PayPal declined this payment. Please choose another way to pay.',
  PAYER_ACTION_REQUIRED: 'PayPal needs you to finish the payment first.',
};

export function paypalProvider(settings: PaypalSettings): PaypalProvider {
  const base = settings.apiBase?.replace(/\/$/, '');
  // PayPal's SDK has no base URL option; its HTTP client (axios) takes a fetch, which sends each request to the
  // configured base instead of api-m.paypal.com, path and query unchanged.
  const routedFetch: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!base) return fetch(request);
    const url = new URL(request.url);
    return fetch(new Request(`${base}${url.pathname}${url.search}`, request));
  };
  const client = new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: settings.clientId,
      oAuthClientSecret: settings.clientSecret,
    },
    environment: settings.environment === 'live' ? Environment.Production : Environment.Sandbox,
    timeout: 20_000,
    unstable_httpClientOptions: { adapter: 'fetch', env: { fetch: routedFetch } },
  });
  const orders = new OrdersController(client);
  const payments = new PaymentsController(client);
  const apiOrigin =
    base ??
    (settings.environment === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com');

  async function sdk<T>(call: () => Promise<T>, fallback: string): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ApiError) {
        const issue = issueOf(error);
        throw new ProviderError(
          (issue && MESSAGES[issue]) ?? fallback,
          error.statusCode >= 500 || error.statusCode === 401 ? 502 : 400,
        );
      }
      throw new ProviderError('PayPal could not be reached. Please try again.');
    }
  }

  return {
    name: settings.providerName,
    testMode: settings.testMode,
    async createOrder(request) {
      const { result } = await sdk(
        () =>
          orders.createOrder({
            body: {
              intent: CheckoutPaymentIntent.Capture,
              purchaseUnits: [
                {
                  amount: {
                    currencyCode: request.currency.toUpperCase(),
                    value: (request.amountCents / 100).toFixed(2),
                  },
                  description: request.description.slice(0, 127),
                  customId: encodePurchase(request.purchase),
                },
              ],
              applicationContext: {
                returnUrl: request.returnUrl,
                cancelUrl: request.cancelUrl,
                brandName: 'Studyloop',
                shippingPreference: 'NO_SHIPPING' as never,
                userAction: 'PAY_NOW' as never,
              },
            },
            prefer: 'return=representation',
          }),
        'Error creating order. Please contact support.',
      );
      return orderFromSdk(result);
    },
    async getOrder(id) {
      if (!PAYPAL_ORDER_ID.test(id)) return null;
      try {
        const { result } = await orders.getOrder({ id });
        return orderFromSdk(result);
      } catch (error) {
        if (error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 422)) return null;
        throw new ProviderError('PayPal could not be reached. Please try again.');
      }
    },
    async captureOrder(id) {
      try {
        // PayPal-Request-Id makes the capture idempotent at PayPal: a retry answers with the same capture.
        const { result } = await orders.captureOrder({
          id,
          prefer: 'return=representation',
          paypalRequestId: `capture-${id}`,
        });
        return orderFromSdk(result);
      } catch (error) {
        if (error instanceof ApiError && issueOf(error) === 'ORDER_ALREADY_CAPTURED') {
          const order = await this.getOrder(id);
          if (order) return order;
        }
        if (error instanceof ApiError) {
          const issue = issueOf(error);
          throw new ProviderError(
            (issue && MESSAGES[issue]) ?? 'Error processing payment. Please contact support.',
            error.statusCode >= 500 ? 502 : 400,
          );
        }
        throw new ProviderError('PayPal could not be reached. Please try again.');
      }
    },
    async refundCapture(captureId) {
      await sdk(
        () =>
          payments.refundCapturedPayment({
            captureId,
            prefer: 'return=minimal',
            paypalRequestId: `refund-${captureId}`,
            body: {},
          }),
        'PayPal refused the refund.',
      );
    },
    async parseWebhook(rawBody, headers) {
      const header = (name: string) => headers.get(name) ?? '';
      const transmission = {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
      };
      if (!transmission.transmission_id || !transmission.transmission_sig) {
        throw new WebhookSignatureError('Missing PayPal transmission headers');
      }
      if (!settings.webhookId) throw new WebhookSignatureError('PAYPAL_WEBHOOK_ID is not set');
      let event: {
        id?: string;
        event_type?: string;
        resource?: Record<string, unknown>;
      };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        throw new WebhookSignatureError('The event is not JSON');
      }
      let verified = false;
      try {
        const token = await client.clientCredentialsAuthManager.fetchToken();
        // The event goes back verbatim (PayPal checks its signature over the bytes it sent).
        const body = `{"auth_algo":${JSON.stringify(transmission.auth_algo)},"cert_url":${JSON.stringify(
          transmission.cert_url,
        )},"transmission_id":${JSON.stringify(transmission.transmission_id)},"transmission_sig":${JSON.stringify(
          transmission.transmission_sig,
        )},"transmission_time":${JSON.stringify(transmission.transmission_time)},"webhook_id":${JSON.stringify(
          settings.webhookId,
        )},"webhook_event":${rawBody}}`;
        const response = await fetch(`${apiOrigin}/v1/notifications/verify-webhook-signature`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token.accessToken}`, 'Content-Type': 'application/json' },
          body,
        });
        const answer = (await response.json().catch(() => ({}))) as { verification_status?: string };
        verified = response.ok && answer.verification_status === 'SUCCESS';
      } catch {
        throw new ProviderError('PayPal could not be reached to verify the event.');
      }
      if (!verified) throw new WebhookSignatureError('Invalid PayPal webhook signature');

      const eventId = String(event.id ?? '');
      const type = String(event.event_type ?? '');
      const resource = event.resource ?? {};
      if (type === 'PAYMENT.CAPTURE.COMPLETED') {
        const related = (resource.supplementary_data as { related_ids?: { order_id?: string } } | undefined)
          ?.related_ids;
        const amount = resource.amount as { value?: string } | undefined;
        return {
          kind: 'capture-completed',
          eventId,
          orderId: String(related?.order_id ?? ''),
          captureId: String(resource.id ?? ''),
          amountCents: toCents(amount?.value),
          purchase: decodePurchase(resource.custom_id as string | undefined),
        };
      }
      if (type === 'PAYMENT.CAPTURE.REFUNDED') {
        // The resource is the refund; its "up" link names the capture it refunds.
        const related = (resource.supplementary_data as { related_ids?: { capture_id?: string } } | undefined)
          ?.related_ids;
        const up = (resource.links as { rel?: string; href?: string }[] | undefined)?.find(
          (link) => link.rel === 'up',
        );
        const captureId = related?.capture_id ?? /\/captures\/([^/?]+)/.exec(up?.href ?? '')?.[1] ?? '';
        return { kind: 'capture-refunded', eventId, captureId };
      }
      return { kind: 'ignored', eventId, type };
    },
  };
}
