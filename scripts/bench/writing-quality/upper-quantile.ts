// Estimates of a high quantile of a sample, for the detector's thresholds (a score that at most a share p of
// human texts reach). Far into the tail (the 'likely AI' cut lets 0.15 % of the calibration humans through) the
// plain order statistic jumps from one text to the next whenever the sample or the model changes, and with ~1,500
// texts it sits low on average (simulated logistic scores: 0.12 logit under the true quantile, sd 0.65).
// `smoothedUpperQuantile` averages the few order statistics around it: in simulation about as steady as the
// plain rank (sd within 5 %) and without its low bias. On real calibration scores (2026-11-27, between two halves
// of the documents) it was steadier in one length band and less steady in the other (0.31 vs 0.39 logit under 150
// words, 0.44 vs 0.36 from 150), so it is no cure: what steadies the cut is more texts, the sd falling as
// 1/sqrt(n) (0.65 -> 0.47 logit from 1,500 to 3,000 simulated texts), hence the out-of-fold training humans the
// trainer adds. Measured and rejected: an exponential tail fitted to the top 3 % (it moved more and sat 0.5-0.9
// logit higher: the human scores' tail is not exponential enough to extrapolate) and Harrell-Davis (no steadier
// this far out in simulation).
import { seededRandom } from '../../../shared/study/random/seeded-random.util.ts';

/** The value that at most a share `above` of the sample exceeds (the plain order statistic, plus a hair). */
export function orderStatisticAbove(values: readonly number[], above: number): number {
  const sorted = [...values].sort((x, y) => y - x);
  return (sorted[Math.floor(above * sorted.length)] ?? 0) + 1e-6;
}

/**
 * How far an estimate moves between two halves of the sample, split by group (a document's texts stay together),
 * over `rounds` random splits: the root mean square of the two halves' difference over √2, i.e. one half's
 * standard deviation (the whole sample's is about 1/√2 of it).
 */
export function halfSampleSpread(
  rows: ReadonlyArray<{ group: string; value: number }>,
  estimate: (sample: number[]) => number,
  rounds = 30,
): number {
  const groups = new Map<string, number[]>();
  for (const r of rows) groups.set(r.group, [...(groups.get(r.group) ?? []), r.value]);
  const keys = [...groups.keys()].sort();
  let sum = 0;
  for (let round = 0; round < rounds; round += 1) {
    const random = seededRandom(round + 1);
    const shuffled = keys
      .map((k) => ({ k, r: random() }))
      .sort((a, b) => a.r - b.r)
      .map((x) => x.k);
    const half = (from: number, to: number) => shuffled.slice(from, to).flatMap((k) => groups.get(k) ?? []);
    const d =
      estimate(half(0, Math.floor(keys.length / 2))) -
      estimate(half(Math.floor(keys.length / 2), keys.length));
    sum += d * d;
  }
  return Math.sqrt(sum / rounds) / Math.SQRT2;
}

/**
 * The mean of the order statistics whose share above lies within `width` (relative) of `above`: for 0.15 % of
 * 1,500 values with width 0.5, the 2nd to 4th highest. A local average of ranks around the quantile, so one text
 * crossing it moves the estimate by a third of a gap rather than a whole one.
 */
export function smoothedUpperQuantile(values: readonly number[], above: number, width = 0.5): number {
  const sorted = [...values].sort((x, y) => y - x);
  const n = sorted.length;
  const from = Math.floor(above * (1 - width) * n);
  const to = Math.max(from, Math.min(n - 1, Math.floor(above * (1 + width) * n)));
  let sum = 0;
  for (let i = from; i <= to; i += 1) sum += sorted[i] ?? 0;
  return sum / (to - from + 1) + 1e-6;
}
