// The public pages visitors arrive on from search engines, rendered to HTML by the platform (issue 32) with the
// server bundle the web build writes (dist/ssr, from renderer/src/app/render-page.server.tsx): the landing, the
// tool landings, /search and a document page paint without waiting for JavaScript, and the browser hydrates the
// same markup. Renders are kept for a minute per address (the browser's own query cache keeps data that long),
// so a popular page costs one render a minute; anything unexpected falls back to the single-page shell. An expired
// render is still sent (for up to STALE_MS) while the next one is made, so no visitor waits for a render but the
// first; the bundle is loaded when the platform starts rather than on the first visit.
//
// The page's scripts start after its first paint: the entry script and its module preloads are taken out of the
// page, and a few lines at the end of the body add them once the browser has painted the rendered page. Found by
// the browser in the HTML, they were requested while the page was parsed (seventeen requests set up on the
// parser's thread before its first slice), shared the link with it, and on a slow phone were run before the
// first paint whenever they arrived before the parse ended (bench:landing trace: ~0.3 s of script evaluation in
// front of the paint at 4x CPU slowdown). Hydration follows the paint instead of delaying it.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { NodeWebSocketTransport } from '../realtime/node-websocket-transport.ts';
import type { Database } from '../../shared/db/database.types.ts';
import { CompressedBody } from './compressed-body.ts';

interface SupabaseConfig {
  supabaseUrl: string;
  anonKey: string;
}

/** What dist/ssr/render-page.server.js exports (renderer/src/app/render-page.server.tsx). */
interface RenderModule {
  isServerRenderedPath(pathname: string): boolean;
  renderPage(
    url: string,
    api: { config: SupabaseConfig; client: SupabaseClient<Database>; siteOrigin: string },
  ): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; html: string; state: string }
  >;
  SERVER_STATE_ID: string;
  FIRST_SCREEN_END_ID: string;
}

/** The ids of the elements of a rendered page the platform refers to. */
type PageIds = Pick<RenderModule, 'SERVER_STATE_ID' | 'FIRST_SCREEN_END_ID'>;

export type ServerRenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; body: CompressedBody };

const CACHE_MS = 60_000;
/** How long an expired render may still be sent while its successor renders. */
const STALE_MS = 10 * 60_000;
const CACHE_ENTRIES = 500;
const ROOT = '<div id="root"></div>';
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/;
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;
const TITLE = /<title>[\s\S]*?<\/title>\s*/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/;
/** The page's main element (SiteLayout), which follows the header. */
const MAIN_ID = 'main';
/** Holds the first paint until the parser has reached the element with this id. */
const renderAfter = (id: string) => `<link rel="expect" href="#${id}" blocking="render">`;
/** The longest the scripts wait for an idle moment after the first paint. */
const IDLE_TIMEOUT_MS = 1000;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\s*/g;

/**
 * The element the first paint waits for: the end of the page's first screen where the page marks it (FirstScreenEnd),
 * else its state script, which follows the whole page. A slow phone parses a page in several slices; a paint between
 * them laid out half a header or half a hero card, which then moved when the rest arrived (CLS). Waiting for the
 * whole page instead held the first screen for the parse of everything below it: the page arrives compressed in one
 * piece, so the browser parsed, styled and laid out the whole landing (200 KB of HTML) before its first frame, where
 * the same page arriving slowly is painted as soon as its first screen is parsed (bench:landing, 4x CPU slowdown).
 * The marker is an empty element, so it is parsed whole the moment it is reached, and everything before it is there.
 */
function firstPaintAfter(html: string, ids: PageIds): string {
  return html.includes(`id="${ids.FIRST_SCREEN_END_ID}"`) ? ids.FIRST_SCREEN_END_ID : ids.SERVER_STATE_ID;
}

/**
 * Script for the end of the body: adds `preloads` and the module script `entry` once the browser's next frame (the
 * first paint, which the render-blocking link holds until the page above is parsed) is done and the page is idle,
 * at the latest IDLE_TIMEOUT_MS after that frame. Added in a task right after the frame instead, they were set up
 * before the painted frame reached the screen (traced at 4x CPU slowdown: the first paint came 0.1-0.25 s later).
 * Without requestIdleCallback (Safari) they follow the frame in a task; in a hidden tab no frame comes, and
 * nothing is painted to wait for: they are added at once.
 */
export function afterFirstPaint(entry: string, preloads: string[]): string {
  const urls = JSON.stringify({ entry, preloads }).replace(/</g, '\\u003c');
  return (
    `<script>(function(s){function add(){` +
    `s.preloads.forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l)});` +
    `var e=document.createElement('script');e.type='module';e.crossOrigin='';e.src=s.entry;document.body.appendChild(e)}` +
    `if(document.visibilityState==='hidden')add();else requestAnimationFrame(function(){` +
    `window.requestIdleCallback?requestIdleCallback(add,{timeout:${IDLE_TIMEOUT_MS}}):setTimeout(add,0)})})(${urls})</script>`
  );
}

