package relayer

import (
	"context"
	"log/slog"
	"math/big"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/invoice"
)

var (
	testMerchant = common.HexToAddress("0x3e7c")
	testUSDC     = common.HexToAddress("0x05dc")
	testPayer    = common.HexToAddress("0xca5e")
	testEURC     = common.HexToAddress("0xe0c")
)

// payerBundle is a Payer whose node mines each payment with the
// InvoicePaid event of the submission the store sent it for, and each
// payBatch with one per submission sent in it, or the PaymentFailed that
// failInBatch holds for its invoice.
type payerBundle struct {
	relayerBundle
	payer *Payer
	// failInBatch maps an invoice to the revert data its payment fails
	// with inside a payBatch (under store.mu).
	failInBatch map[invoice.ID][]byte
}

func setupPayer(t *testing.T) payerBundle {
	t.Helper()
	b := payerBundle{relayerBundle: setup(t), failInBatch: map[invoice.ID][]byte{}}
	b.payer = NewPayer(b.store, b.sender, b.gateway, slog.New(slog.DiscardHandler))
	b.node.mine = func(tx *types.Transaction) (uint64, []*types.Log) {
		b.store.mu.Lock()
		st := b.store.stored[tx.Hash()]
		b.store.mu.Unlock()
		switch {
		case st != nil && st.purpose == PurposeStage:
			if len(tx.Data()) > 0 && tx.Data()[0] == stageReverts {
				return types.ReceiptStatusFailed, nil
			}
			return types.ReceiptStatusSuccessful, nil
		case st != nil && st.purpose != PurposePay:
			return types.ReceiptStatusSuccessful, nil
		}
		first := tx.Hash()
		if st != nil {
			first = st.first // a submission names its payment's first version
		}
		var logs []*types.Log
		for _, sub := range b.submissionsOf(first) {
			b.store.mu.Lock()
			inv := b.store.invoices[sub.InvoiceID].inv
			reason, fails := b.failInBatch[sub.InvoiceID]
			b.store.mu.Unlock()
			var (
				l   *types.Log
				err error
			)
			if _, batch := b.gateway.PayBatchSize(tx.Data()); batch && fails {
				l, err = b.gateway.FailedLog(inv.ID, sub.Payer, reason)
			} else {
				l, err = b.gateway.PaidLog(chain.InvoicePaid{
					PaidInvoice: chain.PaidInvoice{ID: inv.ID, Merchant: inv.MerchantWallet, PayoutToken: inv.PayoutToken,
						Amount: big.NewInt(inv.Amount), Payer: sub.Payer, PaidAt: 1_800_000_000},
					PayInToken: sub.PayInToken, AmountIn: sub.AmountIn,
				})
			}
			require.NoError(t, err)
			logs = append(logs, l)
		}
		return types.ReceiptStatusSuccessful, logs
	}
	return b
}

// stageReverts marks a staging transaction (its first data byte) that
// setupPayer's node reverts.
const stageReverts = 0xee

// stagingInvoice stores an invoice still staging, with a pending
// submission for it, and sends its staging transaction from the server
// wallet: one the node reverts when reverts is set. While the staging is
// not mined, the payment's simulation is refused as the gateway refuses a
// payment of an invoice it does not hold.
func (b payerBundle) stagingInvoice(t *testing.T, reverts bool) (invoice.ID, common.Hash, common.Hash) {
	t.Helper()
	data := []byte{0x01}
	if reverts {
		data[0] = stageReverts
	}
	stage, err := b.sender.Send(t.Context(), PurposeStage, func(opts *bind.TransactOpts) (*types.Transaction, error) {
		return opts.Signer(opts.From, types.NewTx(&types.DynamicFeeTx{ChainID: big1337, Nonce: opts.Nonce.Uint64(),
			GasTipCap: oneGwei, GasFeeCap: twoGwei, Gas: 75_000, To: &testGateway, Data: data}))
	})
	require.NoError(t, err)
	id, err := invoice.NewID()
	require.NoError(t, err)
	b.store.mu.Lock()
	b.store.invoices[id] = &fakeInvoice{status: invoice.Staging, stageTx: stage.Hash(), inv: invoice.Invoice{
		ID: id, MerchantWallet: testMerchant, PayoutToken: testUSDC, Amount: 2_000_000, Status: invoice.Staging,
	}}
	b.store.mu.Unlock()
	b.node.simulate = func(ethereum.CallMsg) error {
		if !b.node.mined(stage.Hash()) {
			return revertWith("InvoiceNotPayable(bytes32)", id[:])
		}
		return nil
	}
	return id, b.submit(t, id, 2_000_000), stage.Hash()
}

