package httpapi

import (
	"bytes"
	"io"
	"math/big"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/go-chi/chi/v5"

	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/money"
)

// escrowHandlers serve the merchant's escrows (secret key only).
type escrowHandlers struct{ svc *escrow.Service }

// rowsOf is a bucket of the escrow summary on the wire.
func rowsOf(list []escrow.Paid) []escrowapi.Row {
	out := make([]escrowapi.Row, 0, len(list))
	for _, p := range list {
		r := escrowapi.Row{
			InvoiceID:    p.ID.String(),
			ChainID:      p.ChainID,
			Amount:       money.FormatUnits(p.Remaining(), 6),
			AmountUnits:  money.FormatUnits(p.Remaining(), 0),
			Refunded:     money.FormatUnits(p.Refunded, 6),
			Token:        invoiceapi.Token(p.Token),
			Payer:        p.Payer.Hex(),
			PaidAt:       p.PaidAt,
			ClaimableAt:  p.ClaimableAt(),
			ClaimedAt:    p.ClaimedAt,
			SettleTxHash: p.SettleTxHash.Hex(),
			Metadata:     p.Metadata,
		}
		if p.Metadata == nil {
			r.Metadata = map[string]string{}
		}
		if p.ClaimedAt != nil {
			h := p.ClaimTxHash.Hex()
			r.ClaimTxHash = &h
		}
		out = append(out, r)
	}
	return out
}

// list is GET /api/escrows?paidFrom&paidTo&token.
func (h escrowHandlers) list(w http.ResponseWriter, r *http.Request) error {
	var (
		f      escrow.Filter
		fields apierr.Fields
	)
	q := r.URL.Query()
	for name, dst := range map[string]*time.Time{"paidFrom": &f.PaidFrom, "paidTo": &f.PaidTo} {
		if v := q.Get(name); v != "" {
			t, err := time.Parse(time.RFC3339, v)
			if err != nil {
				fields.Add(name, "must be an RFC 3339 time, e.g. 2026-11-01T00:00:00Z")
			}
			*dst = t
		}
	}
	if t := q.Get("token"); t != "" && !slices.Contains(h.svc.Tokens(), invoiceapi.Token(t)) {
		fields.Add("token", "must be %s", invoiceapi.OneOf(h.svc.Tokens()))
	} else {
		f.Token = t
	}
	if err := fields.Err(); err != nil {
		return err
	}
	sum, err := h.svc.Summary(r.Context(), principalFrom(r.Context()).Merchant.ID, f)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, escrowapi.Summary{Pending: rowsOf(sum.Pending), Matured: rowsOf(sum.Matured), Claimed: rowsOf(sum.Claimed), Truncated: sum.Truncated})
	return nil
}

// claim is POST /api/escrows/claim.
func (h escrowHandlers) claim(w http.ResponseWriter, r *http.Request) error {
	var req escrowapi.ClaimRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	var fields apierr.Fields
	if req.All == (len(req.InvoiceIDs) > 0) {
		fields.Add("invoiceIds", "send either invoiceIds or \"all\": true")
	}
	// Too many is said once, before any id is read: a body of thousands
	// of ids would otherwise come back with an error for each.
	if len(req.InvoiceIDs) > escrowapi.MaxClaimInvoices {
		fields.Add("invoiceIds", "at most %d at once", escrowapi.MaxClaimInvoices)
		return fields.Err()
	}
	ids := make([]invoice.ID, 0, len(req.InvoiceIDs))
	for _, s := range req.InvoiceIDs {
		id, err := invoice.ParseID(s)
		if err != nil {
			fields.Add("invoiceIds", "%q: %s", s, err.Error())
		}
		ids = append(ids, id)
	}
	if err := fields.Err(); err != nil {
		return err
	}
	sent, txs, err := h.svc.Claim(r.Context(), principalFrom(r.Context()).Merchant.ID, ids, req.All)
	if err != nil {
		return err
	}
	resp := escrowapi.ClaimResult{InvoiceIDs: []string{}, TxHashes: []string{}}
	for _, id := range sent {
		resp.InvoiceIDs = append(resp.InvoiceIDs, id.String())
	}
	for _, tx := range txs {
		resp.TxHashes = append(resp.TxHashes, tx.Hex())
	}
	// Accepted: each claim sent is mined, and its invoices claimed, later.
	status := http.StatusAccepted
	if len(sent) == 0 {
		status = http.StatusOK
	}
	writeJSON(w, status, resp)
	return nil
}

// refund is POST /api/invoices/{id}/refund and, for the signed-in
// merchant, POST /api/merchant/invoices/{id}/refund. The body is optional:
// {"amount": "1.25"} refunds that much of what remains; none refunds all
// of it.
func (h escrowHandlers) refund(w http.ResponseWriter, r *http.Request) error {
	var req escrowapi.RefundRequest
	id, amount, fields, err := invoiceAndAmount(r, &req)
	if err != nil {
		return err
	}
	consent := refundConsent(req, &fields)
	if err := fields.Err(); err != nil {
		return err
	}
	refund, err := h.svc.Refund(r.Context(), principalFrom(r.Context()).Merchant.ID, id, amount, consent)
	if err != nil {
		return err
	}
	// Accepted: the refund is mined, and the invoice refunded, later.
	writeJSON(w, http.StatusAccepted, escrowapi.RefundResult{
		InvoiceID:      id.String(),
		RefundTxHash:   refund.TxHash.Hex(),
		Status:         escrowapi.RefundPending,
		Amount:         money.FormatUnits(refund.Amount, 6),
		AmountUnits:    money.FormatUnits(refund.Amount, 0),
		Remaining:      money.FormatUnits(refund.Remaining, 6),
		RemainingUnits: money.FormatUnits(refund.Remaining, 0),
	})
	return nil
}

