import { fail, ok } from '../study-result.types.ts';
import { AI_DETECTION_MESSAGES, AI_DETECTION_MIN_WORDS } from '../study-tool-input.ts';
import type { StudyResult } from '../study-result.types.ts';
import { looksBinary } from '../text/study-source.util.ts';
import { countWords } from '../text/text-tokens.util.ts';
import {
  SCORE_LIKELY_AI_FROM,
  SCORE_MIXED_FROM,
  classifierLogit,
  contributions,
  displayScore,
  thresholdsFor,
  unseenWritersSummary,
} from './detector-classifier.ts';
import type { MeasuredRates } from './detector-classifier.ts';
import { DETECTOR_MODEL } from './detector-model.data.ts';
import {
  FEATURE_NAMES,
  WordBands,
  WordProfile,
  sliceReadings,
  styleFeatures,
  unitLogProbs,
} from './style-features.engine.ts';
import type { FeatureName, StyleResources } from './style-features.engine.ts';
import { StyleNgramModel } from './style-ngram.model.ts';
import { DETECTOR_OUTSIDE_CHECKS } from './detector-outside.data.ts';
import { outsideChecksMeaning, percent } from './outside-checks.ts';
import { proseWordCount, writingUnits } from './writing-units.util.ts';
import type { WritingUnit } from './writing-units.util.ts';

/** A token with its log-probability under a language model (natural log), as OpenAI-style APIs return it. */
export interface TokenLogprob {
  token: string;
  logprob: number;
}

export type AiVerdict = 'likely-human' | 'mixed' | 'likely-ai';
export type Confidence = 'low' | 'medium' | 'high';

export interface SignalReading {
  /** The measured value of the group's main feature. */
  value: number;
  /** How AI-like this group of readings is on its own, 0..1 (0.5 = no lean either way). */
  aiLean: number;
  /** What the reading means, for the "why" panel. */
  explanation: string;
}

export interface SentenceSignal {
  text: string;
  start: number;
  end: number;
  words: number;
  /** Perplexity of the sentence under the provider's model, when log-probabilities were supplied. */
  perplexity: number | null;
  /** 0..1 on the scale of the overall score: how AI-like this sentence and its neighbours read. */
  aiLean: number;
  /** Highlight: 'ai' at the 'likely AI' level, 'mixed' at the 'mixed' level; always agrees with the verdict. */
  level: 'ai' | 'mixed' | 'none';
}

export interface AiTextReport {
  /** The score, 0.01–0.99: how strongly the text resembles model-written text; 'mixed' from 0.5, 'likely AI' from 0.8. */
  aiProbability: number;
  verdict: AiVerdict;
  confidence: Confidence;
  /** One or two sentences for the user; always phrased as an estimate. */
  summary: string;
  /** What the score means and how often it is wrong, measured on texts the detector never saw. */
  meaning: string;
  method: 'stylometric' | 'stylometric+perplexity';
  signals: {
    burstiness: SignalReading;
    predictability: SignalReading;
    wordChoice: SignalReading;
    functionWords: SignalReading;
    punctuation: SignalReading;
    structure: SignalReading;
    perplexity: SignalReading | null;
  };
  sentences: SentenceSignal[];
  /** Share of the words in sentences highlighted at the 'likely AI' level. */
  flaggedShare: number;
  wordCount: number;
  calibration: {
    /** Scores from which the verdicts apply. */
    likelyAiFrom: number;
    mixedFrom: number;
    measured: MeasuredRates;
  };
  disclaimer: string;
}

export { AI_DETECTION_MESSAGES, AI_DETECTION_MIN_WORDS };

let resources: StyleResources | null = null;
function styleResources(): StyleResources {
  resources ??= {
    ngram: new StyleNgramModel(DETECTOR_MODEL.ngram),
    modelNgram: new StyleNgramModel(DETECTOR_MODEL.modelNgram),
    bands: new WordBands(DETECTOR_MODEL.bands),
    profile: new WordProfile(DETECTOR_MODEL.profile),
  };
  return resources;
}

