import { Apple, Download, Monitor, WifiOff } from 'lucide-react';
import { Container } from '../../ui/Container';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';

const platforms = [
  { name: 'Windows', detail: 'Windows 10 or later, 64-bit', file: 'Studyloop-Setup.exe', icon: Monitor },
  { name: 'macOS', detail: 'macOS 12 or later, Apple silicon and Intel', file: 'Studyloop.dmg', icon: Apple },
  { name: 'Linux', detail: 'AppImage and .deb, 64-bit', file: 'Studyloop.AppImage', icon: Monitor },
];

export function DownloadPage() {
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
          {platforms.map(({ name, detail, file, icon: Icon }) => (
            <li
              key={name}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card"
            >
              <Icon aria-hidden="true" className="size-7 text-brand-600" />
              <h2 className="mt-3 text-lg font-semibold text-ink">{name}</h2>
              <p className="mt-1 flex-1 text-sm text-muted">{detail}</p>
              <a
                href={`/downloads/${file}`}
                className="mt-5 inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
              >
                <Download aria-hidden="true" className="size-4" /> Download for {name}
              </a>
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
