/** A hosted Paystead. `'testnet'` is the default. */
export type Environment = 'testnet' | 'mainnet';

/**
 * The stablecoin a customer pays in, by symbol: USDC or EURC, or another token a self-hosted
 * Paystead takes (its `PAYSTEAD_TOKENS`; its `/openapi.json` lists them). The server refuses a
 * symbol its deployment does not take.
 */
export type PayInToken = 'USDC' | 'EURC' | (string & {});

/**
 * The Paystead this package was downloaded from, or `undefined` for a package built from
 * Paystead's source (`make sdk`). A Paystead serves these packages at `<its address>/sdk/` with
 * its own address written in place of the marker below, so that a client made without `baseUrl`
 * talks to the Paystead the package came from, and to no other host.
 */
const servedFrom = 'paystead-instance-url-not-set';
export const INSTANCE_URL: string | undefined = /^https?:\/\//.test(servedFrom) ? servedFrom : undefined;

/**
 * Base address of each environment, used when `baseUrl` is not given: both are the Paystead the
 * package was downloaded from (a self-hosted Paystead serves one deployment, test or live as its
 * networks are), and empty in a package built from source, which then needs `baseUrl`.
 */
export const BASE_URLS: Readonly<Partial<Record<Environment, string>>> = Object.freeze(
  INSTANCE_URL ? { testnet: INSTANCE_URL, mainnet: INSTANCE_URL } : {},
);

/** Options of `new Client(options)` (spec 4.9). */
export interface InitOptions {
  /** Required: the publishable key (`pk_live_…`) in a browser, the secret key (`ak_live_…`) on a server. */
  apiKey: string;
  /** Selects the base address (see `BASE_URLS`); `'testnet'` when omitted. */
  environment?: Environment;
  /**
   * The Paystead to talk to, e.g. `http://127.0.0.1:8080`. Needed by a package built from source;
   * a package downloaded from a Paystead's `/sdk/` talks to that Paystead without it.
   */
  baseUrl?: string;
  /** Bound on each attempt, from sending to reading the whole answer. Default 30 000 ms. */
  timeoutMs?: number;
  /** How many times a failed request is retried (429, 5xx, dropped connection). Default 2; 0 for none. */
  maxRetries?: number;
  /** Longest wait before a retry; a longer Retry-After ends the retries. Default 5 000 ms. */
  maxRetryWaitMs?: number;
  /** The fetch to send requests with; the global one by default. */
  fetch?: typeof fetch;
}

/** Fields of a new invoice (spec 2.1). */
export interface CreateInvoiceParams {
  /** Gross amount in USD-equivalent (1 = $1.00): finite, greater than 0, at most 6 decimals. */
  amountUsdc: number;
  payInToken: PayInToken;
  /** Required: the http(s) address the customer is sent to after paying (on one of the merchant's allowed origins). */
  successUrl: string;
  /** Optional http(s) address, same rules as `successUrl`. */
  cancelUrl?: string;
  /** Attached to the invoice and to webhook payloads. */
  metadata?: Record<string, string>;
  /**
   * When the invoice stops being payable if unpaid (a Date or an RFC 3339 string), at least a minute
   * and at most a year ahead. Omitted: the server's default, which may be none. An extension of spec 2.1.
   */
  expiresAt?: Date | string;
  /** What is bought, shown to the customer (at most 500 characters). An extension of spec 2.1. */
  description?: string;
  /** Your own reference, such as an order number, shown to the customer (at most 100 characters). */
  reference?: string;
  /** The invoice's lines (at most 50), shown to the customer; they must add up to `amountUsdc` exactly. */
  lineItems?: LineItem[];
  /**
   * The chain ids the invoice may be paid on, in your order of preference: it is staged on the first,
   * and the customer may choose another. Omitted: every network of the deployment that takes `payInToken`.
   */
  networks?: number[];
}

