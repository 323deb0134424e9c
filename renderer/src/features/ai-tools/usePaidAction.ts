import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import type {
  FunctionContract,
  FunctionInput,
  FunctionOutput,
  paidAnswerSchema,
} from '../../../../shared/functions/function-contract';
import { FunctionCallError } from '../../lib/function-call-error';
import { invokeFunction, type InvokeOptions } from '../../lib/invoke-function';
import { useAuthStore } from '../auth';
import { walletKeys } from '../wallet';
import type { PaidFailure } from './PaidActionFailure';

/** A contract whose answer is a paid action's (`{ result, charge, engine, replayed }`). */
export type PaidContract = FunctionContract<
  z.ZodType,
  z.ZodType<z.output<ReturnType<typeof paidAnswerSchema>>>
>;

type WithoutKey<T> = T extends unknown ? Omit<T, 'idempotency_key'> : never;

/** What the screen sends: the contract's input; the idempotency key is the hook's. */
export type PaidInput<C extends PaidContract> = WithoutKey<FunctionInput<C>>;

/** A run's outcome: the result (with what it cost), or the failure as the user should read it. */
export type PaidRun<C extends PaidContract> =
  | {
      ok: true;
      result: FunctionOutput<C>['result'];
      engine: FunctionOutput<C>['engine'];
      /** Points taken; 0 when the answer was free (nothing found, an outline). */
      charged: number;
      /** The balance after the charge; null when nothing was charged. */
      balance: number | null;
      /** A free answer given after the model failed and its charge came back. */
      refunded: boolean;
    }
  | { ok: false; failure: PaidFailure };

/** What a thrown call tells the user: the server's words, and whether they are out of pocket. */
export function paidFailureOf(error: unknown): PaidFailure {
  if (error instanceof FunctionCallError && error.status !== 0)
    return {
      message: error.message,
      code: error.body.code ?? null,
      insufficient: error.insufficient,
      refunded: error.body.refunded === true,
      charged: error.body.charged === true,
    };
  const message = error instanceof Error ? error.message : String(error);
  // The reader stopped reading (left the page): the server still finishes and stores the answer. Otherwise
  // nothing answered (offline, the server unreachable): the same request may be sent again with its key.
  const code = error instanceof Error && error.name === 'AbortError' ? 'aborted' : 'unreachable';
  return { message, code, insufficient: null, refunded: false, charged: false };
}

/**
 * Runs one paid action through its contract (every paid tool's screen uses this): a fresh idempotency key per run,
 * the balance the server answered straight into the points badge's cache, and a refusal or failure kept as
 * `failure` (what went wrong, whether the user was charged or refunded, the price when the balance was short) for
 * the screen to show where the user acted (or to say in its own way). The caller may pass its own key to retry a
 * request (charged once) and `onChunk`/`signal` for a streamed answer.
 */
export function usePaidAction<C extends PaidContract>(contract: C) {
  const queryClient = useQueryClient();
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PaidFailure | null>(null);

  async function run(input: PaidInput<C>, options: InvokeOptions = {}): Promise<PaidRun<C>> {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await invokeFunction(contract, input as FunctionInput<C>, {
        ...options,
        idempotencyKey: options.idempotencyKey ?? crypto.randomUUID(),
      });
      if (userId && answer.charge)
        queryClient.setQueryData(walletKeys.balance(userId), answer.charge.balance);
      return {
        ok: true,
        result: answer.result,
        engine: answer.engine,
        charged: answer.charge?.points ?? 0,
        balance: answer.charge?.balance ?? null,
        refunded: 'refunded' in answer && answer.refunded === true,
      };
    } catch (error) {
      const failed = paidFailureOf(error);
      setFailure(failed);
      if (userId) void queryClient.invalidateQueries({ queryKey: walletKeys.balance(userId) });
      return { ok: false, failure: failed };
    } finally {
      setBusy(false);
    }
  }

  return {
    busy,
    run,
    failure,
    /** Shows a problem found before any call (e.g. nothing selected) in the same place. */
    refuse: (message: string) =>
      setFailure({ message, code: null, insufficient: null, charged: false, refunded: false }),
    dismiss: () => setFailure(null),
  };
}
