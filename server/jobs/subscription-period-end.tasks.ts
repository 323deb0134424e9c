import { z } from 'zod';
import { defineTask } from './task-definition.ts';

/**
 * A subscription's period end (issue 11; spec 2 §4), timed by a trigger on user_subscriptions for the end of its
 * current period (on the sandbox's clock for sandbox subscriptions). A renewal moved the period and re-timed the
 * job, so a job that finds the subscription in a later period does nothing; one that finds it still in the same
 * period ends it: cancelled at period end → 'cancelled', a renewal that never came (after the provider's grace) →
 * 'expired'. The user is told by the notification trigger. Idempotent: a second run finds it ended.
 */
export const subscriptionPeriodEnd = defineTask({
  name: 'subscriptions:period-end',
  payload: z.object({ subscriptionId: z.uuid(), periodEnd: z.string() }),
  async run({ subscriptionId, periodEnd }, { db, log }) {
    const { rows } = await db.query<{ result: { outcome: string; status?: string; run_at?: string } }>(
      'select private.end_lapsed_subscription($1, $2::timestamptz) as result',
      [subscriptionId, periodEnd],
    );
    const result = rows[0]!.result;
    if (result.outcome === 'not_due' && result.run_at) {
      // Ran before the end on the subscription's clock (a clock moved back, or an early retry): look again then.
      await db.query(
        `select graphile_worker.add_job('subscriptions:period-end', $1::json, run_at => $2::timestamptz,
           job_key => $3)`,
        [
          JSON.stringify({ subscriptionId, periodEnd }),
          result.run_at,
          `subscription-period-end:${subscriptionId}`,
        ],
      );
      return;
    }
    if (result.outcome === 'ended')
      log.info('subscription ended at period end', { subscriptionId, ...result });
  },
});
