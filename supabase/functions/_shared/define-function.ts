// Every edge function is its contract (shared/functions/*.contract.ts) plus a handler: defineFunction answers the
// CORS preflight, refuses other methods (405), names the caller (401) and asks for their second factor where the
// contract says money moves (403), parses the body with the contract's input schema (400 with the schema's own
// sentence) and turns a thrown FunctionError into its JSON answer. The handler gets the parsed input and returns
// the contract's output (answered as JSON) or a Response it built itself (a stream, a provider's redirect).
import type { SupabaseClient, User } from '@supabase/supabase-js';
import type { z } from 'zod';
import type { Database } from '../../../shared/db/database.types.ts';
import type { FunctionContract } from '../../../shared/functions/function-contract.ts';
import { corsHeaders, json } from './cors.ts';
import { FunctionError } from './function-error.ts';
import { freeAnswer, runPaidAction, type PaidActionEngine, type PaidActionRequest } from './paid-action.ts';
import { runPaidActionAnswer, type PaidActionStreamRequest } from './paid-action-stream.ts';
import { secondFactorRefusal } from './second-factor.ts';
import { clientForCaller } from './supabase-clients.ts';

/** The result inside a paid contract's answer (`{ result, charge, engine, replayed }`). */
type PaidResultOf<C extends FunctionContract> = z.input<C['output']> extends { result: infer R } ? R : never;

type PaidOptions<T> = Omit<PaidActionRequest<T>, 'request' | 'userId' | 'user' | 'body'>;
type PaidStreamOptions<T> = Omit<PaidActionStreamRequest<T>, 'request' | 'userId' | 'user' | 'body'>;

export interface FunctionContext<C extends FunctionContract> {
  request: Request;
  input: z.output<C['input']>;
  /** The caller for `auth: 'user'` and `'admin'` contracts; null for public and webhook ones. */
  user: C['auth'] extends 'user' | 'admin' ? User : null;
  /** A client acting as the caller (RLS applies as for the app itself). */
  caller: SupabaseClient<Database>;
  /** Charges the contract's paid action with the work (runPaidAction), its result typed by the contract. */
  paid: (options: PaidOptions<PaidResultOf<C>>) => Promise<Response>;
  /** The same for a work that streams its text (answered as an event stream when the caller asks for one). */
  paidStream: (options: PaidStreamOptions<PaidResultOf<C>>) => Promise<Response>;
  /** A paid contract's answer when there was nothing to sell: the result, and no charge. */
  free: (result: PaidResultOf<C>, engine?: PaidActionEngine | null) => Response;
}

export type FunctionHandler<C extends FunctionContract> = (
  context: FunctionContext<C>,
) => Promise<z.input<C['output']> | Response>;

export const ADMIN_REQUIRED = 'Unauthorized: Admin access required';

/** Admin means role admin and status active (spec 1 section 6); the admin RPCs check the same again. */
async function isActiveAdmin(caller: SupabaseClient<Database>, userId: string): Promise<boolean> {
  const { data } = await caller.from('users').select('role, status').eq('id', userId).maybeSingle();
  return data?.role === 'admin' && data.status === 'active';
}

/** The first problem the input schema found, in the schema's words. */
function inputProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'The body is not valid';
}

async function readBody(request: Request, kind: FunctionContract['body']): Promise<unknown> {
  if (kind === 'none') return {};
  if (kind === 'text') return await request.text();
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new FunctionError(400, 'The body must be a JSON object');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body))
    throw new FunctionError(400, 'The body must be a JSON object');
  return body;
}

/** The Fetch handler of a contract: what `Deno.serve` runs (exported for tests that call it without serving). */
export function functionHandler<C extends FunctionContract>(
  contract: C,
  handler: FunctionHandler<C>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS' && contract.auth !== 'webhook')
      return new Response('ok', { headers: corsHeaders });
    if (!contract.methods.some((method) => method === request.method))
      return json({ error: 'Method not allowed' }, 405);
    try {
      const caller = clientForCaller(request);
      let user: User | null = null;
      if (contract.auth === 'user' || contract.auth === 'admin') {
        user = (await caller.auth.getUser()).data.user;
        if (!user) return json({ error: 'User not authenticated' }, 401);
        if (contract.auth === 'admin' && !(await isActiveAdmin(caller, user.id)))
          return json({ error: contract.adminRefusal ?? ADMIN_REQUIRED }, 403);
        if (contract.secondFactor) {
          const refusal = await secondFactorRefusal(request, user);
          if (refusal) return refusal;
        }
      }
      const parsed = contract.input.safeParse(await readBody(request, contract.body));
      if (!parsed.success) return json({ error: inputProblem(parsed.error) }, 400);
      const userId = user?.id ?? '';
      const context = {
        request,
        input: parsed.data,
        user,
        caller,
        paid: (options) => runPaidAction({ ...options, request, userId, user, body: parsed.data }),
        paidStream: (options) =>
          runPaidActionAnswer({ ...options, request, userId, user, body: parsed.data }),
        free: (result, engine) => freeAnswer(result, engine),
      } as FunctionContext<C>;
      const answer = await handler(context);
      return answer instanceof Response ? answer : json(answer);
    } catch (error) {
      if (error instanceof FunctionError) return json({ error: error.message, ...error.extra }, error.status);
      throw error;
    }
  };
}

/** Serves an edge function built from its contract. */
export function defineFunction<C extends FunctionContract>(
  contract: C,
  handler: NoInfer<FunctionHandler<C>>,
): void {
  Deno.serve(functionHandler(contract, handler));
}
