import { useQueryClient } from '@tanstack/react-query';
import { sellerKeys } from './seller.api';
import { useRealtimeRefresh } from './useRealtimeRefresh';

/**
 * The seller's withdrawals and wallet figures kept live: realtime reports each change to the seller's own
 * seller_withdrawals rows (an admin approving, paying or rejecting; a new request).
 */
export function useLiveWithdrawals(userId: string | null) {
  const queryClient = useQueryClient();
  useRealtimeRefresh(userId, 'seller_withdrawals', () => {
    if (!userId) return;
    void queryClient.invalidateQueries({ queryKey: sellerKeys.withdrawals(userId) });
    void queryClient.invalidateQueries({ queryKey: sellerKeys.wallet(userId) });
    void queryClient.invalidateQueries({ queryKey: [...sellerKeys.all, 'history', userId] });
  });
}
