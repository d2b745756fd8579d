package server

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/gate"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// flipFirstLetter breaks an EIP-55 checksum by changing one letter's case.
func flipFirstLetter(checksummed string) string {
	b := []byte(checksummed)
	for i := 2; i < len(b); i++ {
		if c := b[i]; 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F' {
			b[i] ^= 0x20
			// Still of mixed case, so a wrong checksum rather than none (all one case is an
			// address without a checksum, which is valid): otherwise flip the next letter instead.
			if s := string(b); s != strings.ToLower(s) && s != "0x"+strings.ToUpper(s[2:]) {
				return s
			}
			b[i] ^= 0x20
		}
	}
	return checksummed
}

func mapKeys(m map[string]any) []string {
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	slices.Sort(ks)
	return ks
}

func TestCheckoutAuthorize(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	sanctioned, highRisk := randomAddress(t), randomAddress(t)
	reviewApproved, reviewDenied := randomAddress(t), randomAddress(t)
	list := filepath.Join(t.TempDir(), "screening.txt")
	require.NoError(t, os.WriteFile(list, []byte(fmt.Sprintf(
		"%s sanctioned OFAC SDN\n%s high-risk\n%s review asked by support\n%s review\n",
		sanctioned.Hex(), highRisk.Hex(), reviewApproved.Hex(), reviewDenied.Hex())), 0o600))
	app := startApp(t, func(c *config.Config) {
		c.Compliance.Provider = "list"
		c.Compliance.ListFile = list
	})
	endpoint := app.URL + "/api/checkout/authorize"

	newInvoice := func(t *testing.T) string {
		t.Helper()
		var out invoiceapi.CreateInvoiceResponse
		require.Equal(t, http.StatusCreated, call(t, "POST", app.URL+"/api/invoices", secret(app),
			map[string]any{"amountUsdc": 3, "payInToken": "USDC"}, &out).StatusCode)
		return out.InvoiceID
	}
	authorize := func(t *testing.T, invoiceID, address string) (int, map[string]any) {
		t.Helper()
		var out map[string]any
		resp := call(t, "POST", endpoint, nil, map[string]string{"invoiceId": invoiceID, "address": address}, &out)
		return resp.StatusCode, out
	}
	invoiceID := newInvoice(t)
	// The merchant's side of the queue, as /m/compliance will use it.
	gates := app.Gate

	t.Run("AllowShapeAndCache", func(t *testing.T) {
		wallet := randomAddress(t)
		status, out := authorize(t, invoiceID, wallet.Hex())
		require.Equal(t, http.StatusOK, status)
		require.Equal(t, []string{"decision", "screenedAt", "ttlSeconds"}, mapKeys(out))
		require.Equal(t, "allow", out["decision"])
		require.Equal(t, float64(86400), out["ttlSeconds"])
		screenedAt, err := time.Parse(time.RFC3339Nano, out["screenedAt"].(string))
		require.NoError(t, err)
		require.WithinDuration(t, time.Now(), screenedAt, time.Minute)

		status, again := authorize(t, newInvoice(t), strings.ToLower(wallet.Hex()))
		require.Equal(t, http.StatusOK, status)
		require.Equal(t, out, again, "the stored allow answers with its original screenedAt")

		fresh, err := gates.HasFreshAllow(ctx, app.Seed.Merchant.ID, wallet)
		require.NoError(t, err)
		require.True(t, fresh)
	})

	for _, tc := range []struct {
		name, address, code string
	}{
		{"RejectShapeSanctioned", sanctioned.Hex(), "SANCTIONED_WALLET"},
		{"RejectShapeHighRisk", highRisk.Hex(), "HIGH_RISK_WALLET"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, out := authorize(t, invoiceID, tc.address)
			require.Equal(t, http.StatusOK, status)
			require.Equal(t, []string{"code", "decision", "reason"}, mapKeys(out))
			require.Equal(t, "reject", out["decision"])
			require.Equal(t, tc.code, out["code"])
			require.NotEmpty(t, out["reason"])
		})
	}

	t.Run("ReviewShapeThenApprove", func(t *testing.T) {
		status, out := authorize(t, invoiceID, reviewApproved.Hex())
		require.Equal(t, http.StatusOK, status)
		require.Equal(t, []string{"decision", "reason", "supportContact", "ticketId"}, mapKeys(out))
		require.Equal(t, "review", out["decision"])
		require.Equal(t, "support@demo-coffee.example", out["supportContact"])
		require.Contains(t, out["reason"], "within 24 hours")
		require.Contains(t, out["reason"], "Demo Coffee Roasters")
		ticketID := out["ticketId"].(string)
		_, err := uuid.Parse(ticketID)
		require.NoError(t, err)

		_, again := authorize(t, newInvoice(t), reviewApproved.Hex())
		require.Equal(t, out, again, "the same ticket, not a second one")

		queue, err := gates.Queue(ctx, app.Seed.Merchant.ID)
		require.NoError(t, err)
		i := slices.IndexFunc(queue, func(tk gate.Ticket) bool { return tk.ID.String() == ticketID })
		require.GreaterOrEqual(t, i, 0, "the ticket is in the merchant's queue")
		require.Equal(t, reviewApproved, queue[i].Wallet)
		require.Equal(t, invoiceID, queue[i].InvoiceID.String())
		require.Equal(t, "asked by support", queue[i].Reason)

		require.NoError(t, gates.Decide(ctx, app.Seed.Merchant.ID, ticketID, gate.Approve, app.Seed.Merchant.OwnerWallet.Hex()))
		status, out = authorize(t, invoiceID, reviewApproved.Hex())
		require.Equal(t, http.StatusOK, status)
		require.Equal(t, "allow", out["decision"])
		require.Equal(t, float64(86400), out["ttlSeconds"])

		err = gates.Decide(ctx, app.Seed.Merchant.ID, ticketID, gate.Deny, app.Seed.Merchant.OwnerWallet.Hex())
		e, ok := apierr.As(err)
		require.True(t, ok)
		require.Equal(t, apierr.TicketAlreadyDecided, e.Code)
		require.Equal(t, http.StatusConflict, e.Status())
	})

	t.Run("ReviewThenDeny", func(t *testing.T) {
		_, out := authorize(t, invoiceID, reviewDenied.Hex())
		require.Equal(t, "review", out["decision"])
		require.NoError(t, gates.Decide(ctx, app.Seed.Merchant.ID, out["ticketId"].(string), gate.Deny, app.Seed.Merchant.OwnerWallet.Hex()))
		status, out := authorize(t, invoiceID, reviewDenied.Hex())
		require.Equal(t, http.StatusOK, status)
		require.Equal(t, []string{"code", "decision", "reason"}, mapKeys(out))
		require.Equal(t, "HIGH_RISK_WALLET", out["code"])
		require.Contains(t, out["reason"], "merchant reviewed this wallet and declined")
	})

	t.Run("Errors", func(t *testing.T) {
		paid := newInvoice(t)
		paidID, err := invoice.ParseID(paid)
		require.NoError(t, err)
		pgtest.MarkInvoicePaid(t, app.Pool, paidID)
		wallet := randomAddress(t).Hex()
		// One case per code, for its status and body over HTTP, with the
		// unknown and the paid invoice as Postgres answers them. The rules
		// of a request are the gate package's (TestAuthorize); decoding is
		// httpapi's (TestErrorPaths).
		for _, tc := range []struct {
			name        string
			body        any
			contentType string
			status      int
			code        apierr.Code
			field       string
		}{
			{"MalformedAddress", map[string]string{"invoiceId": invoiceID, "address": "0xnothex"}, "", 400, apierr.BadBody, "address"},
			{"FormBody", `invoiceId=1`, "application/x-www-form-urlencoded", 415, apierr.UnsupportedMediaType, ""},
			{"UnknownInvoice", map[string]string{"invoiceId": "0x" + strings.Repeat("cd", 32), "address": wallet}, "", 404, apierr.NotFound, ""},
			{"PaidInvoice", map[string]string{"invoiceId": paid, "address": wallet}, "", 409, apierr.InvoiceNotOpen, ""},
		} {
			t.Run(tc.name, func(t *testing.T) {
				headers := map[string]string{}
				if tc.contentType != "" {
					headers["Content-Type"] = tc.contentType
				}
				var e apierr.Error
				resp := call(t, "POST", endpoint, headers, tc.body, &e)
				require.Equal(t, tc.status, resp.StatusCode)
				require.Equal(t, tc.code, e.Code)
				if tc.field != "" {
					require.True(t, hasField(e, tc.field), "field %s named in %+v", tc.field, e.Fields)
				}
			})
		}
	})
}

func TestCheckoutAuthorizeProviderDownIs503(t *testing.T) {
	t.Parallel()
	down := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, `{"message":"upstream down"}`, http.StatusInternalServerError)
	}))
	t.Cleanup(down.Close)
	app := startApp(t, func(c *config.Config) {
		c.Compliance.Provider = "http"
		c.Compliance.HTTPURL = down.URL
		c.Compliance.HTTPAPIKey = "test-key"
		c.Compliance.FailOpenForInvoice = true // so there is an invoice to pay; checkout never fails open
	})
	var inv invoiceapi.CreateInvoiceResponse
	require.Equal(t, http.StatusCreated, call(t, "POST", app.URL+"/api/invoices", secret(app),
		map[string]any{"amountUsdc": 1, "payInToken": "USDC"}, &inv).StatusCode)

	var e apierr.Error
	resp := call(t, "POST", app.URL+"/api/checkout/authorize", nil,
		map[string]string{"invoiceId": inv.InvoiceID, "address": randomAddress(t).Hex()}, &e)
	require.Equal(t, http.StatusServiceUnavailable, resp.StatusCode)
	require.Equal(t, apierr.ComplianceUnavailable, e.Code)
}
