package subscriptionapi

import (
	"time"

	"github.com/paystead/paystead/shared/invoiceapi"
)

// Statuses of a subscription.
const (
	StatusTrialing = "trialing"
	StatusActive   = "active"
	StatusPastDue  = "past_due"
	StatusCanceled = "canceled"
	StatusEnded    = "ended"
)

// Live reports whether a subscription in status may still be charged (and canceled).
func Live(status string) bool { return status != StatusCanceled && status != StatusEnded }

// Why a charge failed (Subscription.LastFailure, Charge.Failure, subscription.payment_failed).
const (
	// FailBalance: the payer holds less of the token than the charge.
	FailBalance = "insufficient_balance"
	// FailAllowance: the allowance the payer signed was revoked, spent or has expired.
	FailAllowance = "allowance_revoked"
	// FailTransfer: the token refused the transfer (paused, or the payer is blocked by its issuer).
	FailTransfer = "transfer_refused"
	// FailMerchant: the subscription manager is not the merchant's delegate on the gateway.
	FailMerchant = "merchant_not_authorized"
	// FailOther: the charge reverted for another reason.
	FailOther = "charge_reverted"
)

// Who canceled a subscription (Subscription.CancelReason).
const (
	CanceledByMerchant = "merchant"
	CanceledByCustomer = "customer"
	// CanceledByRetries: the last retry of a failed charge failed too.
	CanceledByRetries = "payment_failed"
)

// Where a period's charge stands (Charge.Status).
const (
	ChargePending = "pending"
	ChargeCharged = "charged"
	ChargeFailed  = "failed"
)

// Subscription is a customer's subscription to a plan, as the API and the subscription.* webhooks
// give it. Amount is what each period costs in Token (AmountUnits in its smallest unit); the
// chain charges period n (from 0) from StartsAt + n × PeriodSeconds until the next begins.
type Subscription struct {
	ID            string    `json:"id"`
	PlanID        string    `json:"planId"`
	PlanName      string    `json:"planName"`
	Status        string    `json:"status"`
	ChainID       int64     `json:"chainId"`
	Payer         string    `json:"payer"`
	Token         string    `json:"token"`
	TokenAddress  string    `json:"tokenAddress"`
	Amount        string    `json:"amount"`
	AmountUnits   string    `json:"amountUnits"`
	PeriodSeconds int64     `json:"periodSeconds"`
	StartsAt      time.Time `json:"startsAt"`
	// Charges is how many periods the subscription is charged at most; null: until canceled.
	Charges      *int `json:"charges"`
	ChargedCount int  `json:"chargedCount"`
	// NextChargeAt is when the next charge (or a failed one's retry) is tried; null once the
	// subscription is canceled or ended.
	NextChargeAt *time.Time `json:"nextChargeAt"`
	// FailedAttempts counts the failed attempts at the current period's charge; LastFailure says
	// why the last failed (insufficient_balance, allowance_revoked, transfer_refused,
	// merchant_not_authorized, charge_reverted).
	FailedAttempts int        `json:"failedAttempts"`
	LastFailure    *string    `json:"lastFailure"`
	CancelReason   *string    `json:"cancelReason"`
	CanceledAt     *time.Time `json:"canceledAt"`
	// AllowanceRevokedAt is when Paystead saw that the payer's allowance can no longer pay the
	// next charge (revoked on Permit2, or the token's approval to Permit2 revoked), before that
	// charge fails; null while it can. A new allowance signed, or a charge made, clears it.
	AllowanceRevokedAt *time.Time `json:"allowanceRevokedAt"`
	// TermsHash names the subscription on chain, at the subscription manager Manager.
	TermsHash string    `json:"termsHash"`
	Manager   string    `json:"manager"`
	CreatedAt time.Time `json:"createdAt"`
	// Merchant is who sells it, on the payer's views (GET and POST /api/subscriber/…) only.
	Merchant *invoiceapi.MerchantPublic `json:"merchant,omitempty"`
}

// SubscriptionList is GET /api/subscriptions: the merchant's subscriptions, newest first.
type SubscriptionList struct {
	Data []Subscription `json:"data"`
}

