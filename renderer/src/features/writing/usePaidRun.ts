import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuthStore } from '../auth/auth.store';
import { toast } from '../../ui/toast.store';
import { walletKeys } from '../wallet/wallet.api';
import type { Engine, PaidAnswer } from './writing.api';
import { writingTexts } from './writing.texts';

/**
 * Runs one paid writing call: the balance the server answered goes straight into the points badge's cache,
 * a refusal or failure becomes the spec's toast. Answers the result, or null when there is none.
 */
export function usePaidRun() {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const [busy, setBusy] = useState(false);

  async function run<T>(
    call: () => Promise<PaidAnswer<T>>,
  ): Promise<{ result: T; engine: Engine | null } | null> {
    setBusy(true);
    try {
      const answer = await call();
      if (!answer.ok) {
        toast.error(answer.refunded ? writingTexts.refunded : answer.message);
        if (userId) void queryClient.invalidateQueries({ queryKey: walletKeys.balance(userId) });
        return null;
      }
      if (userId) queryClient.setQueryData(walletKeys.balance(userId), answer.balance);
      return { result: answer.result, engine: answer.engine };
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
