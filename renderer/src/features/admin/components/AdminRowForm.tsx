import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useController, useForm, type Control, type UseFormRegister } from 'react-hook-form';
import { loadSupabase } from '../../../lib/supabase.loader';
import { Button } from '../../../ui/Button';
import { inputClasses } from '../../../ui/TextField';
import { adminOptionsQuery, type AdminRow } from '../admin.api';
import { formValuesOf, schemaFor, type AdminField } from '../admin-form';
import { checkImageFile } from '../admin-image';
import { SUBJECT_ICON_NAMES, SUBJECT_ICONS } from '../subject-icons';
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
          control={form.control}
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
  control,
  error,
  onUploaded,
}: {
  field: AdminField;
  register: UseFormRegister<FormValues>;
  control: Control<FormValues, unknown, Record<string, unknown>>;
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
  if (field.kind === 'icon') {
    return <IconPicker field={field} register={register} error={error} />;
  }
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
          <OptionsSelect field={field} common={common} control={control} />
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
      {field.kind === 'image' && <ImageUpload field={field} onUploaded={onUploaded} />}
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

/**
 * A select whose options may load after the form: controlled, so the row's value is shown once its option exists
 * (an uncontrolled select keeps the '—' it fell back to while the list was loading, and saving would clear it).
 */
function OptionsSelect({
  field,
  common,
  control,
}: {
  field: AdminField;
  common: Record<string, unknown>;
  control: Control<FormValues, unknown, Record<string, unknown>>;
}) {
  const { field: input } = useController({ control, name: field.name });
  const value = String(input.value);
  const table = typeof field.options === 'string' ? field.options : null;
  const loaded = useQuery({ ...adminOptionsQuery(table ?? 'subjects'), enabled: table !== null });
  const options = table
    ? (loaded.data ?? [])
    : (field.options as readonly { value: string; label: string }[]);
  return (
    <select
      className="block h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-sm"
      {...common}
      {...input}
      value={value}
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
function IconPicker({
  field,
  register,
  error,
}: {
  field: AdminField;
  register: UseFormRegister<FormValues>;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-700">{field.label}</legend>
      <div
        className="mt-1.5 grid grid-cols-5 gap-2 sm:grid-cols-7"
        role="radiogroup"
        aria-label={field.label}
      >
        <label className="flex h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 text-xs text-slate-600 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500">
          <input type="radio" value="" className="sr-only" {...register(field.name)} />
          {adminTexts.none}
        </label>
        {SUBJECT_ICON_NAMES.map((name) => {
          const Icon = SUBJECT_ICONS[name]!;
          return (
            <label
              key={name}
              title={name}
              className="flex h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 text-slate-700 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500"
            >
              <input
                type="radio"
                value={name}
                className="sr-only"
                aria-label={name}
                {...register(field.name)}
              />
              <Icon aria-hidden="true" className="size-5" />
            </label>
          );
        })}
      </div>
      {field.help && <p className="mt-1 text-xs text-muted">{field.help}</p>}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ImageUpload({ field, onUploaded }: { field: AdminField; onUploaded: (value: string) => void }) {
  const [state, setState] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const storage = field.storage ?? { bucket: 'assets' as const, folder: 'admin', stores: 'url' as const };
  async function upload(file: File) {
    const check = await checkImageFile(file);
    if (!check.ok) {
      setState(check.message);
      return;
    }
    setState(adminTexts.uploading);
    try {
      const client = await loadSupabase();
      const path = `${storage.folder}/${crypto.randomUUID()}.${check.extension}`;
      const bucket = client.storage.from(storage.bucket);
      const { error } = await bucket.upload(path, file, { contentType: check.type });
      if (error) throw new Error(error.message);
      const publicUrl = bucket.getPublicUrl(path).data.publicUrl;
      onUploaded(storage.stores === 'path' ? path : publicUrl);
      setPreview(publicUrl);
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
          aria-label={`${adminTexts.uploadImage}: ${field.label}`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
        />
      </label>
      {preview && <img src={preview} alt="" className="size-10 rounded object-cover" />}
      {state && (
        <span className="text-muted" role="status">
          {state}
        </span>
      )}
    </div>
  );
}