// CreateCheckoutRequest is the body of POST /api/plans/{id}/checkouts: a checkout session a
// customer subscribes on, at the URL answered. SuccessURL and CancelURL must be on the merchant's
// allowed origins, as an invoice's.
type CreateCheckoutRequest struct {
	SuccessURL string `json:"successUrl,omitempty"`
	CancelURL  string `json:"cancelUrl,omitempty"`
	Reference  string `json:"reference,omitempty"`
}

// Checkout is a checkout session of a plan. Merchant (who sells it) and ChainID (the network it
// is charged on) are on the customer's read, GET /api/subscribe/{checkoutId}.
type Checkout struct {
	ID         string                     `json:"id"`
	URL        string                     `json:"url"`
	Plan       Plan                       `json:"plan"`
	Merchant   *invoiceapi.MerchantPublic `json:"merchant,omitempty"`
	ChainID    int64                      `json:"chainId,omitempty"`
	SuccessURL *string                    `json:"successUrl"`
	CancelURL  *string                    `json:"cancelUrl"`
	Reference  *string                    `json:"reference"`
	ExpiresAt  time.Time                  `json:"expiresAt"`
}

// TermsRequest is the body of POST /api/subscribe/{checkoutId}/terms: the wallet that will pay.
type TermsRequest struct {
	Payer string `json:"payer"`
}

// Terms are what the customer signs to subscribe: Permit is a Permit2 PermitSingle (EIP-712,
// domain "Permit2" on ChainID at Permit2) whose spender is the subscription's own address, the
// manager's CREATE2 of the terms' hash; sign it, and send it back with Terms unchanged.
//
// Approval, when present, is a transaction the payer's wallet sends first (once per token): Permit2
// may not move the token for it yet, so no charge could be made.
type Terms struct {
	Terms    ChainTerms `json:"terms"`
	Permit   Permit     `json:"permit"`
	ChainID  int64      `json:"chainId"`
	Manager  string     `json:"manager"`
	Permit2  string     `json:"permit2"`
	Approval *Approval  `json:"approval,omitempty"`
}

// Approval is a transaction to send from the payer's wallet: Data (0x-hex calldata) to To.
type Approval struct {
	To   string `json:"to"`
	Data string `json:"data"`
}

// ChainTerms are the subscription manager's Terms: numbers as decimal strings, addresses and the
// salt as 0x-hex.
type ChainTerms struct {
	Payer    string `json:"payer"`
	Merchant string `json:"merchant"`
	Token    string `json:"token"`
	Amount   string `json:"amount"`
	Start    string `json:"start"`
	Period   string `json:"period"`
	Count    string `json:"count"`
	Salt     string `json:"salt"`
}

// Permit is the PermitSingle to sign.
type Permit struct {
	Token       string `json:"token"`
	Amount      string `json:"amount"`
	Expiration  string `json:"expiration"`
	Nonce       string `json:"nonce"`
	Spender     string `json:"spender"`
	SigDeadline string `json:"sigDeadline"`
}

// SubscribeRequest is the body of POST /api/subscribe/{checkoutId}: the terms as answered and the
// payer's signature of their permit.
type SubscribeRequest struct {
	Terms     ChainTerms `json:"terms"`
	Signature string     `json:"signature"`
}

// Subscribed answers SubscribeRequest: the subscription, and where to send the customer.
type Subscribed struct {
	Subscription Subscription `json:"subscription"`
	SuccessURL   *string      `json:"successUrl"`
}

// SubscriptionDetail is GET /api/subscriptions/{id}: the subscription and each period's charge,
// the latest first.
type SubscriptionDetail struct {
	Subscription
	ChargeHistory []Charge `json:"chargeHistory"`
}

// Charge is one period's charge: Period counts from 0; InvoiceID is the invoice it is.
type Charge struct {
	Period    uint64     `json:"period"`
	InvoiceID string     `json:"invoiceId"`
	Status    string     `json:"status"`
	Attempts  int        `json:"attempts"`
	Failure   *string    `json:"failure"`
	DueAt     time.Time  `json:"dueAt"`
	ChargedAt *time.Time `json:"chargedAt"`
}

