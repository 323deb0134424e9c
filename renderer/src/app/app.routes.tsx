import { createBrowserRouter, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { SiteLayout } from './layouts/SiteLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { plannedRoutes, routeRedirects } from './route-catalog.config';

export interface RouteHandle {
  title?: string;
}

const comingSoon = async () => ({ Component: (await import('./pages/ComingSoonPage')).ComingSoonPage });

export const appRoutes: RouteObject[] = [
  {
    Component: SiteLayout,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
      },
      {
        path: '404',
        lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
      },
      ...plannedRoutes.map(({ path, title }): RouteObject => ({
        path,
        handle: { title } satisfies RouteHandle,
        lazy: comingSoon,
      })),
      ...routeRedirects.map(({ from, to }): RouteObject => ({
        path: from,
        loader: ({ params }) => redirect(to(params)),
      })),
      { path: '*', loader: () => redirect('/404') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
