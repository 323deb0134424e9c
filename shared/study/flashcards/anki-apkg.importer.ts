import { unzipSync } from 'fflate';
import type { SqlJsStatic } from 'sql.js';
import { fail, ok } from '../study-result.types.ts';
import type { StudyResult } from '../study-result.types.ts';

/**
 * Anki package import: the notes of an .apkg (or .colpkg) as front/back pairs. The collection is
 * `collection.anki21` when the package has one (Anki 2.1.28+ writes both), else `collection.anki2`; newer
 * zstd-compressed `collection.anki21b` packages are refused with a message saying how to export them.
 * Basic notes give their first two fields; cloze notes give the text with the blanks shown and the answers.
 */
export interface ImportedCard {
  front: string;
  back: string;
  tags: string[];
}

export const APKG_MESSAGES = {
  notAnki: 'This file is not an Anki package (.apkg).',
  newFormat:
    'This Anki package uses the newest format. In Anki, export it again with "Support older Anki versions" ticked.',
  noCards: 'No cards were found in this Anki package.',
  tooLarge:
    'This Anki package is too large to import here. In Anki, export the deck without media, or split it, and try again.',
} as const;

const MAX_CARDS = 10_000;

/**
 * What a package may cost the tab that reads it, checked before anything is inflated: the package itself, its
 * entry count (media files are entries), and the declared size of the collection, the only entry inflated
 * (fflate inflates into a buffer of the declared size, so a lying header yields a truncated, unreadable
 * collection, never a larger one).
 */
export const APKG_LIMITS = {
  packageBytes: 512 * 1024 * 1024,
  entries: 50_000,
  collectionBytes: 128 * 1024 * 1024,
  /** Notes read from the collection, convertible or not. */
  notes: 5 * MAX_CARDS,
} as const;

const COLLECTION_NAMES = new Set(['collection.anki21', 'collection.anki2', 'collection.anki21b']);

class PackageTooLarge extends Error {}

let sqlJsPromise: Promise<SqlJsStatic> | null = null;
function loadSqlJs(): Promise<SqlJsStatic> {
  sqlJsPromise ??= import('sql.js/dist/sql-wasm-inline.js').then((m) => m.default());
  return sqlJsPromise;
}

function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(div|p|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

const CLOZE = /\{\{c\d+::(.*?)(?:::(.*?))?\}\}/g;

function fromFields(fields: string[]): { front: string; back: string } | null {
  const first = fields[0] ?? '';
  if (CLOZE.test(first)) {
    CLOZE.lastIndex = 0;
    const answers: string[] = [];
    const front = first.replace(CLOZE, (_, answer: string, hint?: string) => {
      answers.push(htmlToText(answer));
      return hint ? `[${hint}]` : '_____';
    });
    return { front: htmlToText(front), back: answers.join('; ') };
  }
  const front = htmlToText(first);
  const back = htmlToText(fields[1] ?? '');
  return front && back ? { front, back } : null;
}

export async function importApkg(
  bytes: Uint8Array,
  options: { sqlJs?: SqlJsStatic } = {},
): Promise<StudyResult<ImportedCard[]>> {
  if (bytes.length > APKG_LIMITS.packageBytes) return fail('too-large', APKG_MESSAGES.tooLarge);
  let files: Record<string, Uint8Array>;
  let entries = 0;
  try {
    files = unzipSync(bytes, {
      filter: (entry) => {
        if (++entries > APKG_LIMITS.entries) throw new PackageTooLarge();
        if (!COLLECTION_NAMES.has(entry.name)) return false;
        if (entry.originalSize > APKG_LIMITS.collectionBytes) throw new PackageTooLarge();
        return true;
      },
    });
  } catch (error) {
    return error instanceof PackageTooLarge
      ? fail('too-large', APKG_MESSAGES.tooLarge)
      : fail('not-anki', APKG_MESSAGES.notAnki);
  }
  const collection = files['collection.anki21'] ?? files['collection.anki2'];
  if (!collection) {
    return files['collection.anki21b']
      ? fail('new-format', APKG_MESSAGES.newFormat)
      : fail('not-anki', APKG_MESSAGES.notAnki);
  }
  const SQL = options.sqlJs ?? (await loadSqlJs());
  let db;
  try {
    db = new SQL.Database(collection);
  } catch {
    return fail('not-anki', APKG_MESSAGES.notAnki);
  }
  try {
    const [result] = db.exec(`select flds, tags from notes order by id limit ${APKG_LIMITS.notes}`);
    const cards: ImportedCard[] = [];
    for (const row of result?.values ?? []) {
      const card = fromFields(String(row[0] ?? '').split('\u001f'));
      if (!card) continue;
      cards.push({
        ...card,
        tags: String(row[1] ?? '')
          .split(/\s+/)
          .filter(Boolean),
      });
      if (cards.length >= MAX_CARDS) break;
    }
    return cards.length === 0 ? fail('no-cards', APKG_MESSAGES.noCards) : ok(cards);
  } catch {
    return fail('not-anki', APKG_MESSAGES.notAnki);
  } finally {
    db.close();
  }
}
