import { useQuery } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadSupabase } from './supabase.loader';

/** A react-query read that gets the supabase client first. */
export function useSupabaseQuery<T>(key: readonly unknown[], read: (client: SupabaseClient) => Promise<T>) {
  return useQuery({ queryKey: key, queryFn: async () => read(await loadSupabase()) });
}
