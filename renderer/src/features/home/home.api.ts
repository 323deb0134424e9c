import type { SupabaseClient } from '@supabase/supabase-js';

export interface HomeSubject {
  id: string | number;
  name: string;
  slug: string;
  icon_name: string | null;
  color: string | null;
  /** Approved documents only (kept by the database). */
  document_count: number;
}

export interface ApiError {
  message: string;
  code?: string;
}

export type ApiResult<T> = { data: T; error: null } | { data: null; error: ApiError };

export const HOME_SUBJECT_COLUMNS = 'id, name, slug, icon_name, color, document_count';

export async function fetchHomeSubjects(client: SupabaseClient): Promise<ApiResult<HomeSubject[]>> {
  const { data, error } = await client
    .from('subjects')
    .select(HOME_SUBJECT_COLUMNS)
    .order('name', { ascending: true })
    .overrideTypes<HomeSubject[], { merge: false }>();
  if (error) return { data: null, error: { message: error.message, code: error.code } };
  return { data: data ?? [], error: null };
}
