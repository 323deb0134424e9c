import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportApkg } from './anki-apkg.exporter.ts';
import { APKG_MESSAGES, importApkg } from './anki-apkg.importer.ts';
import type { Flashcard } from './flashcard-generator.engine.ts';

const card = (id: string, front: string, back: string, cloze: string | null = null): Flashcard => ({
  id,
  kind: cloze ? 'cloze' : 'basic',
  front,
  back,
  cloze,
  term: null,
  answerInSource: back,
  source: null,
  tags: ['biology'],
});

describe('importApkg', () => {
  it('reads back the cards an export wrote, basic and cloze, with HTML undone', async () => {
    const bytes = await exportApkg({
      name: 'Round trip',
      cards: [
        card('a', 'Is 2 < 3 & "true"?', 'Yes'),
        card('b', 'What is osmosis?', 'Water crossing a membrane'),
        card('c', 'Plants make _____ from light.', 'glucose', 'Plants make {{c1::glucose}} from light.'),
      ],
    });
    const imported = await importApkg(bytes);
    expect(imported.error).toBeNull();
    expect(imported.data).toEqual([
      { front: 'Is 2 < 3 & "true"?', back: 'Yes', tags: ['biology'] },
      { front: 'What is osmosis?', back: 'Water crossing a membrane', tags: ['biology'] },
      { front: 'Plants make _____ from light.', back: 'glucose', tags: ['biology'] },
    ]);
  });

  it('refuses files that are not Anki packages, and the newest format with a way out', async () => {
    expect((await importApkg(strToU8('front,back'))).error?.message).toBe(APKG_MESSAGES.notAnki);
    expect((await importApkg(zipSync({ 'collection.anki21b': strToU8('zstd') }))).error?.message).toBe(
      APKG_MESSAGES.newFormat,
    );
    expect((await importApkg(zipSync({ 'collection.anki2': strToU8('not sqlite') }))).error?.message).toBe(
      APKG_MESSAGES.notAnki,
    );
  });
});
