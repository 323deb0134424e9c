import { useQuery } from '@tanstack/react-query';
import { BookOpen, Layers, Timer } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../ui/Container';
import { SectionHeading } from '../../ui/SectionHeading';
import { Skeleton } from '../../ui/Skeleton';
import type { ShowcaseKind } from './marketing.api';
import { showcaseQuery } from './marketing.api';

const headings = {
  homework: { title: 'Questions students asked', icon: BookOpen },
  flashcards: { title: 'Public flashcard decks', icon: Layers },
  tests: { title: 'Free practice tests', icon: Timer },
};

/** Public examples from the database under a tool landing page. */
export function ToolShowcase({ kind }: { kind: ShowcaseKind }) {
  const { data, isPending, error } = useQuery(showcaseQuery(kind));
  const { title, icon: Icon } = headings[kind];
  if (error) return null;
  return (
    <section className="below-fold bg-slate-50 py-16" aria-labelledby={`showcase-${kind}`}>
      <Container>
        <SectionHeading id={`showcase-${kind}`} title={title} />
        <ul className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {isPending
            ? Array.from({ length: 6 }, (_, index) => (
                <li key={index}>
                  <Skeleton className="h-24 rounded-2xl" />
                </li>
              ))
            : data.map((item) => (
                <li key={item.key}>
                  <Link
                    to={item.to}
                    className="flex h-24 items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-card hover:border-brand-200 hover:shadow-lift"
                  >
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span className="min-w-0">
                      <span className="line-clamp-2 font-semibold text-ink">{item.title}</span>
                      <span className="mt-1 block text-sm text-muted capitalize">{item.meta}</span>
                    </span>
                  </Link>
                </li>
              ))}
        </ul>
      </Container>
    </section>
  );
}
