import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import type { Reference } from '../../../../../shared/study/citations/citation-formatter.engine';
import {
  CITATION_STYLES,
  citationStyleFromPaper,
  type CitationStyle,
} from '../../../../../shared/study/citations/citation-styles';
import {
  parseReferenceFile,
  toBibtex,
  toRis,
} from '../../../../../shared/study/citations/reference-formats.engine';
import { referenceSearchCost } from '../../../../../shared/study/pricing/points-pricing.engine';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast.store';
import {
  referenceSearchContract,
  type FoundReference,
} from '../../../../../shared/functions/writing.contract';
import { usePaidAction, AiToolNote, PaidActionFailure } from '../../ai-tools';
import { writingKeys, type PaperRow } from '../writing.api';
import {
  addSources,
  citationKeys,
  deleteSource,
  libraryReferencesQuery,
  saveCitationStyle,
  sourcesQuery,
  updateSource,
  type PaperSource,
} from './citations.api';
import { BIBLIOGRAPHY_HEADINGS, refreshCitations } from './citation-refresh';
import { citationTexts as t } from './citations.texts';
import { SourceForm } from './SourceForm';

/** The paper's style as stored (spec 2 section 3: citation_style, default APA_7). */
const STORED: Record<CitationStyle, string> = {
  apa: 'APA_7',
  mla: 'MLA_9',
  chicago: 'CHICAGO',
  harvard: 'HARVARD',
  ieee: 'IEEE',
};

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Export keeps the key a source came with (e.g. its BibTeX key) when it is unique, else the row id. */
function exportable(sources: readonly PaperSource[]): Reference[] {
  const seen = new Set<string>();
  return sources.map((s) => {
    const id = seen.has(s.key) ? s.id : s.key;
    seen.add(id);
    return { ...s.reference, id };
  });
}

/**
 * The sources panel of a paper: the citation style, sources added by hand, from the user's library, from a
 * BibTeX/RIS file or by a paid reference search; Cite inserts an in-text citation at the cursor; the
 * bibliography is generated and every citation is reformatted when the style or the sources change.
 */
