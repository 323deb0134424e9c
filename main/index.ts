// Electron main process: lifecycle and windows. Security lives in security.ts, the bridge's handlers in
// desktop.handlers.ts, the offline services in desktop-services.ts.
import { app, BrowserWindow, dialog, ipcMain, net, protocol, screen, session, shell } from 'electron';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { APP_SCHEME_PRIVILEGES, registerAppProtocol } from './app-protocol';
import { createAppUpdates } from './app-updates';
import { DEEP_LINK_SCHEME, findDeepLinkArgument } from './deeplink';
import { createDesktopServices } from './desktop-services';
import type { DesktopServices, PlatformEndpoint } from './desktop-services';
import { createDesktopHandlers } from './desktop.handlers';
import type { DesktopHost } from './desktop.handlers';
import { registerDesktopIpc, WindowRegistry } from './desktop.ipc';
import { resolvePlatformConfig } from './platform-config';
import {
  APP_ORIGIN,
  contentSecurityPolicy,
  originOf,
  secureSession,
  secureWebContents,
  secureWebPreferences,
} from './security';
import type { SecurityPolicy } from './security';
import {
  createPreferencesStore,
  DEFAULT_WINDOW_SIZE,
  restorableBounds,
  trackWindowState,
} from './window-state';
import { DESKTOP_STARTUP_ARGUMENT, desktopEvents } from '../shared/ipc/desktop-contract';
import type { DesktopStartup } from '../shared/ipc/desktop-contract';

// This file runs as dist-electron/main.js, next to the preload and beside dist/web.
const preloadPath = join(import.meta.dirname, 'preload.cjs');
const webRoot = join(import.meta.dirname, '..', 'dist', 'web');
const log = (message: string) => console.log(`[studyloop] ${message}`);
// Chromium's network stack (system proxy, certificates, offline state) rather than Node's, for every request main makes.
const netFetch: typeof fetch = (input, init) => net.fetch(input instanceof URL ? input.href : input, init);

// Privileged schemes must be declared before the app is ready.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

// A second launch (e.g. the OS opening a studyloop:// link) hands its arguments to this instance and quits.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  void start();
}

function registerDeepLinkScheme(): void {
  // During development Electron runs as `electron <app dir>`, so the OS must pass the app dir along.
  if (process.defaultApp && process.argv[1]) {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, process.execPath, [join(process.argv[1])]);
  } else {
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  }
}

