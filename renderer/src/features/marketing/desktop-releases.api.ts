// Which desktop installers the platform can hand out (server/releases): the /download page offers only those.
import { queryOptions } from '@tanstack/react-query';
import {
  DESKTOP_RELEASES_PATH,
  desktopReleaseListSchema,
  type DesktopReleaseList,
} from '../../../../shared/constants/download-artifacts';
import { readSupabaseConfig } from '../../platform/supabase-config';
import { downloadTexts } from './download.texts';

const NOTHING_PUBLISHED: DesktopReleaseList = { source: 'none', version: null, releaseDate: null, files: [] };

async function fetchDesktopReleases(): Promise<DesktopReleaseList> {
  let response: Response;
  try {
    response = await fetch(`${readSupabaseConfig().supabaseUrl}${DESKTOP_RELEASES_PATH}`, {
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new Error(downloadTexts.checkFailed);
  }
  // A hosted Supabase project has no /downloads/: nothing is published there.
  if (response.status === 404) return NOTHING_PUBLISHED;
  if (!response.ok) throw new Error(downloadTexts.checkFailed);
  const parsed = desktopReleaseListSchema.safeParse(await response.json().catch(() => null));
  return parsed.success ? parsed.data : NOTHING_PUBLISHED;
}

export const desktopReleasesQuery = () =>
  queryOptions({ queryKey: ['desktop-releases'], queryFn: fetchDesktopReleases, staleTime: 60_000 });

/** "84.2 MB": installers are tens of megabytes; decimal units, as the operating systems show file sizes. */
export function formatInstallerSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}
