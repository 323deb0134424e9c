// The blog's RSS feed (/blog/rss.xml) and the blog's entries in /sitemap.xml (issue 16), served by the platform
// beside the web app. Posts are read through PostgREST with the anon key, so the same row security that the blog
// pages meet decides what is out: published and not scheduled for later.

/** A published post as the feed and the sitemap need it. */
export interface FeedPost {
  title: string;
  slug: string;
  excerpt: string | null;
  published_at: string | null;
  updated_at: string | null;
  author: { name: string } | null;
  category: { name: string; slug: string } | null;
}

export interface FeedCategory {
  slug: string;
  updated_at: string | null;
}

/** How many posts the feed carries (newest first); the sitemap lists every published post. */
export const RSS_ITEM_COUNT = 20;
export const FEED_CACHE_SECONDS = 300;
export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

export interface BlogSource {
  posts(limit?: number): Promise<FeedPost[]>;
  categories(): Promise<FeedCategory[]>;
}

/** A GET through PostgREST as a visitor (the anon key): what RLS shows anyone. */
export function visitorReader(options: { restUrl: string; anonKey: string; fetch?: typeof fetch }) {
  const request = options.fetch ?? fetch;
  return async function get<T>(path: string): Promise<T> {
    const response = await request(`${options.restUrl.replace(/\/$/, '')}/${path}`, {
      headers: {
        apikey: options.anonKey,
        authorization: `Bearer ${options.anonKey}`,
        accept: 'application/json',
      },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`public read failed: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** Reads the blog as a visitor through PostgREST (`restUrl` is PostgREST's own address or `/rest/v1`). */
export function createBlogSource(options: {
  restUrl: string;
  anonKey: string;
  fetch?: typeof fetch;
}): BlogSource {
  const get = visitorReader(options);
  return {
    posts: (limit) =>
      get<FeedPost[]>(
        'blog_posts?select=title,slug,excerpt,published_at,updated_at,' +
          'author:blog_authors(name),category:blog_categories(name,slug)' +
          `&status=eq.published&order=published_at.desc,id.desc${limit ? `&limit=${limit}` : ''}`,
      ),
    categories: () => get<FeedCategory[]>('blog_categories?select=slug,updated_at&order=name'),
  };
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text for an XML element or attribute; characters XML 1.0 forbids are dropped. */
export function escapeXml(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!)
  );
}

/** RFC 822 dates, as RSS 2.0 asks (`Tue, 24 Nov 2026 02:00:00 GMT`). */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

/** An RSS 2.0 document of the newest posts; links are made from `origin`, the platform's configured URL. */
export function renderRss(posts: FeedPost[], origin: string): string {
  const site = origin.replace(/\/$/, '');
  const newest = posts.find((post) => post.published_at)?.published_at;
  const items = posts.map((post) => {
    const link = `${site}/blog/${encodeURIComponent(post.slug)}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      post.excerpt ? `      <description>${escapeXml(post.excerpt)}</description>` : '',
      post.published_at ? `      <pubDate>${rfc822(post.published_at)}</pubDate>` : '',
      post.author ? `      <dc:creator>${escapeXml(post.author.name)}</dc:creator>` : '',
      post.category
        ? `      <category domain="${escapeXml(`${site}/blog/category/${post.category.slug}`)}">${escapeXml(post.category.name)}</category>`
        : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    '    <title>Studyloop Blog</title>',
    `    <link>${escapeXml(`${site}/blog`)}</link>`,
    '    <description>Study tips, exam guides and news from Studyloop.</description>',
    '    <language>en-us</language>',
    `    <atom:link href="${escapeXml(`${site}/blog/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>` : '',
    `    <ttl>${FEED_CACHE_SECONDS / 60}</ttl>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter(Boolean)
    .join('\n');
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : undefined);

/**
 * The static sitemap with an entry per published post and per category added before its end. A sitemap names one
 * host, so the entries take the host of the static file's first `<loc>` (or `fallbackOrigin`).
 */
export function sitemapWithBlog(
  staticXml: string,
  posts: FeedPost[],
  categories: FeedCategory[],
  fallbackOrigin: string,
): string {
  const close = staticXml.lastIndexOf('</urlset>');
  if (close < 0) return staticXml;
  const firstLoc = /<loc>\s*([^<\s]+)\s*<\/loc>/.exec(staticXml)?.[1];
  const origin = (firstLoc ? new URL(firstLoc).origin : fallbackOrigin).replace(/\/$/, '');
  const entry = (path: string, lastmod: string | undefined, changefreq: string, priority: string) =>
    `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}` +
    `<changefreq>${changefreq}</changefreq><priority>${priority}</priority></url>\n`;
  const listed = new Set(Array.from(staticXml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g), (m) => m[1]));
  const added = [
    ...categories.map((category) =>
      entry(`/blog/category/${encodeURIComponent(category.slug)}`, day(category.updated_at), 'weekly', '0.5'),
    ),
    ...posts.map((post) =>
      entry(
        `/blog/${encodeURIComponent(post.slug)}`,
        day(post.updated_at ?? post.published_at),
        'monthly',
        '0.6',
      ),
    ),
  ].filter((line) => !listed.has(/<loc>([^<]+)<\/loc>/.exec(line)![1]));
  return staticXml.slice(0, close) + added.join('') + staticXml.slice(close);
}
