// The wallet's texts, the spec's word for word where it words them (spec 1 §2 payment success dialog, §4 card
// payment return, §8 payment messages, §9 constants).
export const walletTexts = {
  pageTitle: 'Wallet',
  pageDescription: 'Buy points, see your balance and every transaction.',
  heading: 'Wallet',
  balance: 'Points balance',
  balanceValue: (points: number) => `${points.toLocaleString('en-US')} Points`,
  worth: (usd: string) => `Worth ${usd}`,
  lifetimeEarned: 'Lifetime earned',
  lifetimeSpent: 'Lifetime spent',
  buyHeading: 'Buy points',
  buyText: '1 US dollar buys 10 points. Bonus points are added from the tiers.',
  popular: 'Popular',
  bonus: (points: number) => `+${points.toLocaleString('en-US')} bonus`,
  points: (points: number) => `${points.toLocaleString('en-US')} points`,
  noPackages: 'No points packages are on offer right now. You can still buy a custom amount.',
  customAmount: 'Custom amount (USD)',
  customHint: (min: string, max: string) => `Between ${min} and ${max}.`,
  quote: (points: number, bonus: number) =>
    bonus > 0
      ? `${points.toLocaleString('en-US')} points + ${bonus.toLocaleString('en-US')} bonus`
      : `${points.toLocaleString('en-US')} points`,
  quoteInvalid: 'Enter an amount in US dollars.',
  method: 'Payment method',
  card: 'Card',
  paypal: 'PayPal',
  paypalUnavailable: 'PayPal is not set up on this server.',
  paypalWith: (amount: string) => `Pay ${amount} with PayPal`,
  paypalRedirecting: 'Opening PayPal…',
  paypalButtons: 'Pay with PayPal',
  paypalTestMode: 'Test mode: PayPal payments go to the sandbox and no real money is charged.',
  methodOff: (method: string) => `${method} payments are turned off right now.`,
  noMethods: 'Payments are turned off right now. Please try again later.',
  methodsLoading: 'Loading payment methods…',
  payWith: (amount: string) => `Pay ${amount}`,
  redirecting: 'Opening secure checkout…',
  testMode: 'Test mode: payments go to the sandbox and no real money is charged.',
  choosePackage: 'Choose a package or enter an amount.',
  transactions: 'Transactions',
  allTypes: 'All types',
  filterByType: 'Filter by type',
  noTransactions: 'No transactions yet.',
  date: 'Date',
  description: 'Description',
  type: 'Type',
  amount: 'Points',
  balanceAfter: 'Balance',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  orders: 'Orders',
  noOrders: 'No orders yet.',
  receipt: 'Receipt',
  receiptTitle: 'Receipt',
  orderId: 'Order',
  paid: 'Paid',
  status: 'Status',
  orderStatus: (status: string): string =>
    ({
      pending: 'Pending',
      completed: 'Completed',
      failed: 'Failed',
      cancelled: 'Cancelled',
      refunded: 'Refunded',
      expired: 'Expired',
    })[status] ?? status,
  provider: 'Paid with',
  close: 'Close',
  // Spec 1 §2: the payment success dialog.
  successTitle: 'Payment Successful!',
  pointsAdded: (points: number) => `${points.toLocaleString('en-US')} points added`,
  bonusAdded: (points: number) => `+${points.toLocaleString('en-US')} bonus points`,
  amountPaid: (usd: string) => `Amount paid: ${usd}`,
  keepLearning: 'Keep Learning!',
  // Spec 1 §8: payment messages.
  errorCreatingOrder: 'Error creating order. Please contact support.',
  paymentSuccessful: 'Payment successful! Points added to your account.',
  errorVerifying: 'Error verifying payment. Please contact support.',
  verificationFailed: 'Payment verification failed. Please contact support.',
  missingDetails: 'Could not process payment. Missing details.',
  errorProcessing: 'Error processing payment. Please contact support.',
  alreadyProcessed: 'This payment has already been processed.',
  maybeSuccessful: 'Payment may have been successful. Please check your points balance.',
  invalidCheckout: 'Invalid response from checkout session',
  cancelled: 'Payment cancelled. No money was taken.',
} as const;

export const TRANSACTION_TYPES = [
  'purchase',
  'bonus',
  'earned',
  'subscription',
  'refund',
  'spent',
  'document_chat',
  'withdrawal',
  'adjustment',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const transactionTypeLabels: Record<TransactionType, string> = {
  purchase: 'Purchase',
  bonus: 'Bonus',
  earned: 'Earned',
  subscription: 'Subscription',
  refund: 'Refund',
  spent: 'Spent',
  document_chat: 'Document chat',
  withdrawal: 'Withdrawal',
  adjustment: 'Adjustment',
};

export function formatUsd(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
}

/** Spec 1 §9: dates en-US with short month, day, year, hour and minute. */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
