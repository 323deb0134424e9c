// Streamed paid AI actions: runPaidAction's charge, refund and idempotency (the same steps from paid-action.ts),
// for a work that yields its text as it is written. The answer is `text/event-stream`:
//   event: chunk   data: {"text":"…"}                                   (any number, in order)
//   event: final   data: {"result":…,"charge":{id,points,balance},"engine":…,"replayed":false}
//   event: error   data: {"error":"…","code":"work_failed","refunded":true}   (a failure midway; refunded once)
// Failures before the first chunk (short balance 402, bad key 400, bad input 400, a failed work 502, a refunded or
// running retry 409) are answered as JSON with their status, exactly as runPaidAction answers them, so a caller
// reads the status before reading a stream. A retry of a completed request answers the stored result as a
// single final event (replayed: true) and charges nothing. A reader that goes away does not stop the work: the
// answer is finished and stored (the user was charged for it) and a retry with the same key replays it.
import { corsHeaders, json } from './cors.ts';
import {
  beginPaidAction,
  completePaidAction,
  NOT_STORED,
  paidAnswerOf,
  refundPaidAction,
  runPaidAction,
  workFailureOf,
  type PaidActionRequest,
  type PaidWorkOutcome,
} from './paid-action.ts';

/** The work: yields text chunks as they are written and returns what runPaidAction's work returns. */
export type PaidStreamWork<T> = (charge: {
  id: string;
  points: number;
}) => AsyncGenerator<string, PaidWorkOutcome<T>, void>;

export type PaidActionStreamRequest<T> = Omit<PaidActionRequest<T>, 'work'> & { work: PaidStreamWork<T> };

export const EVENT_STREAM_HEADERS: Record<string, string> = {
  ...corsHeaders,
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-cache, no-transform',
  'X-Accel-Buffering': 'no',
};

/** One server-sent event; `data` is JSON on one line (JSON escapes newlines, so one `data:` field suffices). */
export function sseEvent(event: 'chunk' | 'final' | 'error', data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function eventStream(first: string[], rest?: (send: (text: string) => void) => Promise<void>): Response {
  const encoder = new TextEncoder();
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          open = false;
        }
      };
      for (const text of first) send(text);
      if (!rest) {
        open = false;
        controller.close();
        return;
      }
      // Not awaited by start(): the stream flows while the work writes.
      void rest(send).finally(() => {
        if (!open) return;
        open = false;
        try {
          controller.close();
        } catch {
          // The reader already went away.
        }
      });
    },
    cancel() {
      open = false;
    },
  });
  return new Response(body, { status: 200, headers: EVENT_STREAM_HEADERS });
}

export async function runPaidActionStream<T>(options: PaidActionStreamRequest<T>): Promise<Response> {
  const begun = await beginPaidAction(options);
  if (begun.kind === 'answered') return begun.response;
  const { charge } = begun;
  if (begun.kind === 'replayed') {
    return eventStream([sseEvent('final', paidAnswerOf(charge, charge.engine, charge.result))]);
  }

  const generator = options.work({ id: charge.id, points: charge.points });
  const fail = async (error: unknown) => {
    const reason = error instanceof Error ? error.message : String(error);
    return workFailureOf(error, await refundPaidAction(charge.id, reason));
  };

  // The first step runs before the answer is chosen, so input found bad (or a provider that fails at once)
  // answers with its status, like runPaidAction.
  let first: IteratorResult<string, PaidWorkOutcome<T>>;
  try {
    first = await generator.next();
  } catch (error) {
    const failure = await fail(error);
    return json(failure.body, failure.status);
  }

  const finish = async (outcome: PaidWorkOutcome<T>, send: (text: string) => void) => {
    const row = await completePaidAction(charge.id, outcome);
    send(
      row
        ? sseEvent('final', paidAnswerOf(row, outcome.engine, outcome.result))
        : sseEvent('error', { ...NOT_STORED, code: 'not_stored' }),
    );
  };

  if (first.done) {
    const outcome = first.value;
    return eventStream([], (send) => finish(outcome, send));
  }
  return eventStream([sseEvent('chunk', { text: first.value })], async (send) => {
    try {
      for (;;) {
        const step = await generator.next();
        if (step.done) return await finish(step.value, send);
        if (step.value) send(sseEvent('chunk', { text: step.value }));
      }
    } catch (error) {
      const failure = await fail(error);
      send(sseEvent('error', failure.body));
    }
  });
}

/** Whether the caller asked for the streamed answer (`Accept: text/event-stream`); others get runPaidAction's JSON. */
export function wantsEventStream(request: Request): boolean {
  return (request.headers.get('accept') ?? '').includes('text/event-stream');
}

/**
 * One work, answered as the caller asks: streamed for `Accept: text/event-stream`, else one JSON body exactly as
 * runPaidAction answers (the chunks are drained and the outcome returned), so JSON callers keep working.
 */
export function runPaidActionAnswer<T>(options: PaidActionStreamRequest<T>): Promise<Response> {
  if (wantsEventStream(options.request)) return runPaidActionStream(options);
  return runPaidAction({
    ...options,
    work: async (charge) => {
      const generator = options.work(charge);
      for (;;) {
        const step = await generator.next();
        if (step.done) return step.value;
      }
    },
  });
}

/**
 * A work written with a callback (`emit` each piece of text as a provider writes it) as the generator
 * runPaidActionStream takes: yields what was emitted, in order, and returns what `produce` resolves to.
 */
export async function* chunksWhile<T>(
  produce: (emit: (text: string) => void) => Promise<T>,
): AsyncGenerator<string, T, void> {
  const queue: string[] = [];
  let wake: (() => void) | null = null;
  let settled = false;
  const done = produce((text) => {
    queue.push(text);
    wake?.();
  }).finally(() => {
    settled = true;
    wake?.();
  });
  done.catch(() => undefined);
  for (;;) {
    if (queue.length > 0) {
      yield queue.shift()!;
      continue;
    }
    if (settled) return await done;
    await new Promise<void>((resolve) => (wake = resolve));
    wake = null;
  }
}

/** A text the engines wrote whole, in pieces of a few words (keeping its spacing), so it streams like a provider's. */
export function textPieces(text: string, wordsPerPiece = 6): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const pieces: string[] = [];
  const lead = /^\s*/.exec(text)?.[0] ?? '';
  for (let i = 0; i < words.length; i += wordsPerPiece)
    pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  if (lead && pieces.length > 0) pieces[0] = lead + pieces[0];
  return pieces;
}
