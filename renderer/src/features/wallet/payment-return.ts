// The card payment return (spec 1 §4), as pure steps over the address and browser storage, so the hook that runs
// it stays small and the rules are tested on their own.

/** Spec 1 §3: stored checkout data (browser): packageId, amount, points. */
export interface StoredCheckout {
  packageId: string | null;
  amount: number;
  points: number;
}

export const CHECKOUT_DATA_KEY = 'checkoutData';
export const PROCESSED_SESSIONS_KEY = 'processedPaymentSessions';
const RUN_FLAG_PREFIX = 'paymentReturnRun:';
const RETURN_PARAMS = [
  'success',
  'session_id',
  'id',
  'redirect_status',
  'amount',
  'points',
  'payment_intent',
  'payment_intent_client_secret',
  'cancelled',
  // PayPal's return (its approval page adds token and PayerID to the return address).
  'paypal',
  'token',
  'PayerID',
];

export interface PaymentReturn {
  /** The provider's id: a checkout session, or a PayPal order (with `provider: 'paypal'`). */
  sessionId: string | null;
  provider?: 'paypal';
  amount: number | null;
  points: number | null;
}

/** The return flow runs for PayPal's return (paypal=return with its token), success=true, success with a session id or id, or redirect_status=succeeded. */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  const paypalOrder = search.get('token');
  if (search.get('paypal') === 'return' && paypalOrder) {
    return { sessionId: paypalOrder, provider: 'paypal', amount: null, points: null };
  }
  const sessionId = search.get('session_id') ?? search.get('id') ?? search.get('payment_intent');
  const success = search.get('success');
  const runs =
    success === 'true' ||
    (success !== null && sessionId !== null) ||
    search.get('redirect_status') === 'succeeded';
  if (!runs) return null;
  const number = (name: string) => {
    const value = Number(search.get(name));
    return search.get(name) !== null && Number.isFinite(value) ? value : null;
  };
  return { sessionId, amount: number('amount'), points: number('points') };
}

/** Step 1: the address without the return's parameters. */
export function withoutReturnParams(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) next.delete(name);
  return next;
}

function readList(storage: Storage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(PROCESSED_SESSIONS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function isProcessed(storage: Storage, sessionId: string): boolean {
  return readList(storage).includes(sessionId);
}

/** Records a session as processed (a list in local storage, the latest 100). */
export function markProcessed(storage: Storage, sessionId: string): void {
  const list = readList(storage).filter((id) => id !== sessionId);
  list.push(sessionId);
  storage.setItem(PROCESSED_SESSIONS_KEY, JSON.stringify(list.slice(-100)));
}

/** Once per session id per browser tab (session storage flag): a re-render or a second mount does not rerun it. */
export function claimRun(storage: Storage, sessionId: string | null): boolean {
  const key = RUN_FLAG_PREFIX + (sessionId ?? 'without-session');
  if (sessionId && storage.getItem(key)) return false;
  storage.setItem(key, '1');
  return true;
}

export function saveCheckout(storage: Storage, data: StoredCheckout): void {
  storage.setItem(CHECKOUT_DATA_KEY, JSON.stringify(data));
}

export function readCheckout(storage: Storage): StoredCheckout | null {
  try {
    const value = JSON.parse(storage.getItem(CHECKOUT_DATA_KEY) ?? 'null') as Partial<StoredCheckout> | null;
    if (!value || typeof value.amount !== 'number' || typeof value.points !== 'number') return null;
    return { packageId: value.packageId ?? null, amount: value.amount, points: value.points };
  } catch {
    return null;
  }
}

export function clearCheckout(storage: Storage): void {
  storage.removeItem(CHECKOUT_DATA_KEY);
}

export interface SuccessDetails {
  amount: number;
  points: number;
  bonusPoints: number;
}

/**
 * Step 4: the verified details, else the stored checkout data, else the address's amount and points; each needs a
 * non-zero amount and points.
 */
export function successDetails(
  verified: { amount?: number | null; points?: number | null; bonus_points?: number | null } | null,
  stored: StoredCheckout | null,
  fromAddress: PaymentReturn,
): SuccessDetails | null {
  const candidates = [
    verified && { amount: verified.amount, points: verified.points, bonus: verified.bonus_points ?? 0 },
    stored && { amount: stored.amount, points: stored.points, bonus: 0 },
    { amount: fromAddress.amount, points: fromAddress.points, bonus: 0 },
  ];
  for (const candidate of candidates) {
    if (candidate && candidate.amount && candidate.points) {
      return { amount: candidate.amount, points: candidate.points, bonusPoints: candidate.bonus ?? 0 };
    }
  }
  return null;
}
