import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { Reference } from '../../../../../shared/study/citations/citation-formatter.engine';
import {
  nameToText,
  normaliseDoi,
  normaliseIsbn,
  parseName,
} from '../../../../../shared/study/citations/reference-formats.engine';
import { Button } from '../../../ui/Button';
import { citationTexts as t } from './citations.texts';

const TYPES = Object.keys(t.types) as Array<keyof typeof t.types>;

const schema = z.object({
  type: z.enum(TYPES as [keyof typeof t.types, ...Array<keyof typeof t.types>]),
  title: z.string().trim().min(1, t.errors.title).max(1000),
  authors: z.string().max(5000),
  year: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\d{4}$/.test(v), t.errors.year),
  container: z.string().trim().max(500),
  publisher: z.string().trim().max(300),
  volume: z.string().trim().max(30),
  issue: z.string().trim().max(30),
  pages: z.string().trim().max(30),
  doi: z
    .string()
    .trim()
    .refine((v) => v === '' || normaliseDoi(v) !== null, t.errors.doi),
  isbn: z
    .string()
    .trim()
    .refine((v) => v === '' || normaliseIsbn(v) !== null, t.errors.isbn),
  url: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/\S+\.\S+/.test(v), t.errors.url),
});
type Values = z.infer<typeof schema>;

function valuesOf(reference: Reference | null): Values {
  return {
    type: reference && reference.type in t.types ? (reference.type as Values['type']) : 'article-journal',
    title: reference?.title ?? '',
    authors: (reference?.author ?? []).map(nameToText).join('\n'),
    year: String(reference?.issued?.['date-parts']?.[0]?.[0] ?? ''),
    container: reference?.['container-title'] ?? '',
    publisher: reference?.publisher ?? '',
    volume: String(reference?.volume ?? ''),
    issue: String(reference?.issue ?? ''),
    pages: reference?.page ?? '',
    doi: reference?.DOI ?? '',
    isbn: reference?.ISBN ?? '',
    url: reference?.URL ?? '',
  };
}

function referenceOf(values: Values, base: Reference | null): Reference {
  const optional = (v: string) => (v === '' ? undefined : v);
  const authors = values.authors
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => (line.includes(',') || line.includes(' ') ? parseName(line) : { literal: line }));
  const reference: Reference = {
    ...(base ?? {}),
    id: base?.id ?? `ref-${Date.now().toString(36)}`,
    type: values.type,
    title: values.title,
    author: authors.length ? authors : undefined,
    issued: values.year ? { 'date-parts': [[Number(values.year)]] } : undefined,
    'container-title': optional(values.container),
    publisher: optional(values.publisher),
    volume: optional(values.volume),
    issue: optional(values.issue),
    page: optional(values.pages),
    DOI: values.doi ? (normaliseDoi(values.doi) ?? undefined) : undefined,
    ISBN: values.isbn ? (normaliseIsbn(values.isbn) ?? undefined) : undefined,
    URL: optional(values.url),
  };
  return JSON.parse(JSON.stringify(reference)) as Reference;
}

const input = 'mt-1 h-9 w-full rounded-lg border border-slate-300 bg-white px-2.5 text-sm';

/** Add or edit one source by hand (react-hook-form + zod); DOI, ISBN and URL are checked as typed. */
export function SourceForm(props: {
  initial: Reference | null;
  onSave: (reference: Reference) => Promise<void>;
  onCancel: () => void;
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: valuesOf(props.initial) });
  const { errors, isSubmitting } = form.formState;
  const field = (name: keyof Values, label: string, className = '') => (
    <label className={`block text-xs font-medium text-slate-700 ${className}`}>
      {label}
      <input {...form.register(name)} className={input} aria-invalid={errors[name] ? true : undefined} />
      {errors[name] && (
        <span role="alert" className="mt-0.5 block text-xs text-red-700">
          {errors[name]?.message}
        </span>
      )}
    </label>
  );
  return (
    <form
      aria-label={props.initial ? t.edit : t.add}
      className="space-y-2 rounded-xl border border-slate-200 bg-slate-50 p-3"
      onSubmit={form.handleSubmit((values) => props.onSave(referenceOf(values, props.initial)))}
    >
      <label className="block text-xs font-medium text-slate-700">
        {t.fields.type}
        <select {...form.register('type')} className={input}>
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {t.types[type]}
            </option>
          ))}
        </select>
      </label>
      {field('title', t.fields.title)}
      <label className="block text-xs font-medium text-slate-700">
        {t.fields.authors}
        <textarea {...form.register('authors')} rows={2} className={`${input} h-auto py-1.5`} />
      </label>
      <div className="grid grid-cols-2 gap-2">
        {field('year', t.fields.year)}
        {field('pages', t.fields.pages)}
      </div>
      {field('container', t.fields.container)}
      {field('publisher', t.fields.publisher)}
      <div className="grid grid-cols-2 gap-2">
        {field('volume', t.fields.volume)}
        {field('issue', t.fields.issue)}
      </div>
      {field('doi', t.fields.doi)}
      {field('isbn', t.fields.isbn)}
      {field('url', t.fields.url)}
      <div className="flex gap-2 pt-1">
        <Button type="submit" disabled={isSubmitting}>
          {t.save}
        </Button>
        <Button type="button" variant="secondary" onClick={props.onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
