// The wallet feature's public entry: what other features may use of it (lint: studyloop/feature-entry).
export { PaymentSuccessDialog } from './PaymentSuccessDialog';
export { PointsBadge, formatPoints } from './PointsBadge';
export { saveCheckout } from './payment-return';
export { usePaymentReturn } from './usePaymentReturn';
export { usePointsBalance } from './usePointsBalance';
export {
  createCheckoutSession,
  createPaypalOrder,
  paymentMethodsQuery,
  purchaseLimitsQuery,
  walletKeys,
} from './wallet.api';
export { formatDateTime, formatUsd } from './wallet.texts';
