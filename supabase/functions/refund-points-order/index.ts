// refund-points-order (active admins): { order_id, reason? } → { status: 'refunded' | 'already_processed', order_id,
// points_reversed, shortfall_points, points_balance }. Gives the money back at the provider that took it (Stripe's
// refund of the intent, PayPal's refund of the capture, the sandbox's), then reverses the credit through
// admin_refund_points_order called AS THE ADMIN, so the back office's rules hold: the audit log records who refunded
// and why, the buyer is notified, and refund_points_payment does it once (the provider's own refund event,
// charge.refunded or PAYMENT.CAPTURE.REFUNDED, arriving after finds it done). Points already spent are not taken
// below zero; the order records them as refund_shortfall_points.
import { refundPointsOrderContract } from '../../../shared/functions/payments.contract.ts';
import { defineFunction } from '../_shared/define-function.ts';
import { FunctionError } from '../_shared/function-error.ts';
import { cardProvider, paypalPaymentProvider } from '../_shared/payments/payment-config.ts';
import { serviceClient } from '../_shared/supabase-clients.ts';

/** The provider of an order must be the one configured now: its refund goes back through the same provider. */
function sameProvider<P extends { name: string }>(provider: P, paidThrough: string): P {
  if (provider.name !== paidThrough) {
    throw new FunctionError(409, `This order was paid through ${paidThrough}, which is not configured now`);
  }
  return provider;
}

defineFunction(refundPointsOrderContract, async ({ input, caller }) => {
  const { data: order } = await serviceClient()
    .from('points_orders')
    .select('id, provider, provider_payment_id, payment_intent_id, payment_method, order_status, metadata')
    .eq('id', input.order_id)
    .maybeSingle();
  if (!order) throw new FunctionError(404, 'Order not found');
  if (!order.provider_payment_id || !order.provider) {
    throw new FunctionError(409, 'This order was not paid through a payment provider');
  }
  if (order.order_status !== 'completed' && order.order_status !== 'refunded') {
    throw new FunctionError(409, 'Only a completed order can be refunded');
  }
  const metadata = order.metadata;
  const storedRef =
    metadata && typeof metadata === 'object' && !Array.isArray(metadata) ? metadata.payment_intent_id : null;
  const providerRef = String(storedRef ?? order.payment_intent_id ?? '');

  if (order.order_status === 'completed') {
    if (order.payment_method === 'paypal') {
      if (!providerRef) throw new FunctionError(409, 'The PayPal capture of this order is unknown');
      await sameProvider(paypalPaymentProvider(), order.provider).refundCapture(providerRef);
    } else {
      await sameProvider(cardProvider(), order.provider).refundPayment(
        providerRef || order.provider_payment_id,
      );
    }
  }
  const { data, error } = await caller.rpc('admin_refund_points_order', {
    p_order_id: order.id,
    p_reason: input.reason,
  });
  // The money is back with the payer already; the provider's refund event reverses the points if this failed.
  if (error) throw new FunctionError(502, error.message);
  return refundPointsOrderContract.output.parse(data);
});
