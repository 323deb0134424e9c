// Compiled by tsc, never run: with the generated Database types, code naming a column the schema does not have
// (as after a rename) fails the type check. Each `@ts-expect-error` below fails the build if the error goes away,
// say because a client lost its `<Database>`.
import type { QueryData, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../shared/db/database.types.ts';

declare const client: SupabaseClient<Database>;

export const renamed = client.from('documents').select('id, downloads');
declare const row: QueryData<typeof renamed>[number];
// @ts-expect-error The select names a column documents does not have, so the row is a SelectQueryError.
export const downloads: number = row.downloads;

export const insert = client
  .from('documents')
  // @ts-expect-error An insert may not set a column the table does not have.
  .insert({ title: 'Notes', user_id: '00000000-0000-0000-0000-000000000000', downloads: 0 });
