import * as Dialog from '@radix-ui/react-dialog';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { Button } from '../../ui/Button';
import type { SuccessDetails } from './payment-return';
import { formatUsd, walletTexts } from './wallet.texts';

/** Spec 1 §9: confetti 50 pieces. */
export const CONFETTI_PIECES = 50;
const COLORS = ['#4f46e5', '#f59e0b', '#10b981', '#ef4444', '#3b82f6', '#ec4899'];

function PaymentSuccessConfetti() {
  const ref = useRef<HTMLDivElement>(null);
  const pieces = useMemo(
    () =>
      Array.from({ length: CONFETTI_PIECES }, (_, i) => ({
        left: (i * 37) % 100,
        color: COLORS[i % COLORS.length],
        delay: (i % 10) * 60,
        drift: ((i * 53) % 80) - 40,
        spin: ((i * 97) % 720) - 360,
      })),
    [],
  );
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const elements = Array.from(ref.current?.children ?? []) as HTMLElement[];
    const animations = elements.map((element, i) =>
      element.animate?.(
        [
          { transform: 'translate(0, -20px) rotate(0deg)', opacity: 1 },
          { transform: `translate(${pieces[i]!.drift}px, 420px) rotate(${pieces[i]!.spin}deg)`, opacity: 0 },
        ],
        { duration: 2200, delay: pieces[i]!.delay, easing: 'cubic-bezier(.2,.6,.4,1)', fill: 'forwards' },
      ),
    );
    return () => animations.forEach((animation) => animation?.cancel());
  }, [pieces]);
  return (
    <div ref={ref} aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
      {pieces.map((piece, i) => (
        <span
          key={i}
          data-testid="confetti-piece"
          className="absolute top-0 block h-2.5 w-1.5 rounded-sm"
          style={{ left: `${piece.left}%`, backgroundColor: piece.color }}
        />
      ))}
    </div>
  );
}

interface PaymentSuccessDialogProps {
  details: SuccessDetails | null;
  onClose: () => void;
}

/** Spec 1 §2: 'Payment Successful!', points added, optional bonus, USD paid, 50 confetti, 'Keep Learning!'. */
export function PaymentSuccessDialog({ details, onClose }: PaymentSuccessDialogProps) {
  return (
    <Dialog.Root open={details !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-2xl bg-white p-8 text-center shadow-lift">
          <PaymentSuccessConfetti />
          <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-emerald-500" />
          <Dialog.Title className="mt-4 text-2xl font-bold text-ink">{walletTexts.successTitle}</Dialog.Title>
          {details && (
            <Dialog.Description asChild>
              <div className="mt-4 space-y-1.5">
                <p className="text-lg font-semibold text-brand-700" data-testid="success-points">
                  {walletTexts.pointsAdded(details.points)}
                </p>
                {details.bonusPoints > 0 && (
                  <p className="font-medium text-amber-700" data-testid="success-bonus">
                    {walletTexts.bonusAdded(details.bonusPoints)}
                  </p>
                )}
                <p className="text-muted" data-testid="success-amount">
                  {walletTexts.amountPaid(formatUsd(details.amount))}
                </p>
              </div>
            </Dialog.Description>
          )}
          <Dialog.Close asChild>
            <Button className="relative mt-8 w-full" size="lg">
              {walletTexts.keepLearning}
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
