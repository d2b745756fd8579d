// Package checkoutapi holds the request and response bodies of the
// checkout endpoints, shared by the server, the Go client and the hosted
// page (standard library only).
package checkoutapi

import (
	"encoding/json"
	"time"

	"github.com/paystead/paystead/shared/eip2612"
	"github.com/paystead/paystead/shared/eip3009"
	"github.com/paystead/paystead/shared/permit2"
)

// PrepareRequest is POST /api/checkout/prepare. PayInToken is a token
// symbol (USDC, EURC) or contract address.
type PrepareRequest struct {
	InvoiceID  string `json:"invoiceId"`
	Payer      string `json:"payer"`
	PayInToken string `json:"payInToken"`
}

// Permit2Data carries the signed permit's parameters (spec 2.3).
type Permit2Data struct {
	Nonce             string `json:"nonce"`
	Deadline          string `json:"deadline"`
	Witness           string `json:"witness"`
	WitnessTypeString string `json:"witnessTypeString"`
}

// Submission is what a client posts to submit, less the signature: prepare
// returns it ready to send.
type Submission struct {
	InvoiceID   string      `json:"invoiceId"`
	Payer       string      `json:"payer"`
	PayInToken  string      `json:"payInToken"` // token contract address
	AmountIn    string      `json:"amountIn"`   // integer, smallest unit
	Permit2Data Permit2Data `json:"permit2Data"`
	// ChainID is the chain the permit is for, the invoice's network when
	// prepared (an extension of spec 4.3): send it back with the
	// submission, so that one signed for a network the invoice has left
	// is refused as such (network_changed).
	ChainID int64 `json:"chainId,omitempty"`
}

// Approval is a transaction the payer's wallet sends first when Permit2 may
// not yet move the token.
type Approval struct {
	To   string `json:"to"`
	Data string `json:"data"`
}

// TokenPermitOffer is, for a payer who has not approved Permit2 for a token
// with EIP-2612, the token permit to sign instead of sending Approval: it
// needs no native gas, and the relayer sends it with the payment. Value and
// Deadline repeat TypedData's message for posting back in TokenPermit.
type TokenPermitOffer struct {
	TypedData eip2612.TypedData `json:"typedData"`
	Value     string            `json:"value"`    // decimal
	Deadline  string            `json:"deadline"` // decimal, unix seconds
}

// TokenPermit is a signed TokenPermitOffer, posted with the submission.
type TokenPermit struct {
	Value     string `json:"value"`
	Deadline  string `json:"deadline"`
	Signature string `json:"signature"` // 65 bytes in hex
}

// PrepareResponse is the answer of prepare: sign TypedData with
// eth_signTypedData_v4, then post Submission plus the signature to submit.
// When Approval is set, Permit2 may not yet move the token: either send
// Approval first, or, when TokenPermit is offered, sign it too and post it
// with the submission (no gas needed).
type PrepareResponse struct {
	TypedData   permit2.TypedData `json:"typedData"`
	Submission  Submission        `json:"submission"`
	Approval    *Approval         `json:"approval"`
	TokenPermit *TokenPermitOffer `json:"tokenPermit,omitempty"`
	// Authorization, offered with Approval when the token takes EIP-3009
	// (Circle's USDC and EURC) and the payment needs no swap, is the one
	// message a payer who never approved Permit2 may sign instead of
	// everything else: post its signature as the submission's
	// authorizationSignature, with no permit2Signature (an extension).
	Authorization *eip3009.TypedData `json:"authorization,omitempty"`
}

// SubmitRequest is POST /api/checkout/submit (spec 2.3).
type SubmitRequest struct {
	InvoiceID        string      `json:"invoiceId"`
	Payer            string      `json:"payer"`
	PayInToken       string      `json:"payInToken"`
	AmountIn         string      `json:"amountIn"`
	Permit2Data      Permit2Data `json:"permit2Data"`
	Permit2Signature string      `json:"permit2Signature"`
	// ChainID is the submission's chainId from prepare; 0 (absent): the
	// network the invoice is on.
	ChainID int64 `json:"chainId,omitempty"`
	// TokenPermit is the signed token permit prepare offered, if the
	// payer signed it instead of sending the approval (an extension).
	TokenPermit *TokenPermit `json:"tokenPermit,omitempty"`
	// AuthorizationSignature is the payer's signature of the EIP-3009
	// authorization prepare offered, in hex, in place of
	// Permit2Signature (an extension): the payment goes through the
	// token's receiveWithAuthorization, bound to the invoice.
	AuthorizationSignature string `json:"authorizationSignature,omitempty"`
}

// SubmitResponse is the 202 answer of submit.
type SubmitResponse struct {
	SubmissionID string `json:"submissionId"`
	Status       string `json:"status"`
}

// Status is GET /api/checkout/status/{submissionId} (spec 4.4).
type Status struct {
	Status       string  `json:"status"`
	SettleTxHash *string `json:"settleTxHash"`
	RefundTxHash *string `json:"refundTxHash"`
	Error        *string `json:"error"`
	// Waiting says why a pending payment waits, when something outside
	// Paystead holds it (WaitingTokenPaused); absent otherwise.
	Waiting *string `json:"waiting,omitempty"`
}

