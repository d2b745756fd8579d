import { ClientError, errorFromAnswer, type ServerErrorBody } from './errors.js';
import {
  BASE_URLS,
  type CreateInvoiceParams,
  type EscrowFilters,
  type EscrowSummary,
  type HeldFunds,
  type InitOptions,
  type Invoice,
  type InvoiceFilters,
  type InvoicePage,
  type InvoiceTimeline,
  type CreatePlanParams,
  type CreateSubscriptionCheckoutParams,
  type Plan,
  type RefundParams,
  type RefundResult,
  type RequestOptions,
  type ReturnLink,
  type Subscription,
  type SubscriptionCheckout,
  type SubscriptionDetail,
  type PayerMessage,
  type SubscriptionMetrics,
} from './types.js';

/** Version of this package, the same as the Go client's. */
export const VERSION = '1.2.0';

export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_MAX_RETRIES = 2;
export const DEFAULT_MAX_RETRY_WAIT_MS = 5_000;

interface Call {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  withKey: boolean;
  signal?: AbortSignal;
  /** Sent once: a lost answer may hide a change that happened (a refund). */
  once?: boolean;
}

/**
 * A client of one Paystead, acting as one merchant. Create one per API key:
 * clients share no state.
 *
 * Retries: answers 429 and 5xx, a dropped connection and 409
 * `idempotency_in_progress` are retried up to `maxRetries` times, waiting
 * Retry-After when the server sends it (exponential backoff otherwise), never
 * longer than `maxRetryWaitMs`. `createInvoice` reuses its Idempotency-Key on
 * retries, so a retry never makes a second invoice. Timeouts are not retried.
 */
export class Client {
  readonly baseUrl: string;
  readonly #apiKey: string;
  readonly #timeoutMs: number;
  readonly #maxRetries: number;
  readonly #maxRetryWaitMs: number;
  readonly #fetch: typeof fetch | undefined;

  constructor(options: InitOptions) {
    const apiKey = typeof options?.apiKey === 'string' ? options.apiKey.trim() : '';
    if (!apiKey) {
      throw new ClientError(
        'INVALID_API_KEY',
        'an apiKey is required: the publishable key (pk_live_…) in a browser, the secret key (ak_live_…) on a server; both are at /m/settings',
      );
    }
    let base: string;
    if (options.baseUrl) {
      checkHttpUrl('baseUrl', options.baseUrl);
      base = options.baseUrl;
    } else {
      const env = options.environment ?? 'testnet';
      if (env !== 'testnet' && env !== 'mainnet') {
        throw new ClientError('INVALID_ENVIRONMENT', `environment ${JSON.stringify(env)} is not 'testnet' or 'mainnet'`);
      }
      const known = BASE_URLS[env];
      if (!known) {
        throw new ClientError(
          'INVALID_ENVIRONMENT',
          'this @paystead/sdk was built from source and knows no Paystead: pass baseUrl (your Paystead\'s address, e.g. http://127.0.0.1:8080), ' +
            'or install the packages from your Paystead (<its address>/sdk/), which then talk to it without one',
        );
      }
      base = known;
    }
    this.baseUrl = base.replace(/\/+$/, '');
    this.#apiKey = apiKey;
    this.#timeoutMs = positive(options.timeoutMs, DEFAULT_TIMEOUT_MS);
    this.#maxRetries = options.maxRetries === undefined ? DEFAULT_MAX_RETRIES : Math.max(0, Math.floor(options.maxRetries));
    this.#maxRetryWaitMs = positive(options.maxRetryWaitMs, DEFAULT_MAX_RETRY_WAIT_MS);
    this.#fetch = options.fetch;
  }

