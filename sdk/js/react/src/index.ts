export { useCheckout, LAST_INVOICE_STORAGE_KEY, type UseCheckoutOptions, type UseCheckoutResult } from './useCheckout.js';
export { CheckoutButton, type CheckoutButtonProps } from './CheckoutButton.js';
export { SubscribeButton, type SubscribeButtonProps } from './SubscribeButton.js';
export {
  ClientError,
  type CreateInvoiceParams,
  type CreateSubscriptionCheckoutParams,
  type Environment,
  type ErrorCode,
  type Invoice,
  type InvoiceDeposit,
  type PayInToken,
  type SubscriptionCheckout,
} from '@paystead/sdk';
