package server

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/merchantapi"
	"github.com/paystead/paystead/shared/money"
)

// signInWithKey signs in with key over SIWE and returns the session headers
// (cookie and the service's Origin).
func signInWithKey(t *testing.T, app testApp, key *ecdsa.PrivateKey) map[string]string {
	t.Helper()
	var n merchantapi.SignInNonce
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/auth/nonce", nil, nil, &n).StatusCode)
	msg, sig := signSIWE(t, key, siweParams{domain: n.Domain, uri: n.URI, chainID: int(n.ChainID), nonce: n.Nonce})
	var out merchantapi.Session
	resp := call(t, "POST", app.URL+"/api/auth/siwe", map[string]string{"Origin": app.URL}, merchantapi.SignInRequest{Message: msg, Signature: sig}, &out)
	require.Equal(t, http.StatusOK, resp.StatusCode, "%v", out)
	for _, c := range resp.Cookies() {
		if c.Name == "paystead_session" {
			return map[string]string{"Cookie": "paystead_session=" + c.Value, "Origin": app.URL}
		}
	}
	t.Fatal("no session cookie")
	return nil
}

// totalsOf counts and sums escrow rows as the treasury does (6-decimal
// tokens).
func totalsOf(t *testing.T, rows []escrowapi.Row) merchantapi.TokenTotals {
	t.Helper()
	var units int64
	for _, r := range rows {
		v, err := strconv.ParseInt(r.AmountUnits, 10, 64)
		require.NoError(t, err)
		units += v
	}
	return merchantapi.TokenTotals{Count: len(rows), Amount: money.FormatUnits(units, 6), AmountUnits: strconv.FormatInt(units, 10)}
}

