package relayer

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"
)

// transfer builds a plain transfer with the options Send hands it.
func transfer(opts *bind.TransactOpts) (*types.Transaction, error) {
	to := common.HexToAddress("0xbeef")
	return opts.Signer(opts.From, types.NewTx(&types.DynamicFeeTx{
		ChainID: big1337, Nonce: opts.Nonce.Uint64(), GasTipCap: oneGwei, GasFeeCap: twoGwei, Gas: 21_000, To: &to,
	}))
}

func TestSender(t *testing.T) {
	t.Parallel()

	t.Run("StartsAtTheChainsNonceThenCountsItself", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		for range 7 { // the wallet was used before Paystead
			b.node.useNonce(b.account.Address)
		}
		ctx := t.Context()
		first, err := b.sender.Send(ctx, PurposeRefund, transfer)
		require.NoError(t, err)
		second, err := b.sender.Send(ctx, PurposeClaim, transfer)
		require.NoError(t, err)
		require.Equal(t, []uint64{7, 8}, []uint64{first.Nonce(), second.Nonce()})
		require.Equal(t, uint64(9), b.store.nonce(b.account))
		require.Equal(t, "sent", b.store.txStatus(first.Hash()), "stored, then recorded as sent")
	})

	t.Run("ABuildThatFailsTakesNoNonce", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		ctx := t.Context()
		_, err := b.sender.Send(ctx, PurposeRefund, func(*bind.TransactOpts) (*types.Transaction, error) {
			return nil, revertWith("RefundWindowClosed(bytes32,uint256)", []byte{1}, []byte{2})
		})
		require.Error(t, err)
		require.Equal(t, "RefundWindowClosed", revertName(err), "the revert comes back decoded")
		require.Empty(t, b.store.storedTxs())
		tx, err := b.sender.Send(ctx, PurposeRefund, transfer)
		require.NoError(t, err)
		require.Equal(t, uint64(0), tx.Nonce())
	})

	// A crash between storing a transaction and broadcasting it: the node
	// never got it, but it is stored, and the rebroadcast loop sends it.
	t.Run("AStoredTransactionTheNodeNeverGotIsRebroadcast", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		ctx := t.Context()
		b.node.refuse = func(*types.Transaction) error { return errors.New("connection refused") }
		tx, err := b.sender.Send(ctx, PurposeClaim, transfer)
		require.NoError(t, err, "a transient broadcast failure is left to the rebroadcast")
		require.Equal(t, "signed", b.store.txStatus(tx.Hash()))
		require.Empty(t, b.node.acceptedTxs())

		b.node.refuse = nil
		n, err := b.sender.Rebroadcast(ctx, 0)
		require.NoError(t, err)
		require.Equal(t, 1, n)
		require.Equal(t, []common.Hash{tx.Hash()}, hashes(b.node.acceptedTxs()))
		require.Equal(t, "sent", b.store.txStatus(tx.Hash()))

		// The next pass finds it mined and records the receipt.
		n, err = b.sender.Rebroadcast(ctx, 0)
		require.NoError(t, err)
		require.Zero(t, n)
		require.Equal(t, "mined", b.store.txStatus(tx.Hash()))
	})

	t.Run("RebroadcastSendsInNonceOrder", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		ctx := t.Context()
		b.node.refuse = func(*types.Transaction) error { return errors.New("connection refused") }
		var sent []common.Hash
		for range 3 {
			tx, err := b.sender.Send(ctx, PurposeRefund, transfer)
			require.NoError(t, err)
			sent = append(sent, tx.Hash())
		}
		b.node.refuse = nil
		n, err := b.sender.Rebroadcast(ctx, 0)
		require.NoError(t, err)
		require.Equal(t, 3, n)
		require.Equal(t, sent, b.node.receivedTxs(), "sent in nonce order")
		require.Equal(t, sent, hashes(b.node.acceptedTxs()))
	})

	// The wallet signed something else with a nonce Paystead had stored a
	// transaction under: that one can never be mined.
	t.Run("ANonceTakenByAnotherTransactionIsReplaced", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		ctx := t.Context()
		b.node.refuse = func(*types.Transaction) error { return errors.New("connection refused") }
		tx, err := b.sender.Send(ctx, PurposeRefund, transfer)
		require.NoError(t, err)
		b.node.refuse = nil
		b.node.useNonce(b.account.Address)
		b.node.useNonce(b.account.Address)

		err = b.sender.Resend(ctx, tx.Hash())
		require.ErrorIs(t, err, ErrReplaced)
		require.Equal(t, "replaced", b.store.txStatus(tx.Hash()))
		require.Equal(t, uint64(2), b.store.nonce(b.account), "the counter moves past the chain's nonces")
		next, err := b.sender.Send(ctx, PurposeRefund, transfer)
		require.NoError(t, err)
		require.Equal(t, uint64(2), next.Nonce())
	})

	// The wallet was used elsewhere after the counter started: the next
	// Send's nonce is taken already.
	t.Run("ASendWhoseNonceWasTakenIsReplaced", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		ctx := t.Context()
		_, err := b.sender.Send(ctx, PurposeRefund, transfer)
		require.NoError(t, err)
		b.node.useNonce(b.account.Address)
		b.node.useNonce(b.account.Address)

		_, err = b.sender.Send(ctx, PurposeRefund, transfer)
		require.ErrorIs(t, err, ErrReplaced)
		next, err := b.sender.Send(ctx, PurposeRefund, transfer)
		require.NoError(t, err)
		require.Equal(t, uint64(3), next.Nonce(), "built again past the chain's nonces")
	})

	t.Run("AnAlreadyKnownTransactionCountsAsSent", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.node.refuse = func(*types.Transaction) error { return errors.New("already known") }
		tx, err := b.sender.Send(t.Context(), PurposeRefund, transfer)
		require.NoError(t, err)
		require.Equal(t, "sent", b.store.txStatus(tx.Hash()))
	})

	t.Run("NonceTooLowForItsOwnMinedTransactionIsNotReplaced", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		ctx := t.Context()
		tx, err := b.sender.Send(ctx, PurposeRefund, transfer)
		require.NoError(t, err)
		// The node answers "nonce too low" for it: it is ours, and mined.
		require.NoError(t, b.sender.Resend(ctx, tx.Hash()))
		require.NotEqual(t, "replaced", b.store.txStatus(tx.Hash()))
	})

	t.Run("ResendOfAnUnknownTransactionSaysSo", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		err := b.sender.Resend(t.Context(), common.Hash{1})
		require.ErrorIs(t, err, ErrTxNotFound)
	})

	t.Run("WaitReceiptRecordsTheOutcome", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		ctx := t.Context()
		b.node.mine = func(*types.Transaction) (uint64, []*types.Log) { return types.ReceiptStatusFailed, nil }
		tx, err := b.sender.Send(ctx, PurposeClaim, transfer)
		require.NoError(t, err)
		r, err := b.sender.WaitReceipt(ctx, tx.Hash())
		require.NoError(t, err)
		require.Equal(t, types.ReceiptStatusFailed, r.Status)
		require.Equal(t, "reverted", b.store.txStatus(tx.Hash()))
	})

	t.Run("FeesFollowTheBaseFee", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		tip, feeCap, err := b.sender.fees(context.Background())
		require.NoError(t, err)
		require.Equal(t, oneGwei, tip)
		require.Equal(t, "3000000000", feeCap.String(), "tip + 2 × base fee")
	})
}

