import { useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast.store';
import {
  adminKeys,
  reviewDocuments,
  type AdminListSource,
  type AdminRow,
  type DocumentDecision,
} from '../admin.api';
import { formatDateTime, formatUsd, joined, text } from '../admin-format';
import { useAdminListParams } from '../admin-list-params';
import { adminTexts } from '../admin.texts';
import type { AdminColumn } from '../components/AdminDataTable';
import { AdminListView } from '../components/AdminListView';
import { AdminPersonCell } from '../components/AdminPersonCell';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { AdminReasonDialog } from '../components/AdminReasonDialog';
import { AdminStatusBadge } from '../components/AdminStatusBadge';
import { AdminDocumentDialog } from '../components/AdminDocumentDialog';

const texts = adminTexts.documents;

export const documentsSource: AdminListSource = {
  key: 'documents',
  table: 'documents',
  select: `id, slug, title, description, status, rejection_reason, price, points_price, language, page_count,
    file_format, original_file_path, original_file_name, preview_file_path, created_at, updated_at, subject_id,
    user_id, seller:users!documents_user_id_fkey(full_name, email), subject:subjects(name)`,
  searchColumns: ['title'],
  idColumns: ['id', 'user_id'],
  filters: [{ param: 'status', label: texts.status, options: texts.statuses }],
};

const CSV_COLUMNS = [
  { header: 'id', value: 'id' },
  { header: 'title', value: 'title' },
  { header: 'status', value: 'status' },
  { header: 'seller', value: 'seller.email' },
  { header: 'subject', value: 'subject.name' },
  { header: 'price_usd', value: 'price' },
  { header: 'points_price', value: 'points_price' },
  { header: 'uploaded_at', value: 'created_at' },
] as const;

type Pending = { ids: string[]; decision: DocumentDecision } | null;

/** /admin/documents: the moderation queue with bulk decisions, filters in the URL and a review dialog. */
export function AdminDocumentsPage() {
  const list = useAdminListParams({ column: 'created_at', ascending: false });
  const queryClient = useQueryClient();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [pending, setPending] = useState<Pending>(null);
  const [open, setOpen] = useState<AdminRow | null>(null);
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.lists() });

  async function decide(reason: string) {
    if (!pending) return;
    const answer = await reviewDocuments(pending.ids, pending.decision, reason || null);
    const count = Number(answer.updated ?? pending.ids.length);
    const done =
      pending.decision === 'approved'
        ? texts.approved(count)
        : pending.decision === 'rejected'
          ? texts.rejected(count)
          : texts.softRejected(count);
    toast.success(done);
    setSelection({});
    setOpen(null);
    await refresh();
  }

  const columns = useMemo<AdminColumn[]>(
    () => [
      {
        id: 'title',
        header: texts.columns.title,
        cell: ({ row }) => (
          <button
            type="button"
            className="max-w-xs text-left font-medium text-brand-700 hover:underline"
            onClick={() => setOpen(row.original)}
          >
            {text(row.original.title)}
          </button>
        ),
      },
      {
        id: 'seller',
        header: texts.columns.seller,
        cell: ({ row }) => <AdminPersonCell person={row.original.seller} />,
      },
      {
        id: 'subject',
        header: texts.columns.subject,
        cell: ({ row }) => text(joined(row.original.subject).name),
      },
      {
        id: 'price',
        header: texts.columns.price,
        cell: ({ row }) => formatUsd(row.original.price),
      },
      {
        id: 'status',
        header: texts.columns.status,
        cell: ({ row }) => <AdminStatusBadge status={row.original.status} />,
      },
      {
        id: 'created_at',
        header: texts.columns.uploaded,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDateTime(row.original.created_at)}</span>
        ),
      },
      {
        id: 'actions',
        header: texts.columns.actions,
        cell: ({ row }) => (
          <Button variant="outline" size="sm" onClick={() => setOpen(row.original)}>
            {texts.review}
            <span className="sr-only"> {text(row.original.title)}</span>
          </Button>
        ),
      },
    ],
    [],
  );

  const count = pending?.ids.length ?? 0;
  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader title={texts.title} intro={texts.intro} />
      <AdminListView
        label={texts.title}
        source={documentsSource}
        list={list}
        searchLabel={texts.search}
        csv={CSV_COLUMNS}
        columns={columns}
        sortable={['title', 'price', 'status', 'created_at']}
        selection={selection}
        onSelectionChange={setSelection}
      >
        {selectedIds.length > 0 && (
          <div
            className="mt-4 flex flex-wrap items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm"
            role="region"
            aria-label="Bulk actions"
          >
            <span className="font-medium text-brand-800">
              {adminTexts.table.selected(selectedIds.length)}
            </span>
            <Button size="sm" onClick={() => setPending({ ids: selectedIds, decision: 'approved' })}>
              {texts.approve}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setPending({ ids: selectedIds, decision: 'soft-reject' })}
            >
              {texts.softReject}
            </Button>
            <Button
              variant="outline"
              size="sm"
              onClick={() => setPending({ ids: selectedIds, decision: 'rejected' })}
            >
              {texts.reject}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setSelection({})}>
              {adminTexts.table.clearSelection}
            </Button>
          </div>
        )}
      </AdminListView>
      <AdminDocumentDialog
        document={open}
        onClose={() => setOpen(null)}
        onDecide={(decision) => {
          if (open) setPending({ ids: [open.id], decision });
          setOpen(null);
        }}
        onChanged={refresh}
      />
      <AdminReasonDialog
        open={pending !== null}
        onOpenChange={(next) => !next && setPending(null)}
        title={
          pending?.decision === 'approved'
            ? texts.approveTitle(count)
            : pending?.decision === 'rejected'
              ? texts.rejectTitle(count)
              : texts.softRejectTitle(count)
        }
        description={pending?.decision === 'approved' ? texts.approveHelp : texts.reasonHelp}
        withoutReason={pending?.decision === 'approved'}
        danger={pending?.decision === 'rejected'}
        confirmLabel={
          pending?.decision === 'approved'
            ? texts.approve
            : pending?.decision === 'rejected'
              ? texts.reject
              : texts.softReject
        }
        onConfirm={decide}
      />
    </div>
  );
}
