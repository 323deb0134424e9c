import { Container } from './Container';
import { Skeleton } from './Skeleton';

/** A detail page's placeholder while its one query loads: one block where the page's heading will be. */
export function PageSkeleton({ className = 'h-12 w-1/2' }: { className?: string }) {
  return (
    <Container className="py-16">
      <Skeleton className={className} />
    </Container>
  );
}
