// The homework engine's worker (homework-helper's pool, _shared/worker-pool.ts): one question's engine work at a
// time, off the thread that serves requests.
import { engineTurn } from '../../../shared/study/homework/homework-engine-turn.engine.ts';
import { serveWorkerCalls } from '../_shared/worker-pool.ts';

serveWorkerCalls(engineTurn);
