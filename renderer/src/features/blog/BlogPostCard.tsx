import { Link } from 'react-router';
import { Card } from '../../ui/Card';
import type { BlogPostCard as Post } from './blog.api';
import { formatBlogDate } from './blog.format';
import { blogTexts as texts } from './blog.texts';

/** One post in a list: category, title, excerpt, author and date. */
export function BlogPostCard({ post, large = false }: { post: Post; large?: boolean }) {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {post.featured_image ? (
        <img src={post.featured_image} alt="" className="aspect-[16/9] w-full object-cover" loading="lazy" />
      ) : (
        <div
          aria-hidden="true"
          className="aspect-[16/9] w-full bg-gradient-to-br from-brand-100 via-brand-50 to-white"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase">{post.category.name}</p>
        <h3 className={large ? 'mt-2 text-xl font-bold text-ink' : 'mt-2 text-lg font-semibold text-ink'}>
          <Link to={`/blog/${post.slug}`} className="hover:text-brand-700">
            {post.title}
          </Link>
        </h3>
        {post.excerpt && <p className="mt-2 line-clamp-3 text-sm text-muted">{post.excerpt}</p>}
        <p className="mt-auto pt-4 text-xs text-slate-500">
          {texts.by} {post.author.name} · {formatBlogDate(post.published_at)}
        </p>
      </div>
    </Card>
  );
}
