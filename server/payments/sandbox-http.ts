// Small pieces both sandbox modes (card and PayPal) share: URL checks and the headers of their hosted pages.

export const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.length > 2048) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** A hosted test-mode page: HTML with no scripts, never cached or framed, posting its form back to itself. */
export function hostedPage(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' http: https:",
      'referrer-policy': 'no-referrer',
      'x-frame-options': 'DENY',
    },
  });
}
