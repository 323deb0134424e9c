import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { categoriesQuery, recentQuery, tagsQuery } from './blog.api';
import { formatBlogDate } from './blog.format';
import { blogTexts as texts } from './blog.texts';

/** Categories with post counts, popular tags and recent posts. */
export function BlogSidebar({ activeCategory }: { activeCategory?: string }) {
  const categories = useQuery(categoriesQuery());
  const tags = useQuery(tagsQuery());
  const recent = useQuery(recentQuery());
  return (
    <aside className="space-y-6">
      <Card className="p-5">
        <h2 className="font-semibold text-ink">{texts.categories}</h2>
        {categories.isPending ? (
          <Skeleton className="mt-3 h-32 w-full" />
        ) : (
          <ul className="mt-3 space-y-1" data-testid="blog-categories">
            <li>
              <Link
                to="/blog"
                className="flex justify-between rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50"
              >
                {texts.allPosts}
              </Link>
            </li>
            {categories.data?.map((category) => (
              <li key={category.id}>
                <Link
                  to={`/blog/category/${category.slug}`}
                  aria-current={activeCategory === category.slug ? 'page' : undefined}
                  className="flex justify-between rounded-lg px-2 py-1.5 text-sm hover:bg-slate-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
                >
                  <span>{category.name}</span>
                  <span className="text-muted">{category.post_count}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="p-5">
        <h2 className="font-semibold text-ink">{texts.popularTags}</h2>
        {tags.isPending ? (
          <Skeleton className="mt-3 h-20 w-full" />
        ) : (
          <ul className="mt-3 flex flex-wrap gap-2">
            {tags.data?.map((tag) => (
              <li key={tag.id}>
                <Link
                  to={`/blog?tag=${tag.slug}`}
                  className="inline-flex rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                >
                  #{tag.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="p-5">
        <h2 className="font-semibold text-ink">{texts.recent}</h2>
        {recent.isPending ? (
          <Skeleton className="mt-3 h-40 w-full" />
        ) : (
          <ul className="mt-3 space-y-3">
            {recent.data?.map((post) => (
              <li key={post.id}>
                <Link to={`/blog/${post.slug}`} className="text-sm font-medium text-ink hover:text-brand-700">
                  {post.title}
                </Link>
                <p className="text-xs text-slate-500">{formatBlogDate(post.published_at)}</p>
              </li>
            ))}
          </ul>
        )}
        {/* A plain link: the feed is served by the platform, not a route of the app. */}
        <a
          href="/blog/rss.xml"
          type="application/rss+xml"
          className="mt-4 inline-flex text-sm font-medium text-brand-700 hover:underline"
        >
          {texts.rssFeed}
        </a>
      </Card>
    </aside>
  );
}
