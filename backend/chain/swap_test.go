package chain

import (
	"crypto/ecdsa"
	"fmt"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
)

const testPoolFee = DevPoolFee

// deployUniswapV3 deploys the real Uniswap v3 (DeployUniswapDev: an EURC/USDC pool at 1 EURC =
// 1.08 USDC with full-range liquidity), points the gateway at the router and returns the
// deployment.
func (f *fixture) deployUniswapV3(t testing.TB) UniswapAddresses {
	t.Helper()
	u, err := DeployUniswapDev(f.ctx, f.client, f.deployerKey(t), f.chainID, f.addrs.USDC, f.addrs.EURC, func() { f.sim.Commit() })
	require.NoError(t, err)
	require.NotEqual(t, common.Address{}, u.Pool)
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.gateway.SetSwapRouter(f.ctx, o, u.Router)
	})
	return u
}

func (f *fixture) deployerKey(t testing.TB) *ecdsa.PrivateKey { return testKey(t, 1) }

func TestPaySwap(t *testing.T) {
	t.Parallel()

	t.Run("SwapsEURCForExactInvoiceAmountAndReturnsTheRest", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		u := f.deployUniswapV3(t)
		router := u.Router
		inv := f.stage(t, "a", 19_990_000)[0]
		quoter, err := NewQuoter(f.client, u.Quoter)
		require.NoError(t, err)
		quotedIn, err := quoter.QuoteExactOutputSingle(f.ctx, nil, f.addrs.EURC, f.addrs.USDC, testPoolFee, inv.Amount)
		require.NoError(t, err)
		quotedOut, err := quoter.QuoteExactInputSingle(f.ctx, nil, f.addrs.EURC, f.addrs.USDC, testPoolFee, quotedIn)
		require.NoError(t, err)
		require.True(t, quotedOut.Cmp(inv.Amount) >= 0, "forward quote of the reverse quote's input %s < %s", quotedOut, inv.Amount)
		eurcBefore := f.balance(t, f.eurc, f.payer.Address())
		held := f.usdcHeld(t)

		p := f.payment(t, f.payerKey, inv, inv, f.permit(t, f.addrs.EURC, usdcUnits(25)))
		p.PoolFee = testPoolFee
		paid, r, err := f.pay(t, p)
		require.NoError(t, err)
		t.Logf("pay with EURC->USDC swap: %d gas", r.GasUsed)

		ev, err := f.gateway.ParseEvents(r.Logs)
		require.NoError(t, err)
		amountIn := ev.Paid[0].AmountIn
		require.Equal(t, f.addrs.EURC, ev.Paid[0].PayInToken)
		require.Equal(t, inv.Amount, paid.Amount)
		// ~19.99 / 1.08 EURC plus the 0.05% fee and price impact; far below the signed 25.
		require.Equal(t, quotedIn, amountIn, "the executed swap used the reverse quote's amountIn")
		require.True(t, amountIn.Cmp(usdcUnits(18)) > 0 && amountIn.Cmp(usdcUnits(19)) < 0, "amountIn %s", amountIn)

		require.Equal(t, new(big.Int).Sub(eurcBefore, amountIn), f.balance(t, f.eurc, f.payer.Address()))
		require.Equal(t, 0, f.balance(t, f.eurc, f.addrs.Gateway).Sign())
		require.Equal(t, inv.Amount, f.balance(t, f.usdc, f.addrs.Gateway))
		require.Equal(t, new(big.Int).Add(held, inv.Amount), f.usdcHeld(t))

		allowance, err := bind.Call(f.eurc.contract, nil, f.eurc.abi.PackAllowance(f.addrs.Gateway, router), f.eurc.abi.UnpackAllowance)
		require.NoError(t, err)
		require.Equal(t, 0, allowance.Sign(), "gateway left an allowance to the router")
	})

	t.Run("RejectsSignedMaximumBelowSwapCost", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		f.deployUniswapV3(t)
		inv := f.stage(t, "a", 19_990_000)[0]
		p := f.payment(t, f.payerKey, inv, inv, f.permit(t, f.addrs.EURC, usdcUnits(10)))
		p.PoolFee = testPoolFee
		_, _, err := f.pay(t, p)
		requireReverted(t, err, "Error") // the router's require: "STF" / "Too much requested"
		require.True(t, SwapExceededMaximum(err), "%v", err)
		record, err := f.gateway.Record(f.ctx, inv.ID)
		require.NoError(t, err)
		require.NotEqual(t, [32]byte{}, record)
	})
}

