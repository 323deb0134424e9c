// Written by `npm run quality:writing-outside -- --write ...` (scripts/bench/writing-quality/outside-check.ts).
import type { OutsideChecksData } from './outside-checks.ts';

export const DETECTOR_OUTSIDE_CHECKS: OutsideChecksData | null = {
  modelFingerprint:
    '[-0.2842,[0.1029,-0.148,0.1757,0.0788,0.0222,0.2235,-0.1637,0.264],[{"minWords":0,"likelyAi":3.9874,"mixed":1.2099},{"minWords":150,"likelyAi":3.4189,"mixed":0.391}]]',
  measuredAt: '2026-11-27',
  aiDescription:
    'model-written texts from published research data (real ChatGPT answers to university course questions, many reworded by a paraphrasing tool, and GPT-3.5 and GPT-4 essays and letters on school and exam prompts)',
  humanDescription: "real university students' answers to the same course questions",
  ai: {
    texts: 6345,
    likelyAi: 0.1081,
    atLeastMixed: 0.3656,
    likelyAiUpper95: 0.1108,
  },
  human: {
    texts: 374,
    likelyAi: 0.0294,
    atLeastMixed: 0.1444,
    likelyAiUpper95: 0.0482,
  },
};
