package relayer

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
)

// The payments ready in one round go out as few transactions as their
// kinds allow (#33): a payment with a token permit alone; those paying
// with an EIP-3009 authorization together (payAuthorizedBatch); the
// Permit2 ones together (payBatch); each group within the gas cap.
func TestGroupKeepsTheKindsApart(t *testing.T) {
	t.Parallel()
	p := &Payer{sender: &Sender{}, PayGasLimit: DefaultPayGasLimit, MaxBatchGas: DefaultMaxBatchGas}
	permit2 := &payRequest{payment: chain.Payment{}, gas: DefaultPayGasLimit}
	authorized := &payRequest{payment: chain.Payment{Authorization: &chain.Authorization{}}, gas: DefaultPayGasLimit}
	withPermit := &payRequest{payment: chain.Payment{TokenPermit: &chain.TokenPermit{}}, gas: DefaultPayGasLimit + TokenPermitGas}
	batch := []*payRequest{permit2, authorized, withPermit, permit2, authorized, authorized}
	groups := p.group(batch, []int{0, 1, 2, 3, 4, 5})
	require.Equal(t, [][]int{{2}, {0, 3}, {1, 4, 5}}, groups)

	// A cap that holds two payments splits each kind on its own.
	p.MaxBatchGas = batchBaseGas + 2*itemGas(permit2)
	groups = p.group(batch, []int{0, 1, 3, 4, 5})
	require.Equal(t, [][]int{{1, 4}, {0, 3}, {5}}, groups)
}
