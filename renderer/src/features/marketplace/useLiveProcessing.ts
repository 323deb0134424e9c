import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loadSupabase } from '../../lib/supabase.loader';
import { processingQuery, uploadKeys } from './upload.api';

/** The seller's recent uploads, refetched whenever realtime reports a step, a state or a moderation change. */
export function useLiveProcessing(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    let closed = false;
    let close = () => {
      closed = true;
    };
    const refresh = () => void queryClient.invalidateQueries({ queryKey: uploadKeys.processing(userId) });
    void loadSupabase().then((client) => {
      if (closed) return;
      const channel = client
        .channel(`document-processing-${userId}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'document_processing', filter: `user_id=eq.${userId}` },
          refresh,
        )
        .on(
          'postgres_changes',
          { event: 'UPDATE', schema: 'public', table: 'documents', filter: `user_id=eq.${userId}` },
          refresh,
        )
        .subscribe();
      close = () => void client.removeChannel(channel);
    });
    return () => close();
  }, [queryClient, userId]);
  return useQuery(processingQuery(userId));
}
