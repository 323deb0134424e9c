// The demo's points history. Months of past activity cannot go through private.apply_points (it stamps
// now()), so the seeder writes those ledger entries itself; this module keeps them honest: entries are
// settled in time order with the same balance and lifetime rules as apply_points, and a history that would
// take any wallet below zero is a bug in the seed, not something to paper over.

export type LedgerType = 'purchase' | 'bonus' | 'earned' | 'spent' | 'document_chat' | 'withdrawal';

export interface LedgerEvent {
  id: string;
  userId: string;
  type: LedgerType;
  /** Negative for spends and withdrawals. */
  amount: number;
  description: string;
  metadata: Record<string, unknown>;
  /** ISO timestamp. */
  at: string;
  idempotencyKey: string;
}

export interface LedgerRow {
  id: string;
  user_id: string;
  type: LedgerType;
  amount: number;
  balance_after: number;
  description: string;
  metadata: Record<string, unknown>;
  idempotency_key: string;
  created_at: string;
}

export interface Wallet {
  user_id: string;
  points_balance: number;
  lifetime_spent: number;
  lifetime_earned: number;
  updated_at: string;
}

const EARNING_TYPES: ReadonlySet<LedgerType> = new Set(['purchase', 'bonus', 'earned']);
const SPENDING_TYPES: ReadonlySet<LedgerType> = new Set(['spent', 'document_chat']);

/** Orders events by time (credits before debits at the same instant) and computes every balance. */
export function settleLedger(events: readonly LedgerEvent[]): {
  rows: LedgerRow[];
  wallets: Map<string, Wallet>;
} {
  const ordered = [...events].sort(
    (a, b) =>
      a.at.localeCompare(b.at) || Math.sign(b.amount) - Math.sign(a.amount) || a.id.localeCompare(b.id),
  );
  const wallets = new Map<string, Wallet>();
  const rows: LedgerRow[] = [];
  for (const event of ordered) {
    if (event.amount === 0) throw new Error(`seed ledger: zero amount for ${event.idempotencyKey}`);
    const wallet = wallets.get(event.userId) ?? {
      user_id: event.userId,
      points_balance: 0,
      lifetime_spent: 0,
      lifetime_earned: 0,
      updated_at: event.at,
    };
    wallet.points_balance += event.amount;
    if (wallet.points_balance < 0) {
      throw new Error(`seed ledger: ${event.idempotencyKey} takes the wallet of ${event.userId} below zero`);
    }
    if (EARNING_TYPES.has(event.type)) wallet.lifetime_earned += event.amount;
    if (SPENDING_TYPES.has(event.type)) wallet.lifetime_spent -= event.amount;
    wallet.updated_at = event.at;
    wallets.set(event.userId, wallet);
    rows.push({
      id: event.id,
      user_id: event.userId,
      type: event.type,
      amount: event.amount,
      balance_after: wallet.points_balance,
      description: event.description,
      metadata: event.metadata,
      idempotency_key: event.idempotencyKey,
      created_at: event.at,
    });
  }
  return { rows, wallets };
}