  /**
   * Creates an invoice (POST /api/invoices) and returns its id and payment
   * page. A non-finite or non-positive `amountUsdc` (`INVALID_AMOUNT`) and a
   * missing or non-http(s) `successUrl` (`INVALID_URL`) are rejected before
   * any request is sent.
   */
  async createInvoice(params: CreateInvoiceParams, options: RequestOptions = {}): Promise<Invoice> {
    const body = createInvoiceBody(params);
    const idempotencyKey = newIdempotencyKey();
    const out = await this.#send<{ invoiceId: string; url: string }>({
      method: 'POST',
      path: '/api/invoices',
      body,
      headers: { 'Idempotency-Key': idempotencyKey },
      withKey: true,
      signal: options.signal,
    });
    if (typeof out?.invoiceId !== 'string' || typeof out?.url !== 'string') {
      throw new ClientError('UNKNOWN', 'the answer to POST /api/invoices has no invoiceId and url');
    }
    return { invoiceId: out.invoiceId, url: out.url };
  }

  /**
   * Reads an invoice (GET /api/invoices/{id}): its status and, once it is
   * paid, `paidAt` and `claimableAt` (when the refund window closes). A
   * secret key is sent along; a publishable key is left out, since the
   * public view needs none and a browser then sends a simple request.
   */
  async getInvoice(invoiceId: string, options: RequestOptions = {}): Promise<Invoice> {
    if (typeof invoiceId !== 'string' || invoiceId.trim() === '') {
      throw new ClientError('UNKNOWN', 'an invoice id is required');
    }
    const v = await this.#send<InvoiceView>({
      method: 'GET',
      path: `/api/invoices/${encodeURIComponent(invoiceId)}`,
      withKey: !this.#publishable(),
      signal: options.signal,
    });
    return invoiceOf(v);
  }

  /**
   * Voids an unpaid invoice (POST /api/invoices/{id}/void, an extension of
   * the specification): it can no longer be paid. Server side only: with a
   * publishable key it throws `PUBLISHABLE_KEY_FORBIDDEN` without sending a
   * request. A paid invoice, or one whose payment is being settled, is
   * refused (`UNKNOWN` with `serverCode` `invoice_not_open` or
   * `payment_in_flight`).
   */
  async voidInvoice(invoiceId: string, options: RequestOptions = {}): Promise<Invoice> {
    if (this.#publishable()) {
      throw new ClientError(
        'PUBLISHABLE_KEY_FORBIDDEN',
        'voidInvoice() needs the secret key (ak_live_…) and must run on a server; publishable keys (pk_live_…) can only create invoices',
      );
    }
    if (typeof invoiceId !== 'string' || invoiceId.trim() === '') {
      throw new ClientError('UNKNOWN', 'an invoice id is required');
    }
    const v = await this.#send<InvoiceView>({
      method: 'POST',
      path: `/api/invoices/${encodeURIComponent(invoiceId)}/void`,
      withKey: true,
      signal: options.signal,
    });
    return invoiceOf(v);
  }

  /**
   * Returns a paid invoice's funds to its payer (POST
   * /api/invoices/{id}/refund): everything that remains, or `params.amount`
   * of it, in dollars as a decimal string with at most 6 decimals
   * (`"1.25"`). A paid invoice may be refunded in parts, any number of
   * times inside its 7-day refund window, until nothing remains, each once
   * the one before is mined. It resolves once the refund is sent, before it
   * is mined (`status` `pending`), with what it returns and what will
   * remain: the `invoice.refunded` webhook says when it is mined, and
   * `invoice.refund_failed` why, should it fail (nothing is refunded then).
   * Refusals throw `UNKNOWN` with `serverCode`
   * `refund_window_closed`, `invoice_not_refundable` or
   * `refund_exceeds_remaining`. Server side only, and sent once, without
   * retries: after a lost answer, `getInvoice()` tells what was refunded
   * (`amountRefunded`).
   */
  async refund(invoiceId: string, params: RefundParams = {}, options: RequestOptions = {}): Promise<RefundResult> {
    this.#requireSecret('refund');
    if (typeof invoiceId !== 'string' || invoiceId.trim() === '') {
      throw new ClientError('UNKNOWN', 'an invoice id is required');
    }
    const amount = params?.amount;
    if (amount !== undefined && (typeof amount !== 'string' || !/^(0|[1-9][0-9]*)(\.[0-9]{1,6})?$/.test(amount) || /^0(\.0*)?$/.test(amount))) {
      throw new ClientError('INVALID_AMOUNT', `amount must be a decimal string of dollars above 0 with at most 6 decimals, such as "1.25", not ${String(amount)}`);
    }
    const to = params?.to;
    if (to !== undefined && (typeof to !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(to))) {
      throw new ClientError('UNKNOWN', `to must be a 0x-prefixed 20-byte address, not ${String(to)}`);
    }
    const body: Record<string, string> = {};
    if (amount !== undefined) body.amount = amount;
    if (to !== undefined) body.to = to;
    return this.#send<RefundResult>({
      method: 'POST',
      path: `/api/invoices/${encodeURIComponent(invoiceId)}/refund`,
      body: Object.keys(body).length === 0 ? undefined : JSON.stringify(body),
      withKey: true,
      signal: options.signal,
      once: true,
    });
  }

  /**
   * Lists what the gateway holds for an invoice paid to no invoice (GET /api/invoices/{id}/held),
   * per chain and token: transfers to its deposit address that could not pay it. Server side only.
   */
  async heldFunds(invoiceId: string, options: RequestOptions = {}): Promise<HeldFunds[]> {
    this.#requireSecret('heldFunds');
    if (typeof invoiceId !== 'string' || invoiceId.trim() === '') {
      throw new ClientError('UNKNOWN', 'an invoice id is required');
    }
    const out = await this.#send<{ data: HeldFunds[] }>({
      method: 'GET',
      path: `/api/invoices/${encodeURIComponent(invoiceId)}/held`,
      withKey: true,
      signal: options.signal,
    });
    return out.data;
  }

  /**
   * Issues a return link of everything held of `held.token` (its address) on `held.chainId` for
   * an invoice (POST /api/invoices/{id}/refund-links): the customer opens its `url`, gives an
   * address and the funds go there. Server side only, sent once.
   */
  async issueReturnLink(invoiceId: string, held: { chainId: number; token: string }, options: RequestOptions = {}): Promise<ReturnLink> {
    this.#requireSecret('issueReturnLink');
    if (typeof invoiceId !== 'string' || invoiceId.trim() === '') {
      throw new ClientError('UNKNOWN', 'an invoice id is required');
    }
    if (!Number.isInteger(held?.chainId) || held.chainId <= 0 || typeof held?.token !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(held.token)) {
      throw new ClientError('UNKNOWN', 'held must name the chain id and the token address of held funds (see heldFunds())');
    }
    return this.#send<ReturnLink>({
      method: 'POST',
      path: `/api/invoices/${encodeURIComponent(invoiceId)}/refund-links`,
      body: JSON.stringify({ held: { chainId: held.chainId, token: held.token } }),
      withKey: true,
      signal: options.signal,
      once: true,
    });
  }

  /**
   * Makes a subscription plan (POST /api/plans, #35): `amount` of `token` every `intervalCount`
   * `interval`s, after `trialDays`, `charges` times (absent: until canceled). Server side only.
   */
  async createPlan(params: CreatePlanParams, options: RequestOptions = {}): Promise<Plan> {
    this.#requireSecret('createPlan');
    return this.#send<Plan>({ method: 'POST', path: '/api/plans', body: JSON.stringify(params), withKey: true, signal: options.signal });
  }

  /** Lists the merchant's plans, newest first (GET /api/plans). Server side only. */
  async plans(options: RequestOptions = {}): Promise<Plan[]> {
    this.#requireSecret('plans');
    const out = await this.#send<{ data: Plan[] }>({ method: 'GET', path: '/api/plans', withKey: true, signal: options.signal });
    return out.data;
  }

  /** Reads one of the merchant's plans (GET /api/plans/{id}). Server side only. */
  async getPlan(id: string, options: RequestOptions = {}): Promise<Plan> {
    this.#requireSecret('getPlan');
    if (typeof id !== 'string' || id.trim() === '') {
      throw new ClientError('UNKNOWN', 'a plan id is required');
    }
    return this.#send<Plan>({ method: 'GET', path: `/api/plans/${encodeURIComponent(id)}`, withKey: true, signal: options.signal });
  }

  /**
   * Offers the plan to new subscribers again (`true`) or stops offering it (`false`): its link and
   * checkout sessions then refuse them, while its subscriptions go on (PATCH /api/plans/{id}).
   * Server side only.
   */
  async setPlanActive(id: string, active: boolean, options: RequestOptions = {}): Promise<Plan> {
    this.#requireSecret('setPlanActive');
    if (typeof id !== 'string' || id.trim() === '') {
      throw new ClientError('UNKNOWN', 'a plan id is required');
    }
    return this.#send<Plan>({ method: 'PATCH', path: `/api/plans/${encodeURIComponent(id)}`, body: JSON.stringify({ active }), withKey: true,
      signal: options.signal });
  }

  /**
   * Opens a checkout session of a plan (POST /api/plans/{id}/checkouts): send the customer to its
   * `url` ({@link Client.openCheckout}). With the secret key, or with the publishable key from a
   * page on one of the merchant's allowed origins (a storefront's subscribe button).
   */
  async createSubscriptionCheckout(planId: string, params: CreateSubscriptionCheckoutParams = {}, options: RequestOptions = {}): Promise<SubscriptionCheckout> {
    if (typeof planId !== 'string' || planId.trim() === '') {
      throw new ClientError('UNKNOWN', 'a plan id is required');
    }
    return this.#send<SubscriptionCheckout>({ method: 'POST', path: `/api/plans/${encodeURIComponent(planId)}/checkouts`, body: JSON.stringify(params),
      withKey: true, signal: options.signal });
  }

  /** Lists the merchant's subscriptions, newest first (GET /api/subscriptions). Server side only. */
  async subscriptions(options: RequestOptions = {}): Promise<Subscription[]> {
    this.#requireSecret('subscriptions');
    const out = await this.#send<{ data: Subscription[] }>({ method: 'GET', path: '/api/subscriptions', withKey: true, signal: options.signal });
    return out.data;
  }

  /**
   * Reads the recurring revenue and churn of the last 12 calendar months, for each token the
   * subscriptions charge (GET /api/subscriptions/metrics). Server side only.
   */
  async subscriptionMetrics(options: RequestOptions = {}): Promise<SubscriptionMetrics> {
    this.#requireSecret('subscriptionMetrics');
    return this.#send<SubscriptionMetrics>({ method: 'GET', path: '/api/subscriptions/metrics', withKey: true, signal: options.signal });
  }

  /** Reads a subscription with each period's charge (GET /api/subscriptions/{id}). Server side only. */
  async getSubscription(id: string, options: RequestOptions = {}): Promise<SubscriptionDetail> {
    this.#requireSecret('getSubscription');
    if (typeof id !== 'string' || id.trim() === '') {
      throw new ClientError('UNKNOWN', 'a subscription id is required');
    }
    return this.#send<SubscriptionDetail>({ method: 'GET', path: `/api/subscriptions/${encodeURIComponent(id)}`, withKey: true, signal: options.signal });
  }

  /** Cancels a subscription (POST /api/subscriptions/{id}/cancel): no charge comes after, on chain too. Server side only. */
  async cancelSubscription(id: string, options: RequestOptions = {}): Promise<Subscription> {
    this.#requireSecret('cancelSubscription');
    if (typeof id !== 'string' || id.trim() === '') {
      throw new ClientError('UNKNOWN', 'a subscription id is required');
    }
    return this.#send<Subscription>({ method: 'POST', path: `/api/subscriptions/${encodeURIComponent(id)}/cancel`, withKey: true, signal: options.signal });
  }

  /**
   * The Sign-In with Ethereum message the wallet at `address` signs to list the subscriptions it
   * pays (GET /api/subscriber/message), written by Paystead with a fresh nonce: have the wallet
   * `personal_sign` it, then call {@link Client.payerSubscriptions} before `expiresAt`. No key is
   * sent: a customer's page may call it.
   */
  async payerMessage(address: string, options: RequestOptions = {}): Promise<PayerMessage> {
    if (typeof address !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(address)) {
      throw new ClientError('UNKNOWN', 'a wallet address (0x and 40 hex digits) is required');
    }
    return this.#send<PayerMessage>({ method: 'GET', path: `/api/subscriber/message?address=${encodeURIComponent(address)}`, withKey: false,
      signal: options.signal });
  }

  /**
   * Lists every subscription the wallet that signed `message` pays, whoever sells it, newest first,
   * each with its `merchant` (POST /api/subscriber/subscriptions). `message` comes from
   * {@link Client.payerMessage}; `signature` is the wallet's `personal_sign` of it. No key is sent:
   * the signature is the proof. Sent once: the message's nonce is good once, so a retry needs a new
   * message.
   */
  async payerSubscriptions(message: string, signature: string, options: RequestOptions = {}): Promise<Subscription[]> {
    const out = await this.#send<{ data: Subscription[] }>({ method: 'POST', path: '/api/subscriber/subscriptions',
      body: JSON.stringify({ message, signature }), withKey: false, signal: options.signal, once: true });
    return out.data;
  }

  /**
   * Lists the merchant's paid invoices by escrow state (GET /api/escrows).
   * Server side only: with a publishable key it throws
   * `PUBLISHABLE_KEY_FORBIDDEN` without sending a request.
   */
  async escrows(filters: EscrowFilters = {}, options: RequestOptions = {}): Promise<EscrowSummary> {
    if (this.#publishable()) {
      throw new ClientError(
        'PUBLISHABLE_KEY_FORBIDDEN',
        'escrows() needs the secret key (ak_live_…) and must run on a server; publishable keys (pk_live_…) can only create invoices',
      );
    }
    const q = new URLSearchParams();
    if (filters.paidFrom !== undefined) q.set('paidFrom', timestamp(filters.paidFrom));
    if (filters.paidTo !== undefined) q.set('paidTo', timestamp(filters.paidTo));
    if (filters.token !== undefined) q.set('token', filters.token);
    const query = q.toString();
    const out = await this.#send<Partial<EscrowSummary>>({
      method: 'GET',
      path: '/api/escrows' + (query ? `?${query}` : ''),
      withKey: true,
      signal: options.signal,
    });
    return {
      pending: out?.pending ?? [],
      matured: out?.matured ?? [],
      claimed: out?.claimed ?? [],
      truncated: out?.truncated === true,
    };
  }

  /**
   * Reads one page of the merchant's invoices, newest first (GET
   * /api/invoices, an extension of the specification): the first page
   * without `cursor`, the next with the page's `nextCursor` (null on the
   * last page). Server side only: with a publishable key it throws
   * `PUBLISHABLE_KEY_FORBIDDEN` without sending a request.
   */
  async listInvoices(filters: InvoiceFilters = {}, options: RequestOptions & { cursor?: string } = {}): Promise<InvoicePage> {
    this.#requireSecret('listInvoices');
    const q = new URLSearchParams();
    if (filters.status !== undefined && filters.status.length > 0) q.set('status', filters.status.join(','));
    if (filters.createdFrom !== undefined) q.set('createdFrom', timestamp(filters.createdFrom));
    if (filters.createdTo !== undefined) q.set('createdTo', timestamp(filters.createdTo));
    if (filters.q !== undefined && filters.q !== '') q.set('q', filters.q);
    if (filters.paidVia !== undefined) q.set('paidVia', filters.paidVia);
    if (filters.limit !== undefined) q.set('limit', String(filters.limit));
    if (options.cursor) q.set('cursor', options.cursor);
    const query = q.toString();
    const out = await this.#send<{ invoices?: InvoiceView[]; nextCursor?: string | null }>({
      method: 'GET',
      path: '/api/invoices' + (query ? `?${query}` : ''),
      withKey: true,
      signal: options.signal,
    });
    return { invoices: (out?.invoices ?? []).map(invoiceOf), nextCursor: out?.nextCursor ?? null };
  }

  /**
   * Every invoice the filters keep, newest first, a page at a time as the
   * loop asks for more: `for await (const inv of client.allInvoices()) …`.
   */
  async *allInvoices(filters: InvoiceFilters = {}, options: RequestOptions = {}): AsyncGenerator<Invoice, void, undefined> {
    let cursor: string | undefined;
    for (;;) {
      const page = await this.listInvoices(filters, { ...options, cursor });
      yield* page.invoices;
      if (page.nextCursor === null) return;
      cursor = page.nextCursor;
    }
  }

  /**
   * Reads one of the merchant's invoices with what happened to it: its
   * steps and every webhook event about it with each delivery (GET
   * /api/invoices/{id}/timeline). Server side only.
   */
  async invoiceTimeline(invoiceId: string, options: RequestOptions = {}): Promise<InvoiceTimeline> {
    this.#requireSecret('invoiceTimeline');
    if (typeof invoiceId !== 'string' || invoiceId.trim() === '') {
      throw new ClientError('UNKNOWN', 'an invoice id is required');
    }
    return this.#send<InvoiceTimeline>({
      method: 'GET',
      path: `/api/invoices/${encodeURIComponent(invoiceId)}/timeline`,
      withKey: true,
      signal: options.signal,
    });
  }

  #requireSecret(method: string): void {
    if (this.#publishable()) {
      throw new ClientError(
        'PUBLISHABLE_KEY_FORBIDDEN',
        `${method}() needs the secret key (ak_live_…) and must run on a server; publishable keys (pk_live_…) can only create invoices`,
      );
    }
  }

  /**
   * Sends the browser to the invoice's payment page, as setting
   * `window.location` does. Throws `NOT_IN_BROWSER` outside a browser and
   * `INVALID_URL` when the invoice's url is not http(s).
   */
  openCheckout(invoice: Pick<Invoice, 'url'>): void {
    openCheckout(invoice);
  }

  #publishable(): boolean {
    return this.#apiKey.startsWith('pk_');
  }

  async #send<T>(call: Call): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.#attempt<T>(call);
      } catch (err) {
        if (!(err instanceof ClientError) || call.once || !retryable(err, call.signal) || attempt >= this.#maxRetries) throw err;
        const waitMs = err.retryAfter !== undefined ? err.retryAfter * 1000 : backoff(attempt, this.#maxRetryWaitMs);
        if (waitMs > this.#maxRetryWaitMs) throw err;
        await sleep(waitMs, call.signal).catch(() => {
          throw err;
        });
      }
    }
  }

  async #attempt<T>(call: Call): Promise<T> {
    const doFetch = this.#fetch ?? globalThis.fetch;
    if (typeof doFetch !== 'function') {
      throw new ClientError('NETWORK', 'no fetch in this runtime: use Node 18 or later, or pass options.fetch');
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.#timeoutMs);
    const onAbort = () => controller.abort();
    call.signal?.addEventListener('abort', onAbort, { once: true });
    if (call.signal?.aborted) controller.abort();

    const headers: Record<string, string> = { Accept: 'application/json', ...call.headers };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    if (call.withKey) headers['X-Service-Api-Key'] = this.#apiKey;

    try {
      let res: Response;
      let text: string;
      try {
        res = await doFetch(this.baseUrl + call.path, {
          method: call.method,
          headers,
          body: call.body,
          signal: controller.signal,
        });
        text = await res.text();
      } catch (err) {
        if (timedOut) {
          throw new ClientError('TIMEOUT', `Paystead did not answer within ${this.#timeoutMs} ms`, { cause: err });
        }
        if (call.signal?.aborted) {
          throw new ClientError('NETWORK', 'the request was aborted before Paystead answered', { cause: err });
        }
        throw new ClientError('NETWORK', `could not reach Paystead: ${describe(err)}`, { cause: err });
      }
      const requestId = res.headers.get('X-Request-Id') ?? undefined;
      if (res.status < 200 || res.status > 299) {
        throw errorFromAnswer(res.status, parseRetryAfter(res.headers.get('Retry-After'), Date.now()), requestId, errorBody(text));
      }
      try {
        return JSON.parse(text) as T;
      } catch (err) {
        throw new ClientError('UNKNOWN', `the answer to ${call.method} ${call.path} is not JSON`, {
          status: res.status,
          requestId,
          cause: err,
        });
      }
    } finally {
      clearTimeout(timer);
      call.signal?.removeEventListener('abort', onAbort);
    }
  }
}

