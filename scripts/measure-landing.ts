// Measures the pages students arrive on from search engines (the landing, a tool landing, /search and a document
// page) against a running platform (`npm start`, or BASE_URL / the first argument), on a mid-range phone link:
// Chromium with 4x CPU slowdown, 10 Mbit/s with 40 ms latency, a cold cache, at 390 and 1440 px.
//
// For each page kind and width it prints the product's Largest Contentful Paint (median of RUNS cold loads), the
// floor (the same page once rendered, frozen to static HTML with its CSS inlined and no script, served over the
// same throttled link from a loopback server), their ratio, and the layout shift of the product's load including
// hydration (CLS). Product and floor loads alternate, so a noisy machine slows both alike: the ratio is the figure.
// It also prints the landing's initial JavaScript (its entry and the modules it preloads, gzipped; budget 140 KB) and
// any React hydration error the console reports. Exits 1 when a ratio is above 1.3, a CLS is not 0, a hydration
// error was seen or the JavaScript budget is missed.
//
//   npm run bench:landing [-- http://127.0.0.1:54321]     RUNS=3 (default) sets the loads per page, width and side
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';

const baseUrl = (process.argv[2] ?? process.env.BASE_URL ?? 'http://127.0.0.1:54321').replace(/\/+$/, '');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const RATIO_BUDGET = 1.3;
const JS_BUDGET_KB = 140;
const WIDTHS = [390, 1440] as const;
/** A mid-range phone on a decent mobile link (the measurement). */
const LINK = { latency: 40, bitsPerSecond: 10_000_000, cpuSlowdown: 4 };

interface Metrics {
  lcpMs: number;
  cls: number;
  lcpElement: string;
  /** The elements that moved in the layout shifts, with when (so a shift can be traced to its cause). */
  shifts: string[];
}

const browser: Browser = await chromium.launch({
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

/** LCP and CLS observers, installed before any of the page's own code runs. */
function observePaints(page: Page) {
  return page.addInitScript(() => {
    const w = window as typeof window & {
      __lcp?: number;
      __lcpElement?: string;
      __cls?: number;
      __shifts?: string[];
    };
    w.__lcp = 0;
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        w.__lcp = entry.startTime;
        const element = entry.element;
        w.__lcpElement = element
          ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`
          : '(removed)';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls = (w.__cls ?? 0) + entry.value;
        for (const source of entry.sources ?? []) {
          const node = source.node instanceof Element ? source.node : source.node?.parentElement;
          const name = node
            ? `${node.tagName.toLowerCase()}.${String(node.className).slice(0, 60)}`
            : '(gone)';
          const [from, to] = [source.previousRect, source.currentRect];
          w.__shifts?.push(
            `${entry.startTime.toFixed(0)} ms ${entry.value.toFixed(4)} ${name} ${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LINK.latency,
    downloadThroughput: LINK.bitsPerSecond / 8,
    uploadThroughput: LINK.bitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: LINK.cpuSlowdown });
}

async function readMetrics(page: Page): Promise<Metrics> {
  await page.waitForLoadState('networkidle');
  // With the CPU slowed down, Chromium delivers paint entries seconds after the paint they time (their startTime
  // is the paint's own): wait until the largest paint has been reported and no new one came for a while.
  const read = () =>
    page.evaluate(() => {
      const w = window as typeof window & {
        __lcp?: number;
        __lcpElement?: string;
        __cls?: number;
        __shifts?: string[];
      };
      return {
        lcpMs: w.__lcp ?? 0,
        cls: w.__cls ?? 0,
        lcpElement: w.__lcpElement ?? '(none)',
        shifts: w.__shifts ?? [],
      };
    });
  const deadline = Date.now() + 15_000;
  let metrics = await read();
  let stableSince = Date.now();
  while (Date.now() < deadline) {
    await page.waitForTimeout(250);
    const next = await read();
    if (next.lcpMs !== metrics.lcpMs || next.cls !== metrics.cls) stableSince = Date.now();
    metrics = next;
    if (metrics.lcpMs > 0 && Date.now() - stableSince >= 1500) break;
  }
  return metrics;
}

/** One cold load of `url` on the throttled link, in a fresh context (empty cache, no stored session). */
async function measureLoad(url: string, width: number, onPage?: (page: Page) => void): Promise<Metrics> {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 } });
  try {
    const page = await context.newPage();
    onPage?.(page);
    await observePaints(page);
    await throttle(page);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    return await readMetrics(page);
  } finally {
    await context.close();
  }
}

/**
 * The page as the product finally shows it, frozen: its DOM after the network went quiet, scripts and preloads
 * removed, every stylesheet inlined, URLs resolved against the platform.
 */
async function freeze(path: string, width: number): Promise<string> {
  const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(300);
    return await page.evaluate(async (origin) => {
      const root = document.documentElement.cloneNode(true) as HTMLElement;
      for (const node of root.querySelectorAll(
        'script, link[rel="modulepreload"], link[as="script"], noscript',
      ))
        node.remove();
      for (const link of root.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
        const css = await (await fetch(link.href)).text();
        const style = document.createElement('style');
        style.textContent = css;
        link.replaceWith(style);
      }
      const base = document.createElement('base');
      base.href = `${origin}/`;
      root.querySelector('head')?.prepend(base);
      return `<!doctype html>\n${root.outerHTML}`;
    }, baseUrl);
  } finally {
    await context.close();
  }
}

