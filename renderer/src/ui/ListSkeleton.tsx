import { Skeleton } from './Skeleton';

export function ListSkeleton({ count = 6, className = 'h-24' }: { count?: number; className?: string }) {
  return (
    <ul className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Skeleton className={`${className} rounded-2xl`} />
        </li>
      ))}
    </ul>
  );
}
