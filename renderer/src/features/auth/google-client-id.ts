/** The Google client id for One Tap, when the serving platform put one into the runtime config. */
export function googleClientId(): string | null {
  const content = document.querySelector('meta[name="studyloop-config"]')?.getAttribute('content');
  if (!content) return null;
  try {
    const value = (JSON.parse(content) as { googleClientId?: unknown }).googleClientId;
    return typeof value === 'string' && value ? value : null;
  } catch {
    return null;
  }
}
