import { useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { usePlatform } from '../../platform/usePlatform';
import { OfflineDocumentPage } from './OfflineDocumentPage';
import { OfflineLibraryPage } from './OfflineLibraryPage';
import { PaperDraftEditorPage } from './PaperDraftEditorPage';
import { offlineTexts } from './offline.texts';
import { preloadPaperEditor } from './paper-editor.lazy';
import { useSyncStatus } from './useSyncStatus';

/** The offline area's own routes (library, document reader, paper editor), desktop only. */
export function OfflineArea() {
  const platform = usePlatform();
  const status = useSyncStatus();
  const desktop = platform.cache !== null;
  // Fetched while the connection is (most likely) still there, so drafts open in the editor offline too.
  useEffect(() => {
    if (desktop) void preloadPaperEditor().catch(() => undefined);
  }, [desktop]);
  if (!platform.cache) {
    return (
      <Container className="py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{offlineTexts.libraryHeading}</h1>
        <p className="mt-3 text-slate-600">{offlineTexts.webOnly}</p>
        <ButtonLink to="/download" className="mt-6">
          {offlineTexts.getTheApp}
        </ButtonLink>
      </Container>
    );
  }
  if (status?.blockedBy === 'signed-out') {
    return (
      <Container className="py-16 text-center">
        <h1 className="text-2xl font-bold text-ink">{offlineTexts.libraryHeading}</h1>
        <p className="mt-3 text-slate-600">{offlineTexts.signedOut}</p>
        <ButtonLink to={`/login?returnUrl=${encodeURIComponent('/dashboard/offline')}`} className="mt-6">
          {offlineTexts.signIn}
        </ButtonLink>
      </Container>
    );
  }
  return (
    <Routes>
      <Route index element={<OfflineLibraryPage />} />
      <Route path="documents/:documentId" element={<OfflineDocumentPage />} />
      <Route path="papers/:paperId" element={<PaperDraftEditorPage />} />
    </Routes>
  );
}
