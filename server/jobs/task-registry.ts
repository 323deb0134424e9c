import type { z } from 'zod';
import type { TaskDefinition } from './task-definition.ts';
import { documentChatProcess } from './document-chat.tasks.ts';
import { documentsProcess } from './document-processing.tasks.ts';
import { notificationSendEmail } from './notification-email.tasks.ts';
import { plagiarismSyncDocument, plagiarismSyncIndex } from './plagiarism-index.tasks.ts';
import { pointsOrdersExpire } from './points-order-expiry.tasks.ts';
import { subscriptionPeriodEnd } from './subscription-period-end.tasks.ts';

/**
 * Every task the platform's workers run. A job is added by name (from TypeScript with `enqueueJob`, from SQL
 * with `private.enqueue_job` in a trigger), so a name stays as long as jobs with it may be waiting.
 */
export const TASKS = [
  plagiarismSyncDocument,
  plagiarismSyncIndex,
  notificationSendEmail,
  documentsProcess,
  documentChatProcess,
  subscriptionPeriodEnd,
  pointsOrdersExpire,
] as const;

export type TaskName = (typeof TASKS)[number]['name'];

export interface StartupJob<Task extends TaskDefinition = TaskDefinition> {
  task: Task;
  payload: z.input<Task['payload']>;
  /** One waiting job however many workers start. */
  jobKey: string;
}

/**
 * Enqueued whenever a worker starts: the catch-up for work whose triggers fired while the queue's schema did
 * not exist yet (a fresh database seeded before its first worker, a hosted project migrated before
 * `npm run worker` first ran).
 */
export const STARTUP_JOBS: readonly StartupJob[] = [
  { task: plagiarismSyncIndex, payload: {}, jobKey: plagiarismSyncIndex.name },
  { task: pointsOrdersExpire, payload: {}, jobKey: `${pointsOrdersExpire.name}:sweep` },
];
