// A local stand-in for the slice of PayPal's REST API the PayPal adapter uses (OAuth client credentials, Orders v2
// create/get/capture, capture refunds, verify-webhook-signature), so the adapter runs with PayPal's own SDK pointed
// here (PAYPAL_API_BASE). It answers in PayPal's shapes and error format (name, details[].issue).
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInOrder {
  id: string;
  intent: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchase_units: {
    reference_id: string;
    amount: { currency_code: string; value: string };
    description?: string;
    custom_id?: string;
    payments?: { captures: StandInCapture[] };
  }[];
  application_context?: { return_url?: string; cancel_url?: string };
  links: { href: string; rel: string; method: string }[];
}

export interface StandInCapture {
  id: string;
  status: 'COMPLETED' | 'REFUNDED';
  amount: { currency_code: string; value: string };
  custom_id?: string;
  final_capture: boolean;
}

export interface PaypalStandIn {
  base: string;
  orders: Map<string, StandInOrder>;
  /** Every request as received: method, path, the authorization header and the JSON body. */
  requests: {
    method: string;
    path: string;
    authorization: string;
    body: unknown;
    headers: http.IncomingHttpHeaders;
  }[];
  /** What the payer does on PayPal's page: approves the order. */
  approve(orderId: string): void;
  /** The transmission headers PayPal would send with this exact body (verify-webhook-signature accepts them). */
  sign(body: string, webhookId: string): Record<string, string>;
  close(): Promise<void>;
}

const upper = (length: number) =>
  Array.from(randomBytes(length), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[b % 36]).join('');

export async function startPaypalStandIn(clientId: string, clientSecret: string): Promise<PaypalStandIn> {
  const orders = new Map<string, StandInOrder>();
  const requests: PaypalStandIn['requests'] = [];
  const token = `A21AA${upper(40)}`;
  const signingKey = randomBytes(32);
  const signature = (id: string, time: string, webhookId: string, body: string) =>
    createHmac('sha256', signingKey).update(`${id}|${time}|${webhookId}|${body}`).digest('base64');

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const authorization = req.headers.authorization ?? '';
      let body: unknown = null;
      try {
        body = raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw;
      } catch {
        body = raw;
      }
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        authorization,
        body,
        headers: req.headers,
      });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'paypal-debug-id': upper(12) });
        res.end(JSON.stringify(payload));
      };
      const fail = (status: number, name: string, issue: string) =>
        send(status, { name, message: issue, details: [{ issue, description: issue }] });

      if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (authorization !== expected) return send(401, { error: 'invalid_client' });
        return send(200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
      }
      if (authorization !== `Bearer ${token}`) return fail(401, 'AUTHENTICATION_FAILURE', 'INVALID_TOKEN');

      if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') {
        const request = body as Partial<StandInOrder>;
        const unit = request.purchase_units?.[0];
        if (request.intent !== 'CAPTURE' || !unit || !/^\d+\.\d{2}$/.test(unit.amount?.value ?? '')) {
          return fail(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE');
        }
        const order: StandInOrder = {
          id: upper(17),
          intent: 'CAPTURE',
          status: 'CREATED',
          purchase_units: [{ ...unit, reference_id: 'default' }],
          application_context: request.application_context,
          links: [],
        };
        order.links = [
          {
            href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
            rel: 'approve',
            method: 'GET',
          },
        ];
        orders.set(order.id, order);
        return send(201, order);
      }
      const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
      if (orderMatch) {
        const order = orders.get(orderMatch[1]!);
        if (!order) return fail(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        if (req.method === 'GET' && !orderMatch[2]) return send(200, order);
        if (req.method === 'POST' && orderMatch[2]) {
          if (order.status === 'CREATED') return fail(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
          if (order.status === 'COMPLETED')
            return fail(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
          const unit = order.purchase_units[0]!;
          unit.payments = {
            captures: [
              {
                id: upper(17),
                status: 'COMPLETED',
                amount: unit.amount,
                custom_id: unit.custom_id,
                final_capture: true,
              },
            ],
          };
          order.status = 'COMPLETED';
          order.links = [];
          return send(201, order);
        }
      }
      const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname);
      if (req.method === 'POST' && refundMatch) {
        const capture = [...orders.values()]
          .flatMap((o) => o.purchase_units[0]!.payments?.captures ?? [])
          .find((c) => c.id === refundMatch[1]);
        if (!capture || capture.status !== 'COMPLETED') {
          return fail(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED');
        }
        capture.status = 'REFUNDED';
        return send(201, { id: upper(17), status: 'COMPLETED' });
      }
      if (req.method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
        // The event must come back byte for byte: its raw text sits after "webhook_event": in the body.
        const verify = body as Record<string, string>;
        const at = raw.indexOf('"webhook_event":');
        const event = at >= 0 ? raw.slice(at + '"webhook_event":'.length, raw.lastIndexOf('}')) : '';
        const ok =
          verify.transmission_sig ===
          signature(
            verify.transmission_id ?? '',
            verify.transmission_time ?? '',
            verify.webhook_id ?? '',
            event,
          );
        return send(200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
      }
      return fail(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    orders,
    requests,
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`unknown order ${orderId}`);
      order.status = 'APPROVED';
    },
    sign(body, webhookId) {
      const id = randomBytes(16).toString('hex');
      const time = new Date().toISOString();
      return {
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-stand-in',
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signature(id, time, webhookId, body),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