export function SourcesPanel(props: { editor: Editor; paper: PaperRow }) {
  const { editor, paper } = props;
  const queryClient = useQueryClient();
  const sources = useQuery(sourcesQuery(paper.id));
  const [style, setStyle] = useState<CitationStyle>(citationStyleFromPaper(paper.citation_style));
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [entries, setEntries] = useState<Map<string, string>>(new Map());
  const [bibliography, setBibliography] = useState<string[]>([]);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const references = (sources.data ?? []).map((s) => s.reference);
  const referencesKey = JSON.stringify(references);

  // Formats the list and rewrites the citations in the text whenever the sources or the style change.
  useEffect(() => {
    if (!sources.data) return;
    let live = true;
    const refs = JSON.parse(referencesKey) as Reference[];
    void (async () => {
      try {
        const formatted = await refreshCitations(editor, refs, style);
        if (!live) return;
        setEntries(formatted.entries);
        setBibliography(formatted.bibliography);
      } catch (error) {
        toast.error(error instanceof Error ? error.message : String(error));
      }
    })();
    return () => {
      live = false;
    };
  }, [editor, referencesKey, style, sources.data]);

  const invalidate = () => queryClient.invalidateQueries({ queryKey: citationKeys.sources(paper.id) });

  async function changeStyle(next: CitationStyle) {
    setStyle(next);
    try {
      await saveCitationStyle(paper.id, STORED[next]);
      queryClient.setQueryData(writingKeys.paper(paper.id), { ...paper, citation_style: STORED[next] });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  }

  async function save(reference: Reference) {
    try {
      if (editing === 'new' || editing === null) await addSources(paper.id, [{ reference }]);
      else
        await updateSource(editing, {
          ...reference,
          id: sources.data?.find((s) => s.id === editing)?.key ?? reference.id,
        });
      toast.success(t.saved);
      setEditing(null);
      await invalidate();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  }

  async function remove(source: PaperSource) {
    try {
      await deleteSource(source.id);
      toast.success(t.deleted);
      await invalidate();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  }

  function cite(source: PaperSource) {
    editor
      .chain()
      .focus()
      .insertContent([
        { type: 'text', text: ' ' },
        { type: 'citation', attrs: { refs: source.id, text: entries.has(source.id) ? '…' : '' } },
      ])
      .run();
    void refreshCitations(editor, references, style);
  }

  function insertBibliography() {
    const end = editor.state.doc.content.size;
    editor
      .chain()
      .insertContentAt(end, {
        type: 'bibliography',
        attrs: { heading: BIBLIOGRAPHY_HEADINGS[style], entries: bibliography },
      })
      .run();
    toast.success(t.bibliographyInserted);
  }

  async function importFile(file: File) {
    const parsed = parseReferenceFile(await file.text());
    if (parsed.error !== null) return void toast.error(parsed.error.message);
    try {
      await addSources(
        paper.id,
        parsed.data.map((reference) => ({ reference })),
      );
      toast.success(t.imported(parsed.data.length));
      await invalidate();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
    }
  }

  const hasBibliography = (() => {
    let found = false;
    editor.state.doc.descendants((node) => {
      if (node.type.name === 'bibliography') found = true;
      return !found;
    });
    return found;
  })();

  return (
    <div className="space-y-4">
      <label className="block text-sm font-medium text-ink">
        {t.style}
        <select
          value={style}
          onChange={(event) => void changeStyle(event.target.value as CitationStyle)}
          className="mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-2.5"
        >
          {CITATION_STYLES.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </label>

      <ReferenceSearch
        paperId={paper.id}
        known={new Set(references.map((r) => r.title.toLowerCase()))}
        onAdded={() => void invalidate()}
      />

      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
          {t.add}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => setLibraryOpen((open) => !open)}
          aria-expanded={libraryOpen}
        >
          {t.fromLibrary}
        </Button>
        <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
          {t.importFile}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".bib,.ris,.txt,application/x-bibtex,application/x-research-info-systems"
          className="sr-only"
          aria-label={t.importFile}
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void importFile(file);
          }}
        />
      </div>
      {libraryOpen && (
        <LibraryPicker
          paperId={paper.id}
          onAdded={() => {
            setLibraryOpen(false);
            void invalidate();
          }}
        />
      )}
      {editing === 'new' && <SourceForm initial={null} onSave={save} onCancel={() => setEditing(null)} />}

      <section aria-label={t.sources}>
        <h3 className="text-sm font-semibold text-ink">{t.sources}</h3>
        {sources.isPending && <p className="text-sm text-slate-500">…</p>}
        {sources.error && (
          <p role="alert" className="text-sm text-red-700">
            {sources.error.message}
          </p>
        )}
        {sources.data?.length === 0 && <p className="mt-1 text-sm text-slate-500">{t.noSources}</p>}
        {sources.data && sources.data.length > 0 && (
          <p className="mt-1 text-xs text-slate-500">{t.citeWhere}</p>
        )}
        <ul className="mt-2 space-y-2" data-testid="sources-list">
          {sources.data?.map((source) => (
            <li key={source.id} className="rounded-lg border border-slate-200 p-2 text-sm">
              {editing === source.id ? (
                <SourceForm initial={source.reference} onSave={save} onCancel={() => setEditing(null)} />
              ) : (
                <>
                  <p className="text-slate-800 [overflow-wrap:anywhere]">
                    {entries.get(source.id) ?? source.reference.title}
                  </p>
                  <div className="mt-1.5 flex gap-1.5">
                    <Button
                      size="sm"
                      onClick={() => cite(source)}
                      aria-label={t.citeLabel(source.reference.title)}
                    >
                      {t.cite}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setEditing(source.id)}
                      aria-label={t.editLabel(source.reference.title)}
                    >
                      {t.edit}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => void remove(source)}
                      aria-label={t.deleteLabel(source.reference.title)}
                    >
                      {t.delete}
                    </Button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      </section>

      {sources.data && sources.data.length > 0 && (
        <section aria-label={t.bibliography} className="space-y-2">
          <h3 className="text-sm font-semibold text-ink">
            {t.bibliography} · {BIBLIOGRAPHY_HEADINGS[style]}
          </h3>
          <ol
            className="space-y-1 text-xs text-slate-700 [overflow-wrap:anywhere]"
            data-testid="bibliography-preview"
          >
            {bibliography.map((entry) => (
              <li key={entry}>{entry}</li>
            ))}
          </ol>
          {hasBibliography ? (
            <p className="text-xs text-slate-500">{t.bibliographyInText}</p>
          ) : (
            <Button size="sm" onClick={insertBibliography}>
              {t.insertBibliography}
            </Button>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                download(
                  `${paper.title || 'sources'}.bib`,
                  toBibtex(exportable(sources.data)),
                  'application/x-bibtex',
                )
              }
            >
              {t.exportBibtex}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                download(
                  `${paper.title || 'sources'}.ris`,
                  toRis(exportable(sources.data)),
                  'application/x-research-info-systems',
                )
              }
            >
              {t.exportRis}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

function LibraryPicker(props: { paperId: string; onAdded: () => void }) {
  const library = useQuery(libraryReferencesQuery());
  const [chosen, setChosen] = useState('');
  if (library.isPending) return <p className="text-sm text-slate-500">…</p>;
  if (library.error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {library.error.message}
      </p>
    );
  if (library.data.length === 0) return <p className="text-sm text-slate-500">{t.libraryEmpty}</p>;
  return (
    <div className="flex gap-2">
      <label className="min-w-0 flex-1">
        <span className="sr-only">{t.chooseDocument}</span>
        <select
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
          className="h-9 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
        >
          <option value="">{t.chooseDocument}</option>
          {library.data.map((item) => (
            <option key={item.documentId} value={item.documentId}>
              {item.reference.title}
            </option>
          ))}
        </select>
      </label>
      <Button
        size="sm"
        disabled={!chosen}
        onClick={() => {
          const item = library.data.find((d) => d.documentId === chosen);
          if (!item) return;
          void addSources(props.paperId, [item])
            .then(props.onAdded)
            .catch((error: unknown) => toast.error(error instanceof Error ? error.message : String(error)));
        }}
      >
        {t.addFromLibrary}
      </Button>
    </div>
  );
}

function ReferenceSearch(props: { paperId: string; known: Set<string>; onAdded: () => void }) {
  const { busy, run, failure } = usePaidAction(referenceSearchContract);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<{
    results: FoundReference[];
    scholarly: boolean;
    charged: number;
  } | null>(null);
  const price = referenceSearchCost();

  async function search() {
    if (query.trim().length < 2) return;
    const answer = await run({ query });
    if (answer.ok) setFound({ ...answer.result, charged: answer.charged });
  }

  return (
    <section aria-label={t.search} className="space-y-2">
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t.searchLabel}</span>
          <input
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t.search}
            minLength={2}
            maxLength={200}
            className="h-9 w-full rounded-lg border border-slate-300 px-2.5 text-sm"
          />
        </label>
        <Button size="sm" type="submit" disabled={busy || query.trim().length < 2}>
          {t.searchButton(price)}
        </Button>
      </form>
      <AiToolNote tool="reference-search" />
      <PaidActionFailure failure={failure} />
      {found && (
        <div data-testid="reference-results" className="space-y-1">
          <p className="text-xs text-slate-500">{found.scholarly ? t.searchedBoth : t.searchedLibrary}</p>
          {found.results.length === 0 && (
            <p className="text-sm text-slate-500">
              {t.noResults} {found.charged === 0 ? t.notCharged : ''}
            </p>
          )}
          <ul className="divide-y divide-slate-100 text-sm">
            {found.results.map((item) => {
              const added = props.known.has(item.reference.title.toLowerCase());
              return (
                <li key={`${item.origin}-${item.reference.id}`} className="flex items-center gap-2 py-1.5">
                  <span className="min-w-0 flex-1 truncate" title={item.reference.title}>
                    {item.reference.title}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={added}
                    aria-label={`${t.addResult} ${item.reference.title}`}
                    onClick={() =>
                      void addSources(props.paperId, [
                        { reference: item.reference, documentId: item.document_id },
                      ])
                        .then(props.onAdded)
                        .catch((error: unknown) =>
                          toast.error(error instanceof Error ? error.message : String(error)),
                        )
                    }
                  >
                    {added ? t.added : t.addResult}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
