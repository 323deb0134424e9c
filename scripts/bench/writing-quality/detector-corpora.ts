// The texts the AI detector is trained, calibrated and measured on (issue 27), one list with a split for each:
// human texts cut from every human source (documentation and papers of human-prose.corpus.ts, student-like
// writing of human-informal.corpus.ts), split by document; AI texts from ai-corpus.ts, split by batch. Human
// training documents are halved again: one half teaches the n-gram model and word bands (what human prose looks
// like), the other the classifier, so the classifier never sees a human text the n-gram model was fitted on.
import { createHash } from 'node:crypto';
import { seededRandom } from '../../../shared/study/random/seeded-random.util.ts';
import { loadAiCorpus } from './ai-corpus.ts';
import type { Split } from './ai-corpus.ts';
import { loadInformalHumanWriting } from './human-informal.corpus.ts';
import { humanProse, windowsOf } from './human-prose.corpus.ts';
import type { HumanDocument } from './human-prose.corpus.ts';

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

const unit = (key: string) => (createHash('sha1').update(key).digest().readUInt32BE(0) + 0.5) / 2 ** 32;

export function humanSplit(doc: HumanDocument): Split {
  const x = unit(`human:${doc.source}/${doc.id}`);
  return x < 0.5 ? 'train' : x < 0.75 ? 'calibration' : 'held_out';
}

/** Whether a human training document feeds the n-gram model (true) or the classifier (false). */
export function feedsNgram(doc: HumanDocument): boolean {
  return unit(`ngram:${doc.source}/${doc.id}`) < 0.5;
}

const informal = loadInformalHumanWriting();
export const humanDocuments: HumanDocument[] = [...humanProse.documents, ...informal.documents];
export const humanSourcesFound = [...humanProse.found, ...informal.found];
export const humanSourcesMissing = [...humanProse.missing, ...informal.missing];

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

export function aiTexts(): LabelledText[] {
  return loadAiCorpus().map((t) => ({
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
  }));
}

/** The share of model-written teaching texts (200 words or more) that also teach as a short excerpt. */
const EXCERPT_SHARE = 0.4;

/**
 * Short excerpts (60-149 words, from the opening) of model-written texts that teach the classifier (never of
 * held-out texts, nor of texts half written by a person): few texts in the corpus are that short, and a short
 * text's features are noisier, so the classifier learns from these what model-written writing looks like at the
 * length where it misses most. Each excerpt keeps its text's batch, so it falls in the same fold and split.
 */
export function aiExcerpts(texts: readonly LabelledText[]): LabelledText[] {
  return texts
    .filter(
      (t) =>
        t.label === 'ai' &&
        t.split !== 'held_out' &&
        !t.edit.includes('human') &&
        t.text.split(/\s+/).length >= 200 &&
        unit(`excerpt:${t.id}`) < EXCERPT_SHARE,
    )
    .flatMap((t) => {
      const doc = { source: 'ai', id: t.id, paragraphs: t.text.split(/\n\s*\n/) };
      const random = seededRandom(createHash('sha1').update(`excerpt:${t.id}`).digest().readUInt32BE(0));
      const excerpt = windowsOf(doc, random, SHORT_WORDS.min, SHORT_WORDS.max)[0];
      return excerpt === undefined
        ? []
        : [{ ...t, id: `${t.id}#excerpt`, edit: `${t.edit}+excerpt`, text: excerpt }];
    });
}
