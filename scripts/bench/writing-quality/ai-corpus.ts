// The AI-written corpus of issue 27, as imported by import-ai-corpus.ts: texts that language models wrote in
// answer to varied student prompts (essays, answers, reports, e-mails, summaries, creative pieces; formal,
// casual and "like a student" voices), some then paraphrased, sentence-merged or hand-edited. Split into
// train / calibration / held-out by writing batch, joined with every text an edit descends from, so that no
// prompt and no edit of a held-out text is ever seen by training or calibration. The evaluation-only writers'
// texts are kept apart altogether (loadEvaluationOnlyAiCorpus): the detector never learns from them.
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

/**
 * Writers kept for evaluation only: never trained on, calibrated on or looked at for a modelling choice, and
 * measured by `npm run quality:writing` as unseen writers. corpus-g imitates other model families' house styles
 * (GPT-4o, Llama 3, Gemini, Mistral, "don't sound like AI" student voices): the stand-in for a hidden set from
 * models the detector never saw. corpus-j (session 13) is a model's own default answers to ordinary student
 * requests, written blind to the detector, with light student edits; corpus-p (session 14) the same kind of
 * requests (short essays, homework explanations, lab-report discussions, a casual student voice, light edits),
 * written blind to the detector and to every other writer. Add a writer here before its texts are imported, never
 * after training on it.
 */
export const EVALUATION_ONLY_WRITERS: readonly string[] = ['corpus-g', 'corpus-j', 'corpus-p'];

export type SplitAiText = AiText & { split: Split; group: string };

/**
 * Splits the corpus: texts are grouped by batch, each batch joined with the batch of the text it edits; a group
 * holding any text of an evaluation-only writer is evaluation-only as a whole (so neither a text nor an edit of it
 * can teach the detector) and marked held out; every other group gets its stable split.
 */
export function splitAiCorpus(
  texts: readonly AiText[],
  evaluationOnlyWriters: readonly string[] = EVALUATION_ONLY_WRITERS,
): { trainable: SplitAiText[]; evaluationOnly: SplitAiText[] } {
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
  const evaluationGroups = new Set(
    texts.filter((t) => evaluationOnlyWriters.includes(t.writer)).map((t) => find(t.batch)),
  );
  const trainable: SplitAiText[] = [];
  const evaluationOnly: SplitAiText[] = [];
  for (const t of texts) {
    const group = find(t.batch);
    if (evaluationGroups.has(group)) evaluationOnly.push({ ...t, split: 'held_out', group });
    else trainable.push({ ...t, split: splitOf(`ai:${group}`), group });
  }
  return { trainable, evaluationOnly };
}

/** The corpus file read, validated and split once per process: the trainer and the bench ask for both parts. */
let splitCorpus: ReturnType<typeof splitAiCorpus> | undefined;
function splitCorpusFile(): ReturnType<typeof splitAiCorpus> {
  splitCorpus ??= splitAiCorpus(
    existsSync(AI_CORPUS_FILE)
      ? gunzipSync(readFileSync(AI_CORPUS_FILE))
          .toString('utf8')
          .split('\n')
          .filter((l) => l.trim() !== '')
          .map((l) => aiTextSchema.parse(JSON.parse(l)))
      : [],
  );
  return splitCorpus;
}

/** The texts training, calibration and the held-out figures use: every writer but the evaluation-only ones. */
export function loadAiCorpus(): SplitAiText[] {
  return splitCorpusFile().trainable;
}

/** The evaluation-only writers' texts (EVALUATION_ONLY_WRITERS), all marked held out. */
export function loadEvaluationOnlyAiCorpus(): SplitAiText[] {
  return splitCorpusFile().evaluationOnly;
}
