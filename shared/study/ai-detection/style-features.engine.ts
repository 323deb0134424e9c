// The measurements the AI detector's classifier reads, all independent of topic and of one model's habits:
// sentence-length burstiness, punctuation and function-word distributions, the word-frequency profile against
// human prose, how predictable the sentence construction is to an n-gram model of human writing (mean and
// spread, i.e. perplexity and its burstiness), and repetition of structure. Each is normalised by length so
// that a 150-word answer and a 1,000-word essay are read on one scale.
import { unitSymbols, wordClass } from './style-ngram.model.ts';
import type { StyleNgramModel } from './style-ngram.model.ts';
import type { WritingUnit } from './writing-units.util.ts';

/** Words grouped by how common they are in human prose: band k holds words of frequency about 10^(-k/2 - 1). */
export interface WordBandsData {
  bands: string[];
}

export class WordBands {
  private readonly band = new Map<string, number>();
  readonly rareBand: number;
  constructor(data: WordBandsData) {
    data.bands.forEach((words, k) => {
      for (const w of words.split(' ')) if (w !== '') this.band.set(w, k);
    });
    this.rareBand = data.bands.length;
  }
  of(word: string): number {
    return this.band.get(word) ?? this.rareBand;
  }
}

/**
 * The word-frequency profile: for common words (and, for the rest, their shape class) the log-ratio of how
 * often model-written and human texts use them, learned from the training split. Only words frequent in both
 * human and model writing across many prompts are kept, so that topic words (what a prompt was about) carry no
 * weight.
 */
export interface WordProfileData {
  symbols: string[];
  /** Log-ratios times 100, rounded. */
  llr: number[];
}

export class WordProfile {
  private readonly llr = new Map<string, number>();
  constructor(data: WordProfileData) {
    data.symbols.forEach((s, i) => this.llr.set(s, (data.llr[i] ?? 0) / 100));
  }
  private readonly perUnit = new WeakMap<WritingUnit, number>();
  /** Sum of the log-ratios of one unit's words (cached: each unit is read by several neighbourhoods). */
  private sumOf(u: WritingUnit): number {
    let sum = this.perUnit.get(u);
    if (sum === undefined) {
      sum = 0;
      for (let i = 0; i < u.words.length; i += 1) {
        const w = u.words[i] ?? '';
        sum += this.llr.get(w) ?? this.llr.get(wordClass(w, u.rawWords[i] ?? w, i === 0)) ?? 0;
      }
      this.perUnit.set(u, sum);
    }
    return sum;
  }
  /** Mean log-ratio over the words of a run of units. */
  meanOf(units: readonly WritingUnit[]): number {
    let sum = 0;
    let n = 0;
    for (const u of units) {
      sum += this.sumOf(u);
      n += u.words.length;
    }
    return n === 0 ? 0 : sum / n;
  }
}

