import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { POINTS_PER_USD } from '../../../../shared/constants/points-costs';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { TextField, inputClasses } from '../../ui/TextField';
import { RestoredDraftNotice, useFormDraft } from '../drafts';
import { SelectField } from '../settings';
import { LANGUAGES, uploadTexts as t } from './marketplace.texts';
import {
  coursesQuery,
  originalPath,
  submitUpload,
  uploadKeys,
  uploadOptionsQuery,
  uploadResumable,
  type UploadProgress,
} from './upload.api';
import { UploadError } from './upload-errors';
import { checkDocumentFile } from './upload-file-check';
import { fileProblem, uploadSchema, type UploadFormValues } from './upload.schema';
import { UploadDropzone } from './UploadDropzone';
import { UploadSuccess } from './UploadSuccess';

const EMPTY: UploadFormValues = {
  title: '',
  description: '',
  subject_id: '',
  document_type_id: '',
  university_id: '',
  course_id: '',
  textbook_id: '',
  price: 0,
  language: 'en',
};

const bytesProblem = (file: File) =>
  checkDocumentFile(file).then(
    (result) => result.problem,
    () => t.errors.checking,
  );

/** The upload form: file, metadata, price with its points and the seller's share; uploads resumably. */
export function UploadForm({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const options = useQuery(uploadOptionsQuery());
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<{ documentId: string; title: string } | null>(null);
  // The check of the picked file's bytes (it reads the file, so it answers a moment later), for that file.
  const [bytesCheck, setBytesCheck] = useState<{ file: File; problem: string | null } | null>(null);
  const form = useForm<UploadFormValues>({ resolver: zodResolver(uploadSchema), defaultValues: EMPTY });
  const { register, handleSubmit, control, setValue, formState, reset } = form;
  // The fields are kept on this device until the upload is submitted (a file cannot be kept: it is picked again).
  const journal = useFormDraft(form, 'marketplace:upload');
  const universityId = useWatch({ control, name: 'university_id' });
  const courses = useQuery(coursesQuery(universityId));
  const price = Number(useWatch({ control, name: 'price' })) || 0;
  const points = Math.round(price * POINTS_PER_USD);
  const share = options.data?.sellerSharePercent ?? 70;
  const busy = formState.isSubmitting;

  const chooseFile = (picked: File) => {
    setFile(picked);
    setServerError(null);
    const problem = fileProblem(picked);
    setFileError(problem);
    if (!form.getValues('title'))
      setValue('title', picked.name.replace(/\.[^.]+$/, '').replace(/[_-]+/g, ' '));
    // What the bytes are, before a byte is sent: a program renamed .pdf is answered here, in plain words.
    if (!problem) void bytesProblem(picked).then((found) => setBytesCheck({ file: picked, problem: found }));
  };

  const onSubmit = handleSubmit(
    async (values) => {
      setServerError(null);
      if (!file) return setFileError(t.errors.file);
      const problem = fileProblem(file) ?? (await bytesProblem(file));
      if (problem) return setFileError(problem);
      const path = originalPath(userId, file.name);
      try {
        setProgress({ sent: 0, total: file.size, resuming: false });
        await uploadResumable(file, path, setProgress, new AbortController().signal);
        const created = await submitUpload(path, values);
        setUploaded({ documentId: created.document_id, title: values.title.trim() });
        setFile(null);
        reset(EMPTY);
        void journal.saved();
        void queryClient.invalidateQueries({ queryKey: uploadKeys.processing(userId) });
      } catch (error) {
        // The server's word on the file itself goes under the file; anything else under the form.
        if (error instanceof UploadError && error.field === 'file') setFileError(error.message);
        else setServerError(error instanceof Error ? error.message : t.errors.upload);
      } finally {
        setProgress(null);
      }
    },
    () => {
      if (!file) setFileError(t.errors.file);
    },
  );

  const errors = formState.errors;
  const checking = file !== null && !fileError && bytesCheck?.file !== file;
  const shownFileError = fileError ?? (bytesCheck?.file === file ? bytesCheck.problem : null);
  if (uploaded)
    return (
      <UploadSuccess
        userId={userId}
        documentId={uploaded.documentId}
        title={uploaded.title}
        onAnother={() => setUploaded(null)}
      />
    );
  const percent = progress ? Math.floor((progress.sent / Math.max(1, progress.total)) * 100) : 0;
  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5" aria-busy={busy}>
        <RestoredDraftNotice journal={journal} />
        <UploadDropzone
          file={file}
          error={shownFileError}
          checking={checking}
          disabled={busy}
          onFile={chooseFile}
        />
        <TextField
          label={t.fields.title}
          error={errors.title?.message}
          maxLength={300}
          {...register('title')}
        />
        <div>
          <label htmlFor="upload-description" className="text-sm font-medium text-slate-700">
            {t.fields.description}
          </label>
          <textarea
            id="upload-description"
            rows={4}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? 'upload-description-error' : undefined}
            className={`${inputClasses} mt-1.5 h-auto py-2.5 ${errors.description ? 'border-red-400' : 'border-slate-300'}`}
            {...register('description')}
          />
          {errors.description && (
            <p id="upload-description-error" className="mt-1.5 text-sm text-red-600">
              {errors.description.message}
            </p>
          )}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label={t.fields.subject}
            placeholder={t.placeholders.subject}
            options={options.data?.subjects}
            error={errors.subject_id?.message}
            {...register('subject_id')}
          />
          <SelectField
            label={t.fields.type}
            placeholder={t.placeholders.type}
            options={options.data?.types}
            error={errors.document_type_id?.message}
            {...register('document_type_id')}
          />
          <SelectField
            label={t.fields.university}
            placeholder={t.placeholders.university}
            options={options.data?.universities}
            error={errors.university_id?.message}
            {...register('university_id', { onChange: () => setValue('course_id', '') })}
          />
          <SelectField
            label={t.fields.course}
            placeholder={universityId ? t.placeholders.course : t.placeholders.courseFirst}
            options={universityId ? courses.data : []}
            disabled={!universityId}
            {...register('course_id')}
          />
          <SelectField
            label={t.fields.textbook}
            placeholder={t.placeholders.textbook}
            options={options.data?.textbooks}
            {...register('textbook_id')}
          />
          <SelectField
            label={t.fields.language}
            placeholder={t.fields.language}
            options={LANGUAGES}
            {...register('language')}
          />
        </div>
        <div>
          <TextField
            label={t.fields.price}
            type="number"
            inputMode="decimal"
            min={0}
            max={10000}
            step={0.01}
            error={errors.price?.message}
            aria-describedby="upload-price-hint"
            {...register('price', { valueAsNumber: true })}
          />
          <p id="upload-price-hint" className="mt-1.5 text-sm text-slate-600" data-testid="price-hint">
            {t.priceHint(points, share, Math.floor((points * share) / 100))}
          </p>
        </div>
        {progress && (
          <div aria-live="polite">
            <div
              role="progressbar"
              aria-label={t.uploading(percent)}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2.5 overflow-hidden rounded-full bg-slate-100"
            >
              <div
                className="h-full rounded-full bg-brand-500 transition-all"
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {progress.resuming ? t.resuming : t.uploading(percent)}
            </p>
          </div>
        )}
        {serverError && (
          <p role="alert" className="text-sm text-red-600">
            {serverError}
          </p>
        )}
        <Button type="submit" disabled={busy} className="w-full sm:w-auto">
          {busy ? t.uploading(percent) : t.submit}
        </Button>
      </form>
    </Card>
  );
}
