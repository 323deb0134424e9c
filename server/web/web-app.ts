import { readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, extname } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import {
  FEED_CACHE_SECONDS,
  RSS_CONTENT_TYPE,
  RSS_ITEM_COUNT,
  renderRss,
  sitemapWithBlog,
  type BlogSource,
} from './blog-feeds.ts';
import { sitemapWithEntries, type PublicItemsSource } from './public-items-sitemap.ts';
import { CompressedBody } from './compressed-body.ts';
import { createServerRenderedPages } from './server-rendered-pages.ts';

/** Browser protections for the app's pages: no MIME sniffing, no framing by other sites, lean referrers. */
const PAGE_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

const CONFIG_META = /<meta name="studyloop-config" content="[^"]*"\s*\/?>/;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The API address written into the served page. Nothing of the request (Host, X-Forwarded-Host) is ever written
 * into a response: a forged Host would otherwise point the page (or a cache's copy of it) at an API of the
 * sender's choosing. With SITE_URL configured the page names it; without, it names "/", which the browser
 * resolves against the address it used, so the app still works under any host name a school gives the server.
 */
export function pageApiUrl(configuredSiteUrl: string | undefined): string {
  return configuredSiteUrl?.replace(/\/+$/, '') || '/';
}

/**
 * Serves the built web app: hashed assets with long caching, and for every route of the single-page app the
 * index.html, into which the platform's public settings (API URL, anon key) are written so one build serves
 * any platform. No response carries anything taken from the request's Host header.
 */
export async function createWebApp(options: {
  webDir: string;
  /** The platform's own URL (SITE_URL, else the address it listens on): absolute links in the feed and sitemap. */
  publicUrl: string;
  /** SITE_URL when the operator set it: the page's API address. Without it the page uses its own origin. */
  configuredSiteUrl?: string;
  anonKey: string;
  /**
   * Where this process reaches its own API (loopback): the public pages rendered on the server read their data
   * there. Without it those pages are served as the single-page shell too.
   */
  apiUrl?: string;
  /** The server bundle the web build writes beside dist/web (default: `<webDir>/../ssr`). */
  ssrDir?: string;
  /** Told when a page could not be rendered on the server (the single-page shell is sent instead). */
  onRenderError?: (error: unknown) => void;
  /** The live chat widget's script, passed to the page as `liveChatSrc`. */
  liveChatSrc?: string;
  /** The published blog: /blog/rss.xml and the blog's entries in /sitemap.xml come from it when given. */
  blog?: BlogSource;
  /** Told when the blog cannot be read (the sitemap is then served without its blog entries). */
  onBlogError?: (error: unknown) => void;
  /** Public homework questions, decks and tests: their pages' entries in /sitemap.xml come from it when given. */
  publicItems?: PublicItemsSource;
}) {
  const indexPath = join(options.webDir, 'index.html');
  if (!existsSync(indexPath)) {
    throw new Error(`The web app is not built: ${indexPath} is missing. Run \`npm run build:web\` first.`);
  }
  // A rebuild replaces index.html and the hashed assets under a running server: the page is re-read when it
  // changes, and sirv looks files up per request (dev mode) instead of serving a file list taken at start,
  // whose vanished entries would fail mid-response.
  let template = { html: await readFile(indexPath, 'utf8'), mtimeMs: (await stat(indexPath)).mtimeMs };
  const currentTemplate = async () => {
    const { mtimeMs } = await stat(indexPath);
    if (mtimeMs !== template.mtimeMs) template = { html: await readFile(indexPath, 'utf8'), mtimeMs };
    return template.html;
  };
  const assets = sirv(options.webDir, {
    dev: true,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      res.setHeader('x-content-type-options', 'nosniff');
      res.setHeader(
        'cache-control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  const serverRendered = options.apiUrl
    ? createServerRenderedPages({
        webDir: options.webDir,
        ssrDir: options.ssrDir ?? join(options.webDir, '..', 'ssr'),
        apiUrl: options.apiUrl,
        siteUrl: options.publicUrl,
        anonKey: options.anonKey,
        onError: options.onRenderError,
      })
    : undefined;

  const config = {
    supabaseUrl: pageApiUrl(options.configuredSiteUrl),
    anonKey: options.anonKey,
    ...(options.liveChatSrc ? { liveChatSrc: options.liveChatSrc } : {}),
  };
  const configMeta = `<meta name="studyloop-config" content="${escapeAttribute(JSON.stringify(config))}">`;
  /** index.html with the platform's settings written in, and the same as a compressible body (the shell). */
  let shell: { source: string; html: string; body: CompressedBody } | undefined;
  const currentShell = async () => {
    const source = await currentTemplate();
    if (shell?.source !== source) {
      const html = source.replace(CONFIG_META, () => configMeta);
      shell = { source, html, body: new CompressedBody(html) };
    }
    return shell;
  };

  /** A page of the app: rendered on the server where it is one of the public pages that are, else the shell. */
  async function sendIndex(req: IncomingMessage, res: ServerResponse, status: number, url?: URL) {
    let page: { html: string; body: CompressedBody };
    try {
      page = await currentShell();
    } catch {
      res
        .writeHead(503, { 'content-type': 'text/plain', 'retry-after': '2' })
        .end('The web app is being rebuilt');
      return;
    }
    let body = page.body;
    const rendered = url && serverRendered ? await serverRendered.render(url, page.html) : null;
    if (rendered?.kind === 'redirect') {
      res.writeHead(rendered.status, { location: rendered.location, 'cache-control': 'no-cache' }).end();
      return;
    }
    if (rendered) {
      body = rendered.body;
      status = rendered.status;
    }
    const sent = body.forRequest(req);
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      ...(sent.encoding ? { 'content-encoding': sent.encoding } : {}),
      ...PAGE_SECURITY_HEADERS,
    });
    res.end(req.method === 'HEAD' ? undefined : sent.body);
  }

  const feedHeaders = (contentType: string) => ({
    'content-type': contentType,
    'cache-control': `public, max-age=${FEED_CACHE_SECONDS}`,
    'x-content-type-options': 'nosniff',
  });

  async function sendRss(req: IncomingMessage, res: ServerResponse, blog: BlogSource) {
    let body: string;
    try {
      // Links from the platform's own URL, never the request's Host: the feed is cached publicly.
      body = renderRss(await blog.posts(RSS_ITEM_COUNT), options.publicUrl);
    } catch (error) {
      options.onBlogError?.(error);
      res
        .writeHead(503, { 'content-type': 'text/plain', 'retry-after': '30' })
        .end('The feed is unavailable');
      return;
    }
    res.writeHead(200, feedHeaders(RSS_CONTENT_TYPE)).end(req.method === 'HEAD' ? undefined : body);
  }

  async function sendSitemap(req: IncomingMessage, res: ServerResponse, blog: BlogSource | undefined) {
    let body: string;
    try {
      body = await readFile(join(options.webDir, 'sitemap.xml'), 'utf8');
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    if (blog) {
      try {
        const [posts, categories] = await Promise.all([blog.posts(), blog.categories()]);
        body = sitemapWithBlog(body, posts, categories, options.publicUrl);
      } catch (error) {
        options.onBlogError?.(error);
      }
    }
    if (options.publicItems) {
      try {
        body = sitemapWithEntries(body, await options.publicItems.entries(), options.publicUrl);
      } catch (error) {
        options.onBlogError?.(error);
      }
    }
    res
      .writeHead(200, feedHeaders('application/xml; charset=utf-8'))
      .end(req.method === 'HEAD' ? undefined : body);
  }

  return function serveWeb(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (url.pathname === '/') return void sendIndex(req, res, 200, url);
    if (url.pathname === '/index.html') return void sendIndex(req, res, 200);
    if (options.blog && url.pathname === '/blog/rss.xml') return void sendRss(req, res, options.blog);
    if ((options.blog || options.publicItems) && url.pathname === '/sitemap.xml')
      return void sendSitemap(req, res, options.blog);
    assets(req, res, () => {
      // A path with a file extension that is not in the build is a missing file, not an app route.
      if (extname(url.pathname)) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      void sendIndex(req, res, 200, url);
    });
  };
}
