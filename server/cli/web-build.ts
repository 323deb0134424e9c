// The build `npm start` serves: made again only when what it is made from changed, and made in a child process so
// the platform starts (Postgres, migrations, demo data) while it builds (issue 32: first run).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

export type WebBuildMode = 'web' | 'desktop';

/** What a build reads besides node_modules' packages (pinned by the lock file). */
const SOURCE_DIRS = ['renderer', 'shared', 'resources/public'];
const DESKTOP_SOURCE_DIRS = ['main', 'preload'];
const SOURCE_FILES = ['vite.config.ts', 'package-lock.json', 'tsconfig.json'];

/** The outputs a mode writes; all must be there for a build to be reused. */
const OUTPUTS: Record<WebBuildMode, string[]> = {
  web: ['dist/web/index.html', 'dist/ssr'],
  desktop: ['dist/web/index.html', 'dist-electron/main.js', 'dist-electron/preload.cjs'],
};

async function filesUnder(root: string, dir: string): Promise<string[]> {
  const absolute = join(root, dir);
  if (!existsSync(absolute)) return [];
  const entries = await readdir(absolute, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/**
 * A fingerprint of everything a build of `mode` is made from: each source file's path and content, the root's
 * `.env*` files (Vite reads them), the lock file (the packages' versions) and the mode.
 */
export async function buildInputsFingerprint(root: string, mode: WebBuildMode): Promise<string> {
  const dirs = mode === 'desktop' ? [...SOURCE_DIRS, ...DESKTOP_SOURCE_DIRS] : SOURCE_DIRS;
  const envFiles = (await readdir(root)).filter((name) => name.startsWith('.env'));
  const files = [
    ...(await Promise.all(dirs.map((dir) => filesUnder(root, dir)))).flat(),
    ...SOURCE_FILES,
    ...envFiles,
  ].sort();
  const hash = createHash('sha256').update(`mode ${mode}\0`);
  for (const file of files) {
    const path = join(root, file);
    hash.update(`${file}\0`);
    if (existsSync(path)) hash.update(await readFile(path));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const stampPath = (root: string, mode: WebBuildMode) => join(root, 'dist', `.${mode}-build-inputs`);

/** Whether the last build of `mode` was made from exactly these inputs and its outputs are all there. */
export async function isBuildCurrent(
  root: string,
  mode: WebBuildMode,
  fingerprint: string,
): Promise<boolean> {
  if (!OUTPUTS[mode].every((output) => existsSync(join(root, output)))) return false;
  const stamp = await readFile(stampPath(root, mode), 'utf8').catch(() => '');
  return stamp.trim() === fingerprint;
}

export type WebBuildOutcome = { reused: true } | { reused: false; seconds: number };

/**
 * Builds `mode` with Vite in a child process unless the last build is current. Vite's warnings are kept and
 * shown only when the build fails (they would interleave with the platform's log otherwise).
 */
export async function ensureWebBuild(root: string, mode: WebBuildMode): Promise<WebBuildOutcome> {
  const fingerprint = await buildInputsFingerprint(root, mode);
  if (await isBuildCurrent(root, mode, fingerprint)) return { reused: true };
  const started = performance.now();
  const args = [
    join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    ...(mode === 'desktop' ? ['--mode', 'desktop'] : []),
  ];
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const stopChild = () => child.kill('SIGTERM');
    process.once('exit', stopChild);
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('exit', stopChild);
      if (code === 0) resolve();
      else
        reject(
          new WebBuildError(code === null ? `stopped by ${signal}` : `exit code ${code}`, output.join('')),
        );
    });
  });
  await mkdir(join(root, 'dist'), { recursive: true });
  await writeFile(stampPath(root, mode), `${fingerprint}\n`);
  return { reused: false, seconds: (performance.now() - started) / 1000 };
}

export class WebBuildError extends Error {
  constructor(
    reason: string,
    readonly output: string,
  ) {
    super(`The build failed (${reason})`);
  }
}
