import { Link } from 'react-router';
import { clsx } from 'clsx';

interface LogoProps {
  tone?: 'default' | 'inverse';
  /**
   * Hides the wordmark on narrow screens: true below 380 px (the site header at 360 px), 'crowded' below 430 px
   * (the dashboard's top bar, which also holds notifications, the points badge and the user menu).
   */
  compact?: boolean | 'crowded';
  className?: string;
}

/** The Studyloop mark and wordmark, linking home. */
export function Logo({ tone = 'default', compact = false, className }: LogoProps) {
  return (
    <Link
      to="/"
      aria-label="Studyloop home"
      className={clsx('inline-flex items-center gap-2 rounded-lg', className)}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="9" fill="#4f46e5" />
        <path
          d="M10.5 20.5c1.3 1.6 3.3 2.5 5.6 2.5 3.3 0 5.4-1.7 5.4-4.2 0-2.3-1.6-3.4-4.6-4l-1.9-.4c-1.5-.3-2.1-.8-2.1-1.6 0-1 1-1.7 2.6-1.7 1.4 0 2.6.6 3.3 1.6"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
        />
        <circle cx="23.5" cy="9" r="2.5" fill="#fbbf24" />
      </svg>
      <span
        className={clsx(
          'text-xl font-extrabold tracking-tight',
          compact === true && 'max-[379px]:sr-only',
          compact === 'crowded' && 'max-[429px]:sr-only',
          tone === 'inverse' ? 'text-white' : 'text-ink',
        )}
      >
        Studyloop
      </span>
    </Link>
  );
}
