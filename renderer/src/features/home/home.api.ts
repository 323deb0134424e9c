// The landing page's subjects grid, read through the lightweight anonymous REST client (the landing route's
// JavaScript budget leaves out supabase-js) and kept in the browser for 10 minutes.
import { queryOptions } from '@tanstack/react-query';
import { anonRestClient } from '../../lib/rest';
import {
  browserStorage,
  HOME_SUBJECTS_CACHE_TTL_MS,
  HOME_SUBJECTS_COUNT,
  readCachedSubjects,
  type HomeSubject,
} from './home-subjects.cache';

const homeSubjects = () =>
  anonRestClient()
    .from('subjects')
    // document_count counts approved documents only (kept by the database).
    .select('id, name, slug, icon_name, color, document_count')
    // The twelve subjects with the most documents; the "view all" link leads to the rest.
    .order('document_count', { ascending: false })
    .order('name')
    .limit(HOME_SUBJECTS_COUNT);

async function fetchHomeSubjects(): Promise<HomeSubject[]> {
  const { data, error } = await homeSubjects();
  if (error) throw new Error(error.message);
  return data;
}

/** One key scheme for the home feature's cache entries. */
export const homeKeys = {
  all: ['home'] as const,
  subjects: () => [...homeKeys.all, 'subjects'] as const,
};

/** The subjects grid's data: served from the 10-minute browser cache when fresh, else from the database. */
export const homeSubjectsQuery = () =>
  queryOptions({
    queryKey: homeKeys.subjects(),
    queryFn: fetchHomeSubjects,
    initialData: () => readCachedSubjects(browserStorage(), Date.now())?.data,
    initialDataUpdatedAt: () => readCachedSubjects(browserStorage(), Date.now())?.timestamp,
    staleTime: HOME_SUBJECTS_CACHE_TTL_MS,
  });
