// paypal-webhook: PayPal's (or the sandbox's PayPal-style) events. Each is verified with PayPal's
// verify-webhook-signature call (transmission id, time, signature and certificate, against PAYPAL_WEBHOOK_ID) before
// anything is read; one that does not verify is 400 and changes nothing. PAYMENT.CAPTURE.COMPLETED goes through the
// one idempotent fulfilment keyed on the PayPal order id (shared with confirm-paypal-payment);
// PAYMENT.CAPTURE.REFUNDED reverses the credit once; other events are acknowledged and ignored.
import { json } from '../_shared/cors.ts';
import { fulfilFromWebhook, refundPointsPayment } from '../_shared/payments/fulfilment.ts';
import { paypalPaymentProvider } from '../_shared/payments/payment-config.ts';
import { ProviderError, WebhookSignatureError } from '../_shared/payments/payment-provider.ts';
import { PAYPAL_ORDER_ID, purchaseMetadata } from '../_shared/payments/paypal-provider.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method !== 'POST') return json({ error: 'Method not allowed' }, 405);
  const rawBody = await request.text();
  try {
    const provider = paypalPaymentProvider();
    const event = await provider.parseWebhook(rawBody, request.headers);
    const service = serviceClient();
    switch (event.kind) {
      case 'capture-completed': {
        if (!PAYPAL_ORDER_ID.test(event.orderId) || !event.purchase) {
          return json({ received: true, ignored: 'capture of another product' });
        }
        return fulfilFromWebhook(service, {
          provider: provider.name,
          paymentId: event.orderId,
          paid: true,
          amountCents: event.amountCents,
          metadata: purchaseMetadata(event.purchase),
          paymentMethod: 'paypal',
          paymentIntentId: event.captureId,
        });
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
  } catch (error) {
    if (error instanceof WebhookSignatureError) return json({ error: error.message }, 400);
    if (error instanceof ProviderError) return json({ error: error.message }, error.status);
    throw error;
  }
});
