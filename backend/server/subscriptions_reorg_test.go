package server

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/shared/subscriptionapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// TestAReorganisationTakesAChargeBack (#35): a renewal's charge is mined and recorded, then a
// reorganisation takes its block away and the new branch's blocks, full of dearer transactions,
// hold none of it. The reconciler, three blocks deep, undoes it: the period's charge is pending
// again, the subscription's count back and its charge in flight, the invoice not paid. Once the
// chain mines the charge again, the subscription reads charged twice, the payer paid for two
// periods, and the period's invoice.paid went out once.
func TestAReorganisationTakesAChargeBack(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	c := startHandMinedChain(t)
	url := pgtest.EmptyDB(t)
	app := startAppOn(t, c.Chain, func(cfg *config.Config) {
		cfg.DatabaseURL = url
		cfg.Chains[0].Confirmations = 3
	})
	p := fundedPayerOn(t, c.Chain, 30_000_000)
	sub := subscribedAndCharged(t, app, p, map[string]any{"name": "Reorganised", "amount": "4", "token": "USDC", "interval": "week"})
	require.Eventually(t, func() bool { return heldEvents(t, app) == 0 }, 30*time.Second, 20*time.Millisecond, "the first charge is confirmed")

	// The renewal, in blocks sealed by hand after the fork point.
	c.pause()
	fork, err := c.Client().HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	travelTo(t, c.Chain, dueAt(sub, 1))
	require.NoError(t, c.Mine()) // the period's first block: the renewal is due
	require.Eventually(t, func() bool {
		var sent int
		require.NoError(t, app.Pool.QueryRow(ctx, `SELECT count(*) FROM relayer_txs WHERE purpose = 'charge' AND status = 'sent'`).Scan(&sent))
		return sent == 1
	}, 30*time.Second, 20*time.Millisecond, "the renewal's charge is sent")
	require.NoError(t, c.Mine()) // and mined, one block deep: less than the confirmations
	waitSubscription(t, app, sub.ID, "charged twice", func(d subscriptionapi.SubscriptionDetail) bool { return d.ChargedCount == 2 })
	renewal := subscriptionDetail(t, app, sub.ID).ChargeHistory[0]
	require.Equal(t, uint64(1), renewal.Period)
	require.Equal(t, subscriptionapi.ChargeCharged, renewal.Status)

	burn := newBurner(t, c.Chain)
	require.NoError(t, c.Fork(fork.Hash()))
	time.Sleep(1100 * time.Millisecond)
	require.Eventually(t, func() bool {
		burn.mine(t, 1, highTip)
		d := subscriptionDetail(t, app, sub.ID)
		return d.ChargedCount == 1 && d.ChargeHistory[0].Status == subscriptionapi.ChargePending
	}, 30*time.Second, 200*time.Millisecond, "the renewal is undone")
	d := subscriptionDetail(t, app, sub.ID)
	require.Equal(t, subscriptionapi.StatusActive, d.Status)
	require.Equal(t, dueAt(sub, 1), *d.NextChargeAt, "the period is the one to charge again")
	require.NotEqual(t, "paid", invoiceStatus(t, app, renewal.InvoiceID))
	require.Equal(t, int64(30_000_000-4_000_000), usdcUnitsOf(t, c.Chain, p.addr), "the canonical chain holds one charge")

	c.auto.Store(true)
	d = waitSubscription(t, app, sub.ID, "charged twice again", func(d subscriptionapi.SubscriptionDetail) bool {
		return d.ChargedCount == 2 && d.ChargeHistory[0].Status == subscriptionapi.ChargeCharged
	})
	require.Equal(t, renewal.InvoiceID, d.ChargeHistory[0].InvoiceID)
	require.Equal(t, dueAt(sub, 2), *d.NextChargeAt)
	waitInvoiceStatus(t, app, renewal.InvoiceID, "paid")
	require.Equal(t, int64(30_000_000-2*4_000_000), usdcUnitsOf(t, c.Chain, p.addr), "two periods, each once")
	require.Eventually(t, func() bool { return heldEvents(t, app) == 0 }, 30*time.Second, 20*time.Millisecond, "confirmed")
	require.Equal(t, 1, eventsOf(t, app, renewal.InvoiceID, webhookapi.InvoicePaid), "the period's invoice.paid went out once")
}
