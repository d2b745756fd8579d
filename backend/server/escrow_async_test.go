package server

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// Nothing waits for a block on the request path (#31 item 4). With no
// block sealed at all, a refund and a claim of 300 matured invoices are
// answered, their transactions broadcast and unmined; then, on 12-second
// blocks, they are mined and recorded, with their webhooks. A refund mined
// after the refund window closed fails once answered, and says why: by
// webhook, in the timeline, and the invoice stays paid and claimable.
func TestRefundAndClaimAnswerBeforeTheirBlock(t *testing.T) {
	t.Parallel()
	app, c := startHandMined(t)
	p := payerOn(t, app, c)
	ctx := context.Background()
	client := c.Client()

	var (
		mu   sync.Mutex
		seen = map[webhookapi.EventType]map[string]webhookapi.Event{}
	)
	rcv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var ev webhookapi.Event
		if body, err := io.ReadAll(r.Body); err == nil && json.Unmarshal(body, &ev) == nil {
			mu.Lock()
			if seen[ev.Type] == nil {
				seen[ev.Type] = map[string]webhookapi.Event{}
			}
			seen[ev.Type][ev.Data.Invoice.ID] = ev
			mu.Unlock()
		}
	}))
	t.Cleanup(rcv.Close)
	received := func(typ webhookapi.EventType, id string) (webhookapi.Event, bool) {
		mu.Lock()
		defer mu.Unlock()
		ev, ok := seen[typ][id]
		return ev, ok
	}
	var ep webhookapi.NewEndpoint
	require.Equal(t, http.StatusCreated, call(t, "POST", app.URL+"/api/webhooks/endpoints", secret(app), webhookapi.CreateEndpointRequest{URL: rcv.URL + "/hook",
		Events: []webhookapi.EventType{webhookapi.InvoiceRefunded, webhookapi.InvoiceRefundFailed, webhookapi.InvoiceClaimed}}, &ep).StatusCode)

	// 301 paid invoices, on quick blocks.
	ids := make([]string, 301)
	bodies := make([]checkoutapi.SubmitRequest, len(ids))
	for i := range ids {
		ids[i] = createInvoice(t, app, "1.25")
		bodies[i] = readyToSubmit(t, app, ids[i], p)
	}
	subs := make([]string, len(ids))
	var wg sync.WaitGroup
	for i := range ids {
		wg.Go(func() {
			var sub checkoutapi.SubmitResponse
			if resp := call(t, "POST", app.URL+"/api/checkout/submit", nil, bodies[i], &sub); resp.StatusCode == http.StatusAccepted {
				subs[i] = sub.SubmissionID
			}
		})
	}
	wg.Wait()
	for i, sub := range subs {
		require.NotEmpty(t, sub, "submit %d", i)
		require.Equal(t, "settled", waitStatus(t, app, sub, "settled", "failed").Status)
	}
	refunded, late, claimed := ids[0], ids[1], ids[1:]

	// unmined asserts that no block was sealed since head and that none of
	// hashes has a receipt: the answer did not wait for one.
	unmined := func(head uint64, hashes ...string) {
		t.Helper()
		now, err := client.BlockNumber(ctx)
		require.NoError(t, err)
		require.Equal(t, head, now, "no block was sealed meanwhile")
		for _, h := range hashes {
			_, err := client.TransactionReceipt(ctx, common.HexToHash(h))
			require.Error(t, err, "%s is not mined", h)
		}
	}
	twelveSecondBlocks := func() (stop func()) {
		done, stopped := make(chan struct{}), make(chan struct{})
		go func() {
			defer close(stopped)
			for {
				select {
				case <-done:
					return
				case <-time.After(12 * time.Second):
					_ = c.Mine()
				}
			}
		}()
		return func() { close(done); <-stopped }
	}

	// A refund, answered with no block sealed, mined a block later.
	c.pause()
	head, err := client.BlockNumber(ctx)
	require.NoError(t, err)
	start := time.Now()
	var r escrowapi.RefundResult
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/invoices/"+refunded+"/refund", secret(app), nil, &r).StatusCode)
	refundTook := time.Since(start)
	require.Equal(t, escrowapi.RefundResult{InvoiceID: refunded, RefundTxHash: r.RefundTxHash, Status: escrowapi.RefundPending,
		Amount: "1.25", AmountUnits: "1250000", Remaining: "0", RemainingUnits: "0"}, r)
	unmined(head, r.RefundTxHash)
	require.Equal(t, "paid", invoiceStatus(t, app, refunded), "paid until the refund is mined")
	var e struct{ Code string }
	require.Equal(t, http.StatusConflict, call(t, "POST", app.URL+"/api/invoices/"+refunded+"/refund", secret(app), nil, &e).StatusCode,
		"one refund of an invoice at a time, however long its block takes")

	stop := twelveSecondBlocks()
	waitSends(t, app, refunded)
	stop()
	require.Equal(t, "refunded", invoiceStatus(t, app, refunded))
	require.Eventually(t, func() bool { _, ok := received(webhookapi.InvoiceRefunded, refunded); return ok }, 30*time.Second, 20*time.Millisecond)
	ev, _ := received(webhookapi.InvoiceRefunded, refunded)
	require.Equal(t, r.RefundTxHash, ev.Data.Refund.TxHash)

	// A refund answered in the window's last second and mined after it:
	// it fails once answered, and says why; nothing moved.
	var view invoiceapi.View
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/invoices/"+late, secret(app), nil, &view).StatusCode)
	require.NoError(t, c.SetNextBlockTimestamp(view.PaidAt.Add(chain.RefundWindow))) // seals a block a second short of it
	head, err = client.BlockNumber(ctx)
	require.NoError(t, err)
	var lateRefund escrowapi.RefundResult
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/invoices/"+late+"/refund", secret(app), escrowapi.RefundRequest{Amount: "0.5"}, &lateRefund).StatusCode)
	unmined(head, lateRefund.RefundTxHash)
	require.NoError(t, c.Mine()) // stamped when the window has closed: the gateway reverts it
	waitSends(t, app, late)
	require.Eventually(t, func() bool { _, ok := received(webhookapi.InvoiceRefundFailed, late); return ok }, 30*time.Second, 20*time.Millisecond)
	ev, _ = received(webhookapi.InvoiceRefundFailed, late)
	require.Equal(t, &webhookapi.RefundFailure{Amount: "0.5", AmountUnits: "500000", TxHash: lateRefund.RefundTxHash,
		Error: "the refund window closed before the refund was mined; nothing was refunded"}, ev.Data.RefundFailure)
	require.Equal(t, "paid", ev.Data.Invoice.Status)
	var tl invoiceapi.Timeline
	require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/invoices/"+late+"/timeline", secret(app), nil, &tl).StatusCode)
	var steps []string
	for _, s := range tl.Entries {
		if s.Kind != invoiceapi.KindWebhook {
			steps = append(steps, s.Kind)
		}
		if s.Kind == invoiceapi.KindRefundFailed {
			require.Equal(t, ev.Data.RefundFailure.Error, *s.Reason)
			require.Equal(t, "0.5", *s.Amount)
		}
	}
	// (In any order: the hand-sealed chain's clock runs ahead of the wall clock the sends are dated by.)
	require.ElementsMatch(t, []string{"created", "staged", "paid", "refund_sent", "refund_failed"}, steps)
	require.Equal(t, "1.25", *tl.Invoice.Remaining, "nothing was refunded")

	// A claim of all 300, answered with no block sealed, then mined.
	require.NoError(t, c.IncreaseTime(chain.RefundWindow)) // every window closed (seals an empty block)
	head, err = client.BlockNumber(ctx)
	require.NoError(t, err)
	start = time.Now()
	var cl escrowapi.ClaimResult
	require.Equal(t, http.StatusAccepted, call(t, "POST", app.URL+"/api/escrows/claim", secret(app), escrowapi.ClaimRequest{All: true}, &cl).StatusCode)
	claimTook := time.Since(start)
	require.ElementsMatch(t, claimed, cl.InvoiceIDs, "every matured invoice, the one whose refund failed too")
	require.Len(t, cl.TxHashes, 3, "in batches of 100")
	unmined(head, cl.TxHashes...)
	require.Equal(t, "paid", invoiceStatus(t, app, claimed[1]), "paid until its claim is mined")

	stop = twelveSecondBlocks()
	waitSends(t, app, claimed...)
	stop()
	for _, id := range claimed {
		require.Equal(t, "claimed", invoiceStatus(t, app, id))
	}
	require.Eventually(t, func() bool {
		for _, id := range claimed {
			if _, ok := received(webhookapi.InvoiceClaimed, id); !ok {
				return false
			}
		}
		return true
	}, time.Minute, 50*time.Millisecond, "invoice.claimed for each of the 300")
	t.Logf("answered with no block sealed: a refund in %s, a claim of %d invoices in %d transactions in %s", refundTook, len(cl.InvoiceIDs), len(cl.TxHashes), claimTook)
}

