package httpapi

import (
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/go-chi/chi/v5"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/money"
)

// RefundLinkPath is where a refund link's page is: RefundLinkPath + token.
const RefundLinkPath = "/r/"

// refundLinkHandlers serve refund links: the merchant issues, lists and cancels them (secret key
// or session); the customer's page reads one, prepares its consent and completes it.
type refundLinkHandlers struct {
	links *escrow.Links
	// baseURL is the deployment's public address, which a link's URL starts with.
	baseURL func() string
}

// linkOf is a link on the wire, as its merchant sees it.
func (h refundLinkHandlers) linkOf(l escrow.Link, now time.Time) escrowapi.RefundLink {
	out := escrowapi.RefundLink{
		ID: l.ID.String(), InvoiceID: l.InvoiceID.String(), Status: l.Shown(now), Kind: escrowapi.LinkKindRefund, Token: "USDC",
		Amount: money.FormatUnits(l.Amount, 6), AmountUnits: money.FormatUnits(l.Amount, 0),
		CreatedAt: l.CreatedAt, ExpiresAt: l.ExpiresAt,
	}
	if l.Held != nil {
		out.Kind, out.Held = escrowapi.LinkKindReturn, &escrowapi.HeldRef{ChainID: l.Held.ChainID, Token: l.Held.Token.Hex()}
		out.Token, out.Amount, out.AmountUnits = h.heldAmount(l.Held.ChainID, l.Held.Token, l.Held.Amount)
	}
	out.To, out.RefundTxHash, out.Failure = linkOutcome(l)
	return out
}

// heldAmount is amount of token on chainID as the API writes held funds (heldDecimal): its
// symbol ("" when the deployment does not take it), the amount, and the same in smallest units.
func (h refundLinkHandlers) heldAmount(chainID int64, token common.Address, amount *big.Int) (symbol, inTokens, units string) {
	symbol, decimals, ok := h.links.TokenName(chainID, token)
	if !ok {
		symbol = ""
	}
	return symbol, heldDecimal(amount, symbol, decimals), amount.String()
}

// linkOutcome is where a link's refund went, its transaction and why its last attempt failed,
// each nil when there is none.
func linkOutcome(l escrow.Link) (to, tx, failure *string) {
	if l.To != (common.Address{}) {
		s := l.To.Hex()
		to = &s
	}
	if l.TxHash != (common.Hash{}) {
		s := l.TxHash.Hex()
		tx = &s
	}
	if l.Failure != "" {
		failure = &l.Failure
	}
	return to, tx, failure
}

// issue is POST /api/invoices/{id}/refund-links (and the session's): {"amount"?} for a refund
// link, {"held": {"chainId", "token"}} for a return link.
func (h refundLinkHandlers) issue(w http.ResponseWriter, r *http.Request) error {
	var req escrowapi.RefundLinkRequest
	id, amount, fields, err := invoiceAndAmount(r, &req)
	if err != nil {
		return err
	}
	var held common.Address
	if req.Held != nil {
		if req.Amount != "" {
			fields.Add("amount", "must be left out with held: a return link returns everything held of the token")
		}
		if req.Held.ChainID <= 0 {
			fields.Add("held.chainId", "must be the id of the chain the funds are held on")
		}
		if !common.IsHexAddress(req.Held.Token) || !strings.HasPrefix(req.Held.Token, "0x") {
			fields.Add("held.token", "must be the 0x-prefixed address of the held token")
		} else {
			held = common.HexToAddress(req.Held.Token)
		}
	}
	if err := fields.Err(); err != nil {
		return err
	}
	merchantID := principalFrom(r.Context()).Merchant.ID
	var (
		l     escrow.Link
		token string
	)
	if req.Held != nil {
		l, token, err = h.links.IssueReturn(r.Context(), merchantID, id, req.Held.ChainID, held)
	} else {
		l, token, err = h.links.Issue(r.Context(), merchantID, id, amount)
	}
	if err != nil {
		return err
	}
	out := h.linkOf(l, l.CreatedAt)
	out.URL = h.baseURL() + RefundLinkPath + token
	writeJSON(w, http.StatusCreated, out)
	return nil
}