// submissionsOf are the submissions whose payment is tx (one, or those of
// a payBatch), in no particular order.
func (b payerBundle) submissionsOf(tx common.Hash) []checkout.Submission {
	b.store.mu.Lock()
	defer b.store.mu.Unlock()
	var out []checkout.Submission
	for _, s := range b.store.subs {
		if s.sub.SettleTxHash == tx {
			out = append(out, s.sub)
		}
	}
	if len(out) == 0 {
		b.node.t.Fatalf("no submission was sent in %s", tx.Hex())
	}
	return out
}

// paymentsPerTx is how many payments each transaction the node took held.
func (b payerBundle) paymentsPerTx() []int {
	var sizes []int
	for _, tx := range b.node.acceptedTxs() {
		n, batched := b.gateway.PayBatchSize(tx.Data())
		if !batched {
			n = 1
		}
		sizes = append(sizes, n)
	}
	return sizes
}

// openInvoice stores an open invoice with a pending submission for it.
func (b payerBundle) openInvoice(t *testing.T, amount int64) (invoice.ID, common.Hash) {
	t.Helper()
	id, err := invoice.NewID()
	require.NoError(t, err)
	return id, b.submit(t, id, amount)
}

func (b payerBundle) submit(t *testing.T, id invoice.ID, amount int64) common.Hash {
	t.Helper()
	b.store.mu.Lock()
	defer b.store.mu.Unlock()
	if _, ok := b.store.invoices[id]; !ok {
		b.store.invoices[id] = &fakeInvoice{status: invoice.Open, inv: invoice.Invoice{
			ID: id, MerchantWallet: testMerchant, PayoutToken: testUSDC, Amount: amount, Status: invoice.Open,
		}}
	}
	subID := common.BytesToHash(append(id[:4:4], byte(len(b.store.subs))))
	b.store.subs[subID] = &fakeSubmission{sub: checkout.Submission{
		ID: subID, InvoiceID: id, Payer: testPayer, PayInToken: testUSDC, AmountIn: big.NewInt(amount),
		PermitNonce: big.NewInt(int64(len(b.store.subs))), Deadline: time.Now().Add(time.Hour).Unix(), Signature: make([]byte, 65),
		Status: "pending",
	}}
	return subID
}

// settleBatched settles subs concurrently: the first alone, in a batch that
// waits for the nonce lock, and the rest queued behind it, so that they are
// signed together in the next batch. meanwhile, when set, runs while they
// all wait. It returns each one's error, in the order of subs.
func (b payerBundle) settleBatched(t *testing.T, meanwhile func(), subs ...common.Hash) []error {
	t.Helper()
	queued := func() (n int, batching bool) {
		b.payer.batchMu.Lock()
		defer b.payer.batchMu.Unlock()
		return len(b.payer.batchQueue), b.payer.batching
	}
	errs := make([]error, len(subs))
	var wg sync.WaitGroup
	settle := func(i int) { wg.Go(func() { errs[i] = b.payer.Settle(t.Context(), subs[i], 1) }) }
	b.store.txLock.Lock()
	unlock := sync.OnceFunc(b.store.txLock.Unlock)
	defer unlock()
	settle(0)
	require.Eventually(t, func() bool { n, batching := queued(); return batching && n == 0 }, 5*time.Second, time.Millisecond,
		"the first batch takes the first payment")
	for i := 1; i < len(subs); i++ {
		settle(i)
	}
	require.Eventually(t, func() bool { n, _ := queued(); return n == len(subs)-1 }, 5*time.Second, time.Millisecond)
	if meanwhile != nil {
		meanwhile()
	}
	unlock()
	wg.Wait()
	return errs
}

