// The update policy driving the real electron-updater against a fake release feed: a local HTTP server serving
// electron-builder's latest-linux.yml and the installer it names. Only the transport is Node's instead of
// Electron's net module (which needs the Electron binary); feed parsing, download and the SHA-512 check are
// electron-updater's own.
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type ClientRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  configureRequestOptions,
  configureRequestUrl,
  HttpExecutor,
  type DownloadOptions,
} from 'builder-util-runtime';
import { DebUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UpdateStatus } from '../shared/ipc/desktop-contract';
import { createAppUpdates } from './app-updates';
import { startDesktopUpdates, UPDATE_CHECK_INTERVAL_MS, type DesktopUpdates } from './desktop-updates';

/** Node's HTTP behind the executor interface electron-updater downloads through (its Electron one uses `net`). */
class NodeHttpExecutor extends HttpExecutor<ClientRequest> {
  createRequest(options: object, callback: (response: unknown) => void): ClientRequest {
    return request(options, callback);
  }

  async download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise<string>((resolve, reject, onCancel) => {
      const requestOptions = { headers: options.headers ?? undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error ? reject(error) : resolve(destination)),
          responseHandler: null,
        },
        0,
      );
    });
  }
}

/** electron-updater's Debian updater with Node's HTTP instead of Electron's. */
class NodeDebUpdater extends DebUpdater {
  constructor(app: AppAdapter) {
    super(null, app);
    this.logger = null;
    // Given an app adapter, electron-updater leaves its transport for the caller to set (its own tests do so).
    Object.assign(this, { httpExecutor: new NodeHttpExecutor() });
  }
}

const INSTALLER = 'Studyloop-1.1.0-linux-amd64.deb';
const installerBytes = Buffer.from('the 1.1.0 debian package');
let feed: { yml: string } = { yml: '' };
let server: Server;
let feedUrl: string;
let dir: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    // electron-updater adds ?noCache=… to feed requests.
    const path = new URL(req.url ?? '/', 'http://feed').pathname;
    if (path === '/latest-linux.yml') return void res.writeHead(200).end(feed.yml);
    if (path === `/${INSTALLER}`)
      return void res.writeHead(200, { 'content-length': installerBytes.length }).end(installerBytes);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  dir = await mkdtemp(join(tmpdir(), 'studyloop-updates-'));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

const running: DesktopUpdates[] = [];
afterEach(() => {
  for (const updates of running.splice(0)) updates.stop();
});

function publish(sha512: string) {
  feed = {
    yml: [
      'version: 1.1.0',
      'files:',
      `  - url: ${INSTALLER}`,
      `    sha512: ${sha512}`,
      `    size: ${installerBytes.length}`,
      `path: ${INSTALLER}`,
      `sha512: ${sha512}`,
      "releaseDate: '2026-11-25T12:00:00.000Z'",
    ].join('\n'),
  };
}

async function installedApp(name: string): Promise<AppAdapter> {
  const root = join(dir, name);
  await rm(root, { recursive: true, force: true });
  const appUpdateConfigPath = join(dir, `${name}-app-update.yml`);
  // What electron-builder writes into a packaged app's resources when it is built with a generic feed.
  await writeFile(appUpdateConfigPath, `provider: generic\nurl: ${feedUrl}\nupdaterCacheDirName: ${name}\n`);
  return {
    version: '1.0.0',
    name: 'Studyloop',
    isPackaged: true,
    appUpdateConfigPath,
    userDataPath: join(root, 'user-data'),
    baseCachePath: join(root, 'cache'),
    whenReady: async () => {},
    relaunch: () => {},
    quit: () => {},
    onQuit: () => {},
  };
}

async function runUntilSettled(app: AppAdapter) {
  const updater = new NodeDebUpdater(app);
  const seen: UpdateStatus[] = [];
  const settled = new Promise<UpdateStatus>((resolve) => {
    const updates = startDesktopUpdates({
      updater,
      log: () => {},
      notify: (status) => {
        seen.push(status);
        if (status.state === 'ready' || status.state === 'error') resolve(status);
      },
    });
    running.push(updates);
  });
  return { final: await settled, seen, updater, updates: running[running.length - 1] };
}

describe('desktop updates from a release feed', () => {
  it('downloads a newer version in the background, checks it, and tells the user it installs on quit', async () => {
    publish(createHash('sha512').update(installerBytes).digest('base64'));
    const { final, seen, updater, updates } = await runUntilSettled(await installedApp('good'));
    expect(final).toMatchObject({ state: 'ready', version: '1.1.0', message: null });
    expect(seen.map((status) => status.state)).toEqual(
      expect.arrayContaining(['checking', 'downloading', 'ready']),
    );
    expect(updater.autoInstallOnAppQuit).toBe(true);
    expect(existsSync(join(dir, 'good', 'cache', 'good', 'pending', INSTALLER))).toBe(true);
    expect(updates?.status().state).toBe('ready');
  });

  it('refuses an installer whose bytes do not match the checksum the feed published', async () => {
    publish(createHash('sha512').update('some other bytes').digest('base64'));
    const { final, seen } = await runUntilSettled(await installedApp('tampered'));
    expect(final).toMatchObject({
      state: 'error',
      message: 'The downloaded update did not match its published checksum and was discarded.',
    });
    expect(seen.some((status) => status.state === 'ready')).toBe(false);
    expect(existsSync(join(dir, 'tampered', 'cache', 'tampered', 'pending', INSTALLER))).toBe(false);
  });
});

describe('update policy', () => {
  it('checks on start and then daily, and installs now only once an update is ready', async () => {
    const updater = Object.assign(new EventEmitter(), {
      autoDownload: false,
      autoInstallOnAppQuit: false,
      checkForUpdates: vi.fn(async () => null),
      quitAndInstall: vi.fn(),
    });
    const timers: Array<{ callback: () => void; ms: number }> = [];
    const updates = startDesktopUpdates({
      updater,
      notify: () => {},
      log: () => {},
      setInterval: (callback, ms) => timers.push({ callback, ms }),
      clearInterval: () => {},
    });
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(1);
    expect(updater.autoDownload).toBe(true);
    expect(timers.map((timer) => timer.ms)).toEqual([UPDATE_CHECK_INTERVAL_MS]);
    timers[0]?.callback();
    expect(updater.checkForUpdates).toHaveBeenCalledTimes(2);

    expect(updates.installNow()).toBe(false);
    updater.emit('update-downloaded', { version: '2.0.0' });
    // A later check that finds nothing new keeps the downloaded update ready.
    updater.emit('update-not-available');
    expect(updates.status().state).toBe('ready');
    expect(updates.installNow()).toBe(true);
    expect(updater.quitAndInstall).toHaveBeenCalledWith(false, true);
  });

  it('runs no update code in development or without a feed', async () => {
    const log = vi.fn();
    const notify = vi.fn();
    for (const packaged of [false, true]) {
      const updates = await createAppUpdates({ packaged, resourcesPath: join(dir, 'no-feed'), log, notify });
      expect(updates.status()).toEqual({ state: 'disabled', version: null, percent: null, message: null });
      expect(updates.installNow()).toBe(false);
    }
    expect(notify).not.toHaveBeenCalled();
  });
});
