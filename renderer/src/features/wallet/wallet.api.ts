// The signed-in user's points balance (user_points, written by the server only).
import { queryOptions } from '@tanstack/react-query';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../../shared/db/database.types';
import { loadSupabase } from '../../lib/supabase.loader';

export async function fetchPointsBalance(client: SupabaseClient<Database>, userId: string): Promise<number> {
  const { data, error } = await client
    .from('user_points')
    .select('points_balance')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data?.points_balance ?? 0;
}

/** One key scheme for the wallet feature's cache entries. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: (userId: string) => [...walletKeys.all, 'balance', userId] as const,
};

export const pointsBalanceQuery = (userId: string) =>
  queryOptions({
    queryKey: walletKeys.balance(userId),
    queryFn: async () => fetchPointsBalance(await loadSupabase(), userId),
    staleTime: 30_000,
  });
