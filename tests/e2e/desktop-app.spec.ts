// `npm run test:desktop`: the real desktop app (Electron's binary, dist-electron/main.js) against the e2e
// platform, reached through a relay this test can cut like a lost connection. Signed in, a library document is
// kept on the device; with the connection gone the offline banner shows and the document still opens; the app
// then quits cleanly. Skipped, with the reason, where Electron's binary is not installed (as on this build
// machine); the release workflow runs it on every system it ships to.
import { existsSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { _electron as electron } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { REPO_ROOT } from '../../server/db/paths.ts';
import { logIn } from './support/auth.ts';
import { createDesktopUser } from './support/desktop-session.ts';
import { electronBinary } from './support/electron-binary.ts';

const OFFLINE_BANNER = 'You are currently offline. Some features may be limited.';
const binary = electronBinary();
const mainScript = join(REPO_ROOT, 'dist-electron', 'main.js');

/** A TCP relay to the platform; `cut()` drops every connection and refuses new ones, like a lost network. */
async function startRelay(target: URL) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = new Socket().connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

test.describe('desktop app on the real binary', () => {
  test.skip('missing' in binary, 'missing' in binary ? `Skipped: ${binary.missing}.` : '');
  test.skip(
    !existsSync(mainScript),
    'Skipped: dist-electron/main.js is not built (vite build --mode desktop).',
  );

  test('offline banner when the connection is cut, a kept document opens offline, and the app quits cleanly', async ({
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const account = await createDesktopUser(baseURL!, 'desktop-app');
    const page1 = await account.service
      .from('document_pages')
      .select('document_id, content')
      .eq('page_number', 1)
      .limit(1)
      .single();
    if (page1.error) throw page1.error;
    const document = await account.service
      .from('documents')
      .select('id, title')
      .eq('id', page1.data.document_id)
      .single();
    if (document.error) throw document.error;
    const granted = await account.service
      .from('user_documents')
      .insert({ user_id: account.userId, document_id: document.data.id, access_type: 'grant' });
    if (granted.error) throw granted.error;

    const relay = await startRelay(new URL(baseURL!));
    const app = await electron.launch({
      executablePath: (binary as { path: string }).path,
      args: [REPO_ROOT, '--no-sandbox'],
      env: { ...process.env, STUDYLOOP_URL: relay.url },
    });
    const exited = new Promise<number | null>((resolve) => app.process().once('exit', resolve));
    const page = await app.firstWindow();
    await logIn(page, account.email, account.password, `${relay.url}/login`);
    await page.goto(`${relay.url}/dashboard/offline`);
    const card = page.getByTestId('offline-document').filter({ hasText: document.data.title });
    await card.getByRole('button', { name: /Make available offline/ }).click();
    await expect(card.getByText('Available offline')).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);

    relay.cut();
    await page.getByRole('button', { name: 'Refresh from Studyloop' }).click();
    await expect(page.getByText(OFFLINE_BANNER)).toBeVisible({ timeout: 20_000 });
    await card.getByRole('link', { name: /Open/ }).click();
    await expect(page.getByRole('heading', { name: document.data.title })).toBeVisible();
    const firstLine = page1.data.content.trim().split('\n')[0]!.slice(0, 60);
    await expect(page.getByTestId('offline-document-pages')).toContainText(firstLine);

    await app.evaluate(({ app: electronApp }) => electronApp.quit());
    expect(await exited).toBe(0);
  });
});
