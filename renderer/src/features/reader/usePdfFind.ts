import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useRef, useState } from 'react';
import { matchesOnPage, type Match, type TextItem } from './pdf-document';
import { readerTexts as texts } from './reader.texts';

/**
 * Find in document: every page's text searched for the query (case-insensitive), the active match stepped
 * through forwards and backwards, the page following the active match (`goTo`).
 */
export function usePdfFind(
  pdf: PDFDocumentProxy | null,
  itemsOf: (page: number) => Promise<TextItem[]>,
  goTo: (page: number) => void,
) {
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<Match[] | null>(null);
  const [active, setActive] = useState(0);
  const [searching, setSearching] = useState(false);
  /** The text the current matches are of (the box may have been edited since). */
  const [searched, setSearched] = useState('');
  const lastSearch = useRef('');

  const search = useCallback(
    async (text: string) => {
      const needle = text.trim().toLowerCase();
      if (!pdf || !needle) {
        setMatches(null);
        return;
      }
      setSearching(true);
      const found: Match[] = [];
      for (let number = 1; number <= pdf.numPages; number += 1)
        found.push(...matchesOnPage(number, await itemsOf(number), needle));
      setSearching(false);
      setSearched(needle);
      setMatches(found);
      setActive(0);
      if (found[0]) goTo(found[0].page);
    },
    [pdf, itemsOf, goTo],
  );

  const step = (delta: number) => {
    if (!matches?.length) return;
    const next = (active + delta + matches.length) % matches.length;
    setActive(next);
    goTo(matches[next]!.page);
  };

  /** Enter in the find box: the next match of the same query, or a new search. */
  const submit = () => {
    if (matches !== null && query.trim().toLowerCase() === lastSearch.current) step(1);
    else {
      lastSearch.current = query.trim().toLowerCase();
      void search(query);
    }
  };

  const changeQuery = (value: string) => {
    setQuery(value);
    if (!value.trim()) setMatches(null);
  };

  const status = searching
    ? texts.findSearching
    : matches === null
      ? ''
      : matches.length === 0
        ? texts.findNone
        : texts.findCount(active + 1, matches.length, matches[active]!.page);

  return { query, changeQuery, matches, matchLength: searched.length, active, status, step, submit };
}

export type PdfFind = ReturnType<typeof usePdfFind>;
