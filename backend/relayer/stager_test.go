package relayer

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
)

// stagerBundle is a Stager on the fakes.
type stagerBundle struct {
	relayerBundle
	stager *Stager
}

func setupStager(t *testing.T) stagerBundle {
	t.Helper()
	b := stagerBundle{relayerBundle: setup(t)}
	b.stager = NewStager(StagerConfig{Poll: 5 * time.Millisecond}, b.node, b.gateway, b.sender, b.store, slog.New(slog.DiscardHandler))
	return b
}

// run starts the Stager until the test ends.
func (b stagerBundle) run(t *testing.T) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); b.stager.Run(ctx) }()
	t.Cleanup(func() { cancel(); <-done })
}

// create stores invs waiting for their staging, as the invoice service
// does before it answers, and wakes the Stager.
func (b stagerBundle) create(invs ...invoice.Invoice) {
	for _, inv := range invs {
		b.store.create(inv)
	}
	b.stager.Wake()
}

// newInvoices are n invoices of merchant on the fake chain, created one
// millisecond apart.
func (b stagerBundle) newInvoices(t *testing.T, merchant common.Address, n int) []invoice.Invoice {
	t.Helper()
	invs := make([]invoice.Invoice, n)
	at := time.Now().UTC()
	for i := range invs {
		id, err := invoice.NewID()
		require.NoError(t, err)
		invs[i] = invoice.Invoice{ID: id, MerchantWallet: merchant, PayoutToken: testUSDC, Amount: int64(i+1) * 1_000_000,
			Status: invoice.Staging, ChainID: b.sender.ChainID(), CreatedAt: at.Add(time.Duration(i) * time.Millisecond)}
	}
	return invs
}

// stagedBy is the staging transaction named on id (zero while waiting).
func (b stagerBundle) stagedBy(id invoice.ID) common.Hash {
	tx, _ := b.store.staging(id)
	return tx
}

