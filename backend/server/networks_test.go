package server

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/healthapi"
)

// Chains as a list (#31 item 3): a second chain runs a relayer of its
// own beside the first's (its own nonce counter, reconciler, fee policy,
// metrics and readiness), and its node going away neither stops the first
// chain's payments nor takes the process out of the load balancer.
func TestTwoChainsRunSideBySide(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	first, err := devchain.Start(ctx, devchain.Config{Instant: true})
	require.NoError(t, err)
	t.Cleanup(func() { _ = first.Close() })
	second, err := devchain.Start(ctx, devchain.Config{Instant: true, ChainID: 31337, ServerKey: first.Server.Key})
	require.NoError(t, err)
	secondOpen := true
	t.Cleanup(func() {
		if secondOpen {
			_ = second.Close()
		}
	})
	app := startAppOnChains(t, first, []*devchain.Chain{second}, nil)

	require.Len(t, app.Networks, 2)
	require.Equal(t, int64(1337), app.Networks[0].Config.ChainID.Int64())
	require.Equal(t, int64(31337), app.Networks[1].Config.ChainID.Int64())
	require.Equal(t, second.Addresses().Gateway, app.Networks[1].Config.Gateway)
	require.Equal(t, "Paystead Dev 2", app.Networks[1].Config.Name)
	require.NotEqual(t, app.Networks[0].Reconciler.CursorName(), app.Networks[1].Reconciler.CursorName(),
		"each chain's reconciler keeps its own place")

	var ready healthapi.Readiness
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/readyz", nil, nil, &ready).StatusCode)
	require.Equal(t, healthapi.Readiness{Status: "ready", Checks: map[string]string{"database": "ok", "chain 1337": "ok", "chain 31337": "ok", "tokens on 1337": "ok", "tokens on 31337": "ok"}}, ready)

	// Each chain's reconciler follows its own gateway: both cursors move.
	require.Eventually(t, func() bool {
		var n int
		require.NoError(t, app.Pool.QueryRow(ctx, `SELECT count(*) FROM chain_cursors WHERE name = ANY($1)`,
			[]string{app.Networks[0].Reconciler.CursorName(), app.Networks[1].Reconciler.CursorName()}).Scan(&n))
		return n == 2
	}, 20*time.Second, 50*time.Millisecond)
	body := scrape(t, app.URL+"/metrics")
	for _, series := range []string{
		`paystead_reconciler_lag_blocks{chain="1337"}`, `paystead_reconciler_lag_blocks{chain="31337"}`,
		`paystead_server_wallet_balance_ether{chain="31337"}`, `paystead_relayer_unmined_transactions{chain="31337"} 0`,
		`paystead_relayer_fees_above_cap{chain="31337"} 0`, `paystead_ops_scrape_errors{chain="31337",source="node"} 0`,
	} {
		require.Contains(t, body, series)
	}

	// The second chain's node goes away.
	require.NoError(t, second.Close())
	secondOpen = false
	ready = healthapi.Readiness{}
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/readyz", nil, nil, &ready).StatusCode, "one chain of two down: degraded, still serving")
	require.Equal(t, "degraded", ready.Status)
	require.Equal(t, map[string]string{"database": "ok", "chain 1337": "ok", "chain 31337": "unavailable", "tokens on 1337": "ok", "tokens on 31337": "ok"}, ready.Checks)
	require.Contains(t, scrape(t, app.URL+"/metrics"), `paystead_ops_scrape_errors{chain="31337",source="node"} 1`)

	// The first chain takes a payment as before, start to finish.
	p := fundedPayerOn(t, first, 50_000_000)
	invoiceID := createInvoice(t, app, "12.5")
	var sub checkoutapi.SubmitResponse
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, readyToSubmit(t, app, invoiceID, p), &sub).StatusCode)
	st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
	require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))
	id, err := invoice.ParseID(invoiceID)
	require.NoError(t, err)
	inv, err := app.Invoices.Get(ctx, id)
	require.NoError(t, err)
	require.Equal(t, invoice.Paid, inv.Status)
	require.Equal(t, int64(1337), inv.ChainID, "invoices are staged on the first chain")
	require.Equal(t, int64(50_000_000-12_500_000), usdcBalanceOn(t, first, p.addr).Int64())
}
