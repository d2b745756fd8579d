package relayer

import (
	"context"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
)

// TestStageWithdrawal: a new invoice whose caller gives up while
// it is still queued is withdrawn, reported as never stored, and dropped
// by the batch that would have stored it; one already taken into a batch
// is reported as stored, since that batch writes it.
func TestStageWithdrawal(t *testing.T) {
	t.Parallel()
	s := &Stager{queue: make(chan stageRequest, 4)} // no Run: nothing takes the queue
	id, err := invoice.NewID()
	require.NoError(t, err)
	inv := invoice.Invoice{ID: id, Amount: 1_000_000}

	create := func() (stored bool, err error) {
		ctx, cancel := context.WithTimeout(t.Context(), 20*time.Millisecond)
		defer cancel()
		res, err := s.Stage(ctx, inv, nil)
		return res.Stored, err
	}

	stored, err := create()
	require.ErrorIs(t, err, context.DeadlineExceeded)
	require.False(t, stored, "withdrawn while queued")
	withdrawnReq := <-s.queue
	// The batch drops it without touching the database or the chain
	// (this Stager has neither: it would panic if it tried).
	s.send(t.Context(), inv.MerchantWallet, []stageRequest{withdrawnReq}, func() {})

	ctx, cancel := context.WithCancel(t.Context())
	go func() {
		req := <-s.queue
		req.state.CompareAndSwap(queued, taken) // as send does
		cancel()
	}()
	res, err := s.Stage(ctx, inv, nil)
	require.ErrorIs(t, err, context.Canceled)
	require.True(t, res.Stored, "taken into a batch before the caller gave up")
}

// stagerBundle is a running Stager on the fakes.
type stagerBundle struct {
	relayerBundle
	stager *Stager
}

func setupStager(t *testing.T) stagerBundle {
	t.Helper()
	b := stagerBundle{relayerBundle: setup(t)}
	b.stager = NewStager(StagerConfig{}, b.node, b.gateway, b.sender, b.store, slog.New(slog.DiscardHandler))
	return b
}

// run starts batching once n requests are queued, so that they go out
// together.
func (b stagerBundle) run(t *testing.T, n int) {
	t.Helper()
	require.Eventually(t, func() bool { return len(b.stager.queue) == n }, 5*time.Second, time.Millisecond)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); b.stager.Run(ctx) }()
	t.Cleanup(func() { cancel(); <-done })
}

type staged struct {
	inv invoice.Invoice
	res invoice.Staged
	err error
}

// stageAll stages invs concurrently and returns each one's outcome.
func (b stagerBundle) stageAll(t *testing.T, invs []invoice.Invoice, keys ...*invoice.Idempotency) []staged {
	t.Helper()
	out := make([]staged, len(invs))
	var wg sync.WaitGroup
	for i, inv := range invs {
		var key *invoice.Idempotency
		if i < len(keys) {
			key = keys[i]
		}
		wg.Go(func() {
			res, err := b.stager.Stage(t.Context(), inv, key)
			out[i] = staged{inv, res, err}
		})
	}
	b.run(t, len(invs))
	wg.Wait()
	return out
}

func newInvoices(t *testing.T, merchant common.Address, n int) []invoice.Invoice {
	t.Helper()
	invs := make([]invoice.Invoice, n)
	for i := range invs {
		id, err := invoice.NewID()
		require.NoError(t, err)
		invs[i] = invoice.Invoice{ID: id, MerchantWallet: merchant, PayoutToken: testUSDC, Amount: int64(i+1) * 1_000_000, Status: invoice.Staging}
	}
	return invs
}

