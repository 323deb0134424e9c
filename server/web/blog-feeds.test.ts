import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { escapeXml, renderRss, sitemapWithBlog, type FeedPost } from './blog-feeds.ts';

/** Parses strictly: any well-formedness error fails the test. */
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

const post = (overrides: Partial<FeedPost> = {}): FeedPost => ({
  title: 'Ten exam tips',
  slug: 'ten-exam-tips',
  excerpt: 'How to revise',
  published_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  author: { name: 'Dr. Ada' },
  category: { name: 'Study Tips', slug: 'study-tips' },
  ...overrides,
});

describe('renderRss', () => {
  it('is an RSS 2.0 channel with one item per post: link, permalink guid, RFC 822 date, author, category', () => {
    const xml = renderRss(
      [post(), post({ title: 'Second', slug: 'second', author: null, category: null })],
      'http://localhost:5173/',
    );
    const doc = parseXml(xml);
    const rss = doc.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channel = rss.getElementsByTagName('channel')[0]!;
    for (const required of ['title', 'link', 'description']) {
      expect(channel.getElementsByTagName(required)[0]?.textContent).toBeTruthy();
    }
    expect(channel.getElementsByTagName('link')[0]!.textContent).toBe('http://localhost:5173/blog');
    const items = Array.from(doc.getElementsByTagName('item'));
    expect(items).toHaveLength(2);
    const first = items[0]!;
    expect(first.getElementsByTagName('link')[0]!.textContent).toBe(
      'http://localhost:5173/blog/ten-exam-tips',
    );
    expect(first.getElementsByTagName('guid')[0]!.getAttribute('isPermaLink')).toBe('true');
    expect(first.getElementsByTagName('pubDate')[0]!.textContent).toBe('Fri, 20 Nov 2026 09:30:00 GMT');
    expect(first.getElementsByTagName('dc:creator')[0]!.textContent).toBe('Dr. Ada');
    expect(first.getElementsByTagName('category')[0]!.textContent).toBe('Study Tips');
    expect(items[1]!.getElementsByTagName('category')).toHaveLength(0);
    expect(channel.getElementsByTagName('lastBuildDate')[0]!.textContent).toBe(
      'Fri, 20 Nov 2026 09:30:00 GMT',
    );
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    const xml = renderRss(
      [post({ title: 'A <b>bold</b> & "quoted" \u0007title', excerpt: '<script>x</script>' })],
      'https://s.example',
    );
    const doc = parseXml(xml);
    expect(doc.getElementsByTagName('title')[1]!.textContent).toBe('A <b>bold</b> & "quoted" title');
    expect(xml).not.toContain('<script>');
    expect(escapeXml(`'<&>"`)).toBe('&apos;&lt;&amp;&gt;&quot;');
  });

  it('an empty blog is still a valid channel with no items', () => {
    const doc = parseXml(renderRss([], 'https://s.example'));
    expect(doc.getElementsByTagName('channel')).toHaveLength(1);
    expect(doc.getElementsByTagName('item')).toHaveLength(0);
  });
});

describe('sitemapWithBlog', () => {
  const staticXml =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    '  <url><loc>https://studyloop.app/</loc></url>\n  <url><loc>https://studyloop.app/blog</loc></url>\n</urlset>\n';

  it('adds each post and category on the static file’s host, keeping the static entries', () => {
    const xml = sitemapWithBlog(
      staticXml,
      [post(), post({ slug: 'fish & chips', updated_at: null })],
      [{ slug: 'study-tips', updated_at: '2026-11-01T00:00:00Z' }],
      'http://127.0.0.1:54321',
    );
    const doc = parseXml(xml);
    const locs = Array.from(doc.getElementsByTagName('loc'), (loc) => loc.textContent);
    expect(locs).toEqual([
      'https://studyloop.app/',
      'https://studyloop.app/blog',
      'https://studyloop.app/blog/category/study-tips',
      'https://studyloop.app/blog/ten-exam-tips',
      'https://studyloop.app/blog/fish%20%26%20chips',
    ]);
    const lastmods = Array.from(doc.getElementsByTagName('lastmod'), (node) => node.textContent);
    expect(lastmods).toEqual(['2026-11-01', '2026-11-21', '2026-11-20']);
  });

  it('leaves a file that is not a urlset alone', () => {
    expect(sitemapWithBlog('<sitemapindex/>', [post()], [], 'https://s.example')).toBe('<sitemapindex/>');
  });
});
