import { describe, expect, it } from 'vitest';
import {
  classifierLogit,
  contributions,
  treesLogit,
} from '../../../shared/study/ai-detection/detector-classifier.ts';
import type { ClassifierWeights } from '../../../shared/study/ai-detection/detector-classifier.ts';
import { seededRandom } from '../../../shared/study/random/seeded-random.util.ts';
import { DEFAULT_BOOSTING, fitBoostedTrees } from './fit-boosted-trees.ts';

// Two features whose label is their interaction (positive when both are high or both low), which no straight line
// separates, and a third that is noise.
const random = seededRandom(7);
const rows = Array.from({ length: 400 }, () => [random() * 2 - 1, random() * 2 - 1, random()]);
const labels = rows.map(([a = 0, b = 0]) => (a * b > 0 ? 1 : 0));
const options = { ...DEFAULT_BOOSTING, trees: 40, learningRate: 0.3, minChildWeight: 5 };
const fit = () =>
  fitBoostedTrees(
    rows,
    labels,
    rows.map(() => 1),
    rows.map(() => 0),
    options,
  );
const trees = fit();

describe('fitBoostedTrees', () => {
  it('learns an interaction a linear model cannot, deterministically', () => {
    const right = rows.filter((x, i) => (treesLogit(x, trees) > 0 ? 1 : 0) === labels[i]).length;
    expect(right / rows.length).toBeGreaterThan(0.9);
    expect(fit()).toEqual(trees);
  });

  it("splits a logit into per-feature contributions that add up, with the noise feature's small", () => {
    const model: ClassifierWeights = {
      coefficients: [0.5, 0, 0],
      mean: [0, 0, 0],
      scale: [1, 1, 1],
      bias: 0.25,
      trees,
    };
    const internal = 2 ** trees.depth - 1;
    let roots = 0;
    for (let t = 0; t < trees.features.length / internal; t += 1)
      roots += trees.values[t * (2 * internal + 1)] ?? 0;
    const noise = rows.slice(0, 50).map((x) => {
      const parts = contributions(x, model);
      expect(model.bias + roots + parts.reduce((a, b) => a + b, 0)).toBeCloseTo(classifierLogit(x, model), 6);
      return Math.abs(parts[2] ?? 0) / parts.reduce((a, b) => a + Math.abs(b), 0);
    });
    expect(noise.reduce((a, b) => a + b, 0) / noise.length).toBeLessThan(0.2);
  });
});
