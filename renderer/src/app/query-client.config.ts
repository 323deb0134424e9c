import { hydrate, QueryClient } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        // One retry smooths over a blip without keeping the visitor waiting on skeletons for long.
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** A client holding the data a server-rendered page was rendered with, so hydration renders the same markup. */
export function createHydratedQueryClient(state: DehydratedState): QueryClient {
  const client = createQueryClient();
  hydrate(client, state);
  return client;
}
