import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import { useAuthStore, Avatar } from '../auth';
import { postQuery } from './blog.api';
import { formatBlogDate, readingMinutes } from './blog.format';
import { BlogComments } from './BlogComments';
import { BlogLikeButton } from './BlogLikeButton';
import { BlogMarkdown } from './BlogMarkdown';
import { BlogPostCard } from './BlogPostCard';
import { blogTexts as texts } from './blog.texts';

/** /blog/{slug}: the post (Markdown), author, category, tags, likes, comments and related posts. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const userId = useAuthStore((state) => (state.status === 'signedIn' ? (state.user?.id ?? null) : null));
  const query = useQuery(postQuery(slug));

  return (
    <QueryState
      query={query}
      layout="page"
      failure={
        <p role="alert" className="text-red-600">
          {texts.fetchPostFailed}
        </p>
      }
      loading={
        <Container className="max-w-3xl py-12" aria-busy="true">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="mt-6 h-96 w-full" />
        </Container>
      }
    >
      {({ post, related }) => (
        <article>
          <PageMeta
            title={`${post.title} – ${texts.title}`}
            description={post.excerpt ?? undefined}
            structuredData={{
              '@context': 'https://schema.org',
              '@type': 'BlogPosting',
              headline: post.title,
              datePublished: post.published_at,
              author: { '@type': 'Person', name: post.author.name },
            }}
          />
          <Container className="max-w-3xl py-10">
            <Link to="/blog" className="text-sm font-semibold text-brand-700">
              ← {texts.backToBlog}
            </Link>
            <p className="mt-6 text-sm font-semibold tracking-wide text-brand-600 uppercase">
              {post.category.slug ? (
                <Link to={`/blog/category/${post.category.slug}`}>{post.category.name}</Link>
              ) : (
                post.category.name
              )}
            </p>
            <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">
              {post.title}
            </h1>
            <p className="mt-4 flex flex-wrap gap-x-3 text-sm text-muted">
              <span>
                {texts.by} {post.author.name}
              </span>
              <span>{formatBlogDate(post.published_at)}</span>
              <span>{texts.minRead(readingMinutes(post.content))}</span>
              <span data-testid="view-count">{texts.views(post.view_count)}</span>
            </p>
            {post.featured_image && (
              <img src={post.featured_image} alt="" className="mt-8 w-full rounded-2xl object-cover" />
            )}
            <div className="mt-8">
              <BlogMarkdown content={post.content} />
            </div>
            {post.tags.length > 0 && (
              <ul className="mt-8 flex flex-wrap gap-2" aria-label={texts.tags}>
                {post.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link
                      to={`/blog?tag=${tag.slug}`}
                      className="inline-flex rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 hover:bg-brand-50"
                    >
                      #{tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-8">
              <BlogLikeButton postId={post.id} userId={userId} returnUrl={pathname} />
            </div>
            <Card className="mt-10 flex gap-4 p-5">
              <Avatar name={post.author.name} url={post.author.avatar_url} className="size-14 text-lg" />
              <div>
                <p className="text-xs font-semibold tracking-wide text-muted uppercase">
                  {texts.aboutAuthor}
                </p>
                <p className="font-semibold text-ink">{post.author.name}</p>
                {post.author.bio && <p className="mt-1 text-sm text-muted">{post.author.bio}</p>}
              </div>
            </Card>
            <BlogComments postId={post.id} userId={userId} returnUrl={pathname} />
          </Container>
          {related.length > 0 && (
            <section aria-labelledby="blog-related" className="border-t border-slate-100 bg-slate-50/60">
              <Container className="py-10">
                <h2 id="blog-related" className="text-2xl font-bold text-ink">
                  {texts.related}
                </h2>
                <ul className="mt-5 grid gap-5 md:grid-cols-3">
                  {related.map((item) => (
                    <li key={item.id}>
                      <BlogPostCard post={item} />
                    </li>
                  ))}
                </ul>
              </Container>
            </section>
          )}
        </article>
      )}
    </QueryState>
  );
}
