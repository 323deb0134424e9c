import { ArrowLeft, Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { CachedDocument } from '../../../../shared/ipc/desktop-contract';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { usePlatform } from '../../platform/usePlatform';
import { offlinePaths } from './offline.paths';
import { offlineTexts } from './offline.texts';

/** Reads a library document from the device: its page text, and its file when one is kept. */
export function OfflineDocumentPage() {
  const { documentId = '' } = useParams();
  const { cache, files } = usePlatform();
  const [document, setDocument] = useState<CachedDocument | null | undefined>(undefined);

  useEffect(() => {
    if (!cache) return;
    let active = true;
    void cache.getDocument(documentId).then(({ data }) => active && setDocument(data ?? null));
    return () => {
      active = false;
    };
  }, [cache, documentId]);

  const saveCopy = async () => {
    const { data: file } = await files.readDocumentFile(documentId);
    if (file) await files.saveAs(file.name, file.bytes, file.type);
  };

  return (
    <Container className="max-w-3xl py-10">
      <Link
        to={offlinePaths.library}
        className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {offlineTexts.back}
      </Link>
      {document === null && <p className="mt-8 text-slate-600">{offlineTexts.documentNotFound}</p>}
      {document && (
        <article className="mt-6">
          <header className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <h1 className="text-3xl font-bold text-ink">{document.title}</h1>
              <p className="mt-1 text-slate-500">
                {[document.documentType, document.subject].filter(Boolean).join(' · ')}
              </p>
            </div>
            {document.fileName && (
              <Button variant="outline" size="sm" onClick={() => void saveCopy()}>
                <Download aria-hidden="true" className="size-4" />
                {offlineTexts.saveCopy}
              </Button>
            )}
          </header>
          {document.description && <p className="mt-4 text-slate-700">{document.description}</p>}
          {document.pages.length === 0 ? (
            <p className="mt-8 rounded-xl bg-slate-50 px-4 py-3 text-slate-600">
              {offlineTexts.documentNotCached}
            </p>
          ) : (
            <div className="mt-8 space-y-6" data-testid="offline-document-pages">
              {document.pages.map((page) => (
                <section key={page.pageNumber} aria-label={`Page ${page.pageNumber}`}>
                  <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                    Page {page.pageNumber}
                  </p>
                  <p className="mt-1 leading-relaxed whitespace-pre-wrap text-slate-800">{page.content}</p>
                </section>
              ))}
            </div>
          )}
        </article>
      )}
    </Container>
  );
}
