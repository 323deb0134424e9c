// Reads a streamed paid action (supabase/functions/_shared/paid-action-stream.ts): `chunk` events as the text is
// written, then one `final` event with the stored result and the charge, or an `error` event when the work failed
// midway (refunded). A failure before the stream (402 short balance, 400, 409, 502) comes back as JSON with its
// status and is thrown as a PaidStreamError carrying that body. supabase-js' functions.invoke buffers the whole
// body, so this uses fetch with the signed-in user's token; pass an AbortSignal to stop reading.
import { loadSupabase } from './supabase.loader';
import { readSupabaseConfig } from '../platform/supabase-config';

export interface PaidStreamFinal<T> {
  result: T;
  /** Null for an answer given free (nothing was charged), which such a function answers as plain JSON. */
  charge: { id: string; points: number; balance: number } | null;
  engine: 'provider' | 'engine' | null;
  /** True when this was a retry of a completed request: the stored result, charged once. */
  replayed: boolean;
}

export interface PaidStreamErrorBody {
  error?: string;
  code?: string;
  refunded?: boolean;
  required?: number;
  balance?: number;
}

export class PaidStreamError extends Error {
  override name = 'PaidStreamError';
  constructor(
    /** HTTP status of a failure before the stream; 200 for a failure reported midway by an `error` event. */
    readonly status: number,
    readonly body: PaidStreamErrorBody,
  ) {
    super(body.error ?? `Request failed (${status})`);
  }
  get insufficient(): { required: number; balance: number } | null {
    return this.body.code === 'insufficient_points'
      ? { required: this.body.required ?? 0, balance: this.body.balance ?? 0 }
      : null;
  }
}

export interface ServerSentEvent {
  event: string;
  data: string;
}

/** Parses a `text/event-stream` body into its events (the `event:` and `data:` fields; comments skipped). */
export async function* parseEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let event = 'message';
  let data: string[] = [];
  try {
    for (;;) {
      const { value, done } = await reader.read();
      buffer += decoder.decode(value, { stream: !done });
      let newline: number;
      while ((newline = buffer.search(/\r\n|\r|\n/)) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        if (line === '') {
          if (data.length > 0) yield { event, data: data.join('\n') };
          event = 'message';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const raw = colon < 0 ? '' : line.slice(colon + 1);
        const text = raw.startsWith(' ') ? raw.slice(1) : raw;
        if (field === 'event') event = text;
        else if (field === 'data') data.push(text);
      }
      if (done) break;
    }
  } finally {
    reader.releaseLock();
  }
}

/**
 * Reads a paid action's answer: calls `onChunk` with each piece of text and resolves with the final event.
 * Throws PaidStreamError for a JSON failure, an `error` event, or a stream that ends without a final event.
 */
export async function readPaidEventStream<T>(
  response: Response,
  onChunk?: (text: string) => void,
): Promise<PaidStreamFinal<T>> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/event-stream') || !response.body) {
    const body = (await response.json().catch(() => ({}))) as PaidStreamErrorBody &
      Partial<PaidStreamFinal<T>>;
    // A function that answers a plain paid JSON body (not streamed) still reads as a final answer.
    if (response.ok && 'result' in body) return body as PaidStreamFinal<T>;
    throw new PaidStreamError(response.status, body);
  }
  for await (const { event, data } of parseEventStream(response.body)) {
    if (event === 'chunk') onChunk?.((JSON.parse(data) as { text: string }).text);
    else if (event === 'final') return JSON.parse(data) as PaidStreamFinal<T>;
    else if (event === 'error') throw new PaidStreamError(200, JSON.parse(data) as PaidStreamErrorBody);
  }
  throw new PaidStreamError(200, {
    error: 'The answer was cut off. Ask again with the same request to get it.',
    code: 'incomplete',
  });
}

export interface StreamPaidFunctionOptions {
  body: Record<string, unknown>;
  /** The request's idempotency key (a retry with the same key is charged once and gets the stored answer). */
  idempotencyKey: string;
  onChunk?: (text: string) => void;
  signal?: AbortSignal;
}

/** Calls a streamed paid edge function as the signed-in user. */
export async function streamPaidFunction<T>(
  name: string,
  options: StreamPaidFunctionOptions,
): Promise<PaidStreamFinal<T>> {
  const client = await loadSupabase();
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new PaidStreamError(401, { error: 'User not authenticated', code: 'unauthenticated' });
  const { supabaseUrl, anonKey } = readSupabaseConfig();
  const response = await fetch(`${supabaseUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      apikey: anonKey,
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      'Idempotency-Key': options.idempotencyKey,
    },
    body: JSON.stringify(options.body),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return readPaidEventStream<T>(response, options.onChunk);
}