/** Sends the browser to `invoice.url`; see {@link Client.openCheckout}. */
export function openCheckout(invoice: Pick<Invoice, 'url'>): void {
  checkHttpUrl('invoice url', invoice?.url);
  const g = globalThis as { document?: unknown; location?: { assign?: (url: string) => void } };
  if (typeof g.document === 'undefined' || !g.location || typeof g.location.assign !== 'function') {
    throw new ClientError(
      'NOT_IN_BROWSER',
      'openCheckout() works only in a browser; on a server send the customer to the invoice url yourself, e.g. with an HTTP redirect',
    );
  }
  g.location.assign(invoice.url);
}

/** GET /api/invoices/{id}: an invoice, with null for what is not known (yet). */
type InvoiceView = { [K in keyof Invoice]-?: Invoice[K] | null };

/** The fields of an invoice view the client returns: all of them. */
const invoiceFields = [
  'invoiceId', 'url', 'status', 'view', 'amount', 'amountUnits', 'currency', 'payInToken', 'payoutToken', 'merchant',
  'chainId', 'gateway', 'networks', 'successUrl', 'cancelUrl', 'createdAt', 'stagedAt', 'expiresAt', 'description',
  'reference', 'lineItems', 'paidAt', 'claimableAt', 'settleTxHash', 'payer', 'amountIn', 'amountRefunded', 'amountRemaining', 'refunds', 'deposit', 'paidVia', 'metadata',
  'stageTxHash', 'failure', 'complianceFailOpen',
] as const satisfies readonly (keyof Invoice)[];
// Fails to compile when Invoice gains a field the list above lacks.
const everyInvoiceField: [Exclude<keyof Invoice, (typeof invoiceFields)[number]>] extends [never] ? true : never = true;
void everyInvoiceField;

