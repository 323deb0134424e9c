// The public pages visitors arrive on from search engines, rendered to HTML by the platform (issue 32) with the
// server bundle the web build writes (dist/ssr, from renderer/src/app/render-page.server.tsx): the landing, the
// tool landings, /search and a document page paint without waiting for JavaScript, and the browser hydrates the
// same markup. Renders are kept for a minute per address (the browser's own query cache keeps data that long),
// so a popular page costs one render a minute; anything unexpected falls back to the single-page shell.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import type { Database } from '../../shared/db/database.types.ts';

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
}

export type ServerRenderedPage =
  { kind: 'redirect'; status: number; location: string } | { kind: 'page'; status: number; body: string };

const CACHE_MS = 60_000;
const CACHE_ENTRIES = 500;
const ROOT = '<div id="root"></div>';
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/;
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;
const TITLE = /<title>[\s\S]*?<\/title>\s*/;

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
  const cache = new Map<string, { expires: number; page: ReturnType<RenderModule['renderPage']> }>();
  const inlinedCss = new Map<string, Promise<string | null>>();
  // The pages' data is what any visitor may read: the anonymous key, no session kept.
  const client: SupabaseClient<Database> = createClient<Database>(options.apiUrl, options.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no WebSocket of its own; the pages never subscribe, but the client wants one to exist.
    realtime: { transport: ws as never },
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

  function rendered(module: RenderModule, url: URL) {
    const key = `${url.pathname}${url.search}`;
    const now = Date.now();
    const hit = cache.get(key);
    if (hit && hit.expires > now) return hit.page;
    const page = module.renderPage(`${options.apiUrl}${key}`, api);
    cache.delete(key);
    if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, { expires: now + CACHE_MS, page });
    // A failed render is not kept: the next request tries again.
    page.catch(() => cache.delete(key));
    return page;
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
  async function compose(template: string, html: string, state: string, stateId: string): Promise<string> {
    let page = template;
    // The page renders its own <title> (React places it where the page is); the template's default goes.
    if (/<title>/.test(html)) page = page.replace(TITLE, '');
    page = page
      .replace(NOSCRIPT, '')
      .replace(
        ROOT,
        () => `<div id="root">${html}</div><script type="application/json" id="${stateId}">${state}</script>`,
      );
    for (const match of [...page.matchAll(STYLESHEET)]) {
      const css = await stylesheet(match[1] ?? '');
      if (css !== null) page = page.replace(match[0], () => `<style>${css}</style>`);
    }
    return page;
  }

  /**
   * The server-rendered answer for `url`, or null when the page is not one of those rendered on the server (or
   * cannot be right now): the caller then sends the single-page shell.
   */
  async function render(url: URL, template: string): Promise<ServerRenderedPage | null> {
    if (!template.includes(ROOT)) return null;
    let module: RenderModule | null;
    try {
      module = await renderModule();
      if (!module?.isServerRenderedPath(url.pathname)) return null;
      const page = await rendered(module, url);
      if (page.kind === 'redirect') return page;
      return {
        kind: 'page',
        status: page.status,
        body: await compose(template, page.html, page.state, module.SERVER_STATE_ID),
      };
    } catch (error) {
      options.onError?.(error);
      return null;
    }
  }

  return { render };
}