// refundThenStop pays an invoice of amount on a hand-sealed chain of its
// own, sends its refund with no block sealed, and stops the process that
// answered it: the chain, the database's URL, the invoice and the answer.
func refundThenStop(t *testing.T, amount string) (*handMinedChain, string, string, escrowapi.RefundResult) {
	t.Helper()
	c := startHandMinedChain(t)
	url := pgtest.EmptyDB(t)
	first := startAppOn(t, c.Chain, func(cfg *config.Config) { cfg.DatabaseURL = url })
	p := payerOn(t, first, c)
	id := createInvoice(t, first, amount)
	pay(t, first, id, p)

	c.pause()
	var r escrowapi.RefundResult
	require.Equal(t, http.StatusAccepted, call(t, "POST", first.URL+"/api/invoices/"+id+"/refund", secret(first), nil, &r).StatusCode)
	first.Stop()
	return c, url, id, r
}

// A refund sent by a process that stops before it is mined is recorded by
// the next one (#31 item 4): the send is stored with its transaction, and
// every process's follower takes up the open sends when it starts.
func TestASentRefundOutlivesItsProcess(t *testing.T) {
	t.Parallel()
	c, url, id, r := refundThenStop(t, "2")

	second := startAppOn(t, c.Chain, func(cfg *config.Config) { cfg.DatabaseURL = url })
	c.auto.Store(true)
	waitSends(t, second, id)
	require.Equal(t, "refunded", invoiceStatus(t, second, id))
	evs := requireEvents(t, second, id, webhookapi.InvoiceCreated, webhookapi.InvoicePaid, webhookapi.InvoiceRefunded)
	require.Equal(t, r.RefundTxHash, evs[2].Data.Refund.TxHash)
}

