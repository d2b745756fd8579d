package server

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/compliance"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/shared/healthapi"
)

func scrape(t *testing.T, url string) string {
	t.Helper()
	resp, err := http.Get(url)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	b, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return string(b)
}

// The operator's series: the payment queue, the relayer's transactions,
// the wallet's balance, the reconciler's lag, webhook deliveries.
func TestOperatorMetrics(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	createInvoice(t, app, "2")
	body := scrape(t, app.URL+"/metrics")
	for _, series := range []string{
		`paystead_submissions{status="pending"}`, `paystead_submissions{status="processing"}`,
		`paystead_invoices_staging{chain="1337"}`, `paystead_relayer_unmined_transactions{chain="1337"}`, `paystead_relayer_oldest_unmined_seconds{chain="1337"}`,
		`paystead_relayer_replaced_transactions{chain="1337"}`, `paystead_webhook_deliveries{status="failed"}`,
		`paystead_escrow_sends_open{kind="refund"}`, `paystead_escrow_sends_open{kind="claim"}`, "paystead_escrow_oldest_open_send_seconds ",
		`paystead_reconciler_lag_blocks{chain="1337"}`, `paystead_server_wallet_balance_ether{chain="1337"}`,
		`paystead_relayer_fees_above_cap{chain="1337"} 0`, `paystead_payments_failed_total{chain="1337",reason="reverted"}`,
		`paystead_ops_scrape_errors{chain="",source="database"} 0`, `paystead_ops_scrape_errors{chain="1337",source="node"} 0`,
	} {
		require.Contains(t, body, series)
	}
	require.NotContains(t, body, `paystead_server_wallet_balance_ether{chain="1337"} 0`+"\n", "the dev server wallet is funded")
}

// Below PAYSTEAD_MIN_SERVER_BALANCE the service says it is not ready, and why.
func TestReadinessWantsAFundedServerWallet(t *testing.T) {
	t.Parallel()
	app := startApp(t, func(c *config.Config) { c.Chains[0].MinServerBalance = new(big.Int).Lsh(big.NewInt(1), 200) })
	var r healthapi.Readiness
	resp := call(t, "GET", app.URL+"/readyz", nil, nil, &r)
	require.Equal(t, http.StatusServiceUnavailable, resp.StatusCode)
	require.Equal(t, "unavailable", r.Checks["server wallet"])
	require.Contains(t, r.Reasons["server wallet"], "PAYSTEAD_MIN_SERVER_BALANCE")
	require.Contains(t, r.Reasons["server wallet"], "fund it")
	require.NotContains(t, r.Reasons, "database", "internal errors are not published")
	require.Equal(t, "ok", r.Checks["database"])
}

// With PAYSTEAD_METRICS_ADDR the series are served there, and not on the
// public address.
func TestMetricsOnTheirOwnAddress(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	require.NoError(t, ln.Close())
	app := startApp(t, func(c *config.Config) { c.MetricsAddr = addr })
	body := scrape(t, "http://"+addr+"/metrics")
	require.True(t, strings.Contains(body, "paystead_relayer_unmined_transactions"), "the operator's series")
	resp, err := http.Get(app.URL + "/metrics")
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusNotFound, resp.StatusCode)
}

type failingProvider struct{ err *error }

func (p failingProvider) Screen(context.Context, string) (compliance.Result, error) {
	return compliance.Result{}, *p.err
}

// The screening provider's failures are counted by reason; a bad address
// (the caller's mistake) and a cancelled request are not the provider's.
func TestComplianceErrorsAreCounted(t *testing.T) {
	t.Parallel()
	reg := prometheus.NewRegistry()
	var err error
	p := countErrors(failingProvider{&err}, reg)
	for _, e := range []error{
		fmt.Errorf("http 503: %w", compliance.ErrUnavailable), fmt.Errorf("timeout: %w", compliance.ErrUnavailable),
		fmt.Errorf("401: %w", compliance.ErrProviderRejected), errors.New("decode: unexpected EOF"),
		compliance.ErrInvalidAddress, nil,
	} {
		err = e
		_, got := p.Screen(context.Background(), "0x01")
		require.Equal(t, e, got, "the error is passed on as it is")
	}
	counts := map[string]float64{}
	families, gerr := reg.Gather()
	require.NoError(t, gerr)
	for _, f := range families {
		for _, m := range f.GetMetric() {
			counts[m.GetLabel()[0].GetValue()] = m.GetCounter().GetValue()
		}
	}
	require.Equal(t, map[string]float64{"unavailable": 2, "rejected": 1, "other": 1}, counts)
}

// serve refuses a fee cap under the chain's current base fee.
func TestFeeCapUnderTheBaseFeeIsRefused(t *testing.T) {
	t.Parallel()
	client := testChain(t).Client()
	head, err := client.HeaderByNumber(context.Background(), nil)
	require.NoError(t, err)
	require.Positive(t, head.BaseFee.Sign())
	under := new(big.Int).Sub(head.BaseFee, big.NewInt(1))
	err = checkFeeCap(context.Background(), client, under)
	require.ErrorContains(t, err, "PAYSTEAD_MAX_FEE_GWEI")
	require.ErrorContains(t, err, "below the chain's current base fee")
	require.NoError(t, checkFeeCap(context.Background(), client, new(big.Int).Mul(head.BaseFee, big.NewInt(10))))
}
