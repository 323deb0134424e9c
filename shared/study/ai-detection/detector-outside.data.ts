// Written by `npm run quality:writing-outside -- --write ...` (scripts/bench/writing-quality/outside-check.ts).
import type { OutsideChecksData } from './outside-checks.ts';

export const DETECTOR_OUTSIDE_CHECKS: OutsideChecksData | null = {
  modelFingerprint:
    '[0.5788,[0.0429,-0.1721,0.1433,0.0393,-0.0562,0.1988,-0.2096,0.3308],[{"minWords":0,"likelyAi":4.3581,"mixed":1.6006},{"minWords":150,"likelyAi":3.0375,"mixed":0.4125}]]',
  measuredAt: '2026-11-28',
  aiDescription:
    'model-written texts from published research data (real ChatGPT answers to university course questions, many reworded by a paraphrasing tool, and GPT-3.5 and GPT-4 essays and letters on school and exam prompts)',
  humanDescription: "real university students' answers to the same course questions",
  ai: {
    texts: 6047,
    likelyAi: 0.1816,
    atLeastMixed: 0.3977,
    likelyAiUpper95: 0.1899,
  },
  human: {
    texts: 391,
    likelyAi: 0.0256,
    atLeastMixed: 0.1381,
    likelyAiUpper95: 0.043,
  },
};
