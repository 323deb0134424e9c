import { useQuery } from '@tanstack/react-query';
import { readSupabaseConfig } from '../../platform/supabase-config';

interface AuthSettings {
  external?: Record<string, boolean>;
}

async function fetchAuthSettings(): Promise<AuthSettings> {
  const { supabaseUrl, anonKey } = readSupabaseConfig();
  const response = await fetch(`${supabaseUrl}/auth/v1/settings`, { headers: { apikey: anonKey } });
  if (!response.ok) throw new Error(`auth settings: ${response.status}`);
  return (await response.json()) as AuthSettings;
}

/** Whether Google sign-in is configured on the platform (GoTrue's /settings). */
export function useGoogleSignInEnabled(): boolean {
  const { data } = useQuery({
    queryKey: ['auth', 'settings'],
    queryFn: fetchAuthSettings,
    staleTime: Infinity,
  });
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
