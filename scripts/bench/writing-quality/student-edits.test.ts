import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../shared/study/random/seeded-random.util.ts';
import { studentEdit } from './student-edits.ts';

const ANSWER = `## Why ice floats

**Ice floats** because it is less dense than liquid water. When water freezes, its molecules form a lattice held together by hydrogen bonds. However, this arrangement holds the molecules further apart than in the liquid. Therefore, ice has a density of approximately 0.92 g/cm³. Additionally, lakes freeze from the top down, which is crucial for fish. It is not a coincidence that this happens every winter. Furthermore, the effect is significant for the climate. Scientists utilise this property in many experiments, and it does not change with the size of the lake.

- Ice is less dense.
- Water is densest at 4 °C.`;

const words = (text: string) => text.toLowerCase().match(/[a-z']+/g) ?? [];

describe('studentEdit', () => {
  it('gives the same copy for the same seed and a different one for another seed', () => {
    const a = studentEdit(ANSWER, seededRandom(7), { intensity: 1 });
    expect(studentEdit(ANSWER, seededRandom(7), { intensity: 1 })).toBe(a);
    expect(studentEdit(ANSWER, seededRandom(8), { intensity: 1 })).not.toBe(a);
  });

  it('edits lightly: most of the words stay, formal wording and layout give way', () => {
    const FORMAL =
      /\b(however|therefore|additionally|furthermore|approximately|utilise|crucial|significant)\b/gi;
    const formalBefore = ANSWER.match(FORMAL)?.length ?? 0;
    let plainer = 0;
    let flattened = 0;
    const before = new Set(words(ANSWER));
    for (let seed = 1; seed <= 40; seed += 1) {
      const edited = studentEdit(ANSWER, seededRandom(seed), { intensity: 1.5 });
      const after = words(edited);
      // A light pass: at least three quarters of the edited words were in the model's answer.
      expect(after.filter((w) => before.has(w)).length / after.length).toBeGreaterThan(0.75);
      if ((edited.match(FORMAL)?.length ?? 0) < formalBefore) plainer += 1;
      if (!edited.includes('**') && !edited.includes('## ')) flattened += 1;
    }
    expect(plainer).toBeGreaterThan(30);
    expect(flattened).toBeGreaterThan(15);
  });

  it('a glance changes less than a careless rewrite', () => {
    const before = words(ANSWER);
    const distance = (intensity: number) => {
      let changed = 0;
      for (let seed = 1; seed <= 30; seed += 1) {
        const after = new Set(words(studentEdit(ANSWER, seededRandom(seed), { intensity })));
        changed += before.filter((w) => !after.has(w)).length;
      }
      return changed;
    };
    expect(distance(0.5)).toBeLessThan(distance(1.5));
  });
});
