import { useQuery } from '@tanstack/react-query';
import { authSettingsQuery } from './auth.api';

/** Whether Google sign-in is configured on the platform (GoTrue's /settings). */
export function useGoogleSignInEnabled(): boolean {
  const { data } = useQuery(authSettingsQuery());
  return data?.external?.google === true;
}
