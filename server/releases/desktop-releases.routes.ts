// /downloads/: the desktop installers this platform hands out. `releases.json` lists what exists (the /download
// page shows a button only for those); the files themselves, their block maps and electron-builder's update
// feeds are served from the downloads folder, so installed apps can update from `<site>/downloads/` too.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { recogniseArtifact, type DesktopReleaseList } from '../../shared/constants/download-artifacts.ts';
import {
  createFileHasher,
  releasesFromFeed,
  releasesFromFolder,
  UPDATE_FEED_FILES,
  type FetchText,
} from './desktop-releases.ts';

/** A feed on another host is read at most this often; a new release shows within the minute. */
const FEED_CACHE_MS = 60_000;
const FEED_TIMEOUT_MS = 5_000;

export interface DesktopReleaseOptions {
  downloadsDir: string;
  feedUrl?: string;
  fetchText?: FetchText;
  /** Told when the release feed cannot be read (the page then says nothing is published). */
  onFeedError?: (error: unknown) => void;
}

async function readTextFile(path: string): Promise<string | null> {
  return readFile(path, 'utf8').catch(() => null);
}

const fetchTextWithTimeout: FetchText = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS) });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
};

/** What may be downloaded from the folder: installers by their artifact names, their block maps, the feeds. */
function isServable(name: string): boolean {
  if ((UPDATE_FEED_FILES as readonly string[]).includes(name)) return true;
  return recogniseArtifact(name.endsWith('.blockmap') ? name.slice(0, -'.blockmap'.length) : name) !== null;
}

export function createDesktopReleaseRoutes(options: DesktopReleaseOptions) {
  const sha512Of = createFileHasher();
  const fetchText = options.fetchText ?? fetchTextWithTimeout;
  let feedCache: { at: number; list: DesktopReleaseList } | null = null;

  async function fromFeed(feedUrl: string): Promise<DesktopReleaseList | null> {
    if (feedCache && Date.now() - feedCache.at < FEED_CACHE_MS) return feedCache.list;
    try {
      const list = await releasesFromFeed(feedUrl, fetchText);
      feedCache = { at: Date.now(), list };
      return list;
    } catch (error) {
      options.onFeedError?.(error);
      return null;
    }
  }

  async function releases(): Promise<DesktopReleaseList> {
    const local = await releasesFromFolder(options.downloadsDir, sha512Of, readTextFile);
    if (local.source !== 'none' || !options.feedUrl) return local;
    return (await fromFeed(options.feedUrl)) ?? local;
  }

  const app = new Hono();
  app.get('/releases.json', async (c) => {
    c.header('cache-control', 'no-cache');
    return c.json(await releases());
  });
  app.on(['GET', 'HEAD'], '/:file', async (c, next) => {
    const name = c.req.param('file');
    if (!isServable(name)) return c.json({ message: 'Not found' }, 404);
    const installer = !name.endsWith('.yml') && !name.endsWith('.blockmap');
    if (installer) c.header('content-disposition', `attachment; filename="${name}"`);
    // Feeds change with each release; installers of one version never do.
    c.header('cache-control', installer ? 'public, max-age=86400' : 'no-cache');
    return serveStatic({
      path: join(options.downloadsDir, name),
      onNotFound: () => undefined,
    })(c, next);
  });
  app.notFound((c) => c.json({ message: 'Not found' }, 404));
  return app;
}
