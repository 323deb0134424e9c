import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Container } from '../../ui/Container';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { featuredQuery } from './blog.api';
import { BlogPostCard } from './BlogPostCard';
import { BlogPostList } from './BlogPostList';
import { BlogSearch } from './BlogSearch';
import { BlogSidebar } from './BlogSidebar';
import { blogTexts as texts } from './blog.texts';

/** /blog: featured posts, the latest posts paged by 10 (search, tag filter), and the sidebar. */
export function BlogPage() {
  const [params] = useSearchParams();
  const search = params.get('q') ?? '';
  const tag = params.get('tag') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const featured = useQuery(featuredQuery());
  const filtered = !!search || !!tag;

  return (
    <>
      <PageMeta title={texts.title} description={texts.pageDescription} />
      <PageHero eyebrow={texts.heroEyebrow} title={texts.heroTitle} description={texts.heroDescription}>
        <BlogSearch key={search} />
      </PageHero>
      <Container className="py-10">
        {!filtered && page === 1 && (featured.data?.length ?? 0) > 0 && (
          <section aria-labelledby="blog-featured" className="mb-12">
            <h2 id="blog-featured" className="text-2xl font-bold text-ink">
              {texts.featured}
            </h2>
            <ul className="mt-5 grid gap-5 md:grid-cols-3" data-testid="blog-featured">
              {featured.data?.map((post) => (
                <li key={post.id}>
                  <BlogPostCard post={post} large />
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <section aria-labelledby="blog-latest">
            <div className="flex flex-wrap items-baseline justify-between gap-3">
              <h2 id="blog-latest" className="text-2xl font-bold text-ink">
                {tag ? texts.taggedWith(tag) : texts.latest}
              </h2>
              {filtered && (
                <Link to="/blog" className="text-sm font-semibold text-brand-700">
                  {texts.clearFilter}
                </Link>
              )}
            </div>
            <div className="mt-5">
              <BlogPostList filters={{ page, search: search || undefined, tagSlug: tag || undefined }} />
            </div>
          </section>
          <BlogSidebar />
        </div>
      </Container>
    </>
  );
}