func TestStager(t *testing.T) {
	t.Parallel()
	other := common.HexToAddress("0x0743")

	t.Run("InvoicesQueuedTogetherShareOneTransactionPerMerchant", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		invs := append(newInvoices(t, testMerchant, 5), newInvoices(t, other, 3)...)
		results := b.stageAll(t, invs)

		txs := b.node.acceptedTxs()
		require.Len(t, txs, 2, "one staging transaction per merchant")
		byMerchant := map[common.Address]common.Hash{}
		for _, r := range results {
			require.NoError(t, r.err)
			require.True(t, r.res.Stored)
			if tx, ok := byMerchant[r.inv.MerchantWallet]; ok {
				require.Equal(t, tx, r.res.Tx)
			}
			byMerchant[r.inv.MerchantWallet] = r.res.Tx
			b.requireStatus(t, r.inv.ID, invoice.Open)
		}
		require.NotEqual(t, byMerchant[testMerchant], byMerchant[other])
		require.Equal(t, []uint64{0, 1}, []uint64{txs[0].Nonce(), txs[1].Nonce()})
		require.Len(t, b.store.eventList(), len(invs), "one invoice.created each")
	})

	t.Run("AFullBatchLeavesTheRestForTheNext", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		b.stager.cfg.MaxBatch = 2
		for _, r := range b.stageAll(t, newInvoices(t, testMerchant, 3)) {
			require.NoError(t, r.err)
		}
		require.Len(t, b.node.acceptedTxs(), 2)
	})

	// The wallet was used elsewhere after the counter started (or the
	// database was restored from a backup): the staging transaction's
	// nonce is taken, so it can never be mined. The invoice goes out again
	// under the next nonce, and the merchant never hears of it.
	t.Run("AStagingWhoseNonceWasTakenGoesOutUnderTheNext", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		b.nonceTakenElsewhere()
		inv := newInvoices(t, testMerchant, 1)[0]
		ctx, cancel := context.WithTimeout(t.Context(), 5*time.Second)
		defer cancel()
		done := make(chan staged, 1)
		go func() {
			res, err := b.stager.Stage(ctx, inv, nil)
			done <- staged{inv, res, err}
		}()
		b.run(t, 1)
		r := <-done
		require.NoError(t, r.err)
		require.True(t, r.res.Stored)
		require.Eventually(t, func() bool { return b.store.invoiceStatus(inv.ID) == invoice.Open }, 5*time.Second, time.Millisecond)
		stored := b.store.storedTxs()
		require.Len(t, stored, 2)
		require.Equal(t, "replaced", stored[0].status, "the first, whose nonce was taken")
		require.Equal(t, uint64(1), stored[1].tx.Nonce(), "the next nonce")
		require.Equal(t, r.res.Tx, stored[1].tx.Hash(), "the invoice names the transaction that staged it")
		require.NotContains(t, strings.Join(b.store.eventList(), "\n"), "invoice.failed")
	})

	// Taken again: the invoice fails, and says why, rather than wait for a
	// receipt that never comes.
	t.Run("AStagingWhoseNonceIsTakenTwiceFails", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		b.node.refuse = func(tx *types.Transaction) error { return errorString("nonce too low") }
		inv := newInvoices(t, testMerchant, 1)[0]
		ctx, cancel := context.WithTimeout(t.Context(), 5*time.Second)
		defer cancel()
		done := make(chan staged, 1)
		go func() {
			res, err := b.stager.Stage(ctx, inv, nil)
			done <- staged{inv, res, err}
		}()
		b.run(t, 1)
		r := <-done
		require.ErrorIs(t, r.err, ErrReplaced, "not left waiting for a receipt that never comes")
		require.True(t, r.res.Stored)
		require.Equal(t, invoice.Failed, b.store.invoiceStatus(inv.ID))
		_, failure := b.store.staging(inv.ID)
		require.Equal(t, ReasonStagingDropped, failure)
		require.Contains(t, b.store.eventList(), "invoice.failed "+inv.ID.String())
		require.Len(t, b.store.storedTxs(), 2, "tried once more, under the next nonce")
	})

	t.Run("ARowTheStoreRefusesFailsOnlyItsOwnRequest", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		invs := newInvoices(t, testMerchant, 4)
		bad := invs[2].ID
		b.store.failCreate = func(id invoice.ID) error {
			if id == bad {
				return errorString("value refused")
			}
			return nil
		}
		for _, r := range b.stageAll(t, invs) {
			if r.inv.ID == bad {
				require.ErrorIs(t, r.err, invoice.ErrNotStored)
				require.False(t, r.res.Stored)
				continue
			}
			require.NoError(t, r.err)
			b.requireStatus(t, r.inv.ID, invoice.Open)
		}
		b.store.mu.Lock()
		_, stored := b.store.invoices[bad]
		b.store.mu.Unlock()
		require.False(t, stored)
	})

	t.Run("AKeyAnotherRequestHoldsStoresNothing", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		invs := newInvoices(t, testMerchant, 1)
		b.store.failCreate = func(invoice.ID) error { return invoice.ErrIdempotencyKeyTaken }
		r := b.stageAll(t, invs, &invoice.Idempotency{Key: "order-1"})[0]
		require.ErrorIs(t, r.err, invoice.ErrIdempotencyKeyTaken)
		require.ErrorIs(t, r.err, invoice.ErrNotStored)
		require.False(t, r.res.Stored)
		require.Empty(t, b.node.acceptedTxs())
	})

	t.Run("ARefusalAtSimulationStoresNothingAndTakesNoNonce", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		b.node.simulate = func(ethereum.CallMsg) error {
			return revertWith("NotMerchantOrDelegate(address,address)", testMerchant.Bytes(), b.account.Address.Bytes())
		}
		for _, r := range b.stageAll(t, newInvoices(t, testMerchant, 3)) {
			require.Equal(t, "NotMerchantOrDelegate", revertName(r.err))
			require.False(t, r.res.Stored)
		}
		require.Empty(t, b.store.eventList(), "no invoice, no event")
		require.Empty(t, b.store.storedTxs())
		require.Empty(t, b.node.acceptedTxs())
	})

	// The request is answered once its transaction is stored and
	// broadcast; the receipt moves the invoices on later.
	t.Run("AnsweredBeforeTheReceiptOpenOnceMined", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		b.node.holding()
		results := b.stageAll(t, newInvoices(t, testMerchant, 3))
		for _, r := range results {
			require.NoError(t, r.err)
			require.True(t, r.res.Stored)
			require.NotZero(t, r.res.Tx)
			require.Equal(t, invoice.Staging, b.store.invoiceStatus(r.inv.ID), "answered before it is mined")
			stageTx, _ := b.store.staging(r.inv.ID)
			require.Equal(t, r.res.Tx, stageTx, "the staging transaction is stored with the invoice")
		}
		require.Eventually(t, func() bool { return b.store.txStatus(results[0].res.Tx) == "sent" }, 5*time.Second, time.Millisecond,
			"stored, recorded as sent (for Reprice to count its blocks from), no receipt yet")
		require.Contains(t, b.node.receivedTxs(), results[0].res.Tx, "broadcast")
		require.False(t, b.node.mined(results[0].res.Tx))

		b.node.mineHeld()
		for _, r := range results {
			b.requireStatus(t, r.inv.ID, invoice.Open)
		}
		require.Equal(t, "mined", b.store.txStatus(results[0].res.Tx))
	})

	t.Run("ARevertAfterTheAnswerFailsTheInvoicesWithTheReason", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		b.node.mine = func(*types.Transaction) (uint64, []*types.Log) { return types.ReceiptStatusFailed, nil }
		b.node.replay = func(ethereum.CallMsg) error { return revertWith("InvoiceAlreadyStaged(bytes32)", []byte{7}) }
		results := b.stageAll(t, newInvoices(t, testMerchant, 2))
		for _, r := range results {
			require.NoError(t, r.err, "the simulation passed: answered before the receipt")
			require.True(t, r.res.Stored)
			b.requireStatus(t, r.inv.ID, invoice.Failed)
			_, failure := b.store.staging(r.inv.ID)
			require.Contains(t, failure, "the staging transaction reverted: ")
			require.Contains(t, failure, "InvoiceAlreadyStaged")
			require.Contains(t, b.store.eventList(), "invoice.failed "+r.inv.ID.String())
		}
		txs := b.store.storedTxs()
		require.Len(t, txs, 1)
		require.Equal(t, "reverted", txs[0].status)
		require.Equal(t, PurposeStage, txs[0].purpose)
	})

	// Shutting down while a staging waits to be mined: the invoice stays
	// staging, its transaction stored, for rebroadcast and recovery.
	t.Run("StoppedBeforeTheReceiptLeavesTheInvoiceStaging", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		b.node.holding()
		inv := newInvoices(t, testMerchant, 1)[0]
		ctx, cancel := context.WithCancel(t.Context())
		done := make(chan struct{})
		go func() { defer close(done); b.stager.Run(ctx) }()
		res, err := b.stager.Stage(t.Context(), inv, nil)
		require.NoError(t, err)
		cancel()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatal("Run did not return after its context ended")
		}
		b.node.mineHeld()
		require.True(t, b.node.mined(res.Tx))
		require.Equal(t, invoice.Staging, b.store.invoiceStatus(inv.ID), "nobody followed it: recovery's job")
		require.Contains(t, []string{"signed", "sent"}, b.store.txStatus(res.Tx), "no receipt recorded: Rebroadcast finds it")
	})
}

// requireStatus waits for id to reach status.
func (b stagerBundle) requireStatus(t *testing.T, id invoice.ID, status invoice.Status) {
	t.Helper()
	require.Eventually(t, func() bool { return b.store.invoiceStatus(id) == status }, 5*time.Second, time.Millisecond,
		"invoice %s: want %s, have %s", id, status, b.store.invoiceStatus(id))
}
