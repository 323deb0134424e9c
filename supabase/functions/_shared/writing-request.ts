// What the writing suite's paid functions (ai-detection, plagiarism-check, writing-assistant, paper-generate) check
// beyond their contract (shared/functions/writing.contract.ts): that the paper named is the caller's; and the
// excerpt a saved report lists.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../shared/db/database.types.ts';
import { FunctionError } from './function-error.ts';

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
