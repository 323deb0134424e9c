// `npm start`: builds the app, runs the platform serving the web build on the same origin, and opens the
// desktop window where Electron's binary is installed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../db/paths.ts';
import { showUser, tellUser } from '../process/terminal.ts';
import { startWebBuild, WebBuildError } from './web-build.ts';

/**
 * The Electron executable, or why there is none. Read from the package's files rather than `require('electron')`,
 * which tries to download a missing binary (and hangs on a machine that cannot).
 */
function findElectron(): { path: string } | { missing: string } {
  let packageDir: string;
  try {
    packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return { missing: 'the electron package is not installed' };
  }
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return { missing: 'the electron package was installed without its binary' };
  const executable = readFileSync(pathFile, 'utf8').trim();
  const path = process.env.ELECTRON_OVERRIDE_DIST_PATH
    ? join(process.env.ELECTRON_OVERRIDE_DIST_PATH, executable)
    : join(packageDir, 'dist', executable);
  return existsSync(path) ? { path } : { missing: `${path} does not exist` };
}

const electron = process.env.STUDYLOOP_NO_DESKTOP
  ? { missing: 'STUDYLOOP_NO_DESKTOP is set' }
  : findElectron();
const desktop = 'path' in electron;

// The build runs beside the platform's start (Postgres, migrations, demo data) and is skipped when nothing it is
// made from changed since the last one. The platform waits for the browser build only; the public pages' server
// bundle follows while it already answers.
const build = process.env.STUDYLOOP_SKIP_BUILD
  ? undefined
  : startWebBuild(REPO_ROOT, desktop ? 'desktop' : 'web');
let appBuildError: unknown;
const reportFailure = (error: unknown) => {
  appBuildError = error;
  if (error instanceof WebBuildError) tellUser(`${error.output}\n${error.message}; see the errors above.`);
  throw error;
};
const webBuild = build
  ? build.app.then(
      (outcome) =>
        showUser(
          outcome.reused
            ? 'The app is built already (nothing changed since the last build).'
            : `Built the app in ${outcome.seconds.toFixed(1)} s.`,
        ),
      reportFailure,
    )
  : Promise.resolve();
build?.serverBundle.then(
  (outcome) => {
    if (!outcome.reused && !desktop)
      showUser(`Built the server rendering of the public pages in ${outcome.seconds.toFixed(1)} s.`);
  },
  (error: unknown) => {
    // The browser build's failure is told above. Without the bundle the public pages stay the single-page shell.
    if (error === appBuildError) return;
    tellUser(
      error instanceof WebBuildError
        ? `${error.output}\n${error.message} (the server rendering of the public pages)`
        : `The server rendering of the public pages could not be built: ${String(error)}`,
    );
  },
);
// Awaited by the platform; a failure before then must not end the process as an unhandled rejection.
webBuild.catch(() => undefined);
showUser('Starting the platform…');

// The platform's modules are loaded only now: the build's child process starts first and does not wait for them.
const { runPlatformInForeground } = await import('./run-platform.ts');
await runPlatformInForeground(
  { webDir: join(REPO_ROOT, 'dist', 'web') },
  async (platform) => {
    if (!('path' in electron)) {
      showUser(
        `No desktop window: Electron's binary is not installed here (${electron.missing}).\n` +
          `Serving the browser build instead: open ${platform.url} in your browser.\n`,
      );
      return;
    }
    showUser(`Opening the desktop app (the browser build is also served at ${platform.url}).\n`);
    const app = spawn(electron.path, [REPO_ROOT], {
      stdio: 'inherit',
      env: { ...process.env, STUDYLOOP_URL: platform.url },
    });
    app.once('exit', () => showUser('The desktop window closed; the platform keeps serving until Ctrl-C.'));
    return async () => {
      if (app.exitCode === null) app.kill('SIGTERM');
    };
  },
  { webBuild },
);
