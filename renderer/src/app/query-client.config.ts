import { hydrate, QueryClient } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import { homeKeys } from '../features/home/home.api';

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
  // The platform keeps a rendered page up to a minute: its data is shown first (same markup, no mismatch), then
  // read again as each query mounts, so a review or a sale made meanwhile appears at once. The landing's subjects
  // keep their own browser cache (spec: cached for the next visit), so they are left as they are.
  const subjects = homeKeys.subjects();
  void client.invalidateQueries({
    refetchType: 'none',
    predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(subjects),
  });
  return client;
}
