import { clsx } from 'clsx';
import { FileUp } from 'lucide-react';
import { useId, useState } from 'react';
import type { DragEvent } from 'react';
import { uploadTexts as t } from './marketplace.texts';
import { ACCEPT_ATTRIBUTE } from './upload.schema';

interface UploadDropzoneProps {
  file: File | null;
  error: string | null;
  /** The file's bytes are being checked. */
  checking: boolean;
  disabled: boolean;
  onFile: (file: File) => void;
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Drag and drop a file, or pick one with the keyboard-reachable button (a real file input). */
export function UploadDropzone({ file, error, checking, disabled, onFile }: UploadDropzoneProps) {
  const inputId = useId();
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };
  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="upload-dropzone"
        className={clsx(
          'flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-6 py-10 text-center transition',
          over
            ? 'border-brand-500 bg-brand-50'
            : error
              ? 'border-red-300 bg-red-50/40'
              : 'border-slate-300 bg-slate-50/60',
        )}
      >
        <FileUp aria-hidden className="size-8 text-brand-600" />
        {file ? (
          <p className="font-medium text-ink">
            {file.name} <span className="text-sm font-normal text-slate-500">({formatSize(file.size)})</span>
          </p>
        ) : (
          <p className="font-medium text-ink">{t.dropTitle}</p>
        )}
        <p className="text-sm text-slate-500">{file ? '' : t.dropOr}</p>
        <label
          htmlFor={inputId}
          className={clsx(
            'cursor-pointer rounded-xl bg-white px-4 py-2 text-sm font-semibold text-brand-700 ring-1 ring-brand-200',
            'focus-within:ring-4 focus-within:ring-brand-100 hover:bg-brand-50',
            disabled && 'pointer-events-none opacity-50',
          )}
        >
          {file ? t.change : t.pick}
          <input
            id={inputId}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            className="sr-only"
            disabled={disabled}
            aria-describedby={error && !checking ? `${inputId}-hint ${inputId}-error` : `${inputId}-hint`}
            aria-invalid={error && !checking ? true : undefined}
            onChange={(event) => {
              const picked = event.target.files?.[0];
              if (picked) onFile(picked);
              event.target.value = '';
            }}
          />
        </label>
        <p id={`${inputId}-hint`} className="text-xs text-slate-500">
          {t.accepted}
        </p>
      </div>
      {checking && (
        <p role="status" className="mt-2 text-sm text-slate-600">
          {t.checkingFile}
        </p>
      )}
      {error && !checking && (
        <p id={`${inputId}-error`} role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
