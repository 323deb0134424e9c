import { PageMeta } from '../../ui/PageMeta';
import { useAuthStore } from '../auth';
import { uploadTexts as t } from './marketplace.texts';
import { ProcessingList } from './ProcessingList';
import { UploadForm } from './UploadForm';

/** /dashboard/documents/upload: the upload form and the seller's uploads with their live processing status. */
export function UploadPage() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageMeta title={t.pageTitle} description={t.pageDescription} />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t.heading}</h1>
        <p className="mt-2 text-slate-600">{t.intro}</p>
      </div>
      {userId && (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <UploadForm userId={userId} />
          <ProcessingList userId={userId} />
        </div>
      )}
    </div>
  );
}
