// Follow-up questions in a homework thread, answered by the offline engine (issue 28 item 10). A follow-up
// refers back to the problem the thread is on: "why?", "explain step 2", "is x = 4 right?", "what if the 7
// were 10?", "what if c were 8?", "now do the same for 3x + 2 = 11", "as a decimal?". The thread's problem is
// found by solving its questions again in order (the engine is deterministic), each follow-up that changes the
// problem moving the thread on to the changed one. A follow-up the engine cannot tie to that problem gets a
// precise account of what it can answer, never a guess.
import type { MathNode } from 'mathjs';
import { math } from '../math/math-expression.util.ts';
import { parseExpression, sameFunction, showExpression } from '../math/expression-syntax.util.ts';
import type { MathSolution } from '../math/math-solution.types.ts';
import { blocksOfSolution, formatQuestion, solveQuestion, tidyProblem } from './homework-answer.engine.ts';
import type { HomeworkAnswer } from './homework-answer.engine.ts';
import type { HomeworkBlock } from './homework.types.ts';
import { ORDINALS, fmt } from './solvers/question-text.util.ts';
import { reasonFor } from './step-reasons.util.ts';

export type FollowUpKind = 'explain' | 'check' | 'what-if' | 'same-for' | 'answer-form' | 'new-question';

/** A problem of the thread the engine solved: the question as it now stands and its solution. */
export interface SolvedTurn {
  question: string;
  solution: MathSolution;
}

export interface FollowUpReply {
  kind: FollowUpKind;
  answer: HomeworkAnswer;
  /** The problem the thread is on after this follow-up. */
  context: SolvedTurn;
  /** explain: the step explained (1-based), 0 for the whole method. */
  step?: number;
  /** check: whether the student's answer is right. */
  correct?: boolean;
}

export type FollowUpOutcome = { reply: FollowUpReply; refusal: null } | { reply: null; refusal: string };

export const FOLLOW_UP_MESSAGES = {
  noContext:
    'The step-by-step engine did not solve the question this follows, so it cannot answer a follow-up about it. Ask it as a complete question, for example "solve 3x + 2 = 11".',
  notUnderstood: (problem: string) =>
    `The step-by-step engine answers follow-ups about its solution of ${problem}: why a step is done ("why?", "explain step 2"), whether your answer is right ("is x = 4 right?"), the same problem with a number changed ("what if 7 were 10?"), the same method on another problem ("now do 3x + 2 = 11"), and the answer as a decimal, fraction or rounded. It did not recognise one of these in this question.`,
  stepOutOfRange: (count: number) =>
    `The solution has ${count} step${count === 1 ? '' : 's'}: ask about step 1${count > 1 ? ` to ${count}` : ''}.`,
  numberNotInQuestion: (token: string, question: string) =>
    `${token} does not appear in the question "${question}", so there is nothing to change. Say which number to change, for example "what if the ${firstNumber(question) ?? '2'} were ${token}?".`,
  numberAmbiguous: (token: string, count: number) =>
    `${token} appears ${count} times in the question, so it is not clear which one to change. Write the changed question in full.`,
  quantityUnclear: (what: string) =>
    `The question has no single number for "${what}" to change. Say which number to change, for example "what if the 5 were 8?".`,
  changedUnsolved: (question: string, reason: string) =>
    `With that change the question reads "${question}", and the step-by-step engine could not solve it: ${reason}`,
  notNumeric: (answer: string) =>
    `The answer ${answer} is not a single number, so it has no other numeric form to give.`,
  noCandidate:
    'Write the answer you want checked, for example "is x = 4 right?" or "I got 12, is that correct?".',
} as const;

// ------------------------------------------------------------------------------------------------ reading

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  ...ORDINALS,
  '1st': 1,
  '2nd': 2,
  '3rd': 3,
  '4th': 4,
  '5th': 5,
  '6th': 6,
};

/** A number as students write it: 12, -3.5, 28/3, .5 (a fraction is one number). */
const VALUE = String.raw`-?\s?(?:\d+(?:\.\d+)?|\.\d+)(?:\s?\/\s?\d+(?:\.\d+)?)?`;

