import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { FileText, ShoppingCart } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { PageMeta } from '../../ui/PageMeta';
import { Skeleton } from '../../ui/Skeleton';
import { useAuthStore } from '../auth';
import { useCart, cartDocumentsQuery, cartTotals } from '../cart';
import {
  PaymentSuccessDialog,
  usePaymentReturn,
  usePointsBalance,
  purchaseLimitsQuery,
  walletKeys,
  formatUsd,
} from '../wallet';
import { announcePurchase, checkoutCart, topUpDollars, type CheckoutResult } from './checkout.api';
import { checkoutTexts } from './checkout.texts';
import { ShortfallPayment } from './ShortfallPayment';

/**
 * /checkout: the cart bought with points in one atomic purchase, or the shortfall paid by card or PayPal, whose
 * fulfilment buys the cart with the credited points (the return lands on /checkout/success).
 */
export function CheckoutPage() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const items = useCart((state) => state.items);
  const clearCart = useCart((state) => state.clearCart);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = items.map((item) => item.id);
  const documents = useQuery({
    ...cartDocumentsQuery(userId ?? '', ids),
    enabled: userId !== null && ids.length > 0,
  });
  const balance = usePointsBalance(userId);
  const limits = useQuery(purchaseLimitsQuery());
  const { success, closeSuccess, documents: paid } = usePaymentReturn(userId);

  const { toBuy, points: total } = cartTotals(documents.data ?? []);
  const shortfall = balance === undefined ? 0 : Math.max(0, total - balance);
  const topUp = topUpDollars(shortfall, limits.data?.min ?? 1);

  const finish = useCallback(
    (result: CheckoutResult) => {
      announcePurchase(result);
      clearCart();
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void navigate('/checkout/success');
    },
    [clearCart, queryClient, navigate],
  );
  useEffect(() => {
    if (paid?.success) finish(paid);
  }, [paid, finish]);

  const purchase = useMutation({
    // Only what is bought: the server refuses a document the buyer owns already.
    mutationFn: () => checkoutCart(toBuy.map((doc) => doc.id)),
    onSuccess: (result) => {
      if (result.success) finish(result);
    },
  });
  const refused =
    purchase.data && !purchase.data.success ? purchase.data : paid && !paid.success ? paid : null;

  return (
    <Container className="py-10 sm:py-14">
      <PageMeta title={checkoutTexts.pageTitle} description={checkoutTexts.pageDescription} />
      <h1 className="text-3xl font-bold tracking-tight text-ink">{checkoutTexts.heading}</h1>
      {items.length === 0 ? (
        <Card className="mt-8 flex flex-col items-center px-6 py-16 text-center">
          <ShoppingCart aria-hidden="true" className="size-10 text-brand-600" />
          <p className="mt-5 text-xl font-semibold text-ink">{checkoutTexts.empty}</p>
          <p className="mt-2 max-w-md text-muted">{checkoutTexts.emptyText}</p>
          <ButtonLink to="/documents" className="mt-6">
            {checkoutTexts.browse}
          </ButtonLink>
        </Card>
      ) : (
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
          <Card className="p-6">
            <h2 className="text-lg font-bold text-ink">{checkoutTexts.items}</h2>
            {documents.error ? (
              <p role="alert" className="mt-4 text-red-600">
                {documents.error.message}
              </p>
            ) : !documents.data ? (
              <div className="mt-4 space-y-2" aria-busy="true">
                {items.map((item) => (
                  <Skeleton key={item.id} className="h-14 w-full" />
                ))}
              </div>
            ) : (
              <ul className="mt-4 divide-y divide-slate-100" data-testid="checkout-items">
                {items.map((item) => {
                  const doc = documents.data.find((d) => d.id === item.id);
                  return (
                    <li key={item.id} className="flex items-center gap-3 py-3">
                      <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                      <div className="min-w-0 flex-1">
                        <p className="font-medium text-ink">{doc?.title ?? String(item.title ?? item.id)}</p>
                        {doc?.owned && <p className="text-sm text-emerald-700">{checkoutTexts.owned}</p>}
                        {!doc && <p className="text-sm text-red-600">{checkoutTexts.unavailable}</p>}
                      </div>
                      <span className="font-semibold text-ink">
                        {doc && !doc.owned ? checkoutTexts.points(doc.points_price) : '—'}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </Card>
          <Card className="space-y-3 p-6" aria-live="polite">
            <div className="flex justify-between text-lg font-bold text-ink">
              <span>{checkoutTexts.total}</span>
              <span data-testid="checkout-total">{checkoutTexts.points(total)}</span>
            </div>
            <div className="flex justify-between text-sm text-muted">
              <span>{checkoutTexts.balance}</span>
              <span data-testid="checkout-balance">
                {balance === undefined ? '…' : checkoutTexts.points(balance)}
              </span>
            </div>
            {shortfall > 0 ? (
              <div role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
                <p className="font-semibold">{checkoutTexts.insufficient}</p>
                <p>{checkoutTexts.shortfall(shortfall)}</p>
                {topUp * 10 > shortfall && (
                  <p>{checkoutTexts.topUpMinimum(formatUsd(limits.data?.min ?? 1))}</p>
                )}
              </div>
            ) : (
              balance !== undefined && (
                <div className="flex justify-between text-sm text-muted">
                  <span>{checkoutTexts.after}</span>
                  <span>{checkoutTexts.points(balance - total)}</span>
                </div>
              )
            )}
            {(purchase.error || refused) && (
              <p role="alert" className="text-sm text-red-600">
                {purchase.error?.message ?? refused?.error ?? checkoutTexts.failed}
              </p>
            )}
            {shortfall > 0 ? (
              <ShortfallPayment
                documentIds={toBuy.map((doc) => doc.id)}
                amount={topUp}
                returnPath="/checkout"
              />
            ) : (
              <Button
                className="w-full"
                disabled={
                  !documents.data || balance === undefined || purchase.isPending || toBuy.length === 0
                }
                onClick={() => purchase.mutate()}
              >
                {purchase.isPending ? checkoutTexts.paying : checkoutTexts.pay(total)}
              </Button>
            )}
          </Card>
        </div>
      )}
      <PaymentSuccessDialog details={success} onClose={closeSuccess} />
    </Container>
  );
}
