import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../ui/Button';
import { toast } from '../../../ui/toast.store';
import { adminKeys, deleteAdminRow, saveAdminRow, type AdminListSource, type AdminRow } from '../admin.api';
import type { CsvColumn } from '../admin-csv';
import type { AdminField } from '../admin-form';
import { text } from '../admin-format';
import { useAdminListParams, type AdminSort } from '../admin-list-params';
import { adminTexts } from '../admin.texts';
import type { AdminColumn } from './AdminDataTable';
import { AdminListView } from './AdminListView';
import { AdminDialog } from './AdminDialog';
import { AdminPageHeader } from './AdminPageHeader';
import { AdminReasonDialog } from './AdminReasonDialog';
import { AdminRowForm } from './AdminRowForm';

export interface AdminResourceColumn {
  id: string;
  header: string;
  cell?: (row: AdminRow) => ReactNode;
  sortable?: boolean;
}

export interface AdminResourceConfig {
  title: string;
  intro: string;
  /** The word for one row in buttons and dialogs ("university"). */
  singular: string;
  source: AdminListSource;
  defaultSort: AdminSort;
  columns: readonly AdminResourceColumn[];
  searchLabel?: string;
  csv?: readonly CsvColumn[];
  /** With fields, rows can be created and edited through the admin policy of the table. */
  fields?: readonly AdminField[];
  /** Values added to every save (e.g. a type fixed by the page). */
  fixedValues?: Record<string, unknown>;
  deletable?: boolean;
  /** Extra buttons per row (refund, resend...). */
  rowActions?: (row: AdminRow, refresh: () => Promise<unknown>) => ReactNode;
  /** A detail view of one row. */
  detail?: (row: AdminRow) => ReactNode;
  idColumn?: string;
  /** Keeps this table's page, sort and filters apart in the URL when a page shows several tables. */
  urlPrefix?: string;
}

type Editing = { row: AdminRow | null } | null;

/** A whole back-office page from a description: a filtered, paged table, CSV, create/edit/delete, details. */
export function AdminResourcePage({ config }: { config: AdminResourceConfig }) {
  const list = useAdminListParams(config.defaultSort, config.urlPrefix);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminRow | null>(null);
  const [viewing, setViewing] = useState<AdminRow | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  const idColumn = config.idColumn ?? 'id';

  const columns = useMemo<AdminColumn[]>(() => {
    const defined: AdminColumn[] = config.columns.map((column) => ({
      id: column.id,
      header: column.header,
      cell: ({ row }) => (column.cell ? column.cell(row.original) : text(row.original[column.id])),
    }));
    const hasActions = config.fields || config.deletable || config.rowActions || config.detail;
    if (hasActions) {
      defined.push({
        id: 'actions',
        header: adminTexts.table.actions,
        cell: ({ row }) => {
          const label = text(row.original[config.columns[0]!.id]);
          return (
            <div className="flex flex-wrap gap-1.5">
              {config.detail && (
                <Button size="sm" variant="outline" onClick={() => setViewing(row.original)}>
                  {adminTexts.view}
                  <span className="sr-only"> {label}</span>
                </Button>
              )}
              {config.fields && (
                <Button size="sm" variant="outline" onClick={() => setEditing({ row: row.original })}>
                  {adminTexts.edit}
                  <span className="sr-only"> {label}</span>
                </Button>
              )}
              {config.rowActions?.(row.original, refresh)}
              {config.deletable && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-600"
                  onClick={() => setDeleting(row.original)}
                >
                  {adminTexts.delete}
                  <span className="sr-only"> {label}</span>
                </Button>
              )}
            </div>
          );
        },
      });
    }
    return defined;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the config is a module constant
  }, [config]);

  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title={config.title}
        intro={config.intro}
        actions={
          config.fields && (
            <Button size="sm" onClick={() => setEditing({ row: null })}>
              <Plus aria-hidden="true" className="size-4" />
              {adminTexts.createNamed(config.singular)}
            </Button>
          )
        }
      />
      <AdminListView
        label={config.title}
        source={config.source}
        list={list}
        searchLabel={config.searchLabel}
        csv={config.csv}
        columns={columns}
        sortable={config.columns.filter((column) => column.sortable).map((column) => column.id)}
      />
      {config.fields && (
        <AdminDialog
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
          title={
            editing?.row ? adminTexts.editNamed(config.singular) : adminTexts.createNamed(config.singular)
          }
          wide
        >
          {editing && (
            <AdminRowForm
              fields={config.fields}
              row={editing.row}
              onCancel={() => setEditing(null)}
              onSubmit={async (values) => {
                const id = editing.row ? String(editing.row[idColumn]) : null;
                await saveAdminRow(config.source.table, { ...values, ...config.fixedValues }, id, idColumn);
                toast.success(adminTexts.saved);
                setEditing(null);
                await refresh();
              }}
            />
          )}
        </AdminDialog>
      )}
      {config.detail && (
        <AdminDialog
          open={viewing !== null}
          onOpenChange={(open) => !open && setViewing(null)}
          title={adminTexts.detailsNamed(config.singular)}
          wide
        >
          {viewing && config.detail(viewing)}
        </AdminDialog>
      )}
      <AdminReasonDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={adminTexts.deleteNamed(config.singular)}
        description={deleting ? text(deleting[config.columns[0]!.id]) : undefined}
        withoutReason
        danger
        confirmLabel={adminTexts.delete}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteAdminRow(config.source.table, String(deleting[idColumn]), idColumn);
          toast.success(adminTexts.deleted);
          setDeleting(null);
          await refresh();
        }}
      />
    </div>
  );
}
