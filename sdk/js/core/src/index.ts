export { Client, openCheckout, parseRetryAfter, VERSION, DEFAULT_TIMEOUT_MS, DEFAULT_MAX_RETRIES, DEFAULT_MAX_RETRY_WAIT_MS } from './client.js';
export { ClientError, type ErrorCode, type FieldError, type ClientErrorInit } from './errors.js';
export {
  BASE_URLS,
  INSTANCE_URL,
  type Environment,
  type PayInToken,
  type InitOptions,
  type CreateInvoiceParams,
  type LineItem,
  type Invoice,
  type InvoiceLineItem,
  type InvoiceMerchant,
  type InvoiceDeposit,
  type InvoiceStatus,
  type EscrowFilters,
  type EscrowRow,
  type EscrowSummary,
  type InvoiceFilters,
  type InvoicePage,
  type InvoiceTimeline,
  type TimelineEntry,
  type TimelineDelivery,
  type RefundParams,
  type RefundResult,
  type HeldFunds,
  type CreatePlanParams,
  type Plan,
  type ReturnLink,
  type RequestOptions,
} from './types.js';
export { gatewayAbi, GATEWAY_ABI } from './gateway-abi.js';
export { init, createInvoice } from './legacy.js';
