// Trains the AI detector (issue 27) and writes shared/study/ai-detection/detector-model.data.ts:
// 1. the n-gram model of human sentence construction and the word-frequency bands, from one half of the human
//    training documents;
// 2. a logistic regression over the style features, on the other half of the human training documents and the
//    AI training and calibration batches (weighted so no one source, genre or writer decides), then
//    gradient-boosted trees (fit-boosted-trees.ts) fitted on top of its logits: the trees add what a straight
//    line through the features cannot say (a feature that matters only when another is high, a middle range
//    that is human-like); `--classifier=lr` ships the regression alone;
// 3. calibration on the calibration split: the 'likely AI' and 'mixed' thresholds from the human texts alone
//    (at most LIKELY_AI_TARGET / MIXED_TARGET of them above);
// 4. the error rates on the held-out split, shipped with the weights so the report can state them.
// Run: `npx tsx scripts/bench/writing-quality/train-detector.ts` (after import-ai-corpus.ts and get-corpus.sh).
// `--hold-out-writer=<writer>` checks that the features generalise beyond the writers trained on: every text of
// that writer is kept out of training and calibration and measured as held out; the model file is not written.
// `--dump=<file>` writes every held-out text's logit, thresholds and features as JSON lines, for error analysis.
// Every modelling choice here (classifier, tree settings, AI calibration texts taught) was made on held-out
// writers, never on the held-out split: see the figures beside each option.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifierLogit, thresholdsFor } from '../../../shared/study/ai-detection/detector-classifier.ts';
import type {
  ClassifierWeights,
  DetectorModelData,
  UnseenWriterRates,
} from '../../../shared/study/ai-detection/detector-classifier.ts';
import {
  FEATURE_NAMES,
  WordBands,
  WordProfile,
  textFeatures,
} from '../../../shared/study/ai-detection/style-features.engine.ts';
import type { WordBandsData } from '../../../shared/study/ai-detection/style-features.engine.ts';
import {
  SENTENCE_END,
  SENTENCE_START,
  StyleNgramModel,
  wordClass,
} from '../../../shared/study/ai-detection/style-ngram.model.ts';
import { writingUnits } from '../../../shared/study/ai-detection/writing-units.util.ts';
import {
  aiExcerpts,
  aiStudentEdits,
  aiTexts,
  feedsNgram,
  humanDocuments,
  humanSourcesMissing,
  humanSplit,
  humanTexts,
  partlyHumanEdit,
} from './detector-corpora.ts';
import type { LabelledText } from './detector-corpora.ts';
import { DEFAULT_BOOSTING, fitBoostedTrees } from './fit-boosted-trees.ts';
import type { BoostingOptions } from './fit-boosted-trees.ts';
import { fitNgram, fitWordProfile } from './fit-style-models.ts';
import { halfSampleSpread, orderStatisticAbove, smoothedUpperQuantile } from './upper-quantile.ts';
import {
  DETECTOR_DATA_DIR,
  LENGTH_BANDS,
  lengthBandName,
  round4,
  upperBound95,
  wordCountOf,
} from './rates.ts';

const OUT = join(DETECTOR_DATA_DIR, 'detector-model.data.ts');
/**
 * Calibration targets, below the ceilings (0.5 % and 5 %) to leave room for sampling error (and for human
 * writers unlike ours): at 0.15 % the held-out split's ~4,700 human texts expect 7 'likely AI' calls, whose 95 %
 * upper bound (0.26 %) stays well under the ceiling; with ~2,000 (before the short windows) 0.25 % sat on it. 'Mixed' at 2 % of the pooled calibration humans, because the
 * ceiling must hold for student-like writing too, and Brown essays read about twice as AI-like as the pool: at
 * 3.5 % they were called mixed 6-7 % of the time (held out), at 2 % 3.7 %. The cost, leave-one-writer-out: at
 * least mixed 2-4 points lower (unseen corpus-a 95 %, corpus-b 87 %, corpus-c 92 %, corpus-d 81 %).
 * 'Likely AI' at 0.25 % instead (leave-one-writer-out, 2026-11-27, `--also-targets`): mean of the six writers 73.7 %
 * instead of 69.0 %, hardest 66 % instead of 62 %, held-out humans 0.08-0.27 % overall, but the highest source
 * (e-mails in most runs, Brown essays in one) at 0.7-1.4 % likely AI in every run, over the ceiling for one
 * kind of writing: not taken.
 */
const LIKELY_AI_TARGET = 0.0015;
const MIXED_TARGET = 0.02;
/**
 * The 'mixed' ceiling holds for each kind of human writing, not only for the pool: every human source with at least
 * MIXED_GUARD_MIN_TEXTS calibration texts in a length band keeps at most this share above the band's 'mixed' cut
 * (`--mixed-per-source=` to weigh it). Without it, each easy source added to the pool lowered the cut for the hard
 * ones: with the dictionaries added, Brown essays were called mixed 5.0 % of the time (held out). Measured
 * 2026-11-28 on the held-out split (nine writers, dictionaries in): no guard, Brown essays 5.02 % mixed, AI at least
 * mixed 95.2 %; 4.5 %, Brown essays 3.86 %, e-mails 2.84 %, AI 93.9 %; 3.5 %, Brown essays 2.12 %, AI 92.5 %.
 * With corpus-l, -m, -n in (twelve writers): no guard, Brown essays 4.44 %, e-mails 4.27 %, AI 95.5 %, unseen
 * corpus-j 92.0 % at least mixed; 5 % (the ceiling itself, bound by Brown fiction's short windows and e-mails),
 * 3.67 %, 3.32 %, 94.0 %, 90.4 %; 4.5 %, 2.90 %, 2.84 %, 93.4 %, 89.6 %. With corpus-o too, 5 % left Brown essays
 * at 5.02 % held out: 4.5 % keeps the margin below the ceiling that the other targets keep.
 */
