// Quality of the offline homework solver on the question bank (./homework-bank.ts), checked by value: numbers
// within 0.1% (answers show 6 significant figures), expressions by evaluating them at sample points (integrals up
// to a constant), balanced equations by their coefficients. Run with `npm run quality:homework`; prints right /
// wrong / not answered per area and per half (tuning and held-out), and exits 1 below 95% right or on any wrong.
// `--show tuning` lists the tuning half's misses; the held-out half is never listed.
import { math } from '../../shared/study/math/math-expression.util.ts';
import { sameFunction } from '../../shared/study/math/expression-syntax.util.ts';
import type { MathSolution } from '../../shared/study/math/math-solution.types.ts';
import { solveHomework } from '../../shared/study/homework/homework-solver.engine.ts';
import { homeworkBank } from '../../shared/study/bench/homework-bank.ts';
import type { BankExpectation, BankQuestion } from '../../shared/study/bench/homework-bank.ts';

type Verdict = 'right' | 'wrong' | 'not answered';

function close(a: number, b: number): boolean {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a === b;
  return Math.abs(a - b) <= 1e-3 * Math.max(1, Math.abs(b)) || Math.abs(a - b) <= 1e-3 * Math.abs(b);
}

export function verdict(solved: MathSolution | null, expect: BankExpectation): Verdict {
  if (solved === null) return 'not answered';
  const result = solved.result;
  if (result === undefined) return 'wrong';
  if (expect.coefficients) {
    return JSON.stringify(result.coefficients) === JSON.stringify(expect.coefficients) ? 'right' : 'wrong';
  }
  if (expect.expression !== undefined) {
    if (result.expression === undefined) return 'wrong';
    const v = expect.variable ?? 'x';
    try {
      const ok = sameFunction(math.parse(result.expression), math.parse(expect.expression), v, {
        upToConstant: expect.upToConstant,
      });
      return ok ? 'right' : 'wrong';
    } catch {
      return 'wrong';
    }
  }
  const want = [...(expect.values ?? [])].sort((a, b) => a - b);
  const got = [...(result.values ?? [])].sort((a, b) => a - b);
  if (want.length !== got.length) return 'wrong';
  return want.every((w, i) => close(got[i] ?? NaN, w)) ? 'right' : 'wrong';
}

function run(bank: BankQuestion[]) {
  const rows = bank.map((q) => {
    const solved = solveHomework(q.question);
    return { q, solved, verdict: verdict(solved.data, q.expect) };
  });
  return rows;
}

const isMain =
  import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('homework.quality.ts');
if (isMain) {
  const bank = homeworkBank();
  const rows = run(bank);
  const show =
    process.argv.includes('--show') && process.argv[process.argv.indexOf('--show') + 1] === 'tuning';
  const areas = [...new Set(bank.map((q) => q.area))];
  const line = (label: string, subset: typeof rows) => {
    const right = subset.filter((r) => r.verdict === 'right').length;
    const wrong = subset.filter((r) => r.verdict === 'wrong').length;
    const none = subset.length - right - wrong;
    console.log(
      `${label.padEnd(24)} right ${String(right).padStart(4)}  wrong ${String(wrong).padStart(3)}  not answered ${String(none).padStart(3)}  of ${String(subset.length).padStart(4)}  (${((100 * right) / Math.max(1, subset.length)).toFixed(1)}% right)`,
    );
    return { right, wrong };
  };
  console.log(`homework bank: ${bank.length} questions`);
  for (const area of areas)
    line(
      area,
      rows.filter((r) => r.q.area === area),
    );
  console.log('');
  line(
    'tuning half',
    rows.filter((r) => r.q.half === 'tuning'),
  );
  line(
    'held-out half',
    rows.filter((r) => r.q.half === 'held-out'),
  );
  const total = line('overall', rows);
  if (show) {
    for (const r of rows.filter((x) => x.q.half === 'tuning' && x.verdict !== 'right'))
      console.log(
        `- [${r.verdict}] ${r.q.question} → ${r.solved.data?.answer ?? r.solved.error?.code} (want ${JSON.stringify(r.q.expect)})`,
      );
  }
  const rate = total.right / rows.length;
  console.log(`homework_right: ${rate.toFixed(4)}`);
  console.log(`homework_wrong: ${total.wrong}`);
  if (rate < 0.95 || total.wrong > 0) process.exitCode = 1;
}
