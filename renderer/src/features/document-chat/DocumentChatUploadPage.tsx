import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { useAuthStore } from '../auth';
import { chatKeys, startChatOnUpload } from './document-chat.api';
import { chatTexts as texts } from './document-chat.texts';

const MAX_BYTES = 50 * 1024 * 1024;
const ACCEPTED = /\.(pdf|docx)$/i;

/** /dashboard/document-chat/upload: a PDF or DOCX uploaded privately, just for chatting. */
export function DocumentChatUploadPage() {
  const id = useId();
  const userId = useAuthStore((state) => state.user?.id ?? '');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => startChatOnUpload(userId, chosen),
    onSuccess: async (chatId) => {
      await queryClient.invalidateQueries({ queryKey: chatKeys.all });
      void navigate(`/dashboard/document-chat/${chatId}`);
    },
    onError: () => setError(texts.uploadFailed),
  });
  return (
    <div className="mx-auto max-w-2xl">
      <PageMeta title={texts.uploadTitle} />
      <Link
        to="/dashboard/document-chat"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {texts.listTitle}
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-ink">{texts.uploadTitle}</h1>
      <p className="mt-1 text-muted">{texts.uploadIntro}</p>
      <Card className="mt-6 p-6">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!file || !ACCEPTED.test(file.name)) return setError(texts.uploadWrongType);
            if (file.size > MAX_BYTES) return setError(texts.uploadTooLarge);
            setError(null);
            upload.mutate(file);
          }}
          className="space-y-4"
        >
          <div>
            <label htmlFor={id} className="text-sm font-medium text-slate-700">
              {texts.uploadLabel}
            </label>
            <input
              id={id}
              type="file"
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              className="mt-1.5 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
            />
            {error && (
              <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending ? texts.uploading : texts.uploadButton}
          </Button>
        </form>
      </Card>
    </div>
  );
}
