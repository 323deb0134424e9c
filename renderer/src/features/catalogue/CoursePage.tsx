import { Link, Navigate, useParams } from 'react-router';
import { useSupabaseQuery } from '../../lib/useSupabaseQuery';
import { Container } from '../../ui/Container';
import { LoadError } from '../../ui/LoadState';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { Skeleton } from '../../ui/Skeleton';
import { fetchCourse } from './catalogue.api';
import { DocumentResults } from './DocumentResults';

export function CoursePage() {
  const { universitySlug = '', courseSlug = '' } = useParams();
  const { data, isPending, error } = useSupabaseQuery(['course', universitySlug, courseSlug], (client) =>
    fetchCourse(client, universitySlug, courseSlug),
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
  const { university, course } = data;
  return (
    <>
      <PageMeta
        title={`${course.name} at ${university.name}`}
        description={course.description ?? `Notes and past exams for ${course.name} at ${university.name}.`}
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
  );
}
