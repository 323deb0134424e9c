// Which desktop installers this platform can actually hand out, so /download never links to a missing file.
// Two sources, as electron-builder publishes them: a folder of installer files (DOWNLOADS_DIR, served by the
// platform under /downloads/) or a release feed on a static host (DESKTOP_RELEASES_URL: the folder holding
// electron-builder's latest.yml, latest-mac.yml and latest-linux.yml, which electron-updater reads too).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import semver from 'semver';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import {
  recogniseArtifact,
  type DesktopReleaseFile,
  type DesktopReleaseList,
} from '../../shared/constants/download-artifacts.ts';

/** electron-builder's update feeds, one per system family; each lists that system's installers. */
export const UPDATE_FEED_FILES = ['latest.yml', 'latest-mac.yml', 'latest-linux.yml'] as const;

const NOTHING_PUBLISHED: DesktopReleaseList = { source: 'none', version: null, releaseDate: null, files: [] };

/** The part of an electron-builder feed we read (it also carries block-map sizes, a legacy `path`, …). */
const updateFeedSchema = z.object({
  version: z.string(),
  releaseDate: z.string().optional(),
  files: z.array(
    z.object({
      url: z.string().min(1),
      // Base64, as electron-builder writes it and electron-updater checks it.
      sha512: z.string().min(1),
      size: z.number().int().nonnegative(),
    }),
  ),
});
export type UpdateFeed = z.infer<typeof updateFeedSchema>;

export function parseUpdateFeed(text: string): UpdateFeed | null {
  try {
    const parsed = updateFeedSchema.safeParse(parseYaml(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const base64ToHex = (value: string) => Buffer.from(value, 'base64').toString('hex');
const isSha512Hex = (value: string) => /^[0-9a-f]{128}$/.test(value);

/** Newest version first; only versions that are valid semver take part. */
function newestVersion(versions: Iterable<string>): string | null {
  const valid = [...new Set(versions)].filter((version) => semver.valid(version));
  return valid.sort(semver.rcompare)[0] ?? null;
}

export interface FolderEntry {
  name: string;
  size: number;
  sha512: string;
}

/** Hashes a file once per (size, mtime): installers are large and the page is asked for often. */
export function createFileHasher() {
  const known = new Map<string, { size: number; mtimeMs: number; hex: string }>();
  return async function sha512Of(path: string, size: number, mtimeMs: number): Promise<string> {
    const cached = known.get(path);
    if (cached && cached.size === size && cached.mtimeMs === mtimeMs) return cached.hex;
    const hash = createHash('sha512');
    for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
    const hex = hash.digest('hex');
    known.set(path, { size, mtimeMs, hex });
    return hex;
  };
}

/** The installers in a downloads folder, newest version only, checksums from its feeds or computed. */
export async function releasesFromFolder(
  dir: string,
  sha512Of: ReturnType<typeof createFileHasher>,
  readText: (path: string) => Promise<string | null>,
): Promise<DesktopReleaseList> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return NOTHING_PUBLISHED;
  }
  const installers = names.flatMap((name) => {
    const recognised = recogniseArtifact(name);
    return recognised ? [{ name, ...recognised }] : [];
  });
  const version = newestVersion(installers.map((installer) => installer.version));
  if (!version) return NOTHING_PUBLISHED;

  // A feed beside the files (electron-builder writes both) gives each file's published checksum and date.
  const feeds = (await Promise.all(UPDATE_FEED_FILES.map((feed) => readText(join(dir, feed)))))
    .map((text) => (text === null ? null : parseUpdateFeed(text)))
    .filter((feed): feed is UpdateFeed => feed?.version === version);
  const published = new Map(feeds.flatMap((feed) => feed.files.map((file) => [file.url, file] as const)));

  const files: DesktopReleaseFile[] = [];
  for (const installer of installers.filter((entry) => entry.version === version)) {
    const path = join(dir, installer.name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) continue;
    const fromFeed = published.get(installer.name);
    const feedHex = fromFeed && fromFeed.size === info.size ? base64ToHex(fromFeed.sha512) : null;
    files.push({
      os: installer.artifact.os,
      arch: installer.artifact.arch,
      fileName: installer.name,
      url: `/downloads/${encodeURIComponent(installer.name)}`,
      size: info.size,
      sha512: feedHex && isSha512Hex(feedHex) ? feedHex : await sha512Of(path, info.size, info.mtimeMs),
    });
  }
  return {
    source: files.length ? 'folder' : 'none',
    version: files.length ? version : null,
    releaseDate: feeds.find((feed) => feed.releaseDate)?.releaseDate ?? null,
    files,
  };
}

/** The installers a release feed lists (newest version across its feeds), linked where the feed hosts them. */
export async function releasesFromFeed(feedUrl: string, fetchText: FetchText): Promise<DesktopReleaseList> {
  const base = feedUrl.endsWith('/') ? feedUrl : `${feedUrl}/`;
  const feeds = (await Promise.all(UPDATE_FEED_FILES.map((feed) => fetchText(new URL(feed, base).href))))
    .map((text) => (text === null ? null : parseUpdateFeed(text)))
    .filter((feed): feed is UpdateFeed => feed !== null);
  const version = newestVersion(feeds.map((feed) => feed.version));
  if (!version) return NOTHING_PUBLISHED;
  const current = feeds.filter((feed) => feed.version === version);
  const files: DesktopReleaseFile[] = [];
  const seen = new Set<string>();
  for (const file of current.flatMap((feed) => feed.files)) {
    const url = new URL(file.url, base);
    const fileName = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    const recognised = recogniseArtifact(fileName);
    const sha512 = base64ToHex(file.sha512);
    if (!recognised || recognised.version !== version || seen.has(fileName) || !isSha512Hex(sha512)) continue;
    seen.add(fileName);
    files.push({
      os: recognised.artifact.os,
      arch: recognised.artifact.arch,
      fileName,
      url: url.href,
      size: file.size,
      sha512,
    });
  }
  return {
    source: files.length ? 'feed' : 'none',
    version: files.length ? version : null,
    releaseDate: current.find((feed) => feed.releaseDate)?.releaseDate ?? null,
    files,
  };
}

/** A GET that answers the body, or null for a missing file or an unreachable host. */
export type FetchText = (url: string) => Promise<string | null>;
