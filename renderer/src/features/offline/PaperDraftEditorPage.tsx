import { ArrowLeft } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { RestoredDraftNotice } from '../drafts';
import { offlinePaths } from './offline.paths';
import { offlineTexts } from './offline.texts';
import { LazyPaperRichTextEditor } from './paper-editor.lazy';
import { SyncStatusLine } from './SyncStatusLine';
import { usePaperDraft } from './usePaperDraft';

/** Edits a paper on this device; every save is kept locally and becomes a new version once synced. */
export function PaperDraftEditorPage() {
  const { paperId = '' } = useParams();
  const location = useLocation();
  const isNew = (location.state as { isNew?: boolean } | null)?.isNew === true || location.key === 'default';
  const paper = usePaperDraft(paperId, isNew);

  return (
    <Container className="max-w-4xl py-10">
      <Link
        to={offlinePaths.library}
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {offlineTexts.back}
      </Link>
      {paper.state === 'missing' && (
        <p role="alert" className="mt-8 text-slate-700">
          {offlineTexts.paperNotFound}
        </p>
      )}
      {paper.state === 'ready' && (
        <form
          className="mt-6 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void paper.save();
          }}
        >
          <RestoredDraftNotice journal={paper.journal} />
          <label className="block">
            <span className="text-sm font-medium text-slate-700">{offlineTexts.titleLabel}</span>
            <input
              value={paper.title}
              onChange={(event) => paper.setTitle(event.target.value)}
              maxLength={300}
              className="mt-1 h-11 w-full rounded-xl border border-slate-300 px-3 text-lg font-semibold"
            />
          </label>
          <div>
            <span className="text-sm font-medium text-slate-700">{offlineTexts.contentLabel}</span>
            <div className="mt-1">
              {/* The writer's editor (same schema and formatting); loaded apart, ahead of time (paper-editor.lazy). */}
              <Suspense
                fallback={
                  <div aria-busy="true" className="h-[28rem] animate-pulse rounded-2xl bg-slate-100" />
                }
              >
                <LazyPaperRichTextEditor
                  key={paper.editorKey}
                  content={paper.content}
                  label={offlineTexts.contentLabel}
                  onChange={paper.setContent}
                />
              </Suspense>
            </div>
            <p className="mt-2 text-sm text-slate-500">{offlineTexts.aiNeedsConnection}</p>
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" disabled={!paper.dirty || paper.saving}>
              {offlineTexts.save}
            </Button>
            <span className="text-sm text-slate-600" role="status" data-testid="draft-save-state">
              {paper.saving
                ? offlineTexts.saving
                : !paper.dirty && paper.draft
                  ? offlineTexts.savedLocally
                  : ''}
            </span>
            {paper.draft && (
              <span className="text-sm text-slate-500">
                {offlineTexts.version(paper.draft.version)} · {offlineTexts.words(paper.draft.wordCount)}
              </span>
            )}
          </div>
          {paper.error && (
            <p role="alert" className="text-sm text-red-700">
              {paper.error}
            </p>
          )}
          <SyncStatusLine />
        </form>
      )}
    </Container>
  );
}
