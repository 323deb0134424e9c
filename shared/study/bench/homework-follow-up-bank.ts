// The homework follow-up bank (issue 28 item 10): threads of a bank question and a follow-up that refers back
// to it, in the many ways students write follow-ups: checking an answer, changing a number ("what if the 7
// were 10?", "what if c were 4?", "what if x were 5?"), the same method on a new problem, why a step is done
// (a named step, a named move, the whole method), the answer in another form, and questions that are not about
// the thread at all (which must not be answered as if they were). Every expectation is computed here from first
// principles or from the homework bank's own, never from the engine. `half` splits tuning from held-out.
import { seededRandom } from '../random/seeded-random.util.ts';
import { homeworkBank, homeworkVariants } from './homework-bank.ts';
import type { BankExpectation } from './homework-bank.ts';

export type FollowUpExpectation =
  | { kind: 'check'; correct: boolean }
  | { kind: 'changed'; expect: BankExpectation }
  | { kind: 'explain'; step: number | 'last' | 'method' }
  | { kind: 'explain-about'; about: RegExp }
  | { kind: 'answer-form'; text: string }
  | { kind: 'refuse' };

export interface FollowUpCase {
  family: string;
  thread: string[];
  followUp: string;
  expect: FollowUpExpectation;
  half: 'tuning' | 'held-out';
}

const random = seededRandom(20261128);
const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)] as T;
const signed = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`);
const half = (i: number): FollowUpCase['half'] => (i % 2 === 0 ? 'tuning' : 'held-out');

/** A number as a student writes an answer: whole, or to 4 decimal places at most. */
function written(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(4)));
}

const CHANGE_PHRASINGS = [
  (from: string, to: string) => `what if the ${from} were ${to}?`,
  (from: string, to: string) => `What about ${to} instead of ${from}?`,
  (from: string, to: string) => `and if it was ${to} instead of ${from}`,
  (from: string, to: string) => `change ${from} to ${to}`,
  (from: string, to: string) => `same question but with ${to} instead of ${from}`,
  (from: string, to: string) => `what if ${from} is replaced by ${to}?`,
  (from: string, to: string) => `redo it with ${to} in place of ${from}`,
  (from: string, to: string) => `ok now what if ${from} was ${to}`,
];

const CHECK_PHRASINGS = [
  (c: string) => `can you check my answer ${c}?`,
  (c: string) => `I got ${c}, is that right?`,
  (c: string) => `is it ${c}?`,
  (c: string) => `my answer is ${c}. correct?`,
  (c: string) => `is ${c} correct?`,
  (c: string) => `I think the answer is ${c}`,
  (c: string) => `did I get it right? I got ${c}`,
  (c: string) => `would ${c} be right?`,
];

const STEP_PHRASINGS = [
  (n: string) => `explain step ${n}`,
  (n: string) => `I don't understand step ${n}`,
  (n: string) => `why did you do step ${n}?`,
  (n: string) => `what happens in step ${n}?`,
  (n: string) => `can you go over step ${n} again?`,
  (n: string) => `step ${n}??`,
  (n: string) => `how did you get step ${n}`,
];

const ORDINAL_PHRASINGS: Array<[string, number | 'last']> = [
  ['what does the first step mean?', 1],
  ['explain the second step please', 2],
  ["I don't get the last step", 'last'],
  ['why is the final step like that?', 'last'],
  ['can you explain the 2nd step', 2],
];

const WHY_PHRASINGS = [
  'why?',
  'why is that?',
  'how did you get that?',
  "I don't get it",
  'can you explain that?',
  'explain please',
  'huh? how?',
  'how come?',
  "I'm confused, why does that work?",
  'but why?',
];

const UNRELATED = [
  'What is photosynthesis?',
  'who wrote Hamlet?',
  'thanks!',
  'can you help me with my essay?',
  'what is the capital of France?',
  'ok',
  'How does the product rule work for derivatives?',
  'tell me a joke',
  'what causes the seasons?',
  'how do vaccines work?',
  'who won the world cup in 2018?',
  'what is the meaning of life?',
];

