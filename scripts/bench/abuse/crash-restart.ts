// Does a hard crash block the next start? Runs the platform CLI on one data dir, then `rounds` times kills its
// Node process alone with SIGKILL (as the OOM killer would) and starts it again. A round succeeds when the new
// run serves and an account written before the first kill still signs in. After a Ctrl-C of the last run, every
// process any run started must be gone: those still running are counted as orphans (and then stopped).
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProcessIdentity } from '../../../server/process/proc-info.ts';
import { supabaseClient } from '../../../tests/integration/support/test-platform.ts';
import {
  descendantsOf,
  interruptPlatform,
  platformInfo,
  spawnPlatformCli,
  stopLeftovers,
  waitUntilGone,
  type PlatformProcess,
} from '../../../tests/integration/support/platform-process.ts';

export interface CrashRestartResult {
  rounds: number;
  /** Restarts after a kill -9 that served with the data intact. */
  succeeded: number;
  /** Processes of any run still running after the last run was stopped. */
  orphansLeft: number;
}

const ACCOUNT = { email: 'crash-restart@example.com', password: 'crash-restart-password' };

async function client(dataDir: string, url: string) {
  return supabaseClient(url, (await platformInfo(dataDir)).anonKey);
}

export async function measureCrashRestarts(rounds: number): Promise<CrashRestartResult> {
  const dataDir = await mkdtemp(join(tmpdir(), 'studyloop-crash-bench-'));
  // Root runs Postgres as the `postgres` user, which must be able to reach the cluster inside.
  await chmod(dataDir, 0o755);
  const started: ProcessIdentity[] = [];
  let current: PlatformProcess | undefined;
  let succeeded = 0;
  /** Starts a run; resolves with its URL, or null when it did not come up. */
  const start = async (): Promise<string | null> => {
    current = spawnPlatformCli(dataDir);
    try {
      const url = await current.ready;
      started.push(...descendantsOf(current.child.pid!));
      return url;
    } catch {
      current = undefined;
      return null;
    }
  };
  try {
    const firstUrl = await start();
    if (!firstUrl) throw new Error('the platform did not start at all');
    const signUp = await (await client(dataDir, firstUrl)).auth.signUp(ACCOUNT);
    if (signUp.error) throw new Error(`sign-up failed: ${signUp.error.message}`);

    for (let round = 0; round < rounds; round++) {
      if (current) {
        current.child.kill('SIGKILL');
        await current.exited;
        current = undefined;
      }
      const url = await start();
      if (!url) continue;
      const signIn = await (await client(dataDir, url)).auth.signInWithPassword(ACCOUNT);
      if (!signIn.error) succeeded++;
    }
    if (current) await interruptPlatform(current);
    const orphans = await waitUntilGone(started, 10_000);
    return { rounds, succeeded, orphansLeft: orphans.length };
  } finally {
    if (current) await interruptPlatform(current);
    await stopLeftovers(started);
    await rm(dataDir, { recursive: true, force: true });
  }
}
