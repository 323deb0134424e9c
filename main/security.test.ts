import { describe, expect, it } from 'vitest';
import {
  APP_ORIGIN,
  contentSecurityPolicy,
  decidePermission,
  decideWindowOpen,
  describeSender,
  isNavigationAllowed,
  isSafeExternalUrl,
  isTrustedIpcSender,
  originOf,
  secureWebPreferences,
} from './security';
import type { SecurityPolicy } from './security';

const bundled: SecurityPolicy = { appOrigins: [APP_ORIGIN], platformOrigin: 'https://api.studyloop.app' };
const served: SecurityPolicy = {
  appOrigins: ['http://127.0.0.1:54321'],
  platformOrigin: 'http://127.0.0.1:54321',
};

describe('origins', () => {
  it('treats app://studyloop as one origin, unlike the "null" URL gives custom schemes', () => {
    expect(originOf('app://studyloop/dashboard/offline?x=1')).toBe(APP_ORIGIN);
    expect(originOf('file:///etc/passwd')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});

describe('navigation', () => {
  it.each([
    ['app://studyloop/dashboard/offline', bundled, true],
    ['app://other/x', bundled, false],
    ['https://api.studyloop.app/rest/v1', bundled, false],
    ['http://127.0.0.1:54321/documents/x', served, true],
    ['http://127.0.0.1:54322/', served, false],
    ['file:///etc/passwd', served, false],
    ['javascript:alert(1)', served, false],
  ])('%s → %s', (url, policy, allowed) => {
    expect(isNavigationAllowed(url, policy)).toBe(allowed);
  });
});

describe('external links', () => {
  it.each([
    ['https://accounts.google.com/o/oauth2/auth?x=1', true],
    ['mailto:support@studyloop.app', true],
    ['https://api.studyloop.app/auth/v1/authorize?provider=google', true],
    ['http://evil.example/', false],
    ['http://127.0.0.1:54321/auth/v1/authorize', false],
    ['file:///C:/Windows/System32/calc.exe', false],
    ['javascript:alert(1)', false],
    ['smb://attacker/share', false],
    ['ms-msdt:/id PCWDiagnostic', false],
    ['https://user:pass@example.com/', false],
    ['mailto:', false],
    [`https://example.com/${'a'.repeat(3000)}`, false],
  ])('%s → %s', (url, safe) => {
    expect(isSafeExternalUrl(url, bundled)).toBe(safe);
  });

  it('lets http reach the platform itself when the platform is local (development)', () => {
    expect(isSafeExternalUrl('http://127.0.0.1:54321/auth/v1/authorize', served)).toBe(true);
  });

  it('never opens a second window; safe links go to the system browser, others nowhere', () => {
    expect(decideWindowOpen('https://example.com/help', bundled)).toEqual({
      action: 'deny',
      openExternally: 'https://example.com/help',
    });
    expect(decideWindowOpen('file:///etc/passwd', bundled)).toEqual({ action: 'deny', openExternally: null });
    expect(decideWindowOpen('app://studyloop/x', bundled)).toEqual({ action: 'deny', openExternally: null });
  });
});

describe('permissions', () => {
  it('denies by default and grants the few the app uses only to its own pages', () => {
    for (const permission of [
      'media',
      'geolocation',
      'midi',
      'midiSysex',
      'hid',
      'serial',
      'usb',
      'openExternal',
    ]) {
      expect(decidePermission(permission, 'app://studyloop/', bundled)).toBe(false);
    }
    expect(decidePermission('clipboard-sanitized-write', 'app://studyloop/x', bundled)).toBe(true);
    expect(decidePermission('notifications', 'app://studyloop/x', bundled)).toBe(true);
    expect(decidePermission('notifications', 'https://ads.example/', bundled)).toBe(false);
    expect(decidePermission('fullscreen', '', bundled)).toBe(false);
  });
});

describe('IPC senders', () => {
  it('trusts only the main frame of an app page', () => {
    expect(isTrustedIpcSender({ url: 'app://studyloop/dashboard', isMainFrame: true }, bundled)).toBe(true);
    expect(isTrustedIpcSender({ url: 'app://studyloop/dashboard', isMainFrame: false }, bundled)).toBe(false);
    expect(isTrustedIpcSender({ url: 'https://evil.example/', isMainFrame: true }, bundled)).toBe(false);
    expect(isTrustedIpcSender({ url: null, isMainFrame: true }, bundled)).toBe(false);
  });

  it('describes a destroyed or missing frame as untrusted', () => {
    expect(describeSender(null)).toEqual({ url: null, isMainFrame: false });
  });
});

describe('content security policy', () => {
  it('allows scripts from the app only and data from the platform', () => {
    const csp = contentSecurityPolicy(bundled);
    expect(csp).toContain(`script-src 'self' ${APP_ORIGIN}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain('connect-src');
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.studyloop\.app/);
    expect(csp).toMatch(/connect-src [^;]*wss:\/\/api\.studyloop\.app/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
  });

  it('relaxes inline scripts only for the development server', () => {
    expect(contentSecurityPolicy(served, { development: true })).toMatch(/script-src [^;]*'unsafe-inline'/);
  });
});

describe('web preferences', () => {
  it('isolates and sandboxes every page', () => {
    const prefs = secureWebPreferences('/app/preload.cjs', '--studyloop-startup=e30=');
    expect(prefs).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });
});