func TestPayerSettle(t *testing.T) {
	t.Parallel()

	t.Run("APaymentSettlesAndPaysItsInvoice", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		id, sub := b.openInvoice(t, 12_500_000)
		require.NoError(t, b.payer.Settle(t.Context(), sub, 1))

		require.Equal(t, "settled", b.store.submission(sub).sub.Status)
		require.Equal(t, invoice.Paid, b.store.invoiceStatus(id))
		require.Contains(t, b.store.eventList(), "invoice.paid "+id.String())
		txs := b.node.acceptedTxs()
		require.Len(t, txs, 1)
		require.Equal(t, testGateway, *txs[0].To())
		require.Equal(t, uint64(DefaultPayGasLimit), txs[0].Gas(), "sent at its fixed limit once the simulation passed")
		require.Equal(t, "mined", b.store.txStatus(txs[0].Hash()))
	})

	t.Run("ASecondPaymentOfAnInvoiceWaitsForTheFirst", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		id, first := b.openInvoice(t, 5_000_000)
		second := b.submit(t, id, 5_000_000)
		b.store.mu.Lock()
		b.store.invoices[id].settling = first // first is in flight
		b.store.mu.Unlock()
		err := b.payer.Settle(t.Context(), second, 1)
		require.ErrorIs(t, err, ErrInFlight)
		require.Equal(t, "pending", b.store.submission(second).sub.Status)
		require.Empty(t, b.node.acceptedTxs())
	})

	t.Run("APaymentOfAPaidInvoiceFailsWithoutASend", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		id, first := b.openInvoice(t, 5_000_000)
		require.NoError(t, b.payer.Settle(t.Context(), first, 1))
		second := b.submit(t, id, 5_000_000)
		b.node.simulate = func(ethereum.CallMsg) error {
			t.Error("a payment of a paid invoice is not simulated")
			return nil
		}
		require.NoError(t, b.payer.Settle(t.Context(), second, 1))
		got := b.store.submission(second)
		require.Equal(t, "failed", got.sub.Status)
		require.Equal(t, "invoice already paid", got.reason)
		require.Len(t, b.node.acceptedTxs(), 1)
	})

	t.Run("ARefusalAtSimulationFailsTheSubmissionWithItsReasonAndNoNonce", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		id, sub := b.openInvoice(t, 5_000_000)
		b.node.simulate = func(ethereum.CallMsg) error { return revertWith("InvalidNonce()") }
		require.NoError(t, b.payer.Settle(t.Context(), sub, 1))
		got := b.store.submission(sub)
		require.Equal(t, "failed", got.sub.Status)
		require.Equal(t, "this signed permit was already used", got.reason)
		require.Equal(t, invoice.Open, b.store.invoiceStatus(id), "the invoice stays payable")
		require.Contains(t, b.store.eventList(), "submission.failed "+id.String())
		require.Empty(t, b.node.acceptedTxs())
		require.Zero(t, b.store.nonce(b.account))
	})

	t.Run("NotPayableYetIsRetriedBeforeItFails", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		_, sub := b.openInvoice(t, 5_000_000)
		b.node.simulate = func(ethereum.CallMsg) error { return revertWith("InvoiceNotPayable(bytes32)", []byte{1}) }
		for attempt := 1; attempt <= 2; attempt++ {
			err := b.payer.Settle(t.Context(), sub, attempt)
			require.Error(t, err, "a node may trail the staging block: retried")
			require.Equal(t, "pending", b.store.submission(sub).sub.Status)
		}
		require.NoError(t, b.payer.Settle(t.Context(), sub, 3))
		require.Equal(t, "invoice already paid or not payable", b.store.submission(sub).reason)
	})

	// The chain changed between simulation and mining: the payment reverts,
	// and the reason replayed from its block is the submission's error.
	t.Run("ARevertBecomesAFailedSubmissionWithItsReason", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		id, sub := b.openInvoice(t, 5_000_000)
		b.node.mine = func(*types.Transaction) (uint64, []*types.Log) { return types.ReceiptStatusFailed, nil }
		b.node.replay = func(ethereum.CallMsg) error {
			return revertWith("ERC20InsufficientBalance(address,uint256,uint256)", testPayer.Bytes(), []byte{1}, []byte{2})
		}
		require.NoError(t, b.payer.Settle(t.Context(), sub, 1))
		got := b.store.submission(sub)
		require.Equal(t, "failed", got.sub.Status)
		require.Equal(t, "the payer's token balance is too low", got.reason)
		require.Equal(t, invoice.Open, b.store.invoiceStatus(id))
		require.Equal(t, common.Hash{}, b.store.settling(id), "the invoice is free for another payment")
		require.Equal(t, "reverted", b.store.txStatus(got.sub.SettleTxHash))
	})

	// A worker stopped between broadcast and receipt (a crash): the retry
	// resumes from the stored transaction, never under a second nonce.
	t.Run("AProcessingSubmissionResumesFromItsStoredTransaction", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		_, sub := b.openInvoice(t, 5_000_000)
		stop := errStopped
		b.payer.AfterBroadcast = func(common.Hash) error { return stop }
		require.ErrorIs(t, b.payer.Settle(t.Context(), sub, 1), errStopped)
		require.Equal(t, "processing", b.store.submission(sub).sub.Status)

		b.payer.AfterBroadcast = nil
		require.NoError(t, b.payer.Settle(t.Context(), sub, 2))
		require.Equal(t, "settled", b.store.submission(sub).sub.Status)
		require.Len(t, b.node.acceptedTxs(), 1, "one transaction, one nonce")
	})

	// The worker stopped after storing the payment but before the node got
	// it: the retry sends the stored transaction again.
	t.Run("AProcessingSubmissionTheNodeNeverGotIsSentAgain", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		_, sub := b.openInvoice(t, 5_000_000)
		b.node.refuse = func(*types.Transaction) error { return errorString("connection refused") }
		b.payer.AfterBroadcast = func(common.Hash) error { return errStopped }
		require.ErrorIs(t, b.payer.Settle(t.Context(), sub, 1), errStopped)
		require.Equal(t, "processing", b.store.submission(sub).sub.Status)
		require.Empty(t, b.node.acceptedTxs())

		b.node.refuse, b.payer.AfterBroadcast = nil, nil
		ctx, cancel := context.WithTimeout(t.Context(), 5*time.Second)
		defer cancel()
		require.NoError(t, b.payer.Settle(ctx, sub, 2))
		require.Equal(t, "settled", b.store.submission(sub).sub.Status)
		require.Len(t, b.node.acceptedTxs(), 1)
	})

	// The gateway's owner paused payments: the payment waits, unsent and
	// pending, and goes out when they resume.
	t.Run("APaymentWaitsWhileTheGatewayIsPaused", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		_, sub := b.openInvoice(t, 5_000_000)
		var paused atomic.Bool
		paused.Store(true)
		b.node.simulate = func(ethereum.CallMsg) error {
			if paused.Load() {
				return revertWith("EnforcedPause()")
			}
			return nil
		}
		for attempt := 1; attempt <= 4; attempt++ {
			require.Error(t, b.payer.Settle(t.Context(), sub, attempt), "retried by the queue")
			require.Equal(t, "pending", b.store.submission(sub).sub.Status)
		}
		require.Empty(t, b.node.receivedTxs())
		paused.Store(false)
		require.NoError(t, b.payer.Settle(t.Context(), sub, 5))
		require.Equal(t, "settled", b.store.submission(sub).sub.Status)
	})

	// PAYSTEAD_MAX_FEE_GWEI: above the cap nothing is signed, and the
	// payment waits, holding nothing, for the base fee to fall back: an
	// attempt that waits in vain ends with ErrFeesAboveCap (the queue
	// snoozes it); one that sees the fees fall settles at once, offering
	// at most the cap.
	t.Run("APaymentWaitsWhileTheBaseFeeIsAboveTheCap", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		var (
			mu      sync.Mutex
			reports []bool
		)
		b.sender.MaxFee = big.NewInt(3e9)
		b.sender.OnFeesAboveCap = func(above bool) { mu.Lock(); reports = append(reports, above); mu.Unlock() }
		b.payer.FeesWait = 30 * time.Millisecond
		_, sub := b.openInvoice(t, 5_000_000)

		b.node.mu.Lock()
		b.node.baseFee = big.NewInt(4e9)
		b.node.mu.Unlock()
		require.ErrorIs(t, b.payer.Settle(t.Context(), sub, 1), ErrFeesAboveCap)
		require.Equal(t, "pending", b.store.submission(sub).sub.Status, "retried by the queue")
		require.Empty(t, b.node.receivedTxs(), "nothing signed above the cap")
		require.Zero(t, b.store.nonce(b.account), "no nonce taken")

		b.payer.FeesWait = time.Minute
		go func() {
			time.Sleep(300 * time.Millisecond)
			b.node.mu.Lock()
			b.node.baseFee = big.NewInt(2e9) // 1 gwei tip + 2 × base would be 5 gwei: capped
			b.node.mu.Unlock()
		}()
		start := time.Now()
		require.NoError(t, b.payer.Settle(t.Context(), sub, 2))
		require.Greater(t, time.Since(start), 250*time.Millisecond, "it waited for the fall")
		require.Equal(t, "settled", b.store.submission(sub).sub.Status)
		tx := b.node.acceptedTxs()[0]
		require.Equal(t, big.NewInt(3e9), tx.GasFeeCap(), "the fee cap is the cap")
		require.Equal(t, oneGwei, tx.GasTipCap())
		mu.Lock()
		defer mu.Unlock()
		require.True(t, reports[0], "reported above the cap")
		require.False(t, reports[len(reports)-1], "and under it again")
	})

	t.Run("ASwapPaymentGoesThroughThePoolOfItsFeeTier", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		id, sub := b.openInvoice(t, 5_000_000)
		b.store.mu.Lock()
		b.store.subs[sub].sub.PayInToken = testEURC
		s := b.store.subs[sub].sub
		b.store.mu.Unlock()
		b.payer.PoolFee = 3000
		require.NoError(t, b.payer.Settle(t.Context(), sub, 1))
		require.Equal(t, "settled", b.store.submission(sub).sub.Status)

		txs := b.node.acceptedTxs()
		require.Len(t, txs, 1)
		require.Equal(t, uint64(DefaultSwapPayGasLimit), txs[0].Gas())
		want, err := b.gateway.Pay(t.Context(), b.sender.calldataOpts(DefaultSwapPayGasLimit), chain.Payment{
			Invoice:   chain.Invoice{ID: id, Merchant: testMerchant, PayoutToken: testUSDC, Amount: big.NewInt(5_000_000)},
			Payer:     testPayer,
			Permit:    chain.Permit{Token: testEURC, Amount: s.AmountIn, Nonce: s.PermitNonce, Deadline: big.NewInt(s.Deadline)},
			Signature: s.Signature,
			PoolFee:   3000,
		})
		require.NoError(t, err)
		require.Equal(t, want.Data(), txs[0].Data())
	})

	t.Run("APaymentWhoseNonceWasTakenIsRequeued", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		id, sub := b.openInvoice(t, 5_000_000)
		b.nonceTakenElsewhere()
		err := b.payer.Settle(t.Context(), sub, 1)
		require.ErrorIs(t, err, ErrReplaced)
		require.Equal(t, "pending", b.store.submission(sub).sub.Status, "built again on the retry")
		require.Equal(t, common.Hash{}, b.store.settling(id))

		require.NoError(t, b.payer.Settle(t.Context(), sub, 2))
		require.Equal(t, "settled", b.store.submission(sub).sub.Status)
		require.Equal(t, uint64(1), b.node.acceptedTxs()[0].Nonce())
	})

	// The invoice was just created: its staging transaction is broadcast
	// but not mined. The payment waits for the staging receipt, records it
	// (the invoice is open), and goes out after it in nonce order.
	t.Run("APaymentOfAStagingInvoiceWaitsForTheStagingReceipt", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		b.node.holding()
		id, sub, stage := b.stagingInvoice(t, false)
		done := make(chan error, 1)
		go func() { done <- b.payer.Settle(t.Context(), sub, 1) }()
		require.Never(t, func() bool {
			for _, h := range b.node.receivedTxs() {
				if h != stage {
					return true
				}
			}
			return false
		}, 100*time.Millisecond, 5*time.Millisecond, "nothing is signed while the invoice is not on chain")
		require.Equal(t, "pending", b.store.submission(sub).sub.Status)

		b.node.mineHeld()
		require.NoError(t, <-done)
		require.Equal(t, "settled", b.store.submission(sub).sub.Status)
		require.Equal(t, invoice.Paid, b.store.invoiceStatus(id))
		require.Equal(t, "mined", b.store.txStatus(stage), "the staging receipt is recorded by whoever sees it first")
		txs := b.node.acceptedTxs()
		require.Len(t, txs, 2)
		require.Equal(t, []common.Hash{stage, b.store.submission(sub).sub.SettleTxHash}, hashes(txs), "stage, then pay")
		require.Equal(t, []uint64{0, 1}, []uint64{txs[0].Nonce(), txs[1].Nonce()})
	})

	// The process that stored the staging transaction died before it
	// broadcast it: the payment sends it, then follows it.
	t.Run("APaymentBroadcastsAStagingTransactionNeverSent", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		var refused atomic.Bool
		b.node.refuse = func(*types.Transaction) error {
			if refused.CompareAndSwap(false, true) {
				return errorString("connection refused")
			}
			return nil
		}
		id, sub, stage := b.stagingInvoice(t, false)
		require.False(t, b.node.mined(stage), "stored, never broadcast")
		require.NoError(t, b.payer.Settle(t.Context(), sub, 1))
		require.Equal(t, invoice.Paid, b.store.invoiceStatus(id))
		require.Equal(t, stage, b.node.acceptedTxs()[0].Hash())
	})

	t.Run("APaymentOfAnInvoiceWhoseStagingRevertedFailsWithoutASend", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		id, sub, _ := b.stagingInvoice(t, true)
		require.NoError(t, b.payer.Settle(t.Context(), sub, 1))
		got := b.store.submission(sub)
		require.Equal(t, "failed", got.sub.Status)
		require.Equal(t, ReasonInvoiceFailed, got.reason)
		require.Equal(t, invoice.Failed, b.store.invoiceStatus(id))
		require.Contains(t, b.store.eventList(), "invoice.failed "+id.String())
		require.Len(t, b.node.acceptedTxs(), 1, "the staging only: nobody was charged")
	})

	t.Run("AnUnknownSubmissionIsAnError", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		require.ErrorIs(t, b.payer.Settle(t.Context(), common.Hash{9}, 1), checkout.ErrNotFound)
	})
}

var errStopped = errorString("worker stopped")

type errorString string

func (e errorString) Error() string { return string(e) }
