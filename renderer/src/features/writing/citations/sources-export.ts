import type { Reference } from '../../../../../shared/study/citations/citation-formatter.engine';
import { toBibtex, toRis } from '../../../../../shared/study/citations/reference-formats.engine';
import type { PaperSource } from './citations.api';

/** Export keeps the key a source came with (e.g. its BibTeX key) when it is unique, else the row id. */
export function exportable(sources: readonly PaperSource[]): Reference[] {
  const seen = new Set<string>();
  return sources.map((s) => {
    const id = seen.has(s.key) ? s.id : s.key;
    seen.add(id);
    return { ...s.reference, id };
  });
}

const FORMATS = {
  bibtex: { extension: 'bib', type: 'application/x-bibtex', write: toBibtex },
  ris: { extension: 'ris', type: 'application/x-research-info-systems', write: toRis },
};

/** Downloads the paper's sources as a BibTeX or RIS file named after the paper. */
export function downloadSources(
  paperTitle: string,
  sources: readonly PaperSource[],
  format: keyof typeof FORMATS,
) {
  const { extension, type, write } = FORMATS[format];
  const url = URL.createObjectURL(new Blob([write(exportable(sources))], { type }));
  const a = Object.assign(document.createElement('a'), {
    href: url,
    download: `${paperTitle || 'sources'}.${extension}`,
  });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
