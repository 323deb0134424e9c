// A function's answer reaches a screen only as its contract says it is: the final event of a streamed paid action
// (or a plain JSON answer) is parsed by the contract's output, and anything else is a FunctionCallError.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { paidAnswerSchema } from '../../../shared/functions/function-contract';
import { readPaidEventStream } from './event-stream';
import { FunctionCallError } from './function-call-error';

const answer = paidAnswerSchema(z.object({ text: z.string() }));
const final = { result: { text: 'Hello' }, charge: { id: 'c1', points: 5, balance: 15 }, engine: 'engine' };

function stream(events: string): Response {
  return new Response(events, { headers: { 'content-type': 'text/event-stream' } });
}

describe('readPaidEventStream', () => {
  it('hands over the chunks and resolves with the final event as the contract parses it', async () => {
    const chunks: string[] = [];
    const read = await readPaidEventStream(
      stream(
        `event: chunk\ndata: {"text":"Hel"}\n\nevent: chunk\ndata: {"text":"lo"}\n\n` +
          `event: final\ndata: ${JSON.stringify({ ...final, replayed: false, extra: 1 })}\n\n`,
      ),
      answer,
      (text) => chunks.push(text),
    );
    expect(chunks).toEqual(['Hel', 'lo']);
    expect(read).toEqual({ ...final, replayed: false });
  });

  it('refuses a final event or a JSON answer that is not what the contract says', async () => {
    const wrong = readPaidEventStream(stream(`event: final\ndata: ${JSON.stringify(final)}\n\n`), answer);
    await expect(wrong).rejects.toBeInstanceOf(FunctionCallError);
    await expect(wrong).rejects.toMatchObject({ body: { code: 'bad_answer' } });
    const json = new Response(JSON.stringify({ ...final, result: { text: 3 }, replayed: false }), {
      headers: { 'content-type': 'application/json' },
    });
    await expect(readPaidEventStream(json, answer)).rejects.toMatchObject({ body: { code: 'bad_answer' } });
  });

  it('throws the function’s own failure body, and a cut-off stream as incomplete', async () => {
    const refused = new Response(
      JSON.stringify({ error: 'Short', code: 'insufficient_points', required: 5 }),
      {
        status: 402,
        headers: { 'content-type': 'application/json' },
      },
    );
    await expect(readPaidEventStream(refused, answer)).rejects.toMatchObject({
      status: 402,
      insufficient: { required: 5, balance: 0 },
    });
    await expect(
      readPaidEventStream(stream('event: chunk\ndata: {"text":"Hel"}\n\n'), answer),
    ).rejects.toMatchObject({ body: { code: 'incomplete' } });
  });
});
