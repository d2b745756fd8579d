package httpapi

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/money"
)

// engineSelectorParams are the removed query parameter's spellings.
var engineSelectorParams = []string{"engine", "engineSelector"}

// createInvoice is POST /api/invoices.
func (a *API) createInvoice(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	for _, name := range engineSelectorParams {
		if q.Has(name) {
			f := apierr.Fields{}
			f.Add(name, "the engine selector was removed: every invoice now uses the live custody-escrow gateway; drop the parameter")
			return f.Err()
		}
	}
	var req invoiceapi.CreateInvoiceRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	p := principalFrom(r.Context())
	inv, err := a.invoices.Create(r.Context(), invoiceMerchant(p.Merchant), req, r.Header.Get("Idempotency-Key"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, invoiceapi.CreateInvoiceResponse{InvoiceID: inv.ID.String(), URL: a.invoices.URL(inv.ID)})
	return nil
}

func invoiceMerchant(m merchant.Merchant) invoice.Merchant {
	return invoice.Merchant{ID: m.ID, OwnerWallet: m.OwnerWallet, PayoutWallet: m.PayoutWallet, AllowedOrigins: m.AllowedOrigins, Networks: m.Networks}
}

// getInvoice is GET /api/invoices/{id}. Metadata and the private fields
// appear only for the owning merchant's secret key.
func (a *API) getInvoice(w http.ResponseWriter, r *http.Request) error {
	id, err := invoiceIDParam(r)
	if err != nil {
		return err
	}
	// A key is optional here, but one that is sent must be valid.
	var caller *merchant.Principal
	if r.Header.Get(APIKeyHeader) != "" {
		p, err := a.authenticate(r)
		if err != nil {
			return err
		}
		caller = &p
	}
	inv, view, err := publicInvoice(r.Context(), a.views, a.invoices, id)
	if err != nil {
		return err
	}
	if caller != nil && caller.Key.Kind == merchant.Secret && caller.Merchant.ID == inv.MerchantID {
		ownersView(&view, inv)
	}
	if caller == nil {
		// The public view is public: a checkout page on any origin may
		// poll it (no credentials are involved).
		w.Header().Set("Access-Control-Allow-Origin", "*")
	}
	writeJSON(w, http.StatusOK, view)
	return nil
}

// moveInvoice is POST /api/checkout/network: the customer chooses which
// of the invoice's networks to pay on. It answers the invoice's public
// view, staged (or being staged) there.
func (a *API) moveInvoice(w http.ResponseWriter, r *http.Request) error {
	var req checkoutapi.NetworkRequest
	if err := decodeJSON(r, &req); err != nil {
		return err
	}
	id, err := invoice.ParseID(req.InvoiceID)
	if err != nil {
		f := apierr.Fields{}
		f.Add("invoiceId", "%s", err.Error())
		return f.Err()
	}
	if _, err := a.invoices.Move(r.Context(), id, req.ChainID); err != nil {
		return err
	}
	_, view, err := publicInvoice(r.Context(), a.views, a.invoices, id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, view)
	return nil
}

// ownersView adds to view what only the owning merchant's secret key sees.
func ownersView(view *invoiceapi.View, inv invoice.Invoice) {
	view.Kind = invoiceapi.OwnerView
	view.Metadata = inv.Metadata
	if view.Metadata == nil {
		view.Metadata = map[string]string{}
	}
	if inv.StageTxHash != ([32]byte{}) {
		h := inv.StageTxHash.Hex()
		view.StageTxHash = &h
	}
	view.Failure = optional(inv.Failure)
	view.NotScreened = &inv.ComplianceFailOpen
}

// voidInvoice is POST /api/invoices/{id}/void (secret key): the invoice,
// unpaid, can no longer be paid. It answers the invoice as the owner sees
// it.
func (a *API) voidInvoice(w http.ResponseWriter, r *http.Request) error {
	id, err := invoiceIDParam(r)
	if err != nil {
		return err
	}
	p := principalFrom(r.Context())
	inv, err := a.invoices.Void(r.Context(), invoiceMerchant(p.Merchant), id)
	if err != nil {
		return err
	}
	view, err := invoiceView(r.Context(), a.invoices, a.merchants, inv)
	if err != nil {
		return err
	}
	ownersView(&view, inv)
	writeJSON(w, http.StatusOK, view)
	return nil
}

// PublicInvoice is the public view of the invoice with the hex id, as GET
// /api/invoices/{id} answers it without a key (the pages prerender it).
// Errors are *apierr.Error values: a malformed id is 400, an unknown one
// 404.
func PublicInvoice(ctx context.Context, views InvoiceViews, invoices *invoice.Service, rawID string) (*invoiceapi.View, error) {
	id, err := invoice.ParseID(rawID)
	if err != nil {
		f := apierr.Fields{}
		f.Add("id", "%s", err.Error())
		return nil, f.Err()
	}
	_, view, err := publicInvoice(ctx, views, invoices, id)
	if err != nil {
		return nil, err
	}
	return &view, nil
}

func publicInvoice(ctx context.Context, views InvoiceViews, invoices *invoice.Service, id invoice.ID) (invoice.Invoice, invoiceapi.View, error) {
	inv, m, err := views.InvoiceWithMerchant(ctx, id)
	if errors.Is(err, invoice.ErrNotFound) {
		return inv, invoiceapi.View{}, apierr.New(apierr.NotFound, "No invoice has id %s.", id)
	}
	if err != nil {
		return inv, invoiceapi.View{}, err
	}
	return inv, viewOf(invoices, brandOf(invoices.BaseURL(), m), inv), nil
}

// InvoiceViews reads an invoice together with its merchant, in one round
// trip: every view of an invoice shows its seller (postgres.InvoiceStore).
// An unknown id is invoice.ErrNotFound.
type InvoiceViews interface {
	InvoiceWithMerchant(ctx context.Context, id invoice.ID) (invoice.Invoice, merchant.Merchant, error)
}

// invoiceView is the public view of inv.
func invoiceView(ctx context.Context, invoices *invoice.Service, merchants *merchant.Service, inv invoice.Invoice) (invoiceapi.View, error) {
	m, err := merchants.Merchant(ctx, inv.MerchantID)
	if err != nil {
		return invoiceapi.View{}, err
	}
	return viewOf(invoices, brandOf(invoices.BaseURL(), m), inv), nil
}

// viewOf is the public view of inv, whose merchant shows itself as brand
// (brandOf the merchant: a listing works it out once for every row).
func viewOf(invoices *invoice.Service, brand invoiceapi.MerchantPublic, inv invoice.Invoice) invoiceapi.View {
	// When and how it was paid, and by whom, are public: they are on
	// chain anyway, in the settling transaction.
	var paidAt, claimableAt *time.Time
	var settleTx *string
	if inv.PaidAt != nil {
		p := inv.PaidAt.UTC()
		paidAt = &p
		if inv.Status != invoice.Refunded { // refunded funds are nobody's to claim
			c := p.Add(escrow.RefundWindow)
			claimableAt = &c
		}
	}
	if inv.SettleTxHash != (common.Hash{}) {
		h := inv.SettleTxHash.Hex()
		settleTx = &h
	}
	var payer, amountIn *string
	if inv.PaidAt != nil && inv.Payer != (common.Address{}) {
		p := inv.Payer.Hex()
		payer = &p
		amountIn = optional(inv.AmountIn)
	}
	// Refunds are on chain too: what went back and what the gateway holds.
	var refunded, remaining *string
	if inv.PaidAt != nil {
		r := money.FormatUnits(inv.Refunded, 6)
		left := "0"
		if inv.Status == invoice.Paid {
			left = money.FormatUnits(inv.Amount-inv.Refunded, 6)
		}
		refunded, remaining = &r, &left
	}
	status := inv.Status
	if inv.ExpiredAt(time.Now()) {
		status = invoice.Expired // before the sweep records it
	}
	return invoiceapi.View{
		Kind:         invoiceapi.PublicView,
		InvoiceID:    inv.ID.String(),
		URL:          invoices.URL(inv.ID),
		Status:       string(status),
		Amount:       money.FormatUnits(inv.Amount, invoiceapi.AmountDecimals),
		AmountUnits:  money.FormatUnits(inv.Amount, 0),
		Currency:     "USD",
		PayInToken:   string(inv.PayInToken),
		PayoutToken:  inv.PayoutToken.Hex(),
		Merchant:     brand,
		ChainID:      inv.ChainID,
		Networks:     inv.PayableOn(),
		Gateway:      inv.Gateway.Hex(),
		SuccessURL:   optional(inv.SuccessURL),
		CancelURL:    optional(inv.CancelURL),
		CreatedAt:    inv.CreatedAt,
		StagedAt:     inv.StagedAt,
		ExpiresAt:    inv.ExpiresAt,
		PaidAt:       paidAt,
		ClaimableAt:  claimableAt,
		SettleTxHash: settleTx,
		Payer:        payer,
		AmountIn:     amountIn,
		Refunded:     refunded,
		Remaining:    remaining,
		Refunds:      viewRefunds(inv.Refunds),
		Description:  optional(inv.Description),
		Reference:    optional(inv.Reference),
		LineItems:    viewLines(inv),
		Deposit:      depositOf(invoices, inv, status),
		PaidVia:      optional(inv.PaidVia()),
	}
}

// depositOf is how to pay inv with a plain transfer to its deposit address (#34), while it is
// open and its payout token is known; nil otherwise.
func depositOf(invoices *invoice.Service, inv invoice.Invoice, status invoice.Status) *invoiceapi.Deposit {
	if inv.DepositAddress == (common.Address{}) || status != invoice.Open || inv.PayoutToken == (common.Address{}) {
		return nil
	}
	symbol := invoices.PayoutSymbol(inv.ChainID, inv.PayoutToken)
	if symbol == "" {
		return nil
	}
	decimals := invoices.Decimals(symbol)
	missing := max(inv.Amount-inv.Deposited, 0)
	return &invoiceapi.Deposit{
		Address: inv.DepositAddress.Hex(), ChainID: inv.ChainID, Token: string(symbol), TokenAddress: inv.PayoutToken.Hex(),
		Amount: money.FormatUnits(inv.Amount, decimals), AmountUnits: money.FormatUnits(inv.Amount, 0),
		Received: money.FormatUnits(inv.Deposited, decimals), ReceivedUnits: money.FormatUnits(inv.Deposited, 0),
		Missing: money.FormatUnits(missing, decimals), MissingUnits: money.FormatUnits(missing, 0),
		// EIP-681: a call of the token's transfer(address,uint256), on the chain after the @.
		URI: fmt.Sprintf("ethereum:%s@%d/transfer?address=%s&uint256=%d", inv.PayoutToken.Hex(), inv.ChainID, inv.DepositAddress.Hex(), missing),
	}
}

// viewRefunds are refunds as the view shows them (nil for none: the field
// is left out).
func viewRefunds(refunds []invoice.Refund) []invoiceapi.ViewRefund {
	if len(refunds) == 0 {
		return nil
	}
	out := make([]invoiceapi.ViewRefund, len(refunds))
	for i, r := range refunds {
		out[i] = invoiceapi.ViewRefund{Amount: money.FormatUnits(r.Amount, 6), RefundedAt: r.At.UTC(), TxHash: r.TxHash.Hex()}
	}
	return out
}

// viewLines are inv's line items as shown (an empty list when none).
func viewLines(inv invoice.Invoice) []invoiceapi.ViewLineItem {
	out := make([]invoiceapi.ViewLineItem, len(inv.LineItems))
	decimals := invoiceapi.AmountDecimals // dollars, whatever the token
	for i, l := range inv.LineItems {
		out[i] = invoiceapi.ViewLineItem{Name: l.Name, Quantity: l.Quantity,
			UnitAmount: money.FormatUnits(l.UnitAmount, decimals), Amount: money.FormatUnits(l.UnitAmount*l.Quantity, decimals)}
	}
	return out
}

func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}
