package chain

import (
	"encoding/json"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
)

// uniswapArtifact loads a Uniswap v3 artifact copied into contracts/artifacts by build.mjs.
func uniswapArtifact(t testing.TB, name string) (abi.ABI, []byte) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join("..", "..", "contracts", "artifacts", name+".json"))
	require.NoError(t, err)
	var a struct {
		ABI      json.RawMessage `json:"abi"`
		Bytecode string          `json:"bytecode"`
	}
	require.NoError(t, json.Unmarshal(raw, &a))
	parsed, err := abi.JSON(strings.NewReader(string(a.ABI)))
	require.NoError(t, err)
	return parsed, common.FromHex(a.Bytecode)
}

const testPoolFee = 500

// deployUniswapV3 deploys the real Uniswap v3 factory, SwapRouter and position manager,
// creates an EURC/USDC pool at 1 EURC = 1.08 USDC with full-range liquidity, points the gateway
// at the router and returns the router's address.
func (f *fixture) deployUniswapV3(t testing.TB) common.Address {
	t.Helper()
	deploy := func(name string, args ...any) (common.Address, abi.ABI) {
		parsed, bin := uniswapArtifact(t, name)
		input, err := parsed.Pack("", args...)
		require.NoError(t, err)
		var addr common.Address
		f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
			a, tx, err := bind.DeployContract(o, bin, f.client, input)
			addr = a
			return tx, err
		})
		return addr, parsed
	}
	factory, _ := deploy("UniswapV3Factory")
	// WETH9 is never touched by token-to-token swaps; any address will do.
	weth := common.HexToAddress("0x000000000000000000000000000000000000eeee")
	router, _ := deploy("SwapRouter", factory, weth)
	npmAddr, npmABI := deploy("NonfungiblePositionManager", factory, weth, common.Address{})
	npm := bind.NewBoundContract(npmAddr, npmABI, f.client, f.client, f.client)

	token0, token1 := f.addrs.EURC, f.addrs.USDC
	price := new(big.Float).SetFloat64(1.08) // token1 per token0
	if token1.Cmp(token0) < 0 {
		token0, token1 = token1, token0
		price.Quo(big.NewFloat(1), price)
	}
	sqrtPrice := new(big.Float).SetPrec(200).Sqrt(price)
	sqrtPriceX96, _ := new(big.Float).Mul(sqrtPrice, new(big.Float).SetInt(new(big.Int).Lsh(big.NewInt(1), 96))).Int(nil)
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return npm.Transact(o, "createAndInitializePoolIfNecessary", token0, token1, big.NewInt(testPoolFee), sqrtPriceX96)
	})

	liquidity := usdcUnits(100_000)
	for _, token := range []*Token{f.usdc, f.eurc} {
		f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return token.Mint(f.ctx, o, f.deployer.Address(), liquidity)
		})
		f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return token.Approve(f.ctx, o, npmAddr, liquidity)
		})
	}
	type mintParams struct {
		Token0, Token1                                         common.Address
		Fee, TickLower, TickUpper                              *big.Int
		Amount0Desired, Amount1Desired, Amount0Min, Amount1Min *big.Int
		Recipient                                              common.Address
		Deadline                                               *big.Int
	}
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return npm.Transact(o, "mint", mintParams{
			Token0: token0, Token1: token1, Fee: big.NewInt(testPoolFee),
			TickLower: big.NewInt(-887270), TickUpper: big.NewInt(887270),
			Amount0Desired: liquidity, Amount1Desired: liquidity, Amount0Min: big.NewInt(0), Amount1Min: big.NewInt(0),
			Recipient: f.deployer.Address(), Deadline: new(big.Int).Lsh(big.NewInt(1), 64),
		})
	})

	gw := bind.NewBoundContract(f.addrs.Gateway, f.gateway.abi.GetABI(), f.client, f.client, f.client)
	f.mustSend(t, f.deployer, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return bind.Transact(gw, o, f.gateway.abi.PackSetSwapRouter(router))
	})
	return router
}

func TestPaySwap(t *testing.T) {
	t.Parallel()

	t.Run("SwapsEURCForExactInvoiceAmountAndReturnsTheRest", func(t *testing.T) {
		t.Parallel()
		f := setup(t)
		router := f.deployUniswapV3(t)
		inv := f.stage(t, "a", 19_990_000)[0]
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
		record, err := f.gateway.Record(f.ctx, inv.ID)
		require.NoError(t, err)
		require.NotEqual(t, [32]byte{}, record)
	})
}
