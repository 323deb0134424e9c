// The AI-written corpus of issue 27, as imported by import-ai-corpus.ts: texts that language models wrote in
// answer to varied student prompts (essays, answers, reports, e-mails, summaries, creative pieces; formal,
// casual and "like a student" voices), some then paraphrased, sentence-merged or hand-edited. Split into
// train / calibration / held-out by writing batch, joined with every text an edit descends from, so that no
// prompt and no edit of a held-out text is ever seen by training or calibration.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';

export const AI_CORPUS_FILE = join(import.meta.dirname, 'data', 'ai-corpus.jsonl.gz');

export const aiTextSchema = z.object({
  id: z.string().min(1),
  writer: z.string(),
  model: z.string().optional(),
  batch: z.string().min(1),
  prompt: z.string(),
  subject: z.string().optional(),
  genre: z.string(),
  voice: z.string().optional(),
  /** How the text is laid out, imitating assistants' habits: 'plain', 'headed', 'bulleted', 'minimal', ... */
  style: z.string().optional(),
  target_words: z.number().optional(),
  /** 'none', or how the text was edited: 'paraphrased', 'sentence-merged', 'hand-edited', 'shortened', ... */
  edit: z.string().min(1),
  parent_id: z.string().nullable().optional(),
  text: z.string().min(1),
});
export type AiText = z.infer<typeof aiTextSchema>;
export type Split = 'train' | 'calibration' | 'held_out';

/** A stable split of a group name: 60 % train, 15 % calibration, 25 % held out. */
export function splitOf(group: string, shares = { train: 0.6, calibration: 0.15 }): Split {
  const x = (createHash('sha1').update(group).digest().readUInt32BE(0) + 0.5) / 2 ** 32;
  return x < shares.train ? 'train' : x < shares.train + shares.calibration ? 'calibration' : 'held_out';
}

export function loadAiCorpus(): Array<AiText & { split: Split; group: string }> {
  if (!existsSync(AI_CORPUS_FILE)) return [];
  const texts = gunzipSync(readFileSync(AI_CORPUS_FILE))
    .toString('utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => aiTextSchema.parse(JSON.parse(l)));
  // Union-find over batches: a text's batch is joined with the batch of the text it edits.
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while ((parent.get(root) ?? root) !== root) root = parent.get(root) ?? root;
    parent.set(x, root);
    return root;
  };
  const byId = new Map(texts.map((t) => [t.id, t]));
  for (const t of texts) {
    const source = t.parent_id ? byId.get(t.parent_id) : undefined;
    if (!source) continue;
    const [a, b] = [find(t.batch), find(source.batch)];
    if (a !== b) parent.set(a < b ? b : a, a < b ? a : b);
  }
  return texts.map((t) => ({ ...t, split: splitOf(`ai:${find(t.batch)}`), group: find(t.batch) }));
}
