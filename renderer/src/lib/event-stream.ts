// Reads a streamed paid action (supabase/functions/_shared/paid-action-stream.ts): `chunk` events as the text is
// written, then one `final` event with the stored result and the charge, or an `error` event when the work failed
// midway (refunded). A failure before the stream (402 short balance, 400, 409, 502) comes back as JSON with its
// status and is thrown as a FunctionCallError carrying that body. invokeFunction (invoke-function.ts) calls it.
import { z } from 'zod';
import { paidErrorSchema, streamChunkSchema } from '../../../shared/functions/function-contract';
import { FunctionCallError, functionCallErrorOfResponse } from './function-call-error';

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

/** `value` as `schema` says it is, or a failure naming what answered (never a wrong shape in a screen). */
export function answerAs<S extends z.ZodType>(schema: S, value: unknown, from: string): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success)
    throw new FunctionCallError(200, { error: `Unexpected answer from ${from}`, code: 'bad_answer' });
  return parsed.data;
}

/**
 * Reads a paid action's answer: calls `onChunk` with each piece of text and resolves with the final event, parsed
 * by `answer` (the contract's output). Throws FunctionCallError for a JSON failure, an `error` event, a stream
 * that ends without a final event, or a final event that is not an `answer`.
 */
export async function readPaidEventStream<Answer extends z.ZodType>(
  response: Response,
  answer: Answer,
  onChunk?: (text: string) => void,
): Promise<z.output<Answer>> {
  const type = response.headers.get('content-type') ?? '';
  const from = new URL(response.url || 'http://function/').pathname;
  if (!type.startsWith('text/event-stream') || !response.body) {
    // A function that answers a plain paid JSON body (not streamed) still reads as a final answer.
    if (response.ok) return answerAs(answer, await response.json(), from);
    throw await functionCallErrorOfResponse(response);
  }
  for await (const { event, data } of parseEventStream(response.body)) {
    if (event === 'chunk') onChunk?.(streamChunkSchema.parse(JSON.parse(data)).text);
    else if (event === 'final') return answerAs(answer, JSON.parse(data), from);
    else if (event === 'error') throw new FunctionCallError(200, paidErrorSchema.parse(JSON.parse(data)));
  }
  throw new FunctionCallError(200, {
    error: 'The answer was cut off. Ask again with the same request to get it.',
    code: 'incomplete',
  });
}
