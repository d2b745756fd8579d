package server

import (
	"context"
	"math/big"
	"net/http"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/shared/apierr"
)

// The delegate check answers from what the process knows, kept current
// from the gateway's events: a merchant who removes the server wallet as
// its delegate is refused 412 from the blocks that follow, although a
// positive check is trusted for a minute; set again, it is taken at once.
func TestDelegationChangesFollowTheGatewaysEvents(t *testing.T) {
	t.Parallel()
	app, c := startHandMined(t)
	ctx := context.Background()
	create := func() (int, map[string]any) {
		var out map[string]any
		resp := call(t, "POST", app.URL+"/api/invoices", secret(app), map[string]any{"amountUsdc": 3, "payInToken": "USDC"}, &out)
		return resp.StatusCode, out
	}
	status, _ := create()
	require.Equal(t, http.StatusCreated, status, "authorized, and now known to be")

	gw := chain.NewGateway(c.Client(), app.Config.Chains[0].Gateway)
	owner := chain.NewTransactor(c.Client(), c.Merchant.Key, c.ChainID(), nil)
	setDelegate := func(allowed bool) {
		t.Helper()
		tx, err := owner.Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
			opts.GasTipCap, opts.GasFeeCap = big.NewInt(2e9), big.NewInt(300e9)
			return gw.SetDelegate(ctx, opts, c.Server.Address, allowed)
		})
		require.NoError(t, err)
		_, err = chain.WaitMined(ctx, c.Client(), tx)
		require.NoError(t, err)
	}

	setDelegate(false)
	// The stager reads the gateway's events every second: given that, the
	// first invoice after the removal is refused, not answered 201 and
	// failed at its staging (which is what a minute's trust would do).
	time.Sleep(3 * time.Second)
	status, out := create()
	require.Equal(t, http.StatusPreconditionFailed, status, "%v", out)
	require.Equal(t, string(apierr.DelegateNotAuthorized), out["code"])

	setDelegate(true) // mined: the next request asks the gateway, which says yes
	status, out = create()
	require.Equal(t, http.StatusCreated, status, "%v", out)
}
