// refund-points-order (active admins): { order_id, reason? } → { status: 'refunded' | 'already_processed', order_id,
// points_reversed, shortfall_points, points_balance }. Gives the money back at the provider that took it (Stripe's
// refund of the intent, PayPal's refund of the capture, the sandbox's), then reverses the credit through
// admin_refund_points_order called AS THE ADMIN, so the back office's rules hold: the audit log records who refunded
// and why, the buyer is notified, and refund_points_payment does it once (the provider's own refund event,
// charge.refunded or PAYMENT.CAPTURE.REFUNDED, arriving after finds it done). Points already spent are not taken
// below zero; the order records them as refund_shortfall_points.
import { corsHeaders, json } from '../_shared/cors.ts';
import { callerWithBody } from '../_shared/payments/caller.ts';
import { cardProvider, paypalPaymentProvider } from '../_shared/payments/payment-config.ts';
import { ProviderError } from '../_shared/payments/payment-provider.ts';
import { clientForCaller, serviceClient } from '../_shared/supabase-clients.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

Deno.serve(async (request: Request): Promise<Response> => {
  if (request.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  const caller = await callerWithBody(request);
  if ('response' in caller) return caller.response;
  const { user, body } = caller;
  const service = serviceClient();
  // Admin means role admin and status active (spec 1 section 6); the RPC below checks the same again.
  const { data: me } = await service.from('users').select('role, status').eq('id', user.id).maybeSingle();
  if (me?.role !== 'admin' || me.status !== 'active')
    return json({ error: 'Only admins can refund orders' }, 403);
  if (typeof body.order_id !== 'string' || !UUID.test(body.order_id)) {
    return json({ error: 'order_id must be a points order id' }, 400);
  }
  const reason =
    typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim().slice(0, 500) : 'admin refund';

  const { data: order } = await service
    .from('points_orders')
    .select('id, provider, provider_payment_id, payment_intent_id, payment_method, order_status, metadata')
    .eq('id', body.order_id)
    .maybeSingle();
  if (!order) return json({ error: 'Order not found' }, 404);
  if (!order.provider_payment_id || !order.provider) {
    return json({ error: 'This order was not paid through a payment provider' }, 409);
  }
  if (order.order_status !== 'completed' && order.order_status !== 'refunded') {
    return json({ error: 'Only a completed order can be refunded' }, 409);
  }
  const metadata = (order.metadata ?? {}) as Record<string, unknown>;
  const providerRef = String(metadata.payment_intent_id ?? order.payment_intent_id ?? '');

  try {
    if (order.order_status === 'completed') {
      if (order.payment_method === 'paypal') {
        if (!providerRef) return json({ error: 'The PayPal capture of this order is unknown' }, 409);
        const paypal = paypalPaymentProvider();
        if (paypal.name !== order.provider) {
          return json(
            { error: `This order was paid through ${order.provider}, which is not configured now` },
            409,
          );
        }
        await paypal.refundCapture(providerRef);
      } else {
        const provider = cardProvider();
        if (provider.name !== order.provider) {
          return json(
            { error: `This order was paid through ${order.provider}, which is not configured now` },
            409,
          );
        }
        await provider.refundPayment(providerRef || order.provider_payment_id);
      }
    }
  } catch (error) {
    if (error instanceof ProviderError) return json({ error: error.message }, error.status);
    throw error;
  }
  const { data, error } = await clientForCaller(request).rpc('admin_refund_points_order', {
    p_order_id: order.id,
    p_reason: reason,
  });
  // The money is back with the payer already; the provider's refund event reverses the points if this failed.
  if (error) return json({ error: error.message }, 502);
  return json(data);
});
