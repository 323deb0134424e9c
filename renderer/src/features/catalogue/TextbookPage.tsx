import { Navigate, useParams } from 'react-router';
import { useSupabaseQuery } from '../../lib/useSupabaseQuery';
import { Container } from '../../ui/Container';
import { LoadError } from '../../ui/LoadState';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { Skeleton } from '../../ui/Skeleton';
import { fetchTextbook } from './catalogue.api';
import { DocumentResults } from './DocumentResults';

export function TextbookPage() {
  const { slug = '' } = useParams();
  const { data, isPending, error } = useSupabaseQuery(['textbook', slug], (client) =>
    fetchTextbook(client, slug),
  );
  if (error)
    return (
      <Container className="py-16">
        <LoadError error={error} />
      </Container>
    );
  if (isPending)
    return (
      <Container className="py-16">
        <Skeleton className="h-12 w-1/2" />
      </Container>
    );
  if (!data) return <Navigate to="/404" replace />;
  const meta = [data.author, data.edition, data.publication_year, data.isbn13 ? `ISBN ${data.isbn13}` : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <PageMeta
        title={`${data.title}: study guides`}
        description={data.description ?? `Study guides and notes for ${data.title}.`}
      />
      <PageHero
        eyebrow={data.subject?.name ?? 'Textbook'}
        title={data.title}
        description={data.description ?? undefined}
      >
        {meta && <p className="mt-4 text-sm text-muted">{meta}</p>}
      </PageHero>
      <Container className="py-10">
        <DocumentResults scope={{ textbook_id: data.id }} />
      </Container>
    </>
  );
}
