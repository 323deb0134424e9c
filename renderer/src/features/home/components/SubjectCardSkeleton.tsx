import { clsx } from 'clsx';
import { Skeleton } from '../../../ui/Skeleton';
import { subjectCardFrame, subjectIconTile } from './subject-card.styles';

export function SubjectCardSkeleton() {
  return (
    <div
      data-testid="subject-card-skeleton"
      className={clsx(subjectCardFrame, 'border-slate-200/60 bg-white')}
    >
      <Skeleton className={clsx(subjectIconTile, 'rounded-xl')} />
      <div className="w-full min-w-0 flex-1 space-y-2">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-3.5 w-1/2" />
      </div>
    </div>
  );
}
