import { Logo } from './Logo';

/** Covers the screen while authentication loads (dashboard, admin, checkout success). */
export function FullScreenLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="full-screen-loader"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 bg-white"
    >
      <Logo />
      <span className="size-8 animate-spin rounded-full border-3 border-brand-100 border-t-brand-600 motion-reduce:animate-none" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