async function start(): Promise<void> {
  const preferences = createPreferencesStore();
  let services: DesktopServices | null = null;
  const linksBeforeReady: string[] = [];
  const receiveLink = (raw: string) => {
    if (services) services.deepLinks.receive(raw);
    else linksBeforeReady.push(raw);
  };

  // macOS delivers links as an event (possibly before ready); Windows and Linux as arguments.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    receiveLink(url);
  });
  app.on('second-instance', (_event, argv) => {
    const link = findDeepLinkArgument(argv);
    if (link) receiveLink(link);
    else focusOrCreateWindow();
  });
  registerDeepLinkScheme();

  await app.whenReady();

  const platformUrl = process.env.STUDYLOOP_URL;
  const devServerUrl = process.env.VITE_DEV_SERVER_URL;
  const platform: PlatformEndpoint | null = await resolvePlatformConfig({
    envUrl: platformUrl,
    envAnonKey: process.env.STUDYLOOP_ANON_KEY,
    builtUrl: import.meta.env.VITE_SUPABASE_URL,
    builtAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY,
    remembered: preferences.get('platform'),
    fetch: netFetch,
  });
  if (platform) preferences.set('platform', platform);
  else log('No platform is configured: the app runs from its offline cache until one is.');

  // Where pages come from: the platform itself (npm start), Vite's dev server, or the bundle over app://.
  const startUrl = platformUrl ?? devServerUrl ?? `${APP_ORIGIN}/`;
  const startOrigin = originOf(startUrl) ?? APP_ORIGIN;
  const policy: SecurityPolicy = {
    appOrigins: [startOrigin],
    platformOrigin: platform ? new URL(platform.supabaseUrl).origin : startOrigin,
  };
  const development = Boolean(devServerUrl) || !app.isPackaged;
  const startup: DesktopStartup = {
    loadedFrom: startOrigin === APP_ORIGIN ? 'bundle' : 'platform',
    platform: process.platform,
    supabase: platform,
  };
  const startupArgument = `${DESKTOP_STARTUP_ARGUMENT}${Buffer.from(JSON.stringify(startup)).toString('base64')}`;

  const securityHooks = { openExternal: (url: string) => shell.openExternal(url), log, development };
  secureSession(session.defaultSession, policy, securityHooks);
  app.on('web-contents-created', (_event, contents) => secureWebContents(contents, policy, securityHooks));
  registerAppProtocol(
    protocol,
    (url) => net.fetch(url),
    webRoot,
    contentSecurityPolicy(policy, { development }),
  );

  const windows = new WindowRegistry(() => BrowserWindow.getAllWindows());
  services = createDesktopServices({
    cacheFile: join(app.getPath('userData'), 'offline-cache.sqlite'),
    platform,
    log,
    fetch: netFetch,
    broadcast: (channel, payload) => windows.broadcast(channel, payload),
    deliverDeepLink: (link) => windows.deliverDeepLink(link),
  });
  services.connectivity.reportNetwork(net.isOnline());
  services.connectivity.start();

  const updates = await createAppUpdates({
    packaged: app.isPackaged,
    resourcesPath: process.resourcesPath,
    log,
    notify: (status) => windows.broadcast(desktopEvents.updateStatusChanged.channel, status),
  });

  const host: DesktopHost = {
    policy,
    updates,
    log,
    appInfo: () => ({
      appVersion: app.getVersion(),
      platform: process.platform,
      electron: process.versions.electron ?? '',
      chrome: process.versions.chrome ?? '',
    }),
    openExternal: (url) => shell.openExternal(url),
    saveFileAs: async (suggestedName, bytes) => {
      const owner = BrowserWindow.getFocusedWindow();
      const options = { defaultPath: join(app.getPath('downloads'), suggestedName) };
      const choice = owner
        ? await dialog.showSaveDialog(owner, options)
        : await dialog.showSaveDialog(options);
      if (choice.canceled || !choice.filePath) return false;
      await writeFile(choice.filePath, bytes);
      return true;
    },
    rendererReady: (id) => windows.markReady(id),
  };
  registerDesktopIpc(ipcMain, createDesktopHandlers(services, host), host);

  function createWindow(): BrowserWindow {
    const saved = preferences.get('window');
    const bounds = restorableBounds(
      saved.bounds,
      screen.getAllDisplays().map((display) => display.workArea),
    );
    const window = new BrowserWindow({
      ...(bounds ?? DEFAULT_WINDOW_SIZE),
      minWidth: 360,
      minHeight: 560,
      title: 'Studyloop',
      show: false,
      backgroundColor: '#ffffff',
      webPreferences: secureWebPreferences(preloadPath, startupArgument),
    });
    if (saved.maximized) window.maximize();
    trackWindowState(window, preferences);
    const contentsId = window.webContents.id;
    window.on('closed', () => windows.forget(contentsId));
    window.once('ready-to-show', () => window.show());
    void window.loadURL(startUrl);
    return window;
  }

  function focusOrCreateWindow(): void {
    const [existing] = BrowserWindow.getAllWindows();
    if (!existing) {
      createWindow();
      return;
    }
    if (existing.isMinimized()) existing.restore();
    existing.focus();
  }

  createWindow();
  const launchLink = findDeepLinkArgument(process.argv);
  if (launchLink) services.deepLinks.receive(launchLink);
  for (const link of linksBeforeReady.splice(0)) services.deepLinks.receive(link);

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('will-quit', () => {
    updates.stop();
    services?.dispose();
  });
}
