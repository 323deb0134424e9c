import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/closed state that closes by itself on navigation: it remembers the address it was opened at, so any
 * route change reads as closed without an effect.
 */
export function useRouteScopedOpen(): [boolean, (open: boolean | ((open: boolean) => boolean)) => void] {
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const setOpen = useCallback(
    (next: boolean | ((open: boolean) => boolean)) => {
      setOpenAt((current) => {
        const wasOpen = current === here;
        const value = typeof next === 'function' ? next(wasOpen) : next;
        return value ? here : null;
      });
    },
    [here],
  );
  return [open, setOpen];
}
