// An OpenAI-compatible stand-in server for tests, the quality harness in CI and anyone checking the product
// without a model: `/v1/chat/completions` (with and without `stream`), `/v1/models`, and failures switched on at
// will. Replies come from stand-in-model.ts (deterministic, built from the prompt).
//
// Failure modes (set at start, or while running with POST /__stand-in/mode {"mode": …, "times"?: n}):
//   ok            normal answers
//   hang          accepts the request and never answers (a model that hangs; the client's timeout fires)
//   stall         streams: the first piece, then silence; non-streamed requests hang
//   rate-limit    429 with Retry-After (seconds, `retryAfter`, default 1)
//   server-error  503 with an OpenAI-style error body
//   malformed     200 with a body that is not the API's JSON (an HTML error page; broken stream events)
//   invalid-json  a well-formed answer whose content is prose, not the JSON a structured request asked for
//   empty         a well-formed answer with empty content
// `times` applies the mode to that many requests, then the stand-in answers normally again.
// GET /__stand-in/requests lists the chat requests received (newest last); DELETE clears the list.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { standInReply, type StandInRequest } from './stand-in-model.ts';

export const STAND_IN_MODES = [
  'ok',
  'hang',
  'stall',
  'rate-limit',
  'server-error',
  'malformed',
  'invalid-json',
  'empty',
] as const;
export type StandInMode = (typeof STAND_IN_MODES)[number];

export interface StandInOptions {
  port?: number;
  host?: string;
  mode?: StandInMode;
  /** When set, requests must carry `Authorization: Bearer <apiKey>` (401 otherwise). */
  apiKey?: string;
  /** Listed by /v1/models (any model name is answered). */
  models?: string[];
  retryAfterSeconds?: number;
}

export interface ReceivedChat {
  model: string;
  stream: boolean;
  body: StandInRequest & Record<string, unknown>;
  authorization: string | null;
}

export interface OpenAiStandIn {
  /** e.g. http://127.0.0.1:PORT/v1: what AI_BASE_URL is set to. */
  baseUrl: string;
  /** Switches the mode; with `times`, only for that many chat requests. */
  setMode(mode: StandInMode, options?: { times?: number; retryAfterSeconds?: number }): void;
  readonly mode: StandInMode;
  /** The chat requests received, oldest first. */
  readonly requests: ReceivedChat[];
  clear(): void;
  close(): Promise<void>;
}

export const DEFAULT_STAND_IN_MODELS = ['stand-in', 'stand-in-small', 'stand-in-large'];

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => resolve(raw));
    req.on('error', reject);
  });
}

const completionId = () => `chatcmpl-standin-${Math.random().toString(36).slice(2, 10)}`;

