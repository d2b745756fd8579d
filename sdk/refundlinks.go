package sdk

import (
	"context"
	"net/http"
	"net/url"
	"strings"

	"github.com/paystead/paystead/shared/escrowapi"
)

// Refund links (an extension): the merchant issues a link to refund a paid invoice to an
// address its customer gives, and sends the link's URL to the customer, whose page (/r/<token>)
// reads it, prepares the paying wallet's consent and completes it. It is how a refund reaches a
// payer whose wallet the token's issuer froze since paying.

// RefundLink, RefundLinkView and RefundLinkPrepared are the endpoints' bodies.
type (
	RefundLink         = escrowapi.RefundLink
	RefundLinkView     = escrowapi.RefundLinkView
	RefundLinkPrepared = escrowapi.RefundLinkPrepared
)

// IssueRefundLink issues a link to refund amount ("" for everything that remains) of a paid
// invoice (POST /api/invoices/{id}/refund-links); its URL, in the answer only, is for the
// customer. A newer link of the invoice cancels the open one. Secret key only.
func (c *Client) IssueRefundLink(ctx context.Context, invoiceID, amount string) (*RefundLink, error) {
	if err := c.requireSecret("IssueRefundLink"); err != nil {
		return nil, err
	}
	return c.issueRefundLink(ctx, "/api/invoices/", invoiceID, amount)
}

// MerchantIssueRefundLink is IssueRefundLink for the signed-in merchant.
func (c *Client) MerchantIssueRefundLink(ctx context.Context, invoiceID, amount string) (*RefundLink, error) {
	return c.issueRefundLink(ctx, "/api/merchant/invoices/", invoiceID, amount)
}

