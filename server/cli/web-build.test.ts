import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildInputsFingerprint, isBuildCurrent } from './web-build.ts';

let root: string;

async function put(path: string, content: string) {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), content);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'web-build-'));
  await put('renderer/src/main.tsx', 'render()');
  await put('shared/texts.ts', 'export const hello = "Hello";');
  await put('vite.config.ts', 'export default {}');
  await put('package-lock.json', '{"lockfileVersion":3}');
  await put('main/index.ts', 'app.whenReady()');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the web build npm start serves', () => {
  it('has the same fingerprint while nothing it is made from changes, and another after any change', async () => {
    const first = await buildInputsFingerprint(root, 'web');
    expect(await buildInputsFingerprint(root, 'web')).toBe(first);
    await put('shared/texts.ts', 'export const hello = "Hi";');
    const edited = await buildInputsFingerprint(root, 'web');
    expect(edited).not.toBe(first);
    await put('renderer/src/new-screen.tsx', 'screen()');
    expect(await buildInputsFingerprint(root, 'web')).not.toBe(edited);
  });

  it('counts the .env files, the lock file and the mode; the desktop build also its main process', async () => {
    const web = await buildInputsFingerprint(root, 'web');
    const desktop = await buildInputsFingerprint(root, 'desktop');
    expect(desktop).not.toBe(web);
    await put('main/index.ts', 'app.whenReady().then(open)');
    expect(await buildInputsFingerprint(root, 'web')).toBe(web);
    expect(await buildInputsFingerprint(root, 'desktop')).not.toBe(desktop);
    await put('.env.local', 'VITE_SUPABASE_URL=http://example.test');
    const withEnv = await buildInputsFingerprint(root, 'web');
    expect(withEnv).not.toBe(web);
    await put('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(await buildInputsFingerprint(root, 'web')).not.toBe(withEnv);
  });

  it('is reused only when its stamp matches and every output is there', async () => {
    const fingerprint = await buildInputsFingerprint(root, 'web');
    expect(await isBuildCurrent(root, 'web', fingerprint)).toBe(false);
    await put('dist/web/index.html', '<!doctype html>');
    await put('dist/ssr/render-page.server.js', 'export {}');
    expect(await isBuildCurrent(root, 'web', fingerprint)).toBe(false);
    await put('dist/.web-build-inputs', `${fingerprint}\n`);
    expect(await isBuildCurrent(root, 'web', fingerprint)).toBe(true);
    expect(await isBuildCurrent(root, 'web', 'another')).toBe(false);
    await rm(join(root, 'dist/ssr'), { recursive: true });
    expect(await isBuildCurrent(root, 'web', fingerprint)).toBe(false);
  });
});
