/**
 * The typed code of a {@link ClientError}. Branch on it; the message is for
 * people.
 *
 * The spec's codes (section 7.3):
 * - `INVALID_API_KEY`: HTTP 401 (key missing, unknown or revoked), or no key given.
 * - `PUBLISHABLE_KEY_FORBIDDEN`: `escrows()` with a publishable (`pk_`) key; no request is sent.
 * - `INVALID_URL`: `successUrl` missing or not http(s), `cancelUrl` not http(s), a bad `baseUrl`,
 *   or the server refused one of the URLs (HTTP 400 naming `successUrl` or `cancelUrl`).
 * - `SERVER_ERROR`: HTTP 5xx, or 429 once the retries ran out; `retryAfter` holds Retry-After.
 * - `NETWORK`: no HTTP answer (connection refused or dropped, DNS, TLS, a CORS block), or the call was aborted.
 * - `TIMEOUT`: no answer within `timeoutMs`.
 * - `NO_SECURE_RANDOM`: `crypto.getRandomValues` is unavailable, so no Idempotency-Key could be made.
 * - `UNKNOWN`: anything else (another 4xx, an unreadable answer); `serverCode` keeps the server's code.
 *
 * Added by this library where the spec names none:
 * - `INVALID_AMOUNT`: `amountUsdc` is not a finite number greater than 0, or the server refused it
 *   (HTTP 400 naming `amountUsdc`, e.g. more than 6 decimals); or a `refund()` amount that is not a
 *   decimal string of dollars above 0 with at most 6 decimals.
 * - `INVALID_ENVIRONMENT`: an `environment` other than `'testnet'` or `'mainnet'`, or no `baseUrl`
 *   in a package built from source (one downloaded from a Paystead talks to it without one).
 * - `NOT_IN_BROWSER`: `openCheckout()` outside a browser.
 * - `ORIGIN_NOT_ALLOWED`: HTTP 403 `origin_not_allowed`: a publishable key sent from a page whose origin
 *   the merchant has not allowed (Allowed origins at `/m/settings`), or with no `Origin`. The message names
 *   the origin; a browser can read this refusal, and a proxy that passes the 403 on gives the same code.
 *   Never retried: the origin is refused again until the merchant adds it.
 */
export type ErrorCode =
  | 'INVALID_API_KEY'
  | 'NETWORK'
  | 'SERVER_ERROR'
  | 'INVALID_URL'
  | 'TIMEOUT'
  | 'NO_SECURE_RANDOM'
  | 'PUBLISHABLE_KEY_FORBIDDEN'
  | 'UNKNOWN'
  | 'INVALID_AMOUNT'
  | 'INVALID_ENVIRONMENT'
  | 'NOT_IN_BROWSER'
  | 'ORIGIN_NOT_ALLOWED';

/** One offending field of a rejected request body, as the server names it. */
export interface FieldError {
  field: string;
  message: string;
}

/** The server's error body: `{code, message, detail?, fields?, requestId?}`. */
export interface ServerErrorBody {
  code: string;
  message: string;
  detail?: string;
  fields?: FieldError[];
  requestId?: string;
}

export interface ClientErrorInit {
  status?: number;
  retryAfter?: number;
  serverCode?: string;
  detail?: string;
  fields?: FieldError[];
  requestId?: string;
  cause?: unknown;
}

/** The error every client call throws (or rejects with). */
export class ClientError extends Error {
  /** What went wrong. */
  readonly code: ErrorCode;
  /** HTTP status of the last answer; undefined when there was none. */
  readonly status: number | undefined;
  /** The server's Retry-After on the last answer, in seconds. Set on `SERVER_ERROR`. */
  readonly retryAfter: number | undefined;
  /** The code of the server's error body (spec 7.1, e.g. `chain_error`). */
  readonly serverCode: string | undefined;
  readonly detail: string | undefined;
  readonly fields: FieldError[] | undefined;
  /** Identifies the request in the server's logs; quote it to support. */
  readonly requestId: string | undefined;

  constructor(code: ErrorCode, message: string, init: ClientErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ClientError';
    this.code = code;
    this.status = init.status;
    this.retryAfter = init.retryAfter;
    this.serverCode = init.serverCode;
    this.detail = init.detail;
    this.fields = init.fields;
    this.requestId = init.requestId;
  }
}

/** Turns a non-2xx answer into a ClientError, as the Go client does. */
export function errorFromAnswer(
  status: number,
  retryAfter: number | undefined,
  requestId: string | undefined,
  body: ServerErrorBody | undefined,
): ClientError {
  let code: ErrorCode = 'UNKNOWN';
  if (status === 401) {
    code = 'INVALID_API_KEY';
  } else if (status === 403 && body?.code === 'publishable_key_forbidden') {
    code = 'PUBLISHABLE_KEY_FORBIDDEN';
  } else if (status === 403 && body?.code === 'origin_not_allowed') {
    code = 'ORIGIN_NOT_ALLOWED';
  } else if (status === 400 && body?.code === 'bad_body') {
    code = codeForFields(body.fields);
  } else if (status === 429 || status >= 500) {
    code = 'SERVER_ERROR';
  }
  const message = body?.message || `the server answered HTTP ${status} without an error body`;
  return new ClientError(code, message, {
    status,
    retryAfter,
    serverCode: body?.code,
    detail: body?.detail,
    fields: body?.fields,
    requestId: body?.requestId || requestId,
  });
}

// A 400 bad_body naming only URLs is INVALID_URL, only the amount
// INVALID_AMOUNT; anything else UNKNOWN with the fields attached.
function codeForFields(fields: FieldError[] | undefined): ErrorCode {
  if (!fields || fields.length === 0) return 'UNKNOWN';
  if (fields.every((f) => f.field === 'successUrl' || f.field === 'cancelUrl')) return 'INVALID_URL';
  if (fields.every((f) => f.field === 'amountUsdc')) return 'INVALID_AMOUNT';
  return 'UNKNOWN';
}