func hashes(txs []*types.Transaction) []common.Hash {
	out := make([]common.Hash, len(txs))
	for i, tx := range txs {
		out[i] = tx.Hash()
	}
	return out
}

// A database restored from a backup holds a nonce counter from before the
// transactions the chain mined since: CatchUp moves it up to the chain's
// count, once; a counter ahead of the chain (transactions on their way)
// stays.
func TestCatchUp(t *testing.T) {
	t.Parallel()
	b := setup(t)
	from := crypto.PubkeyToAddress(b.key.PublicKey)
	set := func(stored, chain uint64) {
		b.store.mu.Lock()
		b.store.nonces[b.account] = stored
		b.store.mu.Unlock()
		b.node.mu.Lock()
		b.node.nonces[from] = chain
		b.node.mu.Unlock()
	}

	was, now, err := b.sender.CatchUp(t.Context())
	require.NoError(t, err)
	require.Zero(t, was+now, "no counter yet: the first transaction starts at the chain's count")

	set(3, 7)
	was, now, err = b.sender.CatchUp(t.Context())
	require.NoError(t, err)
	require.Equal(t, [2]uint64{3, 7}, [2]uint64{was, now})
	require.Equal(t, uint64(7), b.store.nonce(b.account))
	tx := b.sendPlain(t)
	require.Equal(t, uint64(7), tx.Nonce(), "the next transaction takes the chain's next nonce")

	set(9, 7)
	was, now, err = b.sender.CatchUp(t.Context())
	require.NoError(t, err)
	require.Equal(t, [2]uint64{9, 9}, [2]uint64{was, now}, "ahead of the chain: left alone")
}