// PayerStatement is the statement of the EIP-4361 (SIWE) message a payer signs to see the
// subscriptions its wallet pays (POST /api/subscriber/subscriptions).
const PayerStatement = "See and manage the subscriptions this wallet pays."

// PayerMessage is GET /api/subscriber/message?address=0x…: the Sign-In with Ethereum message (statement
// PayerStatement, a fresh nonce) for that wallet to sign with personal_sign and send with POST
// /api/subscriber/subscriptions before ExpiresAt. Paystead writes it so that a page needs no
// keccak of its own for the address's EIP-55 form.
type PayerMessage struct {
	Message   string    `json:"message"`
	ExpiresAt time.Time `json:"expiresAt"`
}

// PayerListRequest is the body of POST /api/subscriber/subscriptions: a SIWE message for this
// Paystead (a nonce from GET /api/auth/nonce, statement PayerStatement) and the wallet's
// personal_sign signature of it. The answer is a SubscriptionList of the signer's subscriptions.
type PayerListRequest struct {
	Message   string `json:"message"`
	Signature string `json:"signature"`
}

// CancelRequest is the body of POST /api/subscriber/subscriptions/{id}/cancel: the payer's
// EIP-712 signature of CancelSubscription(bytes32 terms, uint256 deadline) in the manager's domain
// ("Paystead Subscriptions", version "1", the subscription's chain and manager), terms being the
// subscription's termsHash and Deadline unix seconds as a decimal string.
type CancelRequest struct {
	Deadline  string `json:"deadline"`
	Signature string `json:"signature"`
}

// Allowance is GET /api/subscriber/subscriptions/{id}/allowance: a new Permit2 PermitSingle for the
// payer to sign (domain "Permit2" on ChainID at Permit2) when the one it gave was revoked, spent
// or ran out.
type Allowance struct {
	Permit  Permit `json:"permit"`
	ChainID int64  `json:"chainId"`
	Permit2 string `json:"permit2"`
	// Approval, when set, is the transaction the payer's wallet sends before signing: the token's
	// own approval to Permit2 was revoked too.
	Approval *Approval `json:"approval,omitempty"`
}

// RenewAllowanceRequest is the body of POST /api/subscriber/subscriptions/{id}/allowance: the
// permit as answered and the payer's signature of it.
type RenewAllowanceRequest struct {
	Permit    Permit `json:"permit"`
	Signature string `json:"signature"`
}

// MetricsMonths is how many calendar months (UTC) GET /api/subscriptions/metrics covers, the
// current one last.
const MetricsMonths = 12

// Metrics is GET /api/subscriptions/metrics (and /api/merchant/subscriptions/metrics): the
// merchant's recurring revenue and churn month by month, for each token its subscriptions charge.
type Metrics struct {
	Tokens []TokenMetrics `json:"tokens"`
}

// TokenMetrics are the months of one token, the oldest first.
type TokenMetrics struct {
	Token  string         `json:"token"`
	Months []MonthMetrics `json:"months"`
}

// MonthMetrics is one calendar month. MRR is the monthly recurring revenue at its end (for the
// current month, now): each paying subscription's amount brought to a month (a twelfth of a year),
// summed and cut to the token's smallest unit (MRRUnits); a subscription pays from its first charge
// made, so one in its trial pays nothing yet. Active counts the paying subscriptions then; New those signed in the month; Canceled those
// canceled in it (by the payer, the merchant, or the retries running out: ending after the plan's
// last charge is not a cancel). ChurnBasisPoints is Canceled over the paying subscriptions at the
// month's start, in hundredths of a per cent; null when there were none.
type MonthMetrics struct {
	Month            string `json:"month"` // YYYY-MM
	MRR              string `json:"mrr"`
	MRRUnits         string `json:"mrrUnits"`
	Active           int    `json:"active"`
	New              int    `json:"new"`
	Canceled         int    `json:"canceled"`
	ChurnBasisPoints *int   `json:"churnBasisPoints"`
}