// A refund whose transaction can never be mined (its nonce went to
// another transaction of the server wallet, say the key used elsewhere)
// fails once answered, saying so, and frees its invoice for another.
func TestARefundThatCanNeverBeMinedFails(t *testing.T) {
	t.Parallel()
	c, url, id, r := refundThenStop(t, "3")
	// What the sender records when another transaction took the nonce
	// (the dev chain's pool still holds the refund, so no block is sealed
	// from here on).
	db, err := pgx.Connect(context.Background(), url)
	require.NoError(t, err)
	_, err = db.Exec(context.Background(), `UPDATE relayer_txs SET status = 'replaced' WHERE first_hash = $1`, common.HexToHash(r.RefundTxHash).Bytes())
	require.NoError(t, err)
	require.NoError(t, db.Close(context.Background()))

	second := startAppOn(t, c.Chain, func(cfg *config.Config) { cfg.DatabaseURL = url })
	waitSends(t, second, id)
	evs := requireEvents(t, second, id, webhookapi.InvoiceCreated, webhookapi.InvoicePaid, webhookapi.InvoiceRefundFailed)
	require.Equal(t, r.RefundTxHash, evs[2].Data.RefundFailure.TxHash)
	require.Contains(t, evs[2].Data.RefundFailure.Error, "never mined")
	require.Equal(t, "paid", invoiceStatus(t, second, id))

	// Its invoice is free for another refund: answered, not refused as busy.
	var again escrowapi.RefundResult
	require.Equal(t, http.StatusAccepted, call(t, "POST", second.URL+"/api/invoices/"+id+"/refund", secret(second), nil, &again).StatusCode)
	require.NotEqual(t, r.RefundTxHash, again.RefundTxHash)
}
