// Package sdk is the Go client of Paystead's REST interface (spec 4.9): it
// creates invoices, reads them back, lists, refunds and claims a merchant's
// escrows, and sends a browser to the hosted checkout; page clients
// (NewPageClient) make the checkout's and the merchant dashboard's calls.
// It imports only the standard library and Paystead's shared/ packages,
// whose request and response types it returns, so it works on a server
// and inside the WebAssembly frontend (GOOS=js GOARCH=wasm).
//
// # Getting a client
//
// A Client is built from an API key and its Paystead's address:
//
//	client, err := sdk.NewClient("ak_live_…", sdk.WithBaseURL("https://pay.example.com"))
//
// Paystead is self-hosted: there is no default address, and a client made
// without one fails with INVALID_ENVIRONMENT (http://127.0.0.1:8080 for
// `paystead dev`). WithEnvironment names the deployment's kind (Testnet,
// the default, or Mainnet). Secret keys (ak_live_…) belong on servers;
// publishable keys (pk_live_…) are the only
// keys to put in browser code, and can only create invoices.
//
// A Client is safe for concurrent use; several merchants in one process
// each get their own. The package-level Init and CreateInvoice are the
// deprecated singleton of older releases.
//
// # Endpoints
//
// The REST interface's public endpoints and the methods that call them:
//
//	POST /api/invoices                 CreateInvoice      secret key, or publishable key from an allowed origin
//	GET  /api/invoices/{id}            GetInvoice         anyone (more with the owner's secret key)
//	POST /api/checkout/authorize       Authorize          no key (the payment page)
//	POST /api/checkout/prepare         Prepare            no key
//	POST /api/checkout/submit          Submit             no key
//	GET  /api/checkout/status/{id}     SubmissionStatus   no key
//	POST /api/checkout/quote           Quote              no key
//	POST /api/invoices/{id}/refund     Refund             secret key
//	GET  /api/escrows                  Escrows            secret key
//	POST /api/escrows/claim            Claim              secret key
//	GET  /api/webhooks/endpoints       WebhookEndpoints   secret key (and CreateWebhookEndpoint, DeleteWebhookEndpoint,
//	                                                      RotateWebhookSecret, WebhookDeliveries, ResendWebhookEvent)
//
// A page client's webhook methods call the session's /api/merchant/webhooks
// instead. The merchant session's other calls (/api/auth/… and
// /api/merchant/…: SignIn, MerchantProfile, UploadMerchantLogo, APIKeys, Treasury,
// MerchantCompliance and the like) are the dashboard's, made through a page
// client with the session cookie. Request and response bodies are the
// types of shared/invoiceapi, checkoutapi, escrowapi, merchantapi and
// webhookapi, some under names of their own here (EscrowSummary is
// escrowapi.Summary).
//
// # Errors
//
// Every failure is a *ClientError whose Code is one of the spec's codes
// (section 7.3) or one of the few this package adds:
//
//	INVALID_API_KEY            HTTP 401 (key missing, unknown or revoked), or no key given to NewClient
//	PUBLISHABLE_KEY_FORBIDDEN  Escrows, Claim or Refund called with a publishable (pk_) key: no request is sent
//	INVALID_URL                SuccessURL missing or not http(s), CancelURL not http(s), a bad BaseURL,
//	                           or the server refused one of the URLs (HTTP 400 naming successUrl or cancelUrl)
//	INVALID_AMOUNT             (added) AmountUSDC is NaN, infinite, zero or negative, or the server refused
//	                           it (HTTP 400 naming amountUsdc, e.g. more than 6 decimals)
//	INVALID_ENVIRONMENT        (added) an Environment other than testnet or mainnet
//	NOT_IN_BROWSER             (added) OpenCheckout outside a browser
//	ORIGIN_NOT_ALLOWED         (added) HTTP 403 origin_not_allowed: a publishable key sent from a page whose
//	                           origin the merchant has not allowed (Allowed origins at /m/settings), or with
//	                           no Origin; Message names the origin. A browser can read this refusal, and a
//	                           proxy that passes the 403 on gives the same code. Never retried
//	SERVER_ERROR               HTTP 5xx, or 429 once the retries ran out; RetryAfter holds Retry-After
//	NETWORK                    no HTTP answer: connection refused or dropped, DNS, TLS, a browser's CORS
//	                           block, or the context was cancelled
//	TIMEOUT                    no answer within the timeout, or the context's deadline passed
//	NO_SECURE_RANDOM           the idempotency key could not be generated
//	UNKNOWN                    anything else (other 4xx, an unreadable answer); ServerCode keeps the server's code
//
// Validation failures (INVALID_AMOUNT, INVALID_URL, INVALID_API_KEY from
// NewClient, PUBLISHABLE_KEY_FORBIDDEN, NO_SECURE_RANDOM) are detected
// before any request is sent.
//
// # Retries
//
// CreateInvoice sends a fresh random Idempotency-Key and reuses it on its
// retries, so a retried request never makes a second invoice. Reads and
// the checkout calls are retried too; Refund, Claim and the other writes
// are sent once. Answers 429
// and 5xx, a dropped connection, and 409 idempotency_in_progress are
// retried up to MaxRetries times (default 2). A Retry-After header sets the
// wait; without one the wait grows exponentially. No wait exceeds
// MaxRetryWait (default 5s): a longer Retry-After ends the retries and is
// reported in ClientError.RetryAfter. Timeouts are not retried.
//
// # Amounts
//
// AmountUSDC is a float64 of dollars. It is sent as the shortest decimal
// that reads back as the same float64 (19.99 is sent as 19.99), and the
// server checks it has at most 6 decimals.
package sdk

//go:generate go run ./internal/abigen
