// Runs the desktop app's main-process services (cache, sync queue and replay, connectivity, deep links) in
// Node and wires them to a Chromium page as `window.desktop`, built by the same createDesktopBridge() the
// preload uses. Calls go through the same dispatchDesktopCall() as Electron's ipcMain (sender check and zod
// validation included), so the page runs against the real main-process code, minus Electron itself.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { REPO_ROOT } from '../../../server/db/paths.ts';
import { createDesktopServices } from '../../../main/desktop-services.ts';
import type { DesktopServices } from '../../../main/desktop-services.ts';
import { createDesktopHandlers, dispatchDesktopCall } from '../../../main/desktop.handlers.ts';
import type { DesktopHost } from '../../../main/desktop.handlers.ts';
import { disabledDesktopUpdates } from '../../../main/desktop-updates.ts';
import { desktopEvents } from '../../../shared/ipc/desktop-contract.ts';
import type { DeepLink, DesktopStartup } from '../../../shared/ipc/desktop-contract.ts';

const INVOKE_BINDING = '__studyloopDesktopInvoke';
const EMIT_FUNCTION = '__studyloopDesktopEmit';

export interface DesktopHarness {
  services: DesktopServices;
  /**
   * Takes the machine off the network: the browser (context.setOffline) and main's requests alike. With
   * `appFilesStayReachable`, the page's own files (HTML, scripts) still load while every platform API fails, as
   * in the packaged app, which loads its bundle from disk (app://): a reload works offline.
   */
  setOffline(offline: boolean, options?: { appFilesStayReachable?: boolean }): Promise<void>;
  /** What main logged (malformed deep links, refused calls, sync failures). */
  logs: string[];
  /**
   * The next request of main's that `match` picks reaches the platform and is applied there, but its answer is
   * lost on the way back (the connection drops mid-request), so main sees a network failure and retries.
   * Resolves once that has happened.
   */
  loseNextAnswer(match: (request: { method: string; url: string }) => boolean): Promise<void>;
  /** Opens a studyloop:// link as the OS would hand it to the running app. */
  openDeepLink(url: string): void;
  dispose(): Promise<void>;
}

/** The page side: window.desktop over two Playwright bindings, bytes carried as base64 both ways. */
async function pageScript(startup: DesktopStartup): Promise<string> {
  const contents = `
    import { createDesktopBridge } from './shared/ipc/desktop-bridge.ts';
    const listeners = new Map();
    const encode = (value) => {
      if (value instanceof Uint8Array) {
        let binary = '';
        for (const byte of value) binary += String.fromCharCode(byte);
        return { __bytes: btoa(binary) };
      }
      if (Array.isArray(value)) return value.map(encode);
      if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)]));
      }
      return value;
    };
    const decode = (value) => {
      if (value && typeof value === 'object' && typeof value.__bytes === 'string') {
        return Uint8Array.from(atob(value.__bytes), (c) => c.charCodeAt(0));
      }
      if (Array.isArray(value)) return value.map(decode);
      if (value && typeof value === 'object') {
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, decode(v)]));
      }
      return value;
    };
    window.${EMIT_FUNCTION} = (channel, payload) => {
      for (const listener of listeners.get(channel) ?? []) listener(decode(payload));
    };
    window.desktop = createDesktopBridge(
      {
        invoke: async (channel, input) => decode(await window.${INVOKE_BINDING}(channel, encode(input))),
        subscribe(channel, listener) {
          if (!listeners.has(channel)) listeners.set(channel, new Set());
          listeners.get(channel).add(listener);
          return () => listeners.get(channel).delete(listener);
        },
      },
      ${JSON.stringify(startup)},
    );
  `;
  const result = await build({
    stdin: { contents, resolveDir: REPO_ROOT, loader: 'js', sourcefile: 'desktop-harness-page.js' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

function decodeBytes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeBytes);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.__bytes === 'string') return new Uint8Array(Buffer.from(record.__bytes, 'base64'));
    return Object.fromEntries(Object.entries(record).map(([key, entry]) => [key, decodeBytes(entry)]));
  }
  return value;
}

function encodeBytes(value: unknown): unknown {
  if (value instanceof Uint8Array) return { __bytes: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(encodeBytes);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, encodeBytes(entry)]));
  }
  return value;
}

