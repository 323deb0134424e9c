import { lazy, Suspense } from 'react';
import { useAuthStore } from '../auth.store';
import { googleClientId } from '../google-client-id';

const GoogleOneTapPrompt = lazy(async () => ({
  default: (await import('./GoogleOneTapPrompt')).GoogleOneTapPrompt,
}));

/**
 * Google One Tap, offered only when Google is configured and no session exists (spec 1 section 2). The prompt,
 * the platform's auth settings query and Google's script load only when the runtime config names a Google client
 * id and the visitor is signed out, so other pages' first paint does not wait for them.
 */
export function GoogleOneTap() {
  const signedOut = useAuthStore((state) => state.status === 'signedOut');
  if (!signedOut || !googleClientId()) return null;
  return (
    <Suspense fallback={null}>
      <GoogleOneTapPrompt />
    </Suspense>
  );
}
