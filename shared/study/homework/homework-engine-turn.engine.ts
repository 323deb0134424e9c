// Everything the offline engine works out for one question of the homework helper, in one call: the engine's
// answer (a new question, or a follow-up read against its thread), and for the reply without one, why the engine
// did not answer and the question's maths. It is the CPU-heavy part of a request (mathjs: up to a few hundred ms
// for an unsolvable equation), so the function runs it off the thread that serves other requests
// (homework-engine.worker.ts); its input and output are plain data for that reason.
import {
  engineRefusal,
  formatQuestion,
  solveWithEngine,
  type HomeworkAnswer,
} from './homework-answer.engine.ts';
import { answerFollowUp } from './homework-follow-up.engine.ts';
import type { HomeworkBlock } from './homework.types.ts';

export interface EngineTurnInput {
  question: string;
  /** Every earlier question of the thread, in order, for a follow-up; null for a new question. */
  thread: string[] | null;
  /** A provider is configured: it explains a "why?" follow-up in its own words instead of the engine. */
  providerAvailable: boolean;
}

export type EngineTurn =
  | { answer: HomeworkAnswer; refusal: null; formattedQuestion: null }
  | {
      answer: null;
      /** Why the engine did not answer (for a follow-up, what it can answer), when it said. */
      refusal: string | null;
      /** The question as blocks, for the reply that does not come from the engine. */
      formattedQuestion: HomeworkBlock[];
    };

export function engineTurn({ question, thread, providerAvailable }: EngineTurnInput): EngineTurn {
  // A follow-up is read against its thread ("why?", "what if the 7 were 10?", "is x = 4 right?").
  const followUp = thread ? answerFollowUp(question, thread) : null;
  const answer =
    followUp === null
      ? solveWithEngine(question)
      : followUp.reply !== null && !(providerAvailable && followUp.reply.kind === 'explain')
        ? followUp.reply.answer
        : null;
  if (answer !== null) return { answer, refusal: null, formattedQuestion: null };
  return {
    answer: null,
    refusal: followUp?.refusal ?? engineRefusal(question),
    formattedQuestion: formatQuestion(question),
  };
}
