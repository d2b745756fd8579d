package relayer

import (
	"errors"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
)

// TestExplain: the submission's error is a sentence for the payer, not the router's revert
// string. The chain-level provocation is TestPaySwapPriceMovedPastSlippage in backend/chain and,
// through this code, TestCheckoutSwapPriceMovedPastSlippage in backend/server.
func TestExplain(t *testing.T) {
	t.Parallel()
	revert := func(name string, args ...any) error {
		return fmt.Errorf("gateway pay: %w", &chain.RevertError{Name: name, Args: args})
	}
	for _, c := range []struct {
		err  error
		want string
	}{
		{revert("Error", "STF"), ReasonSwapPriceMoved},
		{revert("Error", "Too much requested"), ReasonSwapPriceMoved},
		{revert("SwapRouterUnset"), ReasonSwapOff},
		{revert("InvoiceNotPayable"), "invoice already paid or not payable"},
		{revert("InvalidNonce"), "this signed permit was already used"},
		{nil, "the payment reverted"},
		{errors.New("transaction 0xab reverted"), "transaction 0xab reverted"},
	} {
		require.Equal(t, c.want, explain(c.err), "%v", c.err)
	}
	require.NotContains(t, explain(revert("Error", "STF")), "STF")
}
