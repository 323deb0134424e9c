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
import type { ReactNode, RefObject } from 'react';
import { Button } from '../../ui/Button';
import { canZoomIn, canZoomOut } from './pdf-zoom';
import { readerTexts as texts } from './reader.texts';
import type { PdfFind } from './usePdfFind';

interface PdfToolbarProps {
  /** False until the document is open: every control waits for it. */
  ready: boolean;
  page: number;
  total: number;
  /** What the page box shows while the reader types a page number. */
  pageInput: string;
  onPageInput: (value: string) => void;
  goTo: (page: number) => void;
  scale: number;
  /** Null while the page fits the viewer's width. */
  zoom: number | null;
  zoomBy: (direction: 1 | -1) => void;
  fitWidth: () => void;
  find: PdfFind;
  findInput: RefObject<HTMLInputElement | null>;
  actions?: ReactNode;
}

/** The reader's sticky toolbar: pages, zoom, find in document, and the page's own actions. */
export function PdfToolbar(props: PdfToolbarProps) {
  return (
    <div
      role="toolbar"
      aria-label={texts.toolbar}
      className="sticky top-0 z-10 flex flex-wrap items-center gap-2 rounded-2xl border border-slate-200 bg-white/95 p-2 shadow-sm backdrop-blur"
    >
      <PageControls {...props} />
      <ZoomControls {...props} />
      <FindForm {...props} />
      {props.actions && (
        <div className="flex flex-wrap items-center gap-1 sm:border-l sm:border-slate-200 sm:pl-2">
          {props.actions}
        </div>
      )}
    </div>
  );
}

function PageControls({ ready, page, total, pageInput, onPageInput, goTo }: PdfToolbarProps) {
  return (
    <div className="flex items-center gap-1">
      <Button
        variant="ghost"
        size="sm"
        aria-label={texts.previousPage}
        onClick={() => goTo(page - 1)}
        disabled={!ready || page <= 1}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </Button>
      <form
        className="flex items-center gap-1 text-sm"
        onSubmit={(event) => {
          event.preventDefault();
          const wanted = Number.parseInt(pageInput, 10);
          if (Number.isFinite(wanted)) goTo(wanted);
          else onPageInput(String(page));
        }}
      >
        <input
          aria-label={texts.pageInput}
          inputMode="numeric"
          value={pageInput}
          onChange={(event) => onPageInput(event.target.value)}
          onBlur={() => onPageInput(String(page))}
          className="h-9 w-12 rounded-lg border border-slate-300 text-center"
          disabled={!ready}
        />
        <span className="text-muted">{texts.pageOf(total)}</span>
      </form>
      <Button
        variant="ghost"
        size="sm"
        aria-label={texts.nextPage}
        onClick={() => goTo(page + 1)}
        disabled={!ready || page >= total}
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

function ZoomControls({ ready, scale, zoom, zoomBy, fitWidth }: PdfToolbarProps) {
  return (
    <div className="flex items-center gap-1 sm:border-l sm:border-slate-200 sm:pl-2">
      <Button
        variant="ghost"
        size="sm"
        aria-label={texts.zoomOut}
        onClick={() => zoomBy(-1)}
        disabled={!ready || !canZoomOut(scale)}
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
        disabled={!ready || !canZoomIn(scale)}
      >
        <ZoomIn aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={texts.fitWidth}
        onClick={fitWidth}
        disabled={!ready || zoom === null}
      >
        <Maximize2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

function FindForm({ ready, find, findInput }: PdfToolbarProps) {
  return (
    <form
      role="search"
      className="flex min-w-0 basis-full flex-wrap items-center gap-1 sm:flex-1 sm:basis-auto sm:border-l sm:border-slate-200 sm:pl-2"
      onSubmit={(event) => {
        event.preventDefault();
        find.submit();
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
          value={find.query}
          placeholder={texts.findPlaceholder}
          onChange={(event) => find.changeQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && event.shiftKey) {
              event.preventDefault();
              find.step(-1);
            }
          }}
          className="h-9 w-full rounded-lg border border-slate-300 pr-2 pl-8 text-sm"
          disabled={!ready}
        />
      </label>
      <Button
        variant="ghost"
        size="sm"
        aria-label={texts.findPrevious}
        onClick={() => find.step(-1)}
        disabled={!find.matches?.length}
      >
        <ChevronUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={texts.findNext}
        onClick={() => find.step(1)}
        disabled={!find.matches?.length}
      >
        <ChevronDown aria-hidden="true" className="size-4" />
      </Button>
      <span role="status" className="text-xs whitespace-nowrap text-muted" data-testid="find-status">
        {find.status}
      </span>
    </form>
  );
}
