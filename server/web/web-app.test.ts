import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const FORWARDED = { 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' };

describe('serving the built web app', () => {
  it('writes the platform settings into the page, escaped, for the origin the browser used', async () => {
    const response = await fetch(`${base}/`);
    expect(pageConfig(await response.text())).toEqual({ supabaseUrl: base, anonKey: 'anon"<key>' });
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

  it('ignores X-Forwarded-Host and -Proto without TRUST_PROXY: a client cannot point the page elsewhere', async () => {
    const response = await fetch(`${base}/some/route`, { headers: FORWARDED });
    expect(pageConfig(await response.text()).supabaseUrl).toBe(base);
  });

  it('behind a trusted proxy, writes the origin the proxy names (its own, last entry)', async () => {
    const serve = await createWebApp({
      webDir: dir,
      publicUrl: 'http://127.0.0.1:54321',
      anonKey: 'anon',
      trustProxy: true,
    });
    const proxied = http.createServer((req, res) => serve(req, res, new URL(req.url ?? '/', 'http://x')));
    await new Promise<void>((resolve) => proxied.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(proxied.address() as AddressInfo).port}`;
    try {
      const forwarded = await fetch(`${origin}/`, {
        headers: { 'x-forwarded-host': 'forged.example, school.example', 'x-forwarded-proto': 'http, https' },
      });
      expect(pageConfig(await forwarded.text()).supabaseUrl).toBe('https://school.example');
      // Without the headers (a request that did not come through the proxy), the Host header still counts.
      expect(pageConfig(await (await fetch(`${origin}/`)).text()).supabaseUrl).toBe(origin);
    } finally {
      await new Promise((resolve) => proxied.close(resolve));
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
