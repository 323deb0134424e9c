import { describe, expect, it } from 'vitest';
import { DETECTOR_MODEL } from './detector-model.data.ts';
import { modelFingerprint, outsideChecksMeaning } from './outside-checks.ts';
import type { OutsideChecksData } from './outside-checks.ts';

const checks: OutsideChecksData = {
  modelFingerprint: modelFingerprint(DETECTOR_MODEL),
  measuredAt: '2026-11-27',
  aiDescription: 'real ChatGPT answers',
  humanDescription: "real students' answers",
  ai: { texts: 600, likelyAi: 0.055, atLeastMixed: 0.254, likelyAiUpper95: 0.07 },
  human: { texts: 374, likelyAi: 0.029, atLeastMixed: 0.144, likelyAiUpper95: 0.048 },
};

describe('outsideChecksMeaning', () => {
  it("states the outside rates of the model they were measured with, and nothing for another model's", () => {
    const meaning = outsideChecksMeaning(checks, DETECTOR_MODEL);
    expect(meaning).toContain(
      'of 600 real ChatGPT answers, 5.5% were called likely AI and 25.4% at least mixed',
    );
    expect(meaning).toContain("of 374 real students' answers, 2.9% were called likely AI (at most 4.8%");
    const retrained = { ...DETECTOR_MODEL, bias: DETECTOR_MODEL.bias + 0.01 };
    expect(outsideChecksMeaning(checks, retrained)).toBe('');
    expect(outsideChecksMeaning(null, DETECTOR_MODEL)).toBe('');
  });
});