// New invoices are stored and answered first; the Stager stages them
// from there (#37), in rounds: one transaction per merchant with
// everything waiting, the next round once those are mined.
func TestStager(t *testing.T) {
	t.Parallel()
	other := common.HexToAddress("0x0743")

	t.Run("InvoicesWaitingTogetherShareOneTransactionPerMerchant", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		invs := append(b.newInvoices(t, testMerchant, 5), b.newInvoices(t, other, 3)...)
		b.create(invs...)
		b.run(t)
		for _, inv := range invs {
			b.requireStatus(t, inv.ID, invoice.Open)
		}
		txs := b.node.acceptedTxs()
		require.Len(t, txs, 2, "one staging transaction per merchant")
		require.Equal(t, []uint64{0, 1}, []uint64{txs[0].Nonce(), txs[1].Nonce()})
		byMerchant := map[common.Address]common.Hash{}
		for _, inv := range invs {
			if tx, ok := byMerchant[inv.MerchantWallet]; ok {
				require.Equal(t, tx, b.stagedBy(inv.ID))
			}
			byMerchant[inv.MerchantWallet] = b.stagedBy(inv.ID)
		}
		require.NotEqual(t, byMerchant[testMerchant], byMerchant[other])
	})

	t.Run("AFullBatchLeavesTheRestForAnotherTransaction", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		b.stager.cfg.MaxBatch = 2
		b.stager.batch.Store(2)
		invs := b.newInvoices(t, testMerchant, 3)
		b.create(invs...)
		b.run(t)
		for _, inv := range invs {
			b.requireStatus(t, inv.ID, invoice.Open)
		}
		require.Len(t, b.node.acceptedTxs(), 2)
		require.Equal(t, b.stagedBy(invs[0].ID), b.stagedBy(invs[1].ID), "the oldest two together")
	})

	// One round per block: what is created while a round's transaction
	// waits to be mined goes out together in the next, in one transaction.
	t.Run("CreatedWhileARoundWaitsGoTogetherInTheNext", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		b.node.holding()
		invs := b.newInvoices(t, testMerchant, 4)
		b.create(invs[0])
		b.run(t)
		require.Eventually(t, func() bool { return len(b.node.receivedTxs()) == 1 }, 5*time.Second, time.Millisecond)
		for _, inv := range invs[1:] {
			b.create(inv)
		}
		require.Never(t, func() bool { return len(b.node.receivedTxs()) > 1 }, 100*time.Millisecond, 5*time.Millisecond,
			"no second transaction while the first waits for its block")
		b.node.mineHeld()
		b.requireStatus(t, invs[0].ID, invoice.Open)
		require.Eventually(t, func() bool { return len(b.node.receivedTxs()) == 2 }, 5*time.Second, time.Millisecond)
		next := b.stagedBy(invs[1].ID)
		require.NotZero(t, next)
		for _, inv := range invs[2:] {
			require.Equal(t, next, b.stagedBy(inv.ID), "the three created meanwhile share one transaction")
		}
		b.node.mineHeld()
		for _, inv := range invs {
			b.requireStatus(t, inv.ID, invoice.Open)
		}
	})

	// The wallet was used elsewhere after the counter started (or the
	// database was restored from a backup): the staging transaction's
	// nonce is taken, so it can never be mined. The invoice goes out again
	// under the next nonce, and the merchant never hears of it.
	t.Run("AStagingWhoseNonceWasTakenGoesOutUnderTheNext", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		b.nonceTakenElsewhere()
		inv := b.newInvoices(t, testMerchant, 1)[0]
		b.create(inv)
		b.run(t)
		b.requireStatus(t, inv.ID, invoice.Open)
		stored := b.store.storedTxs()
		require.Len(t, stored, 2)
		require.Equal(t, "replaced", stored[0].status, "the first, whose nonce was taken")
		require.Equal(t, uint64(1), stored[1].tx.Nonce(), "the next nonce")
		require.Equal(t, stored[1].tx.Hash(), b.stagedBy(inv.ID), "the invoice names the transaction that staged it")
		require.NotContains(t, strings.Join(b.store.eventList(), "\n"), "invoice.failed")
	})

	// Taken again: the invoice fails, and says why, rather than wait for a
	// receipt that never comes.
	t.Run("AStagingWhoseNonceIsTakenTwiceFails", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		b.node.refuse = func(tx *types.Transaction) error { return errorString("nonce too low") }
		inv := b.newInvoices(t, testMerchant, 1)[0]
		b.create(inv)
		b.run(t)
		b.requireStatus(t, inv.ID, invoice.Failed)
		_, failure := b.store.staging(inv.ID)
		require.Equal(t, ReasonStagingDropped, failure)
		require.Contains(t, b.store.eventList(), "invoice.failed "+inv.ID.String())
		require.Len(t, b.store.storedTxs(), 2, "tried once more, under the next nonce")
	})

	// The merchant revoked the server wallet between the answer and the
	// staging: its invoices fail, saying why; no transaction is stored
	// and no nonce taken.
	t.Run("ARevokedAuthorizationFailsTheWaitingInvoicesWithTheReason", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		b.node.simulate = func(ethereum.CallMsg) error {
			return revertWith("NotMerchantOrDelegate(address,address)", testMerchant.Bytes(), b.account.Address.Bytes())
		}
		invs := b.newInvoices(t, testMerchant, 3)
		b.create(invs...)
		b.run(t)
		for _, inv := range invs {
			b.requireStatus(t, inv.ID, invoice.Failed)
			_, failure := b.store.staging(inv.ID)
			require.Equal(t, ReasonNotAgent, failure)
			require.Contains(t, b.store.eventList(), "invoice.failed "+inv.ID.String())
		}
		require.Empty(t, b.store.storedTxs())
		require.Empty(t, b.node.acceptedTxs())
	})

	// One invoice the gateway refuses fails alone; the others of its
	// batch are staged.
	t.Run("AnInvoiceTheGatewayRefusesFailsAlone", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		invs := b.newInvoices(t, testMerchant, 3)
		bad := invs[1].ID
		b.node.simulate = func(msg ethereum.CallMsg) error {
			if bytes.Contains(msg.Data, bad[:]) {
				return revertWith("ZeroAmount(bytes32)", bad[:])
			}
			return nil
		}
		b.create(invs...)
		b.run(t)
		b.requireStatus(t, bad, invoice.Failed)
		_, failure := b.store.staging(bad)
		require.Contains(t, failure, "the gateway refused to stage the invoice: ")
		require.Contains(t, failure, "ZeroAmount")
		for _, inv := range []invoice.Invoice{invs[0], invs[2]} {
			b.requireStatus(t, inv.ID, invoice.Open)
		}
		require.Len(t, b.node.acceptedTxs(), 1)
	})

	// A chain whose blocks hold fewer staged invoices than MaxBatch (geth's
	// dev chain prices each at several times the embedded one's): the
	// Stager halves its batches until they fit, and stages everything.
	t.Run("BatchesTooLargeForTheBlockAreHalved", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		b.stager.cfg.MaxBatch = 8
		b.stager.batch.Store(8)
		const perInvoice = 32 * 4 // an invoice's share of stageInvoices' calldata
		b.node.simulate = func(msg ethereum.CallMsg) error {
			if len(msg.Data) > 3*perInvoice+200 {
				return errorString("gas required exceeds allowance (11612785)")
			}
			return nil
		}
		invs := b.newInvoices(t, testMerchant, 7)
		b.create(invs...)
		b.run(t)
		for _, inv := range invs {
			b.requireStatus(t, inv.ID, invoice.Open)
		}
		require.Equal(t, int64(2), b.stager.batch.Load(), "8, then 4, then 2 fit")
		require.Len(t, b.node.acceptedTxs(), 4, "7 invoices, 2 at a time")
	})

	// The node does not answer: the invoices wait, stored and staging,
	// and go out once it is back.
	t.Run("ANodeDownLeavesThemWaitingUntilItIsBack", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		down := make(chan struct{})
		b.node.simulate = func(ethereum.CallMsg) error {
			select {
			case <-down:
				return nil
			default:
				return errorString("connection refused")
			}
		}
		invs := b.newInvoices(t, testMerchant, 2)
		b.create(invs...)
		b.run(t)
		require.Never(t, func() bool { return b.store.invoiceStatus(invs[0].ID) != invoice.Staging }, 100*time.Millisecond, 5*time.Millisecond)
		require.Empty(t, b.store.storedTxs())
		close(down)
		for _, inv := range invs {
			b.requireStatus(t, inv.ID, invoice.Open)
		}
		require.NotContains(t, strings.Join(b.store.eventList(), "\n"), "invoice.failed")
	})

	// Staged once sent: the transaction is stored and named on the
	// invoices before it is broadcast, recorded sent, and the receipt
	// moves the invoices on; each is staged with its expiry.
	t.Run("NamedAndSentBeforeTheReceiptOpenOnceMined", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		b.node.holding()
		invs := b.newInvoices(t, testMerchant, 3)
		expires := time.Now().Add(time.Hour).Truncate(time.Second)
		invs[0].ExpiresAt = &expires
		b.create(invs...)
		b.run(t)
		require.Eventually(t, func() bool { return b.stagedBy(invs[2].ID) != (common.Hash{}) }, 5*time.Second, time.Millisecond)
		tx := b.stagedBy(invs[0].ID)
		require.Eventually(t, func() bool { return b.store.txStatus(tx) == "sent" }, 5*time.Second, time.Millisecond,
			"recorded as sent (for Reprice to count its blocks from), no receipt yet")
		require.Contains(t, b.node.receivedTxs(), tx, "broadcast")
		require.Equal(t, invoice.Staging, b.store.invoiceStatus(invs[0].ID))
		b.store.mu.Lock()
		chainExpires := b.store.invoices[invs[0].ID].inv.ChainExpiresAt
		b.store.mu.Unlock()
		require.GreaterOrEqual(t, chainExpires, uint64(expires.Unix()), "staged with its expiry on the chain's clock")

		b.node.mineHeld()
		for _, inv := range invs {
			b.requireStatus(t, inv.ID, invoice.Open)
		}
		require.Equal(t, "mined", b.store.txStatus(tx))
	})

	t.Run("ARevertAfterTheSendFailsTheInvoicesWithTheReason", func(t *testing.T) {
		t.Parallel()
		b := setupStager(t)
		b.node.mine = func(*types.Transaction) (uint64, []*types.Log) { return types.ReceiptStatusFailed, nil }
		b.node.replay = func(ethereum.CallMsg) error { return revertWith("InvoiceAlreadyStaged(bytes32)", []byte{7}) }
		invs := b.newInvoices(t, testMerchant, 2)
		b.create(invs...)
		b.run(t)
		for _, inv := range invs {
			b.requireStatus(t, inv.ID, invoice.Failed)
			_, failure := b.store.staging(inv.ID)
			require.Contains(t, failure, "the staging transaction reverted: ")
			require.Contains(t, failure, "InvoiceAlreadyStaged")
			require.Contains(t, b.store.eventList(), "invoice.failed "+inv.ID.String())
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
		inv := b.newInvoices(t, testMerchant, 1)[0]
		b.create(inv)
		ctx, cancel := context.WithCancel(t.Context())
		done := make(chan struct{})
		go func() { defer close(done); b.stager.Run(ctx) }()
		require.Eventually(t, func() bool { return b.stagedBy(inv.ID) != (common.Hash{}) }, 5*time.Second, time.Millisecond)
		tx := b.stagedBy(inv.ID)
		cancel()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatal("Run did not return after its context ended")
		}
		b.node.mineHeld()
		require.True(t, b.node.mined(tx))
		require.Equal(t, invoice.Staging, b.store.invoiceStatus(inv.ID), "nobody followed it: recovery's job")
		require.Contains(t, []string{"signed", "sent"}, b.store.txStatus(tx), "no receipt recorded: Rebroadcast finds it")
	})
}

