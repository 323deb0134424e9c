import { z } from 'zod';

// A reference in CSL-JSON, the exchange format of Zotero, Mendeley and DOI metadata services, as a schema: a
// paper's stored sources (jsonb) are read through it, so what reaches citeproc is what the type says.

export const cslNameSchema = z.object({
  family: z.string().optional(),
  given: z.string().optional(),
  /** Organisations and names that must not be split ("World Health Organization"). */
  literal: z.string().optional(),
});
export type CslName = z.infer<typeof cslNameSchema>;

export const cslDateSchema = z.object({
  'date-parts': z.array(z.array(z.union([z.number(), z.string()]))).optional(),
  literal: z.string().optional(),
});
export type CslDate = z.infer<typeof cslDateSchema>;

export const REFERENCE_TYPES = [
  'book',
  'chapter',
  'article-journal',
  'article-magazine',
  'article-newspaper',
  'webpage',
  'post-weblog',
  'report',
  'thesis',
  'paper-conference',
  'entry-encyclopedia',
  'motion_picture',
  'legislation',
] as const;

const numberOrText = z.union([z.string(), z.number()]);

export const referenceSchema = z.object({
  id: z.string(),
  type: z.enum(REFERENCE_TYPES),
  title: z.string(),
  author: z.array(cslNameSchema).optional(),
  editor: z.array(cslNameSchema).optional(),
  translator: z.array(cslNameSchema).optional(),
  issued: cslDateSchema.optional(),
  accessed: cslDateSchema.optional(),
  'container-title': z.string().optional(),
  'collection-title': z.string().optional(),
  publisher: z.string().optional(),
  'publisher-place': z.string().optional(),
  volume: numberOrText.optional(),
  issue: numberOrText.optional(),
  page: z.string().optional(),
  edition: numberOrText.optional(),
  genre: z.string().optional(),
  DOI: z.string().optional(),
  URL: z.string().optional(),
  ISBN: z.string().optional(),
});
export type Reference = z.infer<typeof referenceSchema>;
