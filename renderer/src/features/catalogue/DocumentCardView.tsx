import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentThumbnail } from '../../ui/DocumentThumbnail';
import { RatingSummary } from '../../ui/RatingSummary';
import { cartTexts, formatUsd } from '../cart';
import { useOwnedDocuments } from '../checkout';
import type { DocumentCard } from './catalogue.api';

export function priceLabel(price: number): string {
  return price > 0 ? formatUsd(price) : 'Free';
}

/** One document in a list: its first page, type, title, where it is from, rating, and its price or "Owned · Open". */
export function DocumentCardView({ document }: { document: DocumentCard }) {
  const owned = useOwnedDocuments().has(document.id);
  return (
    <Link
      to={owned ? `/dashboard/documents/${document.slug}` : `/documents/${document.slug}`}
      data-testid="document-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card transition hover:border-brand-200 hover:shadow-lift"
    >
      <DocumentThumbnail path={document.card_image_path} className="h-40 border-b border-slate-100" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-3">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
            <FileText aria-hidden="true" className="size-3.5" />
            {document.document_type?.name ?? 'Document'}
          </span>
          {owned ? (
            <span className="text-sm font-bold text-emerald-700" data-testid="document-card-owned">
              {cartTexts.ownedOpen}
            </span>
          ) : (
            <span className="text-sm font-bold text-ink">{priceLabel(document.price)}</span>
          )}
        </div>
        <h3 className="mt-3 line-clamp-2 font-semibold text-ink">{document.title}</h3>
        <p className="mt-1 line-clamp-1 text-sm text-muted">
          {[document.university?.name, document.subject?.name].filter(Boolean).join(' · ')}
        </p>
        <div className="mt-auto flex items-center gap-3 pt-4 text-sm text-slate-600">
          <RatingSummary average={document.average_rating} count={document.review_count} />
          {document.page_count && <span>{document.page_count} pages</span>}
          <span className="ml-auto truncate text-xs text-slate-500">
            by {document.author?.full_name || 'Unknown Author'}
          </span>
        </div>
      </div>
    </Link>
  );
}
