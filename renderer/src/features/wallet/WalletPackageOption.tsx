import { clsx } from 'clsx';
import type { PointsPackage } from './wallet.api';
import { formatUsd, walletTexts } from './wallet.texts';

interface WalletPackageOptionProps {
  pkg: PointsPackage;
  bonus: number;
  selected: boolean;
  onSelect: () => void;
}

/** One points package as a radio card: points, price and the bonus it earns. */
export function WalletPackageOption({ pkg, bonus, selected, onSelect }: WalletPackageOptionProps) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      onClick={onSelect}
      data-testid="points-package"
      className={clsx(
        'relative rounded-xl border p-4 text-left transition focus-visible:outline-2 focus-visible:outline-brand-600',
        selected
          ? 'border-brand-600 bg-brand-50 ring-2 ring-brand-600'
          : 'border-slate-200 hover:border-brand-300',
      )}
    >
      {pkg.is_popular && (
        <span className="absolute -top-2.5 right-3 rounded-full bg-amber-400 px-2 py-0.5 text-xs font-bold text-ink">
          {walletTexts.popular}
        </span>
      )}
      <span className="block text-sm font-medium text-muted">{pkg.name}</span>
      <span className="mt-1 block text-xl font-bold text-ink">{walletTexts.points(pkg.points)}</span>
      {bonus > 0 && (
        <span className="block text-sm font-semibold text-emerald-700">{walletTexts.bonus(bonus)}</span>
      )}
      <span className="mt-2 block text-lg font-semibold text-brand-700">{formatUsd(Number(pkg.price))}</span>
    </button>
  );
}
