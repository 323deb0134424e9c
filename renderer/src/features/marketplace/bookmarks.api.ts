// Saving a document (spec 2 §7.1: toggle_document_bookmark): one call and one hook for every place a student saves
// or unsaves one, so the My Documents library (its Saved tab and cards) follows at once wherever it was done.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadSupabase } from '../../lib/supabase.loader';
import { libraryKeys } from './library.api';

/** Saves or unsaves the document for the signed-in user; answers whether it is saved now. */
export async function toggleBookmark(documentId: string): Promise<boolean> {
  const { data, error } = await (
    await loadSupabase()
  ).rpc('toggle_document_bookmark', {
    p_document_id: documentId,
  });
  if (error) throw new Error(error.message);
  const answer = data as { bookmarked?: unknown } | null;
  return answer?.bookmarked === true;
}

/** The toggle as a mutation: the library of this user is reloaded after each change. */
export function useToggleBookmark(
  userId: string,
  options: { onSaved?: (bookmarked: boolean) => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleBookmark,
    onSuccess: async (bookmarked) => {
      options.onSaved?.(bookmarked);
      await queryClient.invalidateQueries({ queryKey: libraryKeys.all(userId) });
    },
    onError: options.onError,
  });
}
