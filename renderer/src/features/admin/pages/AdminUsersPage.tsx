import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '../../../ui/Button';
import { adminKeys, type AdminListSource } from '../admin.api';
import { formatDateTime, formatPoints, joined, text } from '../admin-format';
import { useAdminListParams } from '../admin-list-params';
import { adminTexts } from '../admin.texts';
import type { AdminColumn } from '../components/AdminDataTable';
import { AdminListView } from '../components/AdminListView';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { AdminStatusBadge } from '../components/AdminStatusBadge';
import { AdminUserDialog } from '../components/AdminUserDialog';

const texts = adminTexts.users;

const usersSource: AdminListSource = {
  key: 'users',
  table: 'users',
  select: 'id, full_name, email, role, status, created_at, points:user_points(points_balance)',
  searchColumns: ['full_name', 'email'],
  idColumns: ['id'],
  filters: [
    { param: 'role', label: texts.role, options: texts.roles },
    { param: 'status', label: texts.status, options: texts.statuses },
  ],
};

const CSV_COLUMNS = [
  { header: 'id', value: 'id' },
  { header: 'name', value: 'full_name' },
  { header: 'email', value: 'email' },
  { header: 'role', value: 'role' },
  { header: 'status', value: 'status' },
  { header: 'points', value: 'points.points_balance' },
  { header: 'joined_at', value: 'created_at' },
] as const;

/** /admin/users: search and filters; each user opens a dialog with profile, activity, role, status and points. */
export function AdminUsersPage() {
  const list = useAdminListParams({ column: 'created_at', ascending: false });
  const queryClient = useQueryClient();
  const [openId, setOpenId] = useState<string | null>(null);

  const columns = useMemo<AdminColumn[]>(
    () => [
      {
        id: 'full_name',
        header: texts.columns.name,
        cell: ({ row }) => (
          <button
            type="button"
            className="text-left font-medium text-brand-700 hover:underline"
            onClick={() => setOpenId(row.original.id)}
          >
            {text(row.original.full_name)}
          </button>
        ),
      },
      { id: 'email', header: texts.columns.email, cell: ({ row }) => text(row.original.email) },
      {
        id: 'role',
        header: texts.columns.role,
        cell: ({ row }) => <span className="capitalize">{text(row.original.role)}</span>,
      },
      {
        id: 'status',
        header: texts.columns.status,
        cell: ({ row }) => <AdminStatusBadge status={row.original.status} />,
      },
      {
        id: 'points',
        header: texts.columns.points,
        cell: ({ row }) => formatPoints(joined(row.original.points).points_balance ?? 0),
      },
      {
        id: 'created_at',
        header: texts.columns.joined,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDateTime(row.original.created_at)}</span>
        ),
      },
      {
        id: 'actions',
        header: '',
        cell: ({ row }) => (
          <Button variant="outline" size="sm" onClick={() => setOpenId(row.original.id)}>
            {texts.open}
            <span className="sr-only"> {text(row.original.full_name)}</span>
          </Button>
        ),
      },
    ],
    [],
  );

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader title={texts.title} intro={texts.intro} />
      <AdminListView
        label={texts.title}
        source={usersSource}
        list={list}
        searchLabel={texts.search}
        csv={CSV_COLUMNS}
        columns={columns}
        sortable={['full_name', 'email', 'role', 'status', 'created_at']}
      />
      <AdminUserDialog
        userId={openId}
        onClose={() => setOpenId(null)}
        onChanged={() => queryClient.invalidateQueries({ queryKey: adminKeys.all })}
      />
    </div>
  );
}
