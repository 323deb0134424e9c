import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { useRouteScopedOpen } from './useRouteScopedOpen';

interface HoverMenuProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerClassName?: string;
  panelClassName?: string;
  align?: 'start' | 'end';
  side?: 'bottom' | 'top';
  children: ReactNode;
  testId?: string;
}

const CLOSE_DELAY_MS = 120;

/**
 * A disclosure menu that opens on hover (mouse) or click/Enter, and closes on mouse leave, outside click, Escape
 * or navigation (spec 1 section 2: header dropdowns and the user menu).
 */
export function HoverMenu({
  trigger,
  triggerLabel,
  triggerClassName,
  panelClassName,
  align = 'start',
  side = 'bottom',
  children,
  testId,
}: HoverMenuProps) {
  const [open, setOpen] = useRouteScopedOpen();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A click right after hover-opening should not close the menu the pointer just opened.
  const openedByHover = useRef(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, setOpen]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const cancelClose = () => window.clearTimeout(closeTimer.current);

  return (
    <div
      ref={rootRef}
      className="relative"
      data-testid={testId}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelClose();
        openedByHover.current = false;
        closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        data-state={open ? 'open' : 'closed'}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
            return;
          }
          setOpen((value) => !value);
        }}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={clsx(
          'absolute z-50',
          side === 'bottom' ? 'top-full pt-2' : 'bottom-full pb-2',
          align === 'end' ? 'right-0' : 'left-0',
          panelClassName,
        )}
      >
        <div className="rounded-2xl border border-slate-200 bg-white p-2 shadow-lift">{children}</div>
      </div>
    </div>
  );
}
