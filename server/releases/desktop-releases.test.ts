import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktopReleaseListSchema } from '../../shared/constants/download-artifacts.ts';
import { createDesktopReleaseRoutes } from './desktop-releases.routes.ts';

const sha512 = (bytes: Buffer, encoding: 'hex' | 'base64') =>
  createHash('sha512').update(bytes).digest(encoding);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studyloop-downloads-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function listFrom(app: ReturnType<typeof createDesktopReleaseRoutes>) {
  const response = await app.fetch(new Request('http://platform/releases.json'));
  expect(response.status).toBe(200);
  return desktopReleaseListSchema.parse(await response.json());
}

describe('desktop releases from the downloads folder', () => {
  it('says nothing is published when the folder is missing or holds no installer', async () => {
    const missing = createDesktopReleaseRoutes({ downloadsDir: join(dir, 'absent') });
    expect(await listFrom(missing)).toEqual({ source: 'none', version: null, releaseDate: null, files: [] });
    await writeFile(join(dir, 'notes.txt'), 'not an installer');
    expect((await listFrom(createDesktopReleaseRoutes({ downloadsDir: dir }))).source).toBe('none');
  });

  it("lists the newest version's installers with their real sizes and SHA-512, and serves only those names", async () => {
    const appImage = Buffer.from('appimage bytes of 1.4.0');
    const exe = Buffer.from('windows installer bytes of 1.4.0');
    await writeFile(join(dir, 'Studyloop-1.4.0-linux-x86_64.AppImage'), appImage);
    await writeFile(join(dir, 'Studyloop-1.4.0-windows-x64-setup.exe'), exe);
    await writeFile(join(dir, 'Studyloop-1.3.9-mac-arm64.dmg'), 'an older release');
    const app = createDesktopReleaseRoutes({ downloadsDir: dir });

    const list = await listFrom(app);
    expect(list.source).toBe('folder');
    expect(list.version).toBe('1.4.0');
    expect(list.files.map((file) => file.fileName).sort()).toEqual([
      'Studyloop-1.4.0-linux-x86_64.AppImage',
      'Studyloop-1.4.0-windows-x64-setup.exe',
    ]);
    const linux = list.files.find((file) => file.os === 'linux');
    expect(linux).toMatchObject({ size: appImage.length, sha512: sha512(appImage, 'hex'), arch: 'x64' });
    expect(linux?.url).toBe('/downloads/Studyloop-1.4.0-linux-x86_64.AppImage');

    const download = await app.fetch(new Request(`http://platform/${linux?.fileName}`));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(appImage);
    // Resumed and differential downloads ask for ranges.
    const part = await app.fetch(
      new Request(`http://platform/${linux?.fileName}`, { headers: { range: 'bytes=0-7' } }),
    );
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('appimage');

    for (const name of ['notes.txt', '..%2Fsecrets.json', 'Studyloop-1.5.0-linux-x86_64.AppImage'])
      expect((await app.fetch(new Request(`http://platform/${name}`))).status).toBe(404);
  });

  it("takes each file's checksum from electron-builder's feed beside it when the sizes agree", async () => {
    const bytes = Buffer.from('deb bytes');
    await writeFile(join(dir, 'Studyloop-1.4.0-linux-amd64.deb'), bytes);
    const published = Buffer.from('what the build server hashed');
    await writeFile(
      join(dir, 'latest-linux.yml'),
      [
        'version: 1.4.0',
        'files:',
        '  - url: Studyloop-1.4.0-linux-amd64.deb',
        `    sha512: ${sha512(published, 'base64')}`,
        `    size: ${bytes.length}`,
        "releaseDate: '2026-11-20T10:00:00.000Z'",
      ].join('\n'),
    );
    const list = await listFrom(createDesktopReleaseRoutes({ downloadsDir: dir }));
    expect(list.releaseDate).toBe('2026-11-20T10:00:00.000Z');
    expect(list.files.find((file) => file.fileName.endsWith('.deb'))?.sha512).toBe(sha512(published, 'hex'));
  });
});

describe('desktop releases from a release feed', () => {
  let server: Server;
  let feedUrl: string;
  const feeds: Record<string, string> = {};
  beforeAll(async () => {
    server = createServer((req, res) => {
      const body = feeds[req.url ?? ''];
      if (body === undefined) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/yaml' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/releases/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('links the files the feeds list, at the feed host, newest version only', async () => {
    const dmg = sha512(Buffer.from('dmg'), 'base64');
    const exe = sha512(Buffer.from('exe'), 'base64');
    feeds['/releases/latest-mac.yml'] = [
      'version: 2.1.0',
      'files:',
      '  - url: Studyloop-2.1.0-mac-arm64.dmg',
      `    sha512: ${dmg}`,
      '    size: 104857600',
    ].join('\n');
    feeds['/releases/latest.yml'] = [
      'version: 2.0.0',
      'files:',
      '  - url: Studyloop-2.0.0-windows-x64-setup.exe',
      `    sha512: ${exe}`,
      '    size: 90000000',
    ].join('\n');
    const app = createDesktopReleaseRoutes({ downloadsDir: join(dir, 'absent'), feedUrl });
    const list = await listFrom(app);
    expect(list).toMatchObject({ source: 'feed', version: '2.1.0' });
    expect(list.files).toEqual([
      {
        os: 'macos',
        arch: 'arm64',
        fileName: 'Studyloop-2.1.0-mac-arm64.dmg',
        url: `${feedUrl}Studyloop-2.1.0-mac-arm64.dmg`,
        size: 104857600,
        sha512: Buffer.from(dmg, 'base64').toString('hex'),
      },
    ]);
  });

  it('says nothing is published when the feed host cannot be reached', async () => {
    const errors: unknown[] = [];
    const app = createDesktopReleaseRoutes({
      downloadsDir: join(dir, 'absent'),
      feedUrl: 'http://127.0.0.1:9/releases/',
      onFeedError: (error) => errors.push(error),
    });
    expect((await listFrom(app)).source).toBe('none');
    expect(errors).toHaveLength(1);
  });
});
