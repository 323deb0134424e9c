import { useLocation } from 'react-router';

/** The current path and query, encoded for a `returnUrl` parameter (spec 1 section 2, auth routes). */
export function useReturnUrl(): string {
  const { pathname, search } = useLocation();
  return encodeURIComponent(`${pathname}${search}`);
}
