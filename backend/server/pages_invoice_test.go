package server

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"html"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// getPage fetches a page over real HTTP and returns its status and its
// HTML with entities decoded, so that tests read the words people see.
func getPage(t *testing.T, url string) (int, string) {
	t.Helper()
	resp, err := http.Get(url)
	require.NoError(t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp.StatusCode, html.UnescapeString(string(raw))
}

// TestInvoicePagePrerender checks what /i/<id> shows before its
// WebAssembly runs: the server renders the invoice into the HTML.
func TestInvoicePagePrerender(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	origin := app.Seed.Merchant.AllowedOrigins[0]
	merchantName := app.Seed.Merchant.DisplayName

	t.Run("OpenInvoiceShowsMerchantAmountStatusAndCancel", func(t *testing.T) {
		var inv invoiceapi.CreateInvoiceResponse
		require.Equal(t, 201, call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{
			"amountUsdc": json.Number("19.99"), "payInToken": "USDC", "successUrl": origin + "/thanks", "cancelUrl": origin + "/cart",
		}, &inv).StatusCode)
		waitInvoiceStatus(t, app, inv.InvoiceID, "open")
		status, page := getPage(t, app.URL+"/i/"+inv.InvoiceID)
		require.Equal(t, http.StatusOK, status)
		require.Contains(t, page, "Pay "+merchantName+" · Paystead", "the title names the merchant")
		require.Equal(t, merchantName, elementText(t, page, "invoice-merchant"))
		require.Equal(t, "$19.99", elementText(t, page, "invoice-amount"))
		require.Contains(t, elementText(t, page, "invoice-pay-in"), "Pay with USDC on ", "the token and the network, before connecting")
		require.Regexp(t, `id="invoice-status"[^>]*data-status="open"|data-status="open"[^>]*id="invoice-status"`, page)
		require.Contains(t, page, "Awaiting payment")
		require.Regexp(t, `id="cancel-link"[^>]*href="`+origin+`/cart"|href="`+origin+`/cart"[^>]*id="cancel-link"`, page)
		require.NotContains(t, page, `id="pay"`, "no control is shown before the page's program can run it")
		require.NotContains(t, page, `id="paid"`)

		// The browser's program starts from the view the page was rendered
		// with (no "Loading" flash): it travels in a data attribute.
		resp, err := http.Get(app.URL + "/i/" + inv.InvoiceID)
		require.NoError(t, err)
		raw, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		require.NoError(t, err)
		m := regexp.MustCompile(`data-view="([^"]*)"`).FindSubmatch(raw)
		require.NotNil(t, m, "the page carries its invoice view")
		var carried invoiceapi.View
		decoded, err := base64.StdEncoding.DecodeString(string(m[1]))
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(decoded, &carried))
		require.Equal(t, inv.InvoiceID, carried.InvoiceID)
		require.Equal(t, "19.99", carried.Amount)
		require.Nil(t, carried.Metadata, "only the public view")
	})

	t.Run("EURCInvoiceNamesItsToken", func(t *testing.T) {
		var inv invoiceapi.CreateInvoiceResponse
		require.Equal(t, 201, call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{
			"amountUsdc": json.Number("12.5"), "payInToken": "EURC",
		}, &inv).StatusCode)
		_, page := getPage(t, app.URL+"/i/"+inv.InvoiceID)
		require.Equal(t, "$12.50", elementText(t, page, "invoice-amount"))
		require.Contains(t, elementText(t, page, "invoice-pay-in"), "Pay with EURC on ")
		require.NotContains(t, page, `id="cancel-link"`, "no cancel URL, no cancel link")
	})

	t.Run("UnknownInvoiceSaysSo", func(t *testing.T) {
		_, page := getPage(t, app.URL+"/i/0x"+strings.Repeat("cd", 32))
		require.Contains(t, page, "Invoice not found")
		require.Contains(t, page, "We can't find this invoice")
		require.NotContains(t, page, `id="invoice-amount"`)
	})

	t.Run("MalformedIDSaysTheLinkIsBroken", func(t *testing.T) {
		for _, id := range []string{"0x12", "not-an-invoice", ""} {
			_, page := getPage(t, app.URL+"/i/"+id)
			require.Contains(t, page, "This payment link is broken", "id %q", id)
			require.NotContains(t, page, `id="invoice-amount"`)
		}
	})

	// No plain-text answers: a path under /i/ that names no page gets the
	// API's 404 envelope.
	t.Run("APathThatIsNoPageIsTheNotFoundEnvelope", func(t *testing.T) {
		for _, path := range []string{"/i/0x12/extra", "/i/..%2f..%2fetc%2fpasswd", "/m/settings/nothing/here"} {
			var e apierr.Error
			resp := call(t, "GET", app.URL+path, nil, nil, &e)
			require.Equal(t, http.StatusNotFound, resp.StatusCode, path)
			require.Equal(t, "application/json; charset=utf-8", resp.Header.Get("Content-Type"), path)
			require.Equal(t, apierr.NotFound, e.Code, path)
		}
	})

	t.Run("PaidInvoiceShowsThePaymentAndRefundWindow", func(t *testing.T) {
		var inv invoiceapi.CreateInvoiceResponse
		require.Equal(t, 201, call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{
			"amountUsdc": json.Number("2"), "payInToken": "USDC", "successUrl": origin + "/thanks",
		}, &inv).StatusCode)

		// Before paying, the public view says nothing of a payment.
		var before invoiceapi.View
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/invoices/"+inv.InvoiceID, nil, nil, &before).StatusCode)
		require.Nil(t, before.PaidAt)
		require.Nil(t, before.ClaimableAt)
		require.Nil(t, before.SettleTxHash)

		p := newPayer(t, 10_000_000)
		body := readyToSubmit(t, app, inv.InvoiceID, p)
		var sub checkoutapi.SubmitResponse
		require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, body, &sub).StatusCode)
		st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
		require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))

		var view invoiceapi.View
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/invoices/"+inv.InvoiceID, nil, nil, &view).StatusCode)
		require.Equal(t, "paid", view.Status)
		require.NotNil(t, view.PaidAt)
		// The paying block's time (other tests move the shared chain's clock).
		ctx := context.Background()
		receipt, err := testChain(t).Client().TransactionReceipt(ctx, common.HexToHash(*st.SettleTxHash))
		require.NoError(t, err)
		block, err := testChain(t).Client().HeaderByNumber(ctx, receipt.BlockNumber)
		require.NoError(t, err)
		require.True(t, time.Unix(int64(block.Time), 0).Equal(*view.PaidAt), "paidAt %s is the paying block's time %d", view.PaidAt, block.Time)
		require.NotNil(t, view.ClaimableAt)
		require.Equal(t, view.PaidAt.Add(7*24*time.Hour), *view.ClaimableAt, "the refund window is 7 days from payment")
		require.NotNil(t, view.SettleTxHash)
		require.Equal(t, *st.SettleTxHash, *view.SettleTxHash)

		t.Run("ViewConformsToTheDocument", func(t *testing.T) {
			spec := fetchOpenAPI(t, app.URL)
			raw := checkCase(t, spec, conformanceCase{method: "GET", url: app.URL + "/api/invoices/" + inv.InvoiceID, status: 200})
			var public invoiceapi.View
			require.NoError(t, json.Unmarshal(raw, &public))
			require.Equal(t, p.addr.Hex(), *public.Payer, "the receipt's payer, as the settling transaction shows it on chain")
			require.Equal(t, public.AmountUnits, *public.AmountIn, "a USDC payment takes the invoice's amount")
			checkCase(t, spec, conformanceCase{method: "GET", url: app.URL + "/api/invoices/" + inv.InvoiceID, headers: secret(app), status: 200})
		})

		_, page := getPage(t, app.URL+"/i/"+inv.InvoiceID)
		require.Regexp(t, `data-status="paid"`, page)
		require.Contains(t, page, `id="paid"`)
		require.Contains(t, page, `id="refund-ends"`)
		require.Contains(t, page, view.ClaimableAt.UTC().Format("Monday 2 January 2006, 15:04 UTC"))
		require.Contains(t, page, `id="settle-tx"`)
		require.Contains(t, page, `id="success-link"`)
		// A receipt: said "Paid" in the status only, titled a receipt, with
		// what a customer keeps.
		require.Contains(t, page, "Receipt from "+merchantName+" · Paystead")
		require.Equal(t, "Receipt", elementText(t, page, "paid-title"))
		require.Equal(t, merchantName, elementText(t, page, "receipt-merchant"))
		require.Equal(t, elementText(t, page, "invoice-amount"), elementText(t, page, "receipt-amount"))
		require.Equal(t, strings.TrimPrefix(elementText(t, page, "invoice-amount"), "$")+" USDC", elementText(t, page, "receipt-amount-in"),
			"what was taken, in the token, written as the price is")
		require.NotEmpty(t, elementText(t, page, "receipt-network"))
		require.Equal(t, p.addr.Hex(), elementText(t, page, "receipt-payer"))
		require.Equal(t, view.PaidAt.UTC().Format("Monday 2 January 2006, 15:04 UTC"), elementText(t, page, "receipt-paid-at"))
		require.Equal(t, app.URL+"/i/"+inv.InvoiceID, elementText(t, page, "receipt-link"), "linkable")
		require.Contains(t, page, `id="print-receipt"`)
		if email := app.Seed.Merchant.SupportEmail; email != "" {
			require.Equal(t, email, elementText(t, page, "support-email"))
		}
		require.Equal(t, 1, strings.Count(page, ">Paid<"), "\"Paid\" once: the status")
		require.NotContains(t, page, `id="pay"`, "a paid invoice has no pay button")
		require.NotContains(t, page, `id="cancel-link"`, "nor a way to cancel")
	})
}

// elementText is the text of the element with the given id in page (go-app
// writes attributes in no fixed order, so the id may come anywhere in the
// tag).
func elementText(t *testing.T, page, id string) string {
	t.Helper()
	m := regexp.MustCompile(`<[a-z0-9]+\b[^>]*\bid="` + regexp.QuoteMeta(id) + `"[^>]*>([^<]*)<`).FindStringSubmatch(page)
	require.NotNil(t, m, "the page has an element #%s", id)
	return strings.TrimSpace(m[1])
}
