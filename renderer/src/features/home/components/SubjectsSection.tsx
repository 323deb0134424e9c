import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ArrowRight, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import { SectionHeading } from '../../../ui/SectionHeading';
import { homeSubjectsQuery } from '../home.api';
import { browserStorage, HOME_SUBJECTS_COUNT, writeCachedSubjects } from '../home-subjects.cache';
import { homeTexts } from '../home.texts';
import { SubjectCard } from './SubjectCard';
import { SubjectCardSkeleton } from './SubjectCardSkeleton';

const texts = homeTexts.subjects;
const gridClasses = 'mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4';

export function SubjectsSection() {
  const { data, dataUpdatedAt, error, isPending, refetch, isFetching } = useQuery(homeSubjectsQuery());
  // Kept in the browser for the next visit, whether fetched here or sent with the server-rendered page.
  useEffect(() => {
    if (data) writeCachedSubjects(browserStorage(), data, dataUpdatedAt);
  }, [data, dataUpdatedAt]);
  return (
    <section aria-labelledby="subjects-title" className="below-fold bg-slate-50 py-16 sm:py-24">
      <Container>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading
            id="subjects-title"
            eyebrow={texts.eyebrow}
            title={texts.title}
            description={texts.description}
          />
          <Link
            to="/subjects"
            className="inline-flex shrink-0 items-center gap-1.5 font-semibold text-brand-700 hover:text-brand-800"
          >
            {texts.viewAll}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>

        {error ? (
          <div
            role="alert"
            className="mt-10 flex flex-col items-start gap-4 rounded-2xl border border-red-200 bg-white p-6"
          >
            <p data-testid="subjects-error" className="font-medium text-red-600">
              {error.message}
            </p>
            <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {texts.retry}
            </Button>
          </div>
        ) : isPending ? (
          <div aria-busy="true" aria-live="polite">
            <span className="sr-only">{texts.loading}</span>
            <div className={gridClasses}>
              {Array.from({ length: HOME_SUBJECTS_COUNT }, (_, index) => (
                <SubjectCardSkeleton key={index} />
              ))}
            </div>
          </div>
        ) : data.length === 0 ? (
          <p className="mt-10 text-muted">{texts.empty}</p>
        ) : (
          <ul className={gridClasses} data-testid="subjects-grid">
            {data.slice(0, HOME_SUBJECTS_COUNT).map((subject) => (
              <li key={subject.id}>
                <SubjectCard subject={subject} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}
