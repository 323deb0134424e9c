import { describe, expect, it } from 'vitest';
import { outsideRates } from './outside-check.ts';

describe('outsideRates', () => {
  it('counts refused texts apart and gives each label and group its own rates', () => {
    const rates = outsideRates([
      { label: 'human', group: 'essays', verdict: 'likely-human' },
      { label: 'human', group: 'essays', verdict: 'mixed' },
      { label: 'human', group: 'notes', verdict: null },
      { label: 'ai', group: 'gpt', verdict: 'likely-ai' },
      { label: 'ai', group: 'gpt', verdict: 'likely-human' },
    ]);
    expect(rates.map((r) => r.key)).toEqual(['ai', 'ai/gpt', 'human', 'human/essays', 'human/notes']);
    const human = rates.find((r) => r.key === 'human');
    expect(human).toMatchObject({ judged: 2, refused: 1, likelyAi: 0, atLeastMixed: 0.5 });
    expect(human?.likelyAiUpper95).toBeGreaterThan(0.7);
    expect(rates.find((r) => r.key === 'ai/gpt')).toMatchObject({
      judged: 2,
      likelyAi: 0.5,
      atLeastMixed: 0.5,
    });
    expect(rates.find((r) => r.key === 'human/notes')).toMatchObject({ judged: 0, refused: 1, likelyAi: 0 });
  });
});
