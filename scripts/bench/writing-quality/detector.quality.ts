// AI detector quality (issues 13 and 27), on the held-out split that neither training nor calibration touched
// (detector-corpora.ts: human texts split by document, AI-written texts split by writing batch with every edit
// of a text kept beside it). Human texts called 'likely AI' must stay ≤ 0.5 % and 'mixed' ≤ 5 % (printed with
// their one-sided 95 % upper bounds); AI-written texts called 'likely AI' should reach 75 % and at least 'mixed'
// 90 %, overall, per genre, per voice and per kind of edit. Also: the same for texts that are half human, half
// AI (the AI half must be highlighted), and how long one check takes.
import { analyzeAiText } from '../../../shared/study/ai-detection/ai-text-signals.engine.ts';
import type { AiTextReport } from '../../../shared/study/ai-detection/ai-text-signals.engine.ts';
import { unseenWritersSummary } from '../../../shared/study/ai-detection/detector-classifier.ts';
import type {
  RecallRates,
  UnseenWriterRates,
} from '../../../shared/study/ai-detection/detector-classifier.ts';
import { DETECTOR_MODEL } from '../../../shared/study/ai-detection/detector-model.data.ts';
import { print } from './corpus.ts';
import {
  aiTexts,
  evaluationOnlyAiTexts,
  humanSourcesFound,
  humanSourcesMissing,
  humanTexts,
} from './detector-corpora.ts';
import type { LabelledText } from './detector-corpora.ts';
import { LENGTH_BANDS, lengthBandName, upperBound95 } from './rates.ts';

print('ai_detection.human_corpora_found', humanSourcesFound.join(', '));
if (humanSourcesMissing.length > 0)
  print('ai_detection.human_corpora_missing', humanSourcesMissing.join('; '));
print(
  'ai_detection.model_trained',
  `${DETECTOR_MODEL.trainedAt} (scripts/bench/writing-quality/train-detector.ts)`,
);

const heldOut = [...humanTexts(), ...aiTexts()].filter((t) => t.split === 'held_out');
const results: Array<{ t: LabelledText; report: AiTextReport }> = [];
let words = 0;
const started = performance.now();
for (const t of heldOut) {
  const report = analyzeAiText(t.text).data;
  if (report === null) continue;
  words += report.wordCount;
  results.push({ t, report });
}
const elapsed = performance.now() - started;

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
function humanLine(name: string, rows: typeof results, targets = false) {
  const n = rows.length;
  const likely = rows.filter((r) => r.report.verdict === 'likely-ai').length;
  const mixed = rows.filter((r) => r.report.verdict === 'mixed').length;
  print(
    name,
    `${n} texts: likely AI ${pct(likely / Math.max(1, n))} (95% upper bound ${pct(upperBound95(likely, n))}), mixed ${pct(mixed / Math.max(1, n))} (95% upper bound ${pct(upperBound95(mixed, n))})`,
    targets ? 'likely AI <= 0.5%, mixed <= 5%' : '',
  );
}
function aiLine(name: string, rows: typeof results, targets = false) {
  const n = rows.length;
  const likely = rows.filter((r) => r.report.verdict === 'likely-ai').length;
  const atLeastMixed = rows.filter((r) => r.report.verdict !== 'likely-human').length;
  print(
    name,
    `${n} texts: likely AI ${pct(likely / Math.max(1, n))}, at least mixed ${pct(atLeastMixed / Math.max(1, n))}`,
    targets ? 'likely AI >= 75%, at least mixed >= 90%' : '',
  );
}
const humans = results.filter((r) => r.t.label === 'human');
const ais = results.filter((r) => r.t.label === 'ai');
humanLine('ai_detection.held_out.human', humans, true);
aiLine('ai_detection.held_out.ai', ais, true);
const groups = (rows: typeof results, key: (r: (typeof results)[number]) => string) => {
  const m = new Map<string, typeof results>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return [...m].sort((a, b) => (a[0] < b[0] ? -1 : 1));
};
for (const [source, rows] of groups(humans, (r) => r.t.group))
  humanLine(`ai_detection.held_out.human.${source}`, rows);
