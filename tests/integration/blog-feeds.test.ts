// The blog's RSS feed and sitemap entries (issue 16), served by the platform beside the web app: only what a
// visitor may read (published, not scheduled for later), with the right content types.
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from './support/test-platform.ts';

let platform: TestPlatform;
let webDir: string;

function parseXml(xml: string) {
  return new DOMParser({
    errorHandler: {
      warning: () => undefined,
      error: (message: string) => {
        throw new Error(message);
      },
      fatalError: (message: string) => {
        throw new Error(message);
      },
    },
  }).parseFromString(xml, 'text/xml');
}

beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'studyloop-feeds-web-'));
  await writeFile(
    join(webDir, 'index.html'),
    '<!doctype html><html><head><meta name="studyloop-config" content=""></head><body></body></html>',
  );
  await copyFile(
    join(import.meta.dirname, '../../resources/public/sitemap.xml'),
    join(webDir, 'sitemap.xml'),
  );
  platform = await startTestPlatform({ webDir });
  const service = platform.serviceClient();
  const category = await service
    .from('blog_categories')
    .insert({ name: 'Exam Season', slug: '' })
    .select('id')
    .single();
  expect(category.error).toBeNull();
  const author = await service
    .from('blog_authors')
    .insert({ name: 'Prof. Feed', slug: '' })
    .select('id')
    .single();
  expect(author.error).toBeNull();
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const { error } = await service.from('blog_posts').insert([
    {
      title: 'Older & wiser',
      slug: '',
      excerpt: 'An older <post>',
      status: 'published',
      published_at: new Date(Date.now() - 86_400_000).toISOString(),
      category_id: category.data!.id,
      author_id: author.data!.id,
    },
    { title: 'Newest post', slug: '', status: 'published', published_at: hourAgo },
    { title: 'Still a draft', slug: '', status: 'draft' },
    {
      title: 'Scheduled tomorrow',
      slug: '',
      status: 'published',
      published_at: new Date(Date.now() + 86_400_000).toISOString(),
    },
  ]);
  expect(error).toBeNull();
});

afterAll(async () => {
  await platform?.destroy();
  if (webDir) await rm(webDir, { recursive: true, force: true });
});

describe('blog feeds', () => {
  it('/blog/rss.xml is an RSS 2.0 feed of the published posts, newest first, as application/rss+xml', async () => {
    const response = await fetch(`${platform.url}/blog/rss.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    const doc = parseXml(await response.text());
    expect(doc.documentElement.getAttribute('version')).toBe('2.0');
    const items = Array.from(doc.getElementsByTagName('item'));
    expect(items.map((item) => item.getElementsByTagName('title')[0]!.textContent)).toEqual([
      'Newest post',
      'Older & wiser',
    ]);
    const older = items[1]!;
    expect(older.getElementsByTagName('link')[0]!.textContent).toBe(`${platform.url}/blog/older-wiser`);
    expect(older.getElementsByTagName('description')[0]!.textContent).toBe('An older <post>');
    expect(older.getElementsByTagName('category')[0]!.textContent).toBe('Exam Season');
    expect(older.getElementsByTagName('dc:creator')[0]!.textContent).toBe('Prof. Feed');
    expect(new Date(older.getElementsByTagName('pubDate')[0]!.textContent!).getTime()).toBeLessThan(
      Date.now(),
    );
  });

  it('/sitemap.xml keeps the static pages and adds each published post and each category', async () => {
    const response = await fetch(`${platform.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const doc = parseXml(await response.text());
    const locs = Array.from(doc.getElementsByTagName('loc'), (loc) => loc.textContent);
    expect(locs).toContain('https://studyloop.app/legal/terms');
    expect(locs).toContain('https://studyloop.app/blog/older-wiser');
    expect(locs).toContain('https://studyloop.app/blog/newest-post');
    expect(locs).toContain('https://studyloop.app/blog/category/exam-season');
    expect(locs).not.toContain('https://studyloop.app/blog/still-a-draft');
    expect(locs).not.toContain('https://studyloop.app/blog/scheduled-tomorrow');
    expect(new Set(locs).size).toBe(locs.length);
  });
});
