import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { loadSupabase } from '../../../lib/supabase.loader';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast.store';
import {
  adminOptionsQuery,
  deleteDocument,
  saveAdminRow,
  type AdminRow,
  type DocumentDecision,
} from '../admin.api';
import { formatDateTime, joined, text } from '../admin-format';
import { adminTexts } from '../admin.texts';
import { AdminDialog } from './AdminDialog';
import { AdminReasonDialog } from './AdminReasonDialog';
import { AdminStatusBadge } from './AdminStatusBadge';

const texts = adminTexts.documents;

const metadataSchema = z.object({
  title: z.string().trim().min(1, texts.titleRule).max(300, texts.titleRule),
  description: z.string().max(20_000),
  price: z.coerce.number<string>().min(0, texts.priceRule),
  points_price: z.coerce.number<string>().int().min(0, texts.priceRule),
  subject_id: z.string(),
  language: z.string().trim().min(2).max(10),
});
type MetadataForm = z.input<typeof metadataSchema>;

interface AdminDocumentDialogProps {
  document: AdminRow | null;
  onClose: () => void;
  onDecide: (decision: DocumentDecision) => void;
  onChanged: () => Promise<unknown>;
}

/** One document under review: its preview, its details (editable), the decisions and delete. */
export function AdminDocumentDialog({ document, onClose, onDecide, onChanged }: AdminDocumentDialogProps) {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <AdminDialog
        open={document !== null && !deleting}
        onOpenChange={(open) => !open && onClose()}
        title={texts.detailTitle}
        wide
      >
        {document && (
          <DocumentReview
            key={document.id}
            document={document}
            onDecide={onDecide}
            onDelete={() => setDeleting(true)}
            onChanged={onChanged}
          />
        )}
      </AdminDialog>
      <AdminReasonDialog
        open={document !== null && deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(false);
        }}
        title={texts.deleteTitle}
        description={texts.deleteHelp}
        confirmLabel={adminTexts.delete}
        danger
        onConfirm={async (reason) => {
          await deleteDocument(document!.id, reason);
          toast.success(texts.deleted);
          setDeleting(false);
          onClose();
          await onChanged();
        }}
      />
    </>
  );
}

function DocumentReview({
  document,
  onDecide,
  onDelete,
  onChanged,
}: {
  document: AdminRow;
  onDecide: (decision: DocumentDecision) => void;
  onDelete: () => void;
  onChanged: () => Promise<unknown>;
}) {
  const status = String(document.status);
  const seller = joined(document.seller);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="admin-doc-preview">
        <h3 id="admin-doc-preview" className="text-sm font-semibold text-slate-700">
          {texts.preview}
        </h3>
        <DocumentPreview document={document} />
        {status === 'approved' && typeof document.slug === 'string' && (
          <Link
            to={`/documents/${document.slug}`}
            target="_blank"
            className="mt-2 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
          >
            {texts.publicPage}
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </Link>
        )}
      </section>
      <section aria-labelledby="admin-doc-details">
        <div className="flex items-center justify-between gap-2">
          <h3 id="admin-doc-details" className="text-sm font-semibold text-slate-700">
            {texts.metadata}
          </h3>
          <AdminStatusBadge status={status} />
        </div>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted">{texts.columns.seller}</dt>
          <dd>
            {text(seller.full_name)} · {text(seller.email)}
          </dd>
          <dt className="text-muted">{texts.columns.uploaded}</dt>
          <dd>{formatDateTime(document.created_at)}</dd>
          {typeof document.rejection_reason === 'string' && document.rejection_reason && (
            <>
              <dt className="text-muted">{texts.rejectionReason}</dt>
              <dd>{document.rejection_reason}</dd>
            </>
          )}
        </dl>
        <div className="mt-4 flex flex-wrap gap-2">
          {status !== 'approved' && status !== 'deleted' && (
            <Button size="sm" onClick={() => onDecide('approved')}>
              {texts.approve}
            </Button>
          )}
          {status !== 'soft-reject' && status !== 'deleted' && (
            <Button variant="outline" size="sm" onClick={() => onDecide('soft-reject')}>
              {texts.softReject}
            </Button>
          )}
          {status !== 'rejected' && status !== 'deleted' && (
            <Button variant="outline" size="sm" onClick={() => onDecide('rejected')}>
              {texts.reject}
            </Button>
          )}
          {status !== 'deleted' && (
            <Button variant="ghost" size="sm" className="text-red-600" onClick={onDelete}>
              {adminTexts.delete}
            </Button>
          )}
        </div>
        <MetadataEditor document={document} onChanged={onChanged} />
      </section>
    </div>
  );
}

