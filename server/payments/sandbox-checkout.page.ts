// The sandbox's hosted checkout page: plain HTML served by the platform, labelled as test mode with no real money.

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

interface PageSession {
  id: string;
  status: string;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  success_url: string;
  metadata: Record<string, string>;
}

export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(
    cents / 100,
  );
}

export function sandboxCheckoutPage(
  session: PageSession & { description?: string },
  error: string | null,
): string {
  const amount = formatMoney(session.amount_total, session.currency);
  const title = escapeHtml(session.description ?? '');
  const body =
    session.status === 'open'
      ? `<form method="post" novalidate>
      ${error ? `<p class="error" role="alert" id="card-error">${escapeHtml(error)}</p>` : ''}
      ${session.customer_email ? `<p class="muted">Paying as ${escapeHtml(session.customer_email)}</p>` : ''}
      <label for="number">Card number</label>
      <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242"
        required ${error ? 'aria-describedby="card-error" aria-invalid="true"' : ''}>
      <div class="row">
        <div><label for="expiry">Expiry (MM / YY)</label>
          <input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12 / 34" required></div>
        <div><label for="cvc">CVC</label>
          <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div>
      </div>
      <button type="submit" name="action" value="pay" class="pay">Pay ${escapeHtml(amount)}</button>
      <button type="submit" name="action" value="cancel" class="cancel" formnovalidate>Cancel</button>
    </form>
    <details><summary>Test cards</summary><ul>
      <li><code>4242 4242 4242 4242</code> succeeds</li>
      <li><code>4000 0000 0000 0002</code> is declined</li>
      <li><code>4000 0000 0000 9995</code> fails for insufficient funds</li>
      <li>Any future expiry date and any 3-digit CVC.</li></ul></details>`
      : session.status === 'complete'
        ? `<p role="status">This checkout is already paid.</p>
           <p><a href="${escapeHtml(session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id))}">Return to Studyloop</a></p>`
        : `<p role="alert">This checkout session has expired.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test mode checkout · Studyloop</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111827}
.banner{background:#f59e0b;color:#111827;text-align:center;padding:10px 16px;font-weight:600}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:12px;padding:24px;box-shadow:0 1px 2px rgba(0,0,0,.05)}
h1{font-size:20px;margin:0 0 4px}.amount{font-size:32px;font-weight:700;margin:8px 0 16px}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
input{width:100%;padding:10px 12px;border:1px solid #d1d5db;border-radius:8px;font-size:16px}
input:focus{outline:2px solid #4f46e5;outline-offset:1px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{width:100%;padding:12px;border-radius:8px;font-size:16px;font-weight:600;margin-top:16px;cursor:pointer}
.pay{background:#4f46e5;color:#fff;border:0}.cancel{background:#fff;color:#374151;border:1px solid #d1d5db;margin-top:8px}
.error{background:#fef2f2;color:#b91c1c;border:1px solid #fecaca;border-radius:8px;padding:10px 12px}
.muted{color:#6b7280;font-size:14px}details{margin-top:16px;font-size:14px;color:#374151}
</style></head><body>
<div class="banner" role="note">TEST MODE: sandbox checkout, no real money is charged</div>
<main><div class="card">
  <h1>Studyloop</h1>
  <p class="muted">${title || 'Points purchase'}</p>
  <p class="amount" data-testid="sandbox-amount">${escapeHtml(amount)}</p>
  ${body}
</div></main></body></html>`;
}