func (c *Client) issueRefundLink(ctx context.Context, prefix, invoiceID, amount string) (*RefundLink, error) {
	if strings.TrimSpace(invoiceID) == "" {
		return nil, newError(CodeUnknown, "an invoice id is required")
	}
	call := Call{Method: http.MethodPost, Path: prefix + url.PathEscape(invoiceID) + "/refund-links"}
	if amount != "" {
		req := escrowapi.RefundLinkRequest{Amount: amount}
		if _, err := req.Units(); err != nil {
			return nil, newError(CodeUnknown, "%s", err.Error())
		}
		call.Body = req
	}
	var out RefundLink
	if err := c.Do(ctx, call, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// HeldFunds lists what the gateway holds for an invoice paid to no invoice (GET
// /api/invoices/{id}/held, #34): transfers to its deposit address after it was paid, expired or
// voided, in a token it does not take, or an overpayment's surplus, per chain and token. Secret
// key only.
func (c *Client) HeldFunds(ctx context.Context, invoiceID string) ([]escrowapi.HeldFunds, error) {
	if err := c.requireSecret("HeldFunds"); err != nil {
		return nil, err
	}
	return c.heldFunds(ctx, "/api/invoices/", invoiceID)
}

// MerchantHeldFunds is HeldFunds for the signed-in merchant.
func (c *Client) MerchantHeldFunds(ctx context.Context, invoiceID string) ([]escrowapi.HeldFunds, error) {
	return c.heldFunds(ctx, "/api/merchant/invoices/", invoiceID)
}

func (c *Client) heldFunds(ctx context.Context, prefix, invoiceID string) ([]escrowapi.HeldFunds, error) {
	if strings.TrimSpace(invoiceID) == "" {
		return nil, newError(CodeUnknown, "an invoice id is required")
	}
	var out escrowapi.HeldFundsList
	if err := c.Do(ctx, Call{Method: http.MethodGet, Path: prefix + url.PathEscape(invoiceID) + "/held", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return out.Data, nil
}

// IssueReturnLink issues a link that returns everything held of token (its address) on chainID
// for an invoice (see HeldFunds) to an address the customer gives; like a refund link, its URL
// is in the answer only. Secret key only.
func (c *Client) IssueReturnLink(ctx context.Context, invoiceID string, chainID int64, token string) (*RefundLink, error) {
	if err := c.requireSecret("IssueReturnLink"); err != nil {
		return nil, err
	}
	return c.issueReturnLink(ctx, "/api/invoices/", invoiceID, chainID, token)
}

// MerchantIssueReturnLink is IssueReturnLink for the signed-in merchant.
func (c *Client) MerchantIssueReturnLink(ctx context.Context, invoiceID string, chainID int64, token string) (*RefundLink, error) {
	return c.issueReturnLink(ctx, "/api/merchant/invoices/", invoiceID, chainID, token)
}

func (c *Client) issueReturnLink(ctx context.Context, prefix, invoiceID string, chainID int64, token string) (*RefundLink, error) {
	if strings.TrimSpace(invoiceID) == "" {
		return nil, newError(CodeUnknown, "an invoice id is required")
	}
	var out RefundLink
	call := Call{Method: http.MethodPost, Path: prefix + url.PathEscape(invoiceID) + "/refund-links",
		Body: escrowapi.RefundLinkRequest{Held: &escrowapi.HeldRef{ChainID: chainID, Token: token}}}
	if err := c.Do(ctx, call, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// RefundLinks lists an invoice's refund links, newest first (GET
// /api/invoices/{id}/refund-links). Secret key only.
func (c *Client) RefundLinks(ctx context.Context, invoiceID string) ([]RefundLink, error) {
	if err := c.requireSecret("RefundLinks"); err != nil {
		return nil, err
	}
	return c.refundLinks(ctx, "/api/invoices/", invoiceID)
}

// MerchantRefundLinks is RefundLinks for the signed-in merchant.
func (c *Client) MerchantRefundLinks(ctx context.Context, invoiceID string) ([]RefundLink, error) {
	return c.refundLinks(ctx, "/api/merchant/invoices/", invoiceID)
}

func (c *Client) refundLinks(ctx context.Context, prefix, invoiceID string) ([]RefundLink, error) {
	var out escrowapi.RefundLinkList
	if err := c.Do(ctx, Call{Method: http.MethodGet, Path: prefix + url.PathEscape(invoiceID) + "/refund-links", Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return out.Data, nil
}

// CancelRefundLink cancels an open refund link of an invoice (POST
// /api/invoices/{id}/refund-links/{linkId}/cancel); one used or canceled before is answered as
// it is. Secret key only.
func (c *Client) CancelRefundLink(ctx context.Context, invoiceID, linkID string) (*RefundLink, error) {
	if err := c.requireSecret("CancelRefundLink"); err != nil {
		return nil, err
	}
	return c.cancelRefundLink(ctx, "/api/invoices/", invoiceID, linkID)
}

// MerchantCancelRefundLink is CancelRefundLink for the signed-in merchant.
func (c *Client) MerchantCancelRefundLink(ctx context.Context, invoiceID, linkID string) (*RefundLink, error) {
	return c.cancelRefundLink(ctx, "/api/merchant/invoices/", invoiceID, linkID)
}

func (c *Client) cancelRefundLink(ctx context.Context, prefix, invoiceID, linkID string) (*RefundLink, error) {
	var out RefundLink
	path := prefix + url.PathEscape(invoiceID) + "/refund-links/" + url.PathEscape(linkID) + "/cancel"
	if err := c.Do(ctx, Call{Method: http.MethodPost, Path: path, Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// OpenRefundLink reads the refund link of token (GET /api/refund-links/{token}): the customer's
// page. No key.
func (c *Client) OpenRefundLink(ctx context.Context, token string) (*RefundLinkView, error) {
	var out RefundLinkView
	if err := c.Do(ctx, Call{Method: http.MethodGet, Path: "/api/refund-links/" + url.PathEscape(token), Repeatable: true}, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// PrepareRefundLink returns the consent the paying wallet signs to have the link's refund paid
// to to (POST /api/refund-links/{token}/prepare). No key.
func (c *Client) PrepareRefundLink(ctx context.Context, token, to string) (*RefundLinkPrepared, error) {
	var out RefundLinkPrepared
	call := Call{Method: http.MethodPost, Path: "/api/refund-links/" + url.PathEscape(token) + "/prepare",
		Body: escrowapi.RefundLinkPrepareRequest{To: to}, Repeatable: true}
	if err := c.Do(ctx, call, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// CompleteRefundLink sends the link's refund to to with the paying wallet's signature of what
// PrepareRefundLink gave (POST /api/refund-links/{token}/complete); it answers once the refund
// is broadcast. Sent once: a link completes at most once. A link whose view says no signature
// is required (a return of held funds, a refund of an invoice paid from its deposit address)
// takes to alone: pass "" for deadline and signature.
func (c *Client) CompleteRefundLink(ctx context.Context, token, to, deadline, signature string) (*RefundLink, error) {
	var out RefundLink
	call := Call{Method: http.MethodPost, Path: "/api/refund-links/" + url.PathEscape(token) + "/complete",
		Body: escrowapi.RefundLinkCompleteRequest{To: to, Deadline: deadline, Signature: signature}}
	if err := c.Do(ctx, call, &out); err != nil {
		return nil, err
	}
	return &out, nil
}
