package relayer

import (
	"log/slog"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
)

var tenGwei = big.NewInt(10e9)

// waitReceived waits until the node has been sent n transactions and
// returns their hashes.
func (b relayerBundle) waitReceived(t *testing.T, n int) []common.Hash {
	t.Helper()
	var got []common.Hash
	require.Eventually(t, func() bool { got = b.node.receivedTxs(); return len(got) >= n }, 5*time.Second, time.Millisecond)
	return got
}

// sendPlain sends a stored transaction of the wallet priced as Send
// prices one (1 gwei tip, fee cap 3 gwei at a 1 gwei base fee).
func (b relayerBundle) sendPlain(t *testing.T) *types.Transaction {
	t.Helper()
	tx, err := b.sender.Send(t.Context(), PurposeRefund, func(opts *bind.TransactOpts) (*types.Transaction, error) {
		return opts.Signer(opts.From, types.NewTx(&types.DynamicFeeTx{ChainID: big1337, Nonce: opts.Nonce.Uint64(),
			GasTipCap: opts.GasTipCap, GasFeeCap: opts.GasFeeCap, Gas: 90_000, To: &testGateway, Data: []byte{0x42}}))
	})
	require.NoError(t, err)
	return tx
}

// versionsOfNonce lists the stored versions of nonce.
func (b relayerBundle) versionsOfNonce(nonce uint64) map[string]*fakeTx {
	out := map[string]*fakeTx{}
	for _, st := range b.store.storedTxs() {
		if st.tx.Nonce() == nonce {
			out[st.tx.Hash().Hex()] = st
		}
	}
	return out
}

// liveVersion is the one version of nonce that is signed or sent.
func (b relayerBundle) liveVersion(t *testing.T, nonce uint64) *types.Transaction {
	t.Helper()
	var live []*types.Transaction
	for _, st := range b.versionsOfNonce(nonce) {
		if st.status == "signed" || st.status == "sent" {
			live = append(live, st.tx)
		}
	}
	require.Len(t, live, 1, "one live version of nonce %d", nonce)
	return live[0]
}

// TestBumped: a bump always clears the replacement rule, which nodes
// check as next × 100 ≥ prev × 110, whatever the fee.
func TestBumped(t *testing.T) {
	t.Parallel()
	for _, fee := range []int64{0, 1, 2, 7, 8, 9, 41, 999_999, 1_000_000, 8_000_001, 1e9, 123_456_789_012} {
		prev := big.NewInt(fee)
		next := bumped(prev)
		require.True(t, fee == 0 || atLeastBump(next, prev), "%d → %s", fee, next)
		require.GreaterOrEqual(t, next.Int64(), fee+bumpFloorWei, "%d: at least the floor more", fee)
		require.GreaterOrEqual(t, next.Int64()*8, fee*9, "%d: at least an eighth more", fee)
	}
	require.False(t, atLeastBump(big.NewInt(1), big.NewInt(1)), "1 wei is not 10% above 1 wei")
	require.True(t, atLeastBump(big.NewInt(2), big.NewInt(1)))
	require.False(t, atLeastBump(big.NewInt(10), big.NewInt(10)))
	require.True(t, atLeastBump(big.NewInt(11), big.NewInt(10)))
	require.False(t, atLeastBump(big.NewInt(21), big.NewInt(20)), "21 × 100 < 20 × 110")
}

