export { useCheckout, LAST_INVOICE_STORAGE_KEY, type UseCheckoutOptions, type UseCheckoutResult } from './useCheckout.js';
export { CheckoutButton, type CheckoutButtonProps } from './CheckoutButton.js';
export {
  ClientError,
  type CreateInvoiceParams,
  type Environment,
  type ErrorCode,
  type Invoice,
  type InvoiceDeposit,
  type PayInToken,
} from '@paystead/sdk';