function invoiceOf(v: InvoiceView): Invoice {
  const inv: Record<string, unknown> = {};
  for (const field of invoiceFields) {
    const value = v?.[field];
    if (value !== null && value !== undefined) inv[field] = value;
  }
  return inv as unknown as Invoice;
}

function createInvoiceBody(p: CreateInvoiceParams): string {
  const amount = p?.amountUsdc;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw new ClientError('INVALID_AMOUNT', `amountUsdc must be a finite number of dollars such as 19.99, not ${String(amount)}`);
  }
  if (amount <= 0) {
    throw new ClientError('INVALID_AMOUNT', `amountUsdc must be greater than 0, not ${amount}`);
  }
  if (typeof p.successUrl !== 'string' || p.successUrl.trim() === '') {
    throw new ClientError('INVALID_URL', 'successUrl is required: the http(s) address the customer returns to after paying');
  }
  checkHttpUrl('successUrl', p.successUrl);
  if (p.cancelUrl !== undefined && p.cancelUrl !== '') checkHttpUrl('cancelUrl', p.cancelUrl);
  // JSON.stringify writes the shortest decimal that reads back as the same
  // number (19.99 as 19.99); the server checks the decimals.
  return JSON.stringify({
    amountUsdc: amount,
    payInToken: p.payInToken,
    successUrl: p.successUrl,
    cancelUrl: p.cancelUrl || undefined,
    metadata: p.metadata,
    expiresAt: p.expiresAt === undefined ? undefined : timestamp(p.expiresAt),
    description: p.description || undefined,
    reference: p.reference || undefined,
    lineItems: p.lineItems && p.lineItems.length > 0 ? p.lineItems : undefined,
    networks: p.networks,
  });
}

