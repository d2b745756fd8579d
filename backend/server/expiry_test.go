package server

import (
	"context"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/qrsvg"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// An invoice created with an expiry shows it, and the customer's permit
// expires no later; past it, prepare and submit answer 410
// invoice_expired and the sweep records the invoice expired, with
// invoice.expired.
func TestInvoiceExpiry(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	p := newPayer(t, 10_000_000)
	ctx := context.Background()

	expires := time.Now().Add(10 * time.Minute).UTC().Truncate(time.Second)
	var created invoiceapi.CreateInvoiceResponse
	require.Equal(t, http.StatusCreated, call(t, "POST", app.URL+"/api/invoices", secret(app),
		map[string]any{"amountUsdc": "3", "payInToken": "USDC", "expiresAt": expires.Format(time.RFC3339)}, &created).StatusCode)
	waitInvoiceStatus(t, app, created.InvoiceID, "open")
	var view invoiceapi.View
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/invoices/"+created.InvoiceID, nil, nil, &view).StatusCode)
	require.NotNil(t, view.ExpiresAt)
	require.True(t, expires.Equal(*view.ExpiresAt), "%s", view.ExpiresAt)

	body := readyToSubmit(t, app, created.InvoiceID, p)
	deadline, err := strconv.ParseInt(body.Permit2Data.Deadline, 10, 64)
	require.NoError(t, err)
	// On the chain's clock, which the shared dev chain runs ahead of this
	// one (a block per transaction, each a second later).
	head, err := testChain(t).Client().HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	lead := max(0, int64(head.Time)-time.Now().Unix())
	require.LessOrEqual(t, deadline, expires.Unix()+lead+1, "the permit expires with the invoice (its 30 minutes would outlast it)")
	require.Greater(t, deadline, expires.Unix()-5*60, "and not much sooner")

	id, err := invoice.ParseID(created.InvoiceID)
	require.NoError(t, err)
	_, err = app.Pool.Exec(ctx, `UPDATE invoices SET expires_at = now() - interval '1 second' WHERE id = $1`, id[:])
	require.NoError(t, err)

	var e map[string]any
	require.Equal(t, http.StatusGone, call(t, "POST", app.URL+"/api/checkout/prepare", nil,
		checkoutapi.PrepareRequest{InvoiceID: created.InvoiceID, Payer: p.addr.Hex(), PayInToken: "USDC"}, &e).StatusCode)
	require.Equal(t, "invoice_expired", e["code"])
	require.Equal(t, http.StatusGone, call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &e).StatusCode)
	require.Equal(t, "invoice_expired", e["code"])
	require.Equal(t, "expired", invoiceStatus(t, app, created.InvoiceID), "read as expired before the sweep records it")

	require.Eventually(t, func() bool {
		got, err := app.Invoices.Get(ctx, id)
		require.NoError(t, err)
		return got.Status == invoice.Expired
	}, 30*time.Second, 50*time.Millisecond, "the sweep records the expiry")
	requireEvents(t, app, created.InvoiceID, webhookapi.InvoiceCreated, webhookapi.InvoiceExpired)

	// An expiry in the past, or too far, is refused, naming the field.
	for _, at := range []time.Time{time.Now().Add(-time.Minute), time.Now().Add(400 * 24 * time.Hour)} {
		require.Equal(t, http.StatusBadRequest, call(t, "POST", app.URL+"/api/invoices", secret(app),
			map[string]any{"amountUsdc": "3", "payInToken": "USDC", "expiresAt": at.Format(time.RFC3339)}, &e).StatusCode)
		require.Equal(t, "bad_body", e["code"])
		require.Contains(t, e["fields"].([]any)[0].(map[string]any)["field"], "expiresAt")
	}
}