const set = (words: string) => new Set(words.split(' '));
const FIRST_SINGULAR = set("i me my mine myself i'm i've i'd i'll");
const FIRST_PLURAL = set("we us our ours ourselves we're we've we'll we'd");
const SECOND = set("you your yours yourself yourselves you're you've you'll you'd");
const THIRD = set('he him his she her hers they them their theirs it its itself himself herself themselves');
const ARTICLES = set('a an the');
const DEMONSTRATIVES = set('this these that those');
const COORDINATORS = set('and but or so yet nor');
const SUBORDINATORS = set(
  'because although though while since if when whenever whereas unless until whether which who whom whose where',
);
const PREPOSITIONS = set(
  'of in to for with on at by from about into through over between under after before during without against among',
);
const MODALS = set('can could may might must should would will shall');
const NEGATION = set(
  "not no never nothing none nobody neither can't don't doesn't didn't won't isn't aren't wasn't",
);
// Informal hedges and fillers of spontaneous writing.
const CASUAL = set(
  'just really actually pretty basically maybe probably stuff things thing lot kind sort anyway ok okay yeah guess',
);
// Words whose use rose sharply in published writing once language models spread (Liang et al. 2024, Kobak et
// al. 2025 "Delving into LLM-assisted writing"): a population-level excess, not one model's tic.
const MODEL_ERA_WORDS = set(
  'delve delves delving showcase showcasing showcases underscore underscores underscoring pivotal crucial ' +
    'intricate intricacies realm tapestry testament meticulous meticulously notable notably comprehensive ' +
    'enhance enhancing enhances foster fostering landscape nuanced multifaceted seamless seamlessly leverage ' +
    'leveraging robust insights invaluable vital essential significant significantly various ensure ensuring ' +
    'highlight highlights highlighting potential additionally furthermore moreover ultimately overall key ' +
    'complex complexities profound paramount noteworthy navigate navigating journey resonate resonates ' +
    'embrace embracing strategic dynamic framework foundational transformative interplay',
);
// Hedges outside the modal verbs: how often a claim is softened ("often", "typically", "tends to").
const HEDGES = set(
  'often typically generally usually tend tends tended likely perhaps arguably somewhat relatively largely ' +
    'primarily particularly especially mostly broadly commonly',
);
const CONTRACTION = /'(t|re|ve|ll|m|d|s)$/;

export const FEATURE_NAMES = [
  'sentence_length_log_mean',
  'sentence_length_cv',
  'sentence_length_step',
  'short_sentence_share',
  'long_sentence_share',
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
  'casual_rate',
  'model_era_word_rate',
  'frequent_word_share',
  'lexical_diversity',
  'word_length_mean',
  'long_word_share',
  'opening_phrase_share',
  'repeated_opening_share',
  'repeated_trigram_rate',
  'triad_rate',
  'ngram_logprob_mean',
  'ngram_logprob_sentence_spread',
  'ngram_surprise_share',
  'ngram_logprob_token_spread',
  'word_band_mean',
  'word_band_spread',
  'rare_word_share',
  'capitalised_share',
  'number_share',
  'informal_typing_rate',
  'word_profile_ratio',
  'ngram_model_human_ratio',
  'ngram_model_human_ratio_spread',
  'sentence_length_quartile_ratio',
  'ngram_sentence_outlier_gap',
  'opening_structure_repeat_share',
  'hedge_rate',
  'punctuation_entropy',
  'function_word_divergence',
  'short_text_shortfall',
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

function spread(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return Math.sqrt(values.reduce((a, b) => a + (b - m) ** 2, 0) / (values.length - 1));
}

/** Moving-average type–token ratio: lexical diversity that does not fall just because a text is longer. */
function mattr(words: readonly string[], window = 50): number {
  if (words.length === 0) return 0;
  if (words.length <= window) return new Set(words).size / words.length;
  const counts = new Map<string, number>();
  for (let i = 0; i < window; i += 1) counts.set(words[i] ?? '', (counts.get(words[i] ?? '') ?? 0) + 1);
  let total = counts.size / window;
  let windows = 1;
  for (let i = window; i < words.length; i += 1) {
    const out = words[i - window] ?? '';
    const c = (counts.get(out) ?? 0) - 1;
    if (c === 0) counts.delete(out);
    else counts.set(out, c);
    const incoming = words[i] ?? '';
    counts.set(incoming, (counts.get(incoming) ?? 0) + 1);
    total += counts.size / window;
    windows += 1;
  }
  return total / windows;
}

/** The spread of the middle half of the values over their median: burstiness that one outlier cannot make. */
function quartileRatio(values: readonly number[]): number {
  if (values.length < 4) return 0.5;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.floor(q * (sorted.length - 1))] ?? 0;
  return (at(0.75) - at(0.25)) / Math.max(1, at(0.5));
}

