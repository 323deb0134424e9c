import { clsx } from 'clsx';
import { Link } from 'react-router';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { QueryState } from '../../ui/QueryState';
import { processingTexts as t, uploadTexts } from './marketplace.texts';
import type { ProcessingRecord } from './upload.api';
import { uploadStatus } from './upload-status';
import { useLiveProcessing } from './useLiveProcessing';

const STEP_COUNT = 7;

function ProcessingItem({ record }: { record: ProcessingRecord }) {
  const { label, tone, reason, working } = uploadStatus({ processing: record, document: record.document });
  const done = record.steps_done.length;
  const step = record.step as keyof typeof t.steps | null;
  return (
    <li className="flex flex-col gap-2 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium text-ink">
          {record.document && record.state === 'ready' ? (
            <Link to={`/dashboard/documents/${record.document.slug}`} className="hover:underline">
              {record.title}
            </Link>
          ) : (
            record.title
          )}
        </p>
        {/* Announced when it changes: processing → pending review → approved or rejected. */}
        <span aria-live="polite">
          <Badge tone={tone} data-testid="processing-state">
            {label}
          </Badge>
        </span>
      </div>
      {working && (
        <div>
          <div
            role="progressbar"
            aria-label={`${record.title}: ${label}`}
            aria-valuemin={0}
            aria-valuemax={STEP_COUNT}
            aria-valuenow={done}
            className="h-2 overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-brand-500 transition-all"
              style={{ width: `${Math.max(5, (done / STEP_COUNT) * 100)}%` }}
            />
          </div>
          {step && <p className="mt-1 text-sm text-slate-600">{t.steps[step]}…</p>}
        </div>
      )}
      {record.state === 'ready' && record.page_count && (
        <p className="text-sm text-slate-600">{t.pages(record.page_count)}</p>
      )}
      {reason && (
        <p className={clsx('text-sm', tone === 'danger' ? 'text-red-700' : 'text-amber-800')}>
          {`${t.reason}: `}
          {reason}
        </p>
      )}
      {record.notice && <p className="text-sm text-amber-800">{record.notice}</p>}
      {record.duplicate_of && <p className="text-sm text-amber-800">{t.flagged}</p>}
    </li>
  );
}

/** The seller's last uploads with their live status. */
export function ProcessingList({ userId }: { userId: string }) {
  const query = useLiveProcessing(userId);
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-ink">{uploadTexts.recentHeading}</h2>
        <span className="text-xs text-slate-500">{t.live}</span>
      </div>
      <QueryState
        query={query}
        loading={<ListSkeleton count={2} className="h-16" />}
        isEmpty={(rows) => rows.length === 0}
        empty={<p className="mt-3 text-sm text-slate-600">{uploadTexts.recentEmpty}</p>}
      >
        {(rows) => (
          <ul className="divide-y divide-slate-100" aria-label={uploadTexts.recentHeading}>
            {rows.map((record) => (
              <ProcessingItem key={record.document_id} record={record} />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}
