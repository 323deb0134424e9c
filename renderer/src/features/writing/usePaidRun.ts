import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PaidFailure } from '../ai-tools/PaidActionFailure';
import { useAuthStore } from '../auth/auth.store';
import { walletKeys } from '../wallet/wallet.api';
import type { Engine, PaidAnswer } from './writing.api';

/**
 * Runs one paid writing call: the balance the server answered goes straight into the points badge's cache; a
 * refusal or failure is kept as `failure` (what went wrong and whether the user was charged) for the screen to
 * show where the user acted. Answers the result, or null when there is none.
 */
export function usePaidRun() {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PaidFailure | null>(null);

  async function run<T>(
    call: () => Promise<PaidAnswer<T>>,
  ): Promise<{ result: T; engine: Engine | null; charged: number } | null> {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await call();
      if (!answer.ok) {
        setFailure({ message: answer.message, charged: answer.charged, refunded: answer.refunded });
        if (userId) void queryClient.invalidateQueries({ queryKey: walletKeys.balance(userId) });
        return null;
      }
      if (userId && answer.balance !== null)
        queryClient.setQueryData(walletKeys.balance(userId), answer.balance);
      return { result: answer.result, engine: answer.engine, charged: answer.charged };
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    run,
    failure,
    /** Shows a problem found before any call (e.g. nothing selected) in the same place. */
    refuse: (message: string) => setFailure({ message, charged: false, refunded: false }),
    dismiss: () => setFailure(null),
  };
}
