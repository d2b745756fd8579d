package server

import (
	"context"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// TestCheckoutBatchesThePaymentsWaitingTogether pays, through the API, the second invoice of 51
// payers at once while the server wallet's nonce lock is held: the first payment goes alone
// and the fifty that waited behind it go out in one payBatch, each settled by its own event,
// at under 60,000 gas per payment (a payer's later payment alone costs some 74,500).
//
// Not parallel: the payments of other tests would join the batch measured.
func TestCheckoutBatchesThePaymentsWaitingTogether(t *testing.T) {
	const payers = 51
	ctx := context.Background()
	app := startApp(t, nil)
	client := testChain(t).Client()

	wallets := make([]payerWallet, payers)
	for i := range wallets {
		wallets[i] = newPayer(t, 10_000_000)
	}
	// Each payer's first payment creates its Permit2 nonce word.
	var wg sync.WaitGroup
	for _, p := range wallets {
		wg.Go(func() { pay(t, app, createInvoice(t, app, "1"), p) })
	}
	wg.Wait()

	bodies := make([]checkoutapi.SubmitRequest, payers)
	for i, p := range wallets {
		wg.Go(func() { bodies[i] = readyToSubmit(t, app, createInvoice(t, app, "2.50"), p) })
	}
	wg.Wait()
	// Staged first: the stager takes the nonce lock too.
	for _, b := range bodies {
		waitInvoiceStatus(t, app, b.InvoiceID, "open")
	}

	release := pgtest.HoldNonceLock(t, app.Pool, relayer.Account{ChainID: testChain(t).ChainID().Int64(), Address: testChain(t).Server.Address})
	subs := make([]string, payers)
	for i := range bodies {
		var sub checkoutapi.SubmitResponse
		require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/checkout/submit", nil, bodies[i], &sub).StatusCode)
		subs[i] = sub.SubmissionID
	}
	// Every payment's job has started and simulated its payment by the time the lock is let go.
	require.Eventually(t, func() bool {
		var running int
		require.NoError(t, app.Pool.QueryRow(ctx, `SELECT count(*) FROM river_job WHERE kind = 'pay_submission' AND state = 'running'`).Scan(&running))
		return running == payers
	}, 30*time.Second, 10*time.Millisecond)
	time.Sleep(time.Second)
	release()

	inTx := map[common.Hash]int{}
	for _, id := range subs {
		st := waitStatus(t, app, id, "settled", "failed")
		require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))
		inTx[common.HexToHash(*st.SettleTxHash)]++
	}
	var (
		batch common.Hash
		size  int
	)
	for hash, n := range inTx {
		if n > size {
			batch, size = hash, n
		}
	}
	require.Equal(t, payers-1, size, "the payments that waited behind the first went out together: %v", inTx)
	r, err := client.TransactionReceipt(ctx, batch)
	require.NoError(t, err)
	perPayment := r.GasUsed / uint64(size)
	t.Logf("through the API: %d later payments in one payBatch, %d gas in all, %d per payment (%d transactions for %d payments)",
		size, r.GasUsed, perPayment, len(inTx), payers)
	require.LessOrEqual(t, perPayment, uint64(60_000))
}