function checkHttpUrl(field: string, raw: unknown): void {
  let u: URL;
  try {
    u = new URL(String(raw));
  } catch {
    throw new ClientError('INVALID_URL', `${field} ${JSON.stringify(raw)} is not an absolute http(s) URL such as https://shop.example/thanks`);
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.hostname === '') {
    throw new ClientError('INVALID_URL', `${field} ${JSON.stringify(raw)} must be an http or https URL such as https://shop.example/thanks`);
  }
}

/** A fresh random Idempotency-Key: 128 bits from crypto.getRandomValues, in hex. */
function newIdempotencyKey(): string {
  const c = (globalThis as { crypto?: { getRandomValues?: <T extends ArrayBufferView>(a: T) => T } }).crypto;
  if (!c || typeof c.getRandomValues !== 'function') {
    throw new ClientError(
      'NO_SECURE_RANDOM',
      'crypto.getRandomValues is unavailable, so no Idempotency-Key can be made. On Node 18 set globalThis.crypto = (await import("node:crypto")).webcrypto once at start (Node 19+ has it built in).',
    );
  }
  const bytes = new Uint8Array(16);
  try {
    c.getRandomValues(bytes);
  } catch (err) {
    throw new ClientError('NO_SECURE_RANDOM', `crypto.getRandomValues failed: ${describe(err)}`, { cause: err });
  }
  let hex = '';
  for (const b of bytes) hex += b.toString(16).padStart(2, '0');
  return `idem_${hex}`;
}

