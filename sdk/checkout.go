package sdk

import (
	"context"
	"net/http"
	"net/url"
	"strings"

	"github.com/paystead/paystead/shared/checkoutapi"
)

// The checkout calls below are what a payment page makes (the hosted one
// at /i/<invoiceId> uses them through NewPageClient): screen the wallet,
// prepare the Permit2 message, submit the signature and follow the
// settlement. They need no key. Every one is safe to repeat after a failed
// attempt: authorize answers the stored decision, prepare and quote only
// read, and the server deduplicates the same signed submission.

// Authorize asks the compliance gate whether req.Address may pay the
// invoice (POST /api/checkout/authorize). Every decision (allow, review,
// reject) is a successful answer; read Decision.Decision.
func (c *Client) Authorize(ctx context.Context, req checkoutapi.AuthorizeRequest) (*checkoutapi.Decision, error) {
	var out checkoutapi.Decision
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/checkout/authorize", Body: req, Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// Prepare returns the Permit2 typed data the payer signs, the submission
// to send with the signature, and the approval transaction to send first
// when Permit2 may not yet move the payer's token (POST
// /api/checkout/prepare).
func (c *Client) Prepare(ctx context.Context, req checkoutapi.PrepareRequest) (*checkoutapi.PrepareResponse, error) {
	var out checkoutapi.PrepareResponse
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/checkout/prepare", Body: req, Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// Submit hands the signed payment to the relayer (POST
// /api/checkout/submit). The same signed body always gets the same
// submission id, so a retry after a lost answer does not pay twice.
func (c *Client) Submit(ctx context.Context, req checkoutapi.SubmitRequest) (*checkoutapi.SubmitResponse, error) {
	var out checkoutapi.SubmitResponse
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/checkout/submit", Body: req, Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// SubmissionStatus reads where a submission is (GET
// /api/checkout/status/{submissionId}): pending, processing, settled,
// refunded or failed, with the transactions and the failure's words.
func (c *Client) SubmissionStatus(ctx context.Context, submissionID string) (*checkoutapi.Status, error) {
	if strings.TrimSpace(submissionID) == "" {
		return nil, newError(CodeUnknown, "a submission id is required: the one Submit returned")
	}
	var out checkoutapi.Status
	if err := c.Do(ctx, Call{Method: http.MethodGet, Path: "/api/checkout/status/" + url.PathEscape(submissionID), Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// Quote asks for a live swap quote (POST /api/checkout/quote): set
// AmountIn for what an amount buys, or TargetOutput for what buys an
// amount (then the answer's AmountIn is the cushioned amount to sign for).
func (c *Client) Quote(ctx context.Context, req checkoutapi.QuoteRequest) (*checkoutapi.QuoteResponse, error) {
	var out checkoutapi.QuoteResponse
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/checkout/quote", Body: req, Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}
