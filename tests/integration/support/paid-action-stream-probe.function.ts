// A stand-in edge function for the streamed paid-action tests: charges `points` for a work that yields `chunks`
// pieces of text and then succeeds, fails midway, fails before its first chunk or finds its input bad, through
// the real runPaidActionStream and the real database.
import { json } from '../../../supabase/functions/_shared/cors.ts';
import { PaidActionInputError } from '../../../supabase/functions/_shared/paid-action.ts';
import { runPaidActionStream } from '../../../supabase/functions/_shared/paid-action-stream.ts';
import { clientForCaller } from '../../../supabase/functions/_shared/supabase-clients.ts';

interface ProbeBody {
  points: number;
  outcome: 'succeed' | 'fail-midway' | 'fail-first' | 'bad-input';
  chunks: number;
  delay_ms?: number;
  idempotency_key?: string;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

Deno.serve(async (request: Request) => {
  const { data } = await clientForCaller(request).auth.getUser();
  if (!data.user) return json({ error: 'User not authenticated' }, 401);
  const body = (await request.json()) as ProbeBody;
  return runPaidActionStream({
    request,
    body,
    userId: data.user.id,
    action: 'stream-probe',
    points: body.points,
    description: 'Streamed probe action',
    insufficientMessage: 'You have insufficient points for AI detection',
    work: async function* (charge) {
      if (body.outcome === 'bad-input') throw new PaidActionInputError('The question is empty');
      if (body.outcome === 'fail-first') throw new Error('provider unavailable');
      let text = '';
      for (let i = 0; i < body.chunks; i++) {
        if (body.delay_ms) await pause(body.delay_ms);
        if (body.outcome === 'fail-midway' && i === Math.floor(body.chunks / 2)) {
          throw new Error('provider stream broke');
        }
        const piece = `part ${i}\n`;
        text += piece;
        yield piece;
      }
      return { result: { text, charge: charge.id }, engine: 'engine' as const };
    },
  });
});
