import { setTimeout as sleep } from 'node:timers/promises';
import { enforceRateLimit, type AuthDeps, type ClientInfo } from './auth-context.ts';
import { addressKey, identifierKey } from './rate-limit-keys.ts';

/** The wait once an account is past its allowance of wrong passwords; each further one doubles it. */
export const FIRST_SLOWDOWN_MS = 250;

/**
 * How long an attempt on an account waits, given the wrong passwords for it in the current window from all
 * addresses together: nothing up to `allowance`, then FIRST_SLOWDOWN_MS doubling per wrong password, capped.
 */
export function slowdownDelayMs(failures: number, allowance: number, maxMs: number): number {
  if (allowance <= 0 || maxMs <= 0 || failures < allowance) return 0;
  return Math.min(maxMs, FIRST_SLOWDOWN_MS * 2 ** Math.min(failures - allowance, 20));
}

/**
 * Password guessing limits that a stranger cannot turn against the owner. Per client address (all attempts,
 * counted by the caller with `limitPerIp`) and per account and address (wrong passwords) a guesser is refused
 * with 429; the owner elsewhere is not, because nothing here refuses an account as a whole. Across addresses
 * an account is only slowed: once it has had `signInSlowdownAfter` wrong passwords in the window, every
 * attempt on it waits, right password or wrong, so that the wait says nothing about the password and the
 * owner still gets in, at most `signInMaxDelayMs` later. With the allowance above the per-address limit, one
 * address alone cannot even slow the owner down. Unknown addresses are counted the same way as
 * accounts, so the answers never tell whether an account exists.
 */
export function createSignInThrottle(deps: AuthDeps) {
  const limits = deps.settings.rateLimits;
  const perAccountAndAddress = (email: string, client: ClientInfo) =>
    `sign_in:account_address:${identifierKey(email)}:${addressKey(client.ip)}`;
  const accountFailures = (email: string) => `sign_in:account_failures:${identifierKey(email)}`;
  const slowdownOn = () => limits.signInSlowdownAfter > 0 && limits.signInMaxDelayMs > 0;

  return {
    /** Before the password is checked: refuses an address that guessed too often, and waits if need be. */
    async admit(email: string, client: ClientInfo): Promise<void> {
      // Counted before the check (and forgiven on success), so concurrent guesses cannot overshoot the limit.
      await enforceRateLimit(deps, perAccountAndAddress(email, client), limits.signInPerEmail);
      if (!slowdownOn()) return;
      const failures = await deps.limiter.peek(accountFailures(email), limits.windowSeconds);
      const delay = slowdownDelayMs(failures, limits.signInSlowdownAfter, limits.signInMaxDelayMs);
      if (delay) await sleep(delay);
    },

    async failed(email: string): Promise<void> {
      if (slowdownOn()) await deps.limiter.record(accountFailures(email), limits.windowSeconds);
    },

    /** The right password: this address's earlier typos for the account are forgiven. */
    async succeeded(email: string, client: ClientInfo): Promise<void> {
      if (limits.signInPerEmail > 0) await deps.limiter.clear(perAccountAndAddress(email, client));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
