// The study engines' worker (_shared/study-engines.ts): one call at a time, off the thread that serves requests.
import { studyEngineWork } from './study-engine-work.ts';
import { serveWorkerCalls } from './worker-pool.ts';

serveWorkerCalls(studyEngineWork);
