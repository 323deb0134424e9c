// Where the web app keeps the signed-in session: first-party cookies with the spec's max age (7 days, spec 1
// section 9), so a browser forgets a session nobody used for a week. A session is larger than one cookie may be,
// so a value is split over numbered cookies (`name.0`, `name.1`, …) as Supabase's SSR helpers do.
import { SESSION_COOKIE_MAX_AGE_S } from '../../../shared/constants/client-library';

/** supabase-js' storage shape (synchronous is allowed). */
export interface SessionStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** What a cookie holds at most, encoded, leaving room for the name and attributes under the 4096-byte limit. */
export const COOKIE_CHUNK_SIZE = 3_180;

interface CookieJar {
  cookie: string;
}

function readCookies(jar: CookieJar): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of jar.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

/** The chunks of an encoded value, none longer than COOKIE_CHUNK_SIZE and none splitting a %XX escape. */
export function chunkEncoded(encoded: string): string[] {
  const chunks: string[] = [];
  let rest = encoded;
  while (rest.length > COOKIE_CHUNK_SIZE) {
    let end = COOKIE_CHUNK_SIZE;
    const escape = rest.lastIndexOf('%', end - 1);
    if (escape > end - 3) end = escape;
    chunks.push(rest.slice(0, end));
    rest = rest.slice(end);
  }
  chunks.push(rest);
  return chunks;
}

/**
 * A cookie-backed storage for supabase-js. `legacy` (the localStorage sessions were kept in before) is read once
 * so a session stored there survives the move, then cleared.
 */
export function createSessionCookieStorage(
  jar: CookieJar,
  options: { secure: boolean; legacy?: Pick<Storage, 'getItem' | 'removeItem'> | null },
): SessionStorage {
  const attributes = `Path=/; Max-Age=${SESSION_COOKIE_MAX_AGE_S}; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  const expire = (name: string) => {
    jar.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax${options.secure ? '; Secure' : ''}`;
  };
  const chunkNames = (key: string, cookies: Map<string, string>) =>
    [...cookies.keys()].filter((name) => name === key || name.startsWith(`${key}.`));

  const storage: SessionStorage = {
    getItem(key) {
      const cookies = readCookies(jar);
      const whole = cookies.get(key);
      if (whole !== undefined) return decodeURIComponent(whole);
      const parts: string[] = [];
      for (let index = 0; cookies.has(`${key}.${index}`); index += 1)
        parts.push(cookies.get(`${key}.${index}`)!);
      if (parts.length > 0) {
        try {
          return decodeURIComponent(parts.join(''));
        } catch {
          return null; // A torn write (one chunk of an older value): no session rather than a broken one.
        }
      }
      const legacy = options.legacy?.getItem(key) ?? null;
      if (legacy !== null) {
        options.legacy?.removeItem(key);
        storage.setItem(key, legacy);
      }
      return legacy;
    },
    setItem(key, value) {
      const stale = chunkNames(key, readCookies(jar));
      const chunks = chunkEncoded(encodeURIComponent(value));
      const names = chunks.length === 1 ? [key] : chunks.map((_chunk, index) => `${key}.${index}`);
      chunks.forEach((chunk, index) => {
        jar.cookie = `${names[index]}=${chunk}; ${attributes}`;
      });
      for (const name of stale) if (!names.includes(name)) expire(name);
    },
    removeItem(key) {
      for (const name of chunkNames(key, readCookies(jar))) expire(name);
      options.legacy?.removeItem(key);
    },
  };
  return storage;
}

/** True when a session cookie (whole or chunked) is set: the cheap check made before supabase-js loads. */
export function hasSessionCookie(jar: CookieJar): boolean {
  return [...readCookies(jar).keys()].some((name) => /^sb-.+-auth-token(\.\d+)?$/.test(name));
}