func TestReprice(t *testing.T) {
	// A payment priced under a base fee that then rose tenfold waits; after
	// RepriceAfter blocks it is replaced by a copy at the market's price,
	// stored before it is sent, and the copy that is mined settles the
	// payment and is what the submission names.
	t.Run("AStuckPaymentIsReplacedByADearerCopyThatSettlesIt", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		b.node.holding()
		_, sub := b.openInvoice(t, 5_000_000)
		settled := make(chan error, 1)
		go func() { settled <- b.payer.Settle(t.Context(), sub, 1) }()
		first := b.waitReceived(t, 1)[0]

		b.node.advance(1, tenGwei)
		n, err := b.sender.Reprice(t.Context())
		require.NoError(t, err)
		require.Zero(t, n, "one block is not three")
		b.node.advance(2, nil)
		n, err = b.sender.Reprice(t.Context())
		require.NoError(t, err)
		require.Equal(t, 1, n)

		require.Equal(t, "superseded", b.store.txStatus(first))
		old := b.store.stored[first].tx
		copyTx := b.liveVersion(t, old.Nonce())
		require.Equal(t, big.NewInt(1_125_000_000), copyTx.GasTipCap(), "an eighth above the old tip, which was the market's")
		require.Equal(t, big.NewInt(21_125_000_000), copyTx.GasFeeCap(), "tip + twice the new base fee")
		require.Equal(t, old.Data(), copyTx.Data())
		require.Equal(t, old.Gas(), copyTx.Gas())
		require.Equal(t, old.To(), copyTx.To())
		require.Equal(t, []common.Hash{first, copyTx.Hash()}, b.node.receivedTxs(), "stored, then sent")

		b.node.mineHeld()
		require.NoError(t, <-settled)
		require.Equal(t, "settled", b.store.submission(sub).sub.Status)
		require.Equal(t, copyTx.Hash(), b.store.submission(sub).sub.SettleTxHash, "the submission names the version mined")
		require.Equal(t, "mined", b.store.txStatus(copyTx.Hash()))
		require.Equal(t, "replaced", b.store.txStatus(first))
		require.Len(t, b.node.acceptedTxs(), 1, "one payment on chain")
	})

	// The replaced version may still be mined (a builder had it first):
	// rebroadcasting the copy then meets "nonce too low", finds the old
	// version's receipt and records it, rather than taking the nonce for
	// lost and resyncing.
	t.Run("TheReplacedVersionMayBeMinedInstead", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		b.node.holding()
		first := b.sendPlain(t)
		b.node.advance(3, tenGwei)
		n, err := b.sender.Reprice(t.Context())
		require.NoError(t, err)
		require.Equal(t, 1, n)
		copyTx := b.liveVersion(t, first.Nonce())

		b.node.mineTx(first)
		_, err = b.sender.Rebroadcast(t.Context(), 0)
		require.NoError(t, err)
		require.Equal(t, "mined", b.store.txStatus(first.Hash()))
		require.Equal(t, "replaced", b.store.txStatus(copyTx.Hash()))
		require.Equal(t, uint64(1), b.store.nonce(b.account), "the nonce counter is where it was: nothing was lost")
		next := b.sendPlain(t)
		require.Equal(t, uint64(1), next.Nonce())
	})

	// PAYSTEAD_MAX_FEE_GWEI bounds the copies: one at the cap is not
	// replaced again, and waits, reported; it is mined in the first block
	// whose base fee the cap covers.
	t.Run("AtTheCapATransactionWaitsAndIsMinedOnceTheBaseFeeFalls", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		var reports [][2]int
		b.sender.MaxFee = big.NewInt(5e9)
		b.sender.OnReprice = func(replaced, atCap int) { reports = append(reports, [2]int{replaced, atCap}) }
		b.node.holding()
		first := b.sendPlain(t)
		b.node.advance(3, tenGwei)
		b.node.mineHeld() // the node mines again, what the base fee lets in
		require.False(t, b.node.mined(first.Hash()))

		n, err := b.sender.Reprice(t.Context())
		require.NoError(t, err)
		require.Equal(t, 1, n)
		copyTx := b.liveVersion(t, first.Nonce())
		require.Equal(t, big.NewInt(5e9), copyTx.GasFeeCap(), "no more than the cap")

		b.node.advance(3, nil)
		n, err = b.sender.Reprice(t.Context())
		require.NoError(t, err)
		require.Zero(t, n, "already at the cap")
		require.Len(t, b.versionsOfNonce(first.Nonce()), 2)
		require.Equal(t, [][2]int{{1, 0}, {0, 1}}, reports)
		require.False(t, b.node.mined(copyTx.Hash()))

		b.node.advance(1, big.NewInt(4e9))
		require.True(t, b.node.mined(copyTx.Hash()), "mined in the first block the cap covers")
		n, err = b.sender.Reprice(t.Context())
		require.NoError(t, err)
		require.Zero(t, n)
		require.Equal(t, "mined", b.store.txStatus(copyTx.Hash()))
		require.Equal(t, [2]int{0, 0}, reports[len(reports)-1], "nothing waits any more")
	})

	// geth --dev suggests a tip of 1 wei, and a quiet chain's base fee is
	// a few wei: an eighth more of either rounds to nothing. The copy
	// still clears a node's 10% rule, by the floor in wei.
	t.Run("ATipOfAWeiIsRaisedPastTheReplacementRule", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		b.sender.MaxFee = big.NewInt(500e9)
		var reports [][2]int
		b.sender.OnReprice = func(replaced, atCap int) { reports = append(reports, [2]int{replaced, atCap}) }
		b.node.mu.Lock()
		b.node.tip = big.NewInt(1)
		b.node.mu.Unlock()
		b.node.advance(0, big.NewInt(20))
		b.node.holding()
		first := b.sendPlain(t)
		require.Equal(t, big.NewInt(1), first.GasTipCap())
		require.Equal(t, big.NewInt(41), first.GasFeeCap())

		b.node.advance(3, big.NewInt(50)) // full blocks raised the base fee past the fee cap
		n, err := b.sender.Reprice(t.Context())
		require.NoError(t, err)
		require.Equal(t, 1, n, "repriced, not counted at the cap")
		require.Equal(t, [][2]int{{1, 0}}, reports)
		copyTx := b.liveVersion(t, first.Nonce())
		require.Equal(t, big.NewInt(1+bumpFloorWei), copyTx.GasTipCap())
		require.Equal(t, big.NewInt(1+bumpFloorWei+100), copyTx.GasFeeCap(), "the new tip and twice the base fee")
		require.True(t, atLeastBump(copyTx.GasTipCap(), first.GasTipCap()))
		require.True(t, atLeastBump(copyTx.GasFeeCap(), first.GasFeeCap()))
		b.node.mineHeld()
		require.True(t, b.node.mined(copyTx.Hash()))
	})

	// A fee cap less than a bump (10%) under MaxFee could never be
	// replaced by one at MaxFee: it is priced at MaxFee instead.
	t.Run("AFeeCapWithinABumpOfTheCapIsTheCap", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		b.sender.MaxFee = big.NewInt(5e9)
		b.node.advance(0, big.NewInt(1_900_000_000)) // 1 gwei tip + 2 × 1.9 gwei = 4.8 gwei
		require.Equal(t, big.NewInt(5e9), b.sendPlain(t).GasFeeCap())
		b.node.advance(0, big.NewInt(1_500_000_000)) // 4 gwei: a bump fits under the cap
		require.Equal(t, big.NewInt(4e9), b.sendPlain(t).GasFeeCap())
	})

	// Another process may reprice the transaction a payer waits for: the
	// waiter learns the new version from the store and settles with it.
	t.Run("AWaiterLearnsOfACopyMadeByAnotherProcess", func(t *testing.T) {
		t.Parallel()
		b := setupPayer(t)
		other := NewSender(b.store, b.node, b.key, b.node.chainID, time.Millisecond, slog.New(slog.DiscardHandler))
		b.node.holding()
		_, sub := b.openInvoice(t, 5_000_000)
		settled := make(chan error, 1)
		go func() { settled <- b.payer.Settle(t.Context(), sub, 1) }()
		first := b.waitReceived(t, 1)[0]
		b.node.advance(3, tenGwei)

		n, err := other.Reprice(t.Context())
		require.NoError(t, err)
		require.Equal(t, 1, n)
		n, err = b.sender.Reprice(t.Context())
		require.NoError(t, err)
		require.Zero(t, n, "repriced once: the copy has not waited yet")

		b.node.mineHeld()
		select {
		case err := <-settled:
			require.NoError(t, err)
		case <-time.After(10 * time.Second):
			t.Fatal("the waiter never saw the copy's receipt")
		}
		copyTx := b.store.submission(sub).sub.SettleTxHash
		require.NotEqual(t, first, copyTx)
		require.Equal(t, "mined", b.store.txStatus(copyTx))
		require.Equal(t, "settled", b.store.submission(sub).sub.Status)
	})
}
