import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast.store';
import { adminKeys, processWithdrawal, type AdminListSource, type AdminRow } from '../admin.api';
import { formatDateTime, formatPoints, formatUsd, joined, text } from '../admin-format';
import { useAdminListParams } from '../admin-list-params';
import { adminTexts } from '../admin.texts';
import type { AdminColumn } from '../components/AdminDataTable';
import { AdminListView } from '../components/AdminListView';
import { AdminPersonCell } from '../components/AdminPersonCell';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { AdminReasonDialog } from '../components/AdminReasonDialog';
import { AdminStatusBadge } from '../components/AdminStatusBadge';

const texts = adminTexts.withdrawals;

const withdrawalsSource: AdminListSource = {
  key: 'withdrawals',
  table: 'seller_withdrawals',
  select: `id, user_id, points_amount, amount_usd, currency, method, payout_details, status, admin_note,
    payout_reference, processed_at, created_at, seller:users!seller_withdrawals_user_id_fkey(full_name, email)`,
  idColumns: ['id', 'user_id'],
  searchColumns: ['payout_reference'],
  filters: [
    { param: 'status', label: texts.status, options: texts.statuses },
    { param: 'method', label: texts.method, options: texts.methods },
  ],
};

const CSV_COLUMNS = [
  { header: 'id', value: 'id' },
  { header: 'seller', value: 'seller.email' },
  { header: 'points', value: 'points_amount' },
  { header: 'amount_usd', value: 'amount_usd' },
  { header: 'method', value: 'method' },
  { header: 'payout_details', value: 'payout_details' },
  { header: 'status', value: 'status' },
  { header: 'payout_reference', value: 'payout_reference' },
  { header: 'admin_note', value: 'admin_note' },
  { header: 'requested_at', value: 'created_at' },
  { header: 'processed_at', value: 'processed_at' },
] as const;

type Decision = { row: AdminRow; status: 'approved' | 'paid' | 'rejected' } | null;

function payoutDetails(value: unknown): string {
  const details = joined(value);
  return Object.entries(details)
    .map(([key, detail]) => `${key.replaceAll('_', ' ')}: ${text(detail)}`)
    .join(' · ');
}

/** /admin/withdrawals: the payout queue; approve, mark paid with a reference, reject with a reason. */
export function AdminWithdrawalsPage() {
  const list = useAdminListParams({ column: 'created_at', ascending: false });
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<Decision>(null);

  const columns = useMemo<AdminColumn[]>(
    () => [
      {
        id: 'seller',
        header: texts.columns.seller,
        cell: ({ row }) => <AdminPersonCell person={row.original.seller} />,
      },
      {
        id: 'points_amount',
        header: texts.columns.points,
        cell: ({ row }) => formatPoints(row.original.points_amount),
      },
      {
        id: 'amount_usd',
        header: texts.columns.amount,
        cell: ({ row }) => formatUsd(row.original.amount_usd),
      },
      {
        id: 'method',
        header: texts.columns.method,
        cell: ({ row }) =>
          texts.methods.find((m) => m.value === row.original.method)?.label ?? text(row.original.method),
      },
      {
        id: 'details',
        header: texts.columns.details,
        cell: ({ row }) => (
          <span className="block max-w-56 text-xs break-words">
            {payoutDetails(row.original.payout_details)}
          </span>
        ),
      },
      {
        id: 'status',
        header: texts.columns.status,
        cell: ({ row }) => (
          <div>
            <AdminStatusBadge status={row.original.status} />
            {typeof row.original.payout_reference === 'string' && (
              <div className="mt-1 text-xs text-muted">{row.original.payout_reference}</div>
            )}
            {typeof row.original.admin_note === 'string' && (
              <div className="mt-1 max-w-48 text-xs text-muted">{row.original.admin_note}</div>
            )}
          </div>
        ),
      },
      {
        id: 'created_at',
        header: texts.columns.requested,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDateTime(row.original.created_at)}</span>
        ),
      },
      {
        id: 'actions',
        header: texts.columns.actions,
        cell: ({ row }) => {
          const status = row.original.status;
          if (status !== 'pending' && status !== 'approved') return null;
          return (
            <div className="flex flex-wrap gap-1.5">
              {status === 'pending' && (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setDecision({ row: row.original, status: 'approved' })}
                >
                  {texts.approve}
                </Button>
              )}
              <Button
                size="sm"
                variant="outline"
                onClick={() => setDecision({ row: row.original, status: 'paid' })}
              >
                {texts.markPaid}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-red-600"
                onClick={() => setDecision({ row: row.original, status: 'rejected' })}
              >
                {texts.reject}
              </Button>
            </div>
          );
        },
      },
    ],
    [],
  );

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader title={texts.title} intro={texts.intro} />
      <AdminListView
        label={texts.title}
        source={withdrawalsSource}
        list={list}
        searchLabel={texts.search}
        csv={CSV_COLUMNS}
        columns={columns}
        sortable={['points_amount', 'amount_usd', 'status', 'created_at']}
      />
      <AdminReasonDialog
        open={decision !== null}
        onOpenChange={(open) => !open && setDecision(null)}
        title={
          decision?.status === 'approved'
            ? texts.approveTitle
            : decision?.status === 'paid'
              ? texts.paidTitle
              : texts.rejectTitle
        }
        description={
          decision?.status === 'approved'
            ? texts.approveHelp
            : decision?.status === 'rejected'
              ? texts.rejectHelp
              : undefined
        }
        withoutReason={decision?.status === 'approved'}
        reasonLabel={decision?.status === 'paid' ? texts.reference : undefined}
        danger={decision?.status === 'rejected'}
        confirmLabel={
          decision?.status === 'approved'
            ? texts.approve
            : decision?.status === 'paid'
              ? texts.markPaid
              : texts.reject
        }
        onConfirm={async (value) => {
          if (!decision) return;
          await processWithdrawal(
            decision.row.id,
            decision.status,
            decision.status === 'rejected' ? value : null,
            decision.status === 'paid' ? value : null,
          );
          toast.success(texts.done[decision.status]);
          setDecision(null);
          await queryClient.invalidateQueries({ queryKey: adminKeys.lists() });
        }}
      />
    </div>
  );
}
