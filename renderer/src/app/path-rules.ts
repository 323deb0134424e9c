// Address rules of spec 1 section 2: paths are lowercased and a trailing slash removed, by redirect; aliases
// redirect to their canonical page.

/** The canonical form of a pathname, or null when it already is canonical. */
export function canonicalPath(pathname: string): string | null {
  let next = pathname.toLowerCase();
  if (next.length > 1) next = next.replace(/\/+$/, '') || '/';
  next = next.replace(/\/{2,}/g, '/');
  return next === pathname ? null : next;
}

/** The last non-empty segment of a splat: "a/b/c/" → "c". */
export function lastSegment(splat: string | undefined): string {
  return (splat ?? '').split('/').filter(Boolean).at(-1) ?? '';
}

/** Slugs: lowercase, non-word characters stripped, spaces and dashes collapsed into single dashes (spec 1 §5). */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface AliasRule {
  from: string;
  to: (params: Record<string, string | undefined>) => string;
}

/** Public aliases (spec 1 section 2) and the dashboard's (spec 2 section 2.2). */
export const aliasRules: AliasRule[] = [
  { from: '/xywriter', to: () => '/ai-writer' },
  { from: '/plagiarism-detector', to: () => '/plagiarism-checker' },
  { from: '/homework-helper', to: () => '/ai-homework-helper' },
  { from: '/homework-helper/*', to: (params) => `/ai-homework-helper/${lastSegment(params['*'])}` },
  { from: '/flashcard-maker', to: () => '/ai-flashcard-maker' },
  { from: '/flashcard-maker/*', to: (params) => `/ai-flashcard-maker/${lastSegment(params['*'])}` },
  { from: '/dashboard/xywriter', to: () => '/dashboard/ai-writer' },
  { from: '/dashboard/xywriter/paper', to: () => '/dashboard/ai-writer/paper' },
  {
    from: '/dashboard/xywriter/paper/:paperId',
    to: (params) => `/dashboard/ai-writer/paper/${params.paperId ?? ''}`,
  },
  { from: '/dashboard/homework-helper', to: () => '/dashboard/ai-homework-helper' },
  // Spec 2 section 2.2: this redirect "keeps the literal parameter": it goes to the route pattern itself, not to
  // the question (the ai-homework-helper page then answers that no such question exists).
  {
    from: '/dashboard/homework-helper/question/:slug',
    to: () => '/dashboard/ai-homework-helper/question/:slug',
  },
];
