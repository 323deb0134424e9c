import { useCallback, useEffect, useState } from 'react';
import type { CachedDocumentSummary, PaperDraft } from '../../../../shared/ipc/desktop-contract';
import { getSupabaseClient } from '../../platform/supabase-client';
import { useOnlineStatus } from '../../platform/useOnlineStatus';
import { usePlatform } from '../../platform/usePlatform';
import { fetchDocumentFile, fetchDocumentPages, fetchLibrary, fetchPapers } from './offline.api';

const PAGE_SIZE = 100;

export interface OfflineLibrary {
  documents: CachedDocumentSummary[];
  total: number;
  papers: PaperDraft[];
  loading: boolean;
  refreshing: boolean;
  error: string | null;
  /** Reloads the library and papers from the platform into the device cache (online only). */
  refresh(): Promise<void>;
  makeAvailableOffline(documentId: string): Promise<void>;
  removeOfflineCopy(documentId: string): Promise<void>;
}

async function signedInUserId(): Promise<string | null> {
  try {
    const { data } = await getSupabaseClient().auth.getSession();
    return data.session?.user.id ?? null;
  } catch {
    return null;
  }
}

/** The device's library and drafts, refreshed from the platform whenever the app is online. */
export function useOfflineLibrary(search: string): OfflineLibrary {
  const { cache } = usePlatform();
  const { online } = useOnlineStatus();
  const [documents, setDocuments] = useState<CachedDocumentSummary[]>([]);
  const [total, setTotal] = useState(0);
  const [papers, setPapers] = useState<PaperDraft[]>([]);
  const [loading, setLoading] = useState(true);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    if (!cache) return;
    const [library, drafts] = await Promise.all([
      cache.listLibrary({ limit: PAGE_SIZE, offset: 0, search: search || undefined }),
      cache.listPaperDrafts(),
    ]);
    if (library.data) {
      setDocuments(library.data.documents);
      setTotal(library.data.total);
    }
    if (drafts.data) setPapers(drafts.data);
    setError(library.error?.message ?? drafts.error?.message ?? null);
    setLoading(false);
  }, [cache, search]);

  const refresh = useCallback(async () => {
    if (!cache) return;
    const userId = await signedInUserId();
    if (!userId) return;
    setRefreshing(true);
    try {
      const client = getSupabaseClient();
      const [library, serverPapers] = await Promise.all([fetchLibrary(client, userId), fetchPapers(client)]);
      await cache.storeLibrary(library, true);
      for (const paper of serverPapers) await cache.cachePaper(paper);
      // Documents marked available offline get fresh page text on every refresh.
      const offline = await cache.listLibrary({ limit: 1000, offset: 0 });
      for (const document of offline.data?.documents.filter((d) => d.availableOffline) ?? []) {
        await cache.storeDocumentContent(document.id, await fetchDocumentPages(client, document.id), null);
      }
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setRefreshing(false);
      await reload();
    }
  }, [cache, reload]);

  useEffect(() => {
    // Loading from the device cache is synchronising React with an external store.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void reload();
    if (!cache) return;
    return cache.onChanged(() => void reload());
  }, [cache, reload]);

  useEffect(() => {
    // Coming online (or opening the page online) pulls the platform's library into the device cache.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (online) void refresh();
  }, [online, refresh]);

  const makeAvailableOffline = useCallback(
    async (documentId: string) => {
      if (!cache) return;
      await cache.setAvailableOffline(documentId, true);
      try {
        const client = getSupabaseClient();
        // The page text for reading in the app, and the file itself (the PDF) to open or save offline.
        const [pages, file] = await Promise.all([
          fetchDocumentPages(client, documentId),
          fetchDocumentFile(client, documentId),
        ]);
        const stored = await cache.storeDocumentContent(documentId, pages, file);
        if (stored.error) setError(stored.error.message);
      } catch (cause) {
        setError(cause instanceof Error ? cause.message : String(cause));
      }
    },
    [cache],
  );

  const removeOfflineCopy = useCallback(
    async (documentId: string) => {
      await cache?.setAvailableOffline(documentId, false);
    },
    [cache],
  );

  return {
    documents,
    total,
    papers,
    loading,
    refreshing,
    error,
    refresh,
    makeAvailableOffline,
    removeOfflineCopy,
  };
}
