// Fitting the detector's gradient-boosted trees (used by train-detector.ts): small, deterministic boosting of
// depth-limited regression trees on the weighted logistic loss (Newton leaf values, shrinkage, row and feature
// subsampling from a seeded generator), on features cut into quantile bins. Written here rather than taken
// from a library: the npm boosting packages are bindings to native code or training-only, and what ships is
// a few thousand numbers read by detector-classifier.ts.
import { treesLogit } from '../../../shared/study/ai-detection/detector-classifier.ts';
import type { BoostedTreesData } from '../../../shared/study/ai-detection/detector-classifier.ts';
import { seededRandom } from '../../../shared/study/random/seeded-random.util.ts';

export interface BoostingOptions {
  trees: number;
  depth: number;
  /** Shrinkage: each tree's values are multiplied by it. */
  learningRate: number;
  /** L2 penalty on leaf values, in units of the (mean 1) sample weight. */
  lambda: number;
  /** A split is kept only if each side holds at least this much hessian weight. */
  minChildWeight: number;
  rowSample: number;
  featureSample: number;
  bins: number;
  seed: number;
}

export const DEFAULT_BOOSTING: BoostingOptions = {
  trees: 300,
  depth: 3,
  learningRate: 0.05,
  lambda: 5,
  minChildWeight: 20,
  rowSample: 0.7,
  featureSample: 0.7,
  bins: 32,
  seed: 20261127,
};

/** Up to `bins - 1` cut points per feature, at quantiles of its training values. */
function cutPoints(values: readonly number[], bins: number): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const cuts: number[] = [];
  for (let k = 1; k < bins; k += 1) {
    const lo = sorted[Math.floor((k * sorted.length) / bins) - 1];
    const hi = sorted[Math.floor((k * sorted.length) / bins)];
    if (lo === undefined || hi === undefined || lo === hi) continue;
    const cut = Number(((lo + hi) / 2).toPrecision(6));
    if (cuts.length === 0 || cut > (cuts[cuts.length - 1] ?? 0)) cuts.push(cut);
  }
  return cuts;
}

