import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../ui/Container';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { textbooksQuery } from './catalogue.api';

export function TextbooksPage() {
  const query = useQuery(textbooksQuery());
  return (
    <>
      <PageMeta
        title="Textbook guides"
        description="Chapter summaries and solutions guides for popular textbooks."
      />
      <PageHero
        eyebrow="Textbooks"
        title="Guides to popular textbooks"
        description="Chapter summaries, worked problems and notes written by students."
      />
      <Container className="py-10">
        <QueryState query={query} loading={<ListSkeleton count={9} />}>
          {(textbooks) => (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {textbooks.map((book) => (
                <li key={book.id}>
                  <Link
                    to={`/textbooks/${book.slug}`}
                    className="flex h-24 items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card hover:border-brand-200"
                  >
                    <BookOpen aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-600" />
                    <span className="min-w-0">
                      <span className="line-clamp-2 font-semibold text-ink">{book.title}</span>
                      <span className="block truncate text-sm text-muted">
                        {[book.author, book.edition].filter(Boolean).join(' · ')}
                      </span>
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
