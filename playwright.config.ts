import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 54399);
// Playwright cannot download its own browsers here; Debian's are the ones to drive. Its headless shell (package
// chromium-headless-shell, what Playwright itself runs headless) takes about half the CPU of the full browser, which
// on a two-core CI machine is most of the suite's time; the full browser is the fallback.
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.tmp/playwright.json' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    // The real platform (Postgres, PostgREST, auth, gateway) on a fresh seeded data dir, serving dist/web.
    command: 'tsx tests/e2e/support/serve-platform.ts',
    // Ready when the platform says so, after the demo documents' files are made (the first tests open them).
    // Its own check that the port is free ends the run at once with what to do.
    wait: { stdout: /Studyloop platform ready at/ },
    // Sign-up sends a confirmation e-mail (read from the dev outbox) instead of signing in at once.
    env: { PORT: String(port), STUDYLOOP_LOG: 'warn', AUTH_AUTOCONFIRM: 'false' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
