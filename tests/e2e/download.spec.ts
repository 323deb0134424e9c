// /download (issue 33): a button only for an installer the platform really has, with its version, size and
// SHA-512; with none, the page says the desktop app is not published here and points to the web app.
import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { e2eDataDir } from './support/e2e-dirs';

const downloadsDir = join(e2eDataDir, 'downloads');

test.afterEach(async () => {
  await rm(downloadsDir, { recursive: true, force: true });
});

test('with no installers the page says so and no button leads to a missing file', async ({ page }) => {
  await page.goto('/download');
  await expect(
    page.getByRole('heading', { name: 'The desktop app is not published on this server yet' }),
  ).toBeVisible();
  await expect(page.locator('a[href*="/downloads/"]')).toHaveCount(0);
  await page.getByRole('link', { name: 'Use Studyloop in your browser' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('published installers get buttons whose files, sizes and checksums match', async ({ page, request }) => {
  await mkdir(downloadsDir, { recursive: true });
  const files = {
    'Studyloop-3.2.1-linux-x86_64.AppImage': Buffer.alloc(2_500_000, 7),
    'Studyloop-3.2.1-windows-x64-setup.exe': Buffer.alloc(1_200_000, 3),
    // An older release beside it is not offered.
    'Studyloop-3.2.0-mac-arm64.dmg': Buffer.alloc(1000, 1),
  };
  for (const [name, bytes] of Object.entries(files)) await writeFile(join(downloadsDir, name), bytes);
  const exe = files['Studyloop-3.2.1-windows-x64-setup.exe'];
  // electron-builder's feed beside the files carries the published checksum and the release date.
  await writeFile(
    join(downloadsDir, 'latest.yml'),
    [
      'version: 3.2.1',
      'files:',
      '  - url: Studyloop-3.2.1-windows-x64-setup.exe',
      `    sha512: ${createHash('sha512').update(exe).digest('base64')}`,
      `    size: ${exe.length}`,
      "releaseDate: '2026-11-20T10:00:00.000Z'",
    ].join('\n'),
  );

  await page.setViewportSize({ width: 1440, height: 1000 });
  await page.goto('/download');
  await expect(page.getByTestId('release-version')).toHaveText('Version 3.2.1, released Nov 20, 2026');
  const installers = page.getByTestId('installer');
  await expect(installers).toHaveCount(2);
  await expect(page.getByRole('link', { name: /Download for Mac/ })).toHaveCount(0);

  for (const [name, label, size] of [
    ['Studyloop-3.2.1-linux-x86_64.AppImage', 'Download for Linux (AppImage)', '2.5 MB'],
    ['Studyloop-3.2.1-windows-x64-setup.exe', 'Download for Windows', '1.2 MB'],
  ] as const) {
    const installer = installers.filter({ has: page.getByRole('link', { name: label }) });
    await expect(installer.getByTestId('installer-size')).toHaveText(size);
    const href = await installer.getByRole('link', { name: label }).getAttribute('href');
    expect(href).toBe(`/downloads/${name}`);
    const served = await request.get(href ?? '');
    expect(served.status()).toBe(200);
    const body = await served.body();
    expect(body.equals(files[name])).toBe(true);
    await installer.getByText('SHA-512 checksum').click();
    await expect(installer.getByTestId('installer-sha512')).toHaveText(
      createHash('sha512').update(body).digest('hex'),
    );
  }
  await page.screenshot({ path: '.tmp/shots-download/download-1440.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: '.tmp/shots-download/download-390.png', fullPage: true });
});
