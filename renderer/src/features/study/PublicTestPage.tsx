import { useQuery } from '@tanstack/react-query';
import { Timer } from 'lucide-react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../ui/ButtonLink';
import { Container } from '../../ui/Container';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { QueryState } from '../../ui/QueryState';
import { publicTestQuery } from './study.api';

/** /tests/{id} and /test-prep/test/{slug}: a public practice test and its questions (answers stay hidden). */
export function PublicTestPage() {
  const { id, slug } = useParams();
  const query = useQuery(publicTestQuery(id ? { id } : { slug }));
  return (
    <QueryState query={query} loading={<PageSkeleton />} layout="page">
      {({ test, questions }) => (
        <>
          <PageMeta
            title={test.title}
            description={
              test.description ??
              `A free ${test.subject?.name ?? ''} practice test with ${test.question_count} questions.`
            }
          />
          <PageHero
            eyebrow={test.subject?.name ?? 'Practice test'}
            title={test.title}
            description={test.description ?? undefined}
          >
            <p className="mt-4 flex flex-wrap gap-4 text-sm text-muted capitalize">
              <span>{test.question_count} questions</span>
              <span>{test.difficulty}</span>
              {test.time_limit_minutes && (
                <span className="inline-flex items-center gap-1">
                  <Timer aria-hidden="true" className="size-4" />
                  {test.time_limit_minutes} minutes
                </span>
              )}
            </p>
            <ButtonLink to={`/test-prep/public/test/${test.id}`} className="mt-6">
              Take this test
            </ButtonLink>
          </PageHero>
          <Container className="py-10">
            <h2 className="text-xl font-bold text-ink">Questions</h2>
            <ol className="mt-4 space-y-4" data-testid="test-questions">
              {questions.map((question, index) => (
                <li key={question.id} className="rounded-2xl border border-slate-200 bg-white p-5">
                  <p className="font-semibold text-ink">
                    <span className="text-brand-700">{index + 1}.</span> {question.prompt}
                  </p>
                  {question.options.length > 0 && (
                    <ul className="mt-3 grid gap-2 sm:grid-cols-2">
                      {question.options.map((option) => (
                        <li key={option} className="rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-700">
                          {option}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          </Container>
        </>
      )}
    </QueryState>
  );
}
