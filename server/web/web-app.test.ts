import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPost } from './blog-feeds.ts';
import { createWebApp } from './web-app.ts';

let dir: string;
let server: http.Server;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'studyloop-web-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><html><head><meta name="studyloop-config" content=""></head><body></body></html>',
  );
  await writeFile(join(dir, 'assets', 'app-1234.js'), 'console.log(1)');
  await writeFile(
    join(dir, 'sitemap.xml'),
    '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>',
  );
  const serve = await createWebApp({
    webDir: dir,
    publicUrl: 'http://127.0.0.1:54321',
    anonKey: 'anon"<key>',
  });
  server = http.createServer((req, res) => serve(req, res, new URL(req.url ?? '/', 'http://x')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

/** The settings written into a served page. */
function pageConfig(html: string): { supabaseUrl: string; anonKey: string } {
  const content = /<meta name="studyloop-config" content="([^"]*)">/.exec(html)?.[1];
  expect(content).toBeDefined();
  const decoded = content!
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(decoded) as { supabaseUrl: string; anonKey: string };
}

/** A GET with a Host header of the sender's choosing (fetch does not let a caller set Host). */
function getWithHost(
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const target = new URL(path, origin);
  return new Promise((resolve, reject) => {
    http
      .get({ host: target.hostname, port: target.port, path: target.pathname, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

const FORGED = {
  host: 'evil.example',
  'x-forwarded-host': 'attacker.example',
  'x-forwarded-proto': 'https',
};

describe('serving the built web app', () => {
  it('writes the platform settings into the page, escaped; without SITE_URL the page uses its own origin', async () => {
    const response = await fetch(`${base}/`);
    expect(pageConfig(await response.text())).toEqual({ supabaseUrl: '/', anonKey: 'anon"<key>' });
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('answers app routes with the page, hashed assets with long caching, and missing files with 404', async () => {
    const route = await fetch(`${base}/documents/some-slug`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('studyloop-config');
    const asset = await fetch(`${base}/assets/app-1234.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/assets/gone-999.js`)).status).toBe(404);
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
  });

  it("never writes the request's Host or X-Forwarded-Host into the page, the feed or the sitemap", async () => {
    const posts: FeedPost[] = [
      {
        title: 'Ten exam tips',
        slug: 'ten-exam-tips',
        excerpt: null,
        published_at: '2026-01-02T00:00:00Z',
        updated_at: null,
        author: null,
        category: null,
      },
    ];
    const blog = { posts: () => Promise.resolve(posts), categories: () => Promise.resolve([]) };
    for (const configuredSiteUrl of [undefined, 'https://school.example']) {
      const serve = await createWebApp({
        webDir: dir,
        publicUrl: configuredSiteUrl ?? 'http://127.0.0.1:54321',
        configuredSiteUrl,
        anonKey: 'anon',
        blog,
      });
      const site = http.createServer((req, res) => serve(req, res, new URL(req.url ?? '/', 'http://x')));
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
      try {
        for (const path of ['/', '/some/route', '/blog/rss.xml', '/sitemap.xml']) {
          const answer = await getWithHost(origin, path, FORGED);
          expect(answer.status, path).toBe(200);
          expect(answer.body, path).not.toMatch(/evil\.example|attacker\.example/);
        }
        const page = await getWithHost(origin, '/', FORGED);
        expect(pageConfig(page.body).supabaseUrl).toBe(configuredSiteUrl ?? '/');
        const feed = await getWithHost(origin, '/blog/rss.xml', FORGED);
        expect(feed.headers['cache-control']).toContain('public');
        expect(feed.body).toContain(
          `<link>${configuredSiteUrl ?? 'http://127.0.0.1:54321'}/blog/ten-exam-tips</link>`,
        );
      } finally {
        await new Promise((resolve) => site.close(resolve));
      }
    }
  });

  it('picks up a rebuilt page without a restart', async () => {
    await new Promise((r) => setTimeout(r, 20));
    await writeFile(
      join(dir, 'index.html'),
      '<!doctype html><html><head><meta name="studyloop-config" content=""><title>v2</title></head></html>',
    );
    expect(await (await fetch(`${base}/`)).text()).toContain('<title>v2</title>');
  });

  it('hands the page the live chat widget only when LIVE_CHAT_SRC is set', async () => {
    const withChat = await createWebApp({
      webDir: dir,
      publicUrl: 'http://127.0.0.1:54321',
      anonKey: 'k',
      liveChatSrc: 'https://chat.example/widget.js',
    });
    const chatServer = http.createServer((req, res) =>
      withChat(req, res, new URL(req.url ?? '/', 'http://x')),
    );
    await new Promise<void>((resolve) => chatServer.listen(0, '127.0.0.1', resolve));
    try {
      const port = (chatServer.address() as AddressInfo).port;
      const html = await (await fetch(`http://127.0.0.1:${port}/help`)).text();
      expect(pageConfig(html)).toMatchObject({ liveChatSrc: 'https://chat.example/widget.js' });
      expect(pageConfig(await (await fetch(`${base}/help`)).text())).not.toHaveProperty('liveChatSrc');
    } finally {
      await new Promise((resolve) => chatServer.close(resolve));
    }
  });
});