/** One line of an invoice: `quantity` × `unitAmountUsdc` dollars. */
export interface LineItem {
  name: string;
  quantity: number;
  unitAmountUsdc: number;
}

/** Invoice states, as `getInvoice()` reports them. Matured is a paid invoice whose `claimableAt` has passed. */
export type InvoiceStatus = 'staging' | 'open' | 'paid' | 'refunded' | 'claimed' | 'failed' | 'expired' | 'voided';

/**
 * An invoice as the client returns it: `createInvoice()` gives `invoiceId` and `url` (spec 2.1's
 * creation result); `getInvoice()` and `voidInvoice()` give every field GET /api/invoices/{id}
 * answers. A field the server answers null is absent.
 */
export interface Invoice {
  /** Hex identifier (`0x…`). */
  invoiceId: string;
  /** The hosted payment page, `{base}/i/<invoiceId>`. */
  url: string;
  /** Set by `getInvoice()`. */
  status?: InvoiceStatus;
  /** Which view the server answered: `owner` (the owning merchant's secret key: metadata and the private fields) or `public`. */
  view?: 'owner' | 'public';
  /** The amount in dollars, an exact decimal string without trailing zeros (`"12.5"`). */
  amount?: string;
  /** The same in the token's smallest unit (`"12500000"`). */
  amountUnits?: string;
  /** `'USD'`, the unit of `amount`. */
  currency?: string;
  payInToken?: PayInToken;
  /** The token contract the merchant is paid out in. */
  payoutToken?: string;
  /** What the customer sees of the merchant. */
  merchant?: InvoiceMerchant;
  /** The EVM chain the invoice is staged on. */
  chainId?: number;
  /** The custody-escrow gateway contract. */
  gateway?: string;
  /** The chain ids the invoice may be paid on; `chainId` is the one it is staged on now. */
  networks?: number[];
  successUrl?: string;
  cancelUrl?: string;
  /** ISO 8601 creation time. */
  createdAt?: string;
  /** ISO 8601 time its staging transaction was mined. */
  stagedAt?: string;
  /** ISO 8601 time it stops being payable if unpaid; absent when it never does. */
  expiresAt?: string;
  /** What is bought, as the merchant described it. */
  description?: string;
  /** The merchant's own reference (an order number). */
  reference?: string;
  /** The invoice's lines; empty when none. */
  lineItems?: InvoiceLineItem[];
  /** ISO 8601 time of the paying block; present once paid. */
  paidAt?: string;
  /** ISO 8601 time the refund window closes; present once the invoice is paid. */
  claimableAt?: string;
  /** The paying transaction; present once paid. */
  settleTxHash?: string;
  /** The paying wallet; present once paid. */
  payer?: string;
  /** What the payment took, in the pay-in token's smallest unit; present once paid. */
  amountIn?: string;
  /** What refunds returned to the payer, in dollars (`"0"` when none; a paid invoice may be refunded in parts); present once paid. */
  amountRefunded?: string;
  /** What the gateway still holds for the invoice, in dollars (`"0"` once refunded or claimed); present once paid. */
  amountRemaining?: string;
  /** The refunds one by one, oldest first: on the read of one invoice, absent in lists and when none. */
  refunds?: InvoiceRefund[];
  /** How to pay with a plain transfer, from an exchange or any wallet; present while the invoice is open and the deployment has deposit addresses. */
  deposit?: InvoiceDeposit;
  /** How it was paid: `signature` (a payment the payer signed) or `deposit` (transfers to its deposit address, then the `payer`); absent until paid. */
  paidVia?: 'signature' | 'deposit';
  /** Only for the owning merchant's secret key: the invoice's metadata (absent when none). */
  metadata?: Record<string, string>;
  /** Only for the secret key: the staging transaction. */
  stageTxHash?: string;
  /** Only for the secret key: why staging failed (`failed` invoices). */
  failure?: string;
  /** Only for the secret key: created unscreened while the compliance provider was down. */
  complianceFailOpen?: boolean;
}

