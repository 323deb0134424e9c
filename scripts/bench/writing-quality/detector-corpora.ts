// The texts the AI detector is trained, calibrated and measured on (issue 27), one list with a split for each:
// human texts cut from every human source (documentation and papers of human-prose.corpus.ts, student-like
// writing of human-informal.corpus.ts, dictionary entries of human-reference.corpus.ts), split by document; AI
// texts from ai-corpus.ts, split by batch. Human training documents are halved again: one half teaches the n-gram
// model and word bands (what human prose looks like), the other the classifier, so the classifier never sees a
// human text the n-gram model was fitted on.
import { createHash } from 'node:crypto';
import { seededRandom } from '../../../shared/study/random/seeded-random.util.ts';
import { loadAiCorpus, loadEvaluationOnlyAiCorpus } from './ai-corpus.ts';
import type { Split, SplitAiText } from './ai-corpus.ts';
import { loadInformalHumanWriting } from './human-informal.corpus.ts';
import { humanProse, windowsOf } from './human-prose.corpus.ts';
import { loadReferenceProse } from './human-reference.corpus.ts';
import type { HumanDocument } from './human-prose.corpus.ts';
import { studentEdit } from './student-edits.ts';

export interface LabelledText {
  id: string;
  label: 'human' | 'ai';
  split: Split;
  /** Human: the source; AI: the genre. */
  group: string;
  edit: string;
  /** What the text was cut from (human: the document) or written in (AI: its batch, joined with its edits'). */
  origin: string;
  /** AI: the voice asked for ('student', 'casual', ...); human: 'human'. */
  voice: string;
  /** AI: the writer batch family ('corpus-a', ...) and layout style ('plain', 'headed', ...); human: 'human'. */
  writer: string;
  style: string;
  text: string;
}

/** A key's SHA-1 as a 32-bit seed, and as a number in (0, 1): splits and draws that never change between runs. */
const seedOf = (key: string) => createHash('sha1').update(key).digest().readUInt32BE(0);
const unit = (key: string) => (seedOf(key) + 0.5) / 2 ** 32;

export function humanSplit(doc: HumanDocument): Split {
  const x = unit(`human:${doc.source}/${doc.id}`);
  return x < 0.5 ? 'train' : x < 0.75 ? 'calibration' : 'held_out';
}

/** Whether a human training document feeds the n-gram model (true) or the classifier (false). */
export function feedsNgram(doc: HumanDocument): boolean {
  return unit(`ngram:${doc.source}/${doc.id}`) < 0.5;
}

const informal = loadInformalHumanWriting();
const reference = loadReferenceProse();
export const humanDocuments: HumanDocument[] = [
  ...humanProse.documents,
  ...informal.documents,
  ...reference.documents,
];
export const humanSourcesFound = [...humanProse.found, ...informal.found, ...reference.found];
export const humanSourcesMissing = [...humanProse.missing, ...informal.missing, ...reference.missing];

/** At most this many texts per human source and split, so that no single source dominates. */
const PER_SOURCE = { train: 900, calibration: 1500, held_out: 1500 };
/**
 * Short texts (60-149 words) cut from every source but e-mail (whose messages are whole texts already), at most
 * this many per source and split: below 150 words the detector has its own thresholds, which ~260 short e-mails
 * alone set unsteadily, and short human answers, paragraphs and letters read differently from e-mails.
 */
const SHORT_PER_SOURCE = { train: 200, calibration: 300, held_out: 300 };
export const SHORT_WORDS = { min: 60, max: 149 };

/**
 * An edit in which a person wrote part of the text ('human-mixed', or a student's own introduction or paragraph
 * added before the model's text): measured, never taught as model-written.
 */
export function partlyHumanEdit(edit: string): boolean {
  return edit.includes('human') || /^student-[a-z]+-added$/.test(edit);
}

/**
 * Human texts: whole e-mails of 60 words or more; from the other sources, each document cut into consecutive windows
 * of 150-700 words, and again into short windows of 60-149 words.
 */
