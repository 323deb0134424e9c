// The homework engine on a blind bank: questions an independent examiner wrote without seeing the engine, asked
// the way the homework function asks (solveQuestion: as typed, then as LaTeX read into plain maths).
// - Bank 1 (default; shared/study/bench/homework-blind-bank.md): right / wrong / not answered per area for the
//   development half and the check half; `--show dev` lists the development half's misses.
// - Bank 2 (`--bank 2`, npm run quality:homework-blind-2; shared/study/bench/homework-blind-bank-2.md): split the
//   same way once its first run showed wrong answers (14 of 372): its development half's misses may be read to find
//   the class of question misread; its check half stays unread, the estimate for a hidden bank.
// - Bank 3 (`--bank 3`, npm run quality:homework-blind-3; shared/study/bench/homework-blind-bank-3.md): the final
//   held-out bank nobody tunes on: counts per area and overall only, no halves, never a question listed.
// - Bank 4 (`--bank 4`, npm run quality:homework-blind-4; shared/study/bench/homework-blind-bank-4.md): a fourth
//   examiner's held-out bank, reported the same way as bank 3.
// - Bank 5 (`--bank 5`, npm run quality:homework-blind-5; shared/study/bench/homework-blind-bank-5.md): a fifth
//   examiner's bank (session 15), split like bank 2 from the start: `--show dev` may list its development half's
//   misses (even-index items); its check half (odd-index items) is never listed, the estimate for a hidden bank.
// - Bank 6 (`--bank 6`, npm run quality:homework-blind-6; shared/study/bench/homework-blind-bank-6.md): a sixth
//   examiner's bank (session 16), weighted toward questions a careless reader gets wrong, split like bank 5.
// Exits 1 on any wrong answer.
import { readFileSync } from 'node:fs';
import { solveQuestion } from '../../shared/study/homework/homework-answer.engine.ts';
import type { BankExpectation } from '../../shared/study/bench/homework-bank.ts';
import { verdict } from './homework.quality.ts';

interface BlindItem {
  area: string;
  question: string;
  expect: BankExpectation & { complex?: boolean };
}

const bankNumber = process.argv.includes('--bank') ? process.argv[process.argv.indexOf('--bank') + 1] : '1';
if (!['1', '2', '3', '4', '5', '6'].includes(bankNumber ?? ''))
  throw new Error(`unknown blind bank: ${String(bankNumber)}`);
// Banks 3 and 4 are held-out measures: they are never split into halves nor listed (banks 1, 2, 5 and 6 are split).
const heldOut = bankNumber === '3' || bankNumber === '4';
const bankFile = bankNumber === '1' ? 'homework-blind-bank.json' : `homework-blind-bank-${bankNumber}.json`;
const bank = JSON.parse(
  readFileSync(new URL(`../../shared/study/bench/${bankFile}`, import.meta.url), 'utf8'),
) as BlindItem[];
const name = bankNumber === '1' ? 'homework_blind' : `homework_blind_${bankNumber}`;

type Verdict = ReturnType<typeof verdict>;

function judge(item: BlindItem): Verdict {
  const solved = solveQuestion(item.question).data;
  // No real roots: an answer stating real numbers is wrong; one that says so (no values) is right.
  if (item.expect.complex)
    return solved === null ? 'not answered' : solved.result?.values?.length ? 'wrong' : 'right';
  return verdict(solved, item.expect);
}

const rows = bank.map((item, index) => ({
  item,
  half: index % 2 === 0 ? 'dev' : 'check',
  verdict: judge(item),
}));
const line = (label: string, subset: typeof rows) => {
  const count = (v: Verdict) => subset.filter((r) => r.verdict === v).length;
  console.log(
    `${label.padEnd(30)} right ${String(count('right')).padStart(3)}  wrong ${String(count('wrong')).padStart(2)}  not answered ${String(count('not answered')).padStart(3)}  of ${String(subset.length).padStart(3)}  (${((100 * count('right')) / Math.max(1, subset.length)).toFixed(1)}% right)`,
  );
};
console.log(
  `blind homework bank${bankNumber === '1' ? '' : ` ${bankNumber}`}${heldOut ? ' (held out)' : ''}: ${bank.length} questions`,
);
for (const area of [...new Set(bank.map((item) => item.area))])
  line(
    area,
    rows.filter((r) => r.item.area === area),
  );
console.log('');
if (!heldOut) {
  line(
    'development half',
    rows.filter((r) => r.half === 'dev'),
  );
  line(
    'check half',
    rows.filter((r) => r.half === 'check'),
  );
}
line('overall', rows);
const showDev = process.argv.includes('--show') && process.argv[process.argv.indexOf('--show') + 1] === 'dev';
if (showDev && !heldOut)
  for (const r of rows.filter((row) => row.half === 'dev' && row.verdict !== 'right'))
    console.log(`${r.verdict.padEnd(13)} ${r.item.area.padEnd(28)} ${r.item.question}`);
const wrong = rows.filter((r) => r.verdict === 'wrong').length;
console.log(`${name}_right: ${(rows.filter((r) => r.verdict === 'right').length / rows.length).toFixed(4)}`);
console.log(`${name}_wrong: ${wrong}`);
process.exit(wrong > 0 ? 1 : 0);
