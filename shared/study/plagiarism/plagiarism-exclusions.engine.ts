/** A half-open character range `[start, end)` of the checked text. */
export interface CharRange {
  start: number;
  end: number;
}

export interface ExcludedRegions {
  quotes: CharRange[];
  references: CharRange | null;
}

// Opening mark → closing mark. Straight double quotes close themselves. Single quotes are left out on
// purpose: the closing mark is also the apostrophe, so they cannot be paired reliably.
const QUOTE_PAIRS: Record<string, string> = {
  '"': '"',
  '“': '”',
  '«': '»',
  '„': '“',
  '‚': '‘',
  '「': '」',
  '『': '』',
};
const MAX_QUOTE_CHARS = 3000;

const REFERENCE_HEADING =
  /^[ \t]*(?:#{1,6}[ \t]*)?(references|reference list|bibliography|works cited|works consulted|literature cited|sources|citations|bibliograf[ií]a|referencias|literaturverzeichnis|bibliographie)[ \t]*:?[ \t]*$/gim;
const LOOKS_LIKE_REFERENCE =
  /\(\s*(?:1[5-9]|20)\d\d[a-z]?\s*\)|\b(?:1[5-9]|20)\d\d[a-z]?\b|doi\.org|https?:\/\/|\bpp?\.\s*\d|\bvol\./i;

/** Quoted passages: text inside balanced quotation marks, which a student is entitled to copy. */
export function findQuotedRegions(text: string): CharRange[] {
  const regions: CharRange[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    const close = QUOTE_PAIRS[ch];
    if (close === undefined) {
      i += 1;
      continue;
    }
    const end = text.indexOf(close, i + 1);
    // An unmatched or runaway mark is a typo, not a quotation: skip it rather than excluding the rest.
    if (end === -1 || end - i > MAX_QUOTE_CHARS || text.slice(i + 1, end).includes('\n\n')) {
      i += 1;
      continue;
    }
    regions.push({ start: i, end: end + close.length });
    i = end + close.length;
  }
  return regions;
}

/**
 * The reference list: from a "References"-style heading to the end of the text, but only when most of the
 * lines after it look like references (a year, a DOI, a URL, page numbers), so a section that merely has
 * such a title is still checked.
 */
export function findReferenceList(text: string): CharRange | null {
  let found: CharRange | null = null;
  REFERENCE_HEADING.lastIndex = 0;
  for (let m = REFERENCE_HEADING.exec(text); m !== null; m = REFERENCE_HEADING.exec(text)) {
    const after = text.slice(m.index + m[0].length);
    const lines = after
      .split(/\n/)
      .map((l) => l.trim())
      .filter((l) => l.length > 0);
    if (lines.length === 0) continue;
    const referenceLike = lines.filter((l) => LOOKS_LIKE_REFERENCE.test(l)).length;
    if (referenceLike / lines.length >= 0.5) {
      found = { start: m.index, end: text.length };
      break;
    }
  }
  return found;
}

export function findExcludedRegions(text: string): ExcludedRegions {
  return { quotes: findQuotedRegions(text), references: findReferenceList(text) };
}

/** Marks each word whose start falls inside an excluded region. Tokens must be in text order. */
export function markExcludedWords(wordStarts: ArrayLike<number>, regions: ExcludedRegions): Uint8Array {
  const excluded = new Uint8Array(wordStarts.length);
  const ranges = [...regions.quotes, ...(regions.references ? [regions.references] : [])].sort(
    (a, b) => a.start - b.start,
  );
  let r = 0;
  for (let i = 0; i < wordStarts.length; i += 1) {
    const start = wordStarts[i] ?? 0;
    while (r < ranges.length && (ranges[r]?.end ?? 0) <= start) r += 1;
    const range = ranges[r];
    if (range !== undefined && start >= range.start && start < range.end) excluded[i] = 1;
  }
  return excluded;
}