// TestMerchantTreasuryOnboardingIsolation signs in as the dev merchant
// (owned by the shared chain's merchant wallet), pays invoices and checks
// the treasury against /api/escrows to the unit; it screens payout wallets
// on PATCH profile; and it checks that merchant B cannot touch A's keys or
// tickets. Not parallel: it reads the shared chain's clock.
func TestMerchantTreasuryOnboardingIsolation(t *testing.T) {
	sanctioned, review := randomAddress(t), randomAddress(t)
	list := filepath.Join(t.TempDir(), "screening.txt")
	require.NoError(t, os.WriteFile(list, []byte(fmt.Sprintf("%s sanctioned OFAC SDN\n%s review asked by support\n", sanctioned.Hex(), review.Hex())), 0o600))
	app := startApp(t, func(c *config.Config) {
		c.Compliance.Provider = "list"
		c.Compliance.ListFile = list
	})
	a := signInWithKey(t, app, testChain(t).Merchant.Key)
	bKey, err := crypto.GenerateKey()
	require.NoError(t, err)
	b := signInWithKey(t, app, bKey)
	var prof map[string]any
	require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/profile", a, nil, &prof).StatusCode)
	require.Equal(t, app.Seed.Merchant.ID.String(), prof["merchantId"], "the chain's merchant wallet owns the dev merchant")

	t.Run("Treasury", func(t *testing.T) {
		payer := newPayer(t, 100_000_000)
		for _, amount := range []string{"2.5", "1.000001"} {
			pay(t, app, createInvoice(t, app, amount), payer)
		}
		var esc escrowapi.Summary
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/escrows", secret(app), nil, &esc).StatusCode)
		require.Len(t, esc.Pending, 2)
		var tr merchantapi.Treasury
		resp := call(t, "GET", app.URL+"/api/merchant/treasury", a, nil, &tr)
		require.Equal(t, 200, resp.StatusCode)
		usdc := tr.Tokens["USDC"]
		require.Equal(t, totalsOf(t, esc.Pending), usdc["pending"])
		require.Equal(t, "3500001", usdc["pending"].AmountUnits)
		require.Equal(t, "3.500001", usdc["pending"].Amount)
		require.Equal(t, totalsOf(t, esc.Matured), usdc["matured"])
		require.Equal(t, totalsOf(t, esc.Claimed), usdc["claimed"])
		require.Equal(t, usdc["matured"], tr.ClaimableNow["USDC"])
		require.Len(t, tr.RecentClaims, len(esc.Claimed))

		// The eight calendar days (today and seven more) add up to the
		// pending totals; paid just now, both mature on the last day.
		require.Len(t, tr.Maturities, 8)
		count, units := 0, new(big.Int)
		today := tr.AsOf.UTC().Truncate(24 * time.Hour)
		for i, m := range tr.Maturities {
			require.Equal(t, today.AddDate(0, 0, i), m.From)
			if tot, ok := m.Tokens["USDC"]; ok {
				count += tot.Count
				v, _ := new(big.Int).SetString(tot.AmountUnits, 10)
				units.Add(units, v)
			}
		}
		require.Equal(t, usdc["pending"].Count, count)
		require.Equal(t, usdc["pending"].AmountUnits, units.String())
		require.Equal(t, 2, tr.Maturities[7].Tokens["USDC"].Count)

		// Merchant B sees none of it.
		var trB merchantapi.Treasury
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/treasury", b, nil, &trB).StatusCode)
		require.Empty(t, trB.Tokens)
		require.Empty(t, trB.RecentClaims)
	})

	t.Run("Onboarding", func(t *testing.T) {
		var c merchantapi.Compliance
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/compliance", b, nil, &c).StatusCode)
		require.Nil(t, c.Onboarding.PayoutWallet)
		require.Nil(t, c.Onboarding.Result)
		require.Nil(t, c.Onboarding.ScreenedAt)

		clear := randomAddress(t).Hex()
		var out map[string]any
		resp := call(t, "PATCH", app.URL+"/api/merchant/profile", b, map[string]string{"payoutWallet": clear}, &out)
		require.Equal(t, 200, resp.StatusCode, "%v", out)
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/compliance", b, nil, &c).StatusCode)
		require.Equal(t, clear, *c.Onboarding.PayoutWallet)
		require.Equal(t, "clear", *c.Onboarding.Result)
		require.WithinDuration(t, time.Now(), *c.Onboarding.ScreenedAt, time.Minute)

		resp = call(t, "PATCH", app.URL+"/api/merchant/profile", b, map[string]string{"payoutWallet": sanctioned.Hex(), "displayName": "Shady"}, &out)
		require.Equal(t, 403, resp.StatusCode, "%v", out)
		require.Equal(t, "MERCHANT_PAYOUT_BLOCKED", out["code"])
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/profile", b, nil, &out).StatusCode)
		require.Equal(t, clear, out["payoutWallet"], "a blocked wallet changes nothing")
		require.Equal(t, "", out["displayName"])

		resp = call(t, "PATCH", app.URL+"/api/merchant/profile", b, map[string]string{"payoutWallet": review.Hex()}, &out)
		require.Equal(t, 200, resp.StatusCode, "%v", out)
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/compliance", b, nil, &c).StatusCode)
		require.Equal(t, review.Hex(), *c.Onboarding.PayoutWallet)
		require.Equal(t, "review", *c.Onboarding.Result)
		require.Equal(t, "asked by support", c.Onboarding.Reason)

		resp = call(t, "PATCH", app.URL+"/api/merchant/profile", b, map[string]string{"payoutWallet": ""}, &out)
		require.Equal(t, 200, resp.StatusCode, "%v", out)
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/compliance", b, nil, &c).StatusCode)
		require.Nil(t, c.Onboarding.PayoutWallet)
		require.Nil(t, c.Onboarding.Result)
	})

	t.Run("Isolation", func(t *testing.T) {
		var key merchantapi.NewAPIKey
		require.Equal(t, 201, call(t, "POST", app.URL+"/api/merchant/keys", a, merchantapi.CreateKeyRequest{Kind: merchantapi.KeySecret, Label: "a"}, &key).StatusCode)
		var out map[string]any
		resp := call(t, "DELETE", app.URL+"/api/merchant/keys/"+key.ID, b, nil, &out)
		require.Equal(t, 404, resp.StatusCode, "%v", out)
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/escrows", map[string]string{"X-Service-Api-Key": key.Key}, nil, &out).StatusCode, "A's key still works")

		// A review ticket in A's queue.
		invoiceID := createInvoice(t, app, "1")
		var d checkoutapi.Decision
		resp = call(t, "POST", app.URL+"/api/checkout/authorize", nil, checkoutapi.AuthorizeRequest{InvoiceID: invoiceID, Address: review.Hex()}, &d)
		require.Equal(t, 200, resp.StatusCode, "%v", d)
		require.Equal(t, checkoutapi.DecisionReview, d.Decision)
		ticketID := d.TicketID

		resp = call(t, "POST", app.URL+"/api/merchant/compliance/tickets/"+ticketID, b, merchantapi.DecideRequest{Decision: merchantapi.Approve}, &out)
		require.Equal(t, 404, resp.StatusCode, "%v", out)
		var qb, qa merchantapi.Compliance
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/compliance", b, nil, &qb).StatusCode)
		require.Empty(t, qb.Queue)
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/compliance", a, nil, &qa).StatusCode)
		require.Len(t, qa.Queue, 1, "the ticket is still pending for A")
		require.Equal(t, ticketID, qa.Queue[0].TicketID)

		var decided merchantapi.TicketDecision
		resp = call(t, "POST", app.URL+"/api/merchant/compliance/tickets/"+ticketID, a, merchantapi.DecideRequest{Decision: merchantapi.Deny}, &decided)
		require.Equal(t, 200, resp.StatusCode, "%v", decided)
		require.Equal(t, merchantapi.TicketDecision{DecidedBy: testChain(t).Merchant.Address.Hex(), Decision: merchantapi.Deny, TicketID: ticketID}, decided)
	})
}
