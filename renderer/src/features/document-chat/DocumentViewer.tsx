import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Citation } from './document-chat.api';
import { chatTexts as texts } from './document-chat.texts';
import { itemsHoldingPassage, splitAtPassage } from './passage-match';
import './pdf-text-layer.css';

interface DocumentViewerProps {
  /** Loads the PDF's bytes, or null when the document has no PDF (its page text is shown instead). */
  pdf: { key: readonly unknown[]; load: () => Promise<Uint8Array> } | null;
  pages: { key: readonly unknown[]; load: () => Promise<Array<{ page: number; text: string }>> };
  /** The citation the reader clicked last: its page is scrolled to and its passage highlighted. */
  focus: Citation | null;
}

/** Each page's text-layer spans once pdf.js has laid them out (a citation may be clicked before). */
class PageLayers {
  private readonly waiting = new Map<
    number,
    { promise: Promise<HTMLElement[]>; resolve: (spans: HTMLElement[]) => void }
  >();
  of(page: number) {
    let entry = this.waiting.get(page);
    if (!entry) {
      let resolve!: (spans: HTMLElement[]) => void;
      const promise = new Promise<HTMLElement[]>((r) => (resolve = r));
      entry = { promise, resolve };
      this.waiting.set(page, entry);
    }
    return entry;
  }
}

async function renderPdf(
  bytes: Uint8Array,
  container: HTMLElement,
  layers: PageLayers,
  signal: AbortSignal,
): Promise<number> {
  const pdfjs = await import('pdfjs-dist');
  const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  const doc = await pdfjs.getDocument({ data: bytes, isEvalSupported: false }).promise;
  const width =
    container.querySelector<HTMLElement>('[data-canvas]')?.clientWidth || container.clientWidth || 600;
  for (let number = 1; number <= doc.numPages && !signal.aborted; number += 1) {
    const page = await doc.getPage(number);
    const base = page.getViewport({ scale: 1 });
    const cssScale = width / base.width;
    const viewport = page.getViewport({ scale: cssScale * (window.devicePixelRatio || 1) });
    const canvas = document.createElement('canvas');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    canvas.style.width = '100%';
    canvas.style.display = 'block';
    canvas.setAttribute('aria-hidden', 'true');
    const frame = container.querySelector<HTMLElement>(`[data-page="${number}"] [data-canvas]`);
    if (!frame) break;
    // The text layer sizes itself from this factor: CSS pixels per PDF point.
    frame.style.setProperty('--total-scale-factor', String(cssScale));
    const textLayer = document.createElement('div');
    textLayer.className = 'textLayer';
    // The page's text is read out from the page's own text beside it; this layer is for the eye and selection.
    textLayer.setAttribute('aria-hidden', 'true');
    frame.replaceChildren(canvas, textLayer);
    await page.render({ canvas, viewport }).promise;
    const layer = new pdfjs.TextLayer({
      textContentSource: await page.getTextContent(),
      container: textLayer,
      viewport: page.getViewport({ scale: cssScale }),
    });
    await layer.render();
    layers.of(number).resolve(layer.textDivs);
  }
  return doc.numPages;
}

/** Marks the spans of the cited passage on its page's text layer and scrolls the first into view. */
function highlightPassage(container: HTMLElement, spans: HTMLElement[], passage: string): void {
  container.querySelectorAll('.cited-passage').forEach((el) => el.classList.remove('cited-passage'));
  const hits = itemsHoldingPassage(
    spans.map((s) => s.textContent ?? ''),
    passage,
  );
  for (const index of hits) spans[index]!.classList.add('cited-passage');
  const first = hits.length > 0 ? spans[hits[0]!] : undefined;
  if (first) first.scrollIntoView({ behavior: 'smooth', block: 'center' });
}

function PageText({ content, passage }: { content: string; passage: string | null }) {
  const parts = passage ? splitAtPassage(content, passage) : null;
  if (!parts) return <p className="text-sm whitespace-pre-line text-slate-700">{content}</p>;
  return (
    <p className="text-sm whitespace-pre-line text-slate-700">
      {parts[0]}
      <mark className="rounded-sm bg-amber-200/80 text-slate-900" data-testid="passage-highlight">
        {parts[1]}
      </mark>
      {parts[2]}
    </p>
  );
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
  const layers = useRef(new PageLayers());

  useEffect(() => {
    if (!bytes.data || !container.current || !text.data) return;
    const controller = new AbortController();
    layers.current = new PageLayers();
    void renderPdf(bytes.data, container.current, layers.current, controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, [bytes.data, text.data]);

  useEffect(() => {
    if (!focus || !container.current) return;
    const root = container.current;
    root.querySelector(`[data-page="${focus.page}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    if (!pdf || focus.text === '') return;
    let current = true;
    void layers.current.of(focus.page).promise.then((spans) => {
      if (current) highlightPassage(root, spans, focus.text);
    });
    return () => {
      current = false;
    };
  }, [focus, pdf]);

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
            {focused && focus.text !== '' && (
              <p
                className="mb-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-slate-800"
                data-testid="cited-passage"
              >
                <span className="font-semibold">{texts.citedPassage}: </span>
                {focus.text}
              </p>
            )}
            {pdf ? (
              <div data-canvas className="relative min-h-40 bg-slate-50" />
            ) : (
              <PageText content={content} passage={focused ? focus.text : null} />
            )}
          </section>
        );
      })}
    </div>
  );
}