export function humanTexts(): LabelledText[] {
  const random = seededRandom(20261126);
  const randomShort = seededRandom(20261127);
  const bySourceSplit = new Map<string, LabelledText[]>();
  const add = (doc: HumanDocument, split: Split, kind: string, windows: string[]) => {
    const key = `${doc.source}|${split}|${kind}`;
    const list = bySourceSplit.get(key) ?? [];
    bySourceSplit.set(key, list);
    windows.forEach((text, i) =>
      list.push({
        id: `${doc.source}/${doc.id}#${kind === 'short' ? 's' : ''}${i}`,
        label: 'human',
        split,
        group: doc.source,
        edit: 'none',
        voice: 'human',
        writer: 'human',
        style: 'human',
        origin: `${doc.source}/${doc.id}`,
        text,
      }),
    );
  };
  for (const doc of humanDocuments) {
    const split = humanSplit(doc);
    if (split === 'train' && feedsNgram(doc)) continue;
    if (doc.source === 'mailing-list-email') {
      add(
        doc,
        split,
        'whole',
        [doc.paragraphs.join('\n\n')].filter((t) => t.split(/\s+/).length >= SHORT_WORDS.min),
      );
      continue;
    }
    add(doc, split, 'whole', windowsOf(doc, random, 150, 700));
    add(doc, split, 'short', windowsOf(doc, randomShort, SHORT_WORDS.min, SHORT_WORDS.max));
  }
  const out: LabelledText[] = [];
  for (const [key, list] of [...bySourceSplit].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const [, split = 'train', kind] = key.split('|') as [string, Split, string];
    // An even sample across each source's documents when there are more windows than the cap.
    const step = Math.max(1, list.length / (kind === 'short' ? SHORT_PER_SOURCE : PER_SOURCE)[split]);
    for (let i = 0; i < list.length && out.length < Number.MAX_SAFE_INTEGER; i += step) {
      const item = list[Math.floor(i)];
      if (item) out.push(item);
    }
  }
  return out;
}

const labelledAi = (t: SplitAiText): LabelledText => ({
  id: t.id,
  label: 'ai',
  split: t.split,
  group: t.genre,
  edit: t.edit,
  voice: t.voice ?? 'unspecified',
  writer: t.writer,
  style: t.style ?? 'unspecified',
  origin: t.group,
  text: t.text,
});

/** The AI texts the detector is trained, calibrated and measured on (never an evaluation-only writer's). */
export function aiTexts(): LabelledText[] {
  return loadAiCorpus().map(labelledAi);
}

/** The evaluation-only writers' texts (ai-corpus.ts EVALUATION_ONLY_WRITERS), measured as unseen writers. */
export function evaluationOnlyAiTexts(): LabelledText[] {
  return loadEvaluationOnlyAiCorpus().map(labelledAi);
}

/**
 * Extra teaching copies of model-written texts: for each text that teaches the classifier (never a held-out text,
 * nor one half written by a person) of at least `minWords` words, with probability `share` (seeded by `kind` and
 * the text's id), `make` derives a copy from the text and a generator seeded the same way. A copy keeps its
 * text's batch, so it falls in the same fold and split.
 */
function teachingCopies(
  texts: readonly LabelledText[],
  kind: string,
  share: number,
  minWords: number,
  make: (t: LabelledText, random: () => number) => Partial<LabelledText> | undefined,
): LabelledText[] {
  return texts
    .filter(
      (t) =>
        t.label === 'ai' &&
        t.split !== 'held_out' &&
        !partlyHumanEdit(t.edit) &&
        t.text.split(/\s+/).length >= minWords &&
        unit(`${kind}:${t.id}`) < share,
    )
    .flatMap((t) => {
      const copy = make(t, seededRandom(seedOf(`${kind}:${t.id}`)));
      return copy === undefined ? [] : [{ ...t, id: `${t.id}#${kind}`, edit: `${t.edit}+${kind}`, ...copy }];
    });
}

/**
 * Short excerpts (60-149 words, from the opening) of 40 % of the model-written teaching texts of 200 words or more:
 * few texts in the corpus are that short, and a short text's features are noisier, so the classifier learns from
 * these what model-written writing looks like at the length where it misses most.
 */
export function aiExcerpts(texts: readonly LabelledText[], share = 0.4): LabelledText[] {
  return teachingCopies(texts, 'excerpt', share, 200, (t, random) => {
    const doc = { source: 'ai', id: t.id, paragraphs: t.text.split(/\n\s*\n/) };
    const excerpt = windowsOf(doc, random, SHORT_WORDS.min, SHORT_WORDS.max)[0];
    return excerpt === undefined ? undefined : { text: excerpt };
  });
}

/**
 * Lightly student-edited copies (student-edits.ts: layout flattened, everyday words, contractions, joined or
 * dropped sentences, lost commas and capitals, a typo or two) of 30 % of the model-written teaching texts: a
 * student who goes over a model's answer quickly leaves its construction in place, and without such texts the
 * classifier learns that a lower-case opening or a typo means a person wrote the whole text.
 * Leave-one-writer-out, 2026-11-27 (likely AI / at least mixed % of the unseen writer, with / without):
 * corpus-e 62 / 87 vs 60 / 84, corpus-f 62 / 92 vs 60 / 88, corpus-a 77 / 97 vs 79 / 97, corpus-b 62 / 90 vs
 * 68 / 92 (a and b measured before corpus-f was added); held-out humans of those runs alike (0.04-0.13 % / 1.3-1.6 %).
 */
export function aiStudentEdits(texts: readonly LabelledText[]): LabelledText[] {
  return teachingCopies(texts, 'student-edit', 0.3, 0, (t, random) => ({
    text: studentEdit(t.text, random, { intensity: 0.5 + random() }),
    voice: 'student',
  }));
}