function DocumentPreview({ document }: { document: AdminRow }) {
  const preview = useQuery({
    queryKey: [
      'admin',
      'document-file',
      document.id,
      document.preview_file_path,
      document.original_file_path,
    ],
    queryFn: async () => {
      const client = await loadSupabase();
      if (typeof document.preview_file_path === 'string' && document.preview_file_path) {
        return client.storage.from('document-previews').getPublicUrl(document.preview_file_path).data
          .publicUrl;
      }
      if (typeof document.original_file_path === 'string' && document.original_file_path) {
        const { data, error } = await client.storage
          .from('document-originals')
          .createSignedUrl(document.original_file_path, 3600);
        if (error) throw new Error(error.message);
        return data.signedUrl;
      }
      return '';
    },
  });
  if (preview.isPending) return <div className="mt-2 h-72 animate-pulse rounded-xl bg-slate-100" />;
  if (preview.error)
    return (
      <p role="alert" className="mt-2 text-sm text-red-600">
        {preview.error.message}
      </p>
    );
  if (!preview.data)
    return <p className="mt-2 rounded-xl bg-slate-50 p-4 text-sm text-muted">{texts.noPreview}</p>;
  const isPdf = /\.pdf($|\?)/i.test(preview.data) || document.file_format === 'pdf';
  return (
    <div className="mt-2">
      {isPdf && (
        <iframe
          title={`${texts.preview}: ${text(document.title)}`}
          src={preview.data}
          className="h-72 w-full rounded-xl border"
        />
      )}
      <a
        href={preview.data}
        target="_blank"
        rel="noreferrer"
        className="mt-2 inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
      >
        {texts.openFile}
        <ExternalLink aria-hidden="true" className="size-3.5" />
      </a>
    </div>
  );
}

function MetadataEditor({ document, onChanged }: { document: AdminRow; onChanged: () => Promise<unknown> }) {
  const subjects = useQuery(adminOptionsQuery('subjects'));
  const form = useForm<MetadataForm, unknown, z.output<typeof metadataSchema>>({
    resolver: zodResolver(metadataSchema),
    defaultValues: {
      title: text(document.title),
      description: typeof document.description === 'string' ? document.description : '',
      price: String(document.price ?? 0),
      points_price: String(document.points_price ?? 0),
      subject_id: typeof document.subject_id === 'string' ? document.subject_id : '',
      language: typeof document.language === 'string' ? document.language : 'en',
    },
  });
  // Controlled: the subjects load after the form, and the document's subject must show (and stay) once they have.
  const { field: subject } = useController({ control: form.control, name: 'subject_id' });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await saveAdminRow('documents', { ...values, subject_id: values.subject_id || null }, document.id);
      toast.success(texts.metadataSaved);
      await onChanged();
    } catch (error) {
      toast.error(adminTexts.actionFailed, { description: (error as Error).message });
    }
  });
  return (
    <form
      className="mt-5 space-y-3 border-t border-slate-200 pt-4"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <TextField label={texts.fields.title} error={errors.title?.message} {...form.register('title')} />
      <div>
        <label htmlFor="admin-doc-description" className="text-sm font-medium text-slate-700">
          {texts.fields.description}
        </label>
        <textarea
          id="admin-doc-description"
          rows={3}
          className="mt-1.5 block w-full rounded-xl border border-slate-300 px-3 py-2 text-sm"
          {...form.register('description')}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={texts.fields.price}
          inputMode="decimal"
          error={errors.price?.message}
          {...form.register('price')}
        />
        <TextField
          label={texts.fields.points}
          inputMode="numeric"
          error={errors.points_price?.message}
          {...form.register('points_price')}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor="admin-doc-subject" className="text-sm font-medium text-slate-700">
            {texts.fields.subject}
          </label>
          <select
            id="admin-doc-subject"
            className="mt-1.5 block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm"
            {...subject}
          >
            <option value="">{adminTexts.none}</option>
            {subjects.data?.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <TextField
          label={texts.fields.language}
          error={errors.language?.message}
          {...form.register('language')}
        />
      </div>
      <Button type="submit" size="sm" variant="secondary" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? adminTexts.saving : adminTexts.save}
      </Button>
    </form>
  );
}
