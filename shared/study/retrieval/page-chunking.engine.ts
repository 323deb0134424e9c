import { sentencesOf } from '../text/study-source.util.ts';
import type { StudySection } from '../text/study-source.util.ts';

/** A retrievable passage of a document: whole sentences, with the pages they sit on. */
export interface DocumentChunk {
  id: number;
  text: string;
  /** First and last page the chunk covers (null when the document had no pages). */
  pageStart: number | null;
  pageEnd: number | null;
  /** The chunk's sentences with their pages, so an answer can quote one sentence with its own page. */
  sentences: Array<{ text: string; page: number | null }>;
  wordCount: number;
}

export interface ChunkingOptions {
  /** Target words per chunk. */
  chunkWords?: number;
  /** Words repeated from the end of one chunk at the start of the next, so no passage is cut in half. */
  overlapWords?: number;
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * Splits pages into overlapping chunks of whole sentences. Chunks may run across a page break (a sentence
 * often does), and keep the page of each sentence.
 */
export function chunkPages(pages: readonly StudySection[], options: ChunkingOptions = {}): DocumentChunk[] {
  const target = options.chunkWords ?? 160;
  const overlap = Math.min(options.overlapWords ?? 40, Math.floor(target / 2));
  const sentences = sentencesOf(pages).flatMap((s) =>
    splitLong(s.text, target).map((text) => ({ text, page: s.page })),
  );
  const chunks: DocumentChunk[] = [];
  let start = 0;
  while (start < sentences.length) {
    let end = start;
    let count = 0;
    while (end < sentences.length && (count === 0 || count + words(sentences[end]?.text ?? '') <= target)) {
      count += words(sentences[end]?.text ?? '');
      end += 1;
    }
    const slice = sentences.slice(start, end);
    const pagesCovered = slice.map((s) => s.page).filter((p): p is number => p !== null);
    chunks.push({
      id: chunks.length,
      text: slice.map((s) => s.text).join(' '),
      pageStart: pagesCovered.length === 0 ? null : Math.min(...pagesCovered),
      pageEnd: pagesCovered.length === 0 ? null : Math.max(...pagesCovered),
      sentences: slice,
      wordCount: count,
    });
    if (end >= sentences.length) break;
    // Step back over whole sentences worth about `overlap` words, always moving forward by at least one.
    let back = end;
    let overlapCount = 0;
    while (back - 1 > start && overlapCount + words(sentences[back - 1]?.text ?? '') <= overlap) {
      back -= 1;
      overlapCount += words(sentences[back]?.text ?? '');
    }
    start = back > start ? back : end;
  }
  return chunks;
}

/** Very long "sentences" (tables, lists without punctuation) are cut into pieces of the target size. */
function splitLong(text: string, target: number): string[] {
  const parts = text.split(/\s+/);
  if (parts.length <= target * 1.5) return [text];
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += target) out.push(parts.slice(i, i + target).join(' '));
  return out;
}
