import { useQuery } from '@tanstack/react-query';
import { flexRender, tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/format-date';
import { ButtonLink } from '../../ui/ButtonLink';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { PageMeta } from '../../ui/PageMeta';
import { ScrollRegion } from '../../ui/ScrollRegion';
import { SubscriberFlag } from './SubscriberFlag';
import { papersQuery } from './writing.api';
import { writingPaths } from './writing.paths';
import { writerTexts } from './writer.texts';

type PaperListRow = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof papersQuery>['queryFn']>>>
>[number];

const features = tableFeatures({});
const NO_PAPERS: PaperListRow[] = [];

const columns: ColumnDef<typeof features, PaperListRow>[] = [
  {
    id: 'title',
    header: writerTexts.columns.title,
    cell: ({ row }) => (
      <Link
        to={writingPaths.paper('writer', row.original.id)}
        className="font-medium text-brand-700 hover:underline"
      >
        {row.original.title}
      </Link>
    ),
  },
  {
    id: 'type',
    header: writerTexts.columns.type,
    cell: ({ row }) => (row.original.paper_type as { mainType?: string } | null)?.mainType ?? '—',
  },
  {
    id: 'words',
    header: writerTexts.columns.words,
    cell: ({ row }) => row.original.word_count.toLocaleString('en-US'),
  },
  {
    id: 'updated',
    header: writerTexts.columns.updated,
    cell: ({ row }) => formatDateTime(row.original.updated_at),
  },
  {
    id: 'status',
    header: writerTexts.columns.status,
    cell: ({ row }) => writerTexts.status(row.original.status),
  },
];

/** /dashboard/ai-writer: the user's papers (title, type, words, updated, status) and a way to start one. */
export function WriterListPage() {
  const papers = useQuery(papersQuery('writer'));
  const table = useTable({ features, data: papers.data ?? NO_PAPERS, columns, getRowId: (row) => row.id });
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageMeta title={writerTexts.title} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{writerTexts.title}</h1>
            <SubscriberFlag />
          </div>
          <p className="mt-1 text-muted">{writerTexts.intro}</p>
        </div>
        <ButtonLink to="/dashboard/ai-writer/paper">
          <Plus aria-hidden="true" className="size-4" />
          {writerTexts.newPaper}
        </ButtonLink>
      </header>
      {papers.isPending ? (
        <ListSkeleton count={3} className="h-14" />
      ) : papers.error ? (
        <p role="alert" className="text-red-700">
          {papers.error.message}
        </p>
      ) : papers.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {writerTexts.empty}
        </p>
      ) : (
        <ScrollRegion
          label={writerTexts.title}
          className="overflow-x-auto rounded-2xl border border-slate-200 bg-white"
        >
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => (
                    <th key={header.id} scope="col" className="px-4 py-3 font-semibold">
                      {flexRender(header.column.columnDef.header, header.getContext())}
                    </th>
                  ))}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y divide-slate-100">
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id} className="px-4 py-3">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
