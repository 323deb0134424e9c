import type { CitationStyle } from '../../../../../shared/study/citations/citation-styles';
import { Button } from '../../../ui/Button';
import type { PaperSource } from './citations.api';
import { BIBLIOGRAPHY_HEADINGS } from './citation-refresh';
import { citationTexts as t } from './citations.texts';
import { downloadSources } from './sources-export';

/**
 * The bibliography as the style formats it: its preview, inserting it at the end of the paper (once), and the
 * sources exported as BibTeX or RIS.
 */
export function BibliographySection(props: {
  paperTitle: string;
  sources: readonly PaperSource[];
  style: CitationStyle;
  entries: readonly string[];
  inText: boolean;
  onInsert: () => void;
}) {
  const { paperTitle, sources, style, entries, inText, onInsert } = props;
  return (
    <section aria-label={t.bibliography} className="space-y-2">
      <h3 className="text-sm font-semibold text-ink">
        {t.bibliography} · {BIBLIOGRAPHY_HEADINGS[style]}
      </h3>
      <ol
        className="space-y-1 text-xs text-slate-700 [overflow-wrap:anywhere]"
        data-testid="bibliography-preview"
      >
        {entries.map((entry) => (
          <li key={entry}>{entry}</li>
        ))}
      </ol>
      {inText ? (
        <p className="text-xs text-slate-500">{t.bibliographyInText}</p>
      ) : (
        <Button size="sm" onClick={onInsert}>
          {t.insertBibliography}
        </Button>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => downloadSources(paperTitle, sources, 'bibtex')}>
          {t.exportBibtex}
        </Button>
        <Button size="sm" variant="outline" onClick={() => downloadSources(paperTitle, sources, 'ris')}>
          {t.exportRis}
        </Button>
      </div>
    </section>
  );
}
