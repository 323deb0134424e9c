// The AI detector's classifier as shipped: a logistic regression over the standardised style features, its
// calibration (Platt scaling to a probability, and the two verdict thresholds set on human texts of the
// calibration split) and the error rates measured on the held-out split, all written by
// scripts/bench/writing-quality/train-detector.ts into detector-model.data.ts.
import type { StyleNgramData } from './style-ngram.model.ts';
import type { WordBandsData, WordProfileData } from './style-features.engine.ts';

export interface MeasuredRates {
  /** Held-out human texts called 'likely AI' / 'mixed', with one-sided 95 % upper bounds. */
  humanTexts: number;
  humanLikelyAi: number;
  humanLikelyAiUpper95: number;
  humanMixed: number;
  humanMixedUpper95: number;
  /** Held-out AI texts called 'likely AI' / at least 'mixed'. */
  aiTexts: number;
  aiLikelyAi: number;
  aiAtLeastMixed: number;
}

export interface DetectorModelData {
  trainedAt: string;
  featureNames: string[];
  mean: number[];
  scale: number[];
  coefficients: number[];
  bias: number;
  /** probability = logistic(a * logit + b), fitted on the calibration split with both classes weighted alike. */
  platt: { a: number; b: number };
  /** Logit thresholds: 'likely AI' at or above likelyAi, 'mixed' at or above mixed. */
  thresholds: { likelyAi: number; mixed: number };
  measured: MeasuredRates;
  ngram: StyleNgramData;
  /** The same symbols' n-gram model fitted on model-written training texts. */
  modelNgram: StyleNgramData;
  bands: WordBandsData;
  profile: WordProfileData;
}

export function classifierLogit(features: readonly number[], model: DetectorModelData): number {
  let z = model.bias;
  for (let i = 0; i < model.coefficients.length; i += 1) {
    const standardised = ((features[i] ?? 0) - (model.mean[i] ?? 0)) / (model.scale[i] || 1);
    // Far outside what training saw, a feature says no more than at four standard deviations.
    z += (model.coefficients[i] ?? 0) * Math.max(-4, Math.min(4, standardised));
  }
  return z;
}

/** The contribution of each feature to a logit, for the report's "why" panel. */
export function contributions(features: readonly number[], model: DetectorModelData): number[] {
  return model.coefficients.map(
    (c, i) =>
      c * Math.max(-4, Math.min(4, ((features[i] ?? 0) - (model.mean[i] ?? 0)) / (model.scale[i] || 1))),
  );
}

export function calibratedProbability(logit: number, model: DetectorModelData): number {
  return 1 / (1 + Math.exp(-(model.platt.a * logit + model.platt.b)));
}
