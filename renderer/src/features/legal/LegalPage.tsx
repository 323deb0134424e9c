import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useMatches } from 'react-router';
import type { RouteHandle } from '../../app/route-handle';
import { Container } from '../../ui/Container';
import { PageMeta } from '../../ui/PageMeta';
import { legalDocuments } from './legal.content';
import type { LegalDocumentKey } from './legal.keys';
import { legalDocumentKeys } from './legal.keys';
import { latestLegalVersionQuery } from './legal-versions.api';

const LegalVersionText = lazy(() =>
  import('./LegalVersionText').then((m) => ({ default: m.LegalVersionText })),
);
const updatedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

export function LegalPage() {
  const matches = useMatches();
  const key = ((matches.at(-1)?.handle ?? {}) as RouteHandle).legal as LegalDocumentKey;
  const builtIn = legalDocuments[key];
  // The newest text published from the back office wins; until it loads (or without one) the built-in text shows.
  const published = useQuery(latestLegalVersionQuery(key)).data;
  const doc = published
    ? {
        ...builtIn,
        title: published.title,
        summary: published.summary,
        updated: updatedOn(published.created_at),
      }
    : builtIn;
  return (
    <Container className="grid gap-10 py-12 lg:grid-cols-[14rem_1fr]">
      <PageMeta title={doc.title} description={doc.summary} />
      <nav aria-label="Legal" className="lg:sticky lg:top-24 lg:self-start">
        <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          <li>
            <Link
              to="/legal"
              className="block rounded-lg px-3 py-1.5 text-sm text-slate-600 hover:bg-slate-100"
            >
              All legal
            </Link>
          </li>
          {legalDocumentKeys.map((item) => (
            <li key={item}>
              <Link
                to={`/legal/${item}`}
                aria-current={item === key ? 'page' : undefined}
                className="block rounded-lg px-3 py-1.5 text-sm text-slate-600 hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold aria-[current=page]:text-brand-700"
              >
                {legalDocuments[item].title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <article className="max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">{doc.title}</h1>
        <p className="mt-2 text-sm text-muted">Last updated {doc.updated}</p>
        <p className="mt-6 text-lg text-slate-700">{doc.summary}</p>
        {published ? (
          <Suspense fallback={null}>
            <LegalVersionText body={published.body} />
          </Suspense>
        ) : (
          doc.sections.map((section) => (
            <section key={section.heading} className="mt-8">
              <h2 className="text-xl font-semibold text-ink">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-slate-700">
                  {paragraph}
                </p>
              ))}
            </section>
          ))
        )}
      </article>
    </Container>
  );
}
