// The citation styles the writer offers, without the CSL processor (citeproc loads only where references are
// formatted), so pickers and the paper's stored value can use them anywhere.
export type CitationStyle = 'apa' | 'mla' | 'chicago' | 'harvard' | 'ieee';

export const CITATION_STYLES: ReadonlyArray<{ id: CitationStyle; label: string }> = [
  { id: 'apa', label: 'APA 7th edition' },
  { id: 'mla', label: 'MLA 9th edition' },
  { id: 'chicago', label: 'Chicago 17th edition (author-date)' },
  { id: 'harvard', label: 'Harvard (Cite Them Right)' },
  { id: 'ieee', label: 'IEEE' },
];

/** The spec's papers store `citation_style` with APA_7 as the default. */
export const DEFAULT_CITATION_STYLE: CitationStyle = 'apa';

/** Maps the paper's stored value ("APA_7", "MLA_9", "Chicago", …) to a style; unknown values get APA. */
export function citationStyleFromPaper(value: string | null | undefined): CitationStyle {
  const v = (value ?? '').toLowerCase();
  if (v.startsWith('mla')) return 'mla';
  if (v.startsWith('chicago')) return 'chicago';
  if (v.startsWith('harvard')) return 'harvard';
  if (v.startsWith('ieee')) return 'ieee';
  return 'apa';
}