const MIXED_PER_SOURCE_TARGET = Number(
  process.argv.find((a) => a.startsWith('--mixed-per-source='))?.split('=')[1] ?? 0.045,
);
const MIXED_GUARD_MIN_TEXTS = 100;
/** How the cuts are read from the calibration humans' scores (upper-quantile.ts): `--cut=order` the plain rank. */
const LIKELY_AI_ESTIMATOR = process.argv.find((a) => a.startsWith('--cut='))?.split('=')[1] ?? 'smoothed';
const QUANTILE_WIDTH = 2 / 3;
const KEPT_WORDS = 150;
const MAX_TRIGRAMS = 10000;
/**
 * Trigrams kept in the model-written n-gram model (`--model-trigrams=N` for leave-one-writer-out comparisons).
 * 3,000 (2026-11-27): unseen corpus-a 76 / 95 %, corpus-b 72 / 87 % vs 75 / 98 %, 65 / 91 % at 8,000, but the
 * held-out humans of those runs 0.21-0.25 % likely AI instead of 0.08 % (Brown essays 1.35 %): a lower cut, not
 * a better separation.
 */
const MAX_MODEL_TRIGRAMS = Number(
  process.argv.find((a) => a.startsWith('--model-trigrams='))?.split('=')[1] ?? 8000,
);
const BAND_WORDS = 5000;
/**
 * Share of the model-written teaching texts of 200+ words that also teach as a short excerpt (`--excerpt-share=`).
 * 0.7 (2026-11-27, with the short-text feature): unseen writers' mean 67.0 / 91.9 %, hardest 58.8 % likely AI,
 * against 69.0 / 92.5 % and 62.2 % at 0.4.
 */
const EXCERPT_SHARE = Number(
  process.argv.find((a) => a.startsWith('--excerpt-share='))?.split('=')[1] ?? 0.4,
);
const L2 = Number(process.argv.find((a) => a.startsWith('--l2='))?.split('=')[1] ?? 0.02);

/**
 * `--boosting=trees:200,minChildWeight:50`: tree settings other than DEFAULT_BOOSTING, for leave-one-writer-out.
 * More regularised trees (minChildWeight 60, lambda 20; 2026-11-27) lost on every unseen writer: corpus-a 71 / 96 %,
 * corpus-b 51 / 84 %, corpus-c 68 / 92 %, corpus-d 67 / 87 % (defaults 75 / 98, 65 / 91, 79 / 95, 69 / 89).
 */
const BOOSTING: BoostingOptions = {
  ...DEFAULT_BOOSTING,
  ...Object.fromEntries(
    (process.argv.find((a) => a.startsWith('--boosting='))?.split('=')[1] ?? '')
      .split(',')
      .filter((x) => x.includes(':'))
      .map((x) => {
        const [key = '', value = ''] = x.split(':');
        if (!(key in DEFAULT_BOOSTING)) throw new Error(`unknown boosting option ${key}`);
        return [key, Number(value)];
      }),
  ),
};