// WaitingTokenPaused is a payment waiting, signed and unsent, for its
// token's issuer to resume the token: it settles once it does.
const WaitingTokenPaused = "token_paused"

// Submission statuses (spec 3).
const (
	StatusPending    = "pending"
	StatusProcessing = "processing"
	StatusSettled    = "settled"
	StatusRefunded   = "refunded"
	StatusFailed     = "failed"
)

// QuoteRequest is POST /api/checkout/quote (spec 2.4): tokens by symbol and exactly one of
// AmountIn (forward: what AmountIn buys) and TargetOutput (reverse: what buys TargetOutput),
// as decimal strings of whole tokens.
type QuoteRequest struct {
	PayInToken   string  `json:"payInToken"`
	PayoutToken  string  `json:"payoutToken"`
	AmountIn     *string `json:"amountIn,omitempty"`
	TargetOutput *string `json:"targetOutput,omitempty"`
	SlippageBps  *int    `json:"slippageBps,omitempty"`
}

// QuoteFee is one fee a quote includes.
type QuoteFee struct {
	Token  string `json:"token"`
	Amount string `json:"amount"`
	Type   string `json:"type"` // "providerFee": the pool's fee, in the pay-in token
}

// QuoteResponse is the answer of quote. Amounts are decimal strings with 6 decimals.
type QuoteResponse struct {
	PayInToken      string     `json:"payInToken"`
	PayoutToken     string     `json:"payoutToken"`
	AmountIn        string     `json:"amountIn"`
	EstimatedOutput string     `json:"estimatedOutput"`
	StopLimit       string     `json:"stopLimit"`
	Fees            []QuoteFee `json:"fees"`
	TTLSeconds      int        `json:"ttlSeconds"`
	IssuedAt        string     `json:"issuedAt"`
}

// LegacyQuote is GET /api/quote (deprecated): what AmountIn of From yields in To at the legacy
// v0.6 pool's current reserves, after its fee. Amounts are decimal strings with 6 decimals.
type LegacyQuote struct {
	From      string `json:"from"`
	To        string `json:"to"`
	AmountIn  string `json:"amountIn"`
	AmountOut string `json:"amountOut"`
	Source    string `json:"source"` // "legacy-v0.6-pool"
}

// NetworkRequest is POST /api/checkout/network: the customer chooses the
// network, one of the invoice's, to pay it on.
type NetworkRequest struct {
	InvoiceID string `json:"invoiceId"`
	ChainID   int64  `json:"chainId"`
}

// AuthorizeRequest is POST /api/checkout/authorize (spec 4.2): may the wallet
// at Address pay the invoice?
type AuthorizeRequest struct {
	InvoiceID string `json:"invoiceId"`
	Address   string `json:"address"`
}

// Decision is the answer of authorize (spec 2.2). The server sends exactly
// the fields of one shape: allow (ScreenedAt, TTLSeconds), review
// (TicketID, Reason, SupportContact) or reject (Code, Reason).
type Decision struct {
	Decision       string     `json:"decision"`
	ScreenedAt     *time.Time `json:"screenedAt,omitempty"`
	TTLSeconds     int64      `json:"ttlSeconds,omitempty"`
	TicketID       string     `json:"ticketId,omitempty"`
	Reason         string     `json:"reason,omitempty"`
	SupportContact string     `json:"supportContact,omitempty"`
	Code           string     `json:"code,omitempty"`
}

// Compliance decisions (spec 3) and reject codes (spec 7.2).
const (
	DecisionAllow  = "allow"
	DecisionReview = "review"
	DecisionReject = "reject"

	RejectSanctionedWallet = "SANCTIONED_WALLET"
	RejectHighRiskWallet   = "HIGH_RISK_WALLET"
)

// MarshalJSON writes exactly the fields of d's shape (spec 4.2), in the
// spec's order, whatever else is set: allow is {decision, screenedAt,
// ttlSeconds}, review {decision, ticketId, reason, supportContact}, and
// anything else reject {decision, code, reason}. Every field of the shape
// is written, even when empty.
func (d Decision) MarshalJSON() ([]byte, error) {
	switch d.Decision {
	case DecisionAllow:
		var at time.Time
		if d.ScreenedAt != nil {
			at = *d.ScreenedAt
		}
		return json.Marshal(struct {
			Decision   string    `json:"decision"`
			ScreenedAt time.Time `json:"screenedAt"`
			TTLSeconds int64     `json:"ttlSeconds"`
		}{d.Decision, at, d.TTLSeconds})
	case DecisionReview:
		return json.Marshal(struct {
			Decision       string `json:"decision"`
			TicketID       string `json:"ticketId"`
			Reason         string `json:"reason"`
			SupportContact string `json:"supportContact"`
		}{d.Decision, d.TicketID, d.Reason, d.SupportContact})
	default:
		return json.Marshal(struct {
			Decision string `json:"decision"`
			Code     string `json:"code"`
			Reason   string `json:"reason"`
		}{DecisionReject, d.Code, d.Reason})
	}
}
