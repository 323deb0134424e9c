// Quality of the offline engine on homework follow-ups (./homework-follow-up-bank.ts): each thread's follow-up
// is answered with answerFollowUp and graded against the bank's expectation — a changed or new problem by value
// (as the homework bank grades answers), a check by its verdict, an explanation by the step it explains, the
// answer's other form by its text, and an unrelated question by being refused. Run with
// `npm run quality:homework-follow-up`; prints right / wrong / not answered per family and per half and exits 1
// below 90% right or on any wrong answer. `--show tuning` lists the tuning half's misses (never the held-out).
import { answerFollowUp, threadContext } from '../../shared/study/homework/homework-follow-up.engine.ts';
import type { FollowUpOutcome } from '../../shared/study/homework/homework-follow-up.engine.ts';
import { followUpBank } from '../../shared/study/bench/homework-follow-up-bank.ts';
import type { FollowUpCase } from '../../shared/study/bench/homework-follow-up-bank.ts';
import { verdict as answerVerdict } from './homework.quality.ts';

type Verdict = 'right' | 'wrong' | 'not answered';

export function gradeFollowUp(item: FollowUpCase, outcome: FollowUpOutcome): Verdict {
  const { reply } = outcome;
  const expect = item.expect;
  if (expect.kind === 'refuse') return reply === null ? 'right' : 'wrong';
  if (expect.kind === 'explain' && reply === null) {
    // A step the solution does not have is answered with how many it has.
    const steps = threadContext(item.thread)?.solution.steps.length ?? 0;
    const asked = expect.step === 'last' ? steps : expect.step;
    return typeof asked === 'number' && asked > steps && outcome.refusal?.includes(`${steps} step`)
      ? 'right'
      : 'not answered';
  }
  if (reply === null) return 'not answered';
  switch (expect.kind) {
    case 'check':
      return reply.kind === 'check' && reply.correct === expect.correct ? 'right' : 'wrong';
    case 'changed':
      if (reply.kind !== 'what-if' && reply.kind !== 'same-for' && reply.kind !== 'new-question')
        return 'wrong';
      return answerVerdict(reply.context.solution, expect.expect) === 'right' ? 'right' : 'wrong';
    case 'explain': {
      if (reply.kind !== 'explain') return 'wrong';
      const steps = reply.context.solution.steps.length;
      const want = expect.step === 'method' ? 0 : expect.step === 'last' ? steps : expect.step;
      return reply.step === want ? 'right' : 'wrong';
    }
    case 'explain-about': {
      if (reply.kind !== 'explain' || reply.step === undefined || reply.step === 0) return 'wrong';
      const step = reply.context.solution.steps[reply.step - 1];
      return step !== undefined && expect.about.test(step.description) ? 'right' : 'wrong';
    }
    case 'answer-form':
      return reply.kind === 'answer-form' && reply.answer.finalAnswer.includes(expect.text)
        ? 'right'
        : 'wrong';
  }
}

const isMain = process.argv[1]?.endsWith('homework-follow-up.quality.ts');
if (isMain) {
  const bank = followUpBank();
  const started = performance.now();
  const rows = bank.map((item) => {
    const outcome = answerFollowUp(item.followUp, item.thread);
    return { item, outcome, verdict: gradeFollowUp(item, outcome) };
  });
  const show =
    process.argv.includes('--show') && process.argv[process.argv.indexOf('--show') + 1] === 'tuning';
  const line = (label: string, subset: typeof rows) => {
    const right = subset.filter((r) => r.verdict === 'right').length;
    const wrong = subset.filter((r) => r.verdict === 'wrong').length;
    const none = subset.length - right - wrong;
    console.log(
      `${label.padEnd(34)} right ${String(right).padStart(4)}  wrong ${String(wrong).padStart(3)}  not answered ${String(none).padStart(3)}  of ${String(subset.length).padStart(4)}  (${((100 * right) / Math.max(1, subset.length)).toFixed(1)}% right)`,
    );
    return { right, wrong };
  };
  console.log(
    `homework follow-up bank: ${bank.length} threads (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const family of [...new Set(bank.map((c) => c.family))])
    line(
      family,
      rows.filter((r) => r.item.family === family),
    );
  console.log('');
  line(
    'tuning half',
    rows.filter((r) => r.item.half === 'tuning'),
  );
  line(
    'held-out half',
    rows.filter((r) => r.item.half === 'held-out'),
  );
  const total = line('overall', rows);
  if (show) {
    for (const r of rows.filter((x) => x.item.half === 'tuning' && x.verdict !== 'right'))
      console.log(
        `- [${r.verdict}] ${r.item.thread.join(' | ')} >> ${r.item.followUp} → ${r.outcome.reply ? `${r.outcome.reply.kind} ${r.outcome.reply.step ?? ''} ${r.outcome.reply.correct ?? ''} ${r.outcome.reply.answer.finalAnswer}` : r.outcome.refusal} (want ${JSON.stringify(r.item.expect)})`,
      );
  }
  const rate = total.right / rows.length;
  console.log(`follow_up_right: ${rate.toFixed(4)}`);
  console.log(`follow_up_wrong: ${total.wrong}`);
  if (rate < 0.9 || total.wrong > 0) process.exitCode = 1;
}
