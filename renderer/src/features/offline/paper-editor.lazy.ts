// The rich-text paper editor (tiptap) is the heaviest part of the offline area, so it is a chunk of its own.
// The area asks for it as soon as it opens (online, in the web build's case): once loaded, the module stays in
// the page, so a draft opened after the connection is gone needs no download. (The desktop bundle is local.)
import { lazy } from 'react';
import type * as PaperRichTextEditorModule from '../writing/PaperRichTextEditor';

let loading: Promise<typeof PaperRichTextEditorModule> | null = null;

export function preloadPaperEditor() {
  loading ??= import('../writing/PaperRichTextEditor').catch((error: unknown) => {
    loading = null; // a failed download is tried again on the next request
    throw error;
  });
  return loading;
}

export const LazyPaperRichTextEditor = lazy(async () => ({
  default: (await preloadPaperEditor()).PaperRichTextEditor,
}));
