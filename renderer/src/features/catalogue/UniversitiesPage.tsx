import { useQuery } from '@tanstack/react-query';
import { Building2, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Container } from '../../ui/Container';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { universitiesQuery } from './catalogue.api';

export function UniversitiesPage() {
  const query = useQuery(universitiesQuery());
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  return (
    <>
      <PageMeta title="Universities" description="Find study documents for your university and courses." />
      <PageHero
        eyebrow="Universities"
        title="Find your university"
        description="Notes and past exams organised by university and course."
      />
      <Container className="py-10">
        <div className="relative mb-6 max-w-md">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
          />
          <label htmlFor="uni-filter" className="sr-only">
            Filter universities
          </label>
          <input
            id="uni-filter"
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder="Filter universities"
            className="h-11 w-full rounded-xl border border-slate-300 pr-3 pl-9 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 focus:outline-none"
          />
        </div>
        <QueryState query={query} loading={<ListSkeleton count={9} />}>
          {(universities) => (
            <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {universities
                .filter((u) => u.name.toLowerCase().includes(needle))
                .map((university) => (
                  <li key={university.id}>
                    <Link
                      to={`/universities/${university.slug}`}
                      className="flex h-20 items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card hover:border-brand-200"
                    >
                      <Building2 aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
                      <span className="min-w-0">
                        <span className="block truncate font-semibold text-ink">{university.name}</span>
                        <span className="block truncate text-sm text-muted">
                          {[university.city, university.country?.name].filter(Boolean).join(', ')}
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