// held is GET /api/invoices/{id}/held and, for the signed-in merchant, GET
// /api/merchant/invoices/{id}/held: what the gateway holds for the invoice paid to no invoice
// (#34), per chain and token.
func (h escrowHandlers) held(w http.ResponseWriter, r *http.Request) error {
	id, err := invoiceIDParam(r)
	if err != nil {
		return err
	}
	held, err := h.svc.HeldFunds(r.Context(), principalFrom(r.Context()).Merchant.ID, id)
	if err != nil {
		return err
	}
	out := escrowapi.HeldFundsList{Data: make([]escrowapi.HeldFunds, 0, len(held))}
	for _, f := range held {
		remaining := f.Remaining()
		out.Data = append(out.Data, escrowapi.HeldFunds{
			ChainID: f.ChainID, Token: f.Symbol, TokenAddress: f.Token.Hex(), Since: f.Since,
			Held: heldDecimal(f.Held, f.Symbol, f.Decimals), HeldUnits: f.Held.String(),
			Returned: heldDecimal(f.Returned, f.Symbol, f.Decimals), ReturnedUnits: f.Returned.String(),
			Remaining: heldDecimal(remaining, f.Symbol, f.Decimals), RemainingUnits: remaining.String(),
		})
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// heldDecimal is an amount of held funds as the API writes it: in the token's units when the
// deployment takes the token (symbol names it), else in its smallest unit.
func heldDecimal(amount *big.Int, symbol string, decimals uint8) string {
	if symbol == "" {
		return amount.String()
	}
	return money.FormatDecimal(amount, int(decimals))
}

// invoiceIDParam reads the invoice id of the route's {id}, or the field error that refuses it.
func invoiceIDParam(r *http.Request) (invoice.ID, error) {
	id, err := invoice.ParseID(chi.URLParam(r, "id"))
	if err != nil {
		var f apierr.Fields
		f.Add("id", "%s", err.Error())
		return id, f.Err()
	}
	return id, nil
}

// invoiceWithOptionalBody reads the {id} of an invoice's POST and its optional JSON body into
// dst: a malformed id is a field error, returned with what else is wrong, a malformed body an
// error of its own.
func invoiceWithOptionalBody(r *http.Request, dst any) (invoice.ID, apierr.Fields, error) {
	var fields apierr.Fields
	id, err := invoice.ParseID(chi.URLParam(r, "id"))
	if err != nil {
		fields.Add("id", "%s", err.Error())
	}
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return id, nil, decodeError(err)
	}
	if len(bytes.TrimSpace(body)) > 0 {
		if err := requireJSON(r); err != nil {
			return id, nil, err
		}
		if err := decodeBody(body, dst); err != nil {
			return id, nil, err
		}
	}
	return id, fields, nil
}

// invoiceAndAmount is invoiceWithOptionalBody for a body with an optional amount: the amount in
// the payout token's smallest unit (0: all that remains), its refusal among the fields.
func invoiceAndAmount(r *http.Request, req interface{ Units() (int64, error) }) (invoice.ID, int64, apierr.Fields, error) {
	id, fields, err := invoiceWithOptionalBody(r, req)
	if err != nil {
		return id, 0, nil, err
	}
	amount, err := req.Units()
	if e, ok := apierr.As(err); ok {
		fields = append(fields, e.Fields...)
	}
	return id, amount, fields, nil
}

// refundConsent reads a refund request's consent to another address: nil when it names none;
// to alone for an invoice paid from its deposit address (the service tells), else all three
// fields, fields saying which is missing or wrong.
func refundConsent(req escrowapi.RefundRequest, fields *apierr.Fields) *escrow.Consent {
	if req.To == "" && req.PayerSignature == "" && req.SignatureDeadline == "" {
		return nil
	}
	var c escrow.Consent
	if !common.IsHexAddress(req.To) || !strings.HasPrefix(req.To, "0x") {
		fields.Add("to", "must be the 0x-prefixed 20-byte address the payer named")
	} else {
		c.To = common.HexToAddress(req.To)
	}
	if req.PayerSignature == "" && req.SignatureDeadline == "" {
		return &c
	}
	sig, err := hexutil.Decode(req.PayerSignature)
	if err != nil || len(sig) != 65 {
		fields.Add("payerSignature", "must be the payer's 65-byte signature of RefundTo, in hex")
	}
	c.Signature = sig
	deadline, err := strconv.ParseInt(req.SignatureDeadline, 10, 64)
	if err != nil || deadline <= 0 {
		fields.Add("signatureDeadline", "must be the deadline the payer signed, unix seconds as a decimal string")
	}
	c.Deadline = deadline
	return &c
}
