// Contracts of the payment functions (spec 1 section 7, spec 2 section 7): the ways to pay, checkouts, their
// confirmation, refunds, subscriptions and the providers' webhooks.
import { z } from 'zod';
import { defineContract, emptyInput, functionErrorSchema, idField } from './function-contract.ts';

/**
 * Which ways to pay the screens offer, and how: `enabled` is the admin's switch, the provider Stripe or PayPal
 * when their keys are set, the platform's sandbox otherwise. Only public values: never a secret.
 */
export const paymentMethodsContract = defineContract({
  name: 'payment-methods',
  methods: ['GET', 'POST'],
  auth: 'public',
  body: 'none',
  input: emptyInput,
  output: z.object({
    card: z.object({
      enabled: z.boolean(),
      provider: z.enum(['stripe', 'sandbox']),
      test_mode: z.boolean(),
      publishable_key: z.string().nullable(),
    }),
    paypal: z.object({
      enabled: z.boolean(),
      provider: z.enum(['paypal', 'sandbox']),
      test_mode: z.boolean(),
      client_id: z.string().nullable(),
    }),
  }),
  error: functionErrorSchema,
});

// ---- Points purchases ------------------------------------------------------------------------------------------

export const PACKAGE_ID_MESSAGE = 'package_id must be a points package id';
export const AMOUNT_MESSAGE = 'Amount must be a number of US dollars';
const DOCUMENT_IDS_MESSAGE = 'document_ids must list 1 to 50 documents';
/** The end of the refusal of a return address that is not this site's (an open redirect otherwise). */
export const RETURN_URL_REFUSED = 'must be addresses of this site';

/** PayPal's order ids (also what the sandbox issues). */
export const PAYPAL_ORDER_ID = /^[A-Z0-9]{10,32}$/;

export const providerNameSchema = z.enum(['stripe', 'paypal', 'sandbox']);

/** A points package, or an amount in US dollars (a number or its text); priced by the server. */
const pointsPurchaseFields = {
  package_id: z
    .union([idField(PACKAGE_ID_MESSAGE), z.literal('')], { error: PACKAGE_ID_MESSAGE })
    .nullish()
    .transform((value) => value || null),
  amount: z
    .union([z.number(), z.string()], { error: AMOUNT_MESSAGE })
    .transform((value) => (typeof value === 'number' ? value : value.trim() ? Number(value) : Number.NaN))
    .pipe(z.number({ error: AMOUNT_MESSAGE }))
    .nullish(),
};

/** The documents a checkout pays for: the payment tops up what the caller's points lack for them. */
const documentIdsField = z
  .array(idField('document_ids must be document ids'), { error: DOCUMENT_IDS_MESSAGE })
  .min(1, DOCUMENT_IDS_MESSAGE)
  .max(50, DOCUMENT_IDS_MESSAGE)
  .nullish()
  .transform((value) => value ?? null);

/** Both return addresses of a checkout, checked against the site's origins by the function. */
const returnUrlField = (names: string) => z.string({ error: `${names} ${RETURN_URL_REFUSED}` });

/** What a created checkout answers about the purchase: the server's own figures. */
const quoteAnswerFields = {
  amount: z.number(),
  points_amount: z.number(),
  bonus_points: z.number(),
  package_id: z.string().nullable(),
};

/** The provider's hosted card page (Stripe Checkout, or the sandbox's) for points, or the shortfall of a cart. */
export const createCheckoutSessionContract = defineContract({
  name: 'create-checkout-session',
  methods: ['POST'],
  auth: 'user',
  secondFactor: true,
  body: 'json',
  input: z.object({
    ...pointsPurchaseFields,
    document_ids: documentIdsField,
    success_url: returnUrlField('success_url and cancel_url'),
    cancel_url: returnUrlField('success_url and cancel_url'),
  }),
  output: z.object({
    url: z.string(),
    session_id: z.string(),
    provider: providerNameSchema,
    test_mode: z.boolean(),
    ...quoteAnswerFields,
  }),
  error: functionErrorSchema,
});

