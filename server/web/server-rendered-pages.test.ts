import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './server-rendered-pages.ts';
import { createWebApp } from './web-app.ts';

// A server bundle with the interface of dist/ssr/render-page.server.js: it renders which render of the address
// this is, so a test can tell a cached page from a new one, and each render waits until the test releases it. A
// document page marks where its first screen ends, as the real pages do (FirstScreenEnd); the others do not.
const BUNDLE = `
const renders = new Map();
globalThis.__releaseRender = () => {};
export const SERVER_STATE_ID = 'server-state';
export const FIRST_SCREEN_END_ID = 'first-screen-end';
export const isServerRenderedPath = (pathname) =>
  pathname === '/' || pathname === '/search' || pathname.startsWith('/documents/');
export async function renderPage(url) {
  const path = new URL(url).pathname + new URL(url).search;
  const count = (renders.get(path) ?? 0) + 1;
  renders.set(path, count);
  if (globalThis.__holdRenders) await new Promise((resolve) => { globalThis.__releaseRender = resolve; });
  const firstScreenEnd = path.startsWith('/documents/') ? '<div id="first-screen-end" hidden=""></div><p>Reviews</p>' : '';
  return { kind: 'page', status: 200, html: '<header>Studyloop</header><main id="main"><h1>Render ' + count + ' of ' + path + '</h1>' + firstScreenEnd + '</main>', state: '{}' };
}
`;
const TEMPLATE = `<!doctype html><html lang="en"><head><meta name="studyloop-config" content="" />
<title>Studyloop</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-def.js">
<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">
</head><body><div id="root"></div><noscript>Studyloop needs JavaScript.</noscript></body></html>`;

const holder = globalThis as typeof globalThis & { __holdRenders?: boolean; __releaseRender?: () => void };
let dir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studyloop-ssr-'));
  await mkdir(join(dir, 'web', 'assets'), { recursive: true });
  await mkdir(join(dir, 'ssr'));
  await writeFile(join(dir, 'web', 'index.html'), TEMPLATE);
  await writeFile(join(dir, 'web', 'assets', 'index-ghi.css'), `h1{color:#4f46e5}${' '.repeat(2000)}`);
  await writeFile(join(dir, 'ssr', 'render-page.server.js'), BUNDLE);
  const serve = await createWebApp({
    webDir: join(dir, 'web'),
    publicUrl: 'http://127.0.0.1:54321',
    anonKey: 'anon',
    apiUrl: 'http://127.0.0.1:9',
  });
  server = http.createServer((req, res) => serve(req, res, new URL(req.url ?? '/', 'http://x')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
  holder.__holdRenders = false;
});

/** GET with the Accept-Encoding a browser sends; the body as sent on the wire, decoded. */
function get(
  path: string,
): Promise<{ encoding: string | undefined; vary: string | undefined; html: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const html = (encoding === 'br' ? brotliDecompressSync(raw) : raw).toString('utf8');
          resolve({ encoding, vary: res.headers.vary, html });
        });
      })
      .on('error', reject);
  });
}