const GROUPS: Record<Exclude<keyof AiTextReport['signals'], 'perplexity'>, FeatureName[]> = {
  burstiness: [
    'sentence_length_cv',
    'sentence_length_step',
    'sentence_length_log_mean',
    'short_sentence_share',
    'long_sentence_share',
    'sentence_length_quartile_ratio',
  ],
  predictability: [
    'ngram_logprob_mean',
    'ngram_logprob_sentence_spread',
    'ngram_surprise_share',
    'ngram_logprob_token_spread',
    'ngram_model_human_ratio',
    'ngram_model_human_ratio_spread',
    'ngram_sentence_outlier_gap',
  ],
  wordChoice: [
    'model_era_word_rate',
    'word_profile_ratio',
    'word_band_mean',
    'word_band_spread',
    'rare_word_share',
    'lexical_diversity',
    'word_length_mean',
    'long_word_share',
    'frequent_word_share',
    'casual_rate',
  ],
  functionWords: [
    'first_singular_rate',
    'first_plural_rate',
    'second_person_rate',
    'third_person_rate',
    'article_rate',
    'demonstrative_rate',
    'coordinator_rate',
    'subordinator_rate',
    'preposition_rate',
    'modal_rate',
    'negation_rate',
    'hedge_rate',
    'function_word_divergence',
  ],
  punctuation: [
    'comma_rate',
    'semicolon_rate',
    'colon_rate',
    'dash_rate',
    'parenthesis_rate',
    'question_rate',
    'exclamation_rate',
    'quote_rate',
    'ellipsis_rate',
    'contraction_rate',
    'informal_typing_rate',
    'capitalised_share',
    'number_share',
    'punctuation_entropy',
  ],
  structure: [
    'opening_phrase_share',
    'repeated_opening_share',
    'opening_structure_repeat_share',
    'repeated_trigram_rate',
    'triad_rate',
  ],
};

const EXPLANATIONS: Record<keyof typeof GROUPS, [ai: string, human: string]> = {
  burstiness: [
    'Sentence lengths are even, as in generated text.',
    'Sentence lengths vary as they usually do in human writing.',
  ],
  predictability: [
    'Sentences are built in predictable, regular ways.',
    'Sentence construction is as varied and surprising as in human prose.',
  ],
  wordChoice: [
    'The vocabulary leans towards words language models favour.',
    'The vocabulary reads like human writing.',
  ],
  functionWords: [
    'Small grammatical words are used in a mix typical of generated text.',
    'Small grammatical words are used in a mix typical of human writing.',
  ],
  punctuation: [
    'Punctuation is tidy and regular, as in generated text.',
    'Punctuation and typing habits look human.',
  ],
  structure: [
    'Sentences open and list things in repeated patterns.',
    'Little repetition of sentence patterns.',
  ],
};

function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

function stdev(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return Math.sqrt(values.reduce((a, b) => a + (b - m) ** 2, 0) / (values.length - 1));
}

function perplexityOf(logprobs: readonly number[]): number {
  if (logprobs.length === 0) return Number.NaN;
  return Math.exp(-mean(logprobs));
}

/**
 * The provider's reading, in logit units: generated text is predictable to a model (low perplexity) and evenly
 * so across sentences. Hand-set from published perplexity detectors, not trained here (no model on this
 * machine), so the report says when it was used.
 */
const perplexityEvidence = (ppl: number, spread: number): number =>
  clamp((Math.log(18) - Math.log(ppl)) * 2.2 + (0.45 - spread) * 2, -3, 3);

/** Assigns each scored token to the sentence its text falls in, by walking the text alongside the tokens. */
function sentencePerplexities(
  text: string,
  units: readonly WritingUnit[],
  tokens: readonly TokenLogprob[],
): Array<number | null> {
  const perSentence: number[][] = units.map(() => []);
  let cursor = 0;
  let s = 0;
  for (const token of tokens) {
    const trimmed = token.token.trim();
    if (trimmed.length > 0) {
      const at = text.indexOf(trimmed, cursor);
      if (at >= 0 && at - cursor < 200) cursor = at + trimmed.length;
    }
    while (s < units.length - 1 && cursor > (units[s]?.end ?? 0)) s += 1;
    if (Number.isFinite(token.logprob)) perSentence[s]?.push(token.logprob);
  }
  return perSentence.map((lp) => (lp.length < 3 ? null : perplexityOf(lp)));
}

/** The units around unit i: its neighbours, widened until they hold at least `minWords` words. */
function neighbourhood(units: readonly WritingUnit[], i: number, minWords = 70): [number, number] {
  let from = Math.max(0, i - 1);
  let to = Math.min(units.length, i + 2);
  const words = () => units.slice(from, to).reduce((a, u) => a + u.words.length, 0);
  while (words() < minWords && (from > 0 || to < units.length)) {
    if (from > 0) from -= 1;
    if (to < units.length && words() < minWords) to += 1;
  }
  return [from, to];
}

