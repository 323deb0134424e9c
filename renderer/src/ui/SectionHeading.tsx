import { clsx } from 'clsx';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'left' | 'center';
  tone?: 'default' | 'inverse';
  className?: string;
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'left',
  tone = 'default',
  className,
}: SectionHeadingProps) {
  const inverse = tone === 'inverse';
  return (
    <div className={clsx('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p
          className={clsx(
            'text-sm font-semibold tracking-wide uppercase',
            inverse ? 'text-brand-200' : 'text-brand-600',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={clsx(
          'mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          inverse ? 'text-white' : 'text-ink',
        )}
      >
        {title}
      </h2>
      {description && (
        <p className={clsx('mt-4 text-lg text-pretty', inverse ? 'text-brand-100' : 'text-muted')}>
          {description}
        </p>
      )}
    </div>
  );
}
