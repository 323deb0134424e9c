import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Citation } from './document-chat.api';
import { chatTexts as texts } from './document-chat.texts';

interface DocumentViewerProps {
  /** Loads the PDF's bytes, or null when the document has no PDF (its page text is shown instead). */
  pdf: { key: readonly unknown[]; load: () => Promise<Uint8Array> } | null;
  pages: { key: readonly unknown[]; load: () => Promise<Array<{ page: number; text: string }>> };
  /** The citation the reader clicked last: its page is scrolled to and its passage highlighted. */
  focus: Citation | null;
}

async function renderPdf(bytes: Uint8Array, container: HTMLElement, signal: AbortSignal): Promise<number> {
  const pdfjs = await import('pdfjs-dist');
  const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const doc = await pdfjs.getDocument({ data: bytes, isEvalSupported: false }).promise;
  const width = container.clientWidth || 600;
  for (let number = 1; number <= doc.numPages && !signal.aborted; number += 1) {
    const page = await doc.getPage(number);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: (width / base.width) * (window.devicePixelRatio || 1) });
    const canvas = document.createElement('canvas');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    canvas.style.width = '100%';
    canvas.setAttribute('aria-hidden', 'true');
    const frame = container.querySelector<HTMLElement>(`[data-page="${number}"] [data-canvas]`);
    if (!frame) break;
    frame.replaceChildren(canvas);
    await page.render({ canvas, viewport }).promise;
  }
  return doc.numPages;
}

/** The document beside the conversation: pdf.js pages (or the page text), each a scroll target for citations. */
export function DocumentViewer({ pdf, pages, focus }: DocumentViewerProps) {
  const text = useQuery({ queryKey: pages.key, queryFn: pages.load, staleTime: Infinity });
  const bytes = useQuery({
    queryKey: pdf?.key ?? ['no-pdf'],
    queryFn: () => pdf!.load(),
    enabled: pdf !== null,
    staleTime: Infinity,
  });
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!bytes.data || !container.current || !text.data) return;
    const controller = new AbortController();
    void renderPdf(bytes.data, container.current, controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [bytes.data, text.data]);

  useEffect(() => {
    if (!focus) return;
    container.current
      ?.querySelector(`[data-page="${focus.page}"]`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [focus]);

  if (text.isPending) return <p className="p-6 text-muted">{texts.viewerLoading}</p>;
  if (text.error)
    return (
      <p role="alert" className="p-6 text-red-600">
        {texts.viewerFailed}
      </p>
    );
  const total = text.data.length;
  return (
    <div ref={container} className="space-y-4" data-testid="document-viewer">
      {text.data.map(({ page, text: content }) => {
        const focused = focus?.page === page;
        return (
          <section
            key={page}
            data-page={page}
            aria-label={texts.page(page, total)}
            data-focused={focused || undefined}
            className={`scroll-mt-4 rounded-xl border bg-white p-3 shadow-sm transition ${
              focused ? 'border-amber-400 ring-4 ring-amber-200' : 'border-slate-200'
            }`}
          >
            <p className="mb-2 text-xs font-semibold text-muted">{texts.page(page, total)}</p>
            {focused && (
              <p
                className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-slate-800"
                data-testid="cited-passage"
              >
                <span className="font-semibold">{texts.citedPassage}: </span>
                <mark className="bg-amber-200/70">{focus.text}</mark>
              </p>
            )}
            {pdf ? (
              <div data-canvas className="min-h-40 bg-slate-50" />
            ) : (
              <p className="text-sm whitespace-pre-line text-slate-700">{content}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
