import { Apple, Download, Monitor, WifiOff } from 'lucide-react';
import { version } from '../../../../package.json';
import { desktopArtifacts, detectDesktopOs } from '../../../../shared/constants/download-artifacts';
import type { DesktopOs } from '../../../../shared/constants/download-artifacts';
import { Container } from '../../ui/Container';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';

// Installers are served as static files next to the web app; electron-builder names them after package.json's
// version, which is the version this build was made from.
const DOWNLOADS_BASE = '/downloads';

const systems: ReadonlyArray<{ os: DesktopOs; name: string; icon: typeof Monitor }> = [
  { os: 'windows', name: 'Windows', icon: Monitor },
  { os: 'macos', name: 'macOS', icon: Apple },
  { os: 'linux', name: 'Linux', icon: Monitor },
];

export function DownloadPage() {
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
        <ul className="grid gap-4 md:grid-cols-3">
          {ordered.map(({ os, name, icon: Icon }) => (
            <li
              key={os}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card"
            >
              <Icon aria-hidden="true" className="size-7 text-brand-600" />
              <h2 className="mt-3 text-lg font-semibold text-ink">
                {name}
                {os === visitorOs && (
                  <span className="ml-2 align-middle text-xs font-medium text-brand-700">Your system</span>
                )}
              </h2>
              <ul className="mt-4 flex flex-1 flex-col gap-4">
                {desktopArtifacts
                  .filter((artifact) => artifact.os === os)
                  .map((artifact) => {
                    const file = artifact.fileName(version);
                    return (
                      <li key={file} className="flex flex-col">
                        <a
                          href={`${DOWNLOADS_BASE}/${file}`}
                          download
                          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 py-2 text-center font-semibold text-white hover:bg-brand-700"
                        >
                          <Download aria-hidden="true" className="size-4 shrink-0" /> {artifact.label}
                        </a>
                        <span className="mt-1 text-sm text-muted">{artifact.format}</span>
                      </li>
                    );
                  })}
              </ul>
            </li>
          ))}
        </ul>
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
