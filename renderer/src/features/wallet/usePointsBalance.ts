import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadSupabase } from '../../lib/supabase.loader';

async function fetchBalance(userId: string): Promise<number> {
  const client = await loadSupabase();
  const { data, error } = await client
    .from('user_points')
    .select('points_balance')
    .eq('user_id', userId)
    .maybeSingle<{ points_balance: number }>();
  if (error) throw new Error(error.message);
  return data?.points_balance ?? 0;
}

type BalanceListener = (balance: number | null) => void;

interface PointsSubscription {
  listeners: Set<BalanceListener>;
  close: () => void;
}

const subscriptions = new Map<string, PointsSubscription>();

/**
 * One realtime channel per user for user_points changes (filter user_id=eq.{id}), shared by every badge on the
 * screen: supabase-js hands back the same channel for the same topic, which cannot take listeners once joined.
 */
function subscribeToPoints(userId: string, listener: BalanceListener): () => void {
  let subscription = subscriptions.get(userId);
  if (!subscription) {
    const listeners = new Set<BalanceListener>();
    let closed = false;
    let close = () => {
      closed = true;
    };
    void loadSupabase().then((client) => {
      if (closed) return;
      const channel = client
        .channel(`user-points-${userId}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'user_points', filter: `user_id=eq.${userId}` },
          (payload) => {
            const balance = (payload.new as { points_balance?: unknown } | null)?.points_balance;
            listeners.forEach((notify) => notify(typeof balance === 'number' ? balance : null));
          },
        )
        .subscribe();
      close = () => void client.removeChannel(channel);
    });
    subscription = { listeners, close: () => close() };
    subscriptions.set(userId, subscription);
  }
  const current = subscription;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      subscriptions.delete(userId);
      current.close();
    }
  };
}

export const pointsQueryKey = (userId: string) => ['points', userId] as const;

/** The signed-in user's points balance, kept live through realtime changes on user_points. */
export function usePointsBalance(userId: string | null): number | undefined {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: pointsQueryKey(userId ?? ''),
    queryFn: () => fetchBalance(userId ?? ''),
    enabled: userId !== null,
    staleTime: 30_000,
  });

  useEffect(() => {
    if (!userId) return;
    const unsubscribe = subscribeToPoints(userId, (balance) => {
      if (balance === null) void queryClient.invalidateQueries({ queryKey: pointsQueryKey(userId) });
      else queryClient.setQueryData(pointsQueryKey(userId), balance);
    });
    // Every balance change is a write to user_points, which realtime delivers: no window event is needed.
    return unsubscribe;
  }, [userId, queryClient]);

  return data;
}
