/** The legal pages of spec 1 section 2, under /legal/{key}. */
export const legalDocumentKeys = [
  'terms',
  'privacy',
  'cookie-policy',
  'code-of-honor',
  'community-guidelines',
  'notice-takedown',
  'refund-policy',
  'file-complaint',
] as const;

export type LegalDocumentKey = (typeof legalDocumentKeys)[number];