// requireStatus waits for id to reach status.
func (b stagerBundle) requireStatus(t *testing.T, id invoice.ID, status invoice.Status) {
	t.Helper()
	require.Eventually(t, func() bool { return b.store.invoiceStatus(id) == status }, 5*time.Second, time.Millisecond,
		"invoice %s: want %s, have %s", id, status, b.store.invoiceStatus(id))
}

// The one chain read on an invoice's request: whether the server wallet
// is the merchant's agent. A yes is trusted for DelegateTTL; while the
// node does not answer, a merchant seen authorizing it is taken at its
// word (its invoices wait for the node), one never seen gets the error.
func TestServerIsAgent(t *testing.T) {
	t.Parallel()
	b := setupStager(t)
	ctx := t.Context()
	var calls int
	answer := func(yes bool, err error) {
		b.node.answer = func(ethereum.CallMsg) ([]byte, error) {
			calls++
			out := make([]byte, 32)
			if yes {
				out[31] = 1
			}
			return out, err
		}
	}
	down := errorString("connection refused")

	answer(true, nil)
	yes, err := b.stager.ServerIsAgent(ctx, testMerchant)
	require.NoError(t, err)
	require.True(t, yes)
	yes, err = b.stager.ServerIsAgent(ctx, testMerchant)
	require.NoError(t, err)
	require.True(t, yes)
	require.Equal(t, 1, calls, "trusted for DelegateTTL")

	b.stager.cfg.DelegateTTL = time.Nanosecond
	b.stager.learn(chain.AgentChange{Merchant: testMerchant})
	answer(true, nil)
	_, err = b.stager.ServerIsAgent(ctx, testMerchant) // seen again, now with a TTL already over
	require.NoError(t, err)
	answer(false, down)
	yes, err = b.stager.ServerIsAgent(ctx, testMerchant)
	require.NoError(t, err, "the node is down, the merchant was seen")
	require.True(t, yes)

	other := common.HexToAddress("0x0743")
	_, err = b.stager.ServerIsAgent(ctx, other)
	require.ErrorIs(t, err, down, "never seen: the node's error")

	answer(false, nil)
	yes, err = b.stager.ServerIsAgent(ctx, testMerchant)
	require.NoError(t, err)
	require.False(t, yes, "revoked")
	answer(false, down)
	_, err = b.stager.ServerIsAgent(ctx, testMerchant)
	require.ErrorIs(t, err, down, "a no is forgotten: no longer taken at its word")
}
