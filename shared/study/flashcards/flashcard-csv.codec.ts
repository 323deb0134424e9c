import Papa from 'papaparse';
import { CSV_ROUND_TRIP_EXPORT_GUARD, unguardCsvCell } from '../../csv/csv-formula-guard.ts';
import { fail, ok } from '../study-result.types.ts';
import type { StudyResult } from '../study-result.types.ts';
import { fnv1a32 } from '../text/hash.util.ts';
import { looksBinary } from '../text/study-source.util.ts';
import type { Flashcard, FlashcardKind } from './flashcard-generator.engine.ts';

// Listed here rather than imported from the generator, which would bring the NLP model into the renderer's bundle.
const FLASHCARD_KINDS: readonly FlashcardKind[] = [
  'definition',
  'fact',
  'cause-effect',
  'process',
  'key-term',
  'cloze',
  'basic',
];

export const CSV_COLUMNS = ['front', 'back', 'kind', 'tags', 'source', 'page'] as const;

export const CSV_MESSAGES = {
  empty: 'The file is empty. Add one card per line: front, back.',
  binary:
    'This file is not a CSV or text file. Export your cards as CSV (comma or tab separated) and try again.',
  noCards: 'No cards were found. Each line needs a front and a back, separated by a comma or a tab.',
  tooMany: 'This file has more than 10,000 cards. Split it into smaller decks and import them one at a time.',
} as const;

const MAX_IMPORT_CARDS = 10_000;

/**
 * Cards as CSV (RFC 4180, header row, UTF-8 BOM so spreadsheet apps read accents correctly). A cell a
 * spreadsheet would run as a formula is written as text (a leading '), which the import takes off again.
 */
export function exportFlashcardsCsv(cards: readonly Flashcard[]): string {
  const rows = cards.map((c) => [
    c.front,
    c.back,
    c.kind,
    c.tags.join(' '),
    c.source?.sentence ?? '',
    c.source?.page === null || c.source?.page === undefined ? '' : String(c.source.page),
  ]);
  const csv = Papa.unparse(
    { fields: [...CSV_COLUMNS], data: rows },
    { newline: '\r\n', quotes: true, ...CSV_ROUND_TRIP_EXPORT_GUARD },
  );
  return `\uFEFF${csv}`;
}

export interface CsvImportReport {
  cards: Flashcard[];
  /** 1-based line numbers that had no front or no back and were skipped. */
  skippedLines: number[];
}

/**
 * Reads cards from CSV or TSV (Anki and Quizlet exports): with our header, or headerless "front, back[, tags]".
 * Lines starting with "#" are Anki's comment lines.
 */
export function importFlashcardsCsv(content: string): StudyResult<CsvImportReport> {
  const text = content.replace(/^\uFEFF/, '');
  if (text.trim().length === 0) return fail('empty-file', CSV_MESSAGES.empty);
  if (looksBinary(text)) return fail('binary-file', CSV_MESSAGES.binary);
  const lines = text.split(/\r\n|\n|\r/).filter((l) => !l.startsWith('#'));
  const parsed = Papa.parse<string[]>(lines.join('\n'), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', '\t', ';', '|'],
  });
  const rows = parsed.data.map((row) => row.map(unguardCsvCell));
  if (rows.length > MAX_IMPORT_CARDS + 1) return fail('too-many-cards', CSV_MESSAGES.tooMany);
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const hasHeader = header.includes('front') && header.includes('back');
  const col = (name: string, fallback: number): number => (hasHeader ? header.indexOf(name) : fallback);
  const frontCol = col('front', 0);
  const backCol = col('back', 1);
  const kindCol = col('kind', -1);
  const tagsCol = hasHeader ? header.indexOf('tags') : 2;
  const sourceCol = col('source', -1);
  const pageCol = col('page', -1);

  const cards: Flashcard[] = [];
  const skippedLines: number[] = [];
  rows.slice(hasHeader ? 1 : 0).forEach((row, i) => {
    const front = (row[frontCol] ?? '').trim();
    const back = (row[backCol] ?? '').trim();
    if (front.length === 0 || back.length === 0) {
      skippedLines.push(i + (hasHeader ? 2 : 1));
      return;
    }
    const kindRaw = kindCol >= 0 ? (row[kindCol] ?? '').trim() : '';
    const kind = (FLASHCARD_KINDS as readonly string[]).includes(kindRaw)
      ? (kindRaw as FlashcardKind)
      : 'basic';
    const tags = tagsCol >= 0 ? (row[tagsCol] ?? '').split(/[\s,]+/).filter(Boolean) : [];
    const sentence = sourceCol >= 0 ? (row[sourceCol] ?? '').trim() : '';
    const page = pageCol >= 0 ? Number.parseInt(row[pageCol] ?? '', 10) : Number.NaN;
    const cloze =
      (kind === 'cloze' || kind === 'fact') && front.includes('_____')
        ? front.replace('_____', `{{c1::${back}}}`)
        : null;
    cards.push({
      id: `${kind}-${fnv1a32(`${front}\u0000${back}`).toString(36)}`,
      kind,
      front,
      back,
      cloze,
      term: kind === 'cloze' || kind === 'fact' ? back : null,
      answerInSource:
        sentence.length > 0 && sentence.toLowerCase().includes(back.toLowerCase()) ? back : sentence,
      source:
        sentence.length > 0
          ? { sentence, start: 0, end: sentence.length, section: 0, page: Number.isNaN(page) ? null : page }
          : null,
      tags,
    });
  });
  if (cards.length === 0) return fail('no-cards', CSV_MESSAGES.noCards);
  return ok({ cards, skippedLines });
}
