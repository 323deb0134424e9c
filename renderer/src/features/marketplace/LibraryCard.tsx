import { Bookmark, BookmarkCheck, Download } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentThumbnail } from '../../ui/DocumentThumbnail';
import { RatingSummary } from '../../ui/RatingSummary';
import { Badge } from '../../ui/Badge';
import { toast } from '../../ui/toast.store';
import { useToggleBookmark } from './bookmarks.api';
import type { LibraryDocument } from './library.api';
import { libraryTexts as t } from './library.texts';
import { processingTexts } from './marketplace.texts';
import type { UploadStatus } from './upload-status';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return relative.format(0, 'minute');
}

/** Saves or unsaves the card's document; the library reloads, so the Saved tab follows. */
function SaveToggle({
  document,
  userId,
  saved,
}: {
  document: LibraryDocument;
  userId: string;
  saved: boolean;
}) {
  const toggle = useToggleBookmark(userId, { onError: () => toast.error(t.saveFailed) });
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? t.savedLabel(document.title) : t.saveLabel(document.title)}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(document.id)}
      className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-700 shadow-sm hover:text-brand-700 focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none disabled:opacity-60"
    >
      {saved ? (
        <BookmarkCheck aria-hidden className="size-4 text-brand-600" />
      ) : (
        <Bookmark aria-hidden className="size-4" />
      )}
      {saved ? t.saved : t.save}
    </button>
  );
}

interface LibraryCardProps {
  document: LibraryDocument;
  canRead: boolean;
  userId: string;
  saved: boolean;
  /** On My Uploads: where the upload stands (processing, pending review, approved, rejected with the reason). */
  status?: UploadStatus | undefined;
}

/** One library card (spec 2 section 2.3): cover, type badge, title, rating, downloads, age, and its button. */
export function LibraryCard({ document, canRead, userId, saved, status }: LibraryCardProps) {
  return (
    <li
      data-testid="library-card"
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card"
    >
      <div className="relative">
        <DocumentThumbnail path={document.card_image_path} className="h-44" />
        <span className="absolute top-2 left-2 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-brand-700 shadow-sm">
          {document.document_type?.name ?? 'Document'}
        </span>
        {document.status === 'approved' && <SaveToggle document={document} userId={userId} saved={saved} />}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold text-ink">{document.title}</h3>
        {status && (
          <div className="space-y-1">
            <span aria-live="polite">
              <Badge tone={status.tone} data-testid="upload-status">
                {status.label}
              </Badge>
            </span>
            {status.reason && (
              <p className={status.tone === 'danger' ? 'text-sm text-red-700' : 'text-sm text-amber-800'}>
                {processingTexts.reason}: {status.reason}
              </p>
            )}
          </div>
        )}
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <RatingSummary average={document.average_rating} count={document.review_count} />
          <span className="inline-flex items-center gap-1">
            <Download aria-hidden className="size-4" />
            {t.downloads(document.download_count)}
          </span>
          <span className="ml-auto text-xs text-slate-500">{relativeTime(document.created_at)}</span>
        </div>
        <Link
          to={canRead ? `/dashboard/documents/${document.slug}` : `/documents/${document.slug}`}
          className="mt-auto rounded-xl bg-brand-600 px-3 py-2 text-center text-sm font-semibold text-white hover:bg-brand-700 focus-visible:ring-4 focus-visible:ring-brand-100 focus-visible:outline-none"
        >
          {canRead ? t.view : t.preview}
          <span className="sr-only">: {document.title}</span>
        </Link>
      </div>
    </li>
  );
}
