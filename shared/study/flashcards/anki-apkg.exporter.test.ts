import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import initSqlJs from 'sql.js/dist/sql-wasm-inline.js';
import { exportApkg } from './anki-apkg.exporter.ts';
import { generateFlashcards } from './flashcard-generator.engine.ts';
import { STUDY_CORPUS } from '../bench/corpus/corpus.collection.ts';

describe('exportApkg', () => {
  it('writes a zip with an Anki schema-11 collection holding every card', async () => {
    const cards =
      generateFlashcards(STUDY_CORPUS.slice(0, 4).map((p, i) => ({ text: p.text, page: i + 1 }))).data ?? [];
    const withHtml = {
      ...cards[0]!,
      kind: 'basic' as const,
      cloze: null,
      front: 'Is 2 < 3 & "true"?',
      back: 'Yes <b>indeed</b>',
    };
    const bytes = await exportApkg(
      { name: 'Biology basics', description: 'From Studyloop', cards: [withHtml, ...cards] },
      { now: new Date('2026-01-05T10:00:00Z') },
    );
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
    expect(strFromU8(files.media!)).toBe('{}');

    const SQL = await initSqlJs();
    const db = new SQL.Database(files['collection.anki2']);
    const [col] = db.exec('select ver, models, decks from col');
    expect(col?.values[0]?.[0]).toBe(11);
    const models = JSON.parse(String(col?.values[0]?.[1])) as Record<string, { type: number; name: string }>;
    expect(
      Object.values(models)
        .map((m) => m.type)
        .sort(),
    ).toEqual([0, 1]);
    const decks = JSON.parse(String(col?.values[0]?.[2])) as Record<string, { name: string; desc: string }>;
    expect(Object.values(decks).some((d) => d.name === 'Biology basics' && d.desc === 'From Studyloop')).toBe(
      true,
    );

    const notes = db.exec('select flds, sfld, csum, guid from notes order by id')[0]?.values ?? [];
    expect(notes).toHaveLength(cards.length + 1);
    expect(String(notes[0]?.[0]).split('\u001f')[0]).toBe('Is 2 &lt; 3 &amp; &quot;true&quot;?');
    expect(notes[0]?.[1]).toBe('Is 2 < 3 & "true"?');
    expect(new Set(notes.map((n) => n[3])).size).toBe(notes.length);
    const clozeNotes = notes.filter((n) => String(n[0]).includes('{{c1::'));
    expect(clozeNotes.length).toBe(cards.filter((c) => c.cloze !== null).length);
    const cardRows = db.exec('select count(*), min(nid) > 0 from cards')[0]?.values[0];
    expect(cardRows).toEqual([cards.length + 1, 1]);
    db.close();
  });

  it('exports an empty deck that still opens', async () => {
    const bytes = await exportApkg({ name: '', cards: [] });
    const SQL = await initSqlJs();
    const db = new SQL.Database(unzipSync(bytes)['collection.anki2']);
    expect(db.exec('select count(*) from notes')[0]?.values[0]?.[0]).toBe(0);
    expect(String(db.exec('select decks from col')[0]?.values[0]?.[0])).toContain('Studyloop deck');
    db.close();
  });
});
