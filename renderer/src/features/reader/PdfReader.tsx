// pdf.js page by page: the document opened, the page rendered at the chosen zoom with the find matches
// highlighted, keyboard shortcuts. The toolbar (PdfToolbar), find (usePdfFind) and pdf.js's side (pdf-document)
// are their own modules; all of them load only with the reader's route.
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode } from 'react';
import { highlightBox, openPdf, textItems, type HighlightBox, type TextItem } from './pdf-document';
import { nextZoom } from './pdf-zoom';
import { PdfToolbar } from './PdfToolbar';
import { readerTexts as texts } from './reader.texts';
import { usePdfFind } from './usePdfFind';

interface PdfReaderProps {
  bytes: Uint8Array;
  initialPage: number;
  onPageChange: (page: number, total: number) => void;
  /** Buttons beside the reader's own (download, save, report). */
  actions?: ReactNode;
  /** Shown above the page (e.g. the preview's upsell). */
  banner?: ReactNode;
}

export function PdfReader({ bytes, initialPage, onPageChange, actions, banner }: PdfReaderProps) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [pageInput, setPageInput] = useState('1');
  const [zoom, setZoom] = useState<number | null>(null);
  const [fitScale, setFitScale] = useState(1);
  const [width, setWidth] = useState(0);
  const [rendering, setRendering] = useState(true);
  const [pageText, setPageText] = useState('');
  const [highlights, setHighlights] = useState<HighlightBox[]>([]);
  const pagesText = useRef<Map<number, TextItem[]>>(new Map());
  const frame = useRef<HTMLDivElement>(null);
  const canvasBox = useRef<HTMLDivElement>(null);
  const findInput = useRef<HTMLInputElement>(null);
  const total = pdf?.numPages ?? 0;
  const scale = zoom ?? fitScale;

  useEffect(() => {
    let cancelled = false;
    let opened: PDFDocumentProxy | null = null;
    openPdf(bytes)
      .then((doc) => {
        opened = doc;
        if (cancelled) return void doc.destroy();
        pagesText.current = new Map();
        const start = Math.min(Math.max(1, initialPage), doc.numPages);
        setPdf(doc);
        setPage(start);
        setPageInput(String(start));
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailed(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
      void opened?.destroy();
    };
    // initialPage is read once, when the file opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [bytes]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [pdf]);

  const itemsOf = useCallback(
    async (number: number): Promise<TextItem[]> => {
      const cached = pagesText.current.get(number);
      if (cached || !pdf) return cached ?? [];
      const items = textItems(await (await pdf.getPage(number)).getTextContent());
      pagesText.current.set(number, items);
      return items;
    },
    [pdf],
  );

  const goTo = useCallback(
    (target: number) => {
      if (!total) return;
      const next = Math.min(Math.max(1, target), total);
      setPage(next);
      setPageInput(String(next));
    },
    [total],
  );

  const find = usePdfFind(pdf, itemsOf, goTo);
  const { matches, matchLength, active } = find;

  useEffect(() => {
    if (pdf) onPageChange(page, total);
  }, [pdf, page, total, onPageChange]);

  // Render the page at the chosen scale, crisp on high-density screens, with the matches highlighted.
  const currentMatches = useMemo(
    () => (matches ?? []).map((match, index) => ({ ...match, index })).filter((match) => match.page === page),
    [matches, page],
  );
  useEffect(() => {
    if (!pdf || !canvasBox.current || width === 0) return;
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    setRendering(true);
    void (async () => {
      const pdfPage = await pdf.getPage(page);
      const base = pdfPage.getViewport({ scale: 1 });
      const fit = Math.max(0.25, (width - 2) / base.width);
      if (cancelled) return;
      setFitScale(fit);
      const viewport = pdfPage.getViewport({ scale: zoom ?? fit });
      const ratio = window.devicePixelRatio || 1;
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      canvas.style.width = `${Math.floor(viewport.width)}px`;
      canvas.style.height = `${Math.floor(viewport.height)}px`;
      canvas.setAttribute('aria-hidden', 'true');
      canvas.dataset.testid = 'pdf-canvas';
      task = pdfPage.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      await task.promise;
      if (cancelled) return;
      canvasBox.current?.replaceChildren(canvas);
      const items = await itemsOf(page);
      if (cancelled) return;
      setPageText(items.map((item) => item.str).join(' '));
      setHighlights(
        currentMatches.map((match) =>
          highlightBox(items[match.item]!, match.start, matchLength, viewport, match.index === active),
        ),
      );
      setRendering(false);
    })().catch((error: unknown) => {
      if (!cancelled && (error as { name?: string }).name !== 'RenderingCancelledException')
        setFailed(error instanceof Error ? error.message : String(error));
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, zoom, width, currentMatches, matchLength, active, itemsOf]);

  const zoomBy = (direction: 1 | -1) => {
    const next = nextZoom(zoom ?? fitScale, direction);
    if (next !== undefined) setZoom(next);
  };

  // Ctrl/Cmd+F finds in the document rather than in the page around it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        findInput.current?.focus();
        findInput.current?.select();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onViewerKey = (event: ReactKeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => goTo(page + 1),
      PageDown: () => goTo(page + 1),
      ArrowLeft: () => goTo(page - 1),
      PageUp: () => goTo(page - 1),
      Home: () => goTo(1),
      End: () => goTo(total),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
    };
    const action = keys[event.key];
    if (action && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      action();
    }
  };

  if (failed)
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-700">
        <p className="font-semibold">{texts.errorTitle}</p>
        <p className="mt-1 text-sm">{failed}</p>
      </div>
    );

  return (
    <div className="space-y-3">
      <PdfToolbar
        ready={pdf !== null}
        page={page}
        total={total}
        pageInput={pageInput}
        onPageInput={setPageInput}
        goTo={goTo}
        scale={scale}
        zoom={zoom}
        zoomBy={zoomBy}
        fitWidth={() => setZoom(null)}
        find={find}
        findInput={findInput}
        actions={actions}
      />
      {banner}
      {/* A scrollable region is focusable so that keyboard users can scroll it (and page with the arrow keys). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={frame}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-roledescription="document viewer"
        aria-label={total ? texts.pageLabel(page, total) : texts.loading}
        onKeyDown={onViewerKey}
        className="overflow-auto rounded-2xl border border-slate-200 bg-slate-100 p-0 focus-visible:outline-2 focus-visible:outline-brand-600"
        data-testid="pdf-viewer"
        data-page={page}
        data-rendering={rendering || undefined}
      >
        <div className="relative mx-auto w-fit bg-white shadow">
          {/* pdf.js draws into this box; React renders nothing in it. */}
          <div ref={canvasBox} />
          {highlights.map((box, index) => (
            <mark
              key={index}
              data-testid={box.active ? 'find-highlight-active' : 'find-highlight'}
              className={`pointer-events-none absolute rounded-sm ${box.active ? 'bg-orange-400/50' : 'bg-yellow-300/50'}`}
              style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
            />
          ))}
        </div>
        {!pdf && <p className="p-10 text-center text-muted">{texts.loading}</p>}
      </div>
      <p className="text-center text-sm text-muted" aria-live="polite" data-testid="page-indicator">
        {total ? texts.pageLabel(page, total) : ''}
      </p>
      <div className="sr-only" data-testid="page-text">
        {pageText}
      </div>
    </div>
  );
}
