// The pages the platform renders to HTML on the server (issue 32): the ones visitors arrive on from search
// engines. Their first paint needs no JavaScript; the browser then hydrates the same markup. Other routes (signed
// in areas, forms, the back office) keep the single-page shell.
import { canonicalPath } from './path-rules';
import { toolLandingKeys } from '../features/marketing/tool-landings.keys';

const toolLandings = new Set<string>(toolLandingKeys.map((tool) => `/${tool}`));

export function isServerRenderedPath(pathname: string): boolean {
  // A path that redirects (uppercase, trailing slash) is answered by the router's redirect instead.
  if (canonicalPath(pathname)) return false;
  return (
    pathname === '/' ||
    toolLandings.has(pathname) ||
    pathname === '/search' ||
    /^\/documents\/[^/]+$/.test(pathname)
  );
}