/** What the score means, with the error rates measured on held-out texts. */
/** What the score means, in paragraphs separated by a blank line: the scale, then each measurement of it. */
export function scoreMeaning(): string {
  const m = DETECTOR_MODEL.measured;
  return [
    `The score (1–99%) says how strongly the writing resembles text written by language models, read from how it is written: sentence rhythm, word choice, grammar words, punctuation, and how predictable its sentences are. It is a scale, not a probability. ` +
      `"Likely AI" from ${SCORE_LIKELY_AI_FROM * 100}%, "mixed" from ${SCORE_MIXED_FROM * 100}%.`,
    `Measured on ${m.humanTexts} human texts and ${m.aiTexts} AI-written texts the detector never saw: ` +
      `${percent(m.humanLikelyAi)} of human texts were called likely AI (at most ${percent(m.humanLikelyAiUpper95)} with 95% confidence) and ${percent(m.humanMixed)} mixed (at most ${percent(m.humanMixedUpper95)}); ` +
      `${percent(m.aiLikelyAi)} of AI-written texts were called likely AI and ${percent(m.aiAtLeastMixed)} at least mixed.`,
    unseenWritersMeaning(),
    outsideChecksMeaning(DETECTOR_OUTSIDE_CHECKS, DETECTOR_MODEL),
  ]
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}

/** The leave-one-writer-out rates: how the detector does on writing by writers it was never trained on. */
function unseenWritersMeaning(): string {
  const unseen = DETECTOR_MODEL.unseenWriters ?? [];
  if (unseen.length === 0) return '';
  const { mean, hardest, pooled, short, edited } = unseenWritersSummary(unseen);
  // The short and the edited texts are pooled over the writers' texts, which leans towards the writers with most
  // texts, so they stand beside all of the texts pooled the same way: beside the mean of writers, pooled rates
  // can read better than the average even where the detector does worse.
  const pooledSentence =
    pooled === undefined
      ? ''
      : ` Pooled over those writers' ${pooled.texts} texts, ${percent(pooled.likelyAi)} were called likely AI and ${percent(pooled.atLeastMixed)} at least mixed` +
        (short === undefined
          ? ''
          : `; of their texts under 150 words ${percent(short.likelyAi)} were called likely AI and ${percent(short.atLeastMixed)} at least mixed`) +
        (edited === undefined
          ? ''
          : `; of their texts a person went over (paraphrased, reworded, cut) ${percent(edited.likelyAi)} and ${percent(edited.atLeastMixed)}`) +
        '.';
  return (
    `On AI writers it was never trained on (retrained without each of ${unseen.length} in turn), ` +
    `${percent(mean.likelyAi)} were called likely AI and ${percent(mean.atLeastMixed)} at least mixed on average, ` +
    `and at the lowest for any one writer ${percent(hardest.likelyAi)} and ${percent(hardest.atLeastMixed)}.` +
    pooledSentence
  );
}

/**
 * Estimates whether a text was written by a language model: a logistic regression with boosted trees on its
 * logit, trained on human and model-written texts, reads the style features of style-features.engine.ts (plus, when the provider returned
 * token log-probabilities, its perplexity), and thresholds calibrated on human texts turn the score into a
 * verdict. Each sentence is scored with its neighbours and highlighted on the same scale, so the highlights
 * agree with the verdict. The result is an estimate with a stated error rate, never a certainty.
 */