/** Shannon entropy (nats) of a distribution given by counts. */
function entropy(counts: Iterable<number>): number {
  const list = [...counts];
  const total = list.reduce((a, b) => a + b, 0);
  if (total === 0) return 0;
  return -list.reduce((a, c) => (c === 0 ? a : a + (c / total) * Math.log(c / total)), 0);
}

/** Texts under this many words are short; the shortfall feature reaches 1 this many words below it. */
const SHORT_TEXT_WORDS = 150;
const SHORT_TEXT_RANGE = 90;

const PUNCTUATION_MARKS = ['.', ',', ';', ':', '!', '?', '(', '"', '-', '...'] as const;

/**
 * How far the text's use of the most frequent human words (articles, prepositions, pronouns, auxiliaries)
 * departs from their use in human prose: the Kullback-Leibler divergence of the text's distribution over those
 * words from the human one, both renormalised over the kept words. Needs no model-written text to fit.
 */
const keptMass = new WeakMap<StyleNgramModel, number>();
function functionWordDivergence(words: readonly string[], ngram: StyleNgramModel): number {
  const counts = new Map<string, number>();
  let total = 0;
  for (const w of words)
    if (ngram.kept.has(w)) {
      counts.set(w, (counts.get(w) ?? 0) + 1);
      total += 1;
    }
  if (total === 0) return 0;
  let humanMass = keptMass.get(ngram);
  if (humanMass === undefined) {
    humanMass = 0;
    for (const w of ngram.kept) humanMass += Math.exp(ngram.unigramLogProb(w));
    keptMass.set(ngram, humanMass);
  }
  let divergence = 0;
  for (const [w, c] of counts) {
    const observed = c / total;
    divergence += observed * Math.log(observed / (Math.exp(ngram.unigramLogProb(w)) / humanMass));
  }
  return divergence;
}

export interface StyleResources {
  /** The n-gram model of human sentence construction. */
  ngram: StyleNgramModel;
  /** The same n-gram model fitted on model-written text: the ratio of the two is a Binoculars-like reading. */
  modelNgram: StyleNgramModel;
  bands: WordBands;
  profile: WordProfile;
}

/** Per-unit n-gram readings under the human and the model-written n-gram models. */
export interface UnitReadings {
  human: number[][];
  model: number[][];
}

/** Per-unit n-gram readings, computed once and reused by the text and by each sentence's neighbourhood. */
export function unitLogProbs(units: readonly WritingUnit[], resources: StyleResources): UnitReadings {
  const symbols = units.map((u) => unitSymbols(u, resources.ngram.kept));
  return {
    human: symbols.map((s) => resources.ngram.logProbs(s)),
    model: symbols.map((s) => resources.modelNgram.logProbs(s)),
  };
}

/** The readings of units from..to. */
export function sliceReadings(readings: UnitReadings, from: number, to: number): UnitReadings {
  return { human: readings.human.slice(from, to), model: readings.model.slice(from, to) };
}

const triadCache = new WeakMap<WritingUnit, number>();
function triadsOf(u: WritingUnit): number {
  let n = triadCache.get(u);
  if (n === undefined) {
    n =
      u.text.match(/[\p{L}-]+(?: [\p{L}-]+){0,3}, [\p{L}-]+(?: [\p{L}-]+){0,3},? (?:and|or) /gu)?.length ?? 0;
    triadCache.set(u, n);
  }
  return n;
}

