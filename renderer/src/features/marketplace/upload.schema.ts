import { z } from 'zod';
import { uploadTexts } from './marketplace.texts';

const e = uploadTexts.errors;

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
export const ACCEPTED_EXTENSIONS = ['pdf', 'docx', 'pptx', 'txt', 'md'] as const;
export const ACCEPT_ATTRIBUTE =
  '.pdf,.docx,.pptx,.txt,.md,application/pdf,text/plain,text/markdown,' +
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document,' +
  'application/vnd.openxmlformats-officedocument.presentationml.presentation';

/** The file as the browser sees it; the server checks the bytes again. */
export function fileProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(ACCEPTED_EXTENSIONS as readonly string[]).includes(extension)) return e.fileType;
  if (file.size === 0) return e.fileEmpty;
  if (file.size > MAX_UPLOAD_BYTES) return e.fileTooLarge;
  return null;
}

export const uploadSchema = z.object({
  title: z.string().trim().min(1, e.title).max(300, e.titleLong),
  description: z.string().trim().min(1, e.description),
  subject_id: z.string().min(1, e.subject),
  document_type_id: z.string().min(1, e.type),
  university_id: z.string().min(1, e.university),
  course_id: z.string(),
  textbook_id: z.string(),
  price: z
    .number({ error: e.price })
    .min(0, e.price)
    .max(10_000, e.price)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, e.priceDecimals),
  language: z.string().min(2),
});

export type UploadFormValues = z.infer<typeof uploadSchema>;
