package relayer

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
)

// A claim the gateway refuses at its estimate for one invoice names that
// invoice, so the escrow service can claim the others.
func TestStaleClaim(t *testing.T) {
	t.Parallel()
	id := invoice.ID{0xab, 0xcd}
	for _, name := range []string{"InvoiceAlreadyRefunded(bytes32)", "InvoiceAlreadyClaimed(bytes32)", "RecordMismatch(bytes32)"} {
		got, ok := staleClaim(chain.DecodeRevert(revertWith(name, id[:])))
		require.True(t, ok, name)
		require.Equal(t, id, got, name)
	}
	got, ok := staleClaim(chain.DecodeRevert(revertWith("RefundWindowOpen(bytes32,uint256)", id[:], []byte{1})))
	require.True(t, ok)
	require.Equal(t, id, got)

	for _, err := range []error{
		nil,
		errors.New("connection refused"),
		chain.DecodeRevert(revertWith("PayoutWalletUnset(address)", []byte{1})), // the whole claim's
		chain.DecodeRevert(revertWith("NotMerchantOrDelegate(address,address)", []byte{1}, []byte{2})),
	} {
		_, ok := staleClaim(err)
		require.False(t, ok, "%v", err)
	}
}