const heldOutWriterArg = process.argv.find((a) => a.startsWith('--hold-out-writer='))?.split('=')[1];
const dumpFile = process.argv.find((a) => a.startsWith('--dump='))?.split('=')[1];
// A worktree without the human corpora of get-corpus.sh (they live in its .tmp) would train and calibrate on
// documentation alone, and the figures would look excellent: refuse unless asked to go on.
if (humanSourcesMissing.length > 0 && !process.argv.includes('--allow-missing-corpora')) {
  console.error(`human corpora missing: ${humanSourcesMissing.join('; ')} (or pass --allow-missing-corpora)`);
  process.exit(1);
}
const started = Date.now();
const log = (...args: unknown[]) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s]`, ...args);

// 1. The human n-gram model and word bands, from the n-gram half of the human training documents.
const ngramUnits = humanDocuments
  .filter((d) => humanSplit(d) === 'train' && feedsNgram(d))
  .flatMap((d) => writingUnits(d.paragraphs.join('\n\n')));
const wordCounts = new Map<string, number>();
let totalWords = 0;
for (const u of ngramUnits)
  for (const w of u.words) {
    wordCounts.set(w, (wordCounts.get(w) ?? 0) + 1);
    totalWords += 1;
  }
const ranked = [...wordCounts].filter(([w]) => /^[a-z']+$/.test(w)).sort((a, b) => b[1] - a[1]);
const kept = new Set(ranked.slice(0, KEPT_WORDS).map(([w]) => w));
const classes = new Set<string>();
for (const [w] of ranked.slice(KEPT_WORDS)) classes.add(wordClass(w, w, true));
const symbols = [
  SENTENCE_START,
  SENTENCE_END,
  '.',
  ',',
  ';',
  ':',
  '!',
  '?',
  '(',
  ')',
  '"',
  '-',
  '...',
  '#Name',
  '#num',
  '#word',
  '#longword',
  ...[...classes].filter((c) => !['#word', '#longword', '#num'].includes(c)).sort(),
  ...[...kept],
];
const human = fitNgram(ngramUnits, symbols, kept, MAX_TRIGRAMS);
const ngram = human.data;
// Word bands: half-decades of frequency, from about 1 in 20 ('the') down to the BAND_WORDS-th word.
const bandLists: string[][] = [];
for (const [w, c] of ranked.slice(0, BAND_WORDS)) {
  if (c < 3) break;
  const band = Math.max(0, Math.floor(-2 * Math.log10(c / totalWords)) - 2);
  while (bandLists.length <= band) bandLists.push([]);
  bandLists[band]?.push(w);
}
const bands: WordBandsData = { bands: bandLists.map((l) => l.join(' ')) };
log(
  `human n-gram: ${ngramUnits.length} sentences, ${human.tokens} tokens, ${symbols.length} symbols,`,
  `${MAX_TRIGRAMS} of ${human.trigramTypes} trigrams; word bands ${bandLists.length}`,
);

/**
 * The classifier on feature rows: a logistic regression over the standardised features (full-batch Adam on the
 * weighted logistic loss plus L2), then, unless `--classifier=lr`, gradient-boosted trees on its logits.
 */
function fitClassifier(xs: number[][], y: number[], weight: number[]): ClassifierWeights {
  const F = FEATURE_NAMES.length;
  const mean = Array.from({ length: F }, (_, j) => xs.reduce((a, x) => a + (x[j] ?? 0), 0) / xs.length);
  const scale = Array.from({ length: F }, (_, j) => {
    const v = xs.reduce((a, x) => a + ((x[j] ?? 0) - (mean[j] ?? 0)) ** 2, 0) / xs.length;
    return Math.sqrt(v) || 1;
  });
  const X = xs.map((x) => x.map((v, j) => Math.max(-4, Math.min(4, (v - (mean[j] ?? 0)) / (scale[j] ?? 1)))));
  const w = new Float64Array(F);
  let bias = 0;
  const m = new Float64Array(F + 1);
  const v = new Float64Array(F + 1);
  for (let step = 1; step <= 3000; step += 1) {
    const grad = new Float64Array(F + 1);
    for (let i = 0; i < X.length; i += 1) {
      const xi = X[i] ?? [];
      let z = bias;
      for (let j = 0; j < F; j += 1) z += (w[j] ?? 0) * (xi[j] ?? 0);
      const err = (1 / (1 + Math.exp(-z)) - (y[i] ?? 0)) * (weight[i] ?? 0);
      for (let j = 0; j < F; j += 1) grad[j] = (grad[j] ?? 0) + err * (xi[j] ?? 0);
      grad[F] = (grad[F] ?? 0) + err;
    }
    for (let j = 0; j < F; j += 1) grad[j] = (grad[j] ?? 0) + L2 * (w[j] ?? 0);
    for (let j = 0; j <= F; j += 1) {
      m[j] = 0.9 * (m[j] ?? 0) + 0.1 * (grad[j] ?? 0);
      v[j] = 0.999 * (v[j] ?? 0) + 0.001 * (grad[j] ?? 0) ** 2;
      const update =
        (0.05 * ((m[j] ?? 0) / (1 - 0.9 ** step))) / (Math.sqrt((v[j] ?? 0) / (1 - 0.999 ** step)) + 1e-8);
      if (j === F) bias -= update;
      else w[j] = (w[j] ?? 0) - update;
    }
  }
  const classifier: ClassifierWeights = {
    mean: mean.map((x) => Number(x.toPrecision(5))),
    scale: scale.map((x) => Number(x.toPrecision(5))),
    coefficients: Array.from(w, (x) => Number(x.toFixed(4))),
    bias: Number(bias.toFixed(4)),
  };
  // Trees boosted on the regression's logits. Leave-one-writer-out, 2026-11-27 (likely AI / at least mixed % of the
  // unseen writer, human ceilings held on held-out humans): regression alone corpus-a 58 / 96, corpus-b 44 / 83,
  // corpus-c 59 / 93; regression + trees (depth 3, 300 trees, shrinkage 0.05) 70 / 98, 67 / 91, 75 / 94. At the
  // former 0.25 % likely-AI target: regression + trees 78 / 98, 67 / 92, 74 / 94; the average of the two fitted
  // apart 81 / 97, 63 / 87, 79 / 93 (weaker on the hardest writer); depth 2 x 400 trees and 600 trees within a
  // point or two. Features fitted on no AI text alone (dropping the model-written n-gram
  // ratio and word profile) fall to 12-36 / 47-76: they cannot carry the detector on their own.
  if ((process.argv.find((a) => a.startsWith('--classifier='))?.split('=')[1] ?? 'lr+trees') === 'lr+trees')
    classifier.trees = fitBoostedTrees(
      xs,
      y,
      weight,
      xs.map((x) => classifierLogit(x, classifier)),
      BOOSTING,
    );
  return classifier;
}

/**
 * The thresholds of one length band from its calibration humans' logits, at the given shares above each cut; the
 * 'mixed' cut is raised where one source (`bySource`: its logits) would have more than MIXED_PER_SOURCE_TARGET above.
 */
function thresholdAt(
  calibrationHuman: number[],
  minWords: number,
  likelyTarget: number,
  mixedTarget: number,
  bySource: ReadonlyMap<string, number[]> = new Map(),
) {
  const cut = (sample: number[], share: number) =>
    LIKELY_AI_ESTIMATOR === 'order'
      ? orderStatisticAbove(sample, share)
      : smoothedUpperQuantile(sample, share, QUANTILE_WIDTH);
  const likelyAi = cut(calibrationHuman, likelyTarget);
  const sourceCuts = [...bySource.values()]
    .filter((sample) => sample.length >= MIXED_GUARD_MIN_TEXTS)
    .map((sample) => cut(sample, MIXED_PER_SOURCE_TARGET));
  const mixed = Math.min(likelyAi, Math.max(cut(calibrationHuman, mixedTarget), ...sourceCuts));
  return { minWords, likelyAi: Number(likelyAi.toFixed(4)), mixed: Number(mixed.toFixed(4)) };
}

/** One training run: the model fitted on every writer but `heldOutWriter` (when given), and its held-out rows. */
function trainDetector(heldOutWriter: string | undefined, quiet = false, pooledCalibration = true) {
  const say = (...args: unknown[]) => {
    if (!quiet) log(...args);
  };
  // 2. The model-written side: the same n-gram model and the word profile fitted on the AI training batches. For
  // the classifier's own training texts they are cross-fitted, so that no training text is read by a model that
  // has seen it: `--folds=batch` (the default) two halves of the batches; `--folds=writer` each writer's texts
  // read by models fitted on the other writers only. Writer folds helped one unseen writer and hurt the other
  // (leave-one-writer-out, 2026-11-27: corpus-b 50 / 83 % vs 44 / 83 %, corpus-c 53 / 87 % vs 63 / 93 %), so
  // batch folds stay the default.
  // A text half written by a person ('human-mixed') is measured but never taught as model-written.
  const foldsBy = process.argv.find((a) => a.startsWith('--folds='))?.split('=')[1] ?? 'batch';
  const ai = aiTexts()
    .map((t) => (t.writer === heldOutWriter ? { ...t, split: 'held_out' as const } : t))
    .filter((t) => t.split !== 'train' || !partlyHumanEdit(t.edit));
  const texts: LabelledText[] = [
    ...humanTexts(),
    ...ai,
    ...(process.argv.includes('--excerpts=skip') ? [] : aiExcerpts(ai, EXCERPT_SHARE)),
    ...(process.argv.includes('--student-edits=skip') ? [] : aiStudentEdits(ai)),
  ];
  if (heldOutWriter !== undefined && !texts.some((t) => t.writer === heldOutWriter))
    throw new Error(`no AI texts of writer ${heldOutWriter}`);
  const unitsOf = new Map(texts.map((t) => [t.id, writingUnits(t.text)]));
  const aiTrain = texts.filter((t) => t.label === 'ai' && t.split === 'train');
  const trainWriters = [...new Set(aiTrain.map((t) => t.writer))].sort();
  const writerFolds = foldsBy === 'writer' && trainWriters.length >= 2;
  const foldKeys = writerFolds ? trainWriters : ['0', '1'];
  const foldOf = (t: LabelledText) =>
    writerFolds
      ? foldKeys.indexOf(t.writer)
      : (createHash('sha1').update(`fold:${t.origin}`).digest()[0] ?? 0) % 2;
  const ngramHumanDocs = humanDocuments
    .filter((d) => humanSplit(d) === 'train' && feedsNgram(d))
    .map((d) => writingUnits(d.paragraphs.join('\n\n')));
  function modelSide(modelTexts: LabelledText[]) {
    const fitted = fitNgram(
      modelTexts.flatMap((t) => unitsOf.get(t.id) ?? []),
      symbols,
      kept,
      MAX_MODEL_TRIGRAMS,
    );
    const profile = fitWordProfile(
      ngramHumanDocs,
      modelTexts.map((t) => ({ units: unitsOf.get(t.id) ?? [], batch: t.origin })),
    );
    return { modelNgram: fitted.data, profile, tokens: fitted.tokens };
  }
  const full = modelSide(aiTrain);
  const folds = foldKeys.map((_, k) => modelSide(aiTrain.filter((t) => foldOf(t) !== k)));
  const resourcesOf = (side: ReturnType<typeof modelSide>) => ({
    ngram: new StyleNgramModel(ngram),
    modelNgram: new StyleNgramModel(side.modelNgram),
    bands: new WordBands(bands),
    profile: new WordProfile(side.profile),
  });
  const fullResources = resourcesOf(full);
  const foldResources = folds.map(resourcesOf);
  say(`model-written side: ${full.tokens} tokens, word profile of ${full.profile.symbols.length} symbols`);
  say(
    `texts: ${texts.filter((t) => t.label === 'human').length} human, ${texts.filter((t) => t.label === 'ai').length} AI`,
  );
  // The classifier learns from the AI texts of the calibration split too (the thresholds come from its human texts
  // alone): read by the model-written side fitted on the training split, they show the classifier how the fitted
  // features read on batches they never saw. Leave-one-writer-out, 2026-11-27 (likely AI / at least mixed % of the
  // unseen writer's texts, regression + trees, at the former 0.25 % likely-AI target): corpus-a 78 / 98 vs 78 / 97
  // without, corpus-b 67 / 92 vs 55 / 91, corpus-c 74 / 94 vs 71 / 94. `--ai-calibration=skip` leaves them out.
  const teachesClassifier = (t: LabelledText) =>
    t.split === 'train' ||
    (t.label === 'ai' &&
      t.split === 'calibration' &&
      !partlyHumanEdit(t.edit) &&
      !process.argv.includes('--ai-calibration=skip'));
  const features = texts.map((t) =>
    textFeatures(
      unitsOf.get(t.id) ?? [],
      t.label === 'ai' && t.split === 'train' ? (foldResources[foldOf(t)] ?? fullResources) : fullResources,
    ),
  );
  // `--drop-features=a,b`: those columns held at 0 (the classifier cannot use them), for ablations and for trying
  // a candidate feature against the same code without it. Candidates tried this way and left out (2026-11-28,
  // leave-one-writer-out over writers a-f, h, i, likely AI / at least mixed %, mean and hardest): sentences
  // opening with a discourse connective, connectives per word, the human n-gram's log-prob of each sentence's
  // first three tokens (mean and spread), slips a person leaves (doubled word, punctuation without its space,
  // '!!', double space, self-corrections) and evenness of the word-frequency bands: without the two whose
  // direction flips on real GPT text (the opening log-prob mean, connectives per word) 71.2 / 91.5, hardest
  // 59.4 / 83.5, against 71.0 / 91.3, hardest 60.4 / 83.8 without any; on the outside checks (real GPT-3.5/4
  // essays, real ChatGPT answers) +1-2 points of likely AI but real students' answers called likely AI 7.6 %
  // instead of 6.7 %. The spread of paragraph lengths reads real GPT text best of all (AUC 0.10-0.33) and our
  // model-written corpora not at all (0.49): added to those, the classifier gave it no weight. Dropping instead the
  // six whose direction flips (sentence_length_cv, ngram_logprob_mean, ngram_surprise_share, lexical_diversity,
  // sentence_length_quartile_ratio, punctuation_entropy; nine writers, 2026-11-28): leave-one-writer-out mean
  // 72.7 / 92.8 %, hardest 62.2 / 88.5 % against 74.2 / 92.8 %, 66.4 / 88.7 % with them; outside, real ChatGPT
  // answers 9.5 % likely AI instead of 10.7 %, GPT-3.5 letters 30.5 instead of 34.9 %, real students 3.5 % instead
  // of 4.3 %: lower on every model-written set, not taken. The six features alone on writers a-f (mean 69.8 / 91.5 %
  // against 69.0 / 92.5 %) did no better.
  const dropped = (process.argv.find((a) => a.startsWith('--drop-features='))?.split('=')[1] ?? '')
    .split(',')
    .filter((name) => name !== '')
    .map((name) => {
      const j = (FEATURE_NAMES as readonly string[]).indexOf(name);
      if (j < 0) throw new Error(`unknown feature ${name}`);
      return j;
    });
  for (const x of features) for (const j of dropped) x[j] = 0;
  say('features done');
  const train = texts.map((t, i) => ({ t, x: features[i] ?? [] })).filter((r) => teachesClassifier(r.t));
  // Weights: each class half of the total; within humans each source alike. Within AI (`--ai-weights=genre`) each
  // genre alike, or (`sqrt`, the default) each genre and, inside it, each writer in proportion to the square root of
  // its count, so that neither one prolific writer nor a genre of three texts decides what "model-written" means.
  const aiWeights = process.argv.find((a) => a.startsWith('--ai-weights='))?.split('=')[1] ?? 'sqrt';
  const countBy = (rows: typeof train, key: (r: (typeof train)[number]) => string) => {
    const m = new Map<string, number>();
    for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
    return m;
  };
  const humanSources = countBy(
    train.filter((r) => r.t.label === 'human'),
    (r) => r.t.group,
  );
  const aiTrainRows = train.filter((r) => r.t.label === 'ai');
  const aiGenres = countBy(aiTrainRows, (r) => r.t.group);
  const aiGenreWriters = countBy(aiTrainRows, (r) => `${r.t.group}|${r.t.writer}`);
  const sqrtShare = (counts: Map<string, number>, key: string, within: (k: string) => boolean) =>
    Math.sqrt(counts.get(key) ?? 0) /
    [...counts].filter(([k]) => within(k)).reduce((a, [, c]) => a + Math.sqrt(c), 0);
  const sampleWeight = train.map((r) => {
    if (r.t.label === 'human') return 0.5 / humanSources.size / (humanSources.get(r.t.group) ?? 1);
    if (aiWeights === 'genre') return 0.5 / aiGenres.size / (aiGenres.get(r.t.group) ?? 1);
    const cell = `${r.t.group}|${r.t.writer}`;
    return (
      (0.5 *
        sqrtShare(aiGenres, r.t.group, () => true) *
        sqrtShare(aiGenreWriters, cell, (k) => k.startsWith(`${r.t.group}|`))) /
      (aiGenreWriters.get(cell) ?? 1)
    );
  });
  // `--short-weight=k`: texts under 150 words (both classes) weigh k times as much, the classes' totals kept.
  // k = 2 (2026-11-28, writers a-f): corpus-a 77.5 / 96.9, b 62.2 / 90.3, c 80.0 / 94.1, d 71.2 / 89.2, e 60.0 /
  // 91.1, f 64.7 / 91.8 %, mean 69.3 / 92.2 % against 69.0 / 92.5 %, hardest 60.0 instead of 62.2: not taken.
  const shortWeight = Number(process.argv.find((a) => a.startsWith('--short-weight='))?.split('=')[1] ?? 1);
  if (shortWeight !== 1) {
    const isShort = train.map(
      (r) => (unitsOf.get(r.t.id) ?? []).reduce((n, u) => n + u.words.length, 0) < 150,
    );
    for (const label of ['human', 'ai'] as const) {
      const idx = train.map((r, i) => (r.t.label === label ? i : -1)).filter((i) => i >= 0);
      const before = idx.reduce((a, i) => a + (sampleWeight[i] ?? 0), 0);
      for (const i of idx) if (isShort[i]) sampleWeight[i] = (sampleWeight[i] ?? 0) * shortWeight;
      const after = idx.reduce((a, i) => a + (sampleWeight[i] ?? 0), 0);
      for (const i of idx) sampleWeight[i] = ((sampleWeight[i] ?? 0) * before) / after;
    }
  }
  const y = train.map((r) => (r.t.label === 'ai' ? 1 : 0));
  const classifier = fitClassifier(
    train.map((r) => r.x),
    y,
    sampleWeight,
  );
  say('classifier trained');
  const model: DetectorModelData = {
    trainedAt: new Date().toISOString().slice(0, 10),
    featureNames: [...FEATURE_NAMES],
    ...classifier,
    thresholds: [],
    measured: {
      humanTexts: 0,
      humanLikelyAi: 0,
      humanLikelyAiUpper95: 0,
      humanMixed: 0,
      humanMixedUpper95: 0,
      aiTexts: 0,
      aiLikelyAi: 0,
      aiAtLeastMixed: 0,
    },
    ngram,
    modelNgram: full.modelNgram,
    bands,
    profile: full.profile,
  };
  const w = classifier.coefficients;
  // More humans for the thresholds: the classifier's own human training texts, each scored by a classifier fitted
  // without its half of those documents (two folds by document; the other half's weights doubled so the classes
  // keep their balance). With the calibration split alone the 'likely AI' cut rests on the 2nd-4th highest of
  // ~1,500 texts and moved +-0.5 logit between retrains; `--calibration=split` uses the calibration split alone.
  const outOfFold = new Map<number, number>();
  if (pooledCalibration && !process.argv.includes('--calibration=split')) {
    const humanFold = (t: LabelledText) =>
      (createHash('sha1').update(`oof:${t.origin}`).digest()[0] ?? 0) % 2;
    for (const k of [0, 1]) {
      const keep = train.map((r) => r.t.label === 'ai' || humanFold(r.t) !== k);
      const humanWeight = (all: boolean) =>
        train.reduce(
          (a, r, i) => a + (r.t.label === 'human' && (all || keep[i]) ? (sampleWeight[i] ?? 0) : 0),
          0,
        );
      const boost = humanWeight(true) / Math.max(1e-9, humanWeight(false));
      const idx = train.map((_, i) => i).filter((i) => keep[i]);
      const fold = fitClassifier(
        idx.map((i) => train[i]?.x ?? []),
        idx.map((i) => y[i] ?? 0),
        idx.map((i) => (sampleWeight[i] ?? 0) * (train[i]?.t.label === 'human' ? boost : 1)),
      );
      train.forEach((r, i) => {
        if (r.t.label === 'human' && !keep[i]) outOfFold.set(i, classifierLogit(r.x, fold));
      });
    }
    say(`out-of-fold scores for ${outOfFold.size} human training texts`);
  }
  const logits = features.map((x) => classifierLogit(x, model));

  // 3. Calibration split: the thresholds, from its human texts alone.
  // Length bands: below 150 words a text gives noisier readings, so it is held to its own, higher thresholds.
  const wordsOf = texts.map((t) => (unitsOf.get(t.id) ?? []).reduce((n, u) => n + u.words.length, 0));
  const wordsOfId = new Map(texts.map((t, i) => [t.id, wordsOf[i] ?? 0]));
  const BANDS = [0, 150];
  const calibrationByBand: number[][] = [];
  const calibrationSourcesByBand: Array<Map<string, number[]>> = [];
  model.thresholds = BANDS.map((minWords, k) => {
    const maxWords = BANDS[k + 1] ?? Number.POSITIVE_INFINITY;
    const inBand = (words: number) => words >= minWords && words < maxWords;
    const calibrationRows = [
      ...texts
        .map((t, i) => ({ t, z: logits[i] ?? 0, words: wordsOf[i] ?? 0 }))
        .filter((r) => r.t.split === 'calibration' && r.t.label === 'human' && inBand(r.words)),
      ...[...outOfFold]
        .map(([i, z]) => ({
          origin: train[i]?.t.origin ?? '',
          z,
          words: wordsOfId.get(train[i]?.t.id ?? '') ?? 0,
        }))
        .filter((r) => inBand(r.words)),
    ].map((r) => ({ group: 'origin' in r ? r.origin : r.t.origin, value: r.z }));
    const calibrationHuman = calibrationRows.map((r) => r.value);
    const estimators: Record<string, (sample: number[]) => number> = {
      order: (sample) => orderStatisticAbove(sample, LIKELY_AI_TARGET),
      smoothed: (sample) => smoothedUpperQuantile(sample, LIKELY_AI_TARGET, QUANTILE_WIDTH),
    };
    say(
      `band from ${minWords} words: ${calibrationHuman.length} human calibration texts (${outOfFold.size > 0 ? 'with' : 'without'} out-of-fold training humans); likely-AI cut (half-sample spread):`,
      Object.entries(estimators)
        .map(
          ([name, f]) =>
            `${name} ${f(calibrationHuman).toFixed(3)} (${halfSampleSpread(calibrationRows, f).toFixed(3)})`,
        )
        .join(', '),
    );
    calibrationByBand.push(calibrationHuman);
    // The human source is the origin's first part ("brown-essays/cd01").
    const bySource = new Map<string, number[]>();
    for (const r of calibrationRows) {
      const source = r.group.split('/')[0] ?? '';
      bySource.set(source, [...(bySource.get(source) ?? []), r.value]);
    }
    calibrationSourcesByBand.push(bySource);
    const band = thresholdAt(calibrationHuman, minWords, LIKELY_AI_TARGET, MIXED_TARGET, bySource);
    say(
      `band from ${minWords} words: calibration humans at least mixed, highest sources:`,
      [...bySource]
        .map(([source, sample]) => ({
          source,
          n: sample.length,
          share: sample.filter((z) => z >= band.mixed).length / Math.max(1, sample.length),
        }))
        .sort((a, b) => b.share - a.share)
        .slice(0, 4)
        .map((r) => `${r.source} ${(100 * r.share).toFixed(1)} % of ${r.n}`)
        .join(', '),
    );
    return band;
  });
  say('calibrated', model.thresholds);

  // 4. Held-out error rates.
  const scored = texts.map((t, i) => ({ t, z: logits[i] ?? 0, words: wordsOf[i] ?? 0 }));
  const heldOut = scored.filter((r) => r.t.split === 'held_out');
  const humans = heldOut.filter((r) => r.t.label === 'human');
  const ais = heldOut.filter((r) => r.t.label === 'ai');
  const bandOf = (r: { words: number }) => thresholdsFor(r.words, model);
  const likely = humans.filter((r) => r.z >= bandOf(r).likelyAi).length;
  const mixed = humans.filter((r) => r.z >= bandOf(r).mixed && r.z < bandOf(r).likelyAi).length;
  model.measured = {
    humanTexts: humans.length,
    humanLikelyAi: likely / Math.max(1, humans.length),
    humanLikelyAiUpper95: upperBound95(likely, humans.length),
    humanMixed: mixed / Math.max(1, humans.length),
    humanMixedUpper95: upperBound95(mixed, humans.length),
    aiTexts: ais.length,
    aiLikelyAi: ais.filter((r) => r.z >= bandOf(r).likelyAi).length / Math.max(1, ais.length),
    aiAtLeastMixed: ais.filter((r) => r.z >= bandOf(r).mixed).length / Math.max(1, ais.length),
  };
  for (const key of Object.keys(model.measured) as Array<keyof typeof model.measured>)
    model.measured[key] = round4(model.measured[key]);
  say('held out', model.measured);
  const calibrationHumans = texts
    .map((t, i) => ({ t, z: logits[i] ?? 0, words: wordsOf[i] ?? 0 }))
    .filter((r) => r.t.split === 'calibration' && r.t.label === 'human');
  // The same calibration humans cut at other targets (for weighing the targets by leave-one-writer-out).
  const thresholdsAt = (likelyTarget: number, mixedTarget: number) =>
    BANDS.map((minWords, k) =>
      thresholdAt(
        calibrationByBand[k] ?? [],
        minWords,
        likelyTarget,
        mixedTarget,
        calibrationSourcesByBand[k],
      ),
    );
  return { model, heldOut, calibrationHumans, texts, features, wordsOf, w, thresholdsAt };
}

type ScoredRow = ReturnType<typeof trainDetector>['heldOut'][number];

/**
 * A writer's texts (`rows`) measured against thresholds, overall, per length band and for its edited texts,
 * beside the human texts (`humanRows`) of the same run.
 */
function writerRates(
  writer: string,
  rows: readonly ScoredRow[],
  humanRows: readonly ScoredRow[],
  model: DetectorModelData,
): UnseenWriterRates {
  const of = (r: ScoredRow) => thresholdsFor(r.words, model);
  const rates = (list: readonly ScoredRow[]) => ({
    texts: list.length,
    likelyAi: round4(list.filter((r) => r.z >= of(r).likelyAi).length / Math.max(1, list.length)),
    atLeastMixed: round4(list.filter((r) => r.z >= of(r).mixed).length / Math.max(1, list.length)),
  });
  const humanLikely = humanRows.filter((r) => r.z >= of(r).likelyAi).length;
  const humanMixed = humanRows.filter((r) => r.z >= of(r).mixed && r.z < of(r).likelyAi).length;
  return {
    writer,
    ...rates(rows),
    humanLikelyAi: round4(humanLikely / Math.max(1, humanRows.length)),
    humanMixed: round4(humanMixed / Math.max(1, humanRows.length)),
    byLength: LENGTH_BANDS.map((minWords, k) => ({
      minWords,
      ...rates(rows.filter((r) => r.words >= minWords && r.words < (LENGTH_BANDS[k + 1] ?? Infinity))),
    })),
    edited: rates(rows.filter((r) => r.t.edit !== 'none')),
  };
}

/**
 * `--also-targets=0.0025/0.02,...`: the leave-one-writer-out runs also cut their calibration humans at these
 * likely-AI / mixed shares and log the writer's recall beside the held-out humans' rates (overall and the
 * highest source), for weighing a target by writers never trained on rather than by the held-out split.
 */
const alsoTargets = (process.argv.find((a) => a.startsWith('--also-targets='))?.split('=')[1] ?? '')
  .split(',')
  .filter((x) => x !== '')
  .map((x) => x.split('/').map(Number) as [number, number]);

/**
 * Step 5 for one writer: the whole pipeline again without any of its texts (model-written n-gram, word profile,
 * classifier and thresholds from the calibration split alone), then its texts measured overall, per length band
 * and for its edited texts, beside the held-out humans of that run.
 */
function unseenWriterRates(writer: string): UnseenWriterRates {
  const run = trainDetector(writer, true, false);
  const rows = run.heldOut.filter((r) => r.t.label === 'ai' && r.t.writer === writer);
  const humanRows = run.heldOut.filter((r) => r.t.label === 'human');
  const result = writerRates(writer, rows, humanRows, run.model);
  log(`unseen writer ${writer}:`, JSON.stringify(result));
  const targets = alsoTargets.length === 0 ? [] : [[LIKELY_AI_TARGET, MIXED_TARGET], ...alsoTargets];
  for (const [likelyTarget = 0, mixedTarget = 0] of targets) {
    const model = { ...run.model, thresholds: run.thresholdsAt(likelyTarget, mixedTarget) };
    const at = writerRates(writer, rows, humanRows, model);
    const sources = [...new Set(humanRows.map((r) => r.t.group))].map((source) =>
      writerRates(
        source,
        [],
        humanRows.filter((r) => r.t.group === source),
        model,
      ),
    );
    const worst = (key: 'humanLikelyAi' | 'humanMixed') =>
      sources.reduce((a, b) => (b[key] > a[key] ? b : a), sources[0] ?? at);
    log(
      `  at ${likelyTarget}/${mixedTarget}: ${writer} ${(100 * at.likelyAi).toFixed(1)} / ${(100 * at.atLeastMixed).toFixed(1)} %`,
      `(under 150: ${(100 * (at.byLength[0]?.likelyAi ?? 0)).toFixed(1)} / ${(100 * (at.byLength[0]?.atLeastMixed ?? 0)).toFixed(1)},`,
      `edited ${(100 * (at.edited?.likelyAi ?? 0)).toFixed(1)} / ${(100 * (at.edited?.atLeastMixed ?? 0)).toFixed(1)});`,
      `humans ${(100 * at.humanLikelyAi).toFixed(2)} / ${(100 * at.humanMixed).toFixed(2)} %,`,
      `highest source likely ${worst('humanLikelyAi').writer} ${(100 * worst('humanLikelyAi').humanLikelyAi).toFixed(2)},`,
      `mixed ${worst('humanMixed').writer} ${(100 * worst('humanMixed').humanMixed).toFixed(2)}`,
    );
  }
  return result;
}

// `--unseen-only[=writer,writer]`: step 5 alone (for every writer, or the ones listed), for comparing modelling
// choices by leave-one-writer-out without touching the shipped model.
const unseenOnly = process.argv.find((a) => a.startsWith('--unseen-only'));
if (unseenOnly !== undefined) {
  const listed = unseenOnly.split('=')[1]?.split(',');
  const writers = [...new Set(aiTexts().map((t) => t.writer))].sort();
  const results = (listed ?? writers).map(unseenWriterRates);
  const meanOf = (key: 'likelyAi' | 'atLeastMixed') =>
    (100 * results.reduce((a, r) => a + r[key], 0)) / Math.max(1, results.length);
  log(
    `unseen writers, mean of ${results.length}: ${meanOf('likelyAi').toFixed(1)} / ${meanOf('atLeastMixed').toFixed(1)} %`,
  );
  process.exit(0);
}

const { model, heldOut, calibrationHumans, texts, features, w } = trainDetector(heldOutWriterArg);
const ais = heldOut.filter((r) => r.t.label === 'ai');
const bandOf = (r: { words: number }) => thresholdsFor(r.words, model);
const recallBy = (key: (t: LabelledText) => string) => {
  const byKey = new Map<string, typeof ais>();
  for (const r of ais) byKey.set(key(r.t), [...(byKey.get(key(r.t)) ?? []), r]);
  return [...byKey]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([k, rows]) => {
      const share = (ok: (r: (typeof rows)[number]) => boolean) =>
        Math.round((100 * rows.filter(ok).length) / rows.length);
      return `${k} ${rows.length}: ${share((r) => r.z >= bandOf(r).likelyAi)}/${share((r) => r.z >= bandOf(r).mixed)}`;
    })
    .join(', ');
};
const breakdowns: Array<[string, (t: LabelledText) => string]> = [
  ['writer', (t) => t.writer],
  ['genre', (t) => t.group],
  ['voice', (t) => t.voice],
  ['edit', (t) => t.edit],
  ['style', (t) => t.style],
  ['length', (t) => lengthBandName(wordCountOf(t.text))],
];
for (const [name, key] of breakdowns) log(`held-out AI likely / at least mixed % by ${name}:`, recallBy(key));
const byWeight = FEATURE_NAMES.map((name, j) => [name, Number((w[j] ?? 0).toFixed(2))] as const).sort(
  (p, q) => Math.abs(q[1]) - Math.abs(p[1]),
);
// The dump: every held-out text, then the calibration humans (their split says which).
if (dumpFile !== undefined)
  writeFileSync(
    dumpFile,
    [...heldOut, ...calibrationHumans]
      .map((r) =>
        JSON.stringify({
          id: r.t.id,
          split: r.t.split,
          label: r.t.label,
          writer: r.t.writer,
          group: r.t.group,
          voice: r.t.voice,
          edit: r.t.edit,
          words: r.words,
          z: r.z,
          ...bandOf(r),
          features: Object.fromEntries(
            FEATURE_NAMES.map((n, j) => [n, features[texts.indexOf(r.t)]?.[j] ?? 0]),
          ),
        }),
      )
      .join('\n'),
  );
log('weights', byWeight.map(([n, x]) => `${n} ${x}`).join(', '));
if (heldOutWriterArg !== undefined) {
  log(`writer ${heldOutWriterArg} held out entirely: model not written`);
  process.exit(0);
}

// 5. Writers never trained on (what a hidden set written by other writers resembles): for each writer, the whole
// pipeline again without any of its texts (model-written n-gram, word profile, classifier and thresholds), then
// its texts measured, overall and per length band, beside the held-out humans of that run. Shipped with the
// model so that `npm run quality:writing` and the report can state them. `--skip-unseen` leaves them out. To keep
// the run short, these runs set their thresholds from the calibration split alone (no out-of-fold humans).
const writeModel = () => {
  const body = JSON.stringify(model);
  writeFileSync(
    OUT,
    `// Generated by scripts/bench/writing-quality/train-detector.ts (issue 27); do not edit by hand.\n` +
      `import type { DetectorModelData } from './detector-classifier.ts';\n\n` +
      `export const DETECTOR_MODEL: DetectorModelData = ${body};\n`,
  );
  log(`wrote ${OUT} (${(body.length / 1024).toFixed(0)} KB)`);
};
writeModel();
if (!process.argv.includes('--skip-unseen')) {
  const writers = [...new Set(texts.filter((t) => t.label === 'ai').map((t) => t.writer))].sort();
  model.unseenWriters = writers.map(unseenWriterRates);
  writeModel();
}
