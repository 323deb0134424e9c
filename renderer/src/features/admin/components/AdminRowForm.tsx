import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { loadSupabase } from '../../../lib/supabase.loader';
import { Button } from '../../../ui/Button';
import { inputClasses } from '../../../ui/TextField';
import { adminOptionsQuery, type AdminRow } from '../admin.api';
import { formValuesOf, schemaFor, type AdminField } from '../admin-form';
import { adminTexts } from '../admin.texts';

type FormValues = Record<string, string | boolean>;

interface AdminRowFormProps {
  fields: readonly AdminField[];
  row: AdminRow | null;
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
}

/** A create/edit form built from field descriptions: react-hook-form with a zod schema made of them. */
export function AdminRowForm({ fields, row, onSubmit, onCancel }: AdminRowFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues, unknown, Record<string, unknown>>({
    resolver: zodResolver(schemaFor(fields)),
    defaultValues: formValuesOf(fields, row),
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure((error as Error).message);
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          register={form.register}
          error={form.formState.errors[field.name]?.message}
          onUploaded={(url) => form.setValue(field.name, url, { shouldDirty: true })}
        />
      ))}
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {adminTexts.cancel}
        </Button>
        <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? adminTexts.saving : adminTexts.save}
        </Button>
      </div>
    </form>
  );
}

function FieldInput({
  field,
  register,
  error,
  onUploaded,
}: {
  field: AdminField;
  register: UseFormRegister<FormValues>;
  error: string | undefined;
  onUploaded: (url: string) => void;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, field.help ? `${id}-help` : null]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
  if (field.kind === 'checkbox') {
    return (
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" className="size-4" {...common} {...register(field.name)} />
        {field.label}
      </label>
    );
  }
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {field.label}
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="mt-1.5">
        {field.kind === 'textarea' ? (
          <textarea
            rows={4}
            className="block w-full rounded-xl border border-slate-300 px-3 py-2 text-sm"
            {...common}
            {...register(field.name)}
          />
        ) : field.kind === 'select' ? (
          <OptionsSelect field={field} common={common} register={register} />
        ) : (
          <input
            type={field.kind === 'date' ? 'date' : 'text'}
            inputMode={field.kind === 'number' ? 'decimal' : field.kind === 'integer' ? 'numeric' : undefined}
            className={`${inputClasses} ${error ? 'border-red-400' : 'border-slate-300'}`}
            {...common}
            {...register(field.name)}
          />
        )}
      </div>
      {field.kind === 'image' && <ImageUpload label={field.label} onUploaded={onUploaded} />}
      {field.help && (
        <p id={`${id}-help`} className="mt-1 text-xs text-muted">
          {field.help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

function OptionsSelect({
  field,
  common,
  register,
}: {
  field: AdminField;
  common: Record<string, unknown>;
  register: UseFormRegister<FormValues>;
}) {
  const table = typeof field.options === 'string' ? field.options : null;
  const loaded = useQuery({ ...adminOptionsQuery(table ?? 'subjects'), enabled: table !== null });
  const options = table
    ? (loaded.data ?? [])
    : (field.options as readonly { value: string; label: string }[]);
  return (
    <select
      className="block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm"
      {...common}
      {...register(field.name)}
    >
      <option value="">{adminTexts.none}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** Uploads an image to the public assets bucket (admins may write every bucket) and fills the field's URL. */
function ImageUpload({ label, onUploaded }: { label: string; onUploaded: (url: string) => void }) {
  const [state, setState] = useState<string | null>(null);
  async function upload(file: File) {
    setState(adminTexts.uploading);
    try {
      const client = await loadSupabase();
      const extension =
        file.name
          .split('.')
          .pop()
          ?.toLowerCase()
          .replace(/[^a-z0-9]/g, '') || 'png';
      const path = `admin/${crypto.randomUUID()}.${extension}`;
      const { error } = await client.storage.from('assets').upload(path, file, { contentType: file.type });
      if (error) throw new Error(error.message);
      onUploaded(client.storage.from('assets').getPublicUrl(path).data.publicUrl);
      setState(adminTexts.uploaded);
    } catch (error) {
      setState((error as Error).message);
    }
  }
  return (
    <div className="mt-2 flex items-center gap-3 text-sm">
      <label className="cursor-pointer rounded-lg border border-slate-300 px-3 py-1.5 font-medium hover:bg-slate-50">
        {adminTexts.uploadImage}
        <input
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
          className="sr-only"
          aria-label={`${adminTexts.uploadImage}: ${label}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </label>
      {state && (
        <span className="text-muted" role="status">
          {state}
        </span>
      )}
    </div>
  );
}
