import { useLocation } from 'react-router';
import { PageMeta } from '../../ui/PageMeta';
import { useAuthStore } from '../auth';
import { PaymentSuccessDialog } from './PaymentSuccessDialog';
import { usePaymentReturn } from './usePaymentReturn';
import { WalletBalanceCard } from './WalletBalanceCard';
import { WalletBuyPoints } from './WalletBuyPoints';
import { WalletOrders } from './WalletOrders';
import { WalletTransactions } from './WalletTransactions';
import { walletTexts } from './wallet.texts';

/** /dashboard/wallet: balance, buying points by card, the ledger and orders; the card payment return lands here. */
export function WalletPage() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const { pathname } = useLocation();
  const { success, closeSuccess } = usePaymentReturn(userId);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageMeta title={walletTexts.pageTitle} description={walletTexts.pageDescription} />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{walletTexts.heading}</h1>
      {userId && (
        <>
          <WalletBalanceCard userId={userId} />
          <WalletBuyPoints returnPath={pathname.replace(/\/+$/, '') || '/dashboard/wallet'} />
          <WalletTransactions userId={userId} />
          <WalletOrders userId={userId} />
        </>
      )}
      <PaymentSuccessDialog details={success} onClose={closeSuccess} />
    </div>
  );
}