/**
 * An open invoice's deposit address: transfers of `token` on `chainId` there pay the invoice once
 * `received` reaches `amount`. Amounts are decimal strings in the token's units, the `*Units`
 * fields its smallest unit; `uri` is the EIP-681 request for what is `missing`.
 */
/** One refund of an invoice: what it returned in dollars, when (its block's time, ISO 8601) and its transaction. */
export interface InvoiceRefund {
  amount: string;
  refundedAt: string;
  txHash: string;
}

export interface InvoiceDeposit {
  address: string;
  chainId: number;
  token: string;
  tokenAddress: string;
  amount: string;
  amountUnits: string;
  received: string;
  receivedUnits: string;
  missing: string;
  missingUnits: string;
  uri: string;
}

/** What a customer sees of the merchant of an invoice. */
export interface InvoiceMerchant {
  displayName: string;
  supportEmail?: string;
  /** The merchant's logo. */
  logoUrl?: string;
  /** The hosted page's button colour (`#rrggbb`), with `accentInk` readable on it. */
  accentColor?: string;
  accentInk?: string;
}

/** A line of an invoice as shown: `quantity` × `unitAmount` = `amount`, in dollars as decimal strings. */
export interface InvoiceLineItem {
  name: string;
  quantity: number;
  unitAmount: string;
  amount: string;
}

/** Filters of `escrows()`. */
export interface EscrowFilters {
  /** Only payments at or after this time (a Date or an RFC 3339 string). */
  paidFrom?: Date | string;
  /** Only payments at or before this time. */
  paidTo?: Date | string;
  /** Only payments in this token. */
  token?: PayInToken;
}

/** One paid invoice in an escrow bucket. */
export interface EscrowRow {
  invoiceId: string;
  /** The network whose gateway holds the escrow (or paid it out); a claim pays out on it. */
  chainId: number;
  /** Decimal string with full precision, e.g. `"19.99"`. */
  amount: string;
  /** The same in the token's smallest unit, e.g. `"19990000"`. */
  amountUnits: string;
  /** What partial refunds returned to the payer, as `amount` (`"0"` when none); `amount` is what is left. */
  refunded: string;
  token: PayInToken;
  /** Paying wallet address. */
  payer: string;
  paidAt: string;
  claimableAt: string;
  claimedAt: string | null;
  settleTxHash: string;
  claimTxHash: string | null;
  metadata: Record<string, string>;
}

/** The merchant's paid invoices by escrow state (spec 2.5). Each bucket holds at most 200 rows. */
export interface EscrowSummary {
  /** Paid, still within the 7-day refund window. */
  pending: EscrowRow[];
  /** Window elapsed; ready to claim. */
  matured: EscrowRow[];
  /** Withdrawn to the merchant's payout wallet. */
  claimed: EscrowRow[];
  /** A bucket was cut at 200 rows: narrow the filters. */
  truncated: boolean;
}

/** Filters of `listInvoices()` and `allInvoices()`. */
export interface InvoiceFilters {
  /** Only invoices in these statuses (an unpaid invoice past its expiry counts as `expired`). */
  status?: InvoiceStatus[];
  /** Only invoices created at or after this time (a Date or an RFC 3339 string). */
  createdFrom?: Date | string;
  /** Only invoices created before this time. */
  createdTo?: Date | string;
  /** Only invoices whose id starts with it (`0x` and at least 4 hex digits), or whose reference or any metadata value equals it. */
  q?: string;
  /** Only invoices paid that way (and refunded or claimed since). */
  paidVia?: 'signature' | 'deposit';
  /** Page size, 1 to 100 (25 when left out). */
  limit?: number;
}

