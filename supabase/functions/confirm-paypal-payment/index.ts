// confirm-paypal-payment (spec 1 §7): { payment_intent_id, paypal_order_id, amount, points_amount, package_id } →
// { success, status, payment_details{amount, points, bonus_points, package_id}, points_balance }. The order is read
// from PayPal and captured there (idempotently: a second call or a second click finds it captured), the capture is
// checked (completed, this caller's, the amount the purchase costs), and the points are credited through the one
// fulfilment path keyed on the PayPal order id, which paypal-webhook's PAYMENT.CAPTURE.COMPLETED shares: whichever
// arrives first credits, the other answers 'already_processed'. The amount, points and package the client sends are
// not used; the order's own record is.
import { corsHeaders, json } from '../_shared/cors.ts';
import { callerWithBody } from '../_shared/payments/caller.ts';
import { fulfilPointsPayment } from '../_shared/payments/fulfilment.ts';
import { METHOD_DISABLED, methodEnabled, paypalPaymentProvider } from '../_shared/payments/payment-config.ts';
import { ProviderError } from '../_shared/payments/payment-provider.ts';
import { PAYPAL_ORDER_ID, purchaseMetadata } from '../_shared/payments/paypal-provider.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const caller = await callerWithBody(request, { moneyMoves: false });
  if ('response' in caller) return caller.response;
  const { user, body } = caller;

  const orderId = body.paypal_order_id ?? body.payment_intent_id;
  if (typeof orderId !== 'string' || !PAYPAL_ORDER_ID.test(orderId)) {
    return json({ success: false, error: 'Could not process payment. Missing details.' }, 400);
  }
  const service = serviceClient();
  try {
    const provider = paypalPaymentProvider();
    const found = await provider.getOrder(orderId);
    if (!found || found.purchase?.userId !== user.id) {
      return json({ success: false, error: 'Payment not found' }, 404);
    }
    // A new capture is refused while PayPal is switched off; an order already captured is still credited.
    if (!found.captured && !(await methodEnabled(service, 'paypal'))) {
      return json({ success: false, error: METHOD_DISABLED.paypal }, 403);
    }
    const order = found.captured ? found : await provider.captureOrder(orderId);
    if (!order.captured) {
      return json({ success: false, status: order.status, error: 'The payment has not been completed' }, 402);
    }
    const outcome = await fulfilPointsPayment(service, {
      provider: provider.name,
      paymentId: order.id,
      paid: true,
      amountCents: order.amountCents,
      metadata: purchaseMetadata(order.purchase),
      paymentMethod: 'paypal',
      paymentIntentId: order.captureId,
    });
    if (!outcome.ok) return json({ success: false, error: outcome.error }, outcome.status);
    const f = outcome.fulfilment;
    return json({
      success: true,
      status: f.status,
      order_id: f.order_id,
      paypal_order_id: order.id,
      capture_id: order.captureId,
      points_balance: f.points_balance,
      payment_details: {
        amount: Number(f.amount),
        points: f.points_amount,
        bonus_points: f.bonus_points,
        package_id: f.package_id,
      },
      documents: f.documents,
    });
  } catch (error) {
    if (error instanceof ProviderError) return json({ success: false, error: error.message }, error.status);
    throw error;
  }
});
