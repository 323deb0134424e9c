// Stripe Elements card form (@stripe/react-stripe-js) for a Payment Intent made by create-points-payment-intent,
// shown when Stripe keys are set. Loaded lazily: only the wallet imports it, once the payer starts a card payment,
// so Stripe.js never weighs on other routes. Stripe returns to the wallet with payment_intent and redirect_status,
// which the payment return verifies (verify-stripe-session reads the intent and credits it once).
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { formatUsd, walletTexts } from './wallet.texts';

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripes.has(key)) stripes.set(key, loadStripe(key));
  return stripes.get(key)!;
};

export interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  amount: number;
  returnUrl: string;
}

function CardForm({ amount, returnUrl }: { amount: number; returnUrl: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  return (
    <div className="mt-6 max-w-md">
      <PaymentElement />
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-600">
          {error}
        </p>
      )}
      <Button
        size="lg"
        className="mt-4 w-full"
        disabled={!stripe || !elements || paying}
        onClick={async () => {
          if (!stripe || !elements) return;
          setPaying(true);
          setError(null);
          const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
          // Only an immediate error comes back here; success leaves for return_url.
          setError(result.error?.message ?? walletTexts.errorProcessing);
          setPaying(false);
        }}
      >
        {paying ? walletTexts.redirecting : walletTexts.payWith(formatUsd(amount))}
      </Button>
    </div>
  );
}

export default function StripeCardForm({
  publishableKey,
  clientSecret,
  amount,
  returnUrl,
}: StripeCardFormProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <CardForm amount={amount} returnUrl={returnUrl} />
    </Elements>
  );
}
