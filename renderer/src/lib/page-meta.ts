// Page metadata: the <title> is rendered by React 19 into <head>; the description meta tag is shared, so it is
// set (and put back) imperatively.
import { useEffect } from 'react';

export const SITE_NAME = 'Studyloop';
export const DEFAULT_DESCRIPTION =
  'Studyloop: AI homework help, flashcards, practice tests, a free academic writer and thousands of study notes from students at top universities.';

export function pageTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} – ${SITE_NAME}`;
}

export function usePageDescription(description: string | undefined): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta || !description) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous || DEFAULT_DESCRIPTION;
    };
  }, [description]);
}
