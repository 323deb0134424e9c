import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type pg from 'pg';
import { requestScoped, type Logger } from '../process/logger.ts';
import { checkTestCard } from './sandbox-card.ts';
import { sandboxCheckoutPage } from './sandbox-checkout.page.ts';
import { hostedPage, isHttpUrl } from './sandbox-http.ts';
import { createSandboxPaypalRoutes } from './sandbox-paypal.routes.ts';

/**
 * The sandbox payment provider (issue 11), used when no payment keys are set: a small Stripe-like API for the
 * payment functions (`/sandbox/v1/checkout/sessions`, `/sandbox/v1/refunds`, with the service key), and the hosted
 * checkout page a payer is sent to (`/sandbox/checkout/{id}`), labelled as test mode. It takes Stripe's documented
 * test cards, returns to success_url / cancel_url as Stripe Checkout does (`{CHECKOUT_SESSION_ID}` filled in), and
 * sends the stripe-webhook function Stripe-style events signed with the sandbox's webhook secret.
 */

export interface SandboxDeps {
  db: pg.Pool;
  publicUrl: string;
  serviceRoleKey: string;
  webhookSecret: string;
  log: Logger;
  /** Where events go; the stripe-webhook function by default. */
  webhookUrl?: string;
  /** Waits between webhook attempts (ms). */
  retryDelays?: number[];
}

/** The sandbox's webhook signing secret, derived from the platform's JWT secret (stable across restarts). */
export function deriveSandboxWebhookSecret(jwtSecret: string): string {
  return `whsec_${createHmac('sha256', jwtSecret).update('studyloop sandbox webhooks').digest('base64url')}`;
}

