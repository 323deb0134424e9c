// The payment contracts parse what the functions used to check by hand: the spec's refusals word for word, a
// purchase as a package or an amount (a number or its text), and PayPal's return naming its order either way.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  cancelSubscriptionContract,
  confirmPaypalPaymentContract,
  createCheckoutSessionContract,
  createPaypalOrderContract,
  fulfilmentSchema,
  refundPointsOrderContract,
  verifyStripeSessionContract,
} from './payments.contract.ts';

const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const urls = { success_url: 'http://127.0.0.1/wallet', cancel_url: 'http://127.0.0.1/wallet' };

/** The first sentence a schema refuses `value` with, or null when it takes it. */
function refusal(schema: z.ZodType, value: unknown): string | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? '');
}

describe('points purchase input', () => {
  const input = createCheckoutSessionContract.input;

  it('takes an amount as a number or its text, and a package id or nothing', () => {
    expect(input.parse({ ...urls, amount: '12.50' })).toMatchObject({ amount: 12.5, package_id: null });
    expect(input.parse({ ...urls, amount: 7 })).toMatchObject({ amount: 7, document_ids: null });
    expect(input.parse({ ...urls, package_id: ID, amount: null })).toMatchObject({ package_id: ID });
    expect(input.parse({ ...urls, package_id: '', amount: 5 })).toMatchObject({
      package_id: null,
      amount: 5,
    });
  });

  it('refuses what is not an amount or a package id with the functions’ own sentences', () => {
    for (const amount of ['ten', 'NaN', '', true])
      expect(refusal(input, { ...urls, amount }), String(amount)).toBe(
        'Amount must be a number of US dollars',
      );
    expect(refusal(input, { ...urls, package_id: 'basic' })).toBe('package_id must be a points package id');
    expect(refusal(input, { ...urls, amount: 5, document_ids: [] })).toBe(
      'document_ids must list 1 to 50 documents',
    );
    expect(refusal(input, { ...urls, amount: 5, document_ids: ['x'] })).toBe(
      'document_ids must be document ids',
    );
  });

  it('names both return addresses when one is missing, per function', () => {
    expect(refusal(input, { amount: 5, success_url: 'http://127.0.0.1/' })).toBe(
      'success_url and cancel_url must be addresses of this site',
    );
    expect(refusal(createPaypalOrderContract.input, { amount: 5, cancel_url: 'http://127.0.0.1/' })).toBe(
      'return_url and cancel_url must be addresses of this site',
    );
  });

  it('drops what the client says about prices (the server quotes them)', () => {
    expect(input.parse({ ...urls, amount: 5, points_amount: 9999, currency: 'eur' })).not.toHaveProperty(
      'points_amount',
    );
  });
});

describe('payment confirmation input', () => {
  it('reads the PayPal order from either field, and refuses neither with the spec’s sentence', () => {
    const input = confirmPaypalPaymentContract.input;
    expect(input.parse({ paypal_order_id: 'ABCDEFGHIJ12' })).toEqual({ order_id: 'ABCDEFGHIJ12' });
    expect(input.parse({ payment_intent_id: 'ABCDEFGHIJ12', paypal_order_id: 'not an id' })).toEqual({
      order_id: 'ABCDEFGHIJ12',
    });
    expect(refusal(input, { amount: 5 })).toBe('Could not process payment. Missing details.');
  });

  it('refuses a session id that is not one', () => {
    expect(refusal(verifyStripeSessionContract.input, { session_id: 'cs_1; drop' })).toBe(
      'session_id must be a checkout session id',
    );
  });
});

describe('admin and subscription input', () => {
  it('trims a refund reason to 500 characters, and a blank one reads "admin refund"', () => {
    const input = refundPointsOrderContract.input;
    expect(input.parse({ order_id: ID, reason: '  ' }).reason).toBe('admin refund');
    expect(input.parse({ order_id: ID, reason: ` ${'x'.repeat(600)}` }).reason).toHaveLength(500);
    expect(refusal(input, { order_id: '42' })).toBe('order_id must be a points order id');
  });

  it('refuses a subscription id that is not one', () => {
    expect(refusal(cancelSubscriptionContract.input, { subscription_id: 'sub_1' })).toBe(
      'subscription_id must be a subscription id',
    );
  });
});

describe('fulfilment answer', () => {
  it('reads public.fulfil_payment’s jsonb (numeric amounts as text too), documents null when none', () => {
    const answer = fulfilmentSchema.parse({
      status: 'credited',
      order_id: ID,
      package_id: null,
      amount: '12.50',
      currency: 'usd',
      points_amount: 125,
      bonus_points: 0,
      points_credited: 125,
      points_balance: 140,
    });
    expect(answer).toMatchObject({ amount: 12.5, documents: null });
    expect(fulfilmentSchema.safeParse({ ...answer, status: 'paid' }).success).toBe(false);
  });
});
