// Import and export of a deck's cards: CSV (spreadsheets, Quizlet) and Anki .apkg. The engines and sql.js load
// only when the learner asks for a file.
import type { Flashcard } from '../../../../shared/study/flashcards/flashcard-generator.engine';
import type { CardDraft } from './flashcards.api';

interface DeckCards {
  name: string;
  description: string | null;
  cards: ReadonlyArray<{ id: string; front: string; back: string }>;
}

function asEngineCards(deck: DeckCards): Flashcard[] {
  return deck.cards.map((c) => ({
    id: c.id,
    kind: 'basic',
    front: c.front,
    back: c.back,
    cloze: null,
    term: null,
    answerInSource: c.back,
    source: null,
    tags: [],
  }));
}

export function fileNameOf(name: string, extension: string): string {
  const base = name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'deck';
  return `${base}.${extension}`;
}

export async function deckAsCsv(deck: DeckCards): Promise<Uint8Array> {
  const { exportFlashcardsCsv } = await import('../../../../shared/study/flashcards/flashcard-csv.codec');
  return new TextEncoder().encode(exportFlashcardsCsv(asEngineCards(deck)));
}

export async function deckAsApkg(deck: DeckCards): Promise<Uint8Array> {
  const { exportApkg } = await import('../../../../shared/study/flashcards/anki-apkg.exporter');
  return exportApkg({ name: deck.name, description: deck.description ?? '', cards: asEngineCards(deck) });
}

/** Cards from a CSV/TSV or .apkg file, or the message saying why none could be read. */
export async function cardsFromFile(file: File): Promise<{ cards: CardDraft[] } | { error: string }> {
  if (/\.(apkg|colpkg)$/i.test(file.name)) {
    const { APKG_LIMITS, APKG_MESSAGES, importApkg } =
      await import('../../../../shared/study/flashcards/anki-apkg.importer');
    // Refused before the tab reads the whole file into memory.
    if (file.size > APKG_LIMITS.packageBytes) return { error: APKG_MESSAGES.tooLarge };
    const read = await importApkg(new Uint8Array(await file.arrayBuffer()));
    return read.error
      ? { error: read.error.message }
      : { cards: read.data.map(({ front, back }) => ({ front, back })) };
  }
  const { importFlashcardsCsv } = await import('../../../../shared/study/flashcards/flashcard-csv.codec');
  const read = importFlashcardsCsv(await file.text());
  return read.error
    ? { error: read.error.message }
    : { cards: read.data.cards.map(({ front, back }) => ({ front, back })) };
}
