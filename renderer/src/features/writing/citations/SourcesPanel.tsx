import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Editor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import type { Reference } from '../../../../../shared/study/citations/citation-formatter.engine';
import {
  CITATION_STYLES,
  citationStyleFromPaper,
  type CitationStyle,
} from '../../../../../shared/study/citations/citation-styles';
import { parseReferenceFile } from '../../../../../shared/study/citations/reference-formats.engine';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast.store';
import { writingKeys, type PaperRow } from '../writing.api';
import { BibliographySection } from './BibliographySection';
import {
  addSources,
  citationKeys,
  deleteSource,
  saveCitationStyle,
  sourcesQuery,
  updateSource,
  type PaperSource,
} from './citations.api';
import { BIBLIOGRAPHY_HEADINGS, refreshCitations } from './citation-refresh';
import { citationTexts as t } from './citations.texts';
import { LibraryPicker } from './LibraryPicker';
import { ReferenceSearch } from './ReferenceSearch';
import { SourceForm } from './SourceForm';
import { SourceList } from './SourceList';

/** The paper's style as stored (spec 2 section 3: citation_style, default APA_7). */
const STORED: Record<CitationStyle, string> = {
  apa: 'APA_7',
  mla: 'MLA_9',
  chicago: 'CHICAGO',
  harvard: 'HARVARD',
  ieee: 'IEEE',
};

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
        toast.failure(error);
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
      toast.failure(error);
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
      toast.failure(error);
    }
  }

  async function remove(source: PaperSource) {
    try {
      await deleteSource(source.id);
      toast.success(t.deleted);
      await invalidate();
    } catch (error) {
      toast.failure(error);
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
      toast.failure(error);
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

      <SourceList
        sources={sources}
        entries={entries}
        editing={editing === 'new' ? null : editing}
        onEdit={setEditing}
        onSave={save}
        onCite={cite}
        onDelete={remove}
      />

      {sources.data && sources.data.length > 0 && (
        <BibliographySection
          paperTitle={paper.title}
          sources={sources.data}
          style={style}
          entries={bibliography}
          inText={hasBibliography}
          onInsert={insertBibliography}
        />
      )}
    </div>
  );
}
