import { lazy, Suspense } from 'react';
import { useAuthStore } from '../auth';

const SlimSidebarRail = lazy(async () => ({ default: (await import('./SlimSidebarRail')).SlimSidebarRail }));

/**
 * Signed-in users' slim rail on non-dashboard pages; shown where the page has room beside its content. The rail
 * (the dashboard's navigation and its icons) loads only for a signed-in user.
 */
export function SlimSidebar() {
  const signedIn = useAuthStore((state) => state.status === 'signedIn');
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SlimSidebarRail />
    </Suspense>
  );
}
