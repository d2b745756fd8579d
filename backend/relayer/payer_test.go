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
		err         error
		class, want string
	}{
		{revert("Error", "STF"), FailSwap, ReasonSwapPriceMoved},
		{revert("Error", "Too much requested"), FailSwap, ReasonSwapPriceMoved},
		{revert("SwapRouterUnset"), FailSwap, ReasonSwapOff},
		{revert("InvoiceNotPayable"), FailInvoice, "invoice already paid or not payable"},
		{revert("InvoiceExpired"), FailInvoice, "the invoice expired before the payment reached the chain; nothing was charged"},
		{revert("InvalidNonce"), FailSignature, "this signed permit was already used"},
		{revert("InvalidSigner"), FailSignature, "the signature does not match the permit"},
		{revert("ERC20InsufficientAllowance"), FailFunds, "Permit2 is not approved to move the payer's tokens"},
		{revert("Error", "TRANSFER_FROM_FAILED"), FailOther, `gateway pay: execution reverted: Error("TRANSFER_FROM_FAILED")`},
		{nil, FailOther, "the payment reverted"},
		{errors.New("transaction 0xab reverted"), FailOther, "transaction 0xab reverted"},
	} {
		got := explain(c.err)
		require.Equal(t, c.want, got.words, "%v", c.err)
		require.Equal(t, c.class, got.class, "%v", c.err)
	}
	require.NotContains(t, explain(revert("Error", "STF")).words, "STF")
}

// TestGasMayCure: only a contract's own error names a rule more gas would
// not change.
func TestGasMayCure(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		err  error
		cure bool
	}{
		{&chain.RevertError{Name: "Error", Args: []any{"TRANSFER_FROM_FAILED"}}, true},
		{&chain.RevertError{Name: "Error", Args: []any{"STF"}}, false},
		{&chain.RevertError{Name: "0xdeadbeef"}, true},
		{chain.ErrNoRevertData, true},
		{errors.New("execution reverted"), true},
		{&chain.RevertError{Name: "InvalidNonce"}, false},
		{&chain.RevertError{Name: "NotAgent"}, false},
		{fmt.Errorf("pay: %w", &chain.RevertError{Name: "EnforcedPause"}), false},
	} {
		require.Equal(t, c.cure, gasMayCure(c.err), "%v", c.err)
	}
}
