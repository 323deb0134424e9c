// Buying one document with points (spec 1 §4, §7): use_points_for_document(document_id, points_amount), and whether
// the signed-in user owns it (a user_documents row).
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { loadSupabase } from '../../lib/supabase.loader';

export const documentOwnershipQuery = (userId: string, documentId: string) =>
  queryOptions({
    queryKey: ['checkout', 'owns', userId, documentId] as const,
    queryFn: async () => {
      const { data, error } = await (
        await loadSupabase()
      )
        .from('user_documents')
        .select('id')
        .eq('user_id', userId)
        .eq('document_id', documentId)
        .maybeSingle();
      // Spec 1 §8: a purchase-check failure returns false.
      if (error) return false;
      return data !== null;
    },
  });

/**
 * Every document the user may read in full without buying it again: bought or granted (user_documents) and their
 * own uploads. Cards and document pages show "Owned · Open" for these instead of a price.
 */
export const ownedDocumentIdsQuery = (userId: string) =>
  queryOptions({
    queryKey: ['checkout', 'owns', userId, 'all'] as const,
    queryFn: async () => {
      const client = await loadSupabase();
      const [access, uploads] = await Promise.all([
        client.from('user_documents').select('document_id').eq('user_id', userId).limit(5000),
        client.from('documents').select('id').eq('user_id', userId).limit(5000),
      ]);
      if (access.error) throw new Error(access.error.message);
      if (uploads.error) throw new Error(uploads.error.message);
      return new Set([...access.data.map((row) => row.document_id), ...uploads.data.map((row) => row.id)]);
    },
    staleTime: 60_000,
  });

/** use_points_for_document's answer: spent and the balance after, or a refusal in its own words. */
const documentPurchaseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  points_spent: z.number().optional(),
  points_balance: z.number().optional(),
});
export type DocumentPurchase = z.output<typeof documentPurchaseSchema>;

export async function buyDocument(documentId: string, pointsPrice: number): Promise<DocumentPurchase> {
  const { data, error } = await (
    await loadSupabase()
  ).rpc('use_points_for_document', {
    document_id: documentId,
    points_amount: pointsPrice,
  });
  if (error) throw new Error(error.message);
  return documentPurchaseSchema.parse(data);
}
