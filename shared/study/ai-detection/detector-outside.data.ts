// Written by `npm run quality:writing-outside -- --write ...` (scripts/bench/writing-quality/outside-check.ts).
import type { OutsideChecksData } from './outside-checks.ts';

export const DETECTOR_OUTSIDE_CHECKS: OutsideChecksData | null = {
  modelFingerprint:
    '[0.2031,[0.0613,-0.1605,0.1563,0.0528,0.0167,0.22,-0.1662,0.2972],[{"minWords":0,"likelyAi":4.0751,"mixed":1.4242},{"minWords":150,"likelyAi":3.174,"mixed":0.018}]]',
  measuredAt: '2026-11-28',
  aiDescription:
    'model-written texts from published research data (real ChatGPT answers to university course questions, many reworded by a paraphrasing tool, and GPT-3.5 and GPT-4 essays and letters on school and exam prompts)',
  humanDescription: "real university students' answers to the same course questions",
  ai: {
    texts: 6345,
    likelyAi: 0.1674,
    atLeastMixed: 0.4323,
    likelyAiUpper95: 0.1674,
  },
  human: {
    texts: 374,
    likelyAi: 0.0508,
    atLeastMixed: 0.2032,
    likelyAiUpper95: 0.0737,
  },
};
