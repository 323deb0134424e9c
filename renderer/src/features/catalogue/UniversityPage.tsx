import { useQuery } from '@tanstack/react-query';
import { GraduationCap } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Container } from '../../ui/Container';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { QueryState } from '../../ui/QueryState';
import { universityQuery } from './catalogue.api';
import { DocumentResults } from './DocumentResults';

export function UniversityPage() {
  const { slug = '' } = useParams();
  const query = useQuery(universityQuery(slug));
  return (
    <QueryState query={query} loading={<PageSkeleton />} layout="page">
      {({ university, courses }) => (
        <>
          <PageMeta
            title={`${university.name}: notes and past exams`}
            description={university.description ?? `Study documents for courses at ${university.name}.`}
          />
          <PageHero
            eyebrow={[university.city, university.country?.name].filter(Boolean).join(', ') || 'University'}
            title={university.name}
            description={university.description ?? undefined}
          />
          <Container className="py-10">
            <h2 className="text-xl font-bold text-ink">Courses</h2>
            {courses.length === 0 ? (
              <p className="mt-3 text-muted">No courses yet.</p>
            ) : (
              <ul
                className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2 lg:grid-cols-3"
                data-testid="courses"
              >
                {courses.map((course) => (
                  <li key={course.id}>
                    <Link
                      to={`/universities/${university.slug}/courses/${course.slug}`}
                      className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card hover:border-brand-200"
                    >
                      <GraduationCap aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                      <span className="min-w-0">
                        <span className="block truncate font-semibold text-ink">{course.name}</span>
                        <span className="block text-sm text-muted capitalize">
                          {[course.code, course.level].filter(Boolean).join(' · ')}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <h2 className="mt-12 mb-4 text-xl font-bold text-ink">Documents</h2>
            <DocumentResults scope={{ university_id: university.id }} />
          </Container>
        </>
      )}
    </QueryState>
  );
}
