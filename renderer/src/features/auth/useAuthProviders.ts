import { useQuery } from '@tanstack/react-query';
import { authSettingsQuery } from './auth.api';

/** Whether Google sign-in is configured on the platform (GoTrue's /settings). */
export function useGoogleSignInEnabled(): boolean {
  const { data } = useQuery(authSettingsQuery());
  return data?.external?.google === true;
}

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
