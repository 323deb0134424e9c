// The installers the desktop app ships as: one per system, named exactly as electron-builder.yml names them
// (keep the two in step: `artifactName` there, `fileName` here). Isomorphic: the platform recognises published
// files by these names (server/releases) and the /download page lists what it reports (DesktopReleaseList).
import { z } from 'zod';

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

const VERSION_PATTERN = String.raw`\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The artifact a published file is and the version it carries, from its name alone; null for any other file
 * (update feeds, block maps, a stray upload).
 */
export function recogniseArtifact(fileName: string): { artifact: DesktopArtifact; version: string } | null {
  const marker = '\u0000';
  for (const artifact of desktopArtifacts) {
    const [before = '', after = ''] = artifact.fileName(marker).split(marker);
    const match = new RegExp(`^${escapeRegExp(before)}(${VERSION_PATTERN})${escapeRegExp(after)}$`).exec(
      fileName,
    );
    if (match?.[1]) return { artifact, version: match[1] };
  }
  return null;
}

/** One installer the platform can actually hand out, with what a careful user checks before running it. */
export const desktopReleaseFileSchema = z.object({
  os: z.enum(['windows', 'macos', 'linux']),
  arch: z.enum(['x64', 'arm64']),
  fileName: z.string().min(1),
  /** Where the browser downloads it: the platform's /downloads/ or the release host's own URL. */
  url: z.string().min(1),
  size: z.number().int().nonnegative(),
  /** Hex, as `sha512sum` / `shasum -a 512` / `Get-FileHash -Algorithm SHA512` print it. */
  sha512: z.string().regex(/^[0-9a-f]{128}$/),
});
export type DesktopReleaseFile = z.infer<typeof desktopReleaseFileSchema>;

/** What `GET /downloads/releases.json` answers: the newest published version, or nothing published. */
export const desktopReleaseListSchema = z.object({
  source: z.enum(['folder', 'feed', 'none']),
  version: z.string().nullable(),
  releaseDate: z.string().nullable(),
  files: z.array(desktopReleaseFileSchema),
});
export type DesktopReleaseList = z.infer<typeof desktopReleaseListSchema>;

export const DESKTOP_RELEASES_PATH = '/downloads/releases.json';

/** The visitor's system from the browser's user agent, to put its installer first; null when unknown (mobile). */
export function detectDesktopOs(userAgent: string): DesktopOs | null {
  if (/android|iphone|ipad|ipod/i.test(userAgent)) return null;
  if (/windows/i.test(userAgent)) return 'windows';
  if (/mac os x|macintosh/i.test(userAgent)) return 'macos';
  if (/linux|x11|cros/i.test(userAgent)) return 'linux';
  return null;
}