export async function attachDesktopHarness(
  context: BrowserContext,
  platform: { url: string; anonKey: string },
): Promise<DesktopHarness> {
  const dir = mkdtempSync(join(tmpdir(), 'studyloop-desktop-harness-'));
  const logs: string[] = [];
  const log = (message: string) => logs.push(message);
  let networkUp = true;
  // main's own requests (probes, replay) share the machine's fate: offline means they fail like fetch does.
  let answerToLose: {
    match: (request: { method: string; url: string }) => boolean;
    lost: () => void;
  } | null = null;
  const machineFetch: typeof fetch = async (input, init) => {
    if (!networkUp) throw new TypeError('fetch failed');
    const response = await fetch(input, init);
    const request = {
      method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    };
    if (answerToLose?.match(request)) {
      const { lost } = answerToLose;
      answerToLose = null;
      await response.body?.cancel();
      lost();
      throw new TypeError('fetch failed (the answer was lost after the platform applied the request)');
    }
    return response;
  };

  const pageIds = new WeakMap<Page, number>();
  let nextPageId = 1;
  const pageId = (page: Page) => {
    if (!pageIds.has(page)) pageIds.set(page, nextPageId++);
    return pageIds.get(page)!;
  };
  const readyPages = new Set<number>();

  const send = (channel: string, payload: unknown, pages = context.pages()) => {
    for (const page of pages) {
      void page
        .evaluate(
          ([name, fn, data]) =>
            (window as never as Record<string, (c: string, p: unknown) => void>)[fn]?.(name, data),
          [channel, EMIT_FUNCTION, encodeBytes(payload)] as const,
        )
        .catch(() => undefined);
    }
  };

  const services = createDesktopServices({
    cacheFile: join(dir, 'offline-cache.sqlite'),
    platform: { supabaseUrl: platform.url, anonKey: platform.anonKey },
    log,
    fetch: machineFetch,
    broadcast: (channel, payload) => send(channel, payload),
    deliverDeepLink: (link: DeepLink) => {
      const target = context.pages().find((page) => readyPages.has(pageId(page)));
      if (!target) return false;
      send(desktopEvents.deepLinkReceived.channel, link, [target]);
      return true;
    },
    // Shorter than the app's defaults so a test sees changes within a second or two.
    connectivity: {
      debounceMs: 300,
      onlineIntervalMs: 1000,
      offlineIntervalMs: 300,
      maxOfflineIntervalMs: 1000,
    },
  });

  const origin = new URL(platform.url).origin;
  const PLATFORM_API = /^\/(rest|auth|storage|functions|realtime|api)\/|^\/_dev\//;
  const refusePlatformApi = async (route: Route) => {
    const url = new URL(route.request().url());
    if (PLATFORM_API.test(url.pathname) || url.origin !== origin) await route.abort('internetdisconnected');
    else await route.fallback();
  };
  const host: DesktopHost = {
    // The page is served by the platform itself, as when the app is started with STUDYLOOP_URL.
    policy: { appOrigins: [origin], platformOrigin: origin },
    log,
    appInfo: () => ({ appVersion: 'harness', platform: process.platform, electron: '', chrome: '' }),
    openExternal: async (url) => {
      log(`openExternal ${url}`);
    },
    saveFileAs: async () => true,
    rendererReady: (id) => readyPages.add(id),
    updates: disabledDesktopUpdates(),
  };
  const handlers = createDesktopHandlers(services, host);

  await context.exposeBinding(INVOKE_BINDING, async ({ page, frame }, channel: string, input: unknown) => {
    const result = await dispatchDesktopCall(handlers, host, channel, decodeBytes(input), {
      sender: { url: frame.url(), isMainFrame: frame === page.mainFrame() },
      senderId: pageId(page),
    });
    return encodeBytes(result);
  });
  await context.addInitScript({
    content: await pageScript({ loadedFrom: 'platform', platform: process.platform, supabase: null }),
  });
  services.connectivity.start();

  return {
    services,
    logs,
    async setOffline(offline, options) {
      networkUp = !offline;
      await context.unroute('**/*', refusePlatformApi);
      if (offline && options?.appFilesStayReachable) await context.route('**/*', refusePlatformApi);
      else await context.setOffline(offline);
      // Like Electron's net.isOnline(): the OS noticing is one more signal; probes and failed requests decide.
      if (!offline) services.connectivity.reportNetwork(true);
    },
    loseNextAnswer: (match) =>
      new Promise<void>((resolve) => {
        answerToLose = { match, lost: resolve };
      }),
    openDeepLink: (url) => void services.deepLinks.receive(url),
    async dispose() {
      services.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
