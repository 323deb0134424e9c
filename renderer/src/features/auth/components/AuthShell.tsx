import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Container } from '../../../ui/Container';

const perks = [
  'Step-by-step homework help',
  'AI flashcards with spaced repetition',
  'Personalised practice tests',
  'Thousands of notes from top universities',
];

/** The two-column frame of the sign-in screens: the form on a card, the product's promise beside it. */
export function AuthShell({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 via-white to-white">
      <Container className="grid items-start gap-10 py-10 sm:py-16 lg:grid-cols-[1fr_1.05fr] lg:gap-16">
        <div className="mx-auto w-full max-w-md rounded-3xl border border-slate-200/80 bg-white p-6 shadow-lift sm:p-8 lg:order-2">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {subtitle && <p className="mt-1.5 text-muted">{subtitle}</p>}
          <div className="mt-6">{children}</div>
        </div>
        <div className="hidden pt-8 lg:block">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Studyloop</p>
          <p className="mt-3 text-4xl leading-tight font-extrabold tracking-tight text-balance text-ink">
            Everything you need to study smarter, in one place.
          </p>
          <ul className="mt-8 space-y-4">
            {perks.map((perk) => (
              <li key={perk} className="flex items-center gap-3 text-lg text-slate-700">
                <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-emerald-500" />
                {perk}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </div>
  );
}