// A merchant voids an unpaid invoice with its secret key: the invoice can
// no longer be paid (410 invoice_voided), invoice.voided goes out, and a
// paid one cannot be voided.
func TestVoidInvoice(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	p := newPayer(t, 10_000_000)

	id := createInvoice(t, app, "4")
	waitInvoiceStatus(t, app, id, "open")
	var view invoiceapi.View
	require.Equal(t, http.StatusOK, call(t, "POST", app.URL+"/api/invoices/"+id+"/void", secret(app), nil, &view).StatusCode)
	require.Equal(t, "voided", view.Status)
	require.NotNil(t, view.NotScreened, "the owner's view")
	require.Equal(t, "voided", invoiceStatus(t, app, id))
	requireEvents(t, app, id, webhookapi.InvoiceCreated, webhookapi.InvoiceVoided)

	var e map[string]any
	require.Equal(t, http.StatusGone, call(t, "POST", app.URL+"/api/checkout/prepare", nil,
		checkoutapi.PrepareRequest{InvoiceID: id, Payer: p.addr.Hex(), PayInToken: "USDC"}, &e).StatusCode)
	require.Equal(t, "invoice_voided", e["code"])
	require.Equal(t, http.StatusConflict, call(t, "POST", app.URL+"/api/invoices/"+id+"/void", secret(app), nil, &e).StatusCode)
	require.Equal(t, "invoice_not_open", e["code"])

	paid := createInvoice(t, app, "1")
	pay(t, app, paid, p)
	require.Equal(t, http.StatusConflict, call(t, "POST", app.URL+"/api/invoices/"+paid+"/void", secret(app), nil, &e).StatusCode)
	require.Equal(t, "invoice_not_open", e["code"])
	require.Equal(t, "paid", invoiceStatus(t, app, paid))

	unknown := "0x" + "ab" + id[4:]
	require.Equal(t, http.StatusNotFound, call(t, "POST", app.URL+"/api/invoices/"+unknown+"/void", secret(app), nil, &e).StatusCode)
	require.Equal(t, http.StatusForbidden, call(t, "POST", app.URL+"/api/invoices/"+id+"/void",
		map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey}, nil, &e).StatusCode, "secret key only")
}

// The hosted page says how long an invoice stays payable, and what became
// of one that expired or was voided, before its WebAssembly runs.
func TestInvoicePageExpiry(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	merchantName := app.Seed.Merchant.DisplayName
	ctx := context.Background()
	create := func(expires time.Time) string {
		t.Helper()
		var inv invoiceapi.CreateInvoiceResponse
		require.Equal(t, http.StatusCreated, call(t, "POST", app.URL+"/api/invoices", secret(app),
			map[string]any{"amountUsdc": "5", "payInToken": "USDC", "expiresAt": expires.Format(time.RFC3339)}, &inv).StatusCode)
		waitInvoiceStatus(t, app, inv.InvoiceID, "open")
		return inv.InvoiceID
	}

	soon := create(time.Now().Add(30 * time.Minute))
	_, page := getPage(t, app.URL+"/i/"+soon)
	require.Regexp(t, `^Pay within (29:[0-5][0-9]|30:00) \(minutes:seconds\)\.$`, elementText(t, page, "invoice-expires"), "the time left, to the second within the last hour")

	later := time.Now().Add(72 * time.Hour).UTC().Truncate(time.Second)
	_, page = getPage(t, app.URL+"/i/"+create(later))
	require.Contains(t, page, `datetime="`+later.Format(time.RFC3339)+`"`)
	require.Contains(t, elementText(t, page, "invoice-expires"), "Pay by ")

	id, err := invoice.ParseID(soon)
	require.NoError(t, err)
	_, err = app.Pool.Exec(ctx, `UPDATE invoices SET expires_at = now() - interval '1 second' WHERE id = $1`, id[:])
	require.NoError(t, err)
	_, page = getPage(t, app.URL+"/i/"+soon)
	require.Contains(t, page, `data-status="expired"`)
	require.Contains(t, page, "This invoice expired on ")
	require.NotContains(t, page, `id="invoice-expires"`)
	require.NotContains(t, page, `id="checkout-loading"`, "no payment controls")

	voided := create(time.Now().Add(time.Hour))
	require.Equal(t, http.StatusOK, call(t, "POST", app.URL+"/api/invoices/"+voided+"/void", secret(app), nil, nil).StatusCode)
	_, page = getPage(t, app.URL+"/i/"+voided)
	require.Contains(t, page, merchantName+" cancelled this invoice, so it can no longer be paid.")
	require.Contains(t, page, "Cancelled")
	require.NotContains(t, page, `id="checkout-loading"`)
}

