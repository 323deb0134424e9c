// The study tools' built-in engines off the thread that serves requests. Flashcards, practice questions and the AI
// detector's signals cost time in proportion to the material (about 1-3 s of CPU for a 150,000-character text
// here, more for a long document), and the functions host serves every user from one thread: run there, one
// student's text would hold up everyone's requests for that long. Here the work runs in a worker pool with a wall
// clock, each caller with at most two calls waiting or running, and the assistant awaits it like any engine.
import type { StudyEngines } from '../../../shared/study/provider/study-assistant.service.ts';
import { FunctionError } from './function-error.ts';
import type { ChatPage } from '../../../shared/study/document-chat/document-chat.engine.ts';
import { studyEngineWork, type DocumentAnswer, type StudyEngineCall } from './study-engine-work.ts';
import {
  createWorkerPool,
  WorkerBusyError,
  WorkerPoolFullError,
  WorkerTimeoutError,
  type WorkerPool,
} from './worker-pool.ts';

/** Wall clock of one engine call: several times the longest material's work on a loaded 2-core machine. */
export const STUDY_ENGINE_TIMEOUT_MS = 30_000;

export const STUDY_ENGINE_MESSAGES = {
  busy: 'Your earlier requests to the study tools are still being worked on. Please wait for them to finish, then try again.',
  full: 'The study tools are busy with other students’ requests right now. Please try again in a minute.',
  tooLong:
    'This material took too long to work through. Please try again with a shorter text or fewer pages.',
} as const;

type EngineOutput = Awaited<ReturnType<typeof studyEngineWork>>;

let pool: WorkerPool<StudyEngineCall, EngineOutput> | null = null;

function enginePool() {
  pool ??= createWorkerPool<StudyEngineCall, EngineOutput>({
    entry: new URL('./study-engines.worker.ts', import.meta.url),
    inThread: studyEngineWork,
    name: 'study engines',
    timeoutMs: STUDY_ENGINE_TIMEOUT_MS,
  });
  return pool;
}

/**
 * A pool's refusal, in the caller's words (any pool: the homework engine's too): 429 for a call over the caller's
 * own share, 503 when the pool's queue is full with everyone's calls. Either comes before any work; a charge
 * taken for it is refunded by the paid action (workFailureOf keeps the status).
 */
export const busyRefusal = (error: WorkerBusyError) =>
  error instanceof WorkerPoolFullError
    ? new FunctionError(503, STUDY_ENGINE_MESSAGES.full, { code: 'busy', retry_after_seconds: 30 })
    : new FunctionError(429, STUDY_ENGINE_MESSAGES.busy, { code: 'busy' });

/** One call in the pool, its refusals in the caller's words: 429 / 503 while it is busy (busyRefusal), 413 past the clock. */
async function run<T>(call: StudyEngineCall, caller: string): Promise<T> {
  try {
    return (await enginePool().run(call, caller)) as T;
  } catch (error) {
    if (error instanceof WorkerBusyError) throw busyRefusal(error);
    if (error instanceof WorkerTimeoutError)
      throw new FunctionError(413, STUDY_ENGINE_MESSAGES.tooLong, { code: 'too_long' });
    throw error;
  }
}

/** The engines for one caller (a user id), run in the pool. */
export function studyEnginesFor(caller: string): StudyEngines {
  return {
    flashcards: (material, options) => run({ op: 'flashcards', material, options }, caller),
    questions: (material, options) => run({ op: 'questions', material, options }, caller),
    aiText: (text, options) => run({ op: 'ai-text', text, options }, caller),
  };
}

/** The built-in engine's answer to a question about a document's pages, worked out in the pool. */
export function documentAnswerFor(
  caller: string,
  question: string,
  pages: ChatPage[],
): Promise<DocumentAnswer> {
  return run({ op: 'document-answer', question, pages }, caller);
}
