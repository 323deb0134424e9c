import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeDataDir } from './support/test-platform.ts';

const root = join(import.meta.dirname, '..', '..');

/** Processes whose command line mentions the data dir or whose parent is `pid`: what the platform started. */
function processesOf(dataDir: string, pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, 'utf8'))?.[1]);
      if (cmdline.includes(dataDir) || ppid === pid) found.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

function startCli(dataDir: string, env: NodeJS.ProcessEnv = {}) {
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/cli/platform.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        STUDYLOOP_DATA_DIR: dataDir,
        PORT: '0',
        STUDYLOOP_LOG: 'warn',
        STUDYLOOP_SEED: 'false',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Studyloop platform ready at (\S+)/.exec(output);
      if (match) resolve(match[1]!);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`platform exited with ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, ready, exited, output: () => output };
}

describe('npm run platform', () => {
  it('becomes ready, and on Ctrl-C stops every process it started', async () => {
    const dataDir = await makeDataDir();
    try {
      const first = startCli(dataDir);
      const url = await first.ready;
      expect((await fetch(`${url}/auth/v1/health`)).status).toBe(200);
      const children = processesOf(dataDir, first.child.pid!);
      expect(children.length).toBeGreaterThan(0);

      // A second start on the same data dir is refused with a message, and the first keeps serving.
      const second = startCli(dataDir);
      await expect(second.ready).rejects.toThrow(/already running on the data dir/);
      expect(await second.exited).toBe(1);

      first.child.kill('SIGINT');
      expect(await first.exited).toBe(0);
      expect(processesOf(dataDir, first.child.pid!)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start on an unreadable setting, naming the variable, with exit code 1', async () => {
    const dataDir = await makeDataDir();
    try {
      const cli = startCli(dataDir, { JWT_EXPIRY: 'abc' });
      await expect(cli.ready).rejects.toThrow(/platform exited with 1/);
      expect(cli.output()).toContain(
        'Studyloop platform cannot start: JWT_EXPIRY must be a whole number of seconds of 1 or more, not "abc"',
      );
      // Nothing was started: no data dir lock, cluster or secrets.
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
