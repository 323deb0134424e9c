// Launches the packaged-layout desktop app (dist-electron/main.js, built by `vite build --mode desktop`) with
// Playwright's Electron driver, where Electron's binary is installed. On machines where it cannot be (the
// npm package installs without its binary when the download is blocked), the test is skipped and says why.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { _electron as electron } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { REPO_ROOT } from '../../server/db/paths.ts';
import { electronBinary } from './support/electron-binary.ts';

const binary = electronBinary();
if ('missing' in binary)
  console.log(`electron.spec.ts: the Electron test will be skipped: ${binary.missing}.`);
const mainScript = join(REPO_ROOT, 'dist-electron', 'main.js');

test.describe('desktop app (Electron)', () => {
  test.skip('missing' in binary, 'missing' in binary ? `Skipped: ${binary.missing}.` : '');
  test.skip(
    !existsSync(mainScript),
    'Skipped: dist-electron/main.js is not built (run `vite build --mode desktop`).',
  );

  test('opens a secure window on the app, with the typed bridge and nothing more', async ({ baseURL }) => {
    const app = await electron.launch({
      executablePath: (binary as { path: string }).path,
      args: [REPO_ROOT, '--no-sandbox'],
      env: { ...process.env, STUDYLOOP_URL: baseURL! },
    });
    try {
      const page = await app.firstWindow();
      await expect(page).toHaveTitle(/Studyloop/);
      const bridge = await page.evaluate(() => ({
        hasBridge: typeof window.desktop?.listLibrary === 'function',
        hasNode: 'require' in window,
        hasProcess: 'process' in window,
      }));
      expect(bridge).toEqual({ hasBridge: true, hasNode: false, hasProcess: false });
      const info = await page.evaluate(() => window.desktop!.getAppInfo());
      expect(info.error).toBeNull();
      // A page may not open windows of its own: the request is denied (safe links go to the system browser).
      expect(await page.evaluate(() => window.open('https://example.com/') === null)).toBe(true);
      expect(app.windows()).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
