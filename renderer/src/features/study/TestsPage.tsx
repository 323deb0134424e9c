import { useQuery } from '@tanstack/react-query';
import { Timer } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../ui/Container';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { publicTestsQuery } from './study.api';

export function TestsPage() {
  const query = useQuery(publicTestsQuery());
  return (
    <>
      <PageMeta
        title="Practice tests and exams"
        description="Free practice tests in calculus, physics, chemistry, biology and more."
      />
      <PageHero
        eyebrow="Tests"
        title="Practice tests and exams"
        description="Check what you know before the real exam."
      />
      <Container className="py-10">
        <QueryState query={query} loading={<ListSkeleton />}>
          {(tests) => (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {tests.map((test) => (
                <li key={test.id}>
                  <Link
                    to={`/tests/${test.id}`}
                    className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-card hover:border-brand-200"
                    data-testid="test-card"
                  >
                    <span className="text-sm font-semibold text-brand-700">
                      {test.subject?.name ?? 'Practice test'}
                    </span>
                    <span className="mt-1 font-semibold text-ink">{test.title}</span>
                    <span className="mt-auto flex items-center gap-3 pt-4 text-sm text-muted capitalize">
                      <span>{test.question_count} questions</span>
                      <span>{test.difficulty}</span>
                      {test.time_limit_minutes && (
                        <span className="inline-flex items-center gap-1">
                          <Timer aria-hidden="true" className="size-4" />
                          {test.time_limit_minutes} min
                        </span>
                      )}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Container>
    </>
  );
}
