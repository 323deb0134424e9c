import { clsx } from 'clsx';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className={clsx('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className="size-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      />
      {label && <span className="text-sm text-muted">{label}</span>}
    </span>
  );
}