/** How a student writes the answer a bank expectation holds, and a wrong one, or null when it is not simple. */
function candidates(form: string, expect: BankExpectation, question: string): [string, string] | null {
  const values = expect.values;
  if (values === undefined || values.length === 0) return null;
  const inQuestion = new Set(question.match(/\d+(?:\.\d+)?/g) ?? []);
  const wrongOf = (v: number) => {
    for (let k = 1; k < 40; k += 1) {
      const w = written(v + (Math.abs(v) >= 10 ? Math.round(Math.abs(v) * 0.2) * k + 1 : k));
      if (!inQuestion.has(w) && !values.some((x) => written(x) === w)) return w;
    }
    return written(v + 1000);
  };
  if (/system/.test(form)) {
    const names = ['x', 'y', 'z'];
    const right = values.map((v, i) => `${names[i]} = ${written(v)}`).join(', ');
    const wrong = values.map((v, i) => `${names[i]} = ${i === 0 ? wrongOf(v) : written(v)}`).join(', ');
    return [right, wrong];
  }
  if (form === 'quadratic') {
    const right = values.map((v) => `x = ${written(v)}`).join(' and ');
    const wrong = values.map((v, i) => `x = ${i === 0 ? wrongOf(v) : written(v)}`).join(' and ');
    return [right, wrong];
  }
  if (values.length !== 1) return null;
  const [v] = values as [number];
  return [written(v), wrongOf(v)];
}

function roots(b: number, c: number): number[] {
  const d = b * b - 4 * c;
  const r = [(-b + Math.sqrt(d)) / 2, (-b - Math.sqrt(d)) / 2];
  return [...new Set(r.map((x) => Number(x.toFixed(10))))];
}

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

