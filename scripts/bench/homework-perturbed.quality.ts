// The homework engine on questions it answers right, asked again the way students dress them up: a greeting before,
// an exam tag around, thanks after, their own attempt with a number in it, a date or year group given as context,
// lower case, no final mark, a line break. The meaning is unchanged, so the answer must be the same or none: an
// answer that changes is a wrong answer a hidden bank would find in fresh wording.
// Reads only what may be read: the development halves of blind banks 1, 2, 5 and 6 (the check halves and the
// held-out banks 3 and 4 are never used here). `--show` lists the questions answered wrongly once dressed up.
// Exits 1 on any wrong answer.
import { existsSync, readFileSync } from 'node:fs';
import { solveQuestion } from '../../shared/study/homework/homework-answer.engine.ts';
import type { BankExpectation } from '../../shared/study/bench/homework-bank.ts';
import { verdict } from './homework.quality.ts';

interface BlindItem {
  area: string;
  question: string;
  expect: BankExpectation & { complex?: boolean };
}

/** Ways of asking the same question; none changes what is asked. */
const DRESSINGS: Record<string, (question: string) => string> = {
  greeting: (q) => `hey, can someone help me with this? ${q}`,
  'exam tag': (q) => `Q3 (b) ${q} [2 marks]`,
  thanks: (q) => `${q} thanks!!`,
  'own attempt': (q) => `${q} I got 7 but I'm not sure it's right.`,
  'dated context': (q) => `For my year 10 homework, due on 12 May: ${q}`,
  'mark in brackets': (q) => `${q} [3]`,
  'marks in words': (q) => `${q} (4 marks)`,
  numbered: (q) => `2. ${q}`,
  'part label': (q) => `(a) ${q}`,
  'question label': (q) => `Question 4: ${q}`,
  stuck: (q) => `I'm stuck on this one. ${q}`,
  'anyone help': (q) => `can anyone help with this question? ${q}`,
  'test tomorrow': (q) => `${q} I have a test tomorrow`,
  'show working': (q) => `${q} Show your working.`,
  'calculator allowed': (q) => `${q} (calculator allowed)`,
  'counted context': (q) => `My teacher set 20 questions and this is number 5: ${q}`,
  'emoji and pls': (q) => `${q} pls 😭`,
  'thousands comma': (q) => q.replace(/(?<![\d.,])(\d{1,3})(\d{3})(?![\d.,])/g, '$1,$2'),
  'question first': (q) => {
    const last = /(?<=[.!] )([^.?!]+\?)$/.exec(q);
    return last ? `${last[1]} ${q.slice(0, last.index).trim()}` : q;
  },
  'stray fact': (q) => `This was set on 14/03/2025 for class 9B (room 214). ${q}`,
  'lower case': (q) => q.toLowerCase(),
  'no final mark': (q) => q.replace(/[?.!]+\s*$/u, ''),
  'line break': (q) => q.replace(/([.?!:]) (?=\S)/u, '$1\n'),
};

const BANKS = ['homework-blind-bank.json', 'homework-blind-bank-2.json', 'homework-blind-bank-5.json'];
// Bank 6 once an examiner has written it.
if (existsSync(new URL('../../shared/study/bench/homework-blind-bank-6.json', import.meta.url)))
  BANKS.push('homework-blind-bank-6.json');

const developmentHalf = BANKS.flatMap((file) =>
  (
    JSON.parse(
      readFileSync(new URL(`../../shared/study/bench/${file}`, import.meta.url), 'utf8'),
    ) as BlindItem[]
  )
    .filter((_, index) => index % 2 === 0)
    .map((item) => ({ ...item, bank: file })),
);

function judge(question: string, expect: BlindItem['expect']) {
  const solved = solveQuestion(question).data;
  if (expect.complex)
    return solved === null ? 'not answered' : solved.result?.values?.length ? 'wrong' : 'right';
  return verdict(solved, expect);
}

const answeredRight = developmentHalf.filter((item) => judge(item.question, item.expect) === 'right');
console.log(
  `homework engine, dressed-up questions: ${answeredRight.length} questions answered right as asked (development halves of ${BANKS.length} banks)`,
);
const wrongOnes: string[] = [];
let wrongTotal = 0;
for (const [name, dress] of Object.entries(DRESSINGS)) {
  const counts = { right: 0, wrong: 0, 'not answered': 0 };
  for (const item of answeredRight) {
    const asked = dress(item.question);
    if (asked === item.question) {
      counts.right++;
      continue;
    }
    const result = judge(asked, item.expect);
    counts[result]++;
    if (result === 'wrong')
      wrongOnes.push(`${name.padEnd(14)} ${item.area.padEnd(22)} ${JSON.stringify(asked)}`);
  }
  wrongTotal += counts.wrong;
  console.log(
    `${name.padEnd(14)} right ${String(counts.right).padStart(4)}  wrong ${String(counts.wrong).padStart(3)}  not answered ${String(counts['not answered']).padStart(4)}`,
  );
}
if (process.argv.includes('--show')) for (const line of wrongOnes) console.log(line);
console.log(`homework_perturbed_wrong: ${wrongTotal}`);
process.exit(wrongTotal > 0 ? 1 : 0);
