import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES, exportFlashcardsCsv, importFlashcardsCsv } from './flashcard-csv.codec.ts';
import { generateFlashcards } from './flashcard-generator.engine.ts';
import { STUDY_CORPUS } from '../bench/corpus/corpus.collection.ts';
import { BINARY_TEXT } from '../test-support/sample-texts.fixture.ts';

describe('flashcard CSV', () => {
  it('round-trips generated cards, including commas, quotes and line breaks', () => {
    const cards =
      generateFlashcards(STUDY_CORPUS.slice(0, 3).map((p, i) => ({ text: p.text, page: i + 1 }))).data ?? [];
    const tricky = {
      ...cards[0]!,
      front: 'Quote "this", then\na new line',
      back: 'Commas, semicolons; and ünïcödé',
    };
    const csv = exportFlashcardsCsv([tricky, ...cards]);
    expect(csv.startsWith('\uFEFF"front","back"')).toBe(true);
    const imported = importFlashcardsCsv(csv).data?.cards ?? [];
    expect(imported).toHaveLength(cards.length + 1);
    expect(imported[0]?.front).toBe(tricky.front);
    expect(imported[0]?.back).toBe(tricky.back);
    expect(imported.slice(1).map((c) => [c.front, c.back, c.kind, c.source?.page])).toEqual(
      cards.map((c) => [c.front, c.back, c.kind, c.source?.page]),
    );
  });

  it('writes formula-like cells as text for spreadsheets, and reads every card back unchanged', () => {
    const base = generateFlashcards([{ text: STUDY_CORPUS[0]!.text, page: 1 }]).data![0]!;
    const hostile = [
      '=HYPERLINK("http://evil.example","click")',
      '+1+1',
      '-2+3',
      '@SUM(A1:A2)',
      '=1+1\nsecond line',
      "  =cmd|' /C calc'!A0",
      '\uff1dfull-width',
      "'=already quoted",
      "''+twice",
      'plain text',
    ];
    const cards = hostile.map((front, i) => ({
      ...base,
      front,
      back: hostile[hostile.length - 1 - i]!,
      tags: [],
    }));
    const csv = exportFlashcardsCsv(cards);
    const cells = Papa.parse<string[]>(csv.replace(/^\uFEFF/, '')).data.slice(1);
    for (const [front, back] of cells.filter((row) => row.length > 1)) {
      for (const cell of [front!, back!]) {
        if (cell !== 'plain text') expect(cell.startsWith("'"), cell).toBe(true);
      }
    }
    const imported = importFlashcardsCsv(csv).data?.cards ?? [];
    expect(imported.map((c) => [c.front, c.back])).toEqual(cards.map((c) => [c.front.trim(), c.back.trim()]));
  });

  it('imports headerless Anki/Quizlet style files with tabs and comments, skipping broken lines', () => {
    const file =
      '#separator:tab\nmitochondria\tpowerhouse of the cell\tbio cells\nosmosis\t\nΦωτοσύνθεση\tphotosynthesis in Greek\n';
    const result = importFlashcardsCsv(file);
    expect(result.data?.cards.map((c) => c.front)).toEqual(['mitochondria', 'Φωτοσύνθεση']);
    expect(result.data?.cards[0]?.tags).toEqual(['bio', 'cells']);
    expect(result.data?.skippedLines).toEqual([2]);
  });

  it('rejects empty, binary and card-less files with clear messages', () => {
    expect(importFlashcardsCsv('').error?.message).toBe(CSV_MESSAGES.empty);
    expect(importFlashcardsCsv(BINARY_TEXT).error?.message).toBe(CSV_MESSAGES.binary);
    expect(importFlashcardsCsv('just one column\nand another').error?.message).toBe(CSV_MESSAGES.noCards);
    expect(importFlashcardsCsv('a,b\n'.repeat(10_050)).error?.message).toBe(CSV_MESSAGES.tooMany);
  });
});
