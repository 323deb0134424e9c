import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type pg from 'pg';
import {
  SANDBOX_PAYPAL_CLIENT_ID,
  SANDBOX_PAYPAL_WEBHOOK_ID,
} from '../../shared/constants/sandbox-paypal.ts';
import { hostedPage, isHttpUrl } from './sandbox-http.ts';
import { requestScoped, type Logger } from '../process/logger.ts';
import { formatMoney } from './sandbox-checkout.page.ts';
import { sandboxPaypalPage } from './sandbox-paypal.page.ts';

/**
 * The sandbox provider's PayPal mode (issue 11), used when no PayPal keys are set: the slice of PayPal's REST API the
 * PayPal adapter calls through PayPal's own SDK (`/v1/oauth2/token`, `/v2/checkout/orders` create/get/capture,
 * `/v2/payments/captures/{id}/refund`, `/v1/notifications/verify-webhook-signature`), and the approval page a payer is
 * sent to (`/sandbox/paypal/checkoutnow?token={order}`), labelled as test mode. Approving returns to the order's
 * return_url with `token` and `PayerID` as PayPal does; a capture or refund sends the paypal-webhook function
 * PayPal-style events (PAYMENT.CAPTURE.COMPLETED / REFUNDED) with transmission headers its verify call checks.
 */

export interface SandboxPaypalDeps {
  db: pg.Pool;
  publicUrl: string;
  serviceRoleKey: string;
  webhookSecret: string;
  log: Logger;
  webhookUrl?: string;
  retryDelays?: number[];
}

interface OrderRow {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  amount_value: string;
  currency: string;
  description: string | null;
  custom_id: string | null;
  invoice_id: string | null;
  return_url: string | null;
  cancel_url: string | null;
  payer_email: string | null;
  capture_id: string | null;
  capture_status: 'COMPLETED' | 'REFUNDED' | null;
  refund_id: string | null;
  created_at: Date;
  captured_at: Date | null;
}

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const paypalId = (prefix: string, length: number) =>
  prefix + Array.from(randomBytes(length), (b) => UPPER[b % UPPER.length]).join('');

/** PayPal's error body: a name, a message and the issue (ORDER_NOT_APPROVED, …). */
const paypalError = (name: string, issue: string, description: string) => ({
  name,
  message: description,
  debug_id: randomBytes(6).toString('hex'),
  details: [{ issue, description }],
});

/** The sandbox's transmission signature: HMAC-SHA256 over PayPal's signed fields and a digest of the body. */
export function signPaypalStyle(
  secret: string,
  transmissionId: string,
  transmissionTime: string,
  webhookId: string,
  body: string,
): string {
  const digest = createHash('sha256').update(body).digest('hex');
  return createHmac('sha256', secret)
    .update(`${transmissionId}|${transmissionTime}|${webhookId}|${digest}`)
    .digest('base64');
}

