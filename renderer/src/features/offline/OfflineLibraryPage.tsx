import { Download, FileText, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { useOnlineStatus } from '../../platform/useOnlineStatus';
import { offlinePaths } from './offline.paths';
import { offlineTexts } from './offline.texts';
import { SyncStatusLine } from './SyncStatusLine';
import { useOfflineLibrary } from './useOfflineLibrary';

/** The library and paper drafts kept on this device; opens and edits without a connection. */
export function OfflineLibraryPage() {
  const [search, setSearch] = useState('');
  const library = useOfflineLibrary(search);
  const { online } = useOnlineStatus();
  const navigate = useNavigate();

  return (
    <Container className="py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink">{offlineTexts.libraryHeading}</h1>
          <p className="mt-2 text-slate-600">{offlineTexts.libraryIntro}</p>
        </div>
        <Button
          variant="outline"
          disabled={!online || library.refreshing}
          onClick={() => void library.refresh()}
        >
          {library.refreshing ? offlineTexts.refreshing : offlineTexts.refresh}
        </Button>
      </div>
      <div className="mt-4">
        <SyncStatusLine />
      </div>
      {library.error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {library.error || offlineTexts.loadFailed}
        </p>
      )}

      <section aria-labelledby="offline-documents" className="mt-10">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="offline-documents" className="text-xl font-semibold text-ink">
            {offlineTexts.documentsHeading}
          </h2>
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={offlineTexts.search}
            aria-label={offlineTexts.search}
            className="h-10 w-64 rounded-xl border border-slate-300 px-3 text-sm"
          />
        </div>
        {!library.loading && library.documents.length === 0 ? (
          <p className="mt-6 text-slate-600">{offlineTexts.emptyLibrary}</p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {library.documents.map((document) => (
              <li key={document.id}>
                <Card className="flex h-full flex-col gap-3 p-4" data-testid="offline-document">
                  <div className="flex items-start gap-3">
                    <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    <div className="min-w-0">
                      <h3 className="truncate font-semibold text-ink">{document.title}</h3>
                      <p className="text-sm text-slate-500">
                        {[document.documentType, document.subject].filter(Boolean).join(' · ')}
                      </p>
                    </div>
                  </div>
                  <p className="text-sm text-slate-600">
                    {document.contentCached ? offlineTexts.availableOffline : offlineTexts.notDownloaded}
                  </p>
                  <div className="mt-auto flex flex-wrap gap-2">
                    <Link
                      to={offlinePaths.document(document.id)}
                      className="text-sm font-semibold text-brand-700 hover:underline"
                    >
                      {offlineTexts.open} <span className="sr-only">{document.title}</span>
                    </Link>
                    {document.availableOffline ? (
                      <button
                        type="button"
                        className="ml-auto inline-flex items-center gap-1 text-sm text-slate-600 hover:text-red-700"
                        onClick={() => void library.removeOfflineCopy(document.id)}
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                        {offlineTexts.removeOffline}
                      </button>
                    ) : (
                      <button
                        type="button"
                        disabled={!online}
                        className="ml-auto inline-flex items-center gap-1 text-sm text-brand-700 hover:underline disabled:opacity-50"
                        onClick={() => void library.makeAvailableOffline(document.id)}
                      >
                        <Download aria-hidden="true" className="size-4" />
                        {offlineTexts.makeAvailable}
                        <span className="sr-only">: {document.title}</span>
                      </button>
                    )}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="offline-papers" className="mt-12">
        <div className="flex items-center justify-between gap-3">
          <h2 id="offline-papers" className="text-xl font-semibold text-ink">
            {offlineTexts.papersHeading}
          </h2>
          <Button
            size="sm"
            onClick={() => void navigate(offlinePaths.paper(crypto.randomUUID()), { state: { isNew: true } })}
          >
            <Plus aria-hidden="true" className="size-4" />
            {offlineTexts.newPaper}
          </Button>
        </div>
        {library.papers.length === 0 ? (
          <p className="mt-6 text-slate-600">{offlineTexts.emptyPapers}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {library.papers.map((paper) => (
              <li
                key={paper.id}
                className="flex items-center justify-between gap-3 px-4 py-3"
                data-testid="offline-paper"
              >
                <Link
                  to={offlinePaths.paper(paper.id)}
                  className="min-w-0 font-medium text-ink hover:underline"
                >
                  <span className="truncate">{paper.title || offlineTexts.untitled}</span>
                </Link>
                <span className="shrink-0 text-sm text-slate-500">
                  {paper.hasUnsyncedChanges ? offlineTexts.unsynced : offlineTexts.version(paper.version)}
                  {' · '}
                  {offlineTexts.words(paper.wordCount)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Container>
  );
}
