import { useQuery } from '@tanstack/react-query';
import { FileText, ShoppingCart, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Card } from '../../ui/Card';
import { Container } from '../../ui/Container';
import { PageMeta } from '../../ui/PageMeta';
import { useAuthStore } from '../auth';
import { cartDocumentsQuery } from './cart-documents.api';
import { cartTotals } from './cart-totals';
import { itemCount } from './cart.rules';
import { cartTexts, formatUsd } from './cart.texts';
import { useCart } from './useCart';

export function CartPage() {
  const items = useCart((state) => state.items);
  const removeItem = useCart((state) => state.removeItem);
  const clearCart = useCart((state) => state.clearCart);
  const count = itemCount(items);
  // Signed in, the cart is priced as the checkout prices it (the server's prices, owned documents left out), so the
  // two show the same total; signed out, from the prices stored with the cart.
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const ids = items.map((item) => item.id);
  const server = useQuery({
    ...cartDocumentsQuery(userId ?? '', ids),
    enabled: userId !== null && ids.length > 0,
  });
  const priced = new Map((server.data ?? []).map((doc) => [doc.id, doc]));
  const owned = new Set((server.data ?? []).filter((doc) => doc.owned).map((doc) => doc.id));
  const totals = server.data
    ? cartTotals(server.data)
    : cartTotals(
        items.map((item) => ({
          id: item.id,
          price: item.price,
          points_price: typeof item.points_price === 'number' ? item.points_price : 0,
          owned: false,
        })),
      );

  return (
    <Container className="py-10 sm:py-14">
      <PageMeta title={cartTexts.pageTitle} description={cartTexts.pageDescription} />
      <h1 className="text-3xl font-bold tracking-tight text-ink">{cartTexts.heading}</h1>
      {items.length === 0 ? (
        <Card className="mt-8 flex flex-col items-center px-6 py-16 text-center">
          <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
            <ShoppingCart aria-hidden="true" className="size-7" />
          </span>
          <p className="mt-5 text-xl font-semibold text-ink">{cartTexts.empty}</p>
          <p className="mt-2 max-w-md text-muted">{cartTexts.emptyText}</p>
          <ButtonLink to="/documents" className="mt-6">
            {cartTexts.browse}
          </ButtonLink>
        </Card>
      ) : (
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
          <ul className="space-y-3" data-testid="cart-items">
            {items.map((item) => {
              const title = typeof item.title === 'string' ? item.title : item.id;
              return (
                <li key={item.id}>
                  <Card className="flex flex-wrap items-center gap-4 p-4 sm:flex-nowrap">
                    <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                      <FileText aria-hidden="true" className="size-6" />
                    </span>
                    <div className="min-w-0 flex-1">
                      {item.slug ? (
                        <Link
                          to={`/documents/${item.slug}`}
                          className="font-semibold text-ink hover:text-brand-700"
                        >
                          {title}
                        </Link>
                      ) : (
                        <p className="font-semibold text-ink">{title}</p>
                      )}
                      {typeof item.document_type === 'string' && (
                        <p className="text-sm text-muted">{item.document_type}</p>
                      )}
                    </div>
                    {owned.has(item.id) ? (
                      <Link
                        to={`/dashboard/documents/${item.slug ?? ''}`}
                        className="font-semibold text-emerald-700 hover:underline"
                        data-testid="cart-owned"
                      >
                        {cartTexts.ownedOpen}
                      </Link>
                    ) : (
                      <p className="w-24 text-right font-semibold text-ink tabular-nums">
                        {formatUsd(Number(priced.get(item.id)?.price ?? item.price))}
                      </p>
                    )}
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={cartTexts.remove(title)}
                      onClick={() => removeItem(item.id)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </Card>
                </li>
              );
            })}
          </ul>
          <Card className="p-6 lg:sticky lg:top-24">
            <h2 className="text-lg font-semibold text-ink">{cartTexts.summary}</h2>
            <dl className="mt-4 space-y-2 text-sm">
              <div className="flex justify-between text-muted">
                <dt>{cartTexts.items(count)}</dt>
                <dd className="tabular-nums">{formatUsd(totals.usd)}</dd>
              </div>
              <div className="flex justify-between border-t border-slate-200 pt-3 text-base font-semibold text-ink">
                <dt>{cartTexts.total}</dt>
                <dd className="tabular-nums" data-testid="cart-total">
                  {formatUsd(totals.usd)}
                </dd>
              </div>
              <p className="text-right text-sm text-muted" data-testid="cart-points">
                {cartTexts.points(totals.points)}
              </p>
            </dl>
            <ButtonLink to="/checkout" className="mt-6 w-full">
              {cartTexts.checkout}
            </ButtonLink>
            <Button variant="ghost" size="sm" className="mt-2 w-full" onClick={clearCart}>
              {cartTexts.clear}
            </Button>
          </Card>
        </div>
      )}
    </Container>
  );
}
