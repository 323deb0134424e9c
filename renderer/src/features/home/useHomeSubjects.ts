import { useQuery } from '@tanstack/react-query';
import { anonRestClient } from '../../lib/rest';
import { HOME_SUBJECT_COLUMNS } from './home.api';
import type { HomeSubject } from './home.api';
import {
  browserStorage,
  HOME_SUBJECTS_CACHE_TTL_MS,
  readCachedSubjects,
  writeCachedSubjects,
} from './home-subjects.cache';

async function loadHomeSubjects(): Promise<HomeSubject[]> {
  const { data, error } = await anonRestClient()
    .from('subjects')
    .select(HOME_SUBJECT_COLUMNS)
    .order('name')
    .returns<HomeSubject[]>();
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
