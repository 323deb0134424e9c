// A plagiarism report's sources grouped for reading: when the same passage of the checked text is found in many
// near-identical sources (the same notes uploaded 14 times), the student sees one entry, the most complete copy
// (the earliest of equally complete ones), with "and N similar sources", instead of 14 lines at the same score.

/** What grouping needs of a reported source. */
export interface GroupableSource {
  documentId: string;
  matchedWords: number;
  spans: ReadonlyArray<{ query: { wordStart: number; wordEnd: number } }>;
  /** When the source was first published or written (ISO 8601), if known: the earlier copy comes first. */
  createdAt?: string | null;
}

export interface SourceGroup<S extends GroupableSource> {
  /** The source shown for the group: covers the most of the group's words, the earliest on a tie. */
  best: S;
  /** The other sources matching (nearly) the same words of the checked text, best first. */
  similar: S[];
}

/**
 * Share of the smaller source's matched words the larger one must also match for the two to count as the same
 * passage: 0.8 keeps copies that differ by a changed sentence together, and keeps apart two sources that each
 * cover a different paragraph.
 */
export const SAME_PASSAGE_OVERLAP = 0.8;

function matchedWordSet(source: GroupableSource): Set<number> {
  const words = new Set<number>();
  for (const span of source.spans)
    for (let w = span.query.wordStart; w < span.query.wordEnd; w += 1) words.add(w);
  return words;
}

function sharedShare(a: Set<number>, b: Set<number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 0;
  let shared = 0;
  for (const w of small) if (large.has(w)) shared += 1;
  return shared / small.size;
}

/** Earlier first; a source without a date after the dated ones. */
function byDate(a: GroupableSource, b: GroupableSource): number {
  const at = a.createdAt ? Date.parse(a.createdAt) : Number.POSITIVE_INFINITY;
  const bt = b.createdAt ? Date.parse(b.createdAt) : Number.POSITIVE_INFINITY;
  return at === bt ? 0 : at < bt ? -1 : 1;
}

/**
 * Groups sources whose matched words of the checked text are (nearly) the same. Groups are ordered by their best
 * source's matched words, most first; within a group the most complete source leads, then the earliest.
 */
export function groupSimilarSources<S extends GroupableSource>(
  sources: readonly S[],
  overlap: number = SAME_PASSAGE_OVERLAP,
): SourceGroup<S>[] {
  const ordered = [...sources].sort(
    (a, b) => b.matchedWords - a.matchedWords || byDate(a, b) || a.documentId.localeCompare(b.documentId),
  );
  const groups: Array<SourceGroup<S> & { words: Set<number> }> = [];
  for (const source of ordered) {
    const words = matchedWordSet(source);
    const group = groups.find((g) => sharedShare(g.words, words) >= overlap);
    if (group) group.similar.push(source);
    else groups.push({ best: source, similar: [], words });
  }
  return groups.map(({ best, similar }) => ({ best, similar }));
}
