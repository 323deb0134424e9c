import { Download, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { RatingSummary } from '../../ui/RatingSummary';
import { Badge } from '../../ui/Badge';
import { coverUrl, type LibraryDocument } from './library.api';
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

interface LibraryCardProps {
  document: LibraryDocument;
  canRead: boolean;
  /** On My Uploads: where the upload stands (processing, pending review, approved, rejected with the reason). */
  status?: UploadStatus | undefined;
}

/** One library card (spec 2 section 2.3): cover, type badge, title, rating, downloads, age, and its button. */
export function LibraryCard({ document, canRead, status }: LibraryCardProps) {
  const cover = coverUrl(document.card_image_path);
  return (
    <li
      data-testid="library-card"
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card"
    >
      <div className="relative h-44 overflow-hidden bg-slate-100">
        {cover ? (
          <img src={cover} alt="" loading="lazy" className="size-full object-cover object-top" />
        ) : (
          <FileText aria-hidden className="absolute inset-0 m-auto size-10 text-slate-300" />
        )}
        <span className="absolute top-2 left-2 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-brand-700 shadow-sm">
          {document.document_type?.name ?? 'Document'}
        </span>
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
