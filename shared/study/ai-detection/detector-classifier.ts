// The AI detector's classifier as shipped: a logistic regression over the standardised style features with
// gradient-boosted trees added to its logit, its
// calibration (the two verdict thresholds, set on human texts of the calibration split) and the error rates
// measured on the held-out split, all written by
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

/** AI texts of one length band called 'likely AI' / at least 'mixed'. */
export interface RecallRates {
  /** Texts of at least this many words (and fewer than the next band's minWords). */
  minWords?: number;
  texts: number;
  likelyAi: number;
  atLeastMixed: number;
}

/**
 * A writer never trained on: the whole detector trained and calibrated without any of its texts, then its texts
 * measured (overall and per length band), beside the held-out human texts of that run.
 */
export interface UnseenWriterRates extends RecallRates {
  writer: string;
  humanLikelyAi: number;
  humanMixed: number;
  byLength: RecallRates[];
  /** The writer's edited texts (paraphrased, merged, hand- or student-edited, shortened). */
  edited?: RecallRates;
}

/** Rates of several groups pooled over their texts (each group weighted by its texts); undefined without texts. */
function pooledRates(parts: readonly RecallRates[]): RecallRates | undefined {
  const texts = parts.reduce((a, b) => a + b.texts, 0);
  if (texts === 0) return undefined;
  const share = (key: 'likelyAi' | 'atLeastMixed') => parts.reduce((a, b) => a + b[key] * b.texts, 0) / texts;
  return { texts, likelyAi: share('likelyAi'), atLeastMixed: share('atLeastMixed') };
}

/**
 * The leave-one-writer-out figures as the report screen and `npm run quality:writing` state them: the mean over
 * the writers, the hardest writer's rates, and, pooled over the writers' texts, all of them, those of the shortest
 * length band and the edited ones.
 */
export function unseenWritersSummary(unseen: readonly UnseenWriterRates[]) {
  const mean = (key: 'likelyAi' | 'atLeastMixed') => unseen.reduce((a, u) => a + u[key], 0) / unseen.length;
  return {
    writers: unseen.length,
    texts: unseen.reduce((a, u) => a + u.texts, 0),
    mean: { likelyAi: mean('likelyAi'), atLeastMixed: mean('atLeastMixed') },
    /** The lowest rates of any one writer (each on its own: they may come from two writers). */
    hardest: {
      likelyAi: Math.min(...unseen.map((u) => u.likelyAi)),
      atLeastMixed: Math.min(...unseen.map((u) => u.atLeastMixed)),
    },
    pooled: pooledRates(unseen),
    short: pooledRates(unseen.flatMap((u) => u.byLength.filter((b) => (b.minWords ?? 0) === 0))),
    edited: pooledRates(unseen.flatMap((u) => (u.edited === undefined ? [] : [u.edited]))),
  };
}

export interface DetectorModelData {
  trainedAt: string;
  featureNames: string[];
  mean: number[];
  scale: number[];
  coefficients: number[];
  bias: number;
  /** Boosted trees added to the linear part's logit (absent: the linear part alone). */
  trees?: BoostedTreesData;
  /**
   * Logit thresholds per length band ('likely AI' at or above likelyAi, 'mixed' at or above mixed), from the
   * longest band whose minWords the text reaches: short texts give noisier readings, so they need more.
   */
  thresholds: Thresholds[];
  measured: MeasuredRates;
  /** Leave-one-writer-out: each writer measured by a detector trained without it. */
  unseenWriters?: UnseenWriterRates[];
  ngram: StyleNgramData;
  /** The same symbols' n-gram model fitted on model-written training texts. */
  modelNgram: StyleNgramData;
  bands: WordBandsData;
  profile: WordProfileData;
}

/**
 * Complete binary trees of one depth, read on the raw feature values: node k's children are 2k+1 (value at or
 * below the threshold) and 2k+2; a node whose feature is -1 sends everything to 2k+1. Per tree, `features` and
 * `thresholds` hold the 2^depth - 1 internal nodes and `values` every node's value (internal then leaves): a
 * leaf's value is what the tree adds to the logit, an internal node's the value it would have as a leaf.
 */
export interface BoostedTreesData {
  depth: number;
  features: number[];
  thresholds: number[];
  values: number[];
}

export interface Thresholds {
  minWords: number;
  likelyAi: number;
  mixed: number;
}

