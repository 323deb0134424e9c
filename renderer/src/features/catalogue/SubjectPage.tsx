import { Navigate, useParams } from 'react-router';
import { useSupabaseQuery } from '../../lib/useSupabaseQuery';
import { Container } from '../../ui/Container';
import { LoadError } from '../../ui/LoadState';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { Skeleton } from '../../ui/Skeleton';
import { fetchSubject } from './catalogue.api';
import { DocumentResults } from './DocumentResults';

export function SubjectPage() {
  const { slug = '' } = useParams();
  const { data, isPending, error } = useSupabaseQuery(['subject', slug], (client) =>
    fetchSubject(client, slug),
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
  return (
    <>
      <PageMeta
        title={`${data.name} notes and study guides`}
        description={data.description ?? `${data.document_count} ${data.name} documents shared by students.`}
      />
      <PageHero
        eyebrow="Subject"
        title={data.name}
        description={
          data.description ?? `${data.document_count.toLocaleString('en-US')} documents shared by students.`
        }
      />
      <Container className="py-10">
        <DocumentResults scope={{ subject_id: data.id }} showSubjectFilter={false} />
      </Container>
    </>
  );
}