func TestPaySwapPriceMovedPastSlippage(t *testing.T) {
	t.Parallel()
	f := setup(t)
	u := f.deployUniswapV3(t)
	inv := f.stage(t, "a", 19_990_000)[0]
	quoter, err := NewQuoter(f.client, u.Quoter)
	require.NoError(t, err)
	needed, err := quoter.QuoteExactOutputSingle(f.ctx, nil, f.addrs.EURC, f.addrs.USDC, testPoolFee, inv.Amount)
	require.NoError(t, err)
	maxIn := new(big.Int).Div(new(big.Int).Mul(needed, big.NewInt(10_050)), big.NewInt(10_000)) // 50 bps

	// Someone sells 1,000,000 EURC into the pool: EURC gets cheaper by far more than 0.5%.
	dump := usdcUnits(1_000_000)
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.eurc.Mint(f.ctx, o, f.deployer.Address(), dump)
	})
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return f.eurc.Approve(f.ctx, o, u.Router, dump)
	})
	art, err := loadUniswap("SwapRouter")
	require.NoError(t, err)
	router := bind.NewBoundContract(u.Router, art.abi, f.client, f.client, f.client)
	type exactInputSingle struct {
		TokenIn, TokenOut                    common.Address
		Fee                                  *big.Int
		Recipient                            common.Address
		Deadline, AmountIn, AmountOutMinimum *big.Int
		SqrtPriceLimitX96                    *big.Int
	}
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return router.Transact(o, "exactInputSingle", exactInputSingle{
			TokenIn: f.addrs.EURC, TokenOut: f.addrs.USDC, Fee: big.NewInt(testPoolFee), Recipient: f.deployer.Address(),
			Deadline: new(big.Int).Lsh(big.NewInt(1), 64), AmountIn: dump, AmountOutMinimum: big.NewInt(0), SqrtPriceLimitX96: big.NewInt(0),
		})
	})
	nowNeeded, err := quoter.QuoteExactOutputSingle(f.ctx, nil, f.addrs.EURC, f.addrs.USDC, testPoolFee, inv.Amount)
	require.NoError(t, err)
	require.True(t, nowNeeded.Cmp(maxIn) > 0, "the price moved past the slippage: %s > %s", nowNeeded, maxIn)

	eurcBefore := f.balance(t, f.eurc, f.payer.Address())
	gatewayUSDC := f.balance(t, f.usdc, f.addrs.Gateway)
	p := f.payment(t, f.payerKey, inv, inv, f.permit(t, f.addrs.EURC, maxIn))
	p.PoolFee = testPoolFee
	_, _, err = f.pay(t, p)
	requireReverted(t, err, "Error")
	require.True(t, SwapExceededMaximum(err), "the revert reads as the price moving past the signed maximum: %v", err)
	require.Equal(t, eurcBefore, f.balance(t, f.eurc, f.payer.Address()), "no EURC moved")
	require.Equal(t, gatewayUSDC, f.balance(t, f.usdc, f.addrs.Gateway), "no USDC moved")
}

func TestCheckSwapRouter(t *testing.T) {
	t.Parallel()
	f := setup(t)
	other := common.HexToAddress("0x00000000000000000000000000000000000000aa")
	_, err := CheckSwapRouter(f.ctx, f.gateway, other)
	require.ErrorIs(t, err, ErrSwapUnavailable, "a gateway without a router cannot swap")
	require.ErrorContains(t, err, "has no swap router")

	u := f.deployUniswapV3(t)
	got, err := CheckSwapRouter(f.ctx, f.gateway, u.Router)
	require.NoError(t, err)
	require.Equal(t, u.Router, got)
	_, err = CheckSwapRouter(f.ctx, f.gateway, common.Address{})
	require.ErrorIs(t, err, ErrSwapUnavailable, "no router known for the chain: nothing vouches for the gateway's")
	_, err = CheckSwapRouter(f.ctx, f.gateway, other)
	require.Error(t, err)
	require.NotErrorIs(t, err, ErrSwapUnavailable, "a disagreement stops the start")
	require.ErrorContains(t, err, "swaps through "+u.Router.Hex())
}

func TestSwapExceededMaximum(t *testing.T) {
	t.Parallel()
	for reason, want := range map[string]bool{"STF": true, "Too much requested": true, "LOK": false} {
		require.Equal(t, want, SwapExceededMaximum(fmt.Errorf("wrapped: %w", &RevertError{Name: "Error", Args: []any{reason}})), reason)
	}
	require.False(t, SwapExceededMaximum(&RevertError{Name: "InvoiceNotPayable"}))
	require.False(t, SwapExceededMaximum(nil))
}