function plain(text: string): string {
  return text
    .replace(/[−–—]/g, '-')
    .replace(/[’‘]/g, "'")
    .replace(/×/g, '*')
    .replace(/÷/g, '/')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

function valueOf(token: string): number {
  const t = token.replace(/\s/g, '');
  const [n, d] = t.split('/');
  return d === undefined ? Number(n) : Number(n) / Number(d);
}

/** The numbers of a text as written, with where they stand (digits only: "H2O" and "x2" hold none). */
function numberTokens(text: string): Array<{ text: string; index: number; value: number }> {
  return [...text.matchAll(/(?<![\w.])\d+(?:\.\d+)?(?![\w.]*\d)/g)].map((m) => ({
    text: m[0],
    index: m.index,
    value: Number(m[0]),
  }));
}

function firstNumber(text: string): string | null {
  return numberTokens(text)[0]?.text ?? null;
}

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Whether a student's number is the exact value, allowing for rounding to the decimals they wrote. */
function sameValue(written: string, exactValue: number): boolean {
  const value = valueOf(written);
  if (close(value, exactValue)) return true;
  const decimals = /\.(\d+)/.exec(written.split('/')[0] ?? '')?.[1]?.length ?? 0;
  if (decimals === 0 || written.includes('/')) return false;
  return Math.abs(value - exactValue) <= 0.5 * 10 ** -decimals + 1e-12;
}

// ------------------------------------------------------------------------------------------------ answers

function engineAnswer(question: string, solution: MathSolution, answer: HomeworkBlock[]): HomeworkAnswer {
  return {
    formattedQuestion: [{ type: 'text', text: question }],
    answer,
    finalAnswer: solution.answer,
    engine: 'engine',
  };
}

function problemOf(turn: SolvedTurn): string {
  const math = formatQuestion(turn.question).find((b) => b.type === 'math')?.text;
  return math ?? `"${turn.question}"`;
}

// ------------------------------------------------------------------------------------------------ explain

const STEP_REFERENCE = new RegExp(
  String.raw`\b(?:step\s*(?:number\s*)?(\d+|${Object.keys(WORD_NUMBERS).join('|')})\b|(?:the\s+)?(${Object.keys(WORD_NUMBERS).join('|')}|last|final|next|previous)\s+(?:step|line)\b)`,
);

/** The step a follow-up names ("step 2", "the second step", "the last step"), or null. */
function namedStep(text: string, count: number): number | null {
  const m = STEP_REFERENCE.exec(text);
  if (!m) return null;
  const word = m[1] ?? m[2] ?? '';
  if (word === 'last' || word === 'final') return count;
  if (word === 'next' || word === 'previous') return null;
  return /^\d+$/.test(word) ? Number(word) : (WORD_NUMBERS[word] ?? null);
}

const ASKS_WHY =
  /^(?:(?:but|ok(?:ay)?|so|and|sorry|hmm+|wait|um+)[,\s]+)*(?:why|how come|how (?:did|do|does|can|is|are|was)\b|where (?:did|does|do)\b|what (?:does|do) (?:that|this|it|you|the)\b|what (?:is|was|'s) the (?:point|reason|idea)|what (?:is|are|was|'s) (?:the |a |an )?(?=[^?]+ for\b)|why\b|what happened|explain|can you explain|could you explain|please explain|i (?:don'?t|do not|still don'?t) (?:get|understand|see)|i'?m (?:confused|lost)|confused|huh|what\?*$|how\?*$|go over)/;

/** Words students use for what a step's description says otherwise. */
const SYNONYMS: Record<string, string[]> = {
  c: ['constant', 'integration'],
  sort: ['order'],
  sorted: ['order'],
  arrange: ['order'],
  ordering: ['order'],
  minus: ['subtract'],
  plus: ['add'],
  times: ['multiply'],
  division: ['divide'],
  formula: ['formula'],
  '2a': ['quadratic', 'formula'],
  'b^2': ['discriminant'],
  '4ac': ['discriminant'],
  cos: ['sin', 'cos'],
  sin: ['sin', 'cos'],
};

const DEICTIC = new Set(
  "why how come did do does can is are was where what explain please you your we i me my it its that this those these the a an of to in on for from with and or but so then there here get got understand see mean means meant again step steps line part answer solution work working worked do done doing just really exactly actually confused lost still bit more about any go over show happened happen point reason idea come comes came from ok okay sorry hmm wait um use used using need needed have has had be been being like would should could that's it's don't first number numbers value values we us our by at as into onto not no yes which when than if they them their what's whats thing things".split(
    ' ',
  ),
);

function stem(word: string): string {
  return word.replace(/(?:ing|ed|es|s)$/, '');
}

function stepText(solution: MathSolution, index: number): string {
  const s = solution.steps[index];
  return s ? plain(`${s.description} ${s.expression}`) : '';
}

/**
 * The step a "why" follow-up is about, from its words and numbers ("why divide by 4?", "where does the 6 come
 * from?"): 0 when it names nothing (the whole method), null when it names something no step holds (so it is
 * not about this solution).
 */
function stepAskedAbout(text: string, solution: MathSolution): number | null {
  const words = text
    .replace(/[^\p{L}\p{N}^+\-*/=.' ]/gu, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^[.']+|[.']+$/g, ''))
    .filter((w) => w !== '' && !DEICTIC.has(w));
  if (words.length === 0) return 0;
  const numbers = words.filter((w) => /^-?\d+(?:\.\d+)?$/.test(w));
  const stems = words
    .filter((w) => !numbers.includes(w) && w !== '+' && w !== '-')
    .flatMap((w) => SYNONYMS[w] ?? (w.length > 1 ? [w] : []))
    .map(stem);
  const shows = (i: number, n: string) =>
    new RegExp(`(?<![\\d.])${n.replace('.', '\\.')}(?![\\d.])`).test(stepText(solution, i));
  if (stems.length === 0) {
    // "Where does the 6 come from?": the first step that shows the number.
    for (const n of numbers) {
      const index = solution.steps.findIndex((_, i) => shows(i, n));
      if (index >= 0) return index + 1;
    }
    return numbers.length === 0 ? 0 : null;
  }
  let best = 0;
  let bestScore = 0;
  solution.steps.forEach((step, i) => {
    const have = new Set(
      plain(step.description)
        .split(/[^\p{L}\p{N}^]+/u)
        .map(stem),
    );
    const working = new Set(
      plain(step.expression)
        .split(/[^\p{L}\p{N}^]+/u)
        .map(stem),
    );
    const found = (s: string, where: Set<string>) =>
      where.has(s) || [...where].some((h) => h.length > 3 && s.length > 3 && h.startsWith(s));
    // What the step does (its description) counts for more than what its working happens to show.
    const score =
      stems.reduce((t, s) => t + (found(s, have) ? 2 : found(s, working) ? 1 : 0), 0) +
      (numbers.some((n) => shows(i, n)) ? 1 : 0);
    if (score > bestScore) [best, bestScore] = [i + 1, score];
  });
  // Enough of what the student names must be in the step; a question about something else is not about it.
  return bestScore >= 2 && bestScore >= stems.length ? best : null;
}

function explainStep(turn: SolvedTurn, n: number): HomeworkBlock[] {
  const steps = turn.solution.steps;
  const step = steps[n - 1]!;
  const before = n === 1 ? tidyProblem(turn.solution.problem) : steps[n - 2]!.expression;
  const reason = reasonFor(step.description);
  return [
    { type: 'text', text: `Step ${n} of ${steps.length}: ${step.description}` },
    {
      type: 'math',
      text: before === step.expression ? step.expression : `${before}  →  ${step.expression}`,
    },
    {
      type: 'text',
      text: reason ?? `This step takes the working from the line before it to ${step.expression}.`,
    },
  ];
}

function explainMethod(turn: SolvedTurn): HomeworkBlock[] {
  return [
    { type: 'text', text: `Why each step of the solution of ${problemOf(turn)} is done:` },
    ...turn.solution.steps.flatMap((step): HomeworkBlock[] => {
      const reason = reasonFor(step.description);
      return [
        { type: 'step', text: reason ? `${step.description} Why: ${reason}` : step.description },
        { type: 'math', text: step.expression },
      ];
    }),
  ];
}

// ------------------------------------------------------------------------------------------------ check

const ASKS_CHECK =
  /\b(?:check|verify|mark|correct|right(?!\s*(?:triangle|angle|-angled))|wrong)\b|\bi (?:got|get|have|found|said|put|wrote|calculated|think|thought|came up with|ended up with)\b|\bmy (?:answer|result|solution)\b|\bam i\b|\bdid i\b|\bis (?:it|the answer|x|y|that)\b/;

const VARIABLE_VALUE = new RegExp(String.raw`\b([a-z])\s*(?:=|is|was|were|equals?|be)\s*(${VALUE})`, 'g');

/** The unknowns and values of an answer such as "x = 1, y = 4" or "x = 3 or x = 2". */
function namedValues(answer: string): Array<{ name: string; value: number }> {
  return [...plain(answer).matchAll(new RegExp(String.raw`\b([a-z])\s*=\s*(${VALUE})`, 'g'))].map((m) => ({
    name: m[1]!,
    value: valueOf(m[2]!),
  }));
}

interface Candidate {
  named: Array<{ name: string; text: string }>;
  numbers: string[];
  expression: MathNode | null;
}

function candidateOf(text: string, solution: MathSolution): Candidate {
  const withoutSteps = text.replace(STEP_REFERENCE, ' ');
  const named = [...withoutSteps.matchAll(VARIABLE_VALUE)].map((m) => ({ name: m[1]!, text: m[2]! }));
  const numbers = named.length
    ? []
    : [...withoutSteps.matchAll(new RegExp(String.raw`(?<![\w.^])${VALUE}(?![\w^])`, 'g'))].map((m) => m[0]);
  let expression: MathNode | null = null;
  const variable = solution.result?.variable;
  if (solution.result?.expression !== undefined && variable !== undefined) {
    const said =
      /(?:got|get|is it|answer is|be|have|wrote|put|=|:)\s*(.+?)\s*(?:\?|,? is (?:that|it|this)|,? right|,? correct|$)/.exec(
        withoutSteps,
      )?.[1];
    if (said !== undefined && said.includes(variable)) {
      const body = said
        .replace(/^(?:[a-z]'?\s*\(\s*[a-z]\s*\)|dy\/dx|y'|f'|the derivative|the integral)\s*(?:=|is)\s*/, '')
        .replace(/\+\s*c\b/, '');
      try {
        expression = parseExpression(body);
      } catch {
        expression = null;
      }
    }
  }
  return { named, numbers, expression };
}

/** Both sides of an equation in one unknown at a value, when the problem is such an equation. */
function sidesAt(problem: string, variable: string, value: number): [number, number] | null {
  const parts = problem.split(/=|<=|>=|<|>|≤|≥/);
  if (parts.length !== 2) return null;
  try {
    const [l, r] = parts.map((p) =>
      parseExpression(p!)
        ?.compile()
        .evaluate({ [variable]: value }),
    );
    return typeof l === 'number' && typeof r === 'number' ? [l, r] : null;
  } catch {
    return null;
  }
}

const EQUATION_KINDS = new Set(['linear', 'quadratic', 'equation']);

function substitution(turn: SolvedTurn, variable: string, value: number): HomeworkBlock[] {
  if (!EQUATION_KINDS.has(turn.solution.kind)) return [];
  const problem = tidyProblem(turn.solution.problem);
  const sides = sidesAt(problem, variable, value);
  if (sides === null) return [];
  const [l, r] = sides;
  return [
    { type: 'step', text: `Substitute ${variable} = ${fmt(value)} into ${problem}.` },
    {
      type: 'math',
      text: `left side = ${fmt(l)}, right side = ${fmt(r)} ${close(l, r) ? '(equal)' : '(not equal)'}`,
    },
  ];
}

function checkAnswer(turn: SolvedTurn, text: string): FollowUpReply | string | null {
  const { solution } = turn;
  const candidate = candidateOf(text, solution);
  const result = solution.result;
  const known = namedValues(solution.answer);
  let correct: boolean | null = null;
  let said = '';
  let substituted: HomeworkBlock[] = [];
  if (candidate.expression !== null && result?.expression !== undefined) {
    const v = result.variable ?? 'x';
    correct = sameFunction(candidate.expression, math.parse(result.expression), v, {
      upToConstant: result.upToConstant,
    });
    said = showExpression(candidate.expression);
  } else if (candidate.named.length > 0 && result?.values !== undefined) {
    const byName = candidate.named.map((c) => ({ ...c, value: valueOf(c.text) }));
    const names = new Set(known.map((k) => k.name));
    if (byName.some((c) => !names.has(c.name)) || names.size === 0) return null;
    const wanted = known.filter((k) => byName.some((c) => c.name === k.name));
    // Each value the student gives must be one of the answer's values for that unknown.
    correct = byName.every((c) => wanted.some((k) => k.name === c.name && sameValue(c.text, k.value)));
    if (correct && byName.length < known.length) correct = null;
    said = byName.map((c) => `${c.name} = ${c.text.replace(/\s/g, '')}`).join(', ');
    if (byName.length === 1) substituted = substitution(turn, byName[0]!.name, byName[0]!.value);
    if (correct === null) {
      return {
        kind: 'check',
        correct: false,
        context: turn,
        answer: engineAnswer(text, solution, [
          { type: 'text', text: `${said} is right, but it is not the whole answer: ${solution.answer}.` },
        ]),
      };
    }
  } else if (candidate.numbers.length > 0 && result?.values !== undefined && result.values.length > 0) {
    const values = result.values;
    const given = candidate.numbers.filter(
      (n) =>
        !numberTokens(turn.question).some((t) => t.text === n.trim()) || values.some((v) => sameValue(n, v)),
    );
    if (given.length === 0) return null;
    const matched = given.map((n) => values.some((v) => sameValue(n, v)));
    correct = matched.every(Boolean);
    said = given.map((n) => n.replace(/\s/g, '')).join(', ');
    const variable = known[0]?.name;
    if (given.length === 1 && variable !== undefined)
      substituted = substitution(turn, variable, valueOf(given[0]!));
    if (correct && values.length > 1 && given.length < values.length && known.length > 1) {
      return {
        kind: 'check',
        correct: false,
        context: turn,
        answer: engineAnswer(text, solution, [
          ...substituted,
          { type: 'text', text: `${said} is right, but it is not the whole answer: ${solution.answer}.` },
        ]),
      };
    }
  } else if (result?.coefficients !== undefined && candidate.numbers.length === result.coefficients.length) {
    correct = candidate.numbers.every((n, i) => close(valueOf(n), result.coefficients![i]!));
    said = candidate.numbers.join(', ');
  } else if (
    candidate.numbers.length === 0 &&
    candidate.named.length === 0 &&
    candidate.expression === null
  ) {
    return FOLLOW_UP_MESSAGES.noCandidate;
  }
  if (correct === null) return null;
  const verdict = correct ? `Yes: ${said} is right.` : `Not quite: ${said} is not the answer.`;
  return {
    kind: 'check',
    correct,
    context: turn,
    answer: engineAnswer(text, solution, [
      { type: 'text', text: verdict },
      ...substituted,
      { type: 'text', text: `The answer to ${problemOf(turn)} is ${solution.answer}.` },
    ]),
  };
}

/** "How do I check it?": the engine's own answer put back into the problem. */
function verifyOwnAnswer(turn: SolvedTurn, text: string): FollowUpReply | null {
  const known = namedValues(turn.solution.answer);
  const blocks = known.flatMap((k) => substitution(turn, k.name, k.value));
  const checkStep = turn.solution.steps.findIndex((s) => /^check/i.test(s.description));
  if (blocks.length === 0 && checkStep < 0) return null;
  return {
    kind: 'explain',
    step: checkStep >= 0 ? checkStep + 1 : 0,
    context: turn,
    answer: engineAnswer(text, turn.solution, [
      {
        type: 'text',
        text: 'To check the answer, put it back into the original problem: both sides must agree.',
      },
      ...(blocks.length > 0 ? blocks : explainStep(turn, checkStep + 1)),
    ]),
  };
}

// ------------------------------------------------------------------------------------------------ what if

const QUANTITY_UNITS: Array<readonly [RegExp, RegExp]> = [
  [
    /percent|%|rate|interest|discount|off|tax|increase|decrease|reduction|markup/,
    /^\s*(?:%|percent|per ?cent)/,
  ],
  [/price|cost|costs|pay|paid|money|dollars?|amount|invest|principal|\$/, /(?:\$)\s*$/],
  [/mass|weight|kg|grams?/, /^\s*(?:kg|g|grams?|kilograms?)\b/],
  [/time|seconds?|duration|long/, /^\s*(?:s|sec|seconds?|min|minutes?|h|hours?)\b/],
  [/years?/, /^\s*years?\b/],
  [/speed|velocity/, /^\s*(?:m\/s|km\/h|mph)/],
  [/distance|length|height|width|side|radius|diameter|leg|hypotenuse/, /^\s*(?:m|cm|mm|km|units?)\b/],
];

interface Change {
  question: string;
  from: string;
  to: string;
}

function replaceAt(question: string, index: number, length: number, to: string): string {
  return `${question.slice(0, index)}${to}${question.slice(index + length)}`;
}

/** The question with a number changed ("the 7" → 10), or why it cannot be. */
function changeNumber(question: string, from: string, to: string, unit = ''): Change | string {
  const target = valueOf(from);
  const negative = from.trim().startsWith('-');
  const lower = question.toLowerCase();
  const unitText = unit.toLowerCase().replace(/²/g, '^2').replace(/³/g, '^3');
  const tokens = numberTokens(question).filter(
    (t) =>
      close(t.value, Math.abs(target)) &&
      (unitText === '' ||
        lower
          .slice(t.index + t.text.length)
          .trimStart()
          .startsWith(unitText)),
  );
  const signed = tokens.filter((t) => /-\s*$/.test(question.slice(0, t.index)) === negative || !negative);
  const found = negative ? signed : tokens;
  if (found.length === 0) return FOLLOW_UP_MESSAGES.numberNotInQuestion(from.trim(), question);
  if (found.length > 1) return FOLLOW_UP_MESSAGES.numberAmbiguous(from.trim(), found.length);
  const token = found[0]!;
  let start = token.index;
  let replacement = to.replace(/\s/g, '');
  if (negative) {
    const before = /-\s*$/.exec(question.slice(0, start));
    if (before) start -= before[0].length;
  }
  // A negative value after a binary operator flips it: "x - 3" with -2 for 3 reads "x + 2".
  const prefix = question.slice(0, start);
  const operator = /([-+])\s*$/.exec(prefix);
  if (replacement.startsWith('-') && operator && /[\w)]\s*$/.test(prefix.slice(0, operator.index))) {
    const flipped = operator[1] === '-' ? '+' : '-';
    return {
      question: replaceAt(
        question,
        operator.index,
        token.index + token.text.length - operator.index,
        `${flipped} ${replacement.slice(1)}`,
      ),
      from,
      to,
    };
  }
  if (replacement.includes('/') && /[\^*/]\s*$/.test(question.slice(0, start)))
    replacement = `(${replacement})`;
  return {
    question: replaceAt(question, start, token.index + token.text.length - start, replacement),
    from,
    to,
  };
}

/** The question with the number for a named quantity changed ("the discount" → 30%), or why it cannot be. */
function changeQuantity(question: string, what: string, to: string): Change | string {
  const tokens = numberTokens(question);
  const words = what
    .split(/\s+/)
    .filter((w) => w.length > 2 && !DEICTIC.has(w))
    .map(stem);
  const lower = question.toLowerCase();
  const scored = tokens.map((t) => {
    let score = 0;
    const after = lower.slice(t.index + t.text.length, t.index + t.text.length + 12);
    const before = lower.slice(Math.max(0, t.index - 2), t.index);
    const around = lower.slice(Math.max(0, t.index - 40), t.index + t.text.length + 40);
    for (const [names, unit] of QUANTITY_UNITS) {
      const named = names.test(what);
      const toUnit = unit.test(to.replace(/^[-\d.\s/]+/, '')) || unit.test(to.slice(0, 1));
      const hasUnit = unit.test(after) || unit.test(before);
      if (hasUnit && (named || toUnit)) score += 3;
    }
    for (const w of words) if (new RegExp(`\\b${w}`).test(around)) score += 2;
    return { t, score };
  });
  const best = Math.max(0, ...scored.map((s) => s.score));
  const top = scored.filter((s) => s.score === best && best > 0);
  if (top.length !== 1) return FOLLOW_UP_MESSAGES.quantityUnclear(what);
  const t = top[0]!.t;
  return {
    question: replaceAt(question, t.index, t.text.length, String(valueOf(to.replace(/[^-\d./]/g, '')))),
    from: t.text,
    to,
  };
}

/** a, b, c of a quadratic ("a = 1, b = -5, c = 6" in its steps), with one changed. */
function changeCoefficient(turn: SolvedTurn, name: string, to: string): Change | null {
  if (turn.solution.kind !== 'quadratic') return null;
  const read = turn.solution.steps.map((s) => s.expression).find((e) => /\ba = .*\bb = .*\bc = /.test(e));
  if (read === undefined) return null;
  const coef: Record<string, string> = {};
  for (const m of read.matchAll(/\b([abc]) = (-?[\d./]+)/g)) coef[m[1]!] = m[2]!;
  if (coef[name] === undefined) return null;
  const variable = namedValues(turn.solution.answer)[0]?.name ?? 'x';
  const from = `${name} = ${coef[name]}`;
  coef[name] = String(valueOf(to));
  const [a, b, c] = ['a', 'b', 'c'].map((k) => coef[k] ?? '0');
  const term = (n: string, power: string) => {
    const v = valueOf(n);
    if (v === 0) return '';
    const abs = Math.abs(v);
    const body = power === '' ? fmt(abs) : `${abs === 1 ? '' : fmt(abs)}${power}`;
    return `${v < 0 ? ' - ' : ' + '}${body}`;
  };
  const polynomial = `${term(a!, `${variable}^2`)}${term(b!, variable)}${term(c!, '')}`
    .replace(/^ \+ /, '')
    .replace(/^ - /, '-');
  return { question: `solve ${polynomial || '0'} = 0`, from, to: `${name} = ${fmt(valueOf(to))}` };
}

function solvedChange(turn: SolvedTurn, change: Change, text: string, kind: FollowUpKind): FollowUpOutcome {
  const solved = solveQuestion(change.question);
  if (solved.data === null)
    return {
      reply: null,
      refusal: FOLLOW_UP_MESSAGES.changedUnsolved(change.question, solved.error.message),
    };
  const context = { question: change.question, solution: solved.data };
  const lead =
    kind === 'what-if'
      ? `With ${change.to.trim()} in place of ${change.from.trim()}, the question reads: ${change.question}`
      : `The same way, for ${problemOf(context)}:`;
  return {
    reply: {
      kind,
      context,
      answer: {
        formattedQuestion: [{ type: 'text', text }, ...formatQuestion(change.question).slice(1)],
        answer: [{ type: 'text', text: lead }, ...blocksOfSolution(solved.data)],
        finalAnswer: solved.data.answer,
        engine: 'engine',
      },
    },
    refusal: null,
  };
}

/** "What if x were 5?" where x is the unknown (or the variable of an expression): the problem at that value. */
function atValue(turn: SolvedTurn, variable: string, to: string, text: string): FollowUpReply | null {
  const value = valueOf(to);
  const { solution } = turn;
  const known = namedValues(solution.answer);
  if (known.some((k) => k.name === variable) && EQUATION_KINDS.has(solution.kind)) {
    const correct = known.some((k) => k.name === variable && close(k.value, value));
    const blocks = substitution(turn, variable, value);
    return {
      kind: 'check',
      correct,
      context: turn,
      answer: engineAnswer(text, solution, [
        ...blocks,
        {
          type: 'text',
          text: correct
            ? `${variable} = ${fmt(value)} makes both sides equal, so it is a solution.`
            : `${variable} = ${fmt(value)} does not make both sides equal, so it is not a solution. The solution is ${solution.answer}.`,
        },
      ]),
    };
  }
  const expression = solution.result?.expression;
  if (expression === undefined || solution.result?.variable !== variable || solution.result.upToConstant)
    return null;
  let at: unknown;
  try {
    at = math
      .parse(expression)
      .compile()
      .evaluate({ [variable]: value });
  } catch {
    return null;
  }
  if (typeof at !== 'number' || !Number.isFinite(at)) return null;
  const label =
    solution.kind === 'derivative' ? `f'(${fmt(value)})` : `At ${variable} = ${fmt(value)}, the value`;
  return {
    kind: 'what-if',
    context: turn,
    answer: {
      ...engineAnswer(text, solution, [
        { type: 'step', text: `Substitute ${variable} = ${fmt(value)} into ${solution.answer}.` },
        {
          type: 'math',
          text: `${showExpression(math.parse(expression))} at ${variable} = ${fmt(value)}  →  ${fmt(at)}`,
        },
      ]),
      finalAnswer: `${label} = ${fmt(at)}`,
    },
  };
}

const NEW_VALUE = String.raw`(-?\s?\$?\s?(?:\d+(?:\.\d+)?|\.\d+)(?:\s?\/\s?\d+)?\s?(?:%|percent|per ?cent|[a-z]{1,7}(?:\/[a-z]{1,3})?(?:\^?\d)?)?)`;
const BE = String.raw`(?:were|was|is|are|be|became|becomes|becoming|equals?|=|changed to|changes to|went to|goes to|increased to|decreased to|dropped to|rose to|became|is changed to|was changed to|were changed to)`;

const WHAT_IF_PATTERNS: RegExp[] = [
  new RegExp(
    String.raw`^(?:and\s+|but\s+|ok(?:ay)?,?\s+|now\s+)?(?:what|how)\s+(?:about\s+)?(?:if|when)\s+(?:the\s+)?(.+?)\s+${BE}\s+${NEW_VALUE}(?:\s+instead(?:\s+of\s+.+)?)?\s*[?.!]*$`,
  ),
  new RegExp(
    String.raw`^(?:and\s+|but\s+|now\s+)?(?:if|suppose|say|assume|let)\s+(?:that\s+)?(?:the\s+)?(.+?)\s+${BE}\s+${NEW_VALUE}(?:\s+instead(?:\s+of\s+.+)?)?\s*[,?.!]*\s*(?:what (?:then|now|happens|would (?:it|the answer) be)|then what)?\s*[?.!]*$`,
  ),
  new RegExp(
    String.raw`^(?:and\s+|but\s+|now\s+)?(?:what|how)\s+(?:about|if)\s+(?:with\s+)?([a-z])\s*=\s*${NEW_VALUE}\s*[?.!]*$`,
  ),
  new RegExp(
    String.raw`^(?:and\s+|now\s+)?(?:same|the same)(?:\s+(?:thing|question|problem))?\s+(?:but\s+)?with\s+(?:the\s+)?([a-z]|.+?)\s*(?:=|as|being|of)\s*${NEW_VALUE}\s*[?.!]*$`,
  ),
  new RegExp(
    String.raw`^(?:and\s+|now\s+)?(?:does|would|will|could|can)\s+([a-z])\s*=\s*${NEW_VALUE}\s+(?:work|be a solution|also work|work too|satisfy it|be right|be correct)\b.*$`,
  ),
  new RegExp(String.raw`^(?:and\s+|now\s+)?(?:with|using)\s+([a-z])\s*=\s*${NEW_VALUE}\s*[?.!]*$`),
];

/** "X instead of Y", "change Y to X", "replace Y with X": the number changed, the new value. */
const SWAP_PATTERNS: Array<{ pattern: RegExp; from: number; to: number }> = [
  {
    pattern: new RegExp(
      String.raw`\b(?:change|make|turn|set)\s+(?:the\s+)?(${VALUE})\s+(?:to|into|equal to)\s+${NEW_VALUE}`,
    ),
    from: 1,
    to: 2,
  },
  {
    pattern: new RegExp(String.raw`\breplace\s+(?:the\s+)?(${VALUE})\s+(?:with|by)\s+${NEW_VALUE}`),
    from: 1,
    to: 2,
  },
  {
    pattern: new RegExp(
      String.raw`${NEW_VALUE}\s+(?:instead of|in place of|rather than|replacing)\s+(?:the\s+)?(${VALUE})(?![\w.])`,
    ),
    from: 2,
    to: 1,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:if|when)\s+(?:the\s+)?(${VALUE})\s+${BE}\s+(?:a\s+|an\s+)?${NEW_VALUE}`,
    ),
    from: 1,
    to: 2,
  },
  {
    pattern: new RegExp(
      String.raw`\b(?:the\s+)?(${VALUE})\s+(?:is|was|were)\s+replaced\s+(?:with|by)\s+${NEW_VALUE}`,
    ),
    from: 1,
    to: 2,
  },
];

function whatIf(turn: SolvedTurn, text: string): FollowUpOutcome | null {
  for (const { pattern, from, to } of SWAP_PATTERNS) {
    const m = pattern.exec(text);
    if (!m) continue;
    const change = changeNumber(turn.question, m[from]!, m[to]!);
    if (typeof change === 'string') return { reply: null, refusal: change };
    return solvedChange(turn, change, text, 'what-if');
  }
  for (const pattern of WHAT_IF_PATTERNS) {
    const m = pattern.exec(text);
    if (!m) continue;
    const what = m[1]!.trim();
    const to = m[2]!.trim();
    // "What if it was 2x - 3 = 7?" names a new problem, not a number of this one.
    if (
      /^(?:it|this|that|the (?:question|equation|problem|expression|function))\b/.test(what) ||
      /[=<>^]/.test(what)
    )
      return null;
    if (/^[a-z]$/.test(what)) {
      const coefficient = changeCoefficient(turn, what, to);
      if (coefficient !== null) return solvedChange(turn, coefficient, text, 'what-if');
      const evaluated = atValue(turn, what, to, text);
      if (evaluated !== null) return { reply: evaluated, refusal: null };
      const known = turn.solution.steps
        .map((s) => new RegExp(String.raw`(?:^|[\s,(])${what} = (-?[\d.]+) ?([^\s,;]*)`).exec(s.expression))
        .find((m) => m !== null);
      if (known) {
        const [value, unit] = [known[1]!, known[2] ?? ''];
        const change = changeNumber(turn.question, value, to, unit);
        if (typeof change !== 'string') return solvedChange(turn, change, text, 'what-if');
        // A rate the working shows as a decimal (r = 0.06) is a percentage in the question (6%).
        const percent = changeNumber(turn.question, String(Number(value) * 100), to.replace('%', ''), '%');
        if (typeof percent !== 'string') return solvedChange(turn, percent, text, 'what-if');
        return { reply: null, refusal: change };
      }
      return { reply: null, refusal: FOLLOW_UP_MESSAGES.quantityUnclear(what) };
    }
    if (/^-?\s?[\d.]+(?:\s?\/\s?\d+)?$/.test(what)) {
      const change = changeNumber(turn.question, what, to);
      if (typeof change === 'string') return { reply: null, refusal: change };
      return solvedChange(turn, change, text, 'what-if');
    }
    if (/^(?:it|this|that|the (?:question|equation|problem|expression))$/.test(what)) return null;
    const change = changeQuantity(turn.question, what, to);
    if (typeof change === 'string') return { reply: null, refusal: change };
    return solvedChange(turn, change, text, 'what-if');
  }
  return null;
}

// ------------------------------------------------------------------------------------------------ same for

const SAME_FOR =
  /^(?:(?:ok(?:ay)?|great|thanks?|thank you|cool|nice|good|and|so|now|then|next)[,!.\s]+)*(?:(?:can|could|would) you\s+(?:please\s+)?|please\s+|let'?s\s+)?(?:(?:do|try|solve|work out|repeat|redo|apply|use)\s+(?:it|this|that|the same(?:\s+(?:thing|steps?|method|way|question|again))?|same(?:\s+thing)?|again|this method|that method|the same method)?\s*(?:again\s+)?(?:but\s+)?(?:for|with|on|to|using)\s+|(?:the\s+)?same\s+(?:thing\s+|question\s+|method\s+)?(?:but\s+)?(?:for|with|on)\s+|(?:what|how)\s+(?:about\s+)?if\s+(?:it|this|that|the (?:question|equation|problem|expression|function))\s+(?:was|were|is|had been|said)\s+|(?:what|how)\s+about\s+|and\s+(?:for\s+|with\s+)?|now\s+(?:for\s+|with\s+|solve\s+|do\s+|try\s+)?|next(?:\s+one)?\s*:?\s*|another one\s*:?\s*|this one\s*:?\s*|try\s+)(.+?)\s*[?.!]*$/;

const NUMBER_LIST = /-?\d+(?:\.\d+)?(?:\s*,\s*(?:and\s+)?-?\d+(?:\.\d+)?){2,}/;

/** The problem's operation applied to a new operand: "differentiate x^3" after a derivative, and so on. */
function sameOperation(turn: SolvedTurn, operand: string): string[] {
  const q = turn.question;
  const { kind } = turn.solution;
  const list = NUMBER_LIST.exec(operand)?.[0];
  if (list !== undefined && NUMBER_LIST.test(q)) return [q.replace(NUMBER_LIST, list)];
  if (kind === 'derivative') return [`differentiate ${operand}`];
  if (kind === 'integral') {
    const limits = /\bfrom\s+(-?[\w.]+)\s+to\s+(-?[\w.]+)/i.exec(q);
    return limits && !/\bfrom\b/.test(operand)
      ? [`integrate ${operand} from ${limits[1]} to ${limits[2]}`]
      : [`integrate ${operand}`];
  }
  if (kind === 'limit') {
    const head = /^(.*\bof)\s/i.exec(q)?.[1];
    return head ? [`${head} ${operand}`] : [];
  }
  if (kind === 'polynomial') {
    const verb = /^\s*(factor(?:ise|ize)?|expand|simplify)/i.exec(q)?.[1] ?? 'factor';
    return [`${verb} ${operand}`];
  }
  if (['linear', 'quadratic', 'equation', 'inequality', 'system'].includes(kind)) return [`solve ${operand}`];
  return [];
}

function sameFor(turn: SolvedTurn, text: string, original: string): FollowUpOutcome | null {
  const m = SAME_FOR.exec(text);
  if (!m) return null;
  const operandStart = original.toLowerCase().lastIndexOf(m[1]!.slice(0, 12));
  const operand = (
    operandStart >= 0 ? original.slice(operandStart, operandStart + m[1]!.length) : m[1]!
  ).trim();
  // A bare value ("now do the same for 40%", "what about 12 kg?") changes the matching number of the question.
  if (
    /^-?\s?\$?\s?[\d.]+(?:\s?\/\s?\d+)?\s?(?:%|percent|[a-z]{1,5}(?:\/[a-z]{1,3})?)?$/.test(
      operand.toLowerCase(),
    ) &&
    !/[a-z]\s*[=<>]/.test(operand)
  ) {
    const change = changeQuantity(turn.question, operand, operand);
    if (typeof change === 'string') return { reply: null, refusal: change };
    return solvedChange(turn, change, original, 'what-if');
  }
  for (const question of [...sameOperation(turn, operand), operand]) {
    const solved = solveQuestion(question);
    if (solved.data !== null) return solvedChange(turn, { question, from: '', to: '' }, original, 'same-for');
  }
  return null;
}

// ------------------------------------------------------------------------------------------------ answer form

const WORD_DIGITS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

function answerForm(turn: SolvedTurn, text: string): FollowUpReply | string | null {
  const decimal =
    /\b(?:as|in|into|to|give|write|convert)\b.*\bdecimals?\b|\bdecimal (?:form|value|answer)\b|^decimals?\??$/.test(
      text,
    );
  const fraction =
    /\b(?:as|in|into|to)\b.*\bfractions?\b|\bsimplest form\b|\bexact (?:form|value|answer)\b|^fractions?\??$/.test(
      text,
    );
  const rounding =
    /\bround|\bto\s+(?:\d+|one|two|three|four|five|six)\s+(?:decimal places?|dp|d\.p\.|significant (?:figures?|digits?)|sig\.? ?figs?|s\.f\.|sf)\b|\bnearest\s+(?:whole|integer|tenth|hundredth|thousandth|unit|cent|whole number)/.test(
      text,
    );
  const percent = /\b(?:as|in|into)\s+(?:a\s+)?percent(?:age)?\b/.test(text);
  if (!decimal && !fraction && !rounding && !percent) return null;
  const values = turn.solution.result?.values;
  if (values === undefined || values.length === 0) return FOLLOW_UP_MESSAGES.notNumeric(turn.solution.answer);
  let render: (v: number) => string;
  let label: string;
  if (rounding) {
    const m =
      /(\d+|one|two|three|four|five|six)\s+(decimal places?|dp|d\.p\.|significant|sig|s\.f\.|sf)/.exec(text);
    const n = m ? (/^\d+$/.test(m[1]!) ? Number(m[1]) : (WORD_DIGITS[m[1]!] ?? 2)) : 0;
    const significant = m ? /^s/.test(m[2]!) : false;
    const nearest = /nearest\s+(tenth|hundredth|thousandth|cent)/.exec(text)?.[1];
    const places = nearest ? { tenth: 1, hundredth: 2, cent: 2, thousandth: 3 }[nearest] : n;
    render = significant
      ? (v) => String(Number(v.toPrecision(Math.max(1, n))))
      : (v) => v.toFixed(places ?? 0);
    label = significant
      ? `to ${n} significant figure${n === 1 ? '' : 's'}`
      : places
        ? `to ${places} decimal place${places === 1 ? '' : 's'}`
        : 'to the nearest whole number';
  } else if (fraction) {
    render = (v) => {
      const f = math.fraction(v);
      const n = Number(f.n) * Number(f.s);
      const d = Number(f.d);
      return d === 1 ? String(n) : d > 10000 ? fmt(v) : `${n}/${d}`;
    };
    label = 'as a fraction';
  } else if (percent) {
    render = (v) => `${fmt(v * 100)}%`;
    label = 'as a percentage';
  } else {
    render = (v) => fmt(v);
    label = 'as a decimal';
  }
  const names = namedValues(turn.solution.answer).map((k) => k.name);
  const shown = values
    .map((v, i) => (names[i] ? `${names[i]} = ${render(v)}` : render(v)))
    .join(names.length > 1 && new Set(names).size === 1 ? ' or ' : ', ');
  return {
    kind: 'answer-form',
    context: turn,
    answer: {
      ...engineAnswer(text, turn.solution, [
        { type: 'text', text: `The answer ${turn.solution.answer}, ${label}:` },
        { type: 'math', text: shown },
      ]),
      finalAnswer: shown,
    },
  };
}

// ------------------------------------------------------------------------------------------------ the thread

/** The problem a thread is on after its questions, in order (null when the engine solved none of them). */
export function threadContext(questions: readonly string[]): SolvedTurn | null {
  let context: SolvedTurn | null = null;
  for (const question of questions) {
    if (context === null) {
      const solved = solveQuestion(question);
      if (solved.data !== null) context = { question, solution: solved.data };
      continue;
    }
    const outcome = answerFollowUpTo(context, question);
    if (outcome.reply !== null) context = outcome.reply.context;
  }
  return context;
}

// Whole words only: "Solve …" does not open with "so", nor "Andrew …" with "and".
const LEAD_IN =
  /^\s*(?:(?:ok(?:ay)?|great|thanks?|thank you|cool|and|so|now|then|next(?: one)?|another(?: one)?|and this one|this one|also|ok next)\b\s*[,:.!-]*\s*)+/i;

/** A complete problem of its own asked in the thread ("ok next: solve 8x + 9 = 17"), not a reference to it. */
function newQuestion(followUp: string): FollowUpOutcome | null {
  const question = followUp.replace(LEAD_IN, '').trim();
  const text = plain(question);
  // A lone value or equation such as "x = 3" is an answer to check, not a problem.
  if (
    /\b(?:right(?!\s*(?:triangle|angle|-angled))|correct|wrong|check|got|my answer|instead|same)\b/.test(text)
  )
    return null;
  if (
    /^[a-z]\s*=\s*-?[\d./\s]+[?.!]*$/.test(text) ||
    !/\d.*\d|[a-z]\s*\^|\d\s*[a-z]|[a-z]\s*[-+*/]/.test(text)
  )
    return null;
  const solved = solveQuestion(question);
  if (solved.data === null) return null;
  return {
    reply: {
      kind: 'new-question',
      context: { question, solution: solved.data },
      answer: {
        formattedQuestion: formatQuestion(followUp),
        answer: blocksOfSolution(solved.data),
        finalAnswer: solved.data.answer,
        engine: 'engine',
      },
    },
    refusal: null,
  };
}

function answerFollowUpTo(turn: SolvedTurn, followUp: string): FollowUpOutcome {
  const text = plain(followUp);
  const steps = turn.solution.steps.length;
  const reply = (r: FollowUpReply | string | null): FollowUpOutcome | null =>
    r === null ? null : typeof r === 'string' ? { reply: null, refusal: r } : { reply: r, refusal: null };

  const named = namedStep(text, steps);
  if (named !== null && !/\b(?:check|right|correct|got)\b.*\d/.test(text.replace(STEP_REFERENCE, ''))) {
    if (named < 1 || named > steps) return { reply: null, refusal: FOLLOW_UP_MESSAGES.stepOutOfRange(steps) };
    return {
      reply: {
        kind: 'explain',
        step: named,
        context: turn,
        answer: engineAnswer(followUp, turn.solution, explainStep(turn, named)),
      },
      refusal: null,
    };
  }
  const changed = whatIf(turn, text);
  if (changed) return changed;
  const asked = newQuestion(followUp);
  if (asked) return asked;
  const form = reply(answerForm(turn, text));
  if (form) return form;
  if (ASKS_CHECK.test(text)) {
    if (
      /\b(?:how|can i|could i|should i|way to)\b.*\b(?:check|verify|test)\b/.test(text) ||
      /^(?:check it|verify it|check)\??$/.test(text)
    ) {
      const own = verifyOwnAnswer(turn, followUp);
      if (own) return { reply: own, refusal: null };
    }
    const checked = reply(checkAnswer(turn, text));
    if (checked && (checked.reply !== null || !ASKS_WHY.test(text))) return checked;
  }
  const same = sameFor(turn, text, followUp);
  if (same) return same;
  if (ASKS_WHY.test(text)) {
    const about = stepAskedAbout(text.replace(ASKS_WHY, ' '), turn.solution);
    if (about !== null) {
      return {
        reply: {
          kind: 'explain',
          step: about,
          context: turn,
          answer: engineAnswer(
            followUp,
            turn.solution,
            about === 0 ? explainMethod(turn) : explainStep(turn, about),
          ),
        },
        refusal: null,
      };
    }
  }
  return { reply: null, refusal: FOLLOW_UP_MESSAGES.notUnderstood(problemOf(turn)) };
}

/**
 * The engine's answer to a follow-up, given the thread's earlier questions in order; or, when it cannot answer,
 * the precise reason (what it can answer about this thread).
 */
export function answerFollowUp(followUp: string, earlier: readonly string[]): FollowUpOutcome {
  const context = threadContext(earlier);
  if (context === null) {
    const direct = solveQuestion(followUp);
    if (direct.data === null) return { reply: null, refusal: FOLLOW_UP_MESSAGES.noContext };
    return {
      reply: {
        kind: 'new-question',
        context: { question: followUp, solution: direct.data },
        answer: {
          formattedQuestion: formatQuestion(followUp),
          answer: blocksOfSolution(direct.data),
          finalAnswer: direct.data.answer,
          engine: 'engine',
        },
      },
      refusal: null,
    };
  }
  return answerFollowUpTo(context, followUp);
}
