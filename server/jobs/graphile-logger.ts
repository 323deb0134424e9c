import { Logger as GraphileLogger } from 'graphile-worker';
import type { Logger } from '../process/logger.ts';

/**
 * graphile-worker's log lines on the platform's logger. Only the scope and the error travel with a line: the
 * job object graphile-worker attaches holds the payload, which may carry addresses and names.
 */
export function graphileLogger(log: Logger): GraphileLogger {
  return new GraphileLogger((scope) => (level, message, meta) => {
    const fields: Record<string, unknown> = { component: 'jobs' };
    if (scope.workerId) fields.workerId = scope.workerId;
    if (scope.taskIdentifier) fields.task = scope.taskIdentifier;
    if (scope.jobId) fields.jobId = scope.jobId;
    if (meta.error !== undefined) fields.error = String(meta.error);
    if (level === 'warning') log.warn(message, fields);
    else log[level](message, fields);
  });
}