/** One page of `listInvoices()`, newest first. */
export interface InvoicePage {
  invoices: Invoice[];
  /** Pass it as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** A webhook event's delivery to one endpoint. */
export interface TimelineDelivery {
  endpointUrl: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastAttemptAt: string | null;
  /** The last attempt's HTTP status; null when it got none. */
  lastStatusCode: number | null;
  lastError: string | null;
}

/** A step of the invoice, or (kind `webhook`) an event about it with its deliveries. */
export interface TimelineEntry {
  /** ISO 8601 time. */
  at: string;
  kind:
    | 'created'
    | 'staged'
    | 'moved'
    | 'paid'
    | 'refund_sent'
    | 'refund_failed'
    | 'refunded'
    | 'claim_sent'
    | 'claim_failed'
    | 'claimed'
    | 'failed'
    | 'expired'
    | 'voided'
    | 'transfer_received'
    | 'webhook';
  /** The network of the step: its transaction's chain, or on `moved` the one the invoice left. */
  chainId?: number;
  /** The transaction that made the step, when one did. */
  txHash?: string;
  /**
   * On a `refunded` step (one per refund): what it returned, in dollars. On a `transfer_received`
   * step (a transfer to the deposit address): what arrived, in `token`'s units (its smallest unit
   * when `token` is empty, a token the deployment does not take).
   */
  amount?: string;
  /** On a `refunded` step: what the gateway still held after it, in dollars. */
  remaining?: string;
  /** On a `refund_failed` or `claim_failed` step: why, in a sentence. */
  reason?: string;
  /** On a `transfer_received` step: the sender, the token's symbol ('' when not taken) and its address. */
  from?: string;
  token?: string;
  tokenAddress?: string;
  event?: { id: string; type: string; deliveries: TimelineDelivery[] };
}

/** An invoice as its owner sees it (the server's JSON) and what happened to it, oldest first. */
export interface InvoiceTimeline {
  invoice: Record<string, unknown> & { invoiceId: string; status: InvoiceStatus };
  timeline: TimelineEntry[];
}

/** What `refund()` returns: `amount` in dollars, at most what remains; left out for everything. */
export interface RefundParams {
  amount?: string;
  /**
   * Where the refund goes, for an invoice paid by a plain transfer to its deposit address: the
   * address the customer gave (the sender may be an exchange's shared address). Required for such
   * an invoice, refused (`bad_body`) for one paid by a wallet's signature.
   */
  to?: string;
}

/**
 * What the gateway holds of one token on one chain for an invoice, paid to no invoice: a transfer
 * to its deposit address after it was paid, expired or voided, in a token it does not take, on
 * another network, or an overpayment's surplus. Amounts are in the token's units when the
 * deployment takes it (`token` names it), else in its smallest unit (`token` is `""`).
 */
export interface HeldFunds {
  chainId: number;
  token: string;
  tokenAddress: string;
  held: string;
  heldUnits: string;
  returned: string;
  returnedUnits: string;
  remaining: string;
  remainingUnits: string;
  /** ISO 8601 time of the first hold. */
  since: string;
}

/**
 * A return link as issued: send `url` (shown this once) to the customer, who gives the address the
 * held funds go back to; nothing to sign.
 */
export interface ReturnLink {
  id: string;
  invoiceId: string;
  kind: 'return';
  url: string;
  status: string;
  held: { chainId: number; token: string };
  token: string;
  amount: string;
  amountUnits: string;
  createdAt: string;
  expiresAt: string;
}

/**
 * The answer of `refund()`, given once the refund is sent: what it returns and what will remain, in
 * dollars and in the token's smallest unit. It is mined later: the `invoice.refunded` webhook says
 * when (or `invoice.refund_failed` why it failed, nothing refunded), as does `getInvoice()`.
 */
export interface RefundResult {
  invoiceId: string;
  /** The refund's transaction as first sent; a repriced copy may be the one mined. */
  refundTxHash: string;
  /** `pending`: sent, not yet mined. */
  status: 'pending';
  amount: string;
  amountUnits: string;
  remaining: string;
  remainingUnits: string;
}

/** Per-call options. */
export interface RequestOptions {
  /** Aborts the call (and its retries); it then fails with `NETWORK`. */
  signal?: AbortSignal;
}

/** The body of `createPlan()` (#35): `amount` of `token` (at most 6 decimals) every `intervalCount` `interval`s. */
export interface CreatePlanParams {
  name: string;
  description?: string;
  amount: string;
  token: string;
  interval: 'day' | 'week' | 'month' | 'year';
  intervalCount?: number;
  trialDays?: number;
  /** Charges per subscription; absent: until canceled. */
  charges?: number;
}

/** A subscription plan. `periodSeconds` is what the chain enforces: a month is a twelfth of a Gregorian year. */
export interface Plan {
  id: string;
  name: string;
  description: string;
  amount: string;
  amountUnits: string;
  token: string;
  interval: 'day' | 'week' | 'month' | 'year';
  intervalCount: number;
  periodSeconds: number;
  trialDays: number;
  charges: number | null;
  active: boolean;
  createdAt: string;
  /** The plan's permanent link: it sends whoever opens it to a checkout of the plan while `active`. */
  url: string;
}

/** The body of `createSubscriptionCheckout()` (#35): where the customer goes after subscribing. */
export interface CreateSubscriptionCheckoutParams {
  successUrl?: string;
  cancelUrl?: string;
  reference?: string;
}

/** A checkout session of a plan: send the customer to `url`. */
export interface SubscriptionCheckout {
  id: string;
  url: string;
  plan: Plan;
  /** Who sells the plan; on the customer's read of the session only. */
  merchant?: InvoiceMerchant;
  /** The network it is charged on; on the customer's read of the session only. */
  chainId?: number;
  successUrl: string | null;
  cancelUrl: string | null;
  reference: string | null;
  expiresAt: string;
}

/** A customer's subscription to a plan (#35). */
export interface Subscription {
  id: string;
  planId: string;
  planName: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled' | 'ended';
  chainId: number;
  payer: string;
  token: string;
  tokenAddress: string;
  amount: string;
  amountUnits: string;
  periodSeconds: number;
  startsAt: string;
  charges: number | null;
  chargedCount: number;
  nextChargeAt: string | null;
  failedAttempts: number;
  lastFailure: string | null;
  cancelReason: string | null;
  canceledAt: string | null;
  /** When Paystead saw the payer's allowance unable to pay the next charge; null while it can. */
  allowanceRevokedAt: string | null;
  termsHash: string;
  manager: string;
  createdAt: string;
  /** Who sells it: on the payer's views only ({@link Client.payerSubscriptions}). */
  merchant?: InvoiceMerchant;
}

/**
 * Recurring revenue and churn for each token the subscriptions charge, the last 12 calendar months
 * (UTC) oldest first: `mrr` at each month's end (the current one's: now), the subscriptions
 * paying then (`active`), signed (`new`) and canceled in the month, and churn in basis points of
 * those paying as the month began (null when none were).
 */
export interface SubscriptionMetrics {
  tokens: {
    token: string;
    months: { month: string; mrr: string; mrrUnits: string; active: number; new: number; canceled: number; churnBasisPoints: number | null }[];
  }[];
}

/** The Sign-In with Ethereum message a payer's wallet signs to list its subscriptions. */
export interface PayerMessage {
  message: string;
  expiresAt: string;
}

/** One period's charge of a subscription: `invoiceId` is the invoice it is. */
export interface SubscriptionCharge {
  period: number;
  invoiceId: string;
  status: 'pending' | 'charged' | 'failed';
  attempts: number;
  failure: string | null;
  dueAt: string;
  chargedAt: string | null;
}

/** A subscription with its charges, the latest first. */
export interface SubscriptionDetail extends Subscription {
  chargeHistory: SubscriptionCharge[];
}
