// The fields of a back-office create/edit form, and the zod schema they make (react-hook-form validates with it).
import { z } from 'zod';
import type { AdminRow } from './admin.api';
import { SUBJECT_ICON_NAMES } from './subject-icons';

export type AdminOptionsTable = 'subjects' | 'universities' | 'countries' | 'blog_categories' | 'blog_tags';

export interface AdminField {
  name: string;
  label: string;
  kind:
    'text' | 'textarea' | 'number' | 'integer' | 'checkbox' | 'select' | 'date' | 'url' | 'image' | 'icon';
  required?: boolean;
  options?: AdminOptionsTable | readonly { value: string; label: string }[];
  help?: string;
  max?: number;
  pattern?: { regex: RegExp; message: string };
  /** For an image: where it is uploaded, and whether the row keeps its public URL or its path in the bucket. */
  storage?: { bucket: 'assets' | 'cover-images'; folder: string; stores: 'url' | 'path' };
}

export const fieldMessages = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be ${max} characters or fewer`,
  number: (label: string) => `${label} must be a number`,
  integer: (label: string) => `${label} must be a whole number`,
  url: (label: string) => `${label} must be a web address (https://…)`,
  path: (label: string) => `${label} must be an uploaded image`,
  icon: (label: string) => `${label} must be one of the listed icons`,
};

const STORED_IMAGE_PATH = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.(png|jpg|gif|webp|avif)$/;

type FormValues = Record<string, string | boolean>;

/** A schema over the form's raw values (strings and booleans) that outputs what the table stores. */
export function schemaFor(fields: readonly AdminField[]) {
  const shape: Record<string, z.ZodType<unknown, FormValues[string]>> = {};
  for (const field of fields) {
    if (field.kind === 'checkbox') {
      shape[field.name] = z.boolean();
      continue;
    }
    shape[field.name] = z
      .string()
      .trim()
      .superRefine((value, context) => {
        const fail = (message: string) => context.addIssue({ code: 'custom', message });
        if (value === '') {
          if (field.required) fail(fieldMessages.required(field.label));
          return;
        }
        if (field.max && value.length > field.max) fail(fieldMessages.tooLong(field.label, field.max));
        if ((field.kind === 'number' || field.kind === 'integer') && !Number.isFinite(Number(value)))
          fail(fieldMessages.number(field.label));
        else if (field.kind === 'integer' && !Number.isInteger(Number(value)))
          fail(fieldMessages.integer(field.label));
        if (field.kind === 'image' && field.storage?.stores === 'path') {
          if (!STORED_IMAGE_PATH.test(value)) fail(fieldMessages.path(field.label));
        } else if ((field.kind === 'url' || field.kind === 'image') && !/^https?:\/\/\S+$/.test(value))
          fail(fieldMessages.url(field.label));
        if (field.kind === 'icon' && !SUBJECT_ICON_NAMES.includes(value))
          fail(fieldMessages.icon(field.label));
        if (field.pattern && !field.pattern.regex.test(value)) fail(field.pattern.message);
      })
      .transform((value) => {
        if (value === '') return null;
        return field.kind === 'number' || field.kind === 'integer' ? Number(value) : value;
      });
  }
  return z.object(shape);
}

/** A row's values as the form edits them (everything a string, checkboxes booleans). */
export function formValuesOf(fields: readonly AdminField[], row: AdminRow | null): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = row?.[field.name];
    if (field.kind === 'checkbox') values[field.name] = row ? Boolean(value) : true;
    else values[field.name] = value === null || value === undefined ? '' : String(value as string | number);
  }
  return values;
}
