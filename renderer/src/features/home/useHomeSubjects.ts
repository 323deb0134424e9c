import { useQuery } from '@tanstack/react-query';
import { restSelect } from '../../lib/rest';
import { HOME_SUBJECT_COLUMNS } from './home.api';
import type { HomeSubject } from './home.api';
import {
  browserStorage,
  HOME_SUBJECTS_CACHE_TTL_MS,
  readCachedSubjects,
  writeCachedSubjects,
} from './home-subjects.cache';

async function loadHomeSubjects(): Promise<HomeSubject[]> {
  // A plain PostgREST read: the landing page needs no supabase-js (spec'd 170 KB budget for its first load).
  const { data, error } = await restSelect<HomeSubject[]>(
    `subjects?select=${HOME_SUBJECT_COLUMNS.replaceAll(' ', '')}&order=name.asc`,
  );
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
