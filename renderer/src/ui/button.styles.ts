import { clsx } from 'clsx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'inverse' | 'glass';
export type ButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap transition ' +
  'duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:pointer-events-none ' +
  'disabled:opacity-50 motion-reduce:transition-none';

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-600 text-white shadow-sm shadow-brand-600/25 hover:bg-brand-700 active:bg-brand-800 ' +
    'focus-visible:outline-brand-600',
  secondary:
    'bg-brand-50 text-brand-700 hover:bg-brand-100 active:bg-brand-200 focus-visible:outline-brand-600',
  outline:
    'border border-slate-300 bg-white text-ink hover:border-slate-400 hover:bg-slate-50 ' +
    'focus-visible:outline-brand-600',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-ink focus-visible:outline-brand-600',
  inverse: 'bg-white text-brand-700 shadow-sm hover:bg-brand-50 focus-visible:outline-white',
  /** For use on a dark or brand-coloured background. */
  glass:
    'bg-white/10 text-white ring-1 ring-white/30 ring-inset hover:bg-white/20 focus-visible:outline-white',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-[0.9375rem]',
  lg: 'h-12 px-6 text-base sm:h-13 sm:px-7',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  className?: string,
) {
  return clsx(base, variants[variant], sizes[size], className);
}
