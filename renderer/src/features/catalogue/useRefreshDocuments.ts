import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { catalogueKeys } from './catalogue.api';

/** Refreshes every document list and page (their ratings and counts), e.g. after the buyer reviewed a document. */
export function useRefreshDocuments(): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.documents() }),
    [queryClient],
  );
}
