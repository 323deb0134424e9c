import { clsx } from 'clsx';
import { useState } from 'react';
import { initialsOf } from '../auth.store';

/** The user's picture, or their initials (at most 2 letters) when there is none or it fails to load. */
export function Avatar({ name, url, className }: { name: string; url: string | null; className?: string }) {
  const [broken, setBroken] = useState(false);
  const base = clsx(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full',
    className,
  );
  if (url && !broken) {
    return <img src={url} alt="" className={clsx(base, 'object-cover')} onError={() => setBroken(true)} />;
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initials"
      className={clsx(base, 'bg-brand-600 font-semibold text-white')}
    >
      {initialsOf(name)}
    </span>
  );
}
