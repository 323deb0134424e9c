import type http from 'node:http';

/** Requests held at most while the routes are set up; past it the newest are told to come back. */
const MAX_HELD = 1_000;

export interface HeldRequests {
  /** The routes are set up: held requests and every later one go to `handler`. */
  open(handler: http.RequestListener): void;
  /** The start failed or the platform stops before opening: held requests are answered 503. */
  refuse(): void;
}

/**
 * The gateway listens before its routes are set up (the port it is given is part of their URLs). Node answers
 * nothing at all to a request on a server with no request listener, so a client without a timeout of its own (a
 * browser tab opened at once, Playwright's readiness probe) waited forever for one that came in between. Such
 * requests now wait here for the routes, or get 503 if they never come.
 */
export function holdRequestsUntilOpen(server: http.Server): HeldRequests {
  let handler: http.RequestListener | null = null;
  let refused = false;
  const held: [http.IncomingMessage, http.ServerResponse][] = [];
  const unavailable = (res: http.ServerResponse) => {
    if (res.headersSent) return;
    res.writeHead(503, {
      'content-type': 'text/plain; charset=utf-8',
      'retry-after': '5',
      connection: 'close',
    });
    res.end('Studyloop is starting or stopping. Try again in a few seconds.\n');
  };
  server.on('request', (req, res) => {
    if (handler) handler(req, res);
    else if (refused || held.length >= MAX_HELD) unavailable(res);
    else held.push([req, res]);
  });
  return {
    open(next) {
      handler = next;
      for (const [req, res] of held.splice(0)) next(req, res);
    },
    refuse() {
      refused = true;
      for (const [, res] of held.splice(0)) unavailable(res);
    },
  };
}
