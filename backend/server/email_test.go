package server

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/mail"
	"github.com/paystead/paystead/backend/mail/mailtest"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/merchantapi"
)

// withEmail sends the app's email to srv (a relay on loopback, no TLS).
func withEmail(srv *mailtest.Server) func(*config.Config) {
	return func(c *config.Config) {
		host, port, _ := net.SplitHostPort(srv.Addr)
		p, _ := strconv.Atoi(port)
		c.Email = &mail.Settings{Host: host, Port: p, TLS: mail.None, From: "Paystead <receipts@pay.example.com>"}
	}
}

// TestEmailOverSMTP (#36 item 8): with SMTP configured, a customer who
// leaves an address on the hosted page gets the receipt once the payment
// is confirmed (at once when it already is), and a merchant who set an
// alert address is told of a wallet waiting for review, each through a
// real SMTP server.
func TestEmailOverSMTP(t *testing.T) {
	t.Parallel()
	inbox := mailtest.Start(t, mailtest.Options{})
	review := randomAddress(t)
	list := filepath.Join(t.TempDir(), "screening.txt")
	require.NoError(t, os.WriteFile(list, []byte(review.Hex()+" review asked by support\n"), 0o600))
	app := startApp(t, func(c *config.Config) {
		withEmail(inbox)(c)
		c.Compliance.Provider = "list"
		c.Compliance.ListFile = list
	})
	receiptEmail := func(id, email string) (*http.Response, invoiceapi.ReceiptEmail, apierr.Error) {
		t.Helper()
		var (
			ok  invoiceapi.ReceiptEmail
			bad apierr.Error
		)
		resp := call(t, "PUT", app.URL+"/api/invoices/"+id+"/receipt-email", nil, invoiceapi.ReceiptEmailRequest{Email: email}, &ok)
		if resp.StatusCode >= 400 {
			call(t, "PUT", app.URL+"/api/invoices/"+id+"/receipt-email", nil, invoiceapi.ReceiptEmailRequest{Email: email}, &bad)
		}
		return resp, ok, bad
	}

	t.Run("ReceiptOnceConfirmed", func(t *testing.T) {
		p := newPayer(t, 20_000_000)
		id := createInvoice(t, app, "12.5")
		resp, out, _ := receiptEmail(id, " ana@example.com ")
		require.Equal(t, http.StatusAccepted, resp.StatusCode)
		require.Equal(t, invoiceapi.ReceiptEmail{Email: "ana@example.com", When: invoiceapi.ReceiptWhenPaid}, out)

		pay(t, app, id, p)
		m := inbox.Wait(t, 60*time.Second, "the receipt to ana@example.com", func(m mailtest.Message) bool {
			return len(m.To) == 1 && m.To[0] == "ana@example.com" && strings.Contains(m.Body, id)
		})
		v := publicInvoice(t, app, id)
		require.Equal(t, "Receipt from "+v.Merchant.DisplayName+": 12.50 USD", m.Subject)
		require.Equal(t, "receipts@pay.example.com", m.From)
		require.Contains(t, m.Body, "Transaction        "+*v.SettleTxHash)
		require.Contains(t, m.Body, "The receipt online: "+app.URL+"/i/"+id)
		require.Contains(t, m.Body, "Paid at            "+v.PaidAt.UTC().Format("2006-01-02 15:04 UTC"))

		// Another address after the payment: sent at once, and once.
		resp, out, _ = receiptEmail(id, "ana@work.example")
		require.Equal(t, http.StatusAccepted, resp.StatusCode)
		require.Equal(t, invoiceapi.ReceiptNow, out.When)
		inbox.Wait(t, 30*time.Second, "the receipt to ana@work.example", func(m mailtest.Message) bool {
			return len(m.To) == 1 && m.To[0] == "ana@work.example" && strings.Contains(m.Body, id)
		})
		resp, _, _ = receiptEmail(id, "ana@work.example")
		require.Equal(t, http.StatusAccepted, resp.StatusCode, "the same address again")
		time.Sleep(2 * mailInterval)
		n := 0
		for _, m := range inbox.Messages() {
			if strings.Contains(m.Body, id) {
				n++
			}
		}
		require.Equal(t, 2, n, "one receipt per address")
	})

	t.Run("RefusedAddresses", func(t *testing.T) {
		id := createInvoice(t, app, "1")
		for _, bad := range []string{"", "ana", "Ana <ana@example.com>", "ana@localhost", strings.Repeat("a", 250) + "@example.com"} {
			resp, _, e := receiptEmail(id, bad)
			require.Equal(t, http.StatusBadRequest, resp.StatusCode, "%q", bad)
			require.Equal(t, apierr.BadBody, e.Code, "%q", bad)
		}
		resp, _, e := receiptEmail("0x"+strings.Repeat("ab", 32), "ana@example.com")
		require.Equal(t, http.StatusConflict, resp.StatusCode)
		require.Equal(t, apierr.ReceiptEmailClosed, e.Code)
		for i := range 3 {
			resp, _, _ := receiptEmail(id, fmt.Sprintf("ana%d@example.com", i))
			require.Equal(t, http.StatusAccepted, resp.StatusCode)
		}
		resp, _, e = receiptEmail(id, "ana9@example.com")
		require.Equal(t, http.StatusConflict, resp.StatusCode, "a fourth address")
		require.Equal(t, apierr.ReceiptEmailClosed, e.Code)
	})

	t.Run("ReviewAlert", func(t *testing.T) {
		store := postgres.NewEmailStore(app.Pool)
		require.NoError(t, store.SetAlertEmail(context.Background(), app.Seed.Merchant.ID, "owner@demo.example"))
		id := createInvoice(t, app, "3")
		var out map[string]any
		require.Equal(t, http.StatusOK, call(t, "POST", app.URL+"/api/checkout/authorize", nil,
			map[string]string{"invoiceId": id, "address": review.Hex()}, &out).StatusCode)
		require.Equal(t, "review", out["decision"])
		m := inbox.Wait(t, 30*time.Second, "the review alert", func(m mailtest.Message) bool {
			return len(m.To) == 1 && m.To[0] == "owner@demo.example" && strings.Contains(m.Body, id)
		})
		require.Equal(t, "A wallet waits for your review: "+review.Hex(), m.Subject)
		require.Contains(t, m.Body, app.URL+"/m/compliance")
	})

	t.Run("MerchantSetsAlertsOverSession", func(t *testing.T) {
		sess := signInAs(t, app)
		var got merchantapi.Alerts
		require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/merchant/alerts", sess, nil, &got).StatusCode)
		require.Equal(t, merchantapi.Alerts{Available: true, Recent: []merchantapi.AlertEmail{}}, got)

		withOrigin := map[string]string{"Cookie": sess["Cookie"], "Origin": app.URL}
		email := "me@shop.example"
		require.Equal(t, http.StatusOK, call(t, "PUT", app.URL+"/api/merchant/alerts", withOrigin, merchantapi.AlertsUpdate{Email: &email}, &got).StatusCode)
		require.Equal(t, &email, got.Email)
		var e apierr.Error
		bad := "not an address"
		require.Equal(t, http.StatusBadRequest, call(t, "PUT", app.URL+"/api/merchant/alerts", withOrigin, merchantapi.AlertsUpdate{Email: &bad}, &e).StatusCode)
		require.Equal(t, http.StatusForbidden, call(t, "PUT", app.URL+"/api/merchant/alerts", sess, merchantapi.AlertsUpdate{Email: &email}, nil).StatusCode,
			"a change needs the service's Origin")
		require.Equal(t, http.StatusOK, call(t, "PUT", app.URL+"/api/merchant/alerts", withOrigin, merchantapi.AlertsUpdate{}, &got).StatusCode)
		require.Nil(t, got.Email, "null asks for none")
	})
}

// TestEmailOff: without SMTP settings the page's receipt field has
// nowhere to go: the API says so, and stores nothing.
func TestEmailOff(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	id := createInvoice(t, app, "1")
	var e apierr.Error
	resp := call(t, "PUT", app.URL+"/api/invoices/"+id+"/receipt-email", nil, invoiceapi.ReceiptEmailRequest{Email: "ana@example.com"}, &e)
	require.Equal(t, http.StatusNotFound, resp.StatusCode)
	require.Contains(t, e.Message, "sends no email")
	var stored *string
	require.NoError(t, app.Pool.QueryRow(context.Background(), `SELECT receipt_email FROM invoices WHERE id = decode($1, 'hex')`, id[2:]).Scan(&stored))
	require.Nil(t, stored)
}

// publicInvoice reads invoice id's public view.
func publicInvoice(t *testing.T, app testApp, id string) invoiceapi.View {
	t.Helper()
	var v invoiceapi.View
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/invoices/"+id, nil, nil, &v).StatusCode)
	return v
}
