import { z } from 'zod';
import { parseLogLevel, type LogLevel } from '../process/logger.ts';

/** What `npm run worker` reads from the environment. */
export interface WorkerSettings {
  databaseUrl: string;
  concurrency: number;
  logLevel: LogLevel | 'silent';
}

const schema = z.object({
  DATABASE_URL: z
    .string({
      error:
        'DATABASE_URL is not set: the worker needs the connection string of the database whose jobs it runs ' +
        '(for hosted Supabase, the direct or session-pooler connection, not the transaction pooler)',
    })
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// connection string'),
  WORKER_CONCURRENCY: z.coerce
    .number({ error: 'WORKER_CONCURRENCY must be a whole number' })
    .int('WORKER_CONCURRENCY must be a whole number')
    .min(1, 'WORKER_CONCURRENCY must be at least 1')
    .max(100, 'WORKER_CONCURRENCY must be at most 100')
    .default(2),
  STUDYLOOP_LOG: z.string().optional(),
});

/** Reads the settings, or throws one message naming every variable that is wrong. */
export function workerSettingsFromEnv(env: NodeJS.ProcessEnv): WorkerSettings {
  const parsed = schema.safeParse({
    ...env,
    DATABASE_URL: env.DATABASE_URL || undefined,
    WORKER_CONCURRENCY: env.WORKER_CONCURRENCY || undefined,
  });
  if (!parsed.success) {
    const messages = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
    });
    throw new Error(messages.join('\n'));
  }
  return {
    databaseUrl: parsed.data.DATABASE_URL,
    concurrency: parsed.data.WORKER_CONCURRENCY,
    logLevel: parseLogLevel(parsed.data.STUDYLOOP_LOG, 'info'),
  };
}

/** The database a connection string points at, without its credentials, for messages. */
export function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}
