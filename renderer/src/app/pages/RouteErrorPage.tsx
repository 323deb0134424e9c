import { TriangleAlert } from 'lucide-react';
import { Button } from '../../ui/Button';
import { shellTexts } from '../shell.texts';

/** Shown when a route fails to render or its code fails to load (e.g. after a deploy while offline). */
export function RouteErrorPage() {
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <div className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-600">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </div>
      <h1 className="mt-6 text-2xl font-bold text-ink">{shellTexts.errorTitle}</h1>
      <p className="mt-2 max-w-md text-muted">{shellTexts.errorText}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {shellTexts.reload}
      </Button>
    </div>
  );
}
