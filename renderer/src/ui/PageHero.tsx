import type { ReactNode } from 'react';
import { Container } from './Container';

export function PageHero({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-slate-100 bg-gradient-to-b from-brand-50 to-white">
      <Container className="py-12 sm:py-16">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl">
          {title}
        </h1>
        {description && <p className="mt-4 max-w-2xl text-lg text-pretty text-muted">{description}</p>}
        {children}
      </Container>
    </section>
  );
}