export function createSandboxPaypalRoutes(deps: SandboxPaypalDeps) {
  const app = new Hono();
  const log = requestScoped(deps.log);
  const webhookUrl = deps.webhookUrl ?? `${deps.publicUrl}/functions/v1/paypal-webhook`;
  // PayPal sends a webhook after its API call has answered, never within it: the first delivery waits a moment, so
  // the caller's own follow-up (an admin refund's reversal with its audit reason) comes first, as with PayPal.
  const delays = deps.retryDelays ?? [300, 500, 2000, 5000];
  const accessToken = `A21AA${createHmac('sha256', deps.serviceRoleKey).update('sandbox paypal token').digest('base64url')}`;
  const base = `${deps.publicUrl}/sandbox/paypal`;

  function orderShape(row: OrderRow) {
    const amount = { currency_code: row.currency, value: Number(row.amount_value).toFixed(2) };
    const capture = row.capture_id
      ? {
          id: row.capture_id,
          status: row.capture_status,
          amount,
          custom_id: row.custom_id ?? undefined,
          final_capture: true,
          create_time: row.captured_at?.toISOString(),
          links: [
            { href: `${base}/v2/payments/captures/${row.capture_id}`, rel: 'self', method: 'GET' },
            { href: `${base}/v2/checkout/orders/${row.id}`, rel: 'up', method: 'GET' },
          ],
        }
      : null;
    return {
      id: row.id,
      intent: 'CAPTURE',
      status: row.status,
      create_time: row.created_at.toISOString(),
      purchase_units: [
        {
          reference_id: 'default',
          amount,
          description: row.description ?? undefined,
          custom_id: row.custom_id ?? undefined,
          invoice_id: row.invoice_id ?? undefined,
          ...(capture ? { payments: { captures: [capture] } } : {}),
        },
      ],
      ...(row.status === 'CREATED' || row.status === 'APPROVED'
        ? {}
        : {
            payer: {
              email_address: row.payer_email ?? 'sandbox-buyer@example.com',
              payer_id: 'SBXPAYER0001',
            },
          }),
      links: [
        { href: `${base}/v2/checkout/orders/${row.id}`, rel: 'self', method: 'GET' },
        ...(row.status === 'CREATED'
          ? [{ href: `${base}/checkoutnow?token=${row.id}`, rel: 'approve', method: 'GET' }]
          : []),
        ...(row.status === 'APPROVED'
          ? [{ href: `${base}/v2/checkout/orders/${row.id}/capture`, rel: 'capture', method: 'POST' }]
          : []),
      ],
    };
  }

  async function findOrder(id: string): Promise<OrderRow | null> {
    if (!/^SBX[0-9A-Z]{14}$/.test(id)) return null;
    const { rows } = await deps.db.query<OrderRow>(
      'select * from private.sandbox_paypal_orders where id = $1',
      [id],
    );
    return rows[0] ?? null;
  }

  /** Delivers one event, retrying until the platform answers 2xx (PayPal retries for days, the sandbox seconds). */
  async function sendEvent(orderId: string, type: string, summary: string, resource: unknown): Promise<void> {
    const payload = JSON.stringify({
      id: paypalId('WH-SBX-', 17),
      event_version: '1.0',
      create_time: new Date().toISOString(),
      resource_type: type === 'PAYMENT.CAPTURE.REFUNDED' ? 'refund' : 'capture',
      resource_version: '2.0',
      event_type: type,
      summary,
      resource,
    });
    for (const delay of delays) {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      const transmissionId = randomUUID();
      const transmissionTime = new Date().toISOString();
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'paypal-auth-algo': 'SHA256withRSA',
            'paypal-cert-url': `${base}/v1/notifications/certs/CERT-SANDBOX`,
            'paypal-transmission-id': transmissionId,
            'paypal-transmission-time': transmissionTime,
            'paypal-transmission-sig': signPaypalStyle(
              deps.webhookSecret,
              transmissionId,
              transmissionTime,
              SANDBOX_PAYPAL_WEBHOOK_ID,
              payload,
            ),
          },
          body: payload,
        });
        await deps.db.query(
          `update private.sandbox_paypal_orders
           set webhook_attempts = webhook_attempts + 1,
               webhook_delivered_at = case when $2 then now() else webhook_delivered_at end
           where id = $1`,
          [orderId, response.ok],
        );
        if (response.ok) {
          await response.body?.cancel();
          return;
        }
        log.warn('sandbox paypal webhook refused', {
          type,
          status: response.status,
          answer: (await response.text()).slice(0, 300),
        });
      } catch (error) {
        log.warn('sandbox paypal webhook delivery failed', { type, error: String(error) });
      }
    }
    log.error('sandbox paypal webhook not delivered', { type, order: orderId });
  }

  function bearerOk(header: string | undefined): boolean {
    const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
    if (!match) return false;
    const a = Buffer.from(match[1]!);
    const b = Buffer.from(accessToken);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  // PayPal's OAuth: client credentials in Basic auth → a bearer token.
  app.post('/v1/oauth2/token', async (c) => {
    const match = /^Basic\s+(.+)$/i.exec(c.req.header('authorization') ?? '');
    const [id, secret] = Buffer.from(match?.[1] ?? '', 'base64')
      .toString()
      .split(':');
    const given = Buffer.from(secret ?? '');
    const expected = Buffer.from(deps.serviceRoleKey);
    if (
      id !== SANDBOX_PAYPAL_CLIENT_ID ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    ) {
      return c.json({ error: 'invalid_client', error_description: 'Client Authentication failed' }, 401);
    }
    return c.json({
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: accessToken,
      token_type: 'Bearer',
      app_id: 'APP-SANDBOX',
      expires_in: 32400,
      nonce: randomUUID(),
    });
  });

  app.use('/v1/notifications/*', async (c, next) => {
    if (!bearerOk(c.req.header('authorization'))) {
      return c.json(paypalError('AUTHENTICATION_FAILURE', 'INVALID_TOKEN', 'Authentication failed'), 401);
    }
    await next();
  });
  app.use('/v2/*', async (c, next) => {
    if (!bearerOk(c.req.header('authorization'))) {
      return c.json(paypalError('AUTHENTICATION_FAILURE', 'INVALID_TOKEN', 'Authentication failed'), 401);
    }
    await next();
  });

  app.post('/v2/checkout/orders', async (c) => {
    const body = (await c.req.json().catch(() => null)) as {
      intent?: string;
      purchase_units?: {
        amount?: { currency_code?: string; value?: string };
        description?: string;
        custom_id?: string;
        invoice_id?: string;
      }[];
      application_context?: { return_url?: string; cancel_url?: string };
    } | null;
    const unit = body?.purchase_units?.[0];
    const value = unit?.amount?.value ?? '';
    const invalid = (issue: string, description: string) =>
      c.json(paypalError('INVALID_REQUEST', issue, description), 400);
    if (body?.intent !== 'CAPTURE') return invalid('INVALID_PARAMETER_VALUE', 'intent must be CAPTURE');
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(value) || Number(value) <= 0) {
      return invalid('INVALID_PARAMETER_VALUE', 'amount.value must be a positive decimal');
    }
    const currency = unit?.amount?.currency_code ?? '';
    if (!/^[A-Z]{3}$/.test(currency)) return invalid('INVALID_CURRENCY_CODE', 'currency_code is invalid');
    const returnUrl = body?.application_context?.return_url;
    const cancelUrl = body?.application_context?.cancel_url;
    if ((returnUrl && !isHttpUrl(returnUrl)) || (cancelUrl && !isHttpUrl(cancelUrl))) {
      return invalid('INVALID_PARAMETER_SYNTAX', 'return_url and cancel_url must be http(s) URLs');
    }
    const { rows } = await deps.db.query<OrderRow>(
      `insert into private.sandbox_paypal_orders
         (id, amount_value, currency, description, custom_id, invoice_id, return_url, cancel_url)
       values ($1, $2, $3, $4, $5, $6, $7, $8) returning *`,
      [
        paypalId('SBX', 14),
        value,
        currency,
        unit?.description?.slice(0, 127) ?? null,
        unit?.custom_id?.slice(0, 127) ?? null,
        unit?.invoice_id?.slice(0, 127) ?? null,
        returnUrl ?? null,
        cancelUrl ?? null,
      ],
    );
    return c.json(orderShape(rows[0]!), 201);
  });

  app.get('/v2/checkout/orders/:id', async (c) => {
    const row = await findOrder(c.req.param('id'));
    if (!row) {
      return c.json(
        paypalError('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.'),
        404,
      );
    }
    return c.json(orderShape(row));
  });

  app.post('/v2/checkout/orders/:id/capture', async (c) => {
    const row = await findOrder(c.req.param('id'));
    if (!row) {
      return c.json(
        paypalError('RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', 'Specified resource ID does not exist.'),
        404,
      );
    }
    const unprocessable = (issue: string, description: string) =>
      c.json(paypalError('UNPROCESSABLE_ENTITY', issue, description), 422);
    if (row.status === 'CREATED') {
      return unprocessable('ORDER_NOT_APPROVED', 'Payer has not yet approved the Order for payment.');
    }
    const { rows } = await deps.db.query<OrderRow>(
      `update private.sandbox_paypal_orders
       set status = 'COMPLETED', capture_id = $2, capture_status = 'COMPLETED', captured_at = now()
       where id = $1 and status = 'APPROVED' returning *`,
      [row.id, paypalId('SBXCAP', 11)],
    );
    const captured = rows[0];
    if (!captured) {
      // A second capture of the same order: PayPal answers with the same capture for the same PayPal-Request-Id.
      const current = (await findOrder(row.id))!;
      if (current.status === 'COMPLETED' && c.req.header('paypal-request-id') === `capture-${row.id}`) {
        return c.json(orderShape(current), 200);
      }
      return unprocessable('ORDER_ALREADY_CAPTURED', 'Order already captured.');
    }
    const shape = orderShape(captured);
    const capture = shape.purchase_units[0]!.payments!.captures[0]!;
    void sendEvent(
      captured.id,
      'PAYMENT.CAPTURE.COMPLETED',
      `Payment completed for ${formatMoney(Math.round(Number(captured.amount_value) * 100), captured.currency)}`,
      {
        ...capture,
        supplementary_data: { related_ids: { order_id: captured.id } },
      },
    );
    return c.json(shape, 201);
  });

  app.post('/v2/payments/captures/:id/refund', async (c) => {
    const { rows } = await deps.db.query<OrderRow>(
      `update private.sandbox_paypal_orders
       set capture_status = 'REFUNDED', refund_id = $2, refunded_at = now()
       where capture_id = $1 and capture_status = 'COMPLETED' returning *`,
      [c.req.param('id'), paypalId('SBXREF', 11)],
    );
    const row = rows[0];
    if (!row) {
      return c.json(
        paypalError(
          'UNPROCESSABLE_ENTITY',
          'CAPTURE_FULLY_REFUNDED',
          'The capture has already been fully refunded or does not exist.',
        ),
        422,
      );
    }
    const refund = {
      id: row.refund_id,
      status: 'COMPLETED',
      amount: { currency_code: row.currency, value: Number(row.amount_value).toFixed(2) },
      custom_id: row.custom_id ?? undefined,
      links: [
        { href: `${base}/v2/payments/refunds/${row.refund_id}`, rel: 'self', method: 'GET' },
        { href: `${base}/v2/payments/captures/${row.capture_id}`, rel: 'up', method: 'GET' },
      ],
    };
    void sendEvent(row.id, 'PAYMENT.CAPTURE.REFUNDED', 'A payment was refunded', refund);
    return c.json(refund, 201);
  });

  // PayPal's verify call: SUCCESS when the transmission signature holds for this webhook id and this exact event.
  app.post('/v1/notifications/verify-webhook-signature', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body.webhook_event !== 'object') {
      return c.json(
        paypalError('INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', 'webhook_event is required'),
        400,
      );
    }
    const expected = signPaypalStyle(
      deps.webhookSecret,
      String(body.transmission_id ?? ''),
      String(body.transmission_time ?? ''),
      String(body.webhook_id ?? ''),
      JSON.stringify(body.webhook_event),
    );
    const given = Buffer.from(String(body.transmission_sig ?? ''));
    const ok =
      body.webhook_id === SANDBOX_PAYPAL_WEBHOOK_ID &&
      given.length === Buffer.byteLength(expected) &&
      timingSafeEqual(given, Buffer.from(expected));
    return c.json({ verification_status: ok ? 'SUCCESS' : 'FAILURE' });
  });

  function page(row: OrderRow, message: string | null, status = 200) {
    return hostedPage(
      sandboxPaypalPage({
        id: row.id,
        status: row.status,
        amount: formatMoney(Math.round(Number(row.amount_value) * 100), row.currency),
        description: row.description ?? '',
        message,
      }),
      status,
    );
  }

  const withParams = (url: string, params: Record<string, string>) => {
    const target = new URL(url);
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    return target.toString();
  };

  // The payer's approval page (PayPal's checkoutnow), labelled as test mode.
  app.get('/checkoutnow', async (c) => {
    const row = await findOrder(c.req.query('token') ?? '');
    if (!row) return c.text('This PayPal order does not exist.', 404);
    return page(row, null);
  });

  app.post('/checkoutnow', async (c) => {
    const row = await findOrder(c.req.query('token') ?? '');
    if (!row) return c.text('This PayPal order does not exist.', 404);
    const form = await c.req.parseBody();
    if (form.action === 'cancel') {
      return row.cancel_url
        ? c.redirect(withParams(row.cancel_url, { token: row.id }), 303)
        : page(row, null);
    }
    if (row.status === 'CREATED') {
      await deps.db.query(
        `update private.sandbox_paypal_orders
         set status = 'APPROVED', approved_at = now(), payer_email = 'sandbox-buyer@example.com'
         where id = $1 and status = 'CREATED'`,
        [row.id],
      );
    }
    if (!row.return_url) return page({ ...row, status: 'APPROVED' }, 'Approved. You can close this page.');
    return c.redirect(withParams(row.return_url, { token: row.id, PayerID: 'SBXPAYER0001' }), 303);
  });

  return app;
}
