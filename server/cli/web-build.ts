// The build `npm start` serves: made again only when what it is made from changed, and made in child processes so
// the platform starts (Postgres, migrations, demo data) while it builds (issue 32: first run); the server bundle of
// the public pages is made after the browser build, while the platform already answers.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { setProcessNiceness } from '../process/niceness.ts';

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

export interface WebBuild {
  /** The browser build: what the platform serves, and waits for. */
  app: Promise<WebBuildOutcome>;
  /**
   * The server bundle the public pages are rendered with (web mode), made after the browser build: until it is
   * there the platform sends those pages as the single-page shell, and picks the bundle up when it appears.
   */
  serverBundle: Promise<WebBuildOutcome>;
}

/** The niceness of the second stage: the platform's first requests come before it on a busy machine. */
const BACKGROUND_NICENESS = 10;

/** The entry of the server bundle (vite.config.ts builds it with the browser build unless told otherwise). */
const SERVER_ENTRY = 'renderer/src/app/render-page.server.tsx';

/**
 * Runs Vite in a child process; its warnings are kept and shown only when it fails. `background`: at a lower CPU
 * priority (niceness 10), for work done while the platform already answers.
 */
function runVite(
  root: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: { background?: boolean } = {},
): Promise<void> {
  const output: string[] = [];
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (options.background && child.pid !== undefined) setProcessNiceness(child.pid, BACKGROUND_NICENESS);
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
}

const secondsSince = (started: number) => (performance.now() - started) / 1000;

/**
 * Builds `mode` with Vite in child processes unless the last build is current: the browser build first, so the
 * platform can answer as soon as it is there (a first run), then (web mode) the server bundle of the public pages
 * and the browser build's compressed files (.br, .gz; the static file server sends the plain file until they are
 * there), at a lower priority. A previous server bundle is removed before the new browser build starts (it would
 * render another build's markup), and the new one is moved into place whole.
 */
export function startWebBuild(root: string, mode: WebBuildMode): WebBuild {
  const plan = (async () => {
    const fingerprint = await buildInputsFingerprint(root, mode);
    return { fingerprint, current: await isBuildCurrent(root, mode, fingerprint) };
  })();
  const app = plan.then(async ({ current }): Promise<WebBuildOutcome> => {
    if (current) return { reused: true };
    const started = performance.now();
    await rm(stampPath(root, mode), { force: true });
    await rm(join(root, 'dist', 'ssr'), { recursive: true, force: true });
    await runVite(root, ['build', ...(mode === 'desktop' ? ['--mode', 'desktop'] : [])], {
      STUDYLOOP_BUILD_STAGE: 'browser',
    });
    return { reused: false, seconds: secondsSince(started) };
  });
  const serverBundle = app.then(async (appOutcome): Promise<WebBuildOutcome> => {
    const { fingerprint } = await plan;
    if (appOutcome.reused) return { reused: true };
    const started = performance.now();
    if (mode === 'web') {
      const building = join(root, 'dist', '.ssr-building');
      await rm(building, { recursive: true, force: true });
      await runVite(
        root,
        ['build', '--ssr', join(root, SERVER_ENTRY), '--outDir', building],
        { STUDYLOOP_BUILD_STAGE: 'server' },
        { background: true },
      );
      await rename(building, join(root, 'dist', 'ssr'));
    }
    await mkdir(join(root, 'dist'), { recursive: true });
    await writeFile(stampPath(root, mode), `${fingerprint}\n`);
    return { reused: false, seconds: secondsSince(started) };
  });
  return { app, serverBundle };
}

export class WebBuildError extends Error {
  constructor(
    reason: string,
    readonly output: string,
  ) {
    super(`The build failed (${reason})`);
  }
}
