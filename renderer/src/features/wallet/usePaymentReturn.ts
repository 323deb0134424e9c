import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../ui/toast.store';
import {
  claimRun,
  clearCheckout,
  isProcessed,
  markProcessed,
  readCheckout,
  readPaymentReturn,
  successDetails,
  withoutReturnParams,
  type SuccessDetails,
} from './payment-return';
import { confirmPaypalPayment, verifyCheckoutSession, walletKeys, type PaidDocuments } from './wallet.api';
import { walletTexts } from './wallet.texts';

/**
 * The card payment return (spec 1 §4) on the page the provider sends the payer back to: strips the address,
 * answers a session this browser already processed, else verifies it with the server (which credits it through the
 * one fulfilment path), records it as processed and opens the success dialog. PayPal's return (and its buttons'
 * approval, which lands on the same address) takes the same steps with confirm-paypal-payment, which captures.
 * A payment that paid for documents (checkout, a document page) answers what its fulfilment bought: `documents`.
 */
export function usePaymentReturn(userId: string | null) {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [success, setSuccess] = useState<SuccessDetails | null>(null);
  const [documents, setDocuments] = useState<PaidDocuments | null>(null);

  useEffect(() => {
    if (!userId) return;
    if (searchParams.get('cancelled') === 'true' || searchParams.get('paypal') === 'cancel') {
      setSearchParams(withoutReturnParams(searchParams), { replace: true });
      toast.info(walletTexts.cancelled);
      return;
    }
    const payment = readPaymentReturn(searchParams);
    if (!payment) return;
    setSearchParams(withoutReturnParams(searchParams), { replace: true });
    const refresh = () => queryClient.invalidateQueries({ queryKey: walletKeys.all });

    if (payment.sessionId && isProcessed(localStorage, payment.sessionId)) {
      toast.info(walletTexts.alreadyProcessed);
      return;
    }
    if (!claimRun(sessionStorage, payment.sessionId)) return;
    if (!payment.sessionId) {
      toast.info(walletTexts.maybeSuccessful);
      void refresh();
      return;
    }
    const sessionId = payment.sessionId;
    void (async () => {
      let verified;
      try {
        verified =
          payment.provider === 'paypal'
            ? await confirmPaypalPayment(sessionId)
            : await verifyCheckoutSession(sessionId, userId);
      } catch {
        toast.error(walletTexts.errorVerifying);
        return;
      }
      if (!verified.valid) {
        toast.error(
          walletTexts.verificationFailed,
          verified.error ? { description: verified.error } : undefined,
        );
        return;
      }
      const details = successDetails(verified.payment_details ?? null, readCheckout(localStorage), payment);
      markProcessed(localStorage, sessionId);
      setDocuments(verified.documents ?? null);
      if (!details) {
        toast.error(walletTexts.missingDetails);
        return;
      }
      clearCheckout(localStorage);
      setSuccess(details);
      toast.success(walletTexts.paymentSuccessful);
      void refresh();
    })();
  }, [userId, searchParams, setSearchParams, queryClient]);

  return { success, closeSuccess: () => setSuccess(null), documents };
}
