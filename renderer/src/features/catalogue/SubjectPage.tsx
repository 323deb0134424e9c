import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Container } from '../../ui/Container';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { QueryState } from '../../ui/QueryState';
import { subjectQuery } from './catalogue.api';
import { DocumentResults } from './DocumentResults';

export function SubjectPage() {
  const { slug = '' } = useParams();
  const query = useQuery(subjectQuery(slug));
  return (
    <QueryState query={query} loading={<PageSkeleton />} layout="page">
      {(subject) => (
        <>
          <PageMeta
            title={`${subject.name} notes and study guides`}
            description={
              subject.description ?? `${subject.document_count} ${subject.name} documents shared by students.`
            }
          />
          <PageHero
            eyebrow="Subject"
            title={subject.name}
            description={
              subject.description ??
              `${subject.document_count.toLocaleString('en-US')} documents shared by students.`
            }
          />
          <Container className="py-10">
            <DocumentResults scope={{ subject_id: subject.id }} showSubjectFilter={false} />
          </Container>
        </>
      )}
    </QueryState>
  );
}
