import { describe, expect, it } from 'vitest';
import { createLogger } from '../process/logger.ts';
import { graphileLogger } from './graphile-logger.ts';

describe("graphile-worker's log lines", () => {
  it('go to the platform logger with their scope and error, without the job payload', () => {
    const lines: Record<string, unknown>[] = [];
    const log = createLogger('debug', (line) => lines.push(JSON.parse(line)));
    graphileLogger(log)
      .scope({ workerId: 'worker-1', taskIdentifier: 'mail:send', jobId: '9' })
      .warn('Failed task 9', {
        job: { payload: { to: 'someone@example.com' } },
        error: new Error('smtp down'),
      });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'warn',
      msg: 'Failed task 9',
      component: 'jobs',
      workerId: 'worker-1',
      task: 'mail:send',
      jobId: '9',
      error: 'Error: smtp down',
    });
    expect(JSON.stringify(lines[0])).not.toContain('someone@example.com');
  });
});
