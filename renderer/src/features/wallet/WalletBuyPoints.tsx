import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { CreditCard, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { saveCheckout } from './payment-return';
import { WalletPackageOption } from './WalletPackageOption';
import {
  createCheckoutSession,
  createPaypalOrder,
  createPointsPaymentIntent,
  packageBonus,
  packagesQuery,
  paymentMethodsQuery,
  purchaseLimitsQuery,
  quoteQuery,
} from './wallet.api';
import { formatUsd, walletTexts } from './wallet.texts';

const QUOTE_DEBOUNCE_MS = 300;
// PayPal's SDK and buttons load only when PayPal keys are set and the payer picks PayPal.
const PaypalButtons = lazy(() => import('./PaypalButtons'));
// Stripe.js and Elements load only when Stripe keys are set and the payer starts a card payment.
const StripeCardForm = lazy(() => import('./StripeCardForm'));

function amountSchema(min: number, max: number) {
  return z.object({
    amount: z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d+(\.\d{1,2})?$/.test(value), walletTexts.quoteInvalid)
      .refine(
        (value) => value === '' || (Number(value) >= min && Number(value) <= max),
        walletTexts.customHint(formatUsd(min), formatUsd(max)),
      ),
  });
}

function MethodOption(props: {
  value: 'card' | 'paypal';
  checked: boolean;
  onChoose: () => void;
  icon: ReactNode;
  label: string;
}) {
  return (
    <label
      className={clsx(
        'flex cursor-pointer items-center gap-2 rounded-xl border px-4 py-2.5 text-sm font-medium',
        props.checked ? 'border-brand-500 bg-brand-50' : 'border-slate-200',
      )}
    >
      <input
        type="radio"
        name="method"
        value={props.value}
        checked={props.checked}
        onChange={props.onChoose}
        className="accent-brand-600"
      />
      {props.icon}
      {props.label}
    </label>
  );
}