// list is GET /api/invoices/{id}/refund-links.
func (h refundLinkHandlers) list(w http.ResponseWriter, r *http.Request) error {
	id, err := invoiceIDParam(r)
	if err != nil {
		return err
	}
	links, err := h.links.List(r.Context(), principalFrom(r.Context()).Merchant.ID, id)
	if err != nil {
		return err
	}
	now := time.Now()
	if len(links) > 0 {
		if now, err = h.links.Now(r.Context()); err != nil {
			return err
		}
	}
	out := escrowapi.RefundLinkList{Data: make([]escrowapi.RefundLink, 0, len(links))}
	for _, l := range links {
		out.Data = append(out.Data, h.linkOf(l, now))
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// cancel is POST /api/invoices/{id}/refund-links/{linkId}/cancel (and the session's).
func (h refundLinkHandlers) cancel(w http.ResponseWriter, r *http.Request) error {
	invoiceID, err := invoiceIDParam(r)
	if err != nil {
		return err
	}
	id, err := uuid.Parse(chi.URLParam(r, "linkId"))
	if err != nil {
		return apierr.New(apierr.NotFound, "No refund link of yours has id %s.", chi.URLParam(r, "linkId"))
	}
	l, err := h.links.Cancel(r.Context(), principalFrom(r.Context()).Merchant.ID, invoiceID, id)
	if err != nil {
		return err
	}
	now, err := h.links.Now(r.Context())
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, h.linkOf(l, now))
	return nil
}

// linkToken is the {token} of a customer's request; one of another shape names no link.
func linkToken(r *http.Request) (string, error) {
	t := chi.URLParam(r, "token")
	if len(t) != 43 || strings.Trim(t, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_") != "" {
		return "", apierr.New(apierr.NotFound, "This refund link does not exist; ask the merchant for a new one.")
	}
	return t, nil
}

// view is GET /api/refund-links/{token}: what the customer's page shows.
func (a *API) refundLinkView(w http.ResponseWriter, r *http.Request) error {
	token, err := linkToken(r)
	if err != nil {
		return err
	}
	o, err := a.refundLinks.links.Open(r.Context(), token)
	if err != nil {
		return err
	}
	l := a.refundLinks.linkOf(o.Link, o.Now)
	v := escrowapi.RefundLinkView{
		Status: l.Status, Kind: l.Kind, SignatureRequired: !o.SignatureFree(), InvoiceID: l.InvoiceID, MerchantName: "Paystead",
		Amount: l.Amount, AmountUnits: l.AmountUnits, Token: l.Token, TokenAddress: o.Paid.PayoutToken.Hex(),
		Payer: o.Paid.Payer.Hex(), ChainID: o.Paid.ChainID, ExpiresAt: o.Link.ExpiresAt,
	}
	if o.Link.Held != nil {
		v.ChainID, v.TokenAddress = o.Link.Held.ChainID, o.Link.Held.Token.Hex()
	}
	v.To, v.RefundTxHash, v.Failure = linkOutcome(o.Link)
	if m, err := a.merchants.Merchant(r.Context(), o.Link.MerchantID); err == nil {
		if b := brandOf(a.invoices.BaseURL(), m); b.DisplayName != "" {
			v.MerchantName = b.DisplayName
		}
	}
	writeJSON(w, http.StatusOK, v)
	return nil
}

// refundLinkPrepare is POST /api/refund-links/{token}/prepare: {"to"}.
func (a *API) refundLinkPrepare(w http.ResponseWriter, r *http.Request) error {
	token, err := linkToken(r)
	if err != nil {
		return err
	}
	var req escrowapi.RefundLinkPrepareRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	var fields apierr.Fields
	to := refundAddress(req.To, &fields)
	if err := fields.Err(); err != nil {
		return err
	}
	td, deadline, err := a.refundLinks.links.Prepare(r.Context(), token, to)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, escrowapi.RefundLinkPrepared{TypedData: td, Deadline: strconv.FormatInt(deadline, 10)})
	return nil
}

// refundLinkComplete is POST /api/refund-links/{token}/complete: {"to", "deadline",
// "signature"}, or {"to"} alone for a link that needs no signature (the view's
// signatureRequired). It answers 202 once the refund is broadcast.
func (a *API) refundLinkComplete(w http.ResponseWriter, r *http.Request) error {
	token, err := linkToken(r)
	if err != nil {
		return err
	}
	var req escrowapi.RefundLinkCompleteRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	var fields apierr.Fields
	c := escrow.Consent{To: refundAddress(req.To, &fields)}
	if req.Signature != "" || req.Deadline != "" {
		if c.Signature, err = hexutil.Decode(req.Signature); err != nil || len(c.Signature) != 65 {
			fields.Add("signature", "must be the paying wallet's 65-byte signature, in hex")
		}
		if c.Deadline, err = strconv.ParseInt(req.Deadline, 10, 64); err != nil || c.Deadline <= 0 {
			fields.Add("deadline", "must be the deadline prepare gave, unix seconds as a decimal string")
		}
	}
	if err := fields.Err(); err != nil {
		return err
	}
	l, err := a.refundLinks.links.Complete(r.Context(), token, c)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusAccepted, a.refundLinks.linkOf(l, l.CreatedAt))
	return nil
}

// refundAddress reads the address a refund goes to, or says what is wrong with it.
func refundAddress(s string, fields *apierr.Fields) common.Address {
	s = strings.TrimSpace(s)
	if !common.IsHexAddress(s) || !strings.HasPrefix(s, "0x") {
		fields.Add("to", "must be a 0x-prefixed 20-byte address")
		return common.Address{}
	}
	to := common.HexToAddress(s)
	if to == (common.Address{}) {
		fields.Add("to", "must not be the zero address: funds sent there are lost")
	}
	return to
}
