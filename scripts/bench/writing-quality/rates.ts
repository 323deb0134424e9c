import { join } from 'node:path';

/** Where the detector's shipped data files are written (the trainer's model, the outside check's rates). */
export const DETECTOR_DATA_DIR = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'shared',
  'study',
  'ai-detection',
);

/** One-sided 95 % upper bound of a rate seen k times in n (Clopper–Pearson, by bisection on the binomial tail). */
export function upperBound95(k: number, n: number): number {
  if (n === 0) return 1;
  // P(X <= k) for X ~ Binomial(n, p), its terms summed in log space: (1 - p)^n underflows to 0 for a few
  // thousand texts, which had made the bound the rate itself.
  const cdf = (p: number) => {
    if (p >= 1) return k >= n ? 1 : 0;
    const logs: number[] = [n * Math.log1p(-p)];
    const logOdds = Math.log(p) - Math.log1p(-p);
    for (let i = 1; i <= k; i += 1) logs.push((logs[i - 1] ?? 0) + Math.log((n - i + 1) / i) + logOdds);
    const top = Math.max(...logs);
    return Math.exp(top) * logs.reduce((a, x) => a + Math.exp(x - top), 0);
  };
  let lo = k / n;
  let hi = 1;
  for (let i = 0; i < 60; i += 1) {
    const mid = (lo + hi) / 2;
    if (cdf(mid) > 0.05) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** Length bands the detector's figures are broken down by (words, from each lower bound to the next). */
export const LENGTH_BANDS = [0, 150, 300, 600];

export function lengthBandName(words: number): string {
  const k = LENGTH_BANDS.findLastIndex((minWords) => words >= minWords);
  const next = LENGTH_BANDS[k + 1];
  return next === undefined ? `${LENGTH_BANDS[k] ?? 0}+ words` : `${LENGTH_BANDS[k] ?? 0}-${next - 1} words`;
}

/** Words as the detector counts them for its length bands (whitespace-separated). */
export function wordCountOf(text: string): number {
  return text.split(/\s+/).filter((w) => w !== '').length;
}

export const round4 = (x: number) => Number(x.toFixed(4));
