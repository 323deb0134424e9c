import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RouteHandler } from './gateway.ts';

// What one REST client may cost PostgREST and Postgres, checked at the gateway before the request goes on:
// how deep and how many embedded resources one `select` asks for (each level multiplies the rows Postgres joins
// and serialises), and how many of the client's requests run at once. The rest is bounded in the database:
// max rows per response (PGRST_DB_MAX_ROWS) and a statement timeout per role (anon 3 s, authenticated 8 s).

export interface RestCostLimits {
  /** Embeds nested inside embeds: `a(b(c(*)))` is depth 3. The app needs 2. */
  maxEmbedDepth: number;
  /** Embedded resources in one `select`, at every depth together. */
  maxEmbeds: number;
  /** Requests of one client address in PostgREST at once; more wait their turn. */
  maxActivePerClient: number;
  /** Requests of one client address waiting for a turn; beyond that, 429. */
  maxQueuedPerClient: number;
}

export const REST_COST_LIMITS: RestCostLimits = {
  maxEmbedDepth: 3,
  maxEmbeds: 12,
  maxActivePerClient: 6,
  maxQueuedPerClient: 100,
};

/** The embed depth and count of a `select` (parentheses outside quoted names), or null when it is unbalanced. */
export function selectShape(select: string): { depth: number; embeds: number } | null {
  let depth = 0;
  let deepest = 0;
  let embeds = 0;
  let quoted = false;
  for (let i = 0; i < select.length; i++) {
    const c = select[i];
    if (c === '"') quoted = !quoted;
    else if (quoted) {
      if (c === '\\') i++;
    } else if (c === '(') {
      depth++;
      embeds++;
      deepest = Math.max(deepest, depth);
    } else if (c === ')') {
      depth--;
      if (depth < 0) return null;
    }
  }
  return depth === 0 ? { depth: deepest, embeds } : null;
}

function refuse(res: ServerResponse, status: number, code: string, message: string, hint: string | null) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    ...(status === 429 ? { 'retry-after': '1' } : {}),
  });
  res.end(JSON.stringify({ code, details: null, hint, message }));
}

interface ClientSlots {
  active: number;
  waiting: (() => void)[];
}

/**
 * Wraps the REST route: refuses a `select` embedding deeper or more than the limits (400, PostgREST's error
 * shape), and runs at most `maxActivePerClient` requests of one client address at once, in arrival order.
 */
export function guardRestCost(
  rest: RouteHandler,
  options: { addressOf: (req: IncomingMessage) => string; limits?: RestCostLimits },
): RouteHandler {
  const limits = options.limits ?? REST_COST_LIMITS;
  const clients = new Map<string, ClientSlots>();

  const release = (key: string, slots: ClientSlots) => {
    const next = slots.waiting.shift();
    if (next) return next();
    slots.active--;
    if (slots.active === 0) clients.delete(key);
  };

  return (req, res, url, requestId) => {
    for (const select of url.searchParams.getAll('select')) {
      const shape = selectShape(select);
      if (shape && (shape.depth > limits.maxEmbedDepth || shape.embeds > limits.maxEmbeds)) {
        return refuse(
          res,
          400,
          'PGRST100',
          shape.depth > limits.maxEmbedDepth
            ? `The select nests embedded resources ${shape.depth} levels deep; at most ${limits.maxEmbedDepth} are allowed`
            : `The select embeds ${shape.embeds} resources; at most ${limits.maxEmbeds} are allowed`,
          'Ask for fewer nested resources in one request',
        );
      }
    }

    const key = options.addressOf(req);
    let slots = clients.get(key);
    if (!slots) clients.set(key, (slots = { active: 0, waiting: [] }));
    const current = slots;
    const start = () => {
      let released = false;
      res.once('close', () => {
        if (released) return;
        released = true;
        release(key, current);
      });
      rest(req, res, url, requestId);
    };
    if (current.active < limits.maxActivePerClient) {
      current.active++;
      return start();
    }
    if (current.waiting.length >= limits.maxQueuedPerClient) {
      return refuse(
        res,
        429,
        'PGRST429',
        'Too many requests from this client at once',
        'Wait for earlier requests to finish',
      );
    }
    // A turn handed over keeps the slot counted; a client that hangs up while waiting gives its place back.
    const turn = () => {
      res.off('close', leave);
      start();
    };
    const leave = () => {
      const index = current.waiting.indexOf(turn);
      if (index >= 0) current.waiting.splice(index, 1);
    };
    res.once('close', leave);
    current.waiting.push(turn);
  };
}
