package relayer

import (
	"log/slog"
	"math/big"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
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
)

// payerBundle is a Payer whose node mines each payment with the
// InvoicePaid event of the submission the store sent it for.
type payerBundle struct {
	relayerBundle
	payer *Payer
}

func setupPayer(t *testing.T) payerBundle {
	t.Helper()
	b := payerBundle{relayerBundle: setup(t)}
	b.payer = NewPayer(b.store, b.sender, b.gateway, slog.New(slog.DiscardHandler))
	b.node.mine = func(tx *types.Transaction) (uint64, []*types.Log) {
		sub := b.submissionOf(tx.Hash())
		b.store.mu.Lock()
		inv := b.store.invoices[sub.InvoiceID].inv
		b.store.mu.Unlock()
		l, err := b.gateway.PaidLog(chain.InvoicePaid{
			PaidInvoice: chain.PaidInvoice{ID: inv.ID, Merchant: inv.MerchantWallet, PayoutToken: inv.PayoutToken,
				Amount: big.NewInt(inv.Amount), Payer: sub.Payer, PaidAt: 1_800_000_000},
			PayInToken: sub.PayInToken, AmountIn: sub.AmountIn,
		})
		require.NoError(t, err)
		return types.ReceiptStatusSuccessful, []*types.Log{l}
	}
	return b
}

// submissionOf is the submission whose payment is tx.
func (b payerBundle) submissionOf(tx common.Hash) checkout.Submission {
	b.store.mu.Lock()
	defer b.store.mu.Unlock()
	for _, s := range b.store.subs {
		if s.sub.SettleTxHash == tx {
			return s.sub
		}
	}
	b.node.t.Fatalf("no submission was sent in %s", tx.Hex())
	return checkout.Submission{}
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

	t.Run("ConcurrentPaymentsShareANonceLockWithConsecutiveNonces", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		const n = 20
		subs := make([]common.Hash, n)
		for i := range subs {
			_, subs[i] = b.openInvoice(t, int64(i+1)*1_000_000)
		}
		var wg sync.WaitGroup
		for _, sub := range subs {
			wg.Go(func() { require.NoError(t, b.payer.Settle(t.Context(), sub, 1)) })
		}
		wg.Wait()
		txs := b.node.acceptedTxs()
		require.Len(t, txs, n)
		for i, tx := range txs {
			require.Equal(t, uint64(i), tx.Nonce(), "consecutive nonces, without a gap")
		}
		require.Equal(t, hashes(txs), b.node.receivedTxs(), "each sent once, in nonce order")
		for _, sub := range subs {
			require.Equal(t, "settled", b.store.submission(sub).sub.Status)
		}
		require.Equal(t, uint64(n), b.store.nonce(b.account))
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
		err := b.payer.Settle(t.Context(), sub, 1)
		require.Error(t, err, "a node may trail the staging block: retried")
		require.Equal(t, "pending", b.store.submission(sub).sub.Status)
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
		b.store.mu.Lock()
		settling := b.store.invoices[id].settling
		b.store.mu.Unlock()
		require.Equal(t, common.Hash{}, settling, "the invoice is free for another payment")
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

	t.Run("APaymentWhoseNonceWasTakenIsRequeued", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		id, sub := b.openInvoice(t, 5_000_000)
		b.node.useNonce(b.account.Address) // the counter starts at 1 ...
		b.store.mu.Lock()
		b.store.nonces[b.account] = 0 // ... but the store had handed out 0 already
		b.store.mu.Unlock()
		err := b.payer.Settle(t.Context(), sub, 1)
		require.ErrorIs(t, err, ErrReplaced)
		require.Equal(t, "pending", b.store.submission(sub).sub.Status, "built again on the retry")
		b.store.mu.Lock()
		settling := b.store.invoices[id].settling
		b.store.mu.Unlock()
		require.Equal(t, common.Hash{}, settling)

		require.NoError(t, b.payer.Settle(t.Context(), sub, 2))
		require.Equal(t, "settled", b.store.submission(sub).sub.Status)
		require.Equal(t, uint64(1), b.node.acceptedTxs()[0].Nonce())
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
