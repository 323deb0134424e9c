import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toast.store';
import { legalDocuments, legalHistoryQuery, legalVersionKeys, publishLegalVersion } from '../../legal';
import { legalDocumentKeys, type LegalDocumentKey } from '../../legal';
import { formatDateTime } from '../admin-format';
import { AdminPageHeader } from '../components/AdminPageHeader';

const schema = z.object({
  title: z.string().trim().min(1, 'A title is required').max(200, 'A title is 200 characters at most'),
  summary: z.string().trim().max(2000),
  body: z.string().trim().min(1, 'The text is required').max(200_000),
  change_note: z.string().trim().max(2000),
});
type LegalForm = z.infer<typeof schema>;

/** The built-in text as Markdown, the starting point before a first version is published. */
function builtInMarkdown(key: LegalDocumentKey) {
  return legalDocuments[key].sections
    .map((section) => `## ${section.heading}\n\n${section.paragraphs.join('\n\n')}`)
    .join('\n\n');
}

/** /admin/legal-notice: edit a legal page's text; every save is a new version the public page shows. */
export function AdminLegalPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('page') as LegalDocumentKey | null;
  const key = requested && legalDocumentKeys.includes(requested) ? requested : 'terms';
  const history = useQuery(legalHistoryQuery(key));
  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title="Legal notices"
        intro="The texts of the legal pages. Each save publishes a new version; earlier versions stay on record."
      />
      <label className="mt-6 flex max-w-sm flex-col text-sm font-medium text-slate-700">
        Page
        <select
          className="mt-1 h-10 rounded-xl border border-slate-300 bg-white px-3 text-sm"
          value={key}
          onChange={(event) => setParams({ page: event.target.value })}
        >
          {legalDocumentKeys.map((item) => (
            <option key={item} value={item}>
              {legalDocuments[item].title}
            </option>
          ))}
        </select>
      </label>
      {history.error && (
        <p role="alert" className="mt-4 text-red-600">
          {history.error.message}
        </p>
      )}
      {history.isPending ? (
        <div className="mt-6 h-96 animate-pulse rounded-2xl bg-slate-100" />
      ) : (
        history.data && (
          <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_18rem]">
            <LegalEditor
              key={`${key}-${history.data[0]?.version ?? 0}`}
              pageKey={key}
              latest={history.data[0] ?? null}
            />
            <Card className="p-4">
              <h2 className="text-sm font-semibold text-slate-700">Versions</h2>
              {history.data.length === 0 ? (
                <p className="mt-2 text-sm text-muted">None yet: the page shows its built-in text.</p>
              ) : (
                <ol className="mt-2 space-y-2 text-sm" aria-label="Versions">
                  {history.data.map((version) => (
                    <li key={version.id}>
                      <span className="font-semibold">v{version.version}</span> ·{' '}
                      {formatDateTime(version.created_at)}
                      {version.change_note && (
                        <span className="block text-xs text-muted">{version.change_note}</span>
                      )}
                    </li>
                  ))}
                </ol>
              )}
            </Card>
          </div>
        )
      )}
    </div>
  );
}

function LegalEditor({
  pageKey,
  latest,
}: {
  pageKey: LegalDocumentKey;
  latest: { title: string; summary: string; body: string } | null;
}) {
  const queryClient = useQueryClient();
  const form = useForm<LegalForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      title: latest?.title ?? legalDocuments[pageKey].title,
      summary: latest?.summary ?? legalDocuments[pageKey].summary,
      body: latest?.body ?? builtInMarkdown(pageKey),
      change_note: '',
    },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(async (values) => {
    try {
      await publishLegalVersion({ page_key: pageKey, ...values, change_note: values.change_note || null });
      toast.success('New version published');
      await queryClient.invalidateQueries({ queryKey: legalVersionKeys.all });
    } catch (error) {
      form.setError('root', { message: (error as Error).message });
    }
  });
  return (
    <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
      <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
      <TextField label="Summary" error={errors.summary?.message} {...form.register('summary')} />
      <div>
        <label htmlFor="legal-body" className="text-sm font-medium text-slate-700">
          Text (Markdown)
        </label>
        <textarea
          id="legal-body"
          rows={18}
          aria-invalid={errors.body ? true : undefined}
          className="mt-1.5 block w-full rounded-xl border border-slate-300 px-3 py-2 font-mono text-sm"
          {...form.register('body')}
        />
        {errors.body && <p className="mt-1 text-sm text-red-600">{errors.body.message}</p>}
      </div>
      <TextField label="What changed (for the record)" {...form.register('change_note')} />
      {errors.root && (
        <p role="alert" className="text-sm text-red-600">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
        Publish new version
      </Button>
    </form>
  );
}