/** Packages (active, by price, with their bonus), a custom amount with a live quote, and the card checkout. */
export function WalletBuyPoints({ returnPath }: { returnPath: string }) {
  const packages = useQuery(packagesQuery());
  const limits = useQuery(purchaseLimitsQuery());
  const min = limits.data?.min ?? 1;
  const max = limits.data?.max ?? 10000;
  const [packageId, setPackageId] = useState<string | null>(null);
  const form = useForm<{ amount: string }>({
    resolver: zodResolver(amountSchema(min, max)),
    defaultValues: { amount: '' },
    mode: 'onChange',
  });
  const amountText = useWatch({ control: form.control, name: 'amount' });
  const [debounced, setDebounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(amountText.trim()), QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [amountText]);
  const amountValid = debounced !== '' && !form.formState.errors.amount && Number(debounced) >= min;
  const quote = useQuery({ ...quoteQuery(Number(debounced)), enabled: amountValid && packageId === null });

  const methods = useQuery(paymentMethodsQuery());
  const cardOn = methods.data?.card.enabled ?? false;
  const paypalOn = methods.data?.paypal.enabled ?? false;
  const [chosen, setChosen] = useState<'card' | 'paypal'>('card');
  const method =
    chosen === 'card' && !cardOn && paypalOn ? 'paypal' : chosen === 'paypal' && !paypalOn ? 'card' : chosen;
  const paypalClientId = methods.data?.paypal.client_id ?? null;
  const navigate = useNavigate();
  const [paypalError, setPaypalError] = useState<string | null>(null);

  const purchase = () => (packageId ? { package_id: packageId } : { amount: Number(amountText) });
  const paypalUrls = () => ({
    return_url: `${window.location.origin}${returnPath}?paypal=return`,
    cancel_url: `${window.location.origin}${returnPath}?paypal=cancel`,
  });
  // Without PayPal keys: the sandbox's PayPal approval page, in test mode, returning here with the order's token.
  const paypalRedirect = useMutation({
    mutationFn: () => createPaypalOrder({ ...purchase(), ...paypalUrls() }),
    onSuccess: (answer) => {
      saveCheckout(localStorage, {
        packageId: answer.package_id,
        amount: answer.amount,
        points: answer.points_amount,
      });
      if (answer.approve_url) window.location.assign(answer.approve_url);
    },
  });

  // With Stripe keys and a publishable key: Stripe Elements in the page for a Payment Intent.
  const publishableKey = methods.data?.card.provider === 'stripe' ? methods.data.card.publishable_key : null;
  const elements = useMutation({
    mutationFn: () => createPointsPaymentIntent(purchase()),
    onSuccess: (answer) =>
      saveCheckout(localStorage, {
        packageId: answer.package_id,
        amount: answer.amount,
        points: answer.points_amount,
      }),
  });

  const checkout = useMutation({
    mutationFn: async () => {
      const origin = window.location.origin;
      return createCheckoutSession({
        ...(packageId ? { package_id: packageId } : { amount: Number(amountText) }),
        success_url: `${origin}${returnPath}?success=true&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}${returnPath}?cancelled=true`,
      });
    },
    onSuccess: (answer) => {
      saveCheckout(localStorage, {
        packageId: answer.package_id,
        amount: answer.amount,
        points: answer.points_amount,
      });
      window.location.assign(answer.url);
    },
  });

  const selected = packages.data?.packages.find((pkg) => pkg.id === packageId);
  const payAmount = selected ? Number(selected.price) : amountValid ? Number(debounced) : null;

  return (
    <Card className="p-6">
      <h2 className="text-lg font-bold text-ink">{walletTexts.buyHeading}</h2>
      <p className="mt-1 text-sm text-muted">{walletTexts.buyText}</p>
      {packages.isPending ? (
        <div className="mt-4">
          <ListSkeleton count={3} className="h-28" />
        </div>
      ) : packages.error ? (
        <p role="alert" className="mt-4 text-red-600">
          {packages.error.message}
        </p>
      ) : packages.data.packages.length === 0 ? (
        <p className="mt-4 text-muted">{walletTexts.noPackages}</p>
      ) : (
        <div
          role="radiogroup"
          aria-label={walletTexts.buyHeading}
          className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        >
          {packages.data.packages.map((pkg) => (
            <WalletPackageOption
              key={pkg.id}
              pkg={pkg}
              bonus={packageBonus(pkg, packages.data.tiers)}
              selected={pkg.id === packageId}
              onSelect={() => {
                setPackageId(pkg.id);
                form.reset({ amount: '' });
                elements.reset();
              }}
            />
          ))}
        </div>
      )}

      <form
        className="mt-6"
        onSubmit={form.handleSubmit(() => {
          if (payAmount === null) return;
          if (method === 'paypal') paypalRedirect.mutate();
          else if (publishableKey) elements.mutate();
          else checkout.mutate();
        })}
        noValidate
      >
        <label htmlFor="custom-amount" className="block text-sm font-semibold text-ink">
          {walletTexts.customAmount}
        </label>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <input
            id="custom-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="25.00"
            aria-describedby="custom-amount-hint custom-amount-quote"
            aria-invalid={form.formState.errors.amount ? true : undefined}
            className="h-11 w-40 rounded-xl border border-slate-300 px-3 text-base focus:border-brand-500"
            {...form.register('amount', {
              onChange: () => {
                setPackageId(null);
                elements.reset();
              },
            })}
          />
          <p
            id="custom-amount-quote"
            aria-live="polite"
            className="text-sm font-medium text-brand-700"
            data-testid="custom-quote"
          >
            {packageId === null && amountValid && quote.data
              ? walletTexts.quote(quote.data.base_points, quote.data.bonus_points)
              : ''}
          </p>
        </div>
        <p
          id="custom-amount-hint"
          className={clsx('mt-1 text-sm', form.formState.errors.amount ? 'text-red-600' : 'text-muted')}
        >
          {form.formState.errors.amount?.message ?? walletTexts.customHint(formatUsd(min), formatUsd(max))}
        </p>

        <fieldset className="mt-6">
          <legend className="text-sm font-semibold text-ink">{walletTexts.method}</legend>
          {methods.isPending ? (
            <p className="mt-2 text-sm text-muted">{walletTexts.methodsLoading}</p>
          ) : methods.error ? (
            <p role="alert" className="mt-2 text-sm text-red-600">
              {methods.error.message}
            </p>
          ) : !cardOn && !paypalOn ? (
            <p role="alert" className="mt-2 text-sm text-red-600">
              {walletTexts.noMethods}
            </p>
          ) : (
            <div className="mt-2 flex flex-wrap gap-3">
              {cardOn && (
                <MethodOption
                  value="card"
                  checked={method === 'card'}
                  onChoose={() => setChosen('card')}
                  icon={<CreditCard aria-hidden="true" className="size-4" />}
                  label={walletTexts.card}
                />
              )}
              {paypalOn && (
                <MethodOption
                  value="paypal"
                  checked={method === 'paypal'}
                  onChoose={() => setChosen('paypal')}
                  icon={
                    <span aria-hidden="true" className="font-extrabold text-[#003087]">
                      P
                    </span>
                  }
                  label={walletTexts.paypal}
                />
              )}
            </div>
          )}
        </fieldset>

        {(checkout.error ?? paypalRedirect.error ?? elements.error) && (
          <p role="alert" className="mt-4 text-sm text-red-600">
            {(checkout.error ?? paypalRedirect.error ?? elements.error)!.message}
          </p>
        )}
        {paypalError && (
          <p role="alert" className="mt-4 text-sm text-red-600">
            {paypalError}
          </p>
        )}
        {method === 'card' && publishableKey && elements.data ? (
          <Suspense fallback={<p className="mt-6 text-sm text-muted">{walletTexts.redirecting}</p>}>
            <StripeCardForm
              publishableKey={publishableKey}
              clientSecret={elements.data.client_secret}
              amount={elements.data.amount}
              returnUrl={`${window.location.origin}${returnPath}?success=true`}
            />
          </Suspense>
        ) : method === 'paypal' && paypalClientId ? (
          <Suspense fallback={<p className="mt-6 text-sm text-muted">{walletTexts.paypalRedirecting}</p>}>
            <PaypalButtons
              clientId={paypalClientId}
              disabled={payAmount === null}
              createOrder={async () => {
                setPaypalError(null);
                const answer = await createPaypalOrder({ ...purchase(), ...paypalUrls() });
                saveCheckout(localStorage, {
                  packageId: answer.package_id,
                  amount: answer.amount,
                  points: answer.points_amount,
                });
                return answer.id;
              }}
              onApproved={(orderId) => void navigate(`${returnPath}?paypal=return&token=${orderId}`)}
              onError={setPaypalError}
            />
          </Suspense>
        ) : (
          <Button
            type="submit"
            size="lg"
            className="mt-6 h-auto min-h-12 w-full py-3 whitespace-normal! sm:w-auto"
            disabled={
              payAmount === null ||
              (!cardOn && !paypalOn) ||
              checkout.isPending ||
              checkout.isSuccess ||
              elements.isPending ||
              paypalRedirect.isPending ||
              paypalRedirect.isSuccess
            }
          >
            {checkout.isPending || checkout.isSuccess
              ? walletTexts.redirecting
              : paypalRedirect.isPending || paypalRedirect.isSuccess
                ? walletTexts.paypalRedirecting
                : payAmount === null
                  ? walletTexts.choosePackage
                  : method === 'paypal'
                    ? walletTexts.paypalWith(formatUsd(payAmount))
                    : walletTexts.payWith(formatUsd(payAmount))}
          </Button>
        )}
        {(method === 'paypal' ? methods.data?.paypal.test_mode : methods.data?.card.test_mode) !== false && (
          <p className="mt-3 flex items-center gap-1.5 text-xs text-muted">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {method === 'paypal' ? walletTexts.paypalTestMode : walletTexts.testMode}
          </p>
        )}
      </form>
    </Card>
  );
}
