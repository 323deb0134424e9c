// The server side of the pages students arrive on from search engines (issue 32): the platform renders the same
// route tree the browser runs to HTML, with the data those pages read from the database fetched first and sent
// along, so the first paint needs no JavaScript and the browser hydrates the very same markup (main.tsx).
// Built by Vite as a separate server bundle (dist/ssr); never part of the browser's JavaScript.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClientProvider, skipToken } from '@tanstack/react-query';
import type { Query, QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../../shared/db/database.types';
import { setServerPageOrigin } from '../lib/page-origin';
import { setServerRenderingClient } from '../lib/supabase.loader';
import { configureServerRendering } from '../platform/supabase-config';
import type { SupabaseConfig } from '../platform/supabase-config';
import { appRoutes } from './app.routes';
import { createQueryClient } from './query-client.config';
import type { ServerState } from './server-state';

export { isServerRenderedPath } from './server-rendered-paths';
export { SERVER_STATE_ID } from './server-state';
export { FIRST_SCREEN_END_ID } from '../ui/FirstScreenEnd';

export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  /** `html` is the markup of `#root`; `state` the JSON for `<script type="application/json" id={SERVER_STATE_ID}>`. */
  | { kind: 'page'; status: number; html: string; state: string };

/** Rounds of render, then fetch what the render asked for (a document's reviews need the document first). */
const MAX_DATA_ROUNDS = 3;
/** A query slower than this is left to the browser: the page is sent with its loading state instead. */
const QUERY_TIMEOUT_MS = 2_500;

const handler = createStaticHandler(appRoutes);

function isEnabled(query: Query): boolean {
  const { queryFn } = query.options;
  // The cache keeps the options of the useQuery call that created the query, `enabled` among them.
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  if (queryFn === skipToken || !queryFn) return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** Fetches every query the last render created and could not answer; resolves to how many it started. */
async function fetchRequestedData(queryClient: QueryClient): Promise<number> {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle')
    .filter(isEnabled);
  await Promise.all(
    waiting.map((query) =>
      Promise.race([
        query.fetch().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, QUERY_TIMEOUT_MS).unref?.()),
      ]),
    ),
  );
  return waiting.length;
}

/** JSON a `<script type="application/json">` can hold: nothing in it can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Renders `url` (an absolute URL of a page `isServerRenderedPath` accepts) to the markup of `#root` plus the
 * state the browser hydrates from. `api` is how this process reaches the platform's API for the page's data: its
 * address and anonymous key, an anonymous supabase-js client made for Node, and the site's public origin.
 */
export async function renderPage(
  url: string,
  api: { config: SupabaseConfig; client: SupabaseClient<Database>; siteOrigin: string },
): Promise<RenderedPage> {
  configureServerRendering(api.config);
  setServerPageOrigin(api.siteOrigin);
  setServerRenderingClient(api.client);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const render = () =>
    renderToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </StrictMode>,
    );
  let html = render();
  for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
    if ((await fetchRequestedData(queryClient)) === 0) break;
    html = render();
  }
  const state: ServerState = { loaderData: context.loaderData, queries: dehydrate(queryClient) };
  return { kind: 'page', status: context.statusCode, html, state: scriptJson(state) };
}
