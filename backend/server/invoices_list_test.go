package server

import (
	"encoding/csv"
	"encoding/json"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// TestInvoiceListOverHTTP lists, pages, filters, exports and shows the
// timeline of the merchant's invoices over the API (secret key) and the
// dashboard's session, each answer checked against the document.
func TestInvoiceListOverHTTP(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	spec := fetchOpenAPI(t, app.URL)
	batch := uuid.NewString() // this test's invoices share a metadata value
	var made []string
	for i, amount := range []string{"1.5", "2", "3.25", "4", "5.000001"} {
		var out invoiceapi.CreateInvoiceResponse
		body := map[string]any{"amountUsdc": json.Number(amount), "payInToken": "USDC", "metadata": map[string]string{"batch": batch}}
		if i == 0 {
			body["reference"] = "=HYPERLINK(\"x\")" // a formula the export defuses
		}
		require.Equal(t, 201, call(t, "POST", app.URL+"/api/invoices", secret(app), body, &out).StatusCode)
		made = append(made, out.InvoiceID)
	}
	p := newPayer(t, 100_000_000)
	pay(t, app, made[1], p)
	newestFirst := []string{made[4], made[3], made[2], made[1], made[0]}

	q := func(extra string) string { return "?q=" + batch + extra }
	sk := secret(app)
	pk := map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey}
	seller := signInWithKey(t, app, testChain(t).Merchant.Key)
	stranger := signInAs(t, app)
	unknownID := "0x" + strings.Repeat("cd", 32)

	t.Run("PagesByCursor", func(t *testing.T) {
		var got []string
		next := app.URL + "/api/invoices" + q("&limit=2")
		pages := 0
		for next != "" {
			var page invoiceapi.List
			require.NoError(t, json.Unmarshal(checkCase(t, spec, conformanceCase{name: "page", method: "GET", url: next, headers: sk, status: 200}), &page))
			pages++
			for _, v := range page.Invoices {
				got = append(got, v.InvoiceID)
				require.Equal(t, map[string]string{"batch": batch}, v.Metadata, "the owner's view")
			}
			next = ""
			if page.NextCursor != nil {
				next = app.URL + "/api/invoices" + q("&limit=2&cursor="+url.QueryEscape(*page.NextCursor))
			}
		}
		require.Equal(t, 3, pages)
		require.Equal(t, newestFirst, got)
	})

	t.Run("Filters", func(t *testing.T) {
		list := func(headers map[string]string, path, query string) []string {
			t.Helper()
			var page invoiceapi.List
			require.NoError(t, json.Unmarshal(checkCase(t, spec, conformanceCase{name: "list", method: "GET", url: app.URL + path + query, headers: headers, status: 200}), &page))
			var out []string
			for _, v := range page.Invoices {
				out = append(out, v.InvoiceID)
			}
			return out
		}
		require.Equal(t, []string{made[1]}, list(sk, "/api/invoices", q("&status=paid")))
		require.Equal(t, []string{made[4], made[3], made[2], made[0]}, list(sk, "/api/invoices", q("&status=open,staging")))
		require.Equal(t, []string{made[1]}, list(sk, "/api/invoices", "?q="+made[1][:10]))
		require.Equal(t, []string{made[0]}, list(sk, "/api/invoices", "?q="+url.QueryEscape("=HYPERLINK(\"x\")")), "by reference")
		future := url.QueryEscape(time.Now().Add(time.Hour).UTC().Format(time.RFC3339))
		require.Empty(t, list(sk, "/api/invoices", q("&createdFrom="+future)))
		require.Equal(t, newestFirst, list(seller, "/api/merchant/invoices", q("")), "the dashboard's session")
		require.Empty(t, list(stranger, "/api/merchant/invoices", q("")), "another merchant sees none")
	})

	t.Run("ExportCSV", func(t *testing.T) {
		for _, c := range []struct {
			path    string
			headers map[string]string
		}{{"/api/invoices/export", sk}, {"/api/merchant/invoices/export", seller}} {
			resp, body := exchange(t, "GET", app.URL+c.path+q(""), c.headers, nil)
			require.Equal(t, 200, resp.StatusCode, "%s", body)
			spec.conform(t, "GET", app.URL+c.path, resp, body)
			require.Contains(t, resp.Header.Get("Content-Disposition"), "attachment")
			rows, err := csv.NewReader(strings.NewReader(string(body))).ReadAll()
			require.NoError(t, err)
			require.Len(t, rows, 6, "a header and every invoice")
			col := map[string]int{}
			for i, name := range rows[0] {
				col[name] = i
			}
			byID := map[string][]string{}
			for i, r := range rows[1:] {
				require.Equal(t, newestFirst[i], r[col["invoice_id"]])
				byID[r[col["invoice_id"]]] = r
			}
			require.Equal(t, "5.000001", byID[made[4]][col["amount_usd"]], "exact decimals")
			require.Equal(t, "5000001", byID[made[4]][col["amount_units"]])
			paid := byID[made[1]]
			require.Equal(t, "paid", paid[col["status"]])
			require.Equal(t, "2", paid[col["amount_in"]], "USDC in, one for one")
			require.Equal(t, "2000000", paid[col["amount_in_units"]])
			require.Equal(t, "0", paid[col["refunded_usd"]])
			require.Equal(t, "2", paid[col["remaining_usd"]], "what the escrow holds")
			require.Empty(t, byID[made[4]][col["remaining_usd"]], "unpaid")
			require.Equal(t, p.addr.Hex(), paid[col["payer"]])
			require.Equal(t, "signature", paid[col["paid_via"]])
			require.Empty(t, byID[made[4]][col["paid_via"]], "unpaid")
			require.NotEmpty(t, paid[col["settle_tx_hash"]])
			require.Equal(t, `'=HYPERLINK("x")`, byID[made[0]][col["reference"]], "a formula is defused")
			require.JSONEq(t, `{"batch":"`+batch+`"}`, paid[col["metadata"]])
		}
	})

	t.Run("Timeline", func(t *testing.T) {
		var tl invoiceapi.Timeline
		require.NoError(t, json.Unmarshal(checkCase(t, spec, conformanceCase{name: "timeline", method: "GET",
			url: app.URL + "/api/invoices/" + made[1] + "/timeline", headers: sk, status: 200}), &tl))
		require.Equal(t, made[1], tl.Invoice.InvoiceID)
		var steps, events []string
		var lastStep, lastEvent time.Time
		for _, e := range tl.Entries {
			// Steps oldest first by the chain's clock, events by the database's; each event
			// after the step it reports (#36).
			if e.Kind == invoiceapi.KindWebhook {
				require.False(t, e.At.Before(lastEvent), "events oldest first")
				lastEvent = e.At
				events = append(events, e.Event.Type)
				want := map[string]string{"invoice.created": "created", "invoice.paid": "paid"}[e.Event.Type]
				if want != "" {
					require.Contains(t, steps, want, "%s comes after its step", e.Event.Type)
				}
			} else {
				require.False(t, e.At.Before(lastStep), "steps oldest first")
				lastStep = e.At
				steps = append(steps, e.Kind)
			}
		}
		require.Equal(t, []string{"created", "staged", "paid"}, steps)
		require.Contains(t, events, "invoice.created")
		require.Contains(t, events, "invoice.paid")
		for _, e := range tl.Entries {
			if e.Kind == invoiceapi.KindPaid {
				require.Equal(t, tl.Invoice.SettleTxHash, e.TxHash)
			}
		}
		checkCase(t, spec, conformanceCase{name: "session", method: "GET", url: app.URL + "/api/merchant/invoices/" + made[1] + "/timeline", headers: seller, status: 200})
	})

	t.Run("CreateFromTheDashboard", func(t *testing.T) {
		withKey := func(key string) map[string]string {
			return map[string]string{"Cookie": seller["Cookie"], "Origin": seller["Origin"], "Idempotency-Key": key}
		}
		key := "form_" + uuid.NewString()
		body := map[string]any{"amountUsdc": "42.5", "payInToken": "EURC", "description": "Two bags of beans", "reference": "DASH-" + batch}
		var first, again invoiceapi.CreateInvoiceResponse
		require.NoError(t, json.Unmarshal(checkCase(t, spec, conformanceCase{name: "create", method: "POST", url: app.URL + "/api/merchant/invoices",
			headers: withKey(key), body: body, status: 201, requestValid: yes}), &first))
		require.NoError(t, json.Unmarshal(checkCase(t, spec, conformanceCase{name: "again", method: "POST", url: app.URL + "/api/merchant/invoices",
			headers: withKey(key), body: body, status: 201}), &again))
		require.Equal(t, first.InvoiceID, again.InvoiceID, "a second press with the form's key makes no second invoice")
		var tl invoiceapi.Timeline
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/invoices/"+first.InvoiceID+"/timeline", seller, nil, &tl).StatusCode)
		require.Equal(t, "42.5", tl.Invoice.Amount)
		require.Equal(t, "Two bags of beans", *tl.Invoice.Description)

		checkCase(t, spec, conformanceCase{name: "badAmount", method: "POST", url: app.URL + "/api/merchant/invoices", headers: withKey("form_" + uuid.NewString()),
			body: map[string]any{"amountUsdc": "", "payInToken": "USDC"}, status: 400, code: apierr.BadBody})
		checkCase(t, spec, conformanceCase{name: "noOrigin", method: "POST", url: app.URL + "/api/merchant/invoices", headers: map[string]string{"Cookie": seller["Cookie"]},
			body: map[string]any{"amountUsdc": "1", "payInToken": "USDC"}, status: 403, code: apierr.OriginNotAllowed})
	})

	t.Run("RefundFromTheDashboard", func(t *testing.T) {
		refund := app.URL + "/api/merchant/invoices/" + made[1] + "/refund"
		var out escrowapi.RefundResult
		require.NoError(t, json.Unmarshal(checkCase(t, spec, conformanceCase{name: "part", method: "POST", url: refund, headers: seller,
			body: map[string]string{"amount": "0.75"}, status: 202, requestValid: yes}), &out))
		require.Equal(t, escrowapi.RefundResult{InvoiceID: made[1], RefundTxHash: out.RefundTxHash, Status: escrowapi.RefundPending,
			Amount: "0.75", AmountUnits: "750000", Remaining: "1.25", RemainingUnits: "1250000"}, out)
		waitSends(t, app, made[1])
		checkCase(t, spec, conformanceCase{name: "tooMuch", method: "POST", url: refund, headers: seller,
			body: map[string]string{"amount": "2"}, status: 409, code: apierr.RefundExceedsRemaining, requestValid: yes})
		checkCase(t, spec, conformanceCase{name: "badAmount", method: "POST", url: refund, headers: seller,
			body: map[string]string{"amount": "-1"}, status: 400, code: apierr.BadBody, requestValid: yes})
		checkCase(t, spec, conformanceCase{name: "unpaid", method: "POST", url: app.URL + "/api/merchant/invoices/" + made[0] + "/refund", headers: seller,
			status: 409, code: apierr.InvoiceNotRefundable})
		checkCase(t, spec, conformanceCase{name: "another", method: "POST", url: refund, headers: map[string]string{"Cookie": stranger["Cookie"], "Origin": app.URL},
			status: 404, code: apierr.NotFound})
		checkCase(t, spec, conformanceCase{name: "noOrigin", method: "POST", url: refund, headers: map[string]string{"Cookie": seller["Cookie"]},
			status: 403, code: apierr.OriginNotAllowed})
		checkCase(t, spec, conformanceCase{name: "signedOut", method: "POST", url: refund, status: 401, code: apierr.NotSignedIn})

		var tl invoiceapi.Timeline
		require.NoError(t, json.Unmarshal(checkCase(t, spec, conformanceCase{name: "timeline", method: "GET",
			url: app.URL + "/api/merchant/invoices/" + made[1] + "/timeline", headers: seller, status: 200}), &tl))
		require.Equal(t, "0.75", *tl.Invoice.Refunded)
		require.Equal(t, "1.25", *tl.Invoice.Remaining)
		var refunds []invoiceapi.TimelineEntry
		for _, e := range tl.Entries {
			if e.Kind == invoiceapi.KindRefunded {
				refunds = append(refunds, e)
			}
		}
		require.Len(t, refunds, 1)
		require.Equal(t, "0.75", *refunds[0].Amount)
		require.Equal(t, "1.25", *refunds[0].Remaining)
		require.Equal(t, out.RefundTxHash, *refunds[0].TxHash)
	})

	runConformance(t, spec, []conformanceCase{
		{name: "BadStatus", method: "GET", url: app.URL + "/api/invoices?status=paid,matured", headers: sk, status: 400, code: apierr.BadBody},
		{name: "BadLimit", method: "GET", url: app.URL + "/api/invoices?limit=0", headers: sk, status: 400, code: apierr.BadBody},
		{name: "LimitTooHigh", method: "GET", url: app.URL + "/api/invoices?limit=101", headers: sk, status: 400, code: apierr.BadBody},
		{name: "ForgedCursor", method: "GET", url: app.URL + "/api/invoices?cursor=abc", headers: sk, status: 400, code: apierr.BadBody},
		{name: "BadCreatedFrom", method: "GET", url: app.URL + "/api/invoices?createdFrom=yesterday", headers: sk, status: 400, code: apierr.BadBody},
		{name: "EmptyRange", method: "GET", url: app.URL + "/api/invoices?createdFrom=2026-11-02T00:00:00Z&createdTo=2026-11-01T00:00:00Z", headers: sk, status: 400, code: apierr.BadBody},
		{name: "SearchTooLong", method: "GET", url: app.URL + "/api/invoices?q=" + strings.Repeat("x", 201), headers: sk, status: 400, code: apierr.BadBody},
		{name: "ExportBadStatus", method: "GET", url: app.URL + "/api/invoices/export?status=bogus", headers: sk, status: 400, code: apierr.BadBody},
		{name: "ListWithoutKey", method: "GET", url: app.URL + "/api/invoices", status: 401},
		{name: "ListWithPublishableKey", method: "GET", url: app.URL + "/api/invoices", headers: pk, status: 403, code: apierr.PublishableKeyForbidden},
		{name: "ExportWithPublishableKey", method: "GET", url: app.URL + "/api/invoices/export", headers: pk, status: 403, code: apierr.PublishableKeyForbidden},
		{name: "TimelineUnknown", method: "GET", url: app.URL + "/api/invoices/" + unknownID + "/timeline", headers: sk, status: 404, code: apierr.NotFound},
		{name: "TimelineBadID", method: "GET", url: app.URL + "/api/invoices/0x12/timeline", headers: sk, status: 400, code: apierr.BadBody},
		{name: "TimelineOfAnotherMerchant", method: "GET", url: app.URL + "/api/merchant/invoices/" + made[1] + "/timeline", headers: stranger, status: 404, code: apierr.NotFound},
		{name: "SessionListSignedOut", method: "GET", url: app.URL + "/api/merchant/invoices", status: 401},
	})
}