export function thresholdsFor(words: number, model: DetectorModelData): Thresholds {
  let chosen = model.thresholds[0] ?? { minWords: 0, likelyAi: 0, mixed: 0 };
  for (const band of model.thresholds) if (words >= band.minWords) chosen = band;
  return chosen;
}

/** What the classifier reads: the linear part's standardisation and weights, and the trees. */
export type ClassifierWeights = Pick<DetectorModelData, 'bias' | 'coefficients' | 'mean' | 'scale' | 'trees'>;

/** The path through one tree: the node indices from the root to the leaf that `features` reaches. */
function treePath(trees: BoostedTreesData, tree: number, features: readonly number[]): number[] {
  const internal = 2 ** trees.depth - 1;
  const path = [0];
  let k = 0;
  while (k < internal) {
    const f = trees.features[tree * internal + k] ?? -1;
    k = 2 * k + (f >= 0 && (features[f] ?? 0) > (trees.thresholds[tree * internal + k] ?? 0) ? 2 : 1);
    path.push(k);
  }
  return path;
}

/** What the trees add to the logit. */
export function treesLogit(features: readonly number[], trees: BoostedTreesData): number {
  const internal = 2 ** trees.depth - 1;
  const count = trees.features.length / internal;
  let z = 0;
  for (let t = 0; t < count; t += 1) {
    const path = treePath(trees, t, features);
    z += trees.values[t * (2 * internal + 1) + (path[path.length - 1] ?? 0)] ?? 0;
  }
  return z;
}

export function classifierLogit(features: readonly number[], model: ClassifierWeights): number {
  let z = model.bias;
  for (let i = 0; i < model.coefficients.length; i += 1) {
    const standardised = ((features[i] ?? 0) - (model.mean[i] ?? 0)) / (model.scale[i] || 1);
    // Far outside what training saw, a feature says no more than at four standard deviations.
    z += (model.coefficients[i] ?? 0) * Math.max(-4, Math.min(4, standardised));
  }
  return model.trees ? z + treesLogit(features, model.trees) : z;
}

/**
 * The contribution of each feature to a logit, for the report's "why" panel: the linear part's term, plus for
 * the trees each step down a tree's path credited to the feature split on (the change in node value).
 */
export function contributions(features: readonly number[], model: ClassifierWeights): number[] {
  const parts = model.coefficients.map(
    (c, i) =>
      c * Math.max(-4, Math.min(4, ((features[i] ?? 0) - (model.mean[i] ?? 0)) / (model.scale[i] || 1))),
  );
  const trees = model.trees;
  if (!trees) return parts;
  const internal = 2 ** trees.depth - 1;
  for (let t = 0; t < trees.features.length / internal; t += 1) {
    const path = treePath(trees, t, features);
    const valueOf = (k: number) => trees.values[t * (2 * internal + 1) + k] ?? 0;
    for (let s = 1; s < path.length; s += 1) {
      const f = trees.features[t * internal + (path[s - 1] ?? 0)] ?? -1;
      if (f >= 0) parts[f] = (parts[f] ?? 0) + valueOf(path[s] ?? 0) - valueOf(path[s - 1] ?? 0);
    }
  }
  return parts;
}

/** The score shown to users, 1–99 %: 'mixed' begins at 50 % and 'likely AI' at 80 %, whatever the logits are. */
export const SCORE_MIXED_FROM = 0.5;
export const SCORE_LIKELY_AI_FROM = 0.8;

/**
 * Maps a logit onto the shown score: below the 'mixed' threshold a logistic curve up to 50 %, between the two
 * thresholds a straight line from 50 % to 80 %, above 'likely AI' a curve approaching 99 %. Monotone, so a
 * higher score always means more AI-like, and the verdict can be read off the score.
 */
export function displayScore(logit: number, thresholds: Thresholds): number {
  const { likelyAi, mixed } = thresholds;
  let score: number;
  if (logit < mixed) score = 1 / (1 + Math.exp(-(logit - mixed)));
  else if (logit < likelyAi)
    score =
      SCORE_MIXED_FROM +
      ((SCORE_LIKELY_AI_FROM - SCORE_MIXED_FROM) * (logit - mixed)) / (likelyAi - mixed || 1);
  else score = SCORE_LIKELY_AI_FROM + (1 - SCORE_LIKELY_AI_FROM) * (1 - Math.exp(-(logit - likelyAi) / 2));
  return Math.min(0.99, Math.max(0.01, score));
}