export function followUpBank(rounds = 4): FollowUpCase[] {
  const cases: FollowUpCase[] = [];
  const variants = homeworkVariants(rounds);
  const bank = homeworkBank(rounds);
  const roundOf = (i: number, n: number) => Math.floor((i * rounds) / Math.max(1, n));

  // A number of the question changed.
  variants.forEach((v, i) => {
    const phrase = CHANGE_PHRASINGS[i % CHANGE_PHRASINGS.length]!;
    cases.push({
      family: 'what if a number changes',
      thread: [v.question],
      followUp: phrase(v.from, v.to),
      expect: { kind: 'changed', expect: v.changedExpect },
      half: v.half,
    });
  });
  // A new problem of the same form, asked in full after the first.
  variants.forEach((v, i) => {
    if (i % 2 === 1) return;
    const lead = pick(['ok next: ', 'and this one: ', 'now ', '', 'next one: ']);
    cases.push({
      family: 'a new question in the thread',
      thread: [v.question],
      followUp: `${lead}${v.changedQuestion}`,
      expect: { kind: 'changed', expect: v.changedExpect },
      half: v.half,
    });
  });
  // Checking the student's answer, right and wrong.
  bank.forEach((q, i) => {
    if (i % 2 === 1) return;
    const pair = candidates(q.form, q.expect, q.question);
    if (pair === null) return;
    const phrase = CHECK_PHRASINGS[(i / 2) % CHECK_PHRASINGS.length]!;
    const correct = i % 4 === 0;
    cases.push({
      family: correct ? 'check a right answer' : 'check a wrong answer',
      thread: [q.question],
      followUp: phrase(correct ? pair[0] : pair[1]),
      expect: { kind: 'check', correct },
      half: q.half,
    });
  });
  // A named step, the whole method, and questions about something else.
  bank.forEach((q, i) => {
    if (i % 3 !== 0) return;
    const which = i % 4;
    if (which === 0) {
      const n = pick([1, 2]);
      cases.push({
        family: 'explain a named step',
        thread: [q.question],
        followUp: pick(STEP_PHRASINGS)(String(n)),
        expect: { kind: 'explain', step: n },
        half: q.half,
      });
    } else if (which === 1) {
      const [followUp, step] = pick(ORDINAL_PHRASINGS);
      cases.push({
        family: 'explain a named step',
        thread: [q.question],
        followUp,
        expect: { kind: 'explain', step },
        half: q.half,
      });
    } else if (which === 2) {
      cases.push({
        family: 'why (the whole method)',
        thread: [q.question],
        followUp: pick(WHY_PHRASINGS),
        expect: { kind: 'explain', step: 'method' },
        half: q.half,
      });
    } else if (
      /arithmetic|percentages|algebra|units|statistics/.test(q.area) &&
      !/product|quotient/.test(q.form)
    ) {
      cases.push({
        family: 'not about the thread',
        thread: [q.question],
        followUp: pick(UNRELATED),
        expect: { kind: 'refuse' },
        half: q.half,
      });
    }
  });

  // Own threads, with their expectations worked out here.
  const perFamily = rounds * 10;
  for (let i = 0; i < perFamily; i += 1) {
    const h = half(roundOf(i, perFamily));
    // Linear equations: why a move, x at a value, the same for another equation, the answer's form.
    const a = int(2, 9);
    const b = pick([-1, 1]) * int(1, 15);
    let c = int(-20, 40);
    if (c === b) c += 1;
    const linear = `solve ${a}x ${signed(b)} = ${c}`;
    const x0 = (c - b) / a;
    cases.push({
      family: 'why a named move',
      thread: [linear],
      followUp: pick([
        `why do we divide by ${a}?`,
        `why divide both sides by ${a}?`,
        ...(Number.isInteger(x0) ? [`where does the ${x0} come from?`] : []),
      ]),
      expect: { kind: 'explain-about', about: /divide/i },
      half: h,
    });
    cases.push({
      family: 'why a named move',
      thread: [linear],
      followUp: pick([
        `why ${b > 0 ? 'subtract' : 'add'} ${Math.abs(b)}?`,
        `why did you ${b > 0 ? 'subtract' : 'add'} ${Math.abs(b)} from both sides`,
        `where does the ${c - b} come from?`,
        'why do we check at the end?',
      ]),
      expect: { kind: 'explain-about', about: /subtract|add|check/i },
      half: h,
    });
    const n = pick([Math.round(x0), Math.round(x0) + int(1, 4)]);
    cases.push({
      family: 'what if the unknown were a value',
      thread: [linear],
      followUp: pick([
        `what if x were ${n}?`,
        `what about if x = ${n}?`,
        `does x = ${n} work?`,
        `would x = ${n} also work?`,
        `what if x is ${n}`,
        `with x = ${n}?`,
      ]),
      expect: { kind: 'check', correct: n === x0 },
      half: h,
    });
    const a2 = int(2, 9);
    const x2 = int(-9, 12);
    const b2 = pick([-1, 1]) * int(1, 15);
    const next = `${a2}x ${signed(b2)} = ${a2 * x2 + b2}`;
    cases.push({
      family: 'the same for another problem',
      thread: [linear],
      followUp: pick([
        `now do the same for ${next}`,
        `same for ${next}`,
        `and ${next}?`,
        `what about ${next}?`,
        `can you do the same with ${next}`,
        `next one: ${next}`,
        `try ${next}`,
        `now ${next}`,
      ]),
      expect: { kind: 'changed', expect: { values: [x2] } },
      half: h,
    });
    // The answer as a decimal, rounded, or as a fraction (a root with a fraction answer).
    const da = pick([3, 6, 7, 9, 11]);
    const dc = int(1, 40) * da + int(1, da - 1);
    const fraction = `solve ${da}x = ${dc}`;
    const value = dc / da;
    const g = gcd(dc, da);
    const forms: Array<[string, string]> = [
      ['as a decimal?', String(Number(value.toPrecision(6)))],
      ['what is that as a decimal', String(Number(value.toPrecision(6)))],
      ['give it to 2 decimal places', value.toFixed(2)],
      ['round to 3 d.p.', value.toFixed(3)],
      ['to 3 significant figures please', String(Number(value.toPrecision(3)))],
      ['round it to the nearest whole number', value.toFixed(0)],
      ['can I have it as a fraction?', `${dc / g}/${da / g}`],
    ];
    const [ask, text] = pick(forms);
    cases.push({
      family: 'the answer in another form',
      thread: [fraction],
      followUp: ask,
      expect: { kind: 'answer-form', text },
      half: h,
    });

    // Quadratics: a coefficient changed, the same for another, why the formula.
    const r = int(-8, 8);
    const s = int(-8, 8);
    const qb = -(r + s);
    const qc = r * s;
    const quadratic = `solve x^2 ${signed(qb)}x ${signed(qc)} = 0`;
    const c2 = qc - int(1, 12);
    cases.push({
      family: 'what if a coefficient changes',
      thread: [quadratic],
      followUp: pick([
        `what if c were ${c2}?`,
        `what about c = ${c2}?`,
        `and if c = ${c2}`,
        `suppose c is ${c2}`,
        `same but with c = ${c2}`,
      ]),
      expect: { kind: 'changed', expect: { values: roots(qb, c2) } },
      half: h,
    });
    const b3 = qb + pick([-2, 2, 4]);
    if (b3 * b3 - 4 * qc >= 0)
      cases.push({
        family: 'what if a coefficient changes',
        thread: [quadratic],
        followUp: pick([`what if b was ${b3}?`, `and with b = ${b3}?`, `what if b = ${b3}`]),
        expect: { kind: 'changed', expect: { values: roots(b3, qc) } },
        half: h,
      });
    cases.push({
      family: 'why a named move',
      thread: [quadratic],
      followUp: pick([
        'why do we divide by 2a?',
        'what is the discriminant for?',
        'why b^2 - 4ac?',
        'where does the quadratic formula come from?',
      ]),
      expect: { kind: 'explain-about', about: /quadratic formula|discriminant/i },
      half: h,
    });
    const r2 = int(-6, 6);
    const s2 = int(-6, 6);
    cases.push({
      family: 'the same for another problem',
      thread: [quadratic],
      followUp:
        pick(['now do the same for ', 'same for ', 'what about ', 'now try ']) +
        `x^2 ${signed(-(r2 + s2))}x ${signed(r2 * s2)} = 0`,
      expect: { kind: 'changed', expect: { values: [...new Set([r2, s2])] } },
      half: h,
    });

    // Derivatives: the same for another polynomial, the value at a point, why the rule.
    const k = int(2, 6);
    const p = int(2, 5);
    const derivative = `derivative of ${k}x^${p} ${signed(int(1, 9))}x`;
    const k2 = int(2, 9);
    const p2 = int(2, 6);
    const m2 = int(1, 9);
    cases.push({
      family: 'the same for another problem',
      thread: [derivative],
      followUp:
        pick(['now do the same for ', 'same for ', 'what about ', 'do the same with ']) +
        `${k2}x^${p2} - ${m2}x`,
      expect: {
        kind: 'changed',
        expect: { expression: `${k2 * p2} * x ^ ${p2 - 1} - ${m2}`, variable: 'x' },
      },
      half: h,
    });
    cases.push({
      family: 'why a named move',
      thread: [`find dy/dx if y = x^${p} sin x`],
      followUp: pick([
        'why the product rule?',
        'why do we use the product rule here?',
        'where does the power rule come in?',
        'why is there a cos?',
      ]),
      expect: { kind: 'explain-about', about: /product rule|power rule|sin|cos|trig/i },
      half: h,
    });
    cases.push({
      family: 'why a named move',
      thread: [`integrate ${k}x^${p} dx`],
      followUp: pick(['why add C?', 'where does the + C come from?', 'why is there a + C?']),
      expect: { kind: 'explain-about', about: /constant of integration/i },
      half: h,
    });
    // Statistics: the same for another data set.
    const data = Array.from({ length: int(4, 7) }, () => int(1, 30));
    const data2 = Array.from({ length: int(4, 7) }, () => int(1, 30));
    const mean = data2.reduce((t, v) => t + v, 0) / data2.length;
    cases.push({
      family: 'the same for another problem',
      thread: [`find the mean of ${data.join(', ')}`],
      followUp: pick(['do the same for ', 'now for ', 'same with ', 'what about ']) + data2.join(', '),
      expect: { kind: 'changed', expect: { values: [mean] } },
      half: h,
    });
    cases.push({
      family: 'why a named move',
      thread: [`find the median of ${data.join(', ')}`],
      followUp: pick(['why sort the numbers first?', 'why put them in order?', 'why do we order the data?']),
      expect: { kind: 'explain-about', about: /order/i },
      half: h,
    });
  }
  return cases;
}
