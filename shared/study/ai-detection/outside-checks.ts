// The detector's rates on labelled texts from outside the project's corpora (issue 27), measured by
// `npm run quality:writing-outside -- --write ...` on data the project may measure with but not ship, and stated on
// the report only while they belong to the model that ships: a retrained model has other rates.
import type { DetectorModelData } from './detector-classifier.ts';

export interface OutsideRatesData {
  texts: number;
  likelyAi: number;
  atLeastMixed: number;
  likelyAiUpper95: number;
}

export interface OutsideChecksData {
  /** modelFingerprint() of the model these rates were measured with. */
  modelFingerprint: string;
  measuredAt: string;
  /** What the model-written and the human texts were, for the report ("real ChatGPT answers ..."). */
  aiDescription: string;
  humanDescription: string;
  ai: OutsideRatesData;
  human: OutsideRatesData;
}

/** Tells one trained model from another: its regression weights and calibration, which every retrain changes. */
export function modelFingerprint(
  model: Pick<DetectorModelData, 'bias' | 'coefficients' | 'thresholds'>,
): string {
  return JSON.stringify([model.bias, model.coefficients.slice(0, 8), model.thresholds]);
}

/** A rate as a percentage: one decimal, two below 1 % so that a small but non-zero error rate never reads as 0 %. */
export const percent = (x: number) =>
  x > 0 && x < 0.01 ? `${(x * 100).toFixed(2)}%` : `${Math.round(x * 1000) / 10}%`;

/** The report's sentence on outside texts, or '' when there are none for this model. */
export function outsideChecksMeaning(
  checks: OutsideChecksData | null,
  model: Pick<DetectorModelData, 'bias' | 'coefficients' | 'thresholds'>,
): string {
  if (checks === null || checks.modelFingerprint !== modelFingerprint(model)) return '';
  const { ai, human } = checks;
  return (
    `On texts from outside our own corpora the rates differ: of ${ai.texts} ${checks.aiDescription}, ${percent(ai.likelyAi)} were called likely AI and ${percent(ai.atLeastMixed)} at least mixed; ` +
    `of ${human.texts} ${checks.humanDescription}, ${percent(human.likelyAi)} were called likely AI (at most ${percent(human.likelyAiUpper95)} with 95% confidence) and ${percent(human.atLeastMixed)} at least mixed.`
  );
}