/** The feature vector of a run of units (a whole text, or the sentences around one sentence). */
export function styleFeatures(
  units: readonly WritingUnit[],
  readings: UnitReadings,
  resources: StyleResources,
): number[] {
  const logProbs = readings.human;
  const words = units.flatMap((u) => u.words);
  const n = Math.max(1, words.length);
  const prose = units.filter((u) => !u.listOrHeading);
  const lengths = (prose.length >= 2 ? prose : units).map((u) => u.words.length);
  const meanLength = Math.max(1, mean(lengths));
  const steps = lengths.slice(1).map((l, i) => Math.abs(l - (lengths[i] ?? l)));
  const tokens = units.flatMap((u) => u.tokens);
  const countToken = (t: string) => tokens.reduce((a, x) => a + (x === t ? 1 : 0), 0);
  const rate = (s: ReadonlySet<string>) => words.reduce((a, w) => a + (s.has(w) ? 1 : 0), 0) / n;
  const perUnit = units.length === 0 ? 1 : units.length;

  // Openings: a short phrase then a comma ("However,", "In addition,", "For example,").
  const openings = units.filter((u) => {
    const comma = u.tokens.indexOf(',');
    return comma > 0 && comma <= 4 && u.tokens.slice(0, comma).every((t) => /\p{L}/u.test(t));
  }).length;
  const firstWords = units.map((u) => u.words[0] ?? '');
  const firstCounts = new Map<string, number>();
  for (const w of firstWords) firstCounts.set(w, (firstCounts.get(w) ?? 0) + 1);
  const repeatedOpenings = firstWords.filter((w) => (firstCounts.get(w) ?? 0) > 1).length;

  const trigrams = new Map<string, number>();
  for (let i = 0; i + 2 < words.length; i += 1) {
    const gram = `${words[i]} ${words[i + 1]} ${words[i + 2]}`;
    trigrams.set(gram, (trigrams.get(gram) ?? 0) + 1);
  }
  let repeated = 0;
  for (const c of trigrams.values()) if (c > 1) repeated += c - 1;

  // Lists of three: "x, y, and z" / "x, y and z".
  const triads = units.reduce((a, u) => a + triadsOf(u), 0);
  const allLp = logProbs.flat();
  const ratios = readings.model.map((lp, i) => lp.map((x, j) => x - (logProbs[i]?.[j] ?? x)));
  const unitRatios = ratios.filter((r) => r.length >= 4).map(mean);
  const unitMeans = logProbs.filter((lp) => lp.length >= 4).map(mean);
  const bandValues = words.map((w) => resources.bands.of(w));
  const rare = bandValues.filter((b) => b === resources.bands.rareBand).length;
  const capitalised = units.reduce(
    (a, u) => a + u.rawWords.slice(1).filter((w) => /^\p{Lu}/u.test(w) && w !== 'I').length,
    0,
  );
  const numbers = words.filter((w) => /^\d/.test(w)).length;
  const informal = units.reduce(
    (a, u) =>
      a +
      (/^\p{Ll}/u.test(u.rawWords[0] ?? '') ? 1 : 0) +
      u.rawWords.filter((w) => w === 'i' || /^(dont|cant|wont|im|ive|didnt|doesnt|isnt|thats)$/.test(w))
        .length,
    0,
  );

  // Sentence structure: the first two words as the n-gram model sees them (kept word or word class), so that
  // "The #tion of" repeated across sentences counts whatever the topic words are.
  const shapes = units
    .filter((u) => u.words.length >= 3)
    .map((u) =>
      u.words
        .slice(0, 2)
        .map((w, i) => (resources.ngram.kept.has(w) ? w : wordClass(w, u.rawWords[i] ?? w, i === 0)))
        .join(' '),
    );
  const shapeCounts = new Map<string, number>();
  for (const s of shapes) shapeCounts.set(s, (shapeCounts.get(s) ?? 0) + 1);
  const unitMean = mean(unitMeans);
  const punctuation = PUNCTUATION_MARKS.map(countToken);

  const values: Record<FeatureName, number> = {
    sentence_length_log_mean: Math.log(meanLength),
    sentence_length_cv: lengths.length < 2 ? 0.5 : spread(lengths) / meanLength,
    sentence_length_step: steps.length === 0 ? 0.5 : mean(steps) / meanLength,
    short_sentence_share: lengths.filter((l) => l < 8).length / Math.max(1, lengths.length),
    long_sentence_share: lengths.filter((l) => l > 35).length / Math.max(1, lengths.length),
    comma_rate: countToken(',') / n,
    semicolon_rate: countToken(';') / n,
    colon_rate: countToken(':') / n,
    dash_rate: countToken('-') / n,
    parenthesis_rate: countToken('(') / n,
    question_rate: countToken('?') / perUnit,
    exclamation_rate: countToken('!') / perUnit,
    quote_rate: countToken('"') / n,
    ellipsis_rate: countToken('...') / perUnit,
    contraction_rate: words.filter((w) => CONTRACTION.test(w) && !w.endsWith("'s")).length / n,
    first_singular_rate: rate(FIRST_SINGULAR),
    first_plural_rate: rate(FIRST_PLURAL),
    second_person_rate: rate(SECOND),
    third_person_rate: rate(THIRD),
    article_rate: rate(ARTICLES),
    demonstrative_rate: rate(DEMONSTRATIVES),
    coordinator_rate: rate(COORDINATORS),
    subordinator_rate: rate(SUBORDINATORS),
    preposition_rate: rate(PREPOSITIONS),
    modal_rate: rate(MODALS),
    negation_rate: rate(NEGATION),
    casual_rate: rate(CASUAL),
    model_era_word_rate: rate(MODEL_ERA_WORDS),
    frequent_word_share: rate(resources.ngram.kept),
    lexical_diversity: mattr(words),
    word_length_mean: mean(words.map((w) => w.length)),
    long_word_share: words.filter((w) => w.length >= 9).length / n,
    opening_phrase_share: openings / perUnit,
    repeated_opening_share: repeatedOpenings / perUnit,
    repeated_trigram_rate: repeated / Math.max(1, words.length - 2),
    triad_rate: triads / perUnit,
    ngram_logprob_mean: mean(allLp),
    ngram_logprob_sentence_spread: spread(unitMeans),
    ngram_surprise_share: allLp.filter((lp) => lp < -5).length / Math.max(1, allLp.length),
    ngram_logprob_token_spread: spread(allLp),
    word_band_mean: mean(bandValues),
    word_band_spread: spread(bandValues),
    rare_word_share: rare / n,
    capitalised_share: capitalised / n,
    number_share: numbers / n,
    informal_typing_rate: informal / perUnit,
    word_profile_ratio: resources.profile.meanOf(units),
    ngram_model_human_ratio: mean(ratios.flat()),
    ngram_model_human_ratio_spread: spread(unitRatios),
    sentence_length_quartile_ratio: quartileRatio(lengths),
    ngram_sentence_outlier_gap: unitMeans.length < 2 ? 0 : unitMean - Math.min(...unitMeans),
    opening_structure_repeat_share:
      shapes.filter((s) => (shapeCounts.get(s) ?? 0) > 1).length / Math.max(1, shapes.length),
    hedge_rate: rate(HEDGES),
    punctuation_entropy: entropy(punctuation),
    function_word_divergence: functionWordDivergence(words, resources.ngram),
    // How far under 150 words the text falls (0 from 150 words, 1 at 60 or fewer): lets the classifier read the
    // other features differently where they are noisiest, rather than one reading for every length. Leave-one-
    // writer-out (2026-11-27): unseen writers' texts under 150 words read better for four of six writers (corpus-a
    // 63 -> 78 % likely AI, corpus-c 47 -> 53 %, corpus-d 49 -> 55 %, corpus-e at least mixed 71 -> 82 %), the
    // mean over writers 68.8 / 91.4 -> 69.0 / 92.5 %.
    short_text_shortfall: Math.min(1, Math.max(0, (SHORT_TEXT_WORDS - words.length) / SHORT_TEXT_RANGE)),
  };
  return FEATURE_NAMES.map((name) => values[name]);
}

/** The feature vector of a whole text. */
export function textFeatures(units: readonly WritingUnit[], resources: StyleResources): number[] {
  return styleFeatures(units, unitLogProbs(units, resources), resources);
}
