// A local stand-in for the slice of Stripe's HTTP API the payment functions use (Checkout Sessions, Payment
// Intents), so the Stripe adapter runs with the official SDK pointed here through its host/port/protocol options.
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

export interface StripeStandIn {
  port: number;
  sessions: Map<string, StandInSession>;
  intents: Map<string, Record<string, unknown>>;
  /** Every request as received: method, path, the API key and the decoded form. */
  requests: { method: string; path: string; key: string; form: URLSearchParams }[];
  /** What the payer does on Stripe's page: pays the session. */
  pay(sessionId: string): StandInSession;
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
      return invalid(`Unrecognized request URL (${req.method}: ${url.pathname})`, 404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as AddressInfo).port,
    sessions,
    intents,
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
