// The homework helper's answer: the exact solver for the maths it covers, the provider for everything else,
// both as the `{ blocks: [{ type, text }] }` documents homework_questions stores (type text, math or step;
// math blocks hold LaTeX or plain maths, which the page renders with KaTeX).
import type { MathSolution } from '../math/math-solution.types.ts';
import type { ChatMessage, OpenAiCompatibleClient } from '../provider/openai-compatible.client.ts';
import { HOMEWORK_MESSAGES } from '../study-tool-input.ts';
import { solveHomework } from './homework-solver.engine.ts';
import { isLatex, latexToPlainMath } from './math-notation.util.ts';
import { HOMEWORK_LIMITS } from './homework.types.ts';
import type { HomeworkBlock } from './homework.types.ts';

export interface HomeworkAnswer {
  /** The question as blocks: the text as asked first, then the maths read from it. */
  formattedQuestion: HomeworkBlock[];
  answer: HomeworkBlock[];
  finalAnswer: string;
  engine: 'engine' | 'provider';
}

/** A previous turn of the same thread, for follow-up questions. */
export interface HomeworkTurn {
  question: string;
  answer: string;
}

export { HOMEWORK_MESSAGES };

/** The solver's `x ^ 2 - 5 x + 6 = 0` written as people write it: `x^2 - 5x + 6 = 0`. */
export function tidyProblem(problem: string): string {
  return problem
    .replace(/\s*\^\s*/g, '^')
    .replace(/(\d) (?=[a-z(])/gi, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The offline solver on the question as typed, then, when that fails, on its LaTeX read as plain maths (money
 * signs and percentages are LaTeX delimiters and comments, so LaTeX reading is not applied first).
 */
export function solveQuestion(question: string): ReturnType<typeof solveHomework> {
  const kept = solvedQuestions.get(question);
  if (kept) {
    // Most recently used last: the oldest is the one let go.
    solvedQuestions.delete(question);
    solvedQuestions.set(question, kept);
    return kept;
  }
  const solved = solveUncached(question);
  solvedQuestions.set(question, solved);
  if (solvedQuestions.size > SOLVED_QUESTIONS_KEPT)
    solvedQuestions.delete(solvedQuestions.keys().next().value!);
  return solved;
}

/**
 * The last questions solved, with their result (the solver is a pure function of the text, and its results are
 * only read). A question the engine cannot answer is asked of it three times in one request (the answer, the
 * refusal's reason, the question's maths for the references reply) and an unsolvable equation costs up to a few
 * hundred ms of CPU each time on the thread that also serves every other request; students also ask the same
 * textbook questions.
 */
const SOLVED_QUESTIONS_KEPT = 500;
const solvedQuestions = new Map<string, ReturnType<typeof solveHomework>>();

/**
 * Runs of spaces read as one space and blank lines as one line break, before any pattern reads the question: several
 * solvers' patterns put a lazy group between optional spaces (`integrate\s*:?\s*(.+?)\s*`), and every extra space
 * multiplies the ways such a pattern can split a run. A question padded with 1,600 spaces held a worker for its whole
 * clock (issue: a hostile question must not take another student's turn). The solvers read any run as one anyway.
 */
export function tidySpacing(question: string): string {
  return question.replace(/[^\S\n]+/g, ' ').replace(/ ?\n[ \n]*/g, '\n');
}

function solveUncached(typed: string): ReturnType<typeof solveHomework> {
  const question = tidySpacing(typed);
  const direct = solveHomework(question);
  if (direct.data !== null) return direct;
  const plain = latexToPlainMath(question);
  if (plain === question) return direct;
  const read = solveHomework(plain);
  return read.data !== null ? read : direct;
}

/** Kinds whose problem is maths worth showing under the question (worded ones are the question itself). */
const SYMBOLIC_KINDS = new Set([
  'arithmetic',
  'linear',
  'quadratic',
  'system',
  'equation',
  'inequality',
  'polynomial',
]);

function mathOfQuestion(question: string, solved: MathSolution | null): HomeworkBlock[] {
  const dollars = /\$\$?([^$]+)\$\$?/.exec(question)?.[1];
  if (dollars !== undefined) return [{ type: 'math', text: dollars.trim() }];
  if (isLatex(question)) return [{ type: 'math', text: question.trim() }];
  if (solved !== null && SYMBOLIC_KINDS.has(solved.kind))
    return [{ type: 'math', text: tidyProblem(solved.problem) }];
  return [];
}

/** The solver's steps as blocks: each step explained in words, then its working. */
export function blocksOfSolution(solution: MathSolution): HomeworkBlock[] {
  return solution.steps.flatMap((step): HomeworkBlock[] => [
    { type: 'step', text: step.description },
    { type: 'math', text: step.expression },
  ]);
}

/**
 * A tutor's reply as blocks: numbered steps ("1." / "Step 1:"), display maths (`$$…$$` or `\[…\]`) and prose;
 * the "Answer:" line becomes the final answer.
 */
export function blocksOfReply(reply: string): { blocks: HomeworkBlock[]; finalAnswer: string } {
  const blocks: HomeworkBlock[] = [];
  let finalAnswer = '';
  const normalized = reply.replace(/\\\[([\s\S]*?)\\\]/g, (_m, body: string) => `$$${body}$$`);
  const parts = normalized.split(/(\$\$[\s\S]*?\$\$)/);
  for (const part of parts) {
    if (part.startsWith('$$') && part.endsWith('$$') && part.length > 4) {
      blocks.push({ type: 'math', text: part.slice(2, -2).trim() });
      continue;
    }
    for (const raw of part.split('\n')) {
      const line = raw.trim().replace(/^\*\*(.+?)\*\*/, '$1');
      if (line === '') continue;
      const answer = /^(?:\*\*)?(?:final\s+)?answer\s*:?\s*(?:\*\*)?\s*:?\s*(.+)$/i.exec(line);
      if (answer?.[1]) {
        finalAnswer = answer[1].replace(/\*\*/g, '').trim();
        continue;
      }
      const step = /^(?:step\s*)?\d+\s*[.):]\s*(.+)$/i.exec(line);
      if (step?.[1]) blocks.push({ type: 'step', text: step[1].replace(/\*\*/g, '') });
      else {
        const last = blocks.at(-1);
        // A continuation line of a step stays with it.
        if (last !== undefined && last.type !== 'math' && !/^[-*•]/.test(line)) last.text += ` ${line}`;
        else blocks.push({ type: 'text', text: line.replace(/^[-*•]\s*/, '').replace(/\*\*/g, '') });
      }
    }
  }
  return { blocks, finalAnswer };
}

export function homeworkTutorPrompt(
  question: string,
  subject: string | null,
  history: HomeworkTurn[],
): ChatMessage[] {
  const system: ChatMessage = {
    role: 'system',
    content:
      'You are Studyloop, a patient tutor for university and high-school students. Be accurate and concise; if you are not sure, say so. ' +
      'Solve the homework question step by step. Number the steps ("1.", "2.", …) and explain the reasoning of each in one or two sentences. ' +
      'Write maths in LaTeX: inline between single dollar signs ($x^2$), and each line of working on its own line between double dollar signs ($$x = \\frac{-b \\pm \\sqrt{D}}{2a}$$). ' +
      'Finish with one line starting "Answer:". A follow-up question refers to the earlier questions and answers of the conversation.' +
      (subject ? ` The subject is ${subject}.` : ''),
  };
  const turns = history.slice(-HOMEWORK_LIMITS.historyTurns).flatMap((turn): ChatMessage[] => [
    { role: 'user', content: `<question>\n${turn.question}\n</question>` },
    { role: 'assistant', content: turn.answer },
  ]);
  return [system, ...turns, { role: 'user', content: `<question>\n${question}\n</question>` }];
}

/** The question as blocks alone (for answers that do not come from here, such as the no-charge references). */
export function formatQuestion(question: string): HomeworkBlock[] {
  const solved = solveQuestion(question);
  return [{ type: 'text', text: question }, ...mathOfQuestion(question, solved.data)];
}

/**
 * Whether the offline solver answers this question (homework-solver.engine: maths, statistics, geometry, physics,
 * chemistry), and its answer.
 */
export function solveWithEngine(question: string): HomeworkAnswer | null {
  const solved = solveQuestion(question);
  if (solved.data === null) return null;
  return {
    formattedQuestion: [{ type: 'text', text: question }, ...mathOfQuestion(question, solved.data)],
    answer: blocksOfSolution(solved.data),
    finalAnswer: solved.data.answer,
    engine: 'engine',
  };
}

/** Why the offline solver did not answer a question it was asked (shown with the free, unanswered reply). */
export function engineRefusal(question: string): string | null {
  const solved = solveQuestion(question);
  return solved.error?.message ?? null;
}

/**
 * The provider's answer; throws when the provider fails or says nothing (the paid action then refunds). With
 * `onDelta`, the reply is streamed and each piece handed on as it is written.
 */
export async function solveWithProvider(
  client: OpenAiCompatibleClient,
  question: string,
  options: {
    subject?: string | null;
    history?: HomeworkTurn[];
    signal?: AbortSignal;
    onDelta?: (delta: string) => void;
  } = {},
): Promise<HomeworkAnswer> {
  const request = {
    messages: homeworkTutorPrompt(question, options.subject ?? null, options.history ?? []),
    temperature: 0.2,
    signal: options.signal,
  };
  let content = '';
  if (options.onDelta) {
    for await (const delta of client.stream(request)) {
      content += delta;
      options.onDelta(delta);
    }
  } else content = (await client.chat(request)).content;
  const { blocks, finalAnswer } = blocksOfReply(content);
  if (blocks.length === 0 && finalAnswer === '') throw new Error(HOMEWORK_MESSAGES.providerEmpty);
  return {
    formattedQuestion: formatQuestion(question),
    answer: blocks,
    finalAnswer,
    engine: 'provider',
  };
}

/** An answer's blocks as plain text, for a follow-up's conversation history. */
export function answerAsText(blocks: readonly HomeworkBlock[], finalAnswer: string | null): string {
  let step = 0;
  const lines = blocks.map((b) => (b.type === 'step' ? `${(step += 1)}. ${b.text}` : b.text));
  if (finalAnswer) lines.push(`Answer: ${finalAnswer}`);
  return lines.join('\n');
}
