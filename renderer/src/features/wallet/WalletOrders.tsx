import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { Receipt, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Skeleton } from '../../ui/Skeleton';
import { ordersQuery, type PointsOrder } from './wallet.api';
import { formatDateTime, formatUsd, walletTexts } from './wallet.texts';

const statusClass: Record<string, string> = {
  completed: 'bg-emerald-50 text-emerald-700',
  pending: 'bg-amber-50 text-amber-700',
  refunded: 'bg-slate-100 text-slate-700',
  failed: 'bg-red-50 text-red-700',
  cancelled: 'bg-slate-100 text-slate-700',
  expired: 'bg-slate-100 text-slate-700',
};

/** Only a payment that went through has a receipt: not a checkout still open, expired, failed or cancelled. */
const HAS_RECEIPT = new Set(['completed', 'refunded']);

function WalletOrdersReceipt({ order, onClose }: { order: PointsOrder | null; onClose: () => void }) {
  return (
    <Dialog.Root open={order !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-lift">
          <div className="flex items-start justify-between">
            <Dialog.Title className="text-lg font-bold text-ink">{walletTexts.receiptTitle}</Dialog.Title>
            <Dialog.Close
              className="rounded-lg p-1 text-slate-500 hover:bg-slate-100"
              aria-label={walletTexts.close}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {order && (
            <Dialog.Description asChild>
              <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
                <dt className="text-muted">{walletTexts.orderId}</dt>
                <dd className="font-mono text-xs break-all">{order.id}</dd>
                <dt className="text-muted">{walletTexts.date}</dt>
                <dd>{formatDateTime(order.completed_at ?? order.created_at)}</dd>
                <dt className="text-muted">{walletTexts.description}</dt>
                <dd>{order.package?.name ?? walletTexts.customAmount}</dd>
                <dt className="text-muted">{walletTexts.amount}</dt>
                <dd>{walletTexts.quote(order.points_amount, order.bonus_points)}</dd>
                <dt className="text-muted">{walletTexts.paid}</dt>
                <dd className="font-semibold">{formatUsd(Number(order.amount))}</dd>
                <dt className="text-muted">{walletTexts.provider}</dt>
                <dd className="capitalize">{`${order.payment_method ?? 'card'} (${order.provider})`}</dd>
                <dt className="text-muted">{walletTexts.status}</dt>
                <dd>{walletTexts.orderStatus(order.order_status)}</dd>
              </dl>
            </Dialog.Description>
          )}
          <Button variant="outline" className="mt-6 w-full" onClick={() => window.print()}>
            Print
          </Button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The user's points orders, newest first, each with its receipt. */
export function WalletOrders({ userId }: { userId: string }) {
  const query = useQuery(ordersQuery(userId));
  const [receipt, setReceipt] = useState<PointsOrder | null>(null);
  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold text-ink">{walletTexts.orders}</h2>
      {query.error ? (
        <p role="alert" className="mt-4 text-red-600">
          {query.error.message}
        </p>
      ) : query.isPending ? (
        <div className="mt-4 space-y-2" aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : query.data.length === 0 ? (
        <p className="mt-4 text-muted">{walletTexts.noOrders}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" data-testid="wallet-orders">
          {query.data.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium text-ink">
                  {walletTexts.quote(order.points_amount, order.bonus_points)} ·{' '}
                  {formatUsd(Number(order.amount))}
                </p>
                <p className="text-sm text-muted">{formatDateTime(order.created_at)}</p>
              </div>
              <div className="flex items-center gap-3">
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClass[order.order_status] ?? ''}`}
                  data-testid="order-status"
                >
                  {walletTexts.orderStatus(order.order_status)}
                </span>
                {HAS_RECEIPT.has(order.order_status) && (
                  <Button variant="ghost" size="sm" onClick={() => setReceipt(order)}>
                    <Receipt aria-hidden="true" className="size-4" />
                    {walletTexts.receipt}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <WalletOrdersReceipt order={receipt} onClose={() => setReceipt(null)} />
    </Card>
  );
}