for (const [genre, rows] of groups(ais, (r) => r.t.group))
  aiLine(`ai_detection.held_out.ai.genre.${genre}`, rows);
for (const [voice, rows] of groups(ais, (r) => r.t.voice))
  aiLine(`ai_detection.held_out.ai.voice.${voice}`, rows);
for (const [style, rows] of groups(ais, (r) => r.t.style))
  aiLine(`ai_detection.held_out.ai.style.${style}`, rows);
for (const [writer, rows] of groups(ais, (r) => r.t.writer))
  aiLine(`ai_detection.held_out.ai.writer.${writer}`, rows);
for (const [edit, rows] of groups(ais, (r) => r.t.edit))
  aiLine(`ai_detection.held_out.ai.edit.${edit}`, rows);
aiLine(
  'ai_detection.held_out.ai.edited_any',
  ais.filter((r) => r.t.edit !== 'none'),
);
// Per length band: short texts give noisier readings and have their own thresholds.
const bandName = (r: (typeof results)[number]) => lengthBandName(r.report.wordCount);
const bandOrder = (name: string) => LENGTH_BANDS.findIndex((minWords) => name.startsWith(`${minWords}`));
for (const [band, rows] of groups(humans, bandName).sort((a, b) => bandOrder(a[0]) - bandOrder(b[0])))
  humanLine(`ai_detection.held_out.human.length.${band}`, rows, true);
for (const [band, rows] of groups(ais, bandName).sort((a, b) => bandOrder(a[0]) - bandOrder(b[0])))
  aiLine(`ai_detection.held_out.ai.length.${band}`, rows, true);

// Writers never trained on: measured by the trainer, which retrains the whole detector without each writer in
// turn, and the evaluation-only writers (ai-corpus.ts EVALUATION_ONLY_WRITERS), which the shipped detector never
// learned from, read by it here beside its own held-out humans. What a hidden set from other writers resembles.
const evaluationOnly = evaluationOnlyAiTexts().flatMap((t) => {
  const report = analyzeAiText(t.text).data;
  return report === null ? [] : [{ t, report }];
});
const recallOf = (rows: typeof results): RecallRates => ({
  texts: rows.length,
  likelyAi: rows.filter((r) => r.report.verdict === 'likely-ai').length / Math.max(1, rows.length),
  atLeastMixed: rows.filter((r) => r.report.verdict !== 'likely-human').length / Math.max(1, rows.length),
});
const evaluationOnlyRates: UnseenWriterRates[] = groups(evaluationOnly, (r) => r.t.writer).map(
  ([writer, rows]) => ({
    writer,
    ...recallOf(rows),
    humanLikelyAi: humans.filter((r) => r.report.verdict === 'likely-ai').length / Math.max(1, humans.length),
    humanMixed: humans.filter((r) => r.report.verdict === 'mixed').length / Math.max(1, humans.length),
    byLength: LENGTH_BANDS.map((minWords, k) => ({
      minWords,
      ...recallOf(
        rows.filter(
          (r) => r.report.wordCount >= minWords && r.report.wordCount < (LENGTH_BANDS[k + 1] ?? Infinity),
        ),
      ),
    })),
    edited: recallOf(rows.filter((r) => r.t.edit !== 'none')),
  }),
);
const unseen = [...(DETECTOR_MODEL.unseenWriters ?? []), ...evaluationOnlyRates];
for (const u of unseen) {
  print(
    `ai_detection.unseen_writer.${u.writer}`,
    `${u.texts} texts: likely AI ${pct(u.likelyAi)}, at least mixed ${pct(u.atLeastMixed)}; held-out humans of that run likely AI ${pct(u.humanLikelyAi)}, mixed ${pct(u.humanMixed)}`,
    'likely AI >= 75%, at least mixed >= 90%',
  );
  print(
    `ai_detection.unseen_writer.${u.writer}.by_length`,
    u.byLength
      .filter((b) => b.texts > 0)
      .map(
        (b) => `${lengthBandName(b.minWords ?? 0)} ${b.texts}: ${pct(b.likelyAi)} / ${pct(b.atLeastMixed)}`,
      )
      .join('; '),
  );
  if (u.edited !== undefined && u.edited.texts > 0)
    print(
      `ai_detection.unseen_writer.${u.writer}.edited`,
      `${u.edited.texts} texts: likely AI ${pct(u.edited.likelyAi)}, at least mixed ${pct(u.edited.atLeastMixed)}`,
    );
}
// The evaluation-only writers in detail: which house styles, genres, voices and edits the detector misses.
for (const [writer, rows] of groups(evaluationOnly, (r) => r.t.writer))
  for (const [name, key] of [
    ['style', (r: (typeof results)[number]) => r.t.style],
    ['genre', (r: (typeof results)[number]) => r.t.group],
    ['voice', (r: (typeof results)[number]) => r.t.voice],
    ['edit', (r: (typeof results)[number]) => r.t.edit],
  ] as const)
    for (const [value, part] of groups(rows, key))
      aiLine(`ai_detection.unseen_writer.${writer}.${name}.${value}`, part);
