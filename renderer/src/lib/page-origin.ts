// The site's origin for absolute links a page writes into itself (structured data). In the browser it is the
// page's own; while the platform renders a public page on its server it is the platform's public URL, never
// taken from the request (a forged Host must not reach a page, issue 24).
let serverOrigin = '';

export function setServerPageOrigin(origin: string): void {
  serverOrigin = origin.replace(/\/+$/, '');
}

export function pageOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}
