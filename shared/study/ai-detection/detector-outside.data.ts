// Written by `npm run quality:writing-outside -- --write ...` (scripts/bench/writing-quality/outside-check.ts).
import type { OutsideChecksData } from './outside-checks.ts';

export const DETECTOR_OUTSIDE_CHECKS: OutsideChecksData | null = {
  modelFingerprint:
    '[0.2082,[0.0609,-0.1605,0.1564,0.0511,0.0168,0.221,-0.1648,0.297],[{"minWords":0,"likelyAi":4.0992,"mixed":1.4828},{"minWords":150,"likelyAi":3.1199,"mixed":-0.0875}]]',
  measuredAt: '2026-11-28',
  aiDescription:
    'model-written texts from published research data (real ChatGPT answers to university course questions, many reworded by a paraphrasing tool, and GPT-3.5 and GPT-4 essays and letters on school and exam prompts)',
  humanDescription: "real university students' answers to the same course questions",
  ai: {
    texts: 6345,
    likelyAi: 0.1707,
    atLeastMixed: 0.4358,
    likelyAiUpper95: 0.1707,
  },
  human: {
    texts: 374,
    likelyAi: 0.0428,
    atLeastMixed: 0.1979,
    likelyAiUpper95: 0.0643,
  },
};
