import { Suspense, use, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app.routes';
import { RouteErrorPage } from './pages/RouteErrorPage';

// The query layer (QueryClient, its caches and retry logic) is its own chunk, fetched from the first render on, in
// parallel with the first route's chunk that the router loads at the same time: route content needs it, the shell
// does not, and the landing's initial JavaScript stays within its budget (140 KB gzipped, bench:landing).
let queryClient: Promise<QueryClient | null> | undefined;
function loadQueryClient(): Promise<QueryClient | null> {
  queryClient ??= import('./query-client.config').then(
    ({ createQueryClient }) => createQueryClient(),
    () => null,
  );
  return queryClient;
}

function WithQueryClient({ children }: { children: ReactNode }) {
  const client = use(loadQueryClient());
  // Its code failed to load (offline after a deploy, say): the same page as a route whose code failed.
  if (!client) return <RouteErrorPage />;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/**
 * A server-rendered page's app: the query client already holds the data the server rendered with and the
 * router's matched routes are loaded, so the first render matches the server's markup (render-page.server.tsx
 * renders the same two providers).
 */
export function ServerRenderedApp({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <Suspense fallback={null}>
      <WithQueryClient>
        <RouterProvider router={router} />
      </WithQueryClient>
    </Suspense>
  );
}
