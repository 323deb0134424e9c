import { useMutation, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import {
  saveCheckout,
  createCheckoutSession,
  createPaypalOrder,
  paymentMethodsQuery,
  formatUsd,
} from '../wallet';
import { checkoutTexts } from './checkout.texts';

const PaypalButtons = lazy(() => import('../wallet/PaypalButtons'));

interface ShortfallPaymentProps {
  /** The documents the payment buys once it is fulfilled (the server prices the shortfall for them itself). */
  documentIds: string[];
  /** What the page shows the payment will be, in dollars (the shortfall at 10 points a dollar, the minimum). */
  amount: number;
  /** The page the provider returns the payer to (its return flow verifies the payment). */
  returnPath: string;
}

/**
 * Paying the shortfall of a points purchase (checkout, a document page) by card or with PayPal, whichever the
 * admin's switches leave on (payments.card_enabled / payments.paypal_enabled): the payment names the documents, and
 * its fulfilment buys them with the credited points. PayPal goes through PayPal's buttons when keys are configured,
 * else through the sandbox's approval page; either way the return lands on `returnPath`.
 */
export function ShortfallPayment({ documentIds, amount, returnPath }: ShortfallPaymentProps) {
  const methods = useQuery(paymentMethodsQuery());
  const navigate = useNavigate();
  const [paypalError, setPaypalError] = useState<string | null>(null);
  const points = Math.round(amount * 10);
  const remember = (answer: { package_id: string | null; amount: number; points_amount: number }) =>
    saveCheckout(localStorage, {
      packageId: answer.package_id,
      amount: answer.amount,
      points: answer.points_amount,
    });
  const origin = window.location.origin;

  const card = useMutation({
    mutationFn: () =>
      createCheckoutSession({
        amount,
        document_ids: documentIds,
        success_url: `${origin}${returnPath}?success=true&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}${returnPath}?cancelled=true`,
      }),
    onSuccess: (answer) => {
      remember(answer);
      window.location.assign(answer.url);
    },
  });
  const paypalOrder = () =>
    createPaypalOrder({
      amount,
      document_ids: documentIds,
      return_url: `${origin}${returnPath}?paypal=return`,
      cancel_url: `${origin}${returnPath}?paypal=cancel`,
    });
  // Without PayPal keys: the sandbox's approval page, in test mode, returning here with the order's token.
  const paypalRedirect = useMutation({
    mutationFn: paypalOrder,
    onSuccess: (answer) => {
      remember(answer);
      if (answer.approve_url) window.location.assign(answer.approve_url);
    },
  });

  const cardOn = methods.data?.card.enabled ?? false;
  const paypalOn = methods.data?.paypal.enabled ?? false;
  const paypalClientId = methods.data?.paypal.client_id ?? null;
  const busy = card.isPending || card.isSuccess || paypalRedirect.isPending || paypalRedirect.isSuccess;
  const error = card.error ?? paypalRedirect.error;
  return (
    <div className="space-y-2">
      {cardOn && (
        <Button
          className="h-auto min-h-11 w-full py-2.5 whitespace-normal!"
          disabled={busy}
          onClick={() => card.mutate()}
        >
          {checkoutTexts.topUp(points, formatUsd(amount))}
        </Button>
      )}
      {paypalOn &&
        (paypalClientId ? (
          <Suspense fallback={<p className="text-sm text-muted">{checkoutTexts.paypalOpening}</p>}>
            <PaypalButtons
              clientId={paypalClientId}
              disabled={busy}
              createOrder={async () => {
                setPaypalError(null);
                const answer = await paypalOrder();
                remember(answer);
                return answer.id;
              }}
              onApproved={(orderId) => void navigate(`${returnPath}?paypal=return&token=${orderId}`)}
              onError={setPaypalError}
            />
          </Suspense>
        ) : (
          <Button
            variant="outline"
            className="h-auto min-h-11 w-full py-2.5 whitespace-normal!"
            disabled={busy}
            onClick={() => paypalRedirect.mutate()}
          >
            {checkoutTexts.topUpPaypal(points, formatUsd(amount))}
          </Button>
        ))}
      {methods.data && !cardOn && !paypalOn && (
        <p className="text-sm text-muted">{checkoutTexts.noPaymentMethod}</p>
      )}
      {(error || paypalError) && (
        <p role="alert" className="text-sm text-red-600">
          {error?.message ?? paypalError}
        </p>
      )}
    </div>
  );
}
