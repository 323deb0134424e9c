import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/format-date';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import { useAuthStore } from '../auth';
import { EditDocumentDialog, DeleteDocumentDialog } from './SellerDocumentDialogs';
import {
  DOCUMENTS_PAGE_SIZE,
  sellerDocumentsQuery,
  sellerKeys,
  sellerSettingsQuery,
  type SellerDocument,
} from './seller.api';
import { sellerTexts as t } from './seller.texts';
import { useSellerMode } from './useSellerMode';
import { useRealtimeRefresh } from './useRealtimeRefresh';
import { Pager } from '../../ui/DataTable';
import { readableOn, tintOverWhite } from '../../ui/contrast';

const BADGE_TINT = 0.08;

/** Moderation changes (approved, rejected with a reason) arrive over realtime and refresh the list. */
function useLiveDocuments(userId: string | null) {
  const queryClient = useQueryClient();
  useRealtimeRefresh(userId, 'documents', () => {
    if (userId) void queryClient.invalidateQueries({ queryKey: sellerKeys.documents(userId) });
  });
}

/** A status in its colour (from the database) on a tint of it; the word is darkened until it reads (4.5:1). */
export function StatusBadge({ label, color }: { label: string; color: string }) {
  const background = tintOverWhite(color, BADGE_TINT);
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset"
      style={{
        color: readableOn(color, background),
        backgroundColor: background,
        boxShadow: `inset 0 0 0 1px ${color}40`,
      }}
      data-testid="status-badge"
    >
      <span aria-hidden="true" className="size-1.5 rounded-full" style={{ backgroundColor: color }} />
      {label}
    </span>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}

