import { lazy, Suspense } from 'react';
import { useAuthStore } from '../auth.store';

const RecoveryWarning = lazy(async () => ({ default: (await import('./RecoveryWarning')).RecoveryWarning }));

/**
 * After a recovery link: 'Change Your Password', pointing to Dashboard > Settings > Security. The warning (and
 * the auth texts it reads) loads only in that state.
 */
export function RecoveryBanner() {
  const recovery = useAuthStore((state) => state.recovery && state.status === 'signedIn');
  if (!recovery) return null;
  return (
    <Suspense fallback={null}>
      <RecoveryWarning />
    </Suspense>
  );
}
