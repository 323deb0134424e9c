import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { exportApkg } from './anki-apkg.exporter.ts';
import { APKG_LIMITS, APKG_MESSAGES, importApkg } from './anki-apkg.importer.ts';
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

  it('refuses a package over its limits before inflating anything: a collection declared huge, too many entries', async () => {
    const small = await exportApkg({ name: 'Bomb', cards: [card('a', 'Front', 'Back')] });
    // The collection's size as the central directory declares it (fflate inflates into a buffer that large).
    const declaredHuge = small.slice();
    const view = new DataView(declaredHuge.buffer);
    let patched = 0;
    for (let at = 0; at + 46 <= declaredHuge.length; at++) {
      if (view.getUint32(at, true) !== 0x02014b50) continue;
      const nameLength = view.getUint16(at + 28, true);
      const name = new TextDecoder().decode(declaredHuge.subarray(at + 46, at + 46 + nameLength));
      if (!name.startsWith('collection.')) continue;
      view.setUint32(at + 24, APKG_LIMITS.collectionBytes + 1, true);
      patched++;
    }
    expect(patched).toBeGreaterThan(0);
    expect((await importApkg(declaredHuge)).error?.message).toBe(APKG_MESSAGES.tooLarge);

    const crowded: Record<string, [Uint8Array, { level: 0 }]> = {};
    for (let i = 0; i <= APKG_LIMITS.entries; i++) crowded[String(i)] = [new Uint8Array(0), { level: 0 }];
    expect((await importApkg(zipSync(crowded))).error?.message).toBe(APKG_MESSAGES.tooLarge);
    // A package whose media are left out is still read (only the collection is inflated).
    const withMedia = zipSync({ ...unzipSync(small), media: strToU8('{}'), '0': new Uint8Array(1024) });
    expect((await importApkg(withMedia)).data).toEqual([{ front: 'Front', back: 'Back', tags: ['biology'] }]);
  });
});
