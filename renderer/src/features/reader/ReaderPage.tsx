// /dashboard/documents/{slug}: the reader (issue 12). Its uploader and its owners (bought with points, opened
// with a subscription) read the whole file from a signed link; anyone else on an approved document reads the
// public preview with the way to buy it. pdf.js loads with this screen only.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Bookmark, BookmarkCheck, Download, FileWarning, Lock } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { PageMeta } from '../../ui/PageMeta';
import { Skeleton } from '../../ui/Skeleton';
import { toast } from '../../ui/toast.store';
import { useAuthStore } from '../auth';
import { useRefreshDocuments } from '../catalogue';
import { ReviewsSection } from '../reviews';
import { useToggleBookmark } from '../marketplace';
import { PdfReader } from './PdfReader';
import { ReportDialog } from './ReportDialog';
import {
  downloadFile,
  openWithSubscription,
  readerFileQuery,
  readerKeys,
  readerStateQuery,
  recordReading,
  signFile,
  type ReaderState,
} from './reader.api';
import { readerTexts as texts } from './reader.texts';

export function ReaderPage() {
  const { slug = '' } = useParams();
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const state = useQuery({ ...readerStateQuery(slug, userId), enabled: userId !== '' });

  if (state.error)
    return (
      <div
        role="alert"
        className="mx-auto max-w-xl rounded-2xl border border-red-200 bg-red-50 p-6 text-red-700"
      >
        <p className="font-semibold">{texts.errorTitle}</p>
        <p className="mt-1 text-sm">{state.error.message || texts.errorFallback}</p>
        <Button className="mt-4" size="sm" variant="outline" onClick={() => void state.refetch()}>
          {texts.retry}
        </Button>
      </div>
    );
  if (state.isPending) return <ReaderSkeleton />;
  if (!state.data) return <NotFound />;
  return <Reader state={state.data} userId={userId} />;
}

function ReaderSkeleton() {
  return (
    <div aria-busy="true" aria-label={texts.loading} className="space-y-4">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-12 w-full rounded-2xl" />
      <Skeleton className="h-[60vh] w-full rounded-2xl" />
    </div>
  );
}

function NotFound() {
  return (
    <div
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-8 text-center"
      data-testid="reader-not-found"
    >
      <FileWarning aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <h1 className="mt-3 text-xl font-bold text-ink">{texts.notFoundTitle}</h1>
      <p className="mt-2 text-muted">{texts.notFoundBody}</p>
      <ButtonLink to="/dashboard/documents" className="mt-5">
        {texts.backToLibrary}
      </ButtonLink>
    </div>
  );
}

