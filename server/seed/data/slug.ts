/**
 * The platform's slug rule (spec 1, section 5): lower-case, non-word characters stripped, runs of spaces,
 * underscores and dashes collapsed into one dash, no dash at either end.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** True when `slug` is already in the form slugify produces. */
export function isSlug(slug: string): boolean {
  return slug.length > 0 && slugify(slug) === slug;
}
