import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE_MAX_AGE_S } from '../../../shared/constants/client-library';
import {
  COOKIE_CHUNK_SIZE,
  chunkEncoded,
  createSessionCookieStorage,
  hasSessionCookie,
} from './session-cookie-storage';

/** document.cookie's behaviour: writing sets or (Max-Age=0) deletes one cookie; reading lists them all. */
class CookieJar {
  readonly written: string[] = [];
  private readonly cookies = new Map<string, string>();
  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  set cookie(line: string) {
    this.written.push(line);
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at);
    if (attributes.includes('Max-Age=0')) this.cookies.delete(name);
    else this.cookies.set(name, pair!.slice(at + 1));
  }
  names(): string[] {
    return [...this.cookies.keys()];
  }
}

const KEY = 'sb-127-auth-token';
const session = (size: number) => JSON.stringify({ access_token: 'é'.repeat(size), refresh_token: 'r' });

describe('session cookie storage', () => {
  it('keeps a session in a cookie for 604800 s, first-party and Lax', () => {
    const jar = new CookieJar();
    const storage = createSessionCookieStorage(jar, { secure: true });
    storage.setItem(KEY, '{"a":1}');
    expect(storage.getItem(KEY)).toBe('{"a":1}');
    expect(SESSION_COOKIE_MAX_AGE_S).toBe(604800);
    expect(jar.written.at(-1)).toBe(`${KEY}=%7B%22a%22%3A1%7D; Path=/; Max-Age=604800; SameSite=Lax; Secure`);
    expect(hasSessionCookie(jar)).toBe(true);
  });

  it('splits a large session over numbered cookies and reads it back whole', () => {
    const jar = new CookieJar();
    const storage = createSessionCookieStorage(jar, { secure: false });
    const value = session(2_000);
    storage.setItem(KEY, value);
    expect(jar.names().length).toBeGreaterThan(1);
    expect(jar.names().every((name) => name.startsWith(`${KEY}.`))).toBe(true);
    expect(storage.getItem(KEY)).toBe(value);
    expect(hasSessionCookie(jar)).toBe(true);
    // A smaller session afterwards leaves no stale chunk behind.
    storage.setItem(KEY, '{"small":true}');
    expect(jar.names()).toEqual([KEY]);
    expect(storage.getItem(KEY)).toBe('{"small":true}');
  });

  it('never cuts a %XX escape across chunks and keeps every chunk within the limit', () => {
    const encoded = encodeURIComponent(session(3_000));
    const chunks = chunkEncoded(encoded);
    expect(chunks.join('')).toBe(encoded);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(COOKIE_CHUNK_SIZE);
      expect(chunk).toMatch(/^(?:[^%]|%[0-9A-F]{2})*$/);
    }
  });

  it('removes every chunk on sign-out', () => {
    const jar = new CookieJar();
    const storage = createSessionCookieStorage(jar, { secure: false });
    storage.setItem(KEY, session(2_000));
    storage.removeItem(KEY);
    expect(jar.names()).toEqual([]);
    expect(storage.getItem(KEY)).toBeNull();
    expect(hasSessionCookie(jar)).toBe(false);
  });

  it('moves a session kept in localStorage before into the cookie once', () => {
    const jar = new CookieJar();
    const legacy = new Map([[KEY, '{"old":true}']]);
    const storage = createSessionCookieStorage(jar, {
      secure: false,
      legacy: { getItem: (key) => legacy.get(key) ?? null, removeItem: (key) => void legacy.delete(key) },
    });
    expect(storage.getItem(KEY)).toBe('{"old":true}');
    expect(legacy.size).toBe(0);
    expect(jar.names()).toEqual([KEY]);
    expect(storage.getItem(KEY)).toBe('{"old":true}');
  });

  it('answers no session for a torn chunked value instead of a broken one', () => {
    const jar = new CookieJar();
    jar.cookie = `${KEY}.0=%E2%82; Path=/`;
    expect(createSessionCookieStorage(jar, { secure: false }).getItem(KEY)).toBeNull();
  });

  it('ignores cookies that are not a session', () => {
    const jar = new CookieJar();
    jar.cookie = 'theme=dark; Path=/';
    expect(hasSessionCookie(jar)).toBe(false);
  });
});
