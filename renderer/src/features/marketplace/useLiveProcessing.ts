import { useQuery } from '@tanstack/react-query';
import { processingQuery, uploadKeys } from './upload.api';
import { useUploadsRealtime } from './useUploadsRealtime';

/** The seller's recent uploads, refetched whenever realtime reports a step, a state or a moderation change. */
export function useLiveProcessing(userId: string) {
  useUploadsRealtime(userId, 'processing', uploadKeys.processing(userId));
  return useQuery(processingQuery(userId));
}
