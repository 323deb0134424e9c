// confirm-paypal-payment (spec 1 §7): { payment_intent_id, paypal_order_id, amount, points_amount, package_id } →
// { success, status, payment_details{amount, points, bonus_points, package_id}, points_balance }. The order is read
// from PayPal and captured there (idempotently: a second call or a second click finds it captured), the capture is
// checked (completed, this caller's, the amount the purchase costs), and the points are credited through the one
// fulfilment path keyed on the PayPal order id, which paypal-webhook's PAYMENT.CAPTURE.COMPLETED shares: whichever
// arrives first credits, the other answers 'already_processed'. The amount, points and package the client sends are
// not used; the order's own record is.
import { confirmPaypalPaymentContract } from '../../../shared/functions/payments.contract.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { FunctionError } from '../_shared/function-error.ts';
import { fulfilPointsPayment, paymentVerified } from '../_shared/payments/fulfilment.ts';
import { METHOD_DISABLED, methodEnabled, paypalPaymentProvider } from '../_shared/payments/payment-config.ts';
import { purchaseMetadata } from '../_shared/payments/paypal-provider.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

defineFunction(confirmPaypalPaymentContract, async ({ input, user }) => {
  const orderId = input.order_id;
  const service = serviceClient();
  const provider = paypalPaymentProvider();
  const found = await provider.getOrder(orderId);
  if (!found || found.purchase?.userId !== user.id) {
    throw new FunctionError(404, 'Payment not found', { success: false });
  }
  // A new capture is refused while PayPal is switched off; an order already captured is still credited.
  if (!found.captured && !(await methodEnabled(service, 'paypal'))) {
    throw new FunctionError(403, METHOD_DISABLED.paypal, { success: false });
  }
  const order = found.captured ? found : await provider.captureOrder(orderId);
  if (!order.captured) {
    throw new FunctionError(402, 'The payment has not been completed', {
      success: false,
      status: order.status,
    });
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
  if (!outcome.ok) throw new FunctionError(outcome.status, outcome.error, { success: false });
  return {
    success: true,
    ...paymentVerified(outcome.fulfilment),
    paypal_order_id: order.id,
    capture_id: order.captureId,
  };
});
