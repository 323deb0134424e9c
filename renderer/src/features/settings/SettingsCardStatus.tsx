import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';

/** A settings card while its data loads (`failure` unset) or after it failed to load. */
export function SettingsCardStatus({ failure }: { failure?: string }) {
  if (failure) {
    return (
      <Card className="p-6">
        <p role="alert" className="text-red-600">
          {failure}
        </p>
      </Card>
    );
  }
  return (
    <Card className="space-y-4 p-6" aria-busy="true">
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
    </Card>
  );
}
