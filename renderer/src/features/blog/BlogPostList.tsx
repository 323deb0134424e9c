import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Skeleton } from '../../ui/Skeleton';
import { postsQuery, type ListFilters } from './blog.api';
import { BlogPostCard } from './BlogPostCard';
import { blogTexts as texts } from './blog.texts';

/** A page of posts (10) with the page count, and the empty and error states. */
export function BlogPostList({ filters }: { filters: ListFilters }) {
  const [params] = useSearchParams();
  const posts = useQuery(postsQuery(filters));
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
    const query = next.toString();
    return query ? `?${query}` : '?';
  };

  if (posts.error) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-700">
        {texts.fetchPostsFailed}
      </p>
    );
  }
  if (posts.isPending) {
    return (
      <div className="grid gap-5 sm:grid-cols-2" aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-72 rounded-2xl" />
        ))}
      </div>
    );
  }
  const { posts: items, page, total_pages: totalPages } = posts.data;
  if (items.length === 0) {
    return (
      <p className="rounded-xl bg-slate-50 p-6 text-center text-muted">
        {filters.search ? texts.noResults(filters.search) : texts.noPosts}
      </p>
    );
  }
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2" data-testid="blog-posts">
        {items.map((post) => (
          <li key={post.id}>
            <BlogPostCard post={post} />
          </li>
        ))}
      </ul>
      <nav aria-label="Pagination" className="mt-8 flex items-center justify-between gap-3">
        {page > 1 ? (
          <Link to={pageLink(page - 1)} className="text-sm font-semibold text-brand-700">
            ← {texts.previous}
          </Link>
        ) : (
          <span />
        )}
        <p className="text-sm text-muted">{texts.pageOf(page, totalPages)}</p>
        {page < totalPages ? (
          <Link to={pageLink(page + 1)} className="text-sm font-semibold text-brand-700">
            {texts.next} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </>
  );
}
