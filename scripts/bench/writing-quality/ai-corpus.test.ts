import { describe, expect, it } from 'vitest';
import { EVALUATION_ONLY_WRITERS, splitAiCorpus, splitOf } from './ai-corpus.ts';
import type { AiText } from './ai-corpus.ts';

const text = (id: string, writer: string, batch: string, parent_id: string | null = null): AiText => ({
  id,
  writer,
  batch,
  prompt: 'explain osmosis',
  genre: 'answer',
  edit: parent_id === null ? 'none' : 'paraphrased',
  parent_id,
  text: 'Osmosis is the movement of water across a partially permeable membrane.',
});

// Forty batches of a trainable writer, so that every split of the stable hash is drawn at least once.
const trainable = Array.from({ length: 40 }, (_, k) => text(`a-${k}-01`, 'writer-a', `a-${k}`));

describe('splitAiCorpus', () => {
  it('keeps corpus-g, corpus-j and corpus-p out of training: the evaluation-only list holds them', () => {
    expect(EVALUATION_ONLY_WRITERS).toContain('corpus-g');
    expect(EVALUATION_ONLY_WRITERS).toContain('corpus-j');
    expect(EVALUATION_ONLY_WRITERS).toContain('corpus-p');
  });

  it('puts every text of an evaluation-only writer apart, marked held out, and splits the rest by batch', () => {
    const corpus = [...trainable, text('g-1-01', 'writer-g', 'g-1'), text('g-1-02', 'writer-g', 'g-1')];
    const { trainable: kept, evaluationOnly } = splitAiCorpus(corpus, ['writer-g']);
    expect(evaluationOnly.map((t) => t.id)).toEqual(['g-1-01', 'g-1-02']);
    expect(evaluationOnly.every((t) => t.split === 'held_out')).toBe(true);
    expect(kept.map((t) => t.id)).toEqual(trainable.map((t) => t.id));
    expect(new Set(kept.map((t) => t.split))).toEqual(new Set(['train', 'calibration', 'held_out']));
  });

  it('keeps an edit of an evaluation-only text, and its whole batch, out of training whoever wrote it', () => {
    const corpus = [
      ...trainable,
      text('g-1-01', 'writer-g', 'g-1'),
      text('b-1-01', 'writer-b', 'b-1'),
      text('b-1-02', 'writer-b', 'b-1', 'g-1-01'),
    ];
    const { trainable: kept, evaluationOnly } = splitAiCorpus(corpus, ['writer-g']);
    expect(evaluationOnly.map((t) => t.id).sort()).toEqual(['b-1-01', 'b-1-02', 'g-1-01']);
    expect(kept.some((t) => t.batch === 'b-1' || t.writer === 'writer-g')).toBe(false);
  });

  it("gives a trainable text its batch group's stable split", () => {
    const { trainable: kept, evaluationOnly } = splitAiCorpus(trainable);
    expect(evaluationOnly).toEqual([]);
    expect(kept.map((t) => t.split)).toEqual(trainable.map((t) => splitOf(`ai:${t.batch}`)));
  });
});
