// Calls an edge function through its contract (shared/functions/*.contract.ts): the input is typed by the
// contract's input schema and the answer parsed by its output schema, so a changed answer fails the type check in
// every screen that reads it, and an answer that is not what the contract says fails here, not in a screen. A failure is thrown as a FunctionCallError with the function's own body. A streamed paid
// action (`stream: true`) called with `onChunk` is read as it is written (supabase-js' functions.invoke buffers
// the whole body, so that path uses fetch with the signed-in user's token).
import type {
  FunctionContract,
  FunctionInput,
  FunctionOutput,
} from '../../../shared/functions/function-contract';
import { readSupabaseConfig } from '../platform/supabase-config';
import { answerAs, readPaidEventStream } from './event-stream';
import { FunctionCallError, functionCallErrorOf } from './function-call-error';
import { loadSupabase } from './supabase.loader';

export interface InvokeOptions {
  /** A paid request's key: a retry with the same key is charged once and answered with the stored result. */
  idempotencyKey?: string;
  /** For a streamed contract: each piece of text as it is written. */
  onChunk?: (text: string) => void;
  signal?: AbortSignal;
}

function headersOf(options: InvokeOptions): Record<string, string> {
  return options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {};
}

async function invokeStreamed<C extends FunctionContract>(
  contract: C,
  input: FunctionInput<C>,
  options: InvokeOptions,
): Promise<FunctionOutput<C>> {
  const client = await loadSupabase();
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new FunctionCallError(401, { error: 'User not authenticated', code: 'unauthenticated' });
  const { supabaseUrl, anonKey } = readSupabaseConfig();
  const response = await fetch(`${supabaseUrl}/functions/v1/${contract.name}`, {
    method: 'POST',
    headers: {
      ...headersOf(options),
      Authorization: `Bearer ${token}`,
      apikey: anonKey,
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
    },
    body: JSON.stringify(input),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  // The final event is the contract's output (a paid answer); the reader checks the events' framing.
  return await readPaidEventStream<C['output']>(response, contract.output, options.onChunk);
}

/** Calls `contract`'s function as the signed-in user (or as a visitor, for public ones). */
export async function invokeFunction<C extends FunctionContract>(
  contract: C,
  input: FunctionInput<C>,
  options: InvokeOptions = {},
): Promise<FunctionOutput<C>> {
  if (contract.stream && options.onChunk) return invokeStreamed(contract, input, options);
  const client = await loadSupabase();
  const { data, error } = await client.functions.invoke<unknown>(contract.name, {
    method: contract.methods.includes('POST') ? 'POST' : 'GET',
    ...(contract.body === 'json' ? { body: input as Record<string, unknown> } : {}),
    headers: headersOf(options),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (error) throw await functionCallErrorOf(error);
  if (data === null) throw new FunctionCallError(200, { error: `No answer from ${contract.name}` });
  return answerAs<C['output']>(contract.output, data, contract.name);
}
