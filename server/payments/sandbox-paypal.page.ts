// The sandbox's PayPal approval page: plain HTML served by the platform, labelled as test mode with no real money.

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function sandboxPaypalPage(order: {
  id: string;
  status: string;
  amount: string;
  description: string;
  message: string | null;
}): string {
  const body =
    order.status === 'CREATED'
      ? `<form method="post" action="?token=${escapeHtml(order.id)}">
      <p class="muted">Signed in as sandbox-buyer@example.com (test account)</p>
      <button type="submit" name="action" value="approve" class="pay">Approve payment of ${escapeHtml(order.amount)}</button>
      <button type="submit" name="action" value="cancel" class="cancel">Cancel and return to Studyloop</button>
    </form>`
      : `<p role="status">${escapeHtml(order.message ?? (order.status === 'APPROVED' ? 'This payment is approved.' : 'This order is already paid.'))}</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test mode PayPal · Studyloop</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;background:#f5f7fa;color:#111827}
.banner{background:#f59e0b;color:#111827;text-align:center;padding:10px 16px;font-weight:600}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:24px}
.brand{font-size:22px;font-weight:800;color:#003087;margin:0}.brand span{color:#009cde}
.amount{font-size:32px;font-weight:700;margin:8px 0 16px}
button{width:100%;padding:12px;border-radius:24px;font-size:16px;font-weight:600;margin-top:12px;cursor:pointer}
button:focus-visible{outline:2px solid #003087;outline-offset:2px}
.pay{background:#ffc439;color:#111827;border:0}.cancel{background:#fff;color:#374151;border:1px solid #d1d5db}
.muted{color:#6b7280;font-size:14px}
</style></head><body>
<div class="banner" role="note">TEST MODE: sandbox PayPal, no real money is charged</div>
<main><div class="card">
  <h1 class="brand">Pay<span>Pal</span> <small class="muted">(sandbox)</small></h1>
  <p class="muted">Studyloop · ${escapeHtml(order.description || 'Points purchase')}</p>
  <p class="amount" data-testid="sandbox-paypal-amount">${escapeHtml(order.amount)}</p>
  ${body}
</div></main></body></html>`;
}