/** A loopback server for the frozen pages, answering like the platform answers a page (no-cache HTML). */
async function startFloorServer(pages: Map<string, string>) {
  const server = createServer((req, res) => {
    const html = pages.get(req.url ?? '');
    if (!html) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

/**
 * The landing's initial JavaScript: its entry script and the modules it preloads (the entry's static imports), as
 * the served page names them (in its script and link tags, or in the few lines that add them after the first
 * paint), gzipped. The chunks the router loads for the page's route come on top, split off on purpose.
 */
async function initialJavaScript(): Promise<number> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const scripts = new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? []);
  if (scripts.size === 0) throw new Error('The landing names no script of the build.');
  let total = 0;
  for (const script of scripts) {
    const response = await fetch(`${baseUrl}${script}`);
    if (!response.ok) throw new Error(`${script}: ${response.status}`);
    total += gzipSync(Buffer.from(await response.arrayBuffer())).length;
  }
  return total;
}

/** Finds a published document (its page, and a word of its title to search for) through the public REST API. */
async function samplePaths(): Promise<{ kind: string; path: string }[]> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const content = /<meta name="studyloop-config" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const { anonKey } = JSON.parse(content.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
    anonKey: string;
  };
  const response = await fetch(`${baseUrl}/rest/v1/documents?select=slug,title&order=slug&limit=1`, {
    headers: { apikey: anonKey },
  });
  const [document] = (await response.json()) as { slug: string; title: string }[];
  if (!document) throw new Error('No published document to measure: seed the platform first.');
  const word = document.title.split(/\W+/).find((part) => part.length > 4) ?? document.title;
  return [
    { kind: 'landing', path: '/' },
    { kind: 'tool-landing', path: '/ai-homework-helper' },
    { kind: 'search', path: `/search?q=${encodeURIComponent(word.toLowerCase())}` },
    { kind: 'document', path: `/documents/${document.slug}` },
  ];
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

const started = Date.now();
let failed = false;
try {
  const paths = await samplePaths();
  const initialJs = await initialJavaScript();
  console.log(`url: ${baseUrl}`);
  console.log(
    `link: ${LINK.bitsPerSecond / 1e6} Mbit/s, ${LINK.latency} ms latency, ${LINK.cpuSlowdown}x CPU slowdown, cold cache; runs: ${runs}`,
  );
  console.log(`landing_js_initial_gzip_kb: ${(initialJs / 1024).toFixed(1)} (budget ${JS_BUDGET_KB})`);
  if (initialJs / 1024 > JS_BUDGET_KB) failed = true;

  const frozen = new Map<string, string>();
  for (const { path } of paths)
    for (const width of WIDTHS) frozen.set(`${path}#${width}`, await freeze(path, width));
  // The floor server answers by path, so one width's frozen page is served at a time.
  const floorPages = new Map<string, string>();
  const floor = await startFloorServer(floorPages);
  try {
    for (const { kind, path } of paths) {
      for (const width of WIDTHS) {
        floorPages.set(path, frozen.get(`${path}#${width}`) ?? '');
        const product: Metrics[] = [];
        const still: Metrics[] = [];
        const hydrationErrors: string[] = [];
        for (let run = 0; run < runs; run += 1) {
          product.push(
            await measureLoad(`${baseUrl}${path}`, width, (page) =>
              page.on('console', (message) => {
                const text = message.text();
                if (message.type() === 'error' && /hydrat|#418|#423|#425|did not match/i.test(text))
                  hydrationErrors.push(text.slice(0, 160));
              }),
            ),
          );
          still.push(await measureLoad(`${floor.origin}${path}`, width));
        }
        const lcp = median(product.map((sample) => sample.lcpMs));
        const floorLcp = median(still.map((sample) => sample.lcpMs));
        const ratio = floorLcp > 0 ? lcp / floorLcp : Infinity;
        const cls = Math.max(...product.map((sample) => sample.cls));
        const ok = ratio <= RATIO_BUDGET && cls < 0.0005 && hydrationErrors.length === 0;
        if (!ok) failed = true;
        console.log(
          `${kind} @${width}px: lcp_ms ${lcp.toFixed(0)}  floor_ms ${floorLcp.toFixed(0)}  ratio ${ratio.toFixed(2)}  cls ${cls.toFixed(3)}  hydration_errors ${hydrationErrors.length}  ${ok ? 'ok' : 'OVER'}  (lcp element: ${product.at(-1)?.lcpElement}; floor: ${still.at(-1)?.lcpElement})`,
        );
        for (const error of new Set(hydrationErrors)) console.log(`  hydration error: ${error}`);
        for (const shift of new Set(product.flatMap((sample) => sample.shifts)))
          console.log(`  layout shift: ${shift}`);
      }
    }
  } finally {
    floor.close();
  }
} finally {
  await browser.close();
}
console.log(`ratio_budget: ${RATIO_BUDGET}`);
console.log(`took_s: ${((Date.now() - started) / 1000).toFixed(0)}`);
console.log(`within_budget: ${!failed}`);
process.exitCode = failed ? 1 : 0;
