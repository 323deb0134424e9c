import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../ui/Skeleton';
import { FEATURED_DOCUMENTS_LIMIT, featuredQuery } from './catalogue.api';
import { DocumentCardView } from './DocumentCardView';

const gridClasses = 'mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5';

/** The most downloaded documents (spec 1 section 7: featured, 5 by download_count), above the full list. */
export function FeaturedDocuments() {
  const featured = useQuery(featuredQuery());
  // Featured is a bonus above the list: while it loads it holds its space, and a failure or an empty
  // catalogue simply leaves it out (the list below has its own states).
  if (featured.isError || (featured.data && featured.data.length === 0)) return null;
  return (
    <section aria-labelledby="featured-documents" className="mb-10" data-testid="featured-documents">
      <h2 id="featured-documents" className="text-xl font-bold text-ink">
        Featured documents
      </h2>
      {featured.isPending ? (
        <div className={gridClasses} aria-busy="true">
          {Array.from({ length: FEATURED_DOCUMENTS_LIMIT }, (_, index) => (
            <Skeleton key={index} className="h-40 rounded-2xl" />
          ))}
        </div>
      ) : (
        <ul className={gridClasses}>
          {featured.data.map((document) => (
            <li key={document.id}>
              <DocumentCardView document={document} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