function streamEvent(id: string, model: string, delta: Record<string, unknown>, finish: string | null) {
  return `data: ${JSON.stringify({
    id,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}

/** Splits a reply into stream pieces of a few words each, keeping every character. */
function piecesOf(text: string): string[] {
  return (
    text.match(/\S+\s*|\s+/g)?.reduce<string[]>((pieces, word, i) => {
      if (i % 4 === 0) pieces.push(word);
      else pieces[pieces.length - 1] += word;
      return pieces;
    }, []) ?? [text]
  );
}

export async function startOpenAiStandIn(options: StandInOptions = {}): Promise<OpenAiStandIn> {
  const state = {
    mode: options.mode ?? ('ok' as StandInMode),
    times: Infinity,
    retryAfter: options.retryAfterSeconds ?? 1,
  };
  const requests: ReceivedChat[] = [];
  const models = options.models ?? DEFAULT_STAND_IN_MODELS;
  const hanging = new Set<ServerResponse>();

  /** The mode for this chat request (a limited mode counts down, then normal answers resume). */
  const modeNow = (): StandInMode => {
    if (state.mode === 'ok') return 'ok';
    const mode = state.mode;
    state.times -= 1;
    if (state.times <= 0) {
      state.mode = 'ok';
      state.times = Infinity;
    }
    return mode;
  };

  async function chat(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    let body: StandInRequest & Record<string, unknown>;
    try {
      body = JSON.parse(raw) as StandInRequest & Record<string, unknown>;
    } catch {
      return sendJson(res, 400, {
        error: { message: 'The body must be JSON', type: 'invalid_request_error' },
      });
    }
    if (!Array.isArray(body.messages) || typeof body.model !== 'string')
      return sendJson(res, 400, {
        error: { message: 'model and messages are required', type: 'invalid_request_error' },
      });
    const stream = body.stream === true;
    requests.push({ model: body.model, stream, body, authorization: req.headers.authorization ?? null });
    const mode = modeNow();
    const model = body.model;
    const id = completionId();

    if (mode === 'hang' || (mode === 'stall' && !stream)) {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (mode === 'rate-limit')
      return sendJson(
        res,
        429,
        { error: { message: 'Rate limit reached. Try again later.', type: 'rate_limit_error' } },
        { 'retry-after': String(state.retryAfter) },
      );
    if (mode === 'server-error')
      return sendJson(res, 503, { error: { message: 'The model is overloaded.', type: 'server_error' } });

    let content = standInReply(body);
    if (mode === 'empty') content = '';
    if (mode === 'invalid-json') content = 'Here are some ideas, but I will not format them as JSON.';

    if (!stream) {
      if (mode === 'malformed') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end('<html><body>502 Bad Gateway</body></html>');
      }
      return sendJson(res, 200, {
        id,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        usage: { prompt_tokens: raw.length >> 2, completion_tokens: content.length >> 2, total_tokens: 0 },
      });
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(streamEvent(id, model, { role: 'assistant', content: '' }, null));
    const pieces = piecesOf(content);
    if (mode === 'stall') {
      res.write(streamEvent(id, model, { content: pieces[0] ?? '' }, null));
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if (mode === 'malformed') {
      res.write(streamEvent(id, model, { content: pieces[0] ?? '' }, null));
      return void res.end('data: {"choices": [ this is not json\n\n');
    }
    for (const piece of pieces) {
      if (piece) res.write(streamEvent(id, model, { content: piece }, null));
      // Let the pieces travel as separate chunks, as a model's would.
      await new Promise((resolve) => setImmediate(resolve));
    }
    res.write(streamEvent(id, model, {}, 'stop'));
    res.end('data: [DONE]\n\n');
  }

  async function control(req: IncomingMessage, res: ServerResponse) {
    const path = req.url?.split('?')[0] ?? '';
    if (path === '/__stand-in/requests') {
      if (req.method === 'DELETE') {
        requests.length = 0;
        return sendJson(res, 200, { cleared: true });
      }
      return sendJson(res, 200, { requests });
    }
    if (path === '/__stand-in/mode' && req.method === 'POST') {
      const body = JSON.parse((await readBody(req)) || '{}') as {
        mode?: string;
        times?: number;
        retryAfter?: number;
      };
      if (!STAND_IN_MODES.includes(body.mode as StandInMode))
        return sendJson(res, 400, { error: `mode must be one of ${STAND_IN_MODES.join(', ')}` });
      standIn.setMode(body.mode as StandInMode, { times: body.times, retryAfterSeconds: body.retryAfter });
      return sendJson(res, 200, { mode: state.mode, times: state.times });
    }
    return sendJson(res, 200, { mode: state.mode, times: state.times, modes: STAND_IN_MODES });
  }

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!.replace(/\/+$/, '');
    const handle = async () => {
      if (path.startsWith('/__stand-in')) return control(req, res);
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`)
        return sendJson(res, 401, {
          error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' },
        });
      if (path === '/v1/models' && req.method === 'GET')
        return sendJson(res, 200, {
          object: 'list',
          data: models.map((id) => ({ id, object: 'model', created: 0, owned_by: 'stand-in' })),
        });
      if (path === '/v1/chat/completions' && req.method === 'POST') return chat(req, res);
      return sendJson(res, 404, { error: { message: `No route ${req.method} ${path}`, type: 'not_found' } });
    };
    handle().catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: { message: String(error) } });
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  const standIn: OpenAiStandIn = {
    baseUrl: `http://${host}:${address.port}/v1`,
    setMode(mode, set = {}) {
      state.mode = mode;
      state.times = mode === 'ok' ? Infinity : (set.times ?? Infinity);
      if (set.retryAfterSeconds !== undefined) state.retryAfter = set.retryAfterSeconds;
    },
    get mode() {
      return state.mode;
    },
    requests,
    clear() {
      requests.length = 0;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return standIn;
}
