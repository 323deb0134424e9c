// The cart's documents as the server prices them now, and whether the buyer owns each already: what the cart page
// and the checkout both show.
import { queryOptions } from '@tanstack/react-query';
import { loadSupabase } from '../../lib/supabase.loader';

export const cartKeys = {
  all: ['cart'] as const,
  documents: (ids: readonly string[]) => [...cartKeys.all, 'documents', [...ids].sort()] as const,
};

export const cartDocumentsQuery = (userId: string, ids: readonly string[]) =>
  queryOptions({
    queryKey: [...cartKeys.documents(ids), userId],
    queryFn: async () => {
      const client = await loadSupabase();
      const [documents, owned] = await Promise.all([
        client
          .from('documents')
          .select('id, slug, title, price, points_price, user_id')
          .in('id', [...ids]),
        client
          .from('user_documents')
          .select('document_id')
          .eq('user_id', userId)
          .in('document_id', [...ids]),
      ]);
      if (documents.error) throw new Error(documents.error.message);
      if (owned.error) throw new Error(owned.error.message);
      const ownedIds = new Set(owned.data.map((row) => row.document_id));
      return documents.data.map((doc) => ({ ...doc, owned: ownedIds.has(doc.id) || doc.user_id === userId }));
    },
  });

export type CartDocument = Awaited<
  ReturnType<NonNullable<ReturnType<typeof cartDocumentsQuery>['queryFn']>>
>[number];