function DocumentRow({
  doc,
  onEdit,
  onDelete,
}: {
  doc: SellerDocument;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const deleted = doc.status === 'deleted';
  return (
    <li>
      <Card className="p-4 sm:p-5" data-testid="seller-document">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge
                label={doc.status_info?.display_name ?? doc.status}
                color={doc.status_info?.color ?? '#6b7280'}
              />
              {doc.document_type && <span className="text-xs text-muted">{doc.document_type.name}</span>}
            </div>
            <h2 className="mt-1.5 truncate text-base font-semibold text-ink">{doc.title}</h2>
            <p className="text-sm text-muted">
              {t.documents.uploaded(formatDateTime(doc.created_at) ?? '')} ·{' '}
              {Number(doc.price) === 0
                ? t.documents.free
                : t.documents.priceValue(Number(doc.price), doc.points_price)}
            </p>
            {doc.rejection_reason && (doc.status === 'rejected' || doc.status === 'soft-reject') && (
              <p className="mt-1 text-sm text-red-700">
                {t.documents.rejectionReason}: {doc.rejection_reason}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            {!deleted && (
              <ButtonLink
                to={`/dashboard/documents/${doc.slug}`}
                variant="outline"
                size="sm"
                aria-label={t.documents.openLabel(doc.title)}
              >
                {t.documents.open}
              </ButtonLink>
            )}
            {!deleted && (
              <Button
                variant="outline"
                size="sm"
                onClick={onEdit}
                aria-label={t.documents.editLabel(doc.title)}
              >
                {t.documents.edit}
              </Button>
            )}
            {!deleted && (
              <Button
                variant="outline"
                size="sm"
                className="text-red-700"
                onClick={onDelete}
                aria-label={t.documents.removeLabel(doc.title)}
              >
                {t.documents.remove}
              </Button>
            )}
          </div>
        </div>
        <dl className="mt-3 grid grid-cols-3 gap-3 text-sm sm:grid-cols-6">
          <Figure label={t.documents.views} value={t.n(doc.view_count)} />
          <Figure label={t.documents.downloads} value={t.n(doc.download_count)} />
          <Figure label={t.documents.purchases} value={t.n(doc.purchase_count)} />
          <Figure label={t.documents.bookmarks} value={t.n(doc.bookmark_count)} />
          <Figure label={t.documents.revenue} value={t.points(doc.revenue_points)} />
          <Figure
            label={t.documents.rating}
            value={doc.review_count > 0 ? Number(doc.average_rating).toFixed(1) : '–'}
          />
        </dl>
      </Card>
    </li>
  );
}

/** /dashboard/seller-documents: every upload with its status badge, price and statistics; edit, price, delete. */
export function SellerDocumentsPage() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  useSellerMode();
  const query = useQuery({ ...sellerDocumentsQuery(userId ?? ''), enabled: userId !== null });
  const settings = useQuery(sellerSettingsQuery());
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [editing, setEditing] = useState<SellerDocument | null>(null);
  const [removing, setRemoving] = useState<SellerDocument | null>(null);
  useLiveDocuments(userId);

  const update = (next: { status?: string; page?: number }) => {
    const search = new URLSearchParams(params);
    const nextStatus = next.status ?? status;
    if (nextStatus) search.set('status', nextStatus);
    else search.delete('status');
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    else search.delete('page');
    setParams(search, { replace: true });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageMeta title={t.documents.pageTitle} description={t.documents.pageDescription} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.documents.heading}</h1>
          <p className="mt-1 text-muted">{t.documents.intro}</p>
        </div>
        <ButtonLink to="/dashboard/documents/upload">{t.documents.upload}</ButtonLink>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <span className="text-muted">{t.documents.filter}</span>
        <select
          value={status}
          onChange={(event) => update({ status: event.target.value })}
          className="h-9 rounded-lg border border-slate-300 bg-white px-2"
        >
          <option value="">{t.documents.allStatuses}</option>
          {(settings.data?.statuses ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.display_name}
            </option>
          ))}
        </select>
      </label>
      <QueryState
        query={query}
        loading={
          <div aria-busy="true" aria-label={t.documents.heading} className="space-y-3">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-36" />
            ))}
          </div>
        }
        failure={
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-700">
            <p className="font-semibold">{t.loadFailed}</p>
            <p className="text-sm">{query.error?.message}</p>
          </div>
        }
        isEmpty={(docs) => docs.length === 0}
        empty={
          <Card className="flex flex-col items-center gap-3 p-10 text-center">
            <p className="text-muted">{t.documents.empty}</p>
            <ButtonLink to="/dashboard/documents/upload">{t.documents.upload}</ButtonLink>
          </Card>
        }
      >
        {(docs) => {
          const shown = status ? docs.filter((doc) => doc.status === status) : docs;
          const pages = Math.max(1, Math.ceil(shown.length / DOCUMENTS_PAGE_SIZE));
          const current = Math.min(page, pages);
          const slice = shown.slice((current - 1) * DOCUMENTS_PAGE_SIZE, current * DOCUMENTS_PAGE_SIZE);
          return (
            <>
              <p className="text-sm text-muted" aria-live="polite">
                {t.documents.count(shown.length)}
              </p>
              {shown.length === 0 ? (
                <p className="text-muted">{t.documents.emptyFiltered}</p>
              ) : (
                <ul className="space-y-3">
                  {slice.map((doc) => (
                    <DocumentRow
                      key={doc.id}
                      doc={doc}
                      onEdit={() => setEditing(doc)}
                      onDelete={() => setRemoving(doc)}
                    />
                  ))}
                </ul>
              )}
              {pages > 1 && (
                <Pager
                  texts={t}
                  label={t.documents.heading}
                  page={current}
                  pages={pages}
                  onPage={(next) => update({ page: next })}
                />
              )}
            </>
          );
        }}
      </QueryState>
      {userId && (
        <>
          <EditDocumentDialog
            userId={userId}
            doc={editing}
            sharePercent={settings.data?.sharePercent ?? 70}
            onClose={() => setEditing(null)}
          />
          <DeleteDocumentDialog userId={userId} doc={removing} onClose={() => setRemoving(null)} />
        </>
      )}
    </div>
  );
}