describe('pages rendered on the server', () => {
  it('sends the page compressed, stylesheet inlined, scripts started after its first paint', async () => {
    const page = await get('/search?q=cells');
    expect(page.encoding).toBe('br');
    expect(page.vary).toBe('Accept-Encoding');
    const { html } = page;
    expect(html).toContain('<h1>Render 1 of /search?q=cells</h1>');
    expect(html).toContain('<style>h1{color:#4f46e5}');
    expect(html).not.toContain('<noscript>');
    expect(html).toMatch(/<meta name="studyloop-config" content="\{[^"]*anon/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('/assets/index-abc.js');
    expect(head).not.toContain('modulepreload');
    // The first paint waits until the rendered page has been parsed whole: its state script comes after it.
    expect(head).toContain('<link rel="expect" href="#server-state" blocking="render">');
    expect(html.indexOf('<script type="application/json" id="server-state">')).toBeGreaterThan(
      html.indexOf('</main>'),
    );
    // No script of the app anywhere in the HTML the browser's preload scanner reads: the page adds them after its
    // first paint.
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const loader = html.slice(html.indexOf('</main>'));
    expect(loader).toContain('{"entry":"/assets/index-abc.js","preloads":["/assets/react-def.js"]}');
    // The address the page is not rendered for is the single-page shell, its scripts where the build put them.
    const shell = await get('/wallet');
    expect(shell.html.slice(0, shell.html.indexOf('</head>'))).toContain('/assets/index-abc.js');
    expect(shell.html).toContain('<div id="root"></div>');
    expect(shell.html).not.toContain('rel="expect"');
  });

  it('holds the first paint until the first screen is parsed where the page marks its end', async () => {
    const { html } = await get('/documents/cells');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="expect" href="#first-screen-end" blocking="render">');
    expect(head).not.toContain('href="#server-state"');
    expect(html.indexOf('<div id="first-screen-end" hidden=""></div>')).toBeLessThan(
      html.indexOf('<p>Reviews</p>'),
    );
  });

  it('sends an expired render while the next one is made, then the new one', async () => {
    expect((await get('/')).html).toContain('Render 1 of /');
    expect((await get('/')).html).toContain('Render 1 of /');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    holder.__holdRenders = true;
    // Expired: answered at once from the old render although the new render has not finished.
    expect((await get('/')).html).toContain('Render 1 of /');
    expect((await get('/')).html).toContain('Render 1 of /');
    holder.__releaseRender?.();
    await vi.waitFor(async () => expect((await get('/')).html).toContain('Render 2 of /'));
    // Long expired (past the stale limit): the visitor waits for a fresh render rather than getting the old one.
    holder.__holdRenders = false;
    vi.setSystemTime(Date.now() + 11 * 60_000);
    expect((await get('/')).html).toContain('Render 3 of /');
  });
});

describe('the scripts added after the first paint', () => {
  /** Runs the page's loader in a stand-in window: what it adds, and when (frames, idle moments, tasks run by hand). */
  function runLoader(visibilityState: 'visible' | 'hidden', { idleCallbacks = true } = {}) {
    const html = afterFirstPaint('/assets/index-abc.js', ['/assets/react-def.js', '/assets/jsx-ghi.js']);
    const code = /<script>([\s\S]*)<\/script>/.exec(html)?.[1] ?? '';
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const idle: { callback: () => void; timeout: number }[] = [];
    const tasks: (() => void)[] = [];
    const append = (node: Record<string, string>) =>
      added.push(node.rel ? `${node.rel} ${node.href}` : `${node.type} ${node.src} ${node.crossOrigin}`);
    const window = {
      document: {
        visibilityState,
        createElement: () => ({}),
        head: { appendChild: append },
        body: { appendChild: append },
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => tasks.push(callback),
      ...(idleCallbacks
        ? {
            requestIdleCallback: (callback: () => void, options: { timeout: number }) =>
              idle.push({ callback, timeout: options.timeout }),
          }
        : {}),
    };
    runInNewContext(code, { ...window, window });
    return { added, frames, idle, tasks };
  }
  const all = [
    'modulepreload /assets/react-def.js',
    'modulepreload /assets/jsx-ghi.js',
    'module /assets/index-abc.js ',
  ];

  it('adds the module preloads and the entry script when the page is idle after the next frame', () => {
    const { added, frames, idle, tasks } = runLoader('visible');
    expect(added).toEqual([]);
    frames.shift()?.();
    expect(added).toEqual([]);
    expect(tasks).toEqual([]);
    expect(idle.map((entry) => entry.timeout)).toEqual([1000]);
    idle.shift()?.callback();
    expect(added).toEqual(all);
  });

  it('adds them in a task after the frame where there are no idle callbacks', () => {
    const { added, frames, tasks } = runLoader('visible', { idleCallbacks: false });
    frames.shift()?.();
    expect(added).toEqual([]);
    tasks.shift()?.();
    expect(added).toEqual(all);
  });

  it('adds them at once in a hidden tab, where no frame comes', () => {
    expect(runLoader('hidden').added).toEqual(all);
  });
});