function retryable(err: ClientError, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return false;
  if (err.status === 429 || (err.status !== undefined && err.status >= 500)) return true;
  if (err.status === 409 && err.serverCode === 'idempotency_in_progress') return true;
  return err.status === undefined && err.code === 'NETWORK';
}

function backoff(attempt: number, limitMs: number): number {
  const d = 250 * 2 ** Math.min(attempt, 10);
  return Math.min(limitMs, d / 2 + Math.random() * (d / 2));
}

/** Reads a Retry-After header (delay-seconds or an HTTP-date) as seconds. */
export function parseRetryAfter(value: string | null, nowMs: number): number | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (/^-?\d+$/.test(v)) {
    const secs = Number(v);
    return secs > 0 ? Math.min(secs, 86_400) : undefined;
  }
  const at = Date.parse(v);
  if (Number.isNaN(at) || at <= nowMs) return undefined;
  return Math.round((at - nowMs) / 1000);
}

function errorBody(text: string): ServerErrorBody | undefined {
  try {
    const v = JSON.parse(text) as ServerErrorBody;
    return v && typeof v === 'object' && typeof v.code === 'string' && v.code !== '' ? v : undefined;
  } catch {
    return undefined;
  }
}

function timestamp(t: Date | string): string {
  return t instanceof Date ? t.toISOString() : t;
}

function positive(v: number | undefined, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : fallback;
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as { cause?: unknown }).cause;
    return cause instanceof Error ? `${err.message} (${cause.message})` : err.message;
  }
  return String(err);
}
