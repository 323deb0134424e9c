import { ArrowRight, Check } from 'lucide-react';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../ui/ButtonLink';
import { Container } from '../../../ui/Container';
import { SectionHeading } from '../../../ui/SectionHeading';

interface ShowcaseSectionProps {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  points: readonly string[];
  cta: { label: string; to: string };
  visual: ReactNode;
  /** Puts the visual on the left on wide screens. */
  reverse?: boolean;
  className?: string;
}

/** The text-plus-illustration layout shared by the writer, test-prep and flashcard showcases. */
export function ShowcaseSection({
  id,
  eyebrow,
  title,
  description,
  points,
  cta,
  visual,
  reverse = false,
  className,
}: ShowcaseSectionProps) {
  return (
    <section aria-labelledby={id} className={clsx('below-fold overflow-x-clip py-16 sm:py-24', className)}>
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div className={clsx(reverse && 'lg:order-2')}>
          <SectionHeading id={id} eyebrow={eyebrow} title={title} description={description} />
          <ul className="mt-8 space-y-3">
            {points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-slate-700">
                <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
                  <Check aria-hidden="true" className="size-4" strokeWidth={3} />
                </span>
                {point}
              </li>
            ))}
          </ul>
          <ButtonLink to={cta.to} className="mt-10">
            {cta.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
        <div className={clsx('min-w-0', reverse && 'lg:order-1')}>{visual}</div>
      </Container>
    </section>
  );
}
