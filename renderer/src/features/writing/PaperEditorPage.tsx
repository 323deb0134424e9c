import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { PageMeta } from '../../ui/PageMeta';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { toast } from '../../ui/toast.store';
import { WritingWorkspace } from './WritingWorkspace';
import { PaperNotFoundError, paperQuery, type PaperEditor } from './writing.api';
import { writingPaths } from './writing.paths';
import { writingTexts } from './writing.texts';

function PaperPage({ kind }: { kind: PaperEditor }) {
  const { paperId = '' } = useParams();
  const paper = useQuery(paperQuery(paperId));
  const notFound = paper.error instanceof PaperNotFoundError;
  const list = writingPaths.list(kind);

  useEffect(() => {
    if (notFound) toast.error(writingTexts.paperNotFound);
    else if (paper.error) toast.error(writingTexts.loadFailed);
  }, [notFound, paper.error]);

  // Spec 2 section 2.6: a missing paper shows 'Paper not found' and goes back to the list.
  if (notFound) return <Navigate to={list} replace />;
  return (
    <div className="mx-auto max-w-7xl">
      <PageMeta title={paper.data?.title ?? writingTexts.editorTitle} />
      <Link to={list} className="mb-3 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {kind === 'editor' ? writingTexts.yourDocuments : 'Your papers'}
      </Link>
      {paper.error ? (
        <p role="alert" className="text-red-700">
          {writingTexts.loadFailed}
        </p>
      ) : paper.isPending ? (
        <PageSkeleton />
      ) : (
        <WritingWorkspace
          key={paper.data.id}
          paper={paper.data}
          kind={kind}
          paperPath={(id) => writingPaths.paper(kind, id)}
        />
      )}
    </div>
  );
}

/** /dashboard/xyeditor/paper/{id}. */
export function EditorPaperPage() {
  return <PaperPage kind="editor" />;
}

/** /dashboard/ai-writer/paper/{id}. */
export function WriterPaperPage() {
  return <PaperPage kind="writer" />;
}
