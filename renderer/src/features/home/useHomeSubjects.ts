import { useQuery } from '@tanstack/react-query';
import type { HomeSubject } from './home.api';
import {
  browserStorage,
  HOME_SUBJECTS_CACHE_TTL_MS,
  readCachedSubjects,
  writeCachedSubjects,
} from './home-subjects.cache';

async function loadHomeSubjects(): Promise<HomeSubject[]> {
  // Loaded on demand so supabase-js stays out of the home page's first chunk.
  const [{ fetchHomeSubjects }, { getSupabaseClient }] = await Promise.all([
    import('./home.api'),
    import('../../platform/supabase-client'),
  ]);
  const { data, error } = await fetchHomeSubjects(getSupabaseClient());
  if (error) throw new Error(error.message);
  writeCachedSubjects(browserStorage(), data, Date.now());
  return data;
}

/** The subjects grid's data: served from the 10-minute browser cache when fresh, else from the database. */
export function useHomeSubjects() {
  return useQuery({
    queryKey: ['home', 'subjects'],
    queryFn: loadHomeSubjects,
    initialData: () => readCachedSubjects(browserStorage(), Date.now())?.data,
    initialDataUpdatedAt: () => readCachedSubjects(browserStorage(), Date.now())?.timestamp,
    staleTime: HOME_SUBJECTS_CACHE_TTL_MS,
  });
}
