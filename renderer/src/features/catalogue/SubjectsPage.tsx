import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Container } from '../../ui/Container';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { subjectVisualFor } from '../home';
import { subjectsQuery } from './catalogue.api';

export function SubjectsPage() {
  const query = useQuery(subjectsQuery());
  return (
    <>
      <PageMeta
        title="Subjects"
        description="Browse study notes, past exams and guides by subject: mathematics, biology, law, computer science and more."
      />
      <PageHero
        eyebrow="Subjects"
        title="Browse by subject"
        description="Find documents for every field of study."
      />
      <Container className="py-10">
        <QueryState query={query} loading={<ListSkeleton count={12} />}>
          {(subjects) => (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {subjects.map((subject) => {
                const { icon: Icon } = subjectVisualFor(subject.name);
                return (
                  <li key={subject.id}>
                    <Link
                      to={`/subjects/${subject.slug}`}
                      className="flex h-24 items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-card hover:border-brand-200 hover:shadow-lift"
                    >
                      <span
                        className="flex size-12 shrink-0 items-center justify-center rounded-xl text-white"
                        style={{ backgroundColor: subject.color ?? '#4f46e5' }}
                      >
                        <Icon aria-hidden="true" className="size-6" />
                      </span>
                      <span>
                        <span className="block font-semibold text-ink">{subject.name}</span>
                        <span className="text-sm text-muted">
                          {subject.document_count.toLocaleString('en-US')} documents
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </QueryState>
      </Container>
    </>
  );
}
