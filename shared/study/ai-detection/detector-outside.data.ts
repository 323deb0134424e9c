// Written by `npm run quality:writing-outside -- --write ...` (scripts/bench/writing-quality/outside-check.ts).
import type { OutsideChecksData } from './outside-checks.ts';

export const DETECTOR_OUTSIDE_CHECKS: OutsideChecksData | null = {
  modelFingerprint:
    '[0.7304,[0.0493,-0.1623,0.1376,0.0352,-0.0517,0.1998,-0.2169,0.3028],[{"minWords":0,"likelyAi":4.2522,"mixed":1.345},{"minWords":150,"likelyAi":2.7581,"mixed":0.336}]]',
  measuredAt: '2026-11-28',
  aiDescription:
    'model-written texts from published research data (real ChatGPT answers to university course questions, many reworded by a paraphrasing tool, and GPT-3.5 and GPT-4 essays and letters on school and exam prompts)',
  humanDescription: "real university students' answers to the same course questions",
  ai: {
    texts: 6047,
    likelyAi: 0.1827,
    atLeastMixed: 0.3942,
    likelyAiUpper95: 0.1911,
  },
  human: {
    texts: 391,
    likelyAi: 0.0384,
    atLeastMixed: 0.1432,
    likelyAiUpper95: 0.0585,
  },
};