function Reader({ state, userId }: { state: ReaderState; userId: string }) {
  const { document, access } = state;
  const queryClient = useQueryClient();
  const refreshDocuments = useRefreshDocuments();
  const file = useQuery(readerFileQuery(state));
  const stateKey = readerKeys.state(document.slug, userId);

  const bookmark = useToggleBookmark(userId, {
    onSaved: (bookmarked) =>
      queryClient.setQueryData<ReaderState | null>(stateKey, (old) => (old ? { ...old, bookmarked } : old)),
    onError: () => toast.error(texts.bookmarkFailed),
  });
  const download = useMutation({
    mutationFn: async () => {
      const target = downloadFile(document);
      if (!target) throw new Error(texts.downloadFailed);
      // Signed now, so a reader open for hours still gets a valid link.
      const url = await signFile(target, true);
      const anchor = window.document.createElement('a');
      anchor.href = url;
      anchor.download = target.name;
      anchor.rel = 'noopener';
      window.document.body.append(anchor);
      anchor.click();
      anchor.remove();
    },
    onError: (error) => toast.error(texts.downloadFailed, { description: error.message }),
  });
  const subscribe = useMutation({
    mutationFn: () => openWithSubscription(document.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: readerKeys.all }),
    onError: (error) => toast.error(texts.subscriptionFailed, { description: error.message }),
  });

  // The view with its page and progress (spec 2 §7.1), once the reader settles on a page.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onPageChange = useCallback(
    (page: number, total: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        recordReading(document.id, page, total ? (page / total) * 100 : 0).catch(() => undefined);
      }, 600);
    },
    [document.id],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  const full = access !== 'preview';
  const actions = (
    <>
      {full && (
        <Button variant="ghost" size="sm" onClick={() => download.mutate()} disabled={download.isPending}>
          <Download aria-hidden="true" className="size-4" /> {texts.download}
        </Button>
      )}
      {document.status === 'approved' && (
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={state.bookmarked}
          onClick={() => bookmark.mutate(document.id)}
          disabled={bookmark.isPending}
        >
          {state.bookmarked ? (
            <BookmarkCheck aria-hidden="true" className="size-4 text-brand-600" />
          ) : (
            <Bookmark aria-hidden="true" className="size-4" />
          )}
          {state.bookmarked ? texts.bookmarked : texts.bookmark}
        </Button>
      )}
      {access !== 'uploader' && <ReportDialog userId={userId} documentId={document.id} />}
    </>
  );
  const upsell =
    access === 'preview' ? (
      <div
        className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4"
        data-testid="reader-upsell"
      >
        <p className="inline-flex items-center gap-2 text-sm text-amber-900">
          <Lock aria-hidden="true" className="size-4" />
          {texts.previewBanner(document.preview_page_count ?? 0, document.page_count)}
        </p>
        <div className="flex flex-wrap gap-2">
          {state.subscription && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => subscribe.mutate()}
              disabled={subscribe.isPending}
            >
              {texts.useSubscription}
            </Button>
          )}
          <ButtonLink to={`/documents/${document.slug}`} size="sm">
            {document.points_price > 0 ? texts.buyToRead(document.points_price) : texts.openDocumentPage}
          </ButtonLink>
        </div>
        {state.subscription && (
          <p className="w-full text-xs text-amber-800">
            {texts.subscriptionAllowance(state.subscription.used, state.subscription.limit)}
          </p>
        )}
      </div>
    ) : null;

  return (
    <div className="space-y-6">
      <PageMeta title={document.title} />
      <div>
        <nav aria-label="Breadcrumb" className="text-sm text-muted">
          <Link to="/dashboard/documents" className="hover:text-ink">
            My Documents
          </Link>
        </nav>
        <p className="mt-2 text-sm font-semibold text-brand-700">{document.document_type?.name}</p>
        <h1 className="mt-1 text-2xl font-extrabold tracking-tight text-balance text-ink sm:text-3xl">
          {document.title}
        </h1>
        {access === 'uploader' && (
          <p className="mt-1 text-sm text-muted">
            {texts.uploaderNote} {document.status !== 'approved' && texts.statusNote(document.status)}
          </p>
        )}
        {full && state.lastPage && state.lastPage > 1 && (
          <p className="mt-1 text-sm text-muted" data-testid="resumed">
            {texts.resumed(state.lastPage)}
          </p>
        )}
      </div>
      {file.error ? (
        <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-700">
          <p className="font-semibold">{texts.errorTitle}</p>
          <p className="mt-1 text-sm">{file.error.message || texts.errorFallback}</p>
          <Button className="mt-4" size="sm" variant="outline" onClick={() => void file.refetch()}>
            {texts.retry}
          </Button>
        </div>
      ) : file.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-12 w-full rounded-2xl" />
          <Skeleton className="h-[60vh] w-full rounded-2xl" />
          <p className="sr-only">{texts.loading}</p>
        </div>
      ) : file.data === null ? (
        <div
          className="rounded-2xl border border-slate-200 bg-white p-8 text-center"
          data-testid="reader-no-access"
        >
          <Lock aria-hidden="true" className="mx-auto size-10 text-slate-400" />
          <h2 className="mt-3 text-lg font-bold text-ink">
            {full ? texts.notReadyTitle : texts.noAccessTitle}
          </h2>
          <p className="mt-2 text-muted">{full ? texts.notReadyBody : texts.noAccessBody}</p>
          {upsell && <div className="mt-4 text-left">{upsell}</div>}
        </div>
      ) : (
        <PdfReader
          key={`${document.id}-${access}`}
          bytes={file.data}
          initialPage={full ? (state.lastPage ?? 1) : 1}
          onPageChange={onPageChange}
          actions={actions}
          banner={upsell}
        />
      )}
      {document.status === 'approved' && (
        <div className="max-w-3xl">
          <ReviewsSection document={document} onReviewChanged={refreshDocuments} />
        </div>
      )}
    </div>
  );
}
