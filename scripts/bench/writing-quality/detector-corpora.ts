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

/** Human texts of 60 (e-mails) or 150 (other sources) to 700 words, each document cut into consecutive windows. */
export function humanTexts(): LabelledText[] {
  const random = seededRandom(20261126);
  const bySourceSplit = new Map<string, LabelledText[]>();
  for (const doc of humanDocuments) {
    const split = humanSplit(doc);
    if (split === 'train' && feedsNgram(doc)) continue;
    const windows =
      doc.source === 'mailing-list-email'
        ? [doc.paragraphs.join('\n\n')].filter((t) => t.split(/\s+/).length >= 60)
        : windowsOf(doc, random, 150, 700);
    const key = `${doc.source}|${split}`;
    const list = bySourceSplit.get(key) ?? [];
    bySourceSplit.set(key, list);
    windows.forEach((text, i) =>
      list.push({
        id: `${doc.source}/${doc.id}#${i}`,
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
  }
  const out: LabelledText[] = [];
  for (const [key, list] of [...bySourceSplit].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    const split = key.split('|')[1] as Split;
    // An even sample across each source's documents when there are more windows than the cap.
    const step = Math.max(1, list.length / PER_SOURCE[split]);
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