export function analyzeAiText(
  text: string,
  options: { tokenLogprobs?: readonly TokenLogprob[] } = {},
): StudyResult<AiTextReport> {
  if (looksBinary(text)) return fail('binary-input', AI_DETECTION_MESSAGES.binary);
  const wordCount = countWords(text);
  if (wordCount < AI_DETECTION_MIN_WORDS) return fail('too-short', AI_DETECTION_MESSAGES.tooShort);

  const units = writingUnits(text);
  if (proseWordCount(units) < AI_DETECTION_MIN_WORDS)
    return fail('not-prose', AI_DETECTION_MESSAGES.notProse);

  const model = DETECTOR_MODEL;
  const style = styleResources();
  const logProbs = unitLogProbs(units, style);
  const features = styleFeatures(units, logProbs, style);
  const parts = contributions(features, model);
  let logit = classifierLogit(features, model);
  const value = (name: FeatureName) => features[FEATURE_NAMES.indexOf(name)] ?? 0;
  const reading = (group: keyof typeof GROUPS, main: FeatureName): SignalReading => {
    const lean = GROUPS[group].reduce((a, name) => a + (parts[FEATURE_NAMES.indexOf(name)] ?? 0), 0);
    const [ai, human] = EXPLANATIONS[group];
    return { value: value(main), aiLean: logistic(lean), explanation: lean > 0 ? ai : human };
  };

  let perplexity: SignalReading | null = null;
  let sentencePpl: Array<number | null> = units.map(() => null);
  const logprobs = (options.tokenLogprobs ?? []).filter((t) => Number.isFinite(t.logprob));
  if (logprobs.length >= 20) {
    const ppl = perplexityOf(logprobs.map((t) => t.logprob));
    sentencePpl = sentencePerplexities(text, units, logprobs);
    const known = sentencePpl.filter((p): p is number => p !== null).map((p) => Math.log(p));
    const evidence = perplexityEvidence(ppl, known.length > 2 ? stdev(known) : 0.5);
    logit += evidence;
    perplexity = {
      value: ppl,
      aiLean: logistic(evidence),
      explanation:
        (ppl < 12
          ? 'A language model finds this text very predictable, as it usually finds generated text.'
          : ppl > 40
            ? 'A language model finds this text fairly unpredictable, as it usually finds human text.'
            : 'A language model finds this text moderately predictable.') +
        ' This reading comes from the configured AI provider and is added to the score; the error rates above were measured without it.',
    };
  }

  const band = thresholdsFor(wordCount, model);
  const { likelyAi, mixed } = band;
  const verdict: AiVerdict = logit >= likelyAi ? 'likely-ai' : logit >= mixed ? 'mixed' : 'likely-human';
  const aiProbability = displayScore(logit, band);

  // Sentences: the text's score, moved by how much more or less AI-like each sentence's neighbourhood reads
  // than the text's other neighbourhoods; capped so that no highlight contradicts the verdict.
  const local = units.map((_, i) => {
    const [from, to] = neighbourhood(units, i);
    return classifierLogit(
      styleFeatures(units.slice(from, to), sliceReadings(logProbs, from, to), style),
      model,
    );
  });
  const localMean = mean(local);
  const sentences: SentenceSignal[] = units.map((u, i) => {
    let s = logit + 0.6 * ((local[i] ?? localMean) - localMean);
    const ppl = sentencePpl[i] ?? null;
    if (ppl !== null) s += 0.5 * clamp((Math.log(18) - Math.log(ppl)) * 2.2, -3, 3);
    if (verdict === 'likely-human') s = Math.min(s, mixed - 0.01);
    if (verdict === 'mixed') s = Math.min(s, likelyAi + 2);
    const level = s >= likelyAi && verdict !== 'likely-human' ? 'ai' : s >= mixed ? 'mixed' : 'none';
    return {
      text: u.text,
      start: u.start,
      end: u.end,
      words: u.words.length,
      perplexity: ppl,
      aiLean: displayScore(s, band),
      level,
    };
  });
  // A 'mixed' text always shows where it leans: its most AI-like neighbourhood at least at the 'mixed' level.
  if (verdict === 'mixed' && !sentences.some((s) => s.level !== 'none')) {
    const top = local.indexOf(Math.max(...local));
    const sentence = sentences[top];
    if (sentence) sentence.level = 'mixed';
  }
  const totalWords = sentences.reduce((a, s) => a + s.words, 0);
  const flaggedShare =
    totalWords === 0
      ? 0
      : sentences.filter((s) => s.level === 'ai').reduce((a, s) => a + s.words, 0) / totalWords;

  const margin = Math.min(Math.abs(logit - likelyAi), Math.abs(logit - mixed));
  let confidence: Confidence = 'medium';
  if (wordCount < 150 || margin < 1) confidence = 'low';
  else if (wordCount >= 300 && margin >= 3) confidence = 'high';

  const shown = Math.round(aiProbability * 100);
  const m = model.measured;
  const summary =
    verdict === 'likely-ai'
      ? `This text reads like AI-generated writing (score ${shown}%, ${confidence} confidence). In our tests ${percent(m.humanLikelyAi)} of human texts scored this high.`
      : verdict === 'likely-human'
        ? `This text reads like human writing (score ${shown}%, ${confidence} confidence). Lightly edited AI text can read this way too.`
        : `The signals are mixed (score ${shown}%, ${confidence} confidence): parts of the text may be AI-generated or AI-edited, but ${percent(m.humanMixed + m.humanLikelyAi)} of human texts in our tests also scored this high.`;

  return ok({
    aiProbability,
    verdict,
    confidence,
    summary,
    meaning: scoreMeaning(),
    method: perplexity === null ? 'stylometric' : 'stylometric+perplexity',
    signals: {
      burstiness: reading('burstiness', 'sentence_length_cv'),
      predictability: reading('predictability', 'ngram_logprob_mean'),
      wordChoice: reading('wordChoice', 'model_era_word_rate'),
      functionWords: reading('functionWords', 'article_rate'),
      punctuation: reading('punctuation', 'comma_rate'),
      structure: reading('structure', 'opening_phrase_share'),
      perplexity,
    },
    sentences,
    flaggedShare,
    wordCount,
    calibration: {
      likelyAiFrom: SCORE_LIKELY_AI_FROM,
      mixedFrom: SCORE_MIXED_FROM,
      measured: model.measured,
    },
    disclaimer: AI_DETECTION_MESSAGES.disclaimer,
  });
}