/** The PayPal order the wallet's PayPal buttons (or the sandbox's approval page) take the payer to. */
export const createPaypalOrderContract = defineContract({
  name: 'create-paypal-order',
  methods: ['POST'],
  auth: 'user',
  secondFactor: true,
  body: 'json',
  input: z.object({
    ...pointsPurchaseFields,
    document_ids: documentIdsField,
    return_url: returnUrlField('return_url and cancel_url'),
    cancel_url: returnUrlField('return_url and cancel_url'),
  }),
  output: z.object({
    id: z.string(),
    approve_url: z.string().nullable(),
    provider: providerNameSchema,
    test_mode: z.boolean(),
    ...quoteAnswerFields,
  }),
  error: functionErrorSchema,
});

/** A Payment Intent that Stripe Elements confirms in the page (Stripe keys only: the sandbox answers 409). */
export const createPointsPaymentIntentContract = defineContract({
  name: 'create-points-payment-intent',
  methods: ['POST'],
  auth: 'user',
  secondFactor: true,
  body: 'json',
  input: z.object(pointsPurchaseFields),
  output: z.object({
    client_secret: z.string(),
    payment_intent_id: z.string(),
    ...quoteAnswerFields,
  }),
  error: functionErrorSchema,
});

// ---- Fulfilment: the return page's verification (the webhooks share it) ----------------------------------------

/** What a checkout's fulfilment bought with the credited points, for a checkout that named documents. */
export const documentsPurchaseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  purchased: z
    .array(
      z.object({ document_id: z.string(), slug: z.string(), title: z.string(), points_spent: z.number() }),
    )
    .optional(),
  already_owned: z.array(z.string()).optional(),
  points_spent: z.number().optional(),
  points_balance: z.number().optional(),
});
export type DocumentsPurchase = z.output<typeof documentsPurchaseSchema>;

/** public.fulfil_payment's answer: a payment credited now or found credited before. */
export const fulfilmentSchema = z.object({
  status: z.enum(['credited', 'already_processed']),
  order_id: z.string(),
  package_id: z.string().nullable(),
  amount: z.coerce.number(),
  currency: z.string(),
  points_amount: z.number(),
  bonus_points: z.number(),
  points_credited: z.number(),
  points_balance: z.number(),
  /** 'refunded' when the payment was given back (refused, or refunded since): no purchase any more. */
  order_status: z.string().optional(),
  /** The documents the checkout named, bought at fulfilment (null for a plain points purchase). */
  documents: documentsPurchaseSchema.nullish().transform((value) => value ?? null),
});
export type Fulfilment = z.output<typeof fulfilmentSchema>;

const paymentDetailsSchema = z.object({
  amount: z.number(),
  points: z.number(),
  bonus_points: z.number(),
  package_id: z.string().nullable(),
});

/** A payment credited (now or before): what the return page shows. */
const paymentVerifiedFields = {
  status: fulfilmentSchema.shape.status,
  order_id: z.string(),
  points_balance: z.number(),
  payment_details: paymentDetailsSchema,
  documents: documentsPurchaseSchema.nullable(),
};

/** The card return page's verification: the session (or Elements' intent) is read from the provider. */
export const verifyStripeSessionContract = defineContract({
  name: 'verify-stripe-session',
  methods: ['POST'],
  auth: 'user',
  body: 'json',
  input: z.object({
    session_id: z
      .string({ error: 'session_id must be a checkout session id' })
      .regex(/^[A-Za-z0-9_]{8,255}$/, 'session_id must be a checkout session id'),
    /** The caller's own id, when sent: another user's payments are not theirs to verify. */
    user_id: z.string().optional(),
  }),
  output: z.discriminatedUnion('valid', [
    z.object({ valid: z.literal(true), ...paymentVerifiedFields }),
    /** Not paid yet (the provider's session status says how far it got). */
    z.object({ valid: z.literal(false), status: z.string().optional(), error: z.string() }),
  ]),
  error: functionErrorSchema.extend({ valid: z.literal(false).optional() }),
});

const MISSING_DETAILS = 'Could not process payment. Missing details.';
const paypalOrderIdField = z.string().regex(PAYPAL_ORDER_ID).optional().catch(undefined);

