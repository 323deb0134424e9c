import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Coins } from 'lucide-react';
import { useLocation } from 'react-router';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { toast } from '../../ui/toast.store';
import { useAuthStore } from '../auth';
import {
  PaymentSuccessDialog,
  usePaymentReturn,
  usePointsBalance,
  purchaseLimitsQuery,
  walletKeys,
} from '../wallet';
import { buyDocument, documentOwnershipQuery } from './document-purchase.api';
import { checkoutTexts } from './checkout.texts';
import { ShortfallPayment } from './ShortfallPayment';
import { announcePurchase, topUpDollars } from './checkout.api';

interface DocumentBuyButtonProps {
  document: { id: string; slug: string; title: string; points_price: number; user_id: string | null };
  /** Where 'View Document' leads for an owner (the reader). */
  viewHref: string;
}

/**
 * The document page's purchase (spec 1 §4): 'Buy for N points' through use_points_for_document, 'View Document'
 * for owners; too few points shows the spec's error and a card or PayPal payment of exactly the shortfall that returns here,
 * the document bought with it at fulfilment.
 */
export function DocumentBuyButton({ document, viewHref }: DocumentBuyButtonProps) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const owned = useQuery({ ...documentOwnershipQuery(userId ?? '', document.id), enabled: userId !== null });
  const balance = usePointsBalance(userId);
  const limits = useQuery(purchaseLimitsQuery());

  const buy = useMutation({
    mutationFn: () => buyDocument(document.id, document.points_price),
    onSuccess: async (result) => {
      if (!result.success) return;
      window.dispatchEvent(new CustomEvent('document-purchased', { detail: { documentId: document.id } }));
      window.dispatchEvent(new CustomEvent('points-updated', { detail: { balance: result.points_balance } }));
      toast.success(checkoutTexts.bought(document.title));
      await queryClient.invalidateQueries({
        queryKey: documentOwnershipQuery(userId ?? '', document.id).queryKey,
      });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
  const shortfall = balance === undefined ? 0 : Math.max(0, document.points_price - balance);
  const topUp = topUpDollars(shortfall, limits.data?.min ?? 1);
  if (!userId) {
    return (
      <ButtonLink to={`/login?returnUrl=${encodeURIComponent(pathname)}`} className="w-full">
        <Coins aria-hidden="true" className="size-4" /> {checkoutTexts.buyFor(document.points_price)}
      </ButtonLink>
    );
  }
  if (document.user_id === userId || owned.data) {
    return (
      <ButtonLink to={viewHref} className="w-full" data-testid="view-document">
        {checkoutTexts.viewDocument}
      </ButtonLink>
    );
  }
  const refused = buy.data && !buy.data.success ? buy.data.error : null;
  return (
    <div className="space-y-2">
      {shortfall > 0 || refused === 'insufficient points' ? (
        <>
          <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            <span className="block font-semibold">{checkoutTexts.insufficient}</span>
            {checkoutTexts.shortfall(shortfall)}
          </p>
          <ShortfallPayment documentIds={[document.id]} amount={topUp} returnPath={pathname} />
        </>
      ) : (
        <Button
          className="w-full"
          data-testid="buy-document"
          disabled={owned.isPending || balance === undefined || buy.isPending}
          onClick={() => buy.mutate()}
        >
          <Coins aria-hidden="true" className="size-4" />
          {buy.isPending ? checkoutTexts.paying : checkoutTexts.buyFor(document.points_price)}
        </Button>
      )}
      {(buy.error || (refused && refused !== 'insufficient points')) && (
        <p role="alert" className="text-sm text-red-600">
          {buy.error?.message ?? refused}
        </p>
      )}
    </div>
  );
}

/**
 * The return from a card or PayPal payment of the shortfall (spec 1 §4), whose fulfilment bought the document:
 * verified, announced, and the success dialog opened. It stays mounted whatever the page shows, because the
 * document can become owned (the provider's webhook bought it) while the return is still being verified, and the
 * page then swaps the buy button for 'View Document'.
 */
export function DocumentPaymentReturn({ document }: { document: { id: string; title: string } }) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const queryClient = useQueryClient();
  const { success, closeSuccess, documents: paid } = usePaymentReturn(userId);
  useEffect(() => {
    if (!paid?.success) return;
    announcePurchase(paid);
    if (paid.purchased?.some((doc) => doc.document_id === document.id))
      toast.success(checkoutTexts.bought(document.title));
    void queryClient.invalidateQueries({ queryKey: ['checkout', 'owns'] });
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  }, [paid, document.id, document.title, queryClient]);
  return (
    <>
      {paid && !paid.success && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {paid.error ?? checkoutTexts.failed}
        </p>
      )}
      <PaymentSuccessDialog details={success} onClose={closeSuccess} />
    </>
  );
}
