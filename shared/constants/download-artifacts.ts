// What the /download page links to: one installer per system, named exactly as electron-builder.yml names
// them (keep the two in step: `artifactName` there, `fileName` here). Isomorphic; the page decides where
// the files are hosted (a release bucket or the platform's static files) and prefixes that base URL.

export type DesktopOs = 'windows' | 'macos' | 'linux';

export interface DesktopArtifact {
  os: DesktopOs;
  /** What the download button says. */
  label: string;
  /** Short format note shown under the button. */
  format: string;
  arch: 'x64' | 'arm64';
  fileName(version: string): string;
}

export const desktopArtifacts: readonly DesktopArtifact[] = [
  {
    os: 'windows',
    label: 'Download for Windows',
    format: 'Installer (.exe), Windows 10 or later',
    arch: 'x64',
    fileName: (version) => `Studyloop-${version}-windows-x64-setup.exe`,
  },
  {
    os: 'macos',
    label: 'Download for Mac (Apple silicon)',
    format: 'Disk image (.dmg), macOS 12 or later',
    arch: 'arm64',
    fileName: (version) => `Studyloop-${version}-mac-arm64.dmg`,
  },
  {
    os: 'macos',
    label: 'Download for Mac (Intel)',
    format: 'Disk image (.dmg), macOS 12 or later',
    arch: 'x64',
    fileName: (version) => `Studyloop-${version}-mac-x64.dmg`,
  },
  {
    os: 'linux',
    label: 'Download for Linux (AppImage)',
    format: 'AppImage, runs on most distributions',
    arch: 'x64',
    fileName: (version) => `Studyloop-${version}-linux-x86_64.AppImage`,
  },
  {
    os: 'linux',
    label: 'Download for Debian / Ubuntu',
    format: 'Package (.deb)',
    arch: 'x64',
    fileName: (version) => `Studyloop-${version}-linux-amd64.deb`,
  },
];

/** The visitor's system from the browser's user agent, to put its installer first; null when unknown (mobile). */
export function detectDesktopOs(userAgent: string): DesktopOs | null {
  if (/android|iphone|ipad|ipod/i.test(userAgent)) return null;
  if (/windows/i.test(userAgent)) return 'windows';
  if (/mac os x|macintosh/i.test(userAgent)) return 'macos';
  if (/linux|x11|cros/i.test(userAgent)) return 'linux';
  return null;
}