/** The template's entry script and module preloads taken out, and added by the page after its first paint. */
export function scriptsAfterFirstPaint(page: string): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry || !page.includes('</body>')) return page;
  const preloads = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  return page
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${afterFirstPaint(entry, preloads)}</body>`);
}

export function createServerRenderedPages(options: {
  /** dist/web: the template (index.html) and the stylesheets to inline. */
  webDir: string;
  /** dist/ssr: the server bundle. Without it every page is the single-page shell. */
  ssrDir: string;
  /** Where this process reaches its own API (loopback) for the pages' data. */
  apiUrl: string;
  /** The platform's public URL (SITE_URL, else its listen address): absolute links the pages write. */
  siteUrl: string;
  anonKey: string;
  onError?: (error: unknown) => void;
}) {
  const bundlePath = join(options.ssrDir, 'render-page.server.js');
  let loaded: { mtimeMs: number; module: Promise<RenderModule> } | undefined;
  interface CacheEntry {
    template: string;
    rendered: number;
    page: Promise<ServerRenderedPage>;
    refreshing?: boolean;
  }
  const cache = new Map<string, CacheEntry>();
  const inlinedCss = new Map<string, Promise<string | null>>();
  // The pages' data is what any visitor may read: the anonymous key, no session kept.
  const client: SupabaseClient<Database> = createClient<Database>(options.apiUrl, options.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket of its own; the pages never subscribe, but the client wants one to exist.
    realtime: { transport: NodeWebSocketTransport },
  });
  const api = {
    config: { supabaseUrl: options.apiUrl, anonKey: options.anonKey },
    client,
    siteOrigin: new URL(options.siteUrl).origin,
  };

  /** The bundle of the current build (a rebuild under a running server is picked up, and empties the cache). */
  async function renderModule(): Promise<RenderModule | null> {
    if (!existsSync(bundlePath)) return null;
    const { mtimeMs } = await stat(bundlePath);
    if (loaded?.mtimeMs !== mtimeMs) {
      const module = import(`${pathToFileURL(bundlePath).href}?build=${mtimeMs}`) as Promise<RenderModule>;
      loaded = { mtimeMs, module };
      cache.clear();
      inlinedCss.clear();
    }
    return loaded.module;
  }

  async function renderAndCompose(module: RenderModule, key: string, template: string) {
    const page = await module.renderPage(`${options.apiUrl}${key}`, api);
    if (page.kind === 'redirect') return page;
    const html = await compose(template, page.html, page.state, module);
    return { kind: 'page', status: page.status, body: new CompressedBody(html) } satisfies ServerRenderedPage;
  }

  function store(key: string, template: string, page: Promise<ServerRenderedPage>) {
    const entry: CacheEntry = { template, rendered: Date.now(), page };
    cache.delete(key);
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, entry);
    return entry;
  }

  function rendered(module: RenderModule, url: URL, template: string): Promise<ServerRenderedPage> {
    const key = `${url.pathname}${url.search}`;
    const age = (entry: CacheEntry) => Date.now() - entry.rendered;
    const hit = cache.get(key);
    if (hit && hit.template === template && age(hit) < CACHE_MS) return hit.page;
    if (hit && hit.template === template && age(hit) < STALE_MS) {
      // Expired: sent once more while the next render is made; the new one replaces it only when it succeeded.
      if (!hit.refreshing) {
        hit.refreshing = true;
        const next = renderAndCompose(module, key, template);
        next.then(
          () => {
            if (cache.get(key) === hit) store(key, template, next);
          },
          (error: unknown) => {
            hit.refreshing = false;
            options.onError?.(error);
          },
        );
      }
      return hit.page;
    }
    const entry = store(key, template, renderAndCompose(module, key, template));
    // A failed render is not kept: the next request tries again.
    entry.page.catch(() => {
      if (cache.get(key) === entry) cache.delete(key);
    });
    return entry.page;
  }

  /** The stylesheet's text for a `<style>` element, or null to keep the link (a file that is gone or unsafe). */
  function stylesheet(href: string): Promise<string | null> {
    let css = inlinedCss.get(href);
    if (!css) {
      css = readFile(join(options.webDir, href), 'utf8').then(
        (text) => (/<\/style/i.test(text) ? null : text),
        () => null,
      );
      inlinedCss.set(href, css);
    }
    return css;
  }

  /** The template with the page in it: rendered root, its state, the stylesheet inlined, the page's own title. */
  async function compose(template: string, html: string, state: string, ids: PageIds): Promise<string> {
    let page = template;
    // The page renders its own <title> (React places it where the page is); the template's default goes.
    if (/<title>/.test(html)) page = page.replace(TITLE, '');
    if (html.includes(`id="${MAIN_ID}"`))
      page = page.replace('</head>', `${renderAfter(firstPaintAfter(html, ids))}</head>`);
    page = scriptsAfterFirstPaint(page)
      .replace(NOSCRIPT, '')
      .replace(
        ROOT,
        () =>
          `<div id="root">${html}</div><script type="application/json" id="${ids.SERVER_STATE_ID}">${state}</script>`,
      );
    for (const match of [...page.matchAll(STYLESHEET)]) {
      const css = await stylesheet(match[1] ?? '');
      if (css !== null) page = page.replace(match[0], () => `<style>${css}</style>`);
    }
    return page;
  }

  /**
   * The server-rendered answer for `url`, or null when the page is not one of those rendered on the server (or
   * cannot be right now): the caller then sends the single-page shell. `template` is the index.html to render
   * into, with the platform's settings already written in (renders are kept per template).
   */
  async function render(url: URL, template: string): Promise<ServerRenderedPage | null> {
    if (!template.includes(ROOT)) return null;
    try {
      const module = await renderModule();
      if (!module?.isServerRenderedPath(url.pathname)) return null;
      return await rendered(module, url, template);
    } catch (error) {
      options.onError?.(error);
      return null;
    }
  }

  // The bundle (megabytes of script) is compiled now, while the platform finishes starting, rather than on the first
  // visitor's request, which would wait seconds for it.
  renderModule().catch((error: unknown) => options.onError?.(error));
  return { render };
}
