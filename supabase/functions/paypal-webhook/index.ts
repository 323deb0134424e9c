// paypal-webhook: PayPal's (or the sandbox's PayPal-style) events. Each is verified with PayPal's
// verify-webhook-signature call (transmission id, time, signature and certificate, against PAYPAL_WEBHOOK_ID) before
// anything is read; one that does not verify is 400 and changes nothing. PAYMENT.CAPTURE.COMPLETED goes through the
// one idempotent fulfilment keyed on the PayPal order id (shared with confirm-paypal-payment);
// PAYMENT.CAPTURE.REFUNDED reverses the credit once; other events are acknowledged and ignored.
import { PAYPAL_ORDER_ID, paypalWebhookContract } from '../../../shared/functions/payments.contract.ts';
import { json } from '../_shared/cors.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { fulfilFromWebhook, refundPointsPayment } from '../_shared/payments/fulfilment.ts';
import { paypalPaymentProvider } from '../_shared/payments/payment-config.ts';
import { purchaseMetadata } from '../_shared/payments/paypal-provider.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

defineFunction(paypalWebhookContract, async ({ input: rawBody, request }) => {
  const provider = paypalPaymentProvider();
  const event = await provider.parseWebhook(rawBody, request.headers);
  const service = serviceClient();
  switch (event.kind) {
    case 'capture-completed': {
      if (!PAYPAL_ORDER_ID.test(event.orderId) || !event.purchase) {
        return json({ received: true, ignored: 'capture of another product' });
      }
      return fulfilFromWebhook(
        service,
        {
          provider: provider.name,
          paymentId: event.orderId,
          paid: true,
          amountCents: event.amountCents,
          metadata: purchaseMetadata(event.purchase),
          paymentMethod: 'paypal',
          paymentIntentId: event.captureId,
        },
        {
          // PayPal's own record of the order (its Orders API), refunded by its capture.
          async confirm() {
            const order = await provider.getOrder(event.orderId);
            if (!order?.purchase) return null;
            return {
              provider: provider.name,
              paymentId: order.id,
              paid: order.captured,
              amountCents: order.amountCents,
              metadata: purchaseMetadata(order.purchase),
              paymentMethod: 'paypal',
              paymentIntentId: order.captureId,
            };
          },
          refund: (confirmed) => provider.refundCapture(confirmed.paymentIntentId!),
        },
      );
    }
    case 'capture-refunded': {
      const refund = await refundPointsPayment(
        service,
        provider.name,
        event.captureId,
        'PAYMENT.CAPTURE.REFUNDED',
      );
      if (refund.error) return json({ received: true, error: refund.error }, 502);
      return json({ received: true, refunded: refund.found, result: refund.result ?? null });
    }
    case 'ignored':
      return json({ received: true, ignored: event.type });
  }
});
