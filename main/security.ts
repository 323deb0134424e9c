// Electron's security checklist (https://www.electronjs.org/docs/latest/tutorial/security), as decisions that
// are plain functions (tested in security.test.ts) and the few lines that attach them to Electron objects.
// Electron is imported for types only, so the policy runs and is tested in plain Node.
import type { BrowserWindowConstructorOptions, Session, WebContents, WebFrameMain } from 'electron';

export const APP_SCHEME = 'app';
export const APP_HOST = 'studyloop';
/** Origin of the bundled renderer when it is served from the custom protocol instead of the platform. */
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

export interface SecurityPolicy {
  /** Origins whose pages may run the app and talk to main: the bundled app and/or the platform it was loaded from. */
  appOrigins: readonly string[];
  /** The platform (Supabase-compatible API) the renderer talks to. */
  platformOrigin: string;
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** `new URL('app://studyloop/x').origin` is "null" for non-special schemes, so compare scheme and host. */
export function originOf(value: string): string | null {
  const url = parseUrl(value);
  if (!url) return null;
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  if (url.protocol === `${APP_SCHEME}:`) return `${APP_SCHEME}://${url.host}`;
  return null;
}

export function isAppUrl(value: string, policy: SecurityPolicy): boolean {
  const origin = originOf(value);
  return origin !== null && policy.appOrigins.includes(origin);
}

/** In-window navigation stays inside the app; everything else is refused (and maybe opened outside). */
export function isNavigationAllowed(target: string, policy: SecurityPolicy): boolean {
  return isAppUrl(target, policy);
}

/**
 * Links the system browser may open: https anywhere, http only to the platform itself (a local platform in
 * development), and mail links. No file:, javascript:, custom schemes or credentials in the URL, because
 * `shell.openExternal` hands the URL to whatever program the OS has registered.
 */
export function isSafeExternalUrl(target: string, policy: SecurityPolicy): boolean {
  if (target.length > 2048) return false;
  const url = parseUrl(target);
  if (!url) return false;
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return url.hostname !== '';
  if (url.protocol === 'http:') return url.origin === policy.platformOrigin;
  if (url.protocol === 'mailto:') return /^[^\s/@]+@[^\s/@]+$/.test(decodeURIComponent(url.pathname));
  return false;
}

export type WindowOpenDecision = { action: 'deny'; openExternally: string | null };

/** No second Electron window is ever opened by a page; safe links go to the system browser instead. */
export function decideWindowOpen(target: string, policy: SecurityPolicy): WindowOpenDecision {
  return { action: 'deny', openExternally: isSafeExternalUrl(target, policy) ? target : null };
}

/**
 * Permissions a page may get. The app needs none of camera, microphone, geolocation, MIDI, HID, serial or USB;
 * it copies text to the clipboard, may go fullscreen (document preview) and may show notifications.
 */
const GRANTED_PERMISSIONS = new Set(['clipboard-sanitized-write', 'fullscreen', 'notifications']);

export function decidePermission(permission: string, requestingUrl: string, policy: SecurityPolicy): boolean {
  return GRANTED_PERMISSIONS.has(permission) && isAppUrl(requestingUrl, policy);
}

export interface IpcSender {
  /** The sending frame's URL (`event.senderFrame.url`); null when the frame is gone. */
  url: string | null;
  isMainFrame: boolean;
}

/** Only the app's own top-level page may call main: not an iframe, not a page that navigated elsewhere. */
export function isTrustedIpcSender(sender: IpcSender, policy: SecurityPolicy): boolean {
  return sender.isMainFrame && sender.url !== null && isAppUrl(sender.url, policy);
}

export function contentSecurityPolicy(policy: SecurityPolicy, { development = false } = {}): string {
  const platform = policy.platformOrigin;
  const realtime = platform.replace(/^http/, 'ws');
  const self = ["'self'", ...policy.appOrigins.filter((origin) => origin !== platform)];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Vite's dev server injects an inline module for fast refresh; the built app needs no inline script.
    'script-src': development ? [...self, "'unsafe-inline'"] : self,
    // React and Radix set style attributes; CSS cannot run code, so inline styles are an accepted trade-off.
    'style-src': [...self, "'unsafe-inline'"],
    'img-src': [...self, 'data:', 'blob:', platform, 'https:'],
    'media-src': [...self, 'blob:', platform],
    'font-src': [...self, 'data:'],
    'connect-src': [...self, platform, realtime, ...(development ? ['ws:'] : [])],
    'worker-src': [...self, 'blob:'],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", platform],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** Web preferences every window gets; never loosened per window. */
export function secureWebPreferences(preload: string, startupArgument: string) {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    experimentalFeatures: false,
    safeDialogs: true,
    spellcheck: true,
    additionalArguments: [startupArgument],
  } satisfies BrowserWindowConstructorOptions['webPreferences'];
}

export interface SecurityHooks {
  openExternal(url: string): Promise<void>;
  log(message: string): void;
  development: boolean;
}

/** Permission handlers and the CSP header for the session the windows use. */
export function secureSession(session: Session, policy: SecurityPolicy, hooks: SecurityHooks): void {
  session.setPermissionRequestHandler((webContents, permission, callback, details) => {
    const allowed = decidePermission(permission, details.requestingUrl || webContents.getURL(), policy);
    if (!allowed) hooks.log(`Denied permission "${permission}"`);
    callback(allowed);
  });
  session.setPermissionCheckHandler((_webContents, permission, requestingOrigin) =>
    decidePermission(permission, requestingOrigin, policy),
  );
  session.setDevicePermissionHandler(() => false);
  const csp = contentSecurityPolicy(policy, { development: hooks.development });
  session.webRequest.onHeadersReceived((details, callback) => {
    // Only documents of the app need the policy; API responses from the platform are data, not pages.
    if (details.resourceType !== 'mainFrame' || !isAppUrl(details.url, policy)) {
      callback({});
      return;
    }
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] } });
  });
}

/** Navigation, redirects, new windows and webviews for one page. */
export function secureWebContents(contents: WebContents, policy: SecurityPolicy, hooks: SecurityHooks): void {
  const refuse = (event: { preventDefault(): void }, url: string) => {
    if (isNavigationAllowed(url, policy)) return;
    event.preventDefault();
    const decision = decideWindowOpen(url, policy);
    if (decision.openExternally) void hooks.openExternal(decision.openExternally);
    else hooks.log(`Blocked navigation to ${originOf(url) ?? 'an unsupported URL'}`);
  };
  contents.on('will-navigate', (event) => refuse(event, event.url));
  contents.on('will-redirect', (event) => refuse(event, event.url));
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const decision = decideWindowOpen(url, policy);
    if (decision.openExternally) void hooks.openExternal(decision.openExternally);
    else hooks.log(`Blocked a window for ${originOf(url) ?? 'an unsupported URL'}`);
    return { action: decision.action };
  });
}

/** The IPC sender as the policy sees it; `senderFrame` is null when the frame navigated away or was destroyed. */
export function describeSender(frame: WebFrameMain | null | undefined): IpcSender {
  if (!frame) return { url: null, isMainFrame: false };
  return { url: frame.url, isMainFrame: frame.parent === null };
}
