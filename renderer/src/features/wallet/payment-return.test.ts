import { describe, expect, it } from 'vitest';
import {
  claimRun,
  isProcessed,
  markProcessed,
  readCheckout,
  readPaymentReturn,
  saveCheckout,
  successDetails,
  withoutReturnParams,
} from './payment-return';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

const params = (query: string) => new URLSearchParams(query);

describe('card payment return (spec 1 §4)', () => {
  it('runs for success=true, success with a session id or id, or redirect_status=succeeded', () => {
    expect(readPaymentReturn(params('success=true'))).toEqual({
      sessionId: null,
      amount: null,
      points: null,
    });
    expect(readPaymentReturn(params('success=1&session_id=cs_1'))?.sessionId).toBe('cs_1');
    expect(readPaymentReturn(params('success=yes&id=cs_2'))?.sessionId).toBe('cs_2');
    expect(readPaymentReturn(params('redirect_status=succeeded&payment_intent=pi_1'))?.sessionId).toBe(
      'pi_1',
    );
    expect(readPaymentReturn(params('session_id=cs_1'))).toBeNull();
    expect(readPaymentReturn(params('redirect_status=failed'))).toBeNull();
    expect(readPaymentReturn(params('success=false'))).toBeNull();
  });

  it('removes only its own parameters from the address', () => {
    expect(
      withoutReturnParams(params('tab=2&success=true&session_id=cs_1&amount=5&points=50')).toString(),
    ).toBe('tab=2');
  });

  it('records processed sessions in a list and runs once per session id per tab', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    expect(isProcessed(local, 'cs_1')).toBe(false);
    markProcessed(local, 'cs_1');
    markProcessed(local, 'cs_1');
    expect(isProcessed(local, 'cs_1')).toBe(true);
    expect(JSON.parse(local.getItem('processedPaymentSessions')!)).toEqual(['cs_1']);
    local.setItem('processedPaymentSessions', '{broken');
    expect(isProcessed(local, 'cs_1')).toBe(false);
    expect(claimRun(session, 'cs_9')).toBe(true);
    expect(claimRun(session, 'cs_9')).toBe(false);
    expect(claimRun(session, null)).toBe(true);
  });

  it('falls back from verified details to stored checkout data, then to the address, needing amount and points', () => {
    const local = new MemoryStorage();
    const fromAddress = { sessionId: 'cs_1', amount: 3, points: 30 };
    expect(successDetails({ amount: 25, points: 250, bonus_points: 10 }, null, fromAddress)).toEqual({
      amount: 25,
      points: 250,
      bonusPoints: 10,
    });
    saveCheckout(local, { packageId: null, amount: 12.5, points: 125 });
    expect(successDetails({ amount: 0, points: 250 }, readCheckout(local), fromAddress)).toEqual({
      amount: 12.5,
      points: 125,
      bonusPoints: 0,
    });
    expect(successDetails(null, null, fromAddress)).toEqual({ amount: 3, points: 30, bonusPoints: 0 });
    expect(successDetails(null, null, { sessionId: null, amount: 3, points: 0 })).toBeNull();
  });
});

describe('PayPal return', () => {
  it('reads the PayPal order from paypal=return&token=… and strips its parameters', () => {
    const search = new URLSearchParams(
      'paypal=return&token=SBXABCDEF12345678&PayerID=SBXPAYER0001&tab=orders',
    );
    expect(readPaymentReturn(search)).toEqual({
      sessionId: 'SBXABCDEF12345678',
      provider: 'paypal',
      amount: null,
      points: null,
    });
    expect(withoutReturnParams(search).toString()).toBe('tab=orders');
  });

  it('does not run without the token, or for a cancelled PayPal payment', () => {
    expect(readPaymentReturn(new URLSearchParams('paypal=return'))).toBeNull();
    expect(readPaymentReturn(new URLSearchParams('paypal=cancel&token=SBXABCDEF12345678'))).toBeNull();
  });
});
