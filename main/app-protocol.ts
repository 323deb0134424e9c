// Serves the bundled renderer from `app://studyloop/…` instead of file://, so the router sees real paths
// (a reload on /dashboard/offline works), the page has a proper origin for CSP and storage, and file:// keeps
// none of its extra privileges. Unknown paths without a file extension get index.html (SPA fallback).
import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Protocol } from 'electron';
import { APP_HOST, APP_SCHEME } from './security';

export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, stream: true, codeCache: true },
} as const;

/** The file to serve for a request path, or null (404). Pure, so traversal attempts are testable. */
export function resolveAppFile(webRoot: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0')) return null;
  const root = normalize(webRoot + sep);
  const candidate = normalize(join(root, pathname));
  if (!candidate.startsWith(root)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  // A route such as /dashboard/offline has no extension; a missing asset (/assets/x.js) stays a 404.
  if (extname(pathname) === '') return join(root, 'index.html');
  return null;
}

export function registerAppProtocol(
  protocol: Protocol,
  fetchFile: (url: string) => Promise<Response>,
  webRoot: string,
  contentSecurityPolicy: string,
): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveAppFile(webRoot, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    const response = await fetchFile(pathToFileURL(file).href);
    const headers = new Headers(response.headers);
    if (file.endsWith('.html')) {
      headers.set('Content-Security-Policy', contentSecurityPolicy);
      headers.set('Cache-Control', 'no-cache');
    }
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(response.body, { status: response.status, headers });
  });
}
