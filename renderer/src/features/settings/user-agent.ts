const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/edg\//i, 'Edge'],
  [/opr\/|opera/i, 'Opera'],
  [/firefox\//i, 'Firefox'],
  [/electron\//i, 'Studyloop app'],
  [/chrome\/|chromium\/|headlesschrome\//i, 'Chrome'],
  [/safari\//i, 'Safari'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/android/i, 'Android'],
  [/iphone|ipad|ios/i, 'iOS'],
  [/windows/i, 'Windows'],
  [/mac os|macintosh/i, 'macOS'],
  [/cros/i, 'ChromeOS'],
  [/linux|x11/i, 'Linux'],
];

/** "Chrome on Linux" from a browser's user agent; null when there is none. */
export function describeUserAgent(userAgent: string | null): string | null {
  if (!userAgent?.trim()) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}
