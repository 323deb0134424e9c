import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Tables } from '../../../../shared/db/database.types';
import { loadSupabase } from '../../lib/supabase.loader';
import { pointsBalanceQuery, walletKeys } from './wallet.api';

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
        .on<Tables<'user_points'>>(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'user_points', filter: `user_id=eq.${userId}` },
          (payload) => {
            // A deleted row arrives without columns: the listeners refetch instead.
            const balance = 'points_balance' in payload.new ? payload.new.points_balance : null;
            listeners.forEach((notify) => notify(balance));
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

/** The signed-in user's points balance, kept live through realtime changes on user_points. */
export function usePointsBalance(userId: string | null): number | undefined {
  const queryClient = useQueryClient();
  const { data } = useQuery({ ...pointsBalanceQuery(userId ?? ''), enabled: userId !== null });

  useEffect(() => {
    if (!userId) return;
    const unsubscribe = subscribeToPoints(userId, (balance) => {
      if (balance === null) void queryClient.invalidateQueries({ queryKey: walletKeys.balance(userId) });
      else queryClient.setQueryData(walletKeys.balance(userId), balance);
    });
    // Every balance change is a write to user_points, which realtime delivers: no window event is needed.
    return unsubscribe;
  }, [userId, queryClient]);

  return data;
}
