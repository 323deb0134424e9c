import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { formatDateTime } from '../../lib/format-date';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { PageMeta } from '../../ui/PageMeta';
import { clearHandoff, handoffFromSearch } from './handoff/tool-handoff';
import { WritingWorkspace } from './WritingWorkspace';
import { papersQuery } from './writing.api';
import { writingPaths } from './writing.paths';
import { writingTexts } from './writing.texts';

/** /dashboard/xyeditor: a new document (its first content creates the paper) and the user's documents. */
export function EditorHomePage() {
  const papers = useQuery(papersQuery('editor'));
  // Text pasted on the editor's, the detector's or the checker's landing (kept across sign-in) starts the document.
  const { search } = useLocation();
  const [startWith] = useState(() => {
    const handoff = handoffFromSearch(search, ['xy-editor', 'ai-detector', 'plagiarism-checker']);
    if (!handoff) return null;
    return {
      text: handoff.text,
      tab:
        handoff.tool === 'ai-detector'
          ? ('detector' as const)
          : handoff.tool === 'plagiarism-checker'
            ? ('plagiarism' as const)
            : null,
      onUsed: () => clearHandoff(handoff.tool),
    };
  });
  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <PageMeta title={writingTexts.editorTitle} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{writingTexts.editorTitle}</h1>
        <p className="mt-1 text-muted">{writingTexts.editorIntro}</p>
      </header>
      <WritingWorkspace
        paper={null}
        kind="editor"
        paperPath={(id) => writingPaths.paper('editor', id)}
        startWith={startWith}
      />
      <section aria-labelledby="your-documents">
        <h2 id="your-documents" className="text-lg font-semibold text-ink">
          {writingTexts.yourDocuments}
        </h2>
        {papers.isPending ? (
          <ListSkeleton count={3} className="h-16" />
        ) : papers.error ? (
          <p role="alert" className="text-red-700">
            {papers.error.message}
          </p>
        ) : papers.data.length === 0 ? (
          <p className="mt-2 text-sm text-slate-500">{writingTexts.noDocuments}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white">
            {papers.data.map((p) => (
              <li key={p.id}>
                <Link
                  to={writingPaths.paper('editor', p.id)}
                  className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-slate-50"
                >
                  <span className="min-w-0 truncate font-medium text-ink">{p.title}</span>
                  <span className="shrink-0 text-xs text-slate-500">
                    {writingTexts.words(p.word_count)} · {formatDateTime(p.updated_at)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
