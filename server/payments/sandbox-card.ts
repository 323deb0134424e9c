// The sandbox's card check: Stripe's documented test cards and Stripe's own messages for them
// (https://docs.stripe.com/testing). Anything else is refused as an incorrect number, as Stripe test mode does.

export type CardOutcome = { ok: true; brand: string; last4: string } | { ok: false; message: string };

const SUCCEEDS: Record<string, string> = {
  '4242424242424242': 'visa',
  '4000056655665556': 'visa',
  '5555555555554444': 'mastercard',
  '378282246310005': 'amex',
};
const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
};

export function checkTestCard(
  input: { number?: string; expiry?: string; cvc?: string },
  now = new Date(),
): CardOutcome {
  const number = (input.number ?? '').replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number)) return { ok: false, message: 'Your card number is incomplete.' };
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry ?? '');
  if (!expiry) return { ok: false, message: "Your card's expiration date is incomplete." };
  const month = Number(expiry[1]);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12) return { ok: false, message: "Your card's expiration month is invalid." };
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { ok: false, message: "Your card's expiration year is in the past." };
  }
  const cvc = (input.cvc ?? '').trim();
  if (!/^\d{3,4}$/.test(cvc)) return { ok: false, message: "Your card's security code is incomplete." };
  const declined = DECLINES[number];
  if (declined) return { ok: false, message: declined };
  const brand = SUCCEEDS[number];
  if (!brand) {
    return {
      ok: false,
      message: 'Your card number is incorrect. In test mode, use a test card such as 4242 4242 4242 4242.',
    };
  }
  return { ok: true, brand, last4: number.slice(-4) };
}
