// The authorship record on paper versions (migration 20261212000000, issue 13) through PostgREST as the editor
// writes it: a version carries the whole record or none; counts cannot be negative, the largest paste cannot
// exceed the pasted total, active time cannot exceed the editing span; only the paper's owner reads the record;
// versions stay insert-only, so a record cannot be rewritten after the save.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../shared/db/database.types.ts';
import { startTestPlatform, uniqueEmail, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startTestPlatform();
}, 120_000);

afterAll(async () => {
  await platform?.destroy();
});

async function writer(): Promise<{ client: SupabaseClient<Database>; id: string }> {
  const client = platform.anonClient();
  const { data, error } = await client.auth.signUp({
    email: uniqueEmail('authorship'),
    password: 'correct-horse',
  });
  if (error) throw error;
  return { client, id: data.user!.id };
}

const RECORD = {
  typed_chars: 120,
  pasted_chars: 300,
  paste_count: 1,
  largest_paste: 300,
  tool_chars: 0,
  deleted_chars: 4,
  active_seconds: 90,
  editing_seconds: 140,
};

describe('paper_versions edit records', () => {
  it('stores a whole record or none, with sane figures, readable by the owner only', async () => {
    const { client, id } = await writer();
    const { data: paper, error } = await client
      .from('papers')
      .insert({
        user_id: id,
        editor: 'editor',
        title: 'Record',
        content: '<p>x</p>',
        word_count: 1,
        status: 'draft',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const version = (n: number, extra: Record<string, unknown>) =>
      client.from('paper_versions').insert({
        paper_id: paper!.id,
        content: `<p>v${n}</p>`,
        created_by: id,
        version_number: n,
        ...extra,
      });

    expect((await version(1, RECORD)).error).toBeNull();
    expect((await version(2, {})).error).toBeNull(); // not recorded: all null
    const partial = await version(3, { typed_chars: 10 });
    expect(partial.error?.code).toBe('23514');
    expect((await version(3, { ...RECORD, typed_chars: -1 })).error?.code).toBe('23514');
    expect((await version(3, { ...RECORD, largest_paste: 301 })).error?.code).toBe('23514');
    expect((await version(3, { ...RECORD, active_seconds: 141 })).error?.code).toBe('23514');

    const { data: rows } = await client
      .from('paper_versions')
      .select('version_number, typed_chars, pasted_chars, largest_paste, active_seconds, editing_seconds')
      .eq('paper_id', paper!.id)
      .order('version_number');
    expect(rows).toEqual([
      {
        version_number: 1,
        typed_chars: 120,
        pasted_chars: 300,
        largest_paste: 300,
        active_seconds: 90,
        editing_seconds: 140,
      },
      {
        version_number: 2,
        typed_chars: null,
        pasted_chars: null,
        largest_paste: null,
        active_seconds: null,
        editing_seconds: null,
      },
    ]);

    // Insert-only: the owner cannot rewrite a record after the save.
    const rewrite = await client
      .from('paper_versions')
      .update({ typed_chars: 9999 })
      .eq('paper_id', paper!.id);
    expect(rewrite.error?.code).toBe('42501');

    // Another student sees nothing of it.
    const other = await writer();
    const { data: theirs } = await other.client
      .from('paper_versions')
      .select('typed_chars')
      .eq('paper_id', paper!.id);
    expect(theirs).toEqual([]);
  });
});
