import { useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../auth';
import { ownedDocumentIdsQuery } from './document-purchase.api';

const NONE: ReadonlySet<string> = new Set();

/** The ids of the documents the signed-in user owns (bought, granted or uploaded); none when signed out. */
export function useOwnedDocuments(): ReadonlySet<string> {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const owned = useQuery({ ...ownedDocumentIdsQuery(userId ?? ''), enabled: userId !== null });
  return owned.data ?? NONE;
}
