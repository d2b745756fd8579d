package sdk

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"net/http"
	"net/url"
	"strings"

	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
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

// ChooseNetwork asks for the invoice to be paid on chainID, one of its
// networks (POST /api/checkout/network, an extension of the
// specification): it answers the invoice's public view, staged (or being
// staged) on that network. Prepare after it signs for that chain.
func (c *Client) ChooseNetwork(ctx context.Context, invoiceID string, chainID int64) (*invoiceapi.View, error) {
	var out invoiceapi.View
	req := checkoutapi.NetworkRequest{InvoiceID: invoiceID, ChainID: chainID}
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: "/api/checkout/network", Body: req, Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// TokenBalance reads owner's balance of the ERC-20 token, in its smallest
// unit, from a chain's public JSON-RPC endpoint rpcURL (eth_call of
// balanceOf at the latest block): the hosted page reads a customer's
// balance on each network an invoice takes, wherever the wallet is.
func (c *Client) TokenBalance(ctx context.Context, rpcURL, token, owner string) (*big.Int, error) {
	if !hexAddress(token) || !hexAddress(owner) {
		return nil, newError(CodeUnknown, "token and owner must be 0x and 40 hex digits")
	}
	body, err := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "eth_call", "params": []any{
		map[string]string{"to": token, "data": "0x70a08231" + strings.Repeat("0", 24) + strings.ToLower(owner[2:])},
		"latest",
	}})
	if err != nil {
		return nil, err
	}
	hr, err := http.NewRequestWithContext(ctx, http.MethodPost, rpcURL, bytes.NewReader(body))
	if err != nil {
		return nil, newError(CodeUnknown, "the network's JSON-RPC address %q: %v", rpcURL, err)
	}
	hr.Header.Set("Content-Type", "application/json")
	ans, err := c.send(hr)
	if err != nil {
		return nil, newError(CodeNetwork, "read the balance from %s: %v", hr.URL.Host, err)
	}
	var out struct {
		Result string `json:"result"`
		Error  *struct {
			Message string `json:"message"`
		} `json:"error"`
	}
	if ans.status != http.StatusOK || json.Unmarshal(ans.body, &out) != nil {
		return nil, newError(CodeNetwork, "%s answered %d to eth_call", hr.URL.Host, ans.status)
	}
	if out.Error != nil {
		return nil, newError(CodeNetwork, "%s: %s", hr.URL.Host, out.Error.Message)
	}
	digits := strings.TrimPrefix(out.Result, "0x")
	if digits == "" || len(digits) > 64 {
		return nil, newError(CodeNetwork, "%s answered %q for a balance", hr.URL.Host, out.Result)
	}
	v, ok := new(big.Int).SetString(digits, 16)
	if !ok {
		return nil, newError(CodeNetwork, "%s answered %q for a balance", hr.URL.Host, out.Result)
	}
	return v, nil
}

// hexAddress reports whether s is 0x and 40 hex digits.
func hexAddress(s string) bool {
	if len(s) != 42 || !strings.HasPrefix(s, "0x") {
		return false
	}
	for _, r := range s[2:] {
		if !strings.ContainsRune("0123456789abcdefABCDEF", r) {
			return false
		}
	}
	return true
}
