import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { Container } from '../../ui/Container';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { Skeleton } from '../../ui/Skeleton';
import { categoriesQuery } from './blog.api';
import { BlogPostList } from './BlogPostList';
import { BlogSidebar } from './BlogSidebar';
import { blogTexts as texts } from './blog.texts';

/** /blog/category/{categorySlug}: the category's posts, paged by 10; an unknown category is a 404. */
export function BlogCategoryPage() {
  const { categorySlug = '' } = useParams();
  const [params] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const categories = useQuery(categoriesQuery());
  const category = categories.data?.find((c) => c.slug === categorySlug);

  if (categories.isPending) {
    return (
      <Container className="py-16">
        <Skeleton className="h-12 w-72" />
      </Container>
    );
  }
  if (!category) {
    return categories.data?.length ? (
      <Navigate to="/404" replace />
    ) : (
      <Container className="py-16">
        <p role="alert" className="text-red-600">
          {texts.loadFailed}
        </p>
      </Container>
    );
  }
  return (
    <>
      <PageMeta title={`${category.name} – ${texts.title}`} description={category.description ?? undefined} />
      <PageHero eyebrow={texts.heroEyebrow} title={category.name} description={category.description}>
        <p className="mt-3 text-sm text-muted">{texts.postsCount(category.post_count)}</p>
      </PageHero>
      <Container className="py-10">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <BlogPostList filters={{ page, categorySlug }} />
          <BlogSidebar activeCategory={categorySlug} />
        </div>
      </Container>
    </>
  );
}
