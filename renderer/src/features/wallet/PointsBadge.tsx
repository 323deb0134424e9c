import { Coins } from 'lucide-react';
import { Link } from 'react-router';
import { usePointsBalance } from './usePointsBalance';

export function formatPoints(points: number): string {
  return `${points.toLocaleString('en-US')} Points`;
}

/** 'N Points', linking to the wallet and updating live. */
export function PointsBadge({ userId }: { userId: string }) {
  const balance = usePointsBalance(userId);
  return (
    <Link
      to="/dashboard/wallet"
      data-testid="points-badge"
      className="inline-flex h-9 min-w-[6.5rem] items-center justify-center gap-1.5 rounded-full whitespace-nowrap bg-amber-50 px-3 text-sm font-semibold text-amber-800 ring-1 ring-amber-200 ring-inset hover:bg-amber-100"
    >
      <Coins aria-hidden="true" className="size-4" />
      {balance === undefined ? (
        <span className="h-3 w-12 animate-pulse rounded bg-amber-200/70" />
      ) : (
        formatPoints(balance)
      )}
    </Link>
  );
}
