// A local stand-in for the slice of Stripe's HTTP API the payment functions use (Checkout Sessions, Payment
// Intents, refunds, subscriptions and their invoices' payments), so the Stripe adapter runs with the official SDK pointed here through its host/port/protocol options.
// It parses the SDK's form encoding and answers in Stripe's shapes and error format.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  livemode: false;
}

/** A subscription the payer started on Stripe's page, with its first invoice paid by one payment intent. */
export interface StandInSubscription {
  id: string;
  status: 'active' | 'canceled';
  invoiceId: string;
  paymentIntentId: string;
}

export interface StripeStandIn {
  port: number;
  sessions: Map<string, StandInSession>;
  intents: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, StandInSubscription>;
  /** Refunded payment intents, one entry per refund Stripe made. */
  refunds: string[];
  /** Every request as received: method, path, the API key and the decoded form. */
  requests: { method: string; path: string; key: string; form: URLSearchParams }[];
  /** What the payer does on Stripe's page: pays the session. */
  pay(sessionId: string): StandInSession;
  /** What the payer does on a subscription's page: subscribes, paying its first invoice. */
  subscribe(): StandInSubscription;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** `metadata[user_id]=…` → { user_id: … } */
function bracketed(form: URLSearchParams, name: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of form) {
    const match = new RegExp(`^${name}\\[([^\\]]+)\\]$`).exec(key);
    if (match) result[match[1]!] = value;
  }
  return result;
}

export async function startStripeStandIn(expectedKey: string): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const intents = new Map<string, Record<string, unknown>>();
  const requests: StripeStandIn['requests'] = [];
  const subscriptions = new Map<string, StandInSubscription>();
  const refunds: string[] = [];
  const idempotent = new Map<string, unknown>();

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const form = new URLSearchParams(req.method === 'GET' ? url.search : body);
      requests.push({ method: req.method ?? '', path: url.pathname, key, form });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(payload));
      };
      const invalid = (message: string, status = 400) =>
        send(status, { error: { type: 'invalid_request_error', message } });
      if (key !== expectedKey) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }

      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const amount = Number(form.get('line_items[0][price_data][unit_amount]'));
        if (!Number.isInteger(amount) || amount < 50) {
          return invalid('Amount must be at least $0.50 usd');
        }
        const session: StandInSession = {
          id: id('cs_test'),
          object: 'checkout.session',
          mode: form.get('mode') ?? 'payment',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: amount,
          currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
          customer_email: form.get('customer_email'),
          client_reference_id: form.get('client_reference_id'),
          metadata: bracketed(form, 'metadata'),
          payment_intent: null,
          success_url: form.get('success_url') ?? '',
          cancel_url: form.get('cancel_url') ?? '',
          url: null,
          livemode: false,
        };
        session.url = `https://checkout.stripe.com/c/pay/${session.id}`;
        sessions.set(session.id, session);
        return send(200, session);
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && sessionMatch) {
        const session = sessions.get(sessionMatch[1]!);
        if (!session) return invalid(`No such checkout.session: '${sessionMatch[1]}'`, 404);
        return send(200, session);
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const intent = {
          id: id('pi'),
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          amount_received: 0,
          currency: form.get('currency'),
          status: 'requires_payment_method',
          metadata: bracketed(form, 'metadata'),
          client_secret: '',
        };
        intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
        intents.set(intent.id, intent);
        return send(200, intent);
      }
      const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && intentMatch) {
        const intent = intents.get(intentMatch[1]!);
        if (!intent) return invalid(`No such payment_intent: '${intentMatch[1]}'`, 404);
        return send(200, intent);
      }
      const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      const subscription = subscriptionMatch && subscriptions.get(subscriptionMatch[1]!);
      if (subscriptionMatch && !subscription) {
        return invalid(`No such subscription: '${subscriptionMatch[1]}'`, 404);
      }
      const subscriptionShape = (sub: StandInSubscription) => ({
        id: sub.id,
        object: 'subscription',
        status: sub.status,
      });
      if (req.method === 'GET' && subscription) return send(200, subscriptionShape(subscription));
      if (req.method === 'DELETE' && subscription) {
        if (subscription.status === 'canceled') {
          return invalid('A canceled subscription can only update its cancellation_details and metadata.');
        }
        subscription.status = 'canceled';
        return send(200, subscriptionShape(subscription));
      }
      if (req.method === 'GET' && url.pathname === '/v1/invoice_payments') {
        const paid = [...subscriptions.values()].filter(
          (sub) => sub.invoiceId === form.get('invoice') && form.get('status') === 'paid',
        );
        return send(200, {
          object: 'list',
          url: '/v1/invoice_payments',
          has_more: false,
          data: paid.map((sub) => ({
            id: id('inpay'),
            object: 'invoice_payment',
            invoice: sub.invoiceId,
            status: 'paid',
            payment: { type: 'payment_intent', payment_intent: sub.paymentIntentId },
          })),
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        // Stripe answers a repeated Idempotency-Key with the first answer, and refuses a second refund.
        const key = req.headers['idempotency-key'];
        const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
        if (earlier) return send(200, earlier);
        const intent = form.get('payment_intent') ?? '';
        if (refunds.includes(intent)) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: `Charge for ${intent} has already been refunded.`,
            },
          });
        }
        refunds.push(intent);
        const refund = { id: id('re'), object: 'refund', payment_intent: intent, status: 'succeeded' };
        if (typeof key === 'string') idempotent.set(key, refund);
        return send(200, refund);
      }
      return invalid(`Unrecognized request URL (${req.method}: ${url.pathname})`, 404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    sessions,
    intents,
    subscriptions,
    refunds,
    requests,
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`unknown session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = id('pi');
      session.url = null;
      return session;
    },
    subscribe() {
      const sub: StandInSubscription = {
        id: id('sub'),
        status: 'active',
        invoiceId: id('in'),
        paymentIntentId: id('pi'),
      };
      subscriptions.set(sub.id, sub);
      return sub;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
