// Issue 9, item 3: a kill -9 of the platform's Node process alone must not block the next start, lose data,
// leave processes behind, or touch another platform running on another data dir.
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSetpriv } from '../../server/process/parent-death.ts';
import { executableOf, type ProcessIdentity } from '../../server/process/proc-info.ts';
import { makeDataDir, supabaseClient, uniqueEmail } from './support/test-platform.ts';
import {
  childrenOf,
  descendantsOf,
  interruptPlatform,
  platformInfo,
  spawnPlatformCli,
  stillRunning,
  stopLeftovers,
  waitUntilGone,
  type PlatformProcess,
} from './support/platform-process.ts';

const PASSWORD = 'correct-horse';

async function signUp(dataDir: string, url: string, email: string) {
  const { anonKey } = await platformInfo(dataDir);
  return (await supabaseClient(url, anonKey).auth.signUp({ email, password: PASSWORD })).error;
}

async function signIn(dataDir: string, url: string, email: string) {
  const { anonKey } = await platformInfo(dataDir);
  return (await supabaseClient(url, anonKey).auth.signInWithPassword({ email, password: PASSWORD })).error;
}

/** A platform on its own data dir that runs through every test and must not notice any of them. */
const bystander = {
  dataDir: '',
  platform: undefined as PlatformProcess | undefined,
  url: '',
  email: uniqueEmail('bystander'),
  processes: [] as ProcessIdentity[],
};

async function expectBystanderUntouched() {
  expect(bystander.processes.length).toBeGreaterThanOrEqual(2);
  expect(stillRunning(bystander.processes)).toEqual(bystander.processes);
  expect(await signIn(bystander.dataDir, bystander.url, bystander.email)).toBeNull();
}

beforeAll(async () => {
  bystander.dataDir = await makeDataDir();
  bystander.platform = spawnPlatformCli(bystander.dataDir);
  bystander.url = await bystander.platform.ready;
  expect(await signUp(bystander.dataDir, bystander.url, bystander.email)).toBeNull();
  // Its direct children only: Postgres' backends come and go with the connection pool's idle timeout.
  bystander.processes = childrenOf(bystander.platform.child.pid!);
});

afterAll(async () => {
  if (bystander.platform) expect(await interruptPlatform(bystander.platform)).toBe(0);
  expect(await waitUntilGone(bystander.processes, 10_000)).toEqual([]);
  await stopLeftovers(bystander.processes);
  await rm(bystander.dataDir, { recursive: true, force: true });
});

/**
 * Starts the CLI, writes an account, kills only its Node process with SIGKILL, starts again on the same data
 * dir and checks the account is there, then stops it with Ctrl-C and checks nothing of either run is left.
 */
async function crashAndRestart(options: {
  env?: NodeJS.ProcessEnv;
  childrenDieWithParent: boolean;
  /** Removes the dead run's record of its children, as a run of a version that kept none would leave it. */
  dropRecord?: boolean;
}) {
  const { env = {}, childrenDieWithParent } = options;
  const dataDir = await makeDataDir();
  const tracked: ProcessIdentity[] = [];
  try {
    const first = spawnPlatformCli(dataDir, env);
    const url = await first.ready;
    const email = uniqueEmail('crash');
    expect(await signUp(dataDir, url, email)).toBeNull();
    const firstRun = descendantsOf(first.child.pid!);
    tracked.push(...firstRun);
    // Postgres (with its background workers) and PostgREST.
    expect(firstRun.length).toBeGreaterThanOrEqual(2);

    first.child.kill('SIGKILL');
    await first.exited;
    if (childrenDieWithParent) {
      expect(await waitUntilGone(firstRun, 15_000)).toEqual([]);
    } else {
      // The case the next start has to clean up: the dead run's children still hold the cluster and ports.
      expect(stillRunning(firstRun).length).toBeGreaterThan(0);
    }

    if (options.dropRecord) await rm(join(dataDir, 'platform-children.json'), { force: true });

    const second = spawnPlatformCli(dataDir, env);
    const secondUrl = await second.ready;
    tracked.push(...descendantsOf(second.child.pid!));
    if (!childrenDieWithParent) {
      expect(second.output()).toMatch(
        options.dropRecord ? /stopping PostgreSQL left running/ : /stopping a process left running/,
      );
    }
    const leftovers = stillRunning(firstRun);
    if (options.dropRecord) {
      // PostgreSQL is found through its own postmaster.pid; an unrecorded PostgREST is not (it blocks nothing).
      expect(leftovers.map((p) => basename(executableOf(p.pid) ?? ''))).toEqual(['postgrest']);
      await stopLeftovers(leftovers);
    } else {
      expect(leftovers).toEqual([]);
    }
    expect(await signIn(dataDir, secondUrl, email)).toBeNull();
    await expectBystanderUntouched();

    expect(await interruptPlatform(second)).toBe(0);
    expect(await waitUntilGone(tracked, 10_000)).toEqual([]);
  } finally {
    await stopLeftovers(tracked);
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe('a kill -9 of the platform’s Node process alone', () => {
  it('takes its children along where the OS allows, and the next start succeeds with the data intact', async () => {
    await crashAndRestart({ childrenDieWithParent: findSetpriv() !== null });
  }, 240_000);

  describe('where its children outlive it (as without setpriv)', () => {
    // First on PATH, a setpriv that fails (as one from before util-linux 2.33, without --pdeathsig, would): the
    // platform starts its children without a parent-death signal, as where there is no setpriv at all, so they
    // survive the kill and the next start has to find and stop them.
    let shimDir = '';
    const env = () => ({ PATH: `${shimDir}:${process.env.PATH}` });
    beforeAll(async () => {
      shimDir = await mkdtemp(join(tmpdir(), 'studyloop-no-pdeathsig-'));
      await chmod(shimDir, 0o755);
      const shim = join(shimDir, 'setpriv');
      await writeFile(shim, '#!/bin/sh\nexit 1\n');
      await chmod(shim, 0o755);
    });
    afterAll(() => rm(shimDir, { recursive: true, force: true }));

    it('the next start stops the dead run’s children and starts cleanly', async () => {
      await crashAndRestart({ env: env(), childrenDieWithParent: false });
    }, 240_000);

    it('the next start stops a PostgreSQL left by a run that kept no record of its children', async () => {
      await crashAndRestart({ env: env(), childrenDieWithParent: false, dropRecord: true });
    }, 240_000);
  });
});