if (unseen.length > 0) {
  const summary = unseenWritersSummary(unseen);
  print(
    'ai_detection.unseen_writer.mean_of_writers',
    `${summary.writers} writers, ${summary.texts} texts: likely AI ${pct(summary.mean.likelyAi)}, at least mixed ${pct(summary.mean.atLeastMixed)}; lowest of any writer ${pct(summary.hardest.likelyAi)} / ${pct(summary.hardest.atLeastMixed)}`,
    'likely AI >= 75%, at least mixed >= 90%',
  );
  // Pooled over the writers' texts (each measured by the run that never saw its writer): all, short, edited.
  for (const [name, rates] of [
    ['all', summary.pooled],
    ['under_150_words', summary.short],
    ['edited', summary.edited],
  ] as const)
    print(
      `ai_detection.unseen_writer.pooled.${name}`,
      rates === undefined
        ? '0 texts'
        : `${rates.texts} texts: likely AI ${pct(rates.likelyAi)}, at least mixed ${pct(rates.atLeastMixed)}`,
    );
}
const shipped = DETECTOR_MODEL.measured;
print(
  'ai_detection.shipped_rates (stated on the report screen)',
  `human likely AI ${pct(shipped.humanLikelyAi)}, mixed ${pct(shipped.humanMixed)}; AI likely AI ${pct(shipped.aiLikelyAi)}, at least mixed ${pct(shipped.aiAtLeastMixed)}`,
);

// Highlights agree with verdicts: no human text called likely human has a highlighted sentence; in a text whose
// second half is AI-written, the AI half holds more highlighted words than the human half.
print(
  'ai_detection.held_out.human_likely_human_with_a_highlight',
  humans.filter(
    (r) => r.report.verdict === 'likely-human' && r.report.sentences.some((s) => s.level !== 'none'),
  ).length,
  '0',
);
const humanPool = humans.map((r) => r.t.text).filter((t) => t.split(/\s+/).length >= 150);
let spliced = 0;
let splicedFlagged = 0;
let aiHalfMoreHighlighted = 0;
ais.forEach((r, i) => {
  if (r.t.edit !== 'none' || humanPool.length === 0) return;
  const human = humanPool[(i * 7) % humanPool.length] ?? '';
  const text = `${human}\n\n${r.t.text}`;
  const report = analyzeAiText(text).data;
  if (report === null) return;
  spliced += 1;
  if (report.verdict !== 'likely-human') splicedFlagged += 1;
  const lit = (from: number, to: number) =>
    report.sentences
      .filter((s) => s.start >= from && s.end <= to && s.level !== 'none')
      .reduce((a, s) => a + s.words, 0);
  if (lit(human.length, text.length) > lit(0, human.length)) aiHalfMoreHighlighted += 1;
});
print(
  'ai_detection.held_out.half_human_half_ai_at_least_mixed',
  `${pct(splicedFlagged / Math.max(1, spliced))} of ${spliced}`,
);
print(
  'ai_detection.held_out.half_human_half_ai_ai_half_highlighted_more',
  `${pct(aiHalfMoreHighlighted / Math.max(1, spliced))}`,
);
print('ai_detection.ms_per_1000_words', (elapsed / Math.max(1, words)) * 1000);
