import { QueryClient } from '@tanstack/react-query';

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