// /i/<id>/qr.svg is the QR code of the invoice page's address, drawn here,
// as an image nothing in which can run.
func TestInvoiceQRCode(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	id := createInvoice(t, app, "2")
	resp, err := http.Get(app.URL + "/i/" + id + "/qr.svg")
	require.NoError(t, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Equal(t, "image/svg+xml", resp.Header.Get("Content-Type"))
	require.Contains(t, resp.Header.Get("Content-Security-Policy"), "default-src 'none'")
	require.Equal(t, "nosniff", resp.Header.Get("X-Content-Type-Options"))
	want, err := qrsvg.Encode(app.URL+"/i/"+id, "QR code of this invoice's payment page")
	require.NoError(t, err)
	require.Equal(t, string(want), string(body), "the code of the page's own address")

	var e map[string]any
	resp = call(t, "GET", app.URL+"/i/0x1234/qr.svg", nil, nil, &e)
	require.Equal(t, http.StatusNotFound, resp.StatusCode)
	require.Equal(t, "not_found", e["code"])
}

// A description, a reference and line items are stored with the invoice,
// shown in its view and on its page; bad ones are refused, naming the
// field.
func TestInvoiceDetails(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	var created invoiceapi.CreateInvoiceResponse
	require.Equal(t, http.StatusCreated, call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{
		"amountUsdc": "19.99", "payInToken": "USDC",
		"description": "Two bags of coffee\nand a mug", "reference": "A-1042",
		"lineItems": []map[string]any{
			{"name": "Coffee, 250 g", "quantity": 2, "unitAmountUsdc": "6.5"},
			{"name": "Mug <b>", "quantity": 1, "unitAmountUsdc": 6.99},
		},
	}, &created).StatusCode)
	var view invoiceapi.View
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/invoices/"+created.InvoiceID, nil, nil, &view).StatusCode)
	require.Equal(t, "Two bags of coffee\nand a mug", *view.Description)
	require.Equal(t, "A-1042", *view.Reference)
	require.Equal(t, []invoiceapi.ViewLineItem{
		{Name: "Coffee, 250 g", Quantity: 2, UnitAmount: "6.5", Amount: "13"},
		{Name: "Mug <b>", Quantity: 1, UnitAmount: "6.99", Amount: "6.99"},
	}, view.LineItems)

	_, page := getPage(t, app.URL+"/i/"+created.InvoiceID)
	require.Equal(t, "Two bags of coffee\nand a mug", elementText(t, page, "invoice-description"))
	require.Equal(t, "A-1042", elementText(t, page, "invoice-reference"))
	require.Contains(t, page, `id="invoice-lines"`)
	require.Contains(t, page, "Coffee, 250 g")
	resp, err := http.Get(app.URL + "/i/" + created.InvoiceID)
	require.NoError(t, err)
	raw, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	require.NoError(t, err)
	require.Contains(t, string(raw), "Mug &lt;b&gt;", "the merchant's text, as text")

	plain := createInvoice(t, app, "1")
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/invoices/"+plain, nil, nil, &view).StatusCode)
	require.Nil(t, view.Description)
	require.Nil(t, view.Reference)
	require.NotNil(t, view.LineItems)
	require.Empty(t, view.LineItems)

	var e map[string]any
	require.Equal(t, http.StatusBadRequest, call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{
		"amountUsdc": "10", "payInToken": "USDC", "lineItems": []map[string]any{{"name": "A", "quantity": 3, "unitAmountUsdc": "3"}},
	}, &e).StatusCode)
	require.Equal(t, "lineItems", e["fields"].([]any)[0].(map[string]any)["field"], "9 is not 10")
	require.Equal(t, http.StatusBadRequest, call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{
		"amountUsdc": "10", "payInToken": "USDC", "description": strings.Repeat("x", 501),
	}, &e).StatusCode)
	require.Equal(t, "description", e["fields"].([]any)[0].(map[string]any)["field"])
}
