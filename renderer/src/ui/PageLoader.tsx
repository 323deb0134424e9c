import { Spinner } from './Spinner';

/** A spinner in the page's place while a guarded page with the header and footer waits for authentication. */
export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" data-testid="page-loader">
      <Spinner label={label} />
    </div>
  );
}
