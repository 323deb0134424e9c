import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../shared/study/random/seeded-random.util.ts';
import { halfSampleSpread, orderStatisticAbove, smoothedUpperQuantile } from './upper-quantile.ts';

const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));

describe('upper quantile estimates', () => {
  it('finds the value 0.15 % of a logistic sample exceed, as steady as one order statistic and less biased', () => {
    const random = seededRandom(7);
    const logistic = () => {
      const u = random();
      return Math.log(u / (1 - u));
    };
    const truth = Math.log(0.9985 / 0.0015);
    const order: number[] = [];
    const smoothed: number[] = [];
    for (let k = 0; k < 60; k += 1) {
      const sample = Array.from({ length: 3000 }, logistic);
      order.push(orderStatisticAbove(sample, 0.0015));
      smoothed.push(smoothedUpperQuantile(sample, 0.0015, 2 / 3));
    }
    expect(Math.abs(mean(smoothed) - truth)).toBeLessThan(0.25);
    expect(sd(smoothed)).toBeLessThan(1.05 * sd(order));
    expect(sd(smoothed)).toBeLessThan(0.6);
  });

  it('averages the order statistics around the share asked for', () => {
    const values = Array.from({ length: 1000 }, (_, i) => i);
    // 1 % of 1,000 with width 0.5: the 6th to the 16th highest (994 ... 984).
    expect(smoothedUpperQuantile(values, 0.01, 0.5)).toBeCloseTo(989, 4);
    expect(orderStatisticAbove(values, 0.01)).toBeCloseTo(989, 4);
    expect(smoothedUpperQuantile(values, 0.01, 0)).toBeCloseTo(orderStatisticAbove(values, 0.01), 4);
  });

  it('measures how far an estimate moves between halves of the groups', () => {
    const random = seededRandom(3);
    const rows = Array.from({ length: 1000 }, (_, i) => ({ group: `d${i % 200}`, value: random() }));
    const spreadOfMax = halfSampleSpread(rows, (s) => Math.max(...s));
    const spreadOfMean = halfSampleSpread(rows, (s) => mean(s));
    expect(spreadOfMean).toBeGreaterThan(0);
    expect(spreadOfMean).toBeLessThan(0.02);
    expect(spreadOfMax).toBeLessThan(0.01);
    expect(halfSampleSpread(rows, () => 1)).toBe(0);
  });
});
