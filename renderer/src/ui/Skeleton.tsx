import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

/** A grey placeholder block; hidden from assistive technology (announce loading on the container instead). */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={clsx('animate-pulse rounded-lg bg-slate-200/80 motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
