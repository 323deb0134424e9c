// A stand-in edge function for the paid-action tests: charges `points` for an action whose work the test
// controls (succeed, throw, or wait), through the real runPaidAction and the real database.
import { json } from '../../../supabase/functions/_shared/cors.ts';
import { runPaidAction, PaidActionInputError } from '../../../supabase/functions/_shared/paid-action.ts';
import { clientForCaller } from '../../../supabase/functions/_shared/supabase-clients.ts';

interface ProbeBody {
  points: number;
  outcome: 'succeed' | 'throw' | 'bad-input';
  delay_ms?: number;
  idempotency_key?: string;
}

Deno.serve(async (request: Request) => {
  const { data } = await clientForCaller(request).auth.getUser();
  if (!data.user) return json({ error: 'User not authenticated' }, 401);
  const body = (await request.json()) as ProbeBody;
  return runPaidAction({
    request,
    body,
    userId: data.user.id,
    action: 'probe',
    points: body.points,
    description: 'Probe action',
    insufficientMessage: 'You have insufficient points for AI detection',
    work: async (charge) => {
      if (body.delay_ms) await new Promise((resolve) => setTimeout(resolve, body.delay_ms));
      if (body.outcome === 'throw') throw new Error('provider unavailable');
      if (body.outcome === 'bad-input') throw new PaidActionInputError('The text is empty');
      return { result: { answer: 42, charge: charge.id }, engine: 'engine' as const };
    },
  });
});
