import { CheckCircle2, FileText } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { PageMeta } from '../../ui/PageMeta';
import { LAST_CHECKOUT_KEY, type CheckoutResult } from './checkout.api';
import { checkoutTexts } from './checkout.texts';

function lastCheckout(): CheckoutResult | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(LAST_CHECKOUT_KEY) ?? 'null') as CheckoutResult | null;
    return value?.success ? value : null;
  } catch {
    return null;
  }
}

/** /checkout/success: what was bought, each with a link to read it. */
export function CheckoutSuccessPage() {
  const [result] = useState(lastCheckout);
  return (
    <main className="min-h-dvh bg-slate-50 px-4 py-16">
      <PageMeta title={checkoutTexts.successTitle} />
      <Card className="mx-auto max-w-xl p-8 text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-500" />
        <h1 className="mt-4 text-2xl font-bold text-ink">{checkoutTexts.successHeading}</h1>
        {result ? (
          <>
            <p className="mt-2 text-muted">{checkoutTexts.successText}</p>
            <p className="mt-1 text-sm text-muted" data-testid="checkout-spent">
              {checkoutTexts.spent(result.points_spent ?? 0, result.points_balance ?? 0)}
            </p>
            <ul className="mt-6 divide-y divide-slate-100 text-left" data-testid="checkout-purchased">
              {(result.purchased ?? []).map((doc) => (
                <li key={doc.document_id} className="flex items-center gap-3 py-3">
                  <FileText aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
                  <span className="min-w-0 flex-1 font-medium text-ink">{doc.title}</span>
                  <ButtonLink
                    to={`/documents/${doc.slug}`}
                    variant="outline"
                    size="sm"
                    aria-label={`${checkoutTexts.read}: ${doc.title}`}
                  >
                    {checkoutTexts.read}
                  </ButtonLink>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-2 text-muted">{checkoutTexts.nothingYet}</p>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/dashboard/documents">{checkoutTexts.library}</ButtonLink>
          <ButtonLink to="/documents" variant="outline">
            {checkoutTexts.continueBrowsing}
          </ButtonLink>
        </div>
      </Card>
    </main>
  );
}
