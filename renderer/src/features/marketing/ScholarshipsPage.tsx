import { useQuery } from '@tanstack/react-query';
import { Award, CalendarDays, ExternalLink } from 'lucide-react';
import { Container } from '../../ui/Container';
import { PageHero } from '../../ui/PageHero';
import { PageMeta } from '../../ui/PageMeta';
import { QueryState } from '../../ui/QueryState';
import { Skeleton } from '../../ui/Skeleton';
import { scholarshipsQuery } from '../catalogue';
import { formatCalendarDate } from '../../lib/format-date';

function money(amount: number | null, currency: string) {
  if (amount === null) return null;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    maximumFractionDigits: 0,
  }).format(amount);
}

export function ScholarshipsPage() {
  const query = useQuery(scholarshipsQuery());
  return (
    <>
      <PageMeta
        title="Scholarships"
        description="Scholarships and grants for students, with amounts, deadlines and eligibility."
      />
      <PageHero
        eyebrow="Scholarships"
        title="Scholarships for students"
        description="Awards and grants from Studyloop and our partners. Check the eligibility and apply before the deadline."
      />
      <Container className="py-14">
        <QueryState
          query={query}
          loading={
            <ul className="grid gap-4 md:grid-cols-2" aria-busy="true">
              {Array.from({ length: 4 }, (_, index) => (
                <li key={index}>
                  <Skeleton className="h-52 rounded-2xl" />
                </li>
              ))}
            </ul>
          }
        >
          {(scholarships) => (
            <ul className="grid gap-4 md:grid-cols-2" aria-busy="false">
              {scholarships.map((item) => (
                <li
                  key={item.id}
                  className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card"
                  data-testid="scholarship"
                >
                  <div className="flex items-start justify-between gap-4">
                    <div>
                      <h2 className="text-lg font-semibold text-ink">{item.title}</h2>
                      <p className="text-sm text-muted">{item.provider}</p>
                    </div>
                    {money(item.amount, item.currency) && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-sm font-bold text-emerald-700">
                        <Award aria-hidden="true" className="size-4" /> {money(item.amount, item.currency)}
                      </span>
                    )}
                  </div>
                  {item.description && <p className="mt-3 text-slate-700">{item.description}</p>}
                  {item.eligibility && (
                    <p className="mt-2 text-sm text-muted">
                      <span className="font-semibold text-slate-700">Eligibility:</span> {item.eligibility}
                    </p>
                  )}
                  <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5 text-sm">
                    {item.deadline && (
                      <span className="inline-flex items-center gap-1.5 text-slate-600">
                        <CalendarDays aria-hidden="true" className="size-4" /> Deadline{' '}
                        {formatCalendarDate(item.deadline)}
                      </span>
                    )}
                    {item.url && (
                      <a
                        href={item.url}
                        target="_blank"
                        rel="noreferrer noopener"
                        className="inline-flex items-center gap-1 font-semibold text-brand-700"
                      >
                        Apply <ExternalLink aria-hidden="true" className="size-4" />
                      </a>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Container>
    </>
  );
}
