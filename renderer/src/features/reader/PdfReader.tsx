// pdf.js page by page: navigation, zoom, find in document with highlighted matches, keyboard shortcuts.
// pdfjs-dist and its worker are imported here only, and this module is only loaded by the reader's route.
import {
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  Maximize2,
  Search,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent, ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { readerTexts as texts } from './reader.texts';

interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName?: string;
  /** The CSS font family pdf.js reports for the item, to measure where a match starts within it. */
  fontFamily?: string;
}

interface Match {
  page: number;
  item: number;
  start: number;
}

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 2.5, 3];

async function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist');
  const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  // pdf.js hands the buffer to its worker; the cached bytes stay usable for a second open.
  return pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
}

function textItems(content: {
  items: unknown[];
  styles: Record<string, { fontFamily: string }>;
}): TextItem[] {
  return content.items
    .filter((item): item is TextItem => typeof (item as TextItem).str === 'string')
    .map((item) => ({
      ...item,
      fontFamily: content.styles[item.fontName ?? '']?.fontFamily ?? 'sans-serif',
    }));
}

let measurer: CanvasRenderingContext2D | null = null;
/** Where a match lies within a text item, as fractions of the item's width, measured in the item's font. */
function matchSpan(item: TextItem, start: number, length: number): [number, number] {
  measurer ??= document.createElement('canvas').getContext('2d');
  if (!measurer) return [start / item.str.length, (start + length) / item.str.length];
  measurer.font = `100px ${item.fontFamily ?? 'sans-serif'}`;
  const whole = measurer.measureText(item.str).width || 1;
  const before = measurer.measureText(item.str.slice(0, start)).width;
  const through = measurer.measureText(item.str.slice(0, start + length)).width;
  return [before / whole, through / whole];
}

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
  const [highlights, setHighlights] = useState<
    Array<{ left: number; top: number; width: number; height: number; active: boolean }>
  >([]);
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<Match[] | null>(null);
  const [active, setActive] = useState(0);
  const [searching, setSearching] = useState(false);
  const pagesText = useRef<Map<number, TextItem[]>>(new Map());
  const frame = useRef<HTMLDivElement>(null);
  const canvasBox = useRef<HTMLDivElement>(null);
  const findInput = useRef<HTMLInputElement>(null);
  const lastSearch = useRef('');
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
      const needle = query.trim().toLowerCase();
      setHighlights(
        currentMatches.map((match) => {
          const item = items[match.item]!;
          const [, , c = 0, d = 0, e = 0, f = 0] = item.transform;
          const height = item.height || Math.hypot(c, d);
          const [from, to] = matchSpan(item, match.start, needle.length);
          const x0 = e + item.width * from;
          const x1 = e + item.width * to;
          const [ax, ay, bx, by] = viewport.convertToViewportRectangle([
            x0,
            f - height * 0.25,
            x1,
            f + height,
          ]);
          return {
            left: Math.min(ax, bx),
            top: Math.min(ay, by),
            width: Math.abs(bx - ax),
            height: Math.abs(by - ay),
            active: match.index === active,
          };
        }),
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
    // query is read through currentMatches, which changes with each search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pdf, page, zoom, width, currentMatches, active, itemsOf]);

  const search = useCallback(
    async (text: string) => {
      const needle = text.trim().toLowerCase();
      if (!pdf || !needle) {
        setMatches(null);
        return;
      }
      setSearching(true);
      const found: Match[] = [];
      for (let number = 1; number <= pdf.numPages; number += 1) {
        const items = await itemsOf(number);
        items.forEach((item, index) => {
          const haystack = item.str.toLowerCase();
          for (
            let at = haystack.indexOf(needle);
            at !== -1;
            at = haystack.indexOf(needle, at + needle.length)
          )
            found.push({ page: number, item: index, start: at });
        });
      }
      setSearching(false);
      setMatches(found);
      setActive(0);
      if (found[0]) goTo(found[0].page);
    },
    [pdf, itemsOf, goTo],
  );

  const step = (delta: number) => {
    if (!matches?.length) return;
    const next = (active + delta + matches.length) % matches.length;
    setActive(next);
    goTo(matches[next]!.page);
  };

  const zoomBy = (direction: 1 | -1) => {
    const current = zoom ?? fitScale;
    const next =
      direction > 0
        ? ZOOM_STEPS.find((value) => value > current + 0.01)
        : [...ZOOM_STEPS].reverse().find((value) => value < current - 0.01);
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

  const matchStatus = searching
    ? texts.findSearching
    : matches === null
      ? ''
      : matches.length === 0
        ? texts.findNone
        : texts.findCount(active + 1, matches.length, matches[active]!.page);

  return (
    <div className="space-y-3">
      <div
        role="toolbar"
        aria-label={texts.toolbar}
        className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white/95 p-2 shadow-sm backdrop-blur"
      >
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={texts.previousPage}
            onClick={() => goTo(page - 1)}
            disabled={!pdf || page <= 1}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
          </Button>
          <form
            className="flex items-center gap-1 text-sm"
            onSubmit={(event) => {
              event.preventDefault();
              const wanted = Number.parseInt(pageInput, 10);
              if (Number.isFinite(wanted)) goTo(wanted);
              else setPageInput(String(page));
            }}
          >
            <input
              aria-label={texts.pageInput}
              inputMode="numeric"
              value={pageInput}
              onChange={(event) => setPageInput(event.target.value)}
              onBlur={() => setPageInput(String(page))}
              className="h-9 w-12 rounded-lg border border-slate-300 text-center"
              disabled={!pdf}
            />
            <span className="text-muted">{texts.pageOf(total)}</span>
          </form>
          <Button
            variant="ghost"
            size="sm"
            aria-label={texts.nextPage}
            onClick={() => goTo(page + 1)}
            disabled={!pdf || page >= total}
          >
            <ChevronRight aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <div className="flex items-center gap-1 sm:border-l sm:border-slate-200 sm:pl-2">
          <Button
            variant="ghost"
            size="sm"
            aria-label={texts.zoomOut}
            onClick={() => zoomBy(-1)}
            disabled={!pdf || scale <= ZOOM_STEPS[0]! + 0.01}
          >
            <ZoomOut aria-hidden="true" className="size-4" />
          </Button>
          <span className="w-12 text-center text-sm tabular-nums" data-testid="zoom-level" aria-live="polite">
            <span className="sr-only">{texts.zoomLevel(Math.round(scale * 100))}</span>
            <span aria-hidden="true">{Math.round(scale * 100)}%</span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={texts.zoomIn}
            onClick={() => zoomBy(1)}
            disabled={!pdf || scale >= ZOOM_STEPS.at(-1)! - 0.01}
          >
            <ZoomIn aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={texts.fitWidth}
            onClick={() => setZoom(null)}
            disabled={!pdf || zoom === null}
          >
            <Maximize2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
        <form
          role="search"
          className="flex min-w-0 basis-full flex-wrap items-center gap-1 sm:flex-1 sm:basis-auto sm:border-l sm:border-slate-200 sm:pl-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (matches !== null && query.trim().toLowerCase() === lastSearch.current) step(1);
            else {
              lastSearch.current = query.trim().toLowerCase();
              void search(query);
            }
          }}
        >
          <label className="relative min-w-32 flex-1">
            <span className="sr-only">{texts.find}</span>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400"
            />
            <input
              ref={findInput}
              type="search"
              value={query}
              placeholder={texts.findPlaceholder}
              onChange={(event) => {
                setQuery(event.target.value);
                if (!event.target.value.trim()) setMatches(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && event.shiftKey) {
                  event.preventDefault();
                  step(-1);
                }
              }}
              className="h-9 w-full rounded-lg border border-slate-300 pr-2 pl-8 text-sm"
              disabled={!pdf}
            />
          </label>
          <Button
            variant="ghost"
            size="sm"
            aria-label={texts.findPrevious}
            onClick={() => step(-1)}
            disabled={!matches?.length}
          >
            <ChevronUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={texts.findNext}
            onClick={() => step(1)}
            disabled={!matches?.length}
          >
            <ChevronDown aria-hidden="true" className="size-4" />
          </Button>
          <span role="status" className="text-xs whitespace-nowrap text-muted" data-testid="find-status">
            {matchStatus}
          </span>
        </form>
        {actions && (
          <div className="flex flex-wrap items-center gap-1 sm:border-l sm:border-slate-200 sm:pl-2">
            {actions}
          </div>
        )}
      </div>
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
