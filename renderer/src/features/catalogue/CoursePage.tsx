import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Container } from '../../ui/Container';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { QueryState } from '../../ui/QueryState';
import { courseQuery } from './catalogue.api';
import { DocumentResults } from './DocumentResults';

export function CoursePage() {
  const { universitySlug = '', courseSlug = '' } = useParams();
  const query = useQuery(courseQuery(universitySlug, courseSlug));
  return (
    <QueryState query={query} loading={<PageSkeleton />} layout="page">
      {({ university, course }) => (
        <>
          <PageMeta
            title={`${course.name} at ${university.name}`}
            description={
              course.description ?? `Notes and past exams for ${course.name} at ${university.name}.`
            }
          />
          <PageHero
            eyebrow={course.code ?? 'Course'}
            title={course.name}
            description={course.description ?? undefined}
          >
            <p className="mt-4 text-sm text-muted">
              <Link
                to={`/universities/${university.slug}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                {university.name}
              </Link>
              {course.level && <span className="capitalize"> · {course.level}</span>}
            </p>
          </PageHero>
          <Container className="py-10">
            <DocumentResults scope={{ course_id: course.id }} />
          </Container>
        </>
      )}
    </QueryState>
  );
}