/** PayPal's return: the approved order is captured there and credited once (paypal-webhook shares the credit). */
export const confirmPaypalPaymentContract = defineContract({
  name: 'confirm-paypal-payment',
  methods: ['POST'],
  auth: 'user',
  body: 'json',
  input: z
    .object({ paypal_order_id: paypalOrderIdField, payment_intent_id: paypalOrderIdField })
    .transform((body) => ({ order_id: body.paypal_order_id ?? body.payment_intent_id }))
    .pipe(z.object({ order_id: z.string({ error: MISSING_DETAILS }) })),
  output: z.object({
    success: z.literal(true),
    ...paymentVerifiedFields,
    paypal_order_id: z.string(),
    capture_id: z.string().nullable(),
  }),
  error: functionErrorSchema.extend({ success: z.literal(false).optional(), status: z.string().optional() }),
});

// ---- Refunds (back office) -----------------------------------------------------------------------------------

/** The money back at the provider that took it, then the credit reversed once (audited, the buyer told). */
export const refundPointsOrderContract = defineContract({
  name: 'refund-points-order',
  methods: ['POST'],
  auth: 'admin',
  adminRefusal: 'Only admins can refund orders',
  secondFactor: true,
  body: 'json',
  input: z.object({
    order_id: idField('order_id must be a points order id'),
    reason: z
      .string()
      .nullish()
      .transform((value) => value?.trim().slice(0, 500) || 'admin refund'),
  }),
  output: z.object({
    status: z.enum(['refunded', 'already_processed']),
    order_id: z.string(),
    points_reversed: z.number(),
    shortfall_points: z.number(),
    points_balance: z.number(),
  }),
  error: functionErrorSchema,
});

// ---- Subscriptions (spec 2 section 7.3) ------------------------------------------------------------------------

/** The provider's card page for a plan, billed every period (each paid invoice activates it). */
export const createSubscriptionCheckoutContract = defineContract({
  name: 'create-subscription-checkout',
  methods: ['POST'],
  auth: 'user',
  secondFactor: true,
  body: 'json',
  input: z.object({
    plan_id: idField('plan_id must be a subscription plan id'),
    success_url: returnUrlField('success_url and cancel_url'),
    cancel_url: returnUrlField('success_url and cancel_url'),
  }),
  output: z.object({
    url: z.string(),
    session_id: z.string(),
    provider: providerNameSchema,
    test_mode: z.boolean(),
  }),
  error: functionErrorSchema,
});

/** Marks the subscription to end at the close of the paid period; it stays active until then. */
export const cancelSubscriptionContract = defineContract({
  name: 'cancel-subscription',
  methods: ['POST'],
  auth: 'user',
  secondFactor: true,
  body: 'json',
  input: z.object({ subscription_id: idField('subscription_id must be a subscription id') }),
  output: z.object({
    subscription: z.object({
      id: z.string(),
      status: z.string(),
      cancel_at_period_end: z.boolean(),
      cancelled_at: z.string().nullable(),
      current_period_end: z.string().nullable(),
    }),
  }),
  error: functionErrorSchema,
});

// ---- The providers' webhooks -----------------------------------------------------------------------------------

/** A webhook's acknowledgement: 200 unless a failure of ours should make the provider send the event again. */
const webhookAnswerSchema = z.looseObject({
  received: z.literal(true),
  /** Why an event changed nothing (another product's, an event type not handled, an unpaid session). */
  ignored: z.string().optional(),
  error: z.string().optional(),
});

/** Stripe's (or the sandbox's Stripe-style) signed events; the function checks the signature on the raw body. */
export const stripeWebhookContract = defineContract({
  name: 'stripe-webhook',
  methods: ['POST'],
  auth: 'webhook',
  body: 'text',
  input: z.string(),
  output: webhookAnswerSchema,
  error: functionErrorSchema,
});

/** PayPal's (or the sandbox's PayPal-style) events, verified with PayPal before anything is read. */
export const paypalWebhookContract = defineContract({
  name: 'paypal-webhook',
  methods: ['POST'],
  auth: 'webhook',
  body: 'text',
  input: z.string(),
  output: webhookAnswerSchema,
  error: functionErrorSchema,
});
