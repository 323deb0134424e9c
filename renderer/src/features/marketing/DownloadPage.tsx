import { useQuery } from '@tanstack/react-query';
import { Apple, Globe, Monitor, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { detectDesktopOs } from '../../../../shared/constants/download-artifacts';
import type { DesktopOs } from '../../../../shared/constants/download-artifacts';
import { formatCalendarDate } from '../../lib/format-date';
import { Container } from '../../ui/Container';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import { desktopReleasesQuery } from './desktop-releases.api';
import { downloadTexts } from './download.texts';
import { DownloadSystemCard } from './DownloadSystemCard';

const systems: ReadonlyArray<{ os: DesktopOs; name: string; icon: typeof Monitor }> = [
  { os: 'windows', name: 'Windows', icon: Monitor },
  { os: 'macos', name: 'macOS', icon: Apple },
  { os: 'linux', name: 'Linux', icon: Monitor },
];

function NotPublished() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card" data-testid="not-published">
      <Globe aria-hidden="true" className="size-7 text-brand-600" />
      <h2 className="mt-3 text-lg font-semibold text-ink">{downloadTexts.notPublishedTitle}</h2>
      <p className="mt-2 max-w-2xl text-muted">{downloadTexts.notPublishedBody}</p>
      <Link
        to="/"
        className="mt-5 inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {downloadTexts.openWebApp}
      </Link>
    </div>
  );
}

export function DownloadPage() {
  const query = useQuery(desktopReleasesQuery());
  const visitorOs = typeof navigator === 'undefined' ? null : detectDesktopOs(navigator.userAgent);
  // The visitor's own system comes first; the others keep their order.
  const ordered = [...systems].sort((a, b) => Number(b.os === visitorOs) - Number(a.os === visitorOs));
  return (
    <>
      <PageMeta
        title="Download the app"
        description="Get the Studyloop desktop app for Windows, macOS and Linux, with offline access to your library."
      />
      <PageHero
        eyebrow="Desktop app"
        title="Study anywhere, even offline"
        description="The Studyloop desktop app keeps your library documents, drafts and flashcard reviews on your computer and syncs them when you are back online."
      />
      <Container className="py-14">
        <QueryState
          query={query}
          loading={
            <ul className="grid gap-4 md:grid-cols-3" aria-busy="true" aria-label="Checking the installers">
              {systems.map(({ os }) => (
                <li key={os}>
                  <Skeleton className="h-56 rounded-2xl" />
                </li>
              ))}
            </ul>
          }
          failure={
            <div role="alert" className="flex flex-wrap items-center gap-3 text-red-700">
              {downloadTexts.checkFailed}
              <button
                type="button"
                onClick={() => void query.refetch()}
                className="min-h-11 rounded-xl border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-50"
              >
                {downloadTexts.retry}
              </button>
            </div>
          }
          isEmpty={(list) => list.files.length === 0}
          empty={<NotPublished />}
        >
          {(list) => {
            const offered = ordered.filter(({ os }) => list.files.some((file) => file.os === os));
            const released = formatCalendarDate(list.releaseDate);
            return (
              <>
                <p className="mb-4 text-sm font-medium text-slate-700" data-testid="release-version">
                  {downloadTexts.version(list.version ?? '')}
                  {released ? `, ${downloadTexts.released(released)}` : ''}
                </p>
                {visitorOs && !offered.some(({ os }) => os === visitorOs) && (
                  <p className="mb-4 text-muted">
                    {downloadTexts.noInstallerForYou}{' '}
                    <Link to="/" className="font-semibold text-brand-700 underline">
                      {downloadTexts.openWebApp}
                    </Link>
                  </p>
                )}
                <ul className="grid gap-4 md:grid-cols-3">
                  {offered.map(({ os, name, icon }) => (
                    <DownloadSystemCard
                      key={os}
                      name={name}
                      icon={icon}
                      isVisitorSystem={os === visitorOs}
                      files={list.files.filter((file) => file.os === os)}
                    />
                  ))}
                </ul>
              </>
            );
          }}
        </QueryState>
        <div className="mt-10 flex items-start gap-3 rounded-2xl bg-slate-50 p-6">
          <WifiOff aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
          <p className="text-muted">
            Offline, the app shows “You are currently offline. Some features may be limited.” Your documents
            stay readable and your edits sync as soon as the connection returns.
          </p>
        </div>
      </Container>
    </>
  );
}
