// The desktop offline area, mounted by the app router with `...offlineRoutes` among the routes of the site
// layout (root-relative path). It is deliberately outside the dashboard's sign-in guard: offline, a session
// cannot be refreshed, yet the library on this device must still open (main remembers whose it is).
// The whole area is one lazy chunk: once the library has opened, the document reader and the paper editor
// need no further download, which is what lets them open after the connection is gone.
import type { RouteObject } from 'react-router';
import { OFFLINE_BASE_PATH } from './offline.paths';

export const offlineRoutes: RouteObject[] = [
  {
    path: `${OFFLINE_BASE_PATH.slice(1)}/*`,
    handle: { title: 'Library (offline)' },
    lazy: async () => ({ Component: (await import('./OfflineArea')).OfflineArea }),
  },
];
