import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { Badge } from '../../ui/Badge';
import { useAuthStore } from '../auth';
import { currentSubscriptionQuery } from '../subscription';
import { writerTexts } from './writer.texts';

/**
 * Spec 2 §4/§5: subscribers (an active subscription) get a subscription flag in the writer. The features it
 * gates are not specified, so the flag only says so, with the plan's name.
 */
export function SubscriberFlag() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const subscription = useQuery({ ...currentSubscriptionQuery(userId ?? ''), enabled: userId !== null });
  if (!subscription.data) return null;
  const plan = subscription.data.plan?.name;
  return (
    <Badge tone="success" data-testid="subscriber-flag">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {writerTexts.subscriberFlag(plan ?? null)}
    </Badge>
  );
}
