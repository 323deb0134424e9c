// The public study items in /sitemap.xml (issue 14 and 15, spec 1 section 2's public item pages): each public
// homework question (/ai-homework-helper/{slug}), public flashcard deck (/ai-flashcard-maker/{slug}) and public
// practice test (/test-prep/test/{slug}), read as a visitor through PostgREST, so RLS decides what is public:
// a question made private again leaves the sitemap with its page.
import { escapeXml, visitorReader } from './blog-feeds.ts';

export interface SitemapEntry {
  path: string;
  lastmod: string | null;
  changefreq: 'daily' | 'weekly' | 'monthly';
  priority: string;
}

export interface PublicItemsSource {
  entries(): Promise<SitemapEntry[]>;
}

/** At most this many of each kind, newest first (a sitemap file holds 50,000 URLs). */
export const SITEMAP_ITEMS_PER_KIND = 10_000;

interface Row {
  slug: string | null;
  updated_at: string | null;
}

export function createPublicItemsSource(options: {
  restUrl: string;
  anonKey: string;
  fetch?: typeof fetch;
}): PublicItemsSource {
  const rows = (path: string) => visitorReader(options)<Row[]>(path);
  const newest = `order=updated_at.desc&limit=${SITEMAP_ITEMS_PER_KIND}`;
  const kinds = [
    {
      path: (slug: string) => `/ai-homework-helper/${encodeURIComponent(slug)}`,
      query: `homework_questions?select=slug,updated_at&is_public=is.true&parent_id=is.null&${newest}`,
      changefreq: 'weekly' as const,
      priority: '0.6',
    },
    {
      path: (slug: string) => `/ai-flashcard-maker/${encodeURIComponent(slug)}`,
      query: `flashcard_decks?select=slug,updated_at&is_public=is.true&${newest}`,
      changefreq: 'weekly' as const,
      priority: '0.6',
    },
    {
      path: (slug: string) => `/test-prep/test/${encodeURIComponent(slug)}`,
      query: `tests?select=slug,updated_at&is_public=is.true&status=eq.ready&${newest}`,
      changefreq: 'weekly' as const,
      priority: '0.6',
    },
  ];
  return {
    async entries() {
      const lists = await Promise.all(kinds.map((kind) => rows(kind.query)));
      return kinds.flatMap((kind, i) =>
        lists[i]!.flatMap((row) =>
          row.slug
            ? [
                {
                  path: kind.path(row.slug),
                  lastmod: row.updated_at,
                  changefreq: kind.changefreq,
                  priority: kind.priority,
                },
              ]
            : [],
        ),
      );
    },
  };
}

/**
 * The sitemap with the given entries added before its end, on the host of its first `<loc>` (or `fallbackOrigin`);
 * an address already listed is not repeated.
 */
export function sitemapWithEntries(xml: string, entries: SitemapEntry[], fallbackOrigin: string): string {
  const close = xml.lastIndexOf('</urlset>');
  if (close < 0) return xml;
  const firstLoc = /<loc>\s*([^<\s]+)\s*<\/loc>/.exec(xml)?.[1];
  const origin = (firstLoc ? new URL(firstLoc).origin : fallbackOrigin).replace(/\/$/, '');
  const listed = new Set(Array.from(xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g), (m) => m[1]));
  const lines = entries
    .filter((e) => !listed.has(origin + e.path))
    .map(
      (e) =>
        `  <url><loc>${escapeXml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ''}` +
        `<changefreq>${e.changefreq}</changefreq><priority>${e.priority}</priority></url>\n`,
    );
  return xml.slice(0, close) + lines.join('') + xml.slice(close);
}