function binOf(cuts: readonly number[], x: number): number {
  let lo = 0;
  let hi = cuts.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (x <= (cuts[mid] ?? 0)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Boosts trees on rows `x` (raw feature values), labels `y` (0/1), weights `weight` and starting logits `base`
 * (0, or another model's logits when boosting on top of it). Returns the trees as shipped.
 */
export function fitBoostedTrees(
  x: ReadonlyArray<readonly number[]>,
  y: readonly number[],
  weight: readonly number[],
  base: readonly number[],
  options: BoostingOptions = DEFAULT_BOOSTING,
): BoostedTreesData {
  const n = x.length;
  const F = x[0]?.length ?? 0;
  const random = seededRandom(options.seed);
  const totalWeight = weight.reduce((a, b) => a + b, 0);
  const wt = weight.map((w) => (w * n) / (totalWeight || 1));
  const cuts = Array.from({ length: F }, (_, j) =>
    cutPoints(
      x.map((r) => r[j] ?? 0),
      options.bins,
    ),
  );
  const binned = Array.from({ length: F }, (_, j) => {
    const b = new Uint8Array(n);
    for (let i = 0; i < n; i += 1) b[i] = binOf(cuts[j] ?? [], x[i]?.[j] ?? 0);
    return b;
  });
  const z = Float64Array.from(base);
  const internal = 2 ** options.depth - 1;
  const data: BoostedTreesData = { depth: options.depth, features: [], thresholds: [], values: [] };
  const g = new Float64Array(n);
  const h = new Float64Array(n);
  const node = new Int32Array(n);
  for (let t = 0; t < options.trees; t += 1) {
    const rows: number[] = [];
    for (let i = 0; i < n; i += 1) if (random() < options.rowSample) rows.push(i);
    const featuresTried = Array.from({ length: F }, (_, j) => j).filter(
      () => random() < options.featureSample,
    );
    for (const i of rows) {
      const p = 1 / (1 + Math.exp(-(z[i] ?? 0)));
      g[i] = (p - (y[i] ?? 0)) * (wt[i] ?? 0);
      h[i] = Math.max(p * (1 - p), 1e-6) * (wt[i] ?? 0);
      node[i] = 0;
    }
    // Node k's children are 2k+1 and 2k+2; leaves follow the internal nodes.
    const splitFeature = new Array<number>(internal).fill(-1);
    const splitAt = new Array<number>(internal).fill(0);
    const G = new Float64Array(2 * internal + 1);
    const H = new Float64Array(2 * internal + 1);
    for (const i of rows) {
      G[0] = (G[0] ?? 0) + (g[i] ?? 0);
      H[0] = (H[0] ?? 0) + (h[i] ?? 0);
    }
    for (let level = 0; level < options.depth; level += 1) {
      const first = 2 ** level - 1;
      const count = 2 ** level;
      const best = Array.from({ length: count }, () => ({ gain: 0, feature: -1, bin: 0 }));
      for (const j of featuresTried) {
        const bins = (cuts[j]?.length ?? 0) + 1;
        if (bins < 2) continue;
        const hg = new Float64Array(count * bins);
        const hh = new Float64Array(count * bins);
        const col = binned[j] ?? new Uint8Array(n);
        for (const i of rows) {
          const k = (node[i] ?? 0) - first;
          if (k < 0 || k >= count) continue;
          const at = k * bins + (col[i] ?? 0);
          hg[at] = (hg[at] ?? 0) + (g[i] ?? 0);
          hh[at] = (hh[at] ?? 0) + (h[i] ?? 0);
        }
        for (let k = 0; k < count; k += 1) {
          const gAll = G[first + k] ?? 0;
          const hAll = H[first + k] ?? 0;
          const parent = (gAll * gAll) / (hAll + options.lambda);
          let gl = 0;
          let hl = 0;
          for (let b = 0; b < bins - 1; b += 1) {
            gl += hg[k * bins + b] ?? 0;
            hl += hh[k * bins + b] ?? 0;
            const hr = hAll - hl;
            if (hl < options.minChildWeight || hr < options.minChildWeight) continue;
            const gr = gAll - gl;
            const gain = (gl * gl) / (hl + options.lambda) + (gr * gr) / (hr + options.lambda) - parent;
            const chosen = best[k];
            if (chosen && gain > chosen.gain) Object.assign(chosen, { gain, feature: j, bin: b });
          }
        }
      }
      best.forEach((b, k) => {
        splitFeature[first + k] = b.feature;
        splitAt[first + k] = b.feature < 0 ? 0 : (cuts[b.feature]?.[b.bin] ?? 0);
      });
      for (const i of rows) {
        const k = node[i] ?? 0;
        const f = splitFeature[k] ?? -1;
        const right = f >= 0 && (binned[f]?.[i] ?? 0) > (best[k - first]?.bin ?? 0);
        const child = 2 * k + (right ? 2 : 1);
        node[i] = child;
        G[child] = (G[child] ?? 0) + (g[i] ?? 0);
        H[child] = (H[child] ?? 0) + (h[i] ?? 0);
      }
    }
    // Every node's value (internal ones too, for the report's per-feature contributions), shrunk.
    const value = (k: number) =>
      Number(((-(G[k] ?? 0) / ((H[k] ?? 0) + options.lambda)) * options.learningRate).toFixed(5));
    data.features.push(...splitFeature);
    data.thresholds.push(...splitAt);
    data.values.push(...Array.from({ length: 2 * internal + 1 }, (_, k) => value(k)));
    const last: BoostedTreesData = {
      depth: options.depth,
      features: splitFeature,
      thresholds: splitAt,
      values: data.values.slice(-(2 * internal + 1)),
    };
    for (let i = 0; i < n; i += 1) z[i] = (z[i] ?? 0) + treesLogit(x[i] ?? [], last);
  }
  return data;
}
