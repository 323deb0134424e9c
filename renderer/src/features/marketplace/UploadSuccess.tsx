import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { processingTexts, uploadTexts as t } from './marketplace.texts';
import { processingQuery } from './upload.api';
import { uploadStatus } from './upload-status';

interface UploadSuccessProps {
  userId: string;
  documentId: string;
  title: string;
  onAnother: () => void;
}

/**
 * What the seller sees once the file is up: that it worked, the document's live status (the page's realtime
 * subscription keeps the processing list fresh, this reads the same query) and where to go next.
 */
export function UploadSuccess({ userId, documentId, title, onAnother }: UploadSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const records = useQuery(processingQuery(userId));
  const record = records.data?.find((row) => row.document_id === documentId);
  const status = record
    ? uploadStatus({ processing: record, document: record.document })
    : { label: processingTexts.states.queued, tone: 'neutral' as const, reason: null, working: true };
  // The form it replaces had focus: keyboard and screen-reader users land on the outcome.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card className="p-5 sm:p-6" data-testid="upload-success">
      <div className="flex items-start gap-3">
        <CheckCircle2 aria-hidden className="mt-0.5 size-7 shrink-0 text-emerald-600" />
        <div className="min-w-0 space-y-2">
          <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
            {t.uploadedHeading}
          </h2>
          <p role="status" className="font-medium text-emerald-800">
            {t.uploaded}
          </p>
          <div className="flex flex-wrap items-center gap-2 pt-1">
            <p className="font-medium break-words text-ink">{title}</p>
            <span aria-live="polite">
              <Badge tone={status.tone} data-testid="upload-success-state">
                {status.label}
              </Badge>
            </span>
          </div>
          {status.reason && (
            <p className="text-sm text-red-700">
              {processingTexts.reason}: {status.reason}
            </p>
          )}
          <p className="text-sm text-slate-600">{t.uploadedNext}</p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button onClick={onAnother}>{t.another}</Button>
        <ButtonLink to="/dashboard/documents?tab=uploads" variant="secondary">
          {t.viewDocuments}
        </ButtonLink>
      </div>
    </Card>
  );
}