/** Stripe's signature scheme: `t={unix},v1={hex HMAC-SHA256 of "{t}.{payload}"}`. */
export function signStripeStyle(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

interface SessionRow {
  id: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'refunded';
  amount_total: number;
  currency: string;
  description: string;
  success_url: string;
  cancel_url: string;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent_id: string | null;
  last_error: string | null;
  created_at: Date;
  expires_at: Date;
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function randomId(prefix: string): string {
  const bytes = randomBytes(24);
  return prefix + Array.from(bytes, (b) => ALNUM[b % ALNUM.length]).join('');
}

/** A session as Stripe's API shows a Checkout Session. */
export function stripeShape(row: SessionRow, publicUrl: string) {
  return {
    id: row.id,
    object: 'checkout.session',
    mode: row.mode,
    status: row.status,
    payment_status: row.payment_status === 'refunded' ? 'paid' : row.payment_status,
    amount_total: row.amount_total,
    currency: row.currency,
    customer_email: row.customer_email,
    metadata: row.metadata,
    payment_intent: row.payment_intent_id,
    success_url: row.success_url,
    cancel_url: row.cancel_url,
    url: row.status === 'open' ? `${publicUrl}/sandbox/checkout/${row.id}` : null,
    livemode: false,
    created: Math.floor(row.created_at.getTime() / 1000),
    expires_at: Math.floor(row.expires_at.getTime() / 1000),
  };
}

function sameKey(given: string | undefined, expected: string): boolean {
  const match = /^Bearer\s+(.+)$/i.exec(given ?? '');
  if (!match) return false;
  const a = Buffer.from(match[1]!);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function apiError(message: string, type = 'invalid_request_error') {
  return { error: { type, message } };
}

export function createSandboxProviderRoutes(deps: SandboxDeps) {
  const app = new Hono();
  const log = requestScoped(deps.log);
  const webhookUrl = deps.webhookUrl ?? `${deps.publicUrl}/functions/v1/stripe-webhook`;
  const delays = deps.retryDelays ?? [0, 500, 2000, 5000];

  async function findSession(id: string): Promise<SessionRow | null> {
    if (!/^cs_test_sbx_[A-Za-z0-9]{24}$/.test(id)) return null;
    const { rows } = await deps.db.query<SessionRow>(
      `update private.sandbox_checkout_sessions set status = 'expired'
       where id = $1 and status = 'open' and expires_at < now()`,
      [id],
    );
    void rows;
    const result = await deps.db.query<SessionRow>(
      'select * from private.sandbox_checkout_sessions where id = $1',
      [id],
    );
    return result.rows[0] ?? null;
  }

  /** Delivers one event, retrying until the platform answers 2xx; Stripe does the same for hours, we for seconds. */
  async function sendEvent(sessionId: string, type: string, object: unknown): Promise<void> {
    const payload = JSON.stringify({
      id: randomId('evt_test_sbx_'),
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    });
    for (const delay of delays) {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      try {
        const response = await fetch(webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'stripe-signature': signStripeStyle(payload, deps.webhookSecret),
          },
          body: payload,
        });
        await deps.db.query(
          `update private.sandbox_checkout_sessions
           set webhook_attempts = webhook_attempts + 1,
               webhook_delivered_at = case when $2 then now() else webhook_delivered_at end
           where id = $1`,
          [sessionId, response.ok],
        );
        await response.body?.cancel();
        if (response.ok) return;
      } catch (error) {
        log.warn('sandbox webhook delivery failed', { type, error: String(error) });
      }
    }
    log.error('sandbox webhook not delivered', { type, session: sessionId });
  }

  // Its PayPal mode: PayPal's REST API slice and approval page under /sandbox/paypal (they check their own auth).
  app.route(
    '/paypal',
    createSandboxPaypalRoutes({
      db: deps.db,
      publicUrl: deps.publicUrl,
      serviceRoleKey: deps.serviceRoleKey,
      webhookSecret: deps.webhookSecret,
      log: deps.log,
      retryDelays: deps.retryDelays,
    }),
  );

  app.use('/v1/*', async (c, next) => {
    if (!sameKey(c.req.header('authorization'), deps.serviceRoleKey)) {
      return c.json(apiError('Invalid API key provided', 'authentication_error'), 401);
    }
    await next();
  });

  app.post('/v1/checkout/sessions', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body) return c.json(apiError('The body must be JSON'), 400);
    const amount = body.amount_total;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || amount > 100_000_000) {
      return c.json(apiError('amount_total must be a positive whole number of cents'), 400);
    }
    if (!isHttpUrl(body.success_url) || !isHttpUrl(body.cancel_url)) {
      return c.json(apiError('success_url and cancel_url must be http(s) URLs'), 400);
    }
    const description = typeof body.description === 'string' ? body.description.slice(0, 500) : '';
    const metadata = body.metadata && typeof body.metadata === 'object' ? body.metadata : {};
    const { rows } = await deps.db.query<SessionRow>(
      `insert into private.sandbox_checkout_sessions
         (id, mode, amount_total, currency, description, success_url, cancel_url, customer_email, metadata)
       values ($1, $2, $3, $4, $5, $6, $7, $8,
               $9::jsonb || case when $2 = 'subscription' then jsonb_build_object('interval', $10::text) else '{}' end)
       returning *`,
      [
        randomId('cs_test_sbx_'),
        body.mode === 'subscription' ? 'subscription' : 'payment',
        amount,
        typeof body.currency === 'string' && /^[a-z]{3}$/.test(body.currency) ? body.currency : 'usd',
        description || 'Studyloop purchase',
        body.success_url,
        body.cancel_url,
        typeof body.customer_email === 'string' ? body.customer_email.slice(0, 320) : null,
        JSON.stringify(metadata),
        body.interval === 'year' ? 'year' : 'month',
      ],
    );
    return c.json(stripeShape(rows[0]!, deps.publicUrl));
  });

  app.get('/v1/checkout/sessions/:id', async (c) => {
    const row = await findSession(c.req.param('id'));
    if (!row) return c.json(apiError(`No such checkout.session: '${c.req.param('id')}'`), 404);
    return c.json(stripeShape(row, deps.publicUrl));
  });

  // A refund of a paid session (an admin refund through the server, and the tests): charge.refunded follows.
  app.post('/v1/refunds', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { payment_intent?: unknown } | null;
    const intent = typeof body?.payment_intent === 'string' ? body.payment_intent : '';
    const { rows } = await deps.db.query<SessionRow>(
      `update private.sandbox_checkout_sessions set payment_status = 'refunded', refunded_at = now()
       where payment_intent_id = $1 and payment_status = 'paid' returning *`,
      [intent],
    );
    const row = rows[0];
    if (!row) return c.json(apiError(`No refundable payment_intent: '${intent}'`), 404);
    const charge = {
      id: `ch_${row.payment_intent_id!.slice(3)}`,
      object: 'charge',
      amount: row.amount_total,
      amount_refunded: row.amount_total,
      currency: row.currency,
      payment_intent: row.payment_intent_id,
      refunded: true,
      metadata: row.metadata,
    };
    await sendEvent(row.id, 'charge.refunded', charge);
    return c.json({
      id: randomId('re_test_sbx_'),
      object: 'refund',
      status: 'succeeded',
      payment_intent: intent,
    });
  });

  function page(row: SessionRow, error: string | null, status = 200) {
    return hostedPage(
      sandboxCheckoutPage({ ...stripeShape(row, deps.publicUrl), description: row.description }, error),
      status,
    );
  }

  async function clockNow(): Promise<Date> {
    const { rows } = await deps.db.query<{ now: Date }>(
      `select now() + make_interval(secs => offset_seconds) as now from private.sandbox_clock`,
    );
    return rows[0]?.now ?? new Date();
  }

  async function startSubscription(session: SessionRow): Promise<string> {
    const interval = session.metadata.interval === 'year' ? 'year' : 'month';
    const { rows } = await deps.db.query<{ id: string }>(
      `insert into private.sandbox_subscriptions
         (id, session_id, amount, currency, interval, metadata, current_period_start, current_period_end)
       values ($1, $2, $3, $4, $5, $6, $7, $7::timestamptz + ('1 ' || $5)::interval) returning id`,
      [
        randomId('sub_test_sbx_'),
        session.id,
        session.amount_total,
        session.currency,
        interval,
        JSON.stringify(session.metadata),
        await clockNow(),
      ],
    );
    return rows[0]!.id;
  }

  interface SubscriptionRow {
    id: string;
    amount: number;
    currency: string;
    metadata: Record<string, string>;
    current_period_start: Date;
    current_period_end: Date;
    cancel_at_period_end: boolean;
    status: string;
  }

  /** `paymentIntentId`: the first invoice is paid by the checkout session's payment (refundable through it). */
  async function sendInvoicePaid(
    subscriptionId: string,
    paymentIntentId: string | null = null,
  ): Promise<void> {
    const { rows } = await deps.db.query<SubscriptionRow>(
      'select * from private.sandbox_subscriptions where id = $1',
      [subscriptionId],
    );
    const sub = rows[0];
    if (!sub) return;
    const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
    await sendEvent(subscriptionId, 'invoice.paid', {
      id: randomId('in_test_sbx_'),
      object: 'invoice',
      status: 'paid',
      amount_paid: sub.amount,
      currency: sub.currency,
      payment_intent: paymentIntentId,
      subscription: sub.id,
      subscription_details: { metadata: sub.metadata },
      lines: {
        data: [
          { period: { start: seconds(sub.current_period_start), end: seconds(sub.current_period_end) } },
        ],
      },
    });
  }

  // A subscription told to end at its period's close (cancel-subscription).
  app.post('/v1/subscriptions/:id', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { cancel_at_period_end?: unknown } | null;
    const { rows } = await deps.db.query<SubscriptionRow>(
      `update private.sandbox_subscriptions set cancel_at_period_end = $2
       where id = $1 and status = 'active' returning *`,
      [c.req.param('id'), body?.cancel_at_period_end === true],
    );
    if (!rows[0]) return c.json(apiError(`No such subscription: '${c.req.param('id')}'`), 404);
    return c.json({
      id: rows[0].id,
      object: 'subscription',
      cancel_at_period_end: rows[0].cancel_at_period_end,
    });
  });

  // A subscription ended at once (a second subscription the platform refused), as Stripe's DELETE does: no
  // further invoices, and customer.subscription.deleted follows. One that had ended already answers 409.
  app.delete('/v1/subscriptions/:id', async (c) => {
    const { rows } = await deps.db.query<SubscriptionRow & { was_active: boolean }>(
      `with ended as (
         update private.sandbox_subscriptions set status = 'cancelled'
         where id = $1 and status = 'active' returning id
       )
       select s.*, exists (select 1 from ended) as was_active
       from private.sandbox_subscriptions s where s.id = $1`,
      [c.req.param('id')],
    );
    const sub = rows[0];
    if (!sub) return c.json(apiError(`No such subscription: '${c.req.param('id')}'`), 404);
    if (!sub.was_active) return c.json(apiError(`The subscription '${sub.id}' has ended already`), 409);
    const shape = { id: sub.id, object: 'subscription', status: 'canceled' };
    void sendEvent(sub.id, 'customer.subscription.deleted', shape);
    return c.json(shape);
  });

  app.get('/v1/test_clock', async (c) =>
    c.json({
      object: 'test_helpers.test_clock',
      frozen_time: Math.floor((await clockNow()).getTime() / 1000),
    }),
  );

  /**
   * Moves the sandbox's clock forward, then runs what falls due (Stripe's test clocks do the same): every period
   * that ended renews with a paid invoice, or ends the subscription that was cancelled at period end.
   */
  app.post('/v1/test_clock/advance', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { seconds?: unknown } | null;
    const seconds = Number(body?.seconds);
    if (!Number.isInteger(seconds) || seconds <= 0 || seconds > 10 * 366 * 86400) {
      return c.json(apiError('seconds must be a positive whole number of seconds'), 400);
    }
    await deps.db.query('update private.sandbox_clock set offset_seconds = offset_seconds + $1', [seconds]);
    const renewed = await runDueRenewals();
    // The subscriptions' period-end jobs follow the sandbox's clock: re-timed for the moved clock.
    await deps.db.query('select private.reschedule_sandbox_subscription_jobs()');
    return c.json({
      object: 'test_helpers.test_clock',
      frozen_time: Math.floor((await clockNow()).getTime() / 1000),
      ...renewed,
    });
  });

  async function runDueRenewals(): Promise<{ renewed: number; ended: number }> {
    let renewed = 0;
    let ended = 0;
    const now = await clockNow();
    for (;;) {
      const { rows } = await deps.db.query<SubscriptionRow>(
        `select * from private.sandbox_subscriptions where status = 'active' and current_period_end <= $1
         order by current_period_end limit 1`,
        [now],
      );
      const sub = rows[0];
      if (!sub) break;
      if (sub.cancel_at_period_end) {
        await deps.db.query(`update private.sandbox_subscriptions set status = 'cancelled' where id = $1`, [
          sub.id,
        ]);
        await sendEvent(sub.id, 'customer.subscription.deleted', {
          id: sub.id,
          object: 'subscription',
          status: 'canceled',
        });
        ended++;
      } else {
        await deps.db.query(
          `update private.sandbox_subscriptions
           set current_period_start = current_period_end,
               current_period_end = current_period_end + ('1 ' || interval)::interval
           where id = $1`,
          [sub.id],
        );
        await sendInvoicePaid(sub.id);
        renewed++;
      }
    }
    return { renewed, ended };
  }

  const successTarget = (row: SessionRow) => row.success_url.replaceAll('{CHECKOUT_SESSION_ID}', row.id);

  app.get('/checkout/:id', async (c) => {
    const row = await findSession(c.req.param('id'));
    if (!row) return c.text('This checkout session does not exist.', 404);
    return page(row, null);
  });

  app.post('/checkout/:id', async (c) => {
    const row = await findSession(c.req.param('id'));
    if (!row) return c.text('This checkout session does not exist.', 404);
    const form = await c.req.parseBody();
    if (form.action === 'cancel') return c.redirect(row.cancel_url, 303);
    if (row.status === 'complete') return c.redirect(successTarget(row), 303);
    if (row.status !== 'open') return page(row, 'This checkout session has expired.', 410);

    const card = checkTestCard({
      number: String(form.number ?? ''),
      expiry: String(form.expiry ?? ''),
      cvc: String(form.cvc ?? ''),
    });
    if (!card.ok) {
      await deps.db.query('update private.sandbox_checkout_sessions set last_error = $2 where id = $1', [
        row.id,
        card.message,
      ]);
      return page({ ...row, last_error: card.message }, card.message, 402);
    }
    // One payment per session: a second click on Pay finds the session complete and just follows it.
    const { rows } = await deps.db.query<SessionRow>(
      `update private.sandbox_checkout_sessions
       set status = 'complete', payment_status = 'paid', payment_intent_id = $2, completed_at = now(),
           last_error = null,
           metadata = metadata || jsonb_build_object('card_brand', $3::text, 'card_last4', $4::text)
       where id = $1 and status = 'open' returning *`,
      [row.id, randomId('pi_test_sbx_'), card.brand, card.last4],
    );
    const paid = rows[0];
    if (paid) {
      const subscriptionId = paid.mode === 'subscription' ? await startSubscription(paid) : null;
      void (async () => {
        await sendEvent(paid.id, 'checkout.session.completed', {
          ...stripeShape(paid, deps.publicUrl),
          subscription: subscriptionId,
        });
        if (subscriptionId) await sendInvoicePaid(subscriptionId, paid.payment_intent_id);
      })();
    }
    return c.redirect(successTarget(paid ?? row), 303);
  });

  return app;
}
