import { describe, expect, it } from 'vitest';
import { checkTestCard } from './sandbox-card.ts';

const now = new Date('2026-11-23T00:00:00Z');
const card = (number: string, expiry = '12/34', cvc = '123') => checkTestCard({ number, expiry, cvc }, now);

describe('sandbox test cards', () => {
  it('accepts 4242 4242 4242 4242 with spaces', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true, brand: 'visa', last4: '4242' });
  });
  it("declines 0002 and 9995 with Stripe's messages", () => {
    expect(card('4000 0000 0000 0002')).toEqual({ ok: false, message: 'Your card was declined.' });
    expect(card('4000000000009995')).toEqual({ ok: false, message: 'Your card has insufficient funds.' });
  });
  it('refuses unknown numbers, past or malformed expiry, and a missing security code', () => {
    expect(card('4111111111111111').ok).toBe(false);
    expect(card('4242')).toEqual({ ok: false, message: 'Your card number is incomplete.' });
    expect(card('4242424242424242', '10/26')).toEqual({
      ok: false,
      message: "Your card's expiration year is in the past.",
    });
    expect(card('4242424242424242', '11/26').ok).toBe(true);
    expect(card('4242424242424242', '13/30').ok).toBe(false);
    expect(card('4242424242424242', 'x')).toMatchObject({ ok: false });
    expect(card('4242424242424242', '12/34', '1')).toMatchObject({ ok: false });
  });
});
