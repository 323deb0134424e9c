// `npm run worker` as the crash tests run it: the same foreground runner, with the test's task added.
import { runWorkerInForeground } from '../../../server/jobs/run-worker.ts';
import { TASKS } from '../../../server/jobs/task-registry.ts';
import { countedEffectTask } from './counted-effect.task.ts';

await runWorkerInForeground(process.env, [...TASKS, countedEffectTask]);
