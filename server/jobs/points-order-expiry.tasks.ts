import { z } from 'zod';
import { defineTask } from './task-definition.ts';

/**
 * An abandoned checkout's end (issue 28): timed by a trigger on points_orders for the order's expires_at (the
 * provider's session lifetime), it marks the order 'expired' if it is still pending then. Without an order id it
 * sweeps every overdue pending order: a worker's start runs it, for orders whose job was never queued (recorded
 * before the queue existed, or before this task did). Idempotent: an order paid, failed or expired meanwhile is
 * left as it is.
 */
export const pointsOrdersExpire = defineTask({
  name: 'points-orders:expire',
  payload: z.object({ orderId: z.uuid().optional() }),
  async run({ orderId }, { db, log }) {
    const { rows } = await db.query<{ expired: number }>(
      'select private.expire_abandoned_points_orders($1) as expired',
      [orderId ?? null],
    );
    const expired = rows[0]!.expired;
    if (expired > 0) log.info('abandoned checkouts expired', { orderId, expired });
  },
});
