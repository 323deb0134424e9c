import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { draftTexts } from './drafts.texts';

/** Asks before an in-app navigation leaves work that is not saved yet (the browser asks on reload and close). */
export function LeaveGuard(props: {
  /** Asked at the moment of leaving, so a save that just finished in the same handler counts. */
  shouldBlock: () => boolean;
  description: string;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && props.shouldBlock(),
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={draftTexts.leaveTitle}
      description={props.description}
      confirmLabel={draftTexts.leaveGo}
      cancelLabel={draftTexts.leaveStay}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
