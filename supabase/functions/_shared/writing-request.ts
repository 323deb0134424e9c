// What the writing suite's paid functions (ai-detection, plagiarism-check, writing-assistant) read from a request:
// the signed-in caller, a JSON body and the idempotency key of this one attempt.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../shared/db/database.types.ts';
import { json } from './cors.ts';
import { FunctionError } from './define-function.ts';
import { clientForCaller } from './supabase-clients.ts';

/** Longest text a check or writing action accepts (about 20,000 words). */
export const MAX_WRITING_CHARS = 150_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface WritingRequest {
  caller: SupabaseClient<Database>;
  userId: string;
  body: Record<string, unknown>;
}

/** The caller and the JSON body, or the response refusing them (401 not signed in, 400 not JSON). */
export async function readWritingRequest(request: Request): Promise<WritingRequest | Response> {
  const caller = clientForCaller(request);
  const { data: auth } = await caller.auth.getUser();
  if (!auth.user) return json({ error: 'User not authenticated' }, 401);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return json({ error: 'The body must be JSON' }, 400);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return json({ error: 'The body must be a JSON object' }, 400);
  return { caller, userId: auth.user.id, body: body as Record<string, unknown> };
}

/** The `text` field: a non-empty string of at most MAX_WRITING_CHARS, or the message saying what is wrong. */
export function textField(body: Record<string, unknown>, emptyMessage: string): string | { error: string } {
  const text = body.text;
  if (typeof text !== 'string' || text.trim().length === 0) return { error: emptyMessage };
  if (text.length > MAX_WRITING_CHARS)
    return {
      error: `The text is too long: at most ${MAX_WRITING_CHARS.toLocaleString('en-US')} characters.`,
    };
  return text;
}

/**
 * The optional `paper_id`: null when absent; the id when the caller owns that paper (read through RLS);
 * a 404 response when it is not theirs or does not exist.
 */
export async function ownPaperId(
  caller: SupabaseClient<Database>,
  body: Record<string, unknown>,
): Promise<string | null | Response> {
  const paperId = body.paper_id;
  if (paperId === undefined || paperId === null) return null;
  if (typeof paperId !== 'string' || !UUID.test(paperId))
    return json({ error: 'paper_id must be a paper id' }, 400);
  const { data, error } = await caller.from('papers').select('id').eq('id', paperId).maybeSingle();
  if (error) return json({ error: error.message }, 400);
  if (!data) return json({ error: 'Paper not found' }, 404);
  return data.id;
}

/**
 * The paper a request names, checked: null when none is named; its id when the caller owns it (read through RLS);
 * 404 when it is not theirs or does not exist. The id's form is the contract's to check.
 */
export async function callersPaperId(
  caller: SupabaseClient<Database>,
  paperId: string | null | undefined,
): Promise<string | null> {
  if (paperId === undefined || paperId === null) return null;
  const { data, error } = await caller.from('papers').select('id').eq('id', paperId).maybeSingle();
  if (error) throw new FunctionError(400, error.message);
  if (!data) throw new FunctionError(404, 'Paper not found');
  return data.id;
}

/** The first words of a text, for a report list. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= 120 ? flat : `${flat.slice(0, 117).trimEnd()}…`;
}
