package chain

import (
	"context"
	"crypto/ecdsa"
	"embed"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"sync"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// The Uniswap v3 artifacts (ABI and bytecode) as published on npm (@uniswap/v3-core,
// @uniswap/v3-periphery), copied from contracts/artifacts.
//
//go:embed uniswap/*.json
var uniswapFS embed.FS

// DevPoolFee is the fee tier (0.05%, in hundredths of a bip) of the dev chain's EURC/USDC pool.
const DevPoolFee = 500

// DevEURUSD is the dev pool's initial price: 1 EURC buys 1.08 USDC.
const DevEURUSD = 1.08

// devUniswapLiquidity is the amount of each token offered to the dev pool's full-range position
// (10,000,000 units of 6-decimal tokens); the pool takes all of one side and what the price
// needs of the other.
var devUniswapLiquidity = big.NewInt(10_000_000_000_000)

// UniswapAddresses are a Uniswap v3 deployment and its EURC/USDC pool.
type UniswapAddresses struct {
	Factory common.Address
	Pool    common.Address
	Quoter  common.Address
	Router  common.Address
}

type uniswapArtifact struct {
	abi abi.ABI
	bin []byte
}

var (
	uniswapOnce      sync.Once
	uniswapArtifacts map[string]uniswapArtifact
	uniswapErr       error
)

func loadUniswap(name string) (uniswapArtifact, error) {
	uniswapOnce.Do(func() {
		uniswapArtifacts = map[string]uniswapArtifact{}
		for _, n := range []string{"UniswapV3Factory", "QuoterV2", "SwapRouter", "NonfungiblePositionManager"} {
			raw, err := uniswapFS.ReadFile("uniswap/" + n + ".json")
			if err != nil {
				uniswapErr = err
				return
			}
			var a struct {
				ABI      json.RawMessage `json:"abi"`
				Bytecode string          `json:"bytecode"`
			}
			if err := json.Unmarshal(raw, &a); err != nil {
				uniswapErr = fmt.Errorf("artifact %s: %w", n, err)
				return
			}
			parsed, err := abi.JSON(strings.NewReader(string(a.ABI)))
			if err != nil {
				uniswapErr = fmt.Errorf("artifact %s: %w", n, err)
				return
			}
			uniswapArtifacts[n] = uniswapArtifact{abi: parsed, bin: common.FromHex(a.Bytecode)}
		}
	})
	if uniswapErr != nil {
		return uniswapArtifact{}, uniswapErr
	}
	return uniswapArtifacts[name], nil
}

// DeployUniswapDev deploys the real Uniswap v3 factory, QuoterV2, SwapRouter and position
// manager, creates the EURC/USDC pool (fee DevPoolFee) at 1 EURC = DevEURUSD USDC and adds deep
// full-range liquidity minted by deployer, which must own both test tokens. It does not point the
// gateway at the router (see Gateway.SetSwapRouter). seal is as for DeployDev.
func DeployUniswapDev(ctx context.Context, backend Backend, deployer *ecdsa.PrivateKey, chainID *big.Int, usdc, eurc common.Address, seal func()) (UniswapAddresses, error) {
	tr := NewTransactor(backend, deployer, chainID, seal)
	owner := tr.Address()
	var out UniswapAddresses
	// WETH9 is never touched by token-to-token swaps; any address will do.
	weth := common.HexToAddress("0x000000000000000000000000000000000000eeee")

	var round []*types.Transaction
	deploy := func(name string, out *common.Address, args func() []any) error {
		art, err := loadUniswap(name)
		if err != nil {
			return err
		}
		tx, err := tr.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
			input, err := art.abi.Pack("", args()...)
			if err != nil {
				return nil, err
			}
			addr, tx, err := bind.DeployContract(o, art.bin, backend, input)
			if err != nil {
				return nil, err
			}
			*out = addr
			return tx, nil
		})
		if err != nil {
			return fmt.Errorf("deploy %s: %w", name, err)
		}
		round = append(round, tx)
		return nil
	}
	var npm common.Address
	for _, d := range []struct {
		name string
		out  *common.Address
		args func() []any
	}{
		{"UniswapV3Factory", &out.Factory, func() []any { return nil }},
		{"SwapRouter", &out.Router, func() []any { return []any{out.Factory, weth} }},
		{"QuoterV2", &out.Quoter, func() []any { return []any{out.Factory, weth} }},
		{"NonfungiblePositionManager", &npm, func() []any { return []any{out.Factory, weth, common.Address{}} }},
	} {
		if err := deploy(d.name, d.out, d.args); err != nil {
			return UniswapAddresses{}, err
		}
	}
	for _, token := range []*Token{NewToken(backend, usdc), NewToken(backend, eurc)} {
		for _, step := range []func(*bind.TransactOpts) (*types.Transaction, error){
			func(o *bind.TransactOpts) (*types.Transaction, error) {
				return token.Mint(ctx, o, owner, devUniswapLiquidity)
			},
			func(o *bind.TransactOpts) (*types.Transaction, error) {
				return token.Approve(ctx, o, npm, devUniswapLiquidity)
			},
		} {
			tx, err := tr.Send(ctx, step)
			if err != nil {
				return UniswapAddresses{}, fmt.Errorf("fund uniswap liquidity: %w", err)
			}
			round = append(round, tx)
		}
	}
	if err := waitAll(ctx, backend, round); err != nil {
		return UniswapAddresses{}, fmt.Errorf("deploy uniswap: %w", err)
	}

	npmArt, err := loadUniswap("NonfungiblePositionManager")
	if err != nil {
		return UniswapAddresses{}, err
	}
	pm := bind.NewBoundContract(npm, npmArt.abi, backend, backend, backend)
	token0, token1 := eurc, usdc
	price := new(big.Float).SetPrec(200).SetFloat64(DevEURUSD) // token1 per token0
	if token1.Cmp(token0) < 0 {
		token0, token1 = token1, token0
		price.Quo(new(big.Float).SetPrec(200).SetInt64(1), price)
	}
	sqrtPrice := new(big.Float).SetPrec(200).Sqrt(price)
	sqrtPriceX96, _ := new(big.Float).SetPrec(200).Mul(sqrtPrice, new(big.Float).SetInt(new(big.Int).Lsh(big.NewInt(1), 96))).Int(nil)
	send := func(what string, fn func(*bind.TransactOpts) (*types.Transaction, error)) error {
		tx, err := tr.Send(ctx, fn)
		if err != nil {
			return fmt.Errorf("%s: %w", what, DecodeRevert(err))
		}
		if _, err := WaitMined(ctx, backend, tx); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		return nil
	}
	if err := send("create the EURC/USDC pool", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return pm.Transact(o, "createAndInitializePoolIfNecessary", token0, token1, big.NewInt(DevPoolFee), sqrtPriceX96)
	}); err != nil {
		return UniswapAddresses{}, err
	}
	type mintParams struct {
		Token0, Token1                                         common.Address
		Fee, TickLower, TickUpper                              *big.Int
		Amount0Desired, Amount1Desired, Amount0Min, Amount1Min *big.Int
		Recipient                                              common.Address
		Deadline                                               *big.Int
	}
	if err := send("add EURC/USDC liquidity", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return pm.Transact(o, "mint", mintParams{
			Token0: token0, Token1: token1, Fee: big.NewInt(DevPoolFee),
			TickLower: big.NewInt(-887270), TickUpper: big.NewInt(887270),
			Amount0Desired: devUniswapLiquidity, Amount1Desired: devUniswapLiquidity, Amount0Min: big.NewInt(0), Amount1Min: big.NewInt(0),
			Recipient: owner, Deadline: new(big.Int).Lsh(big.NewInt(1), 64),
		})
	}); err != nil {
		return UniswapAddresses{}, err
	}

	factoryArt, err := loadUniswap("UniswapV3Factory")
	if err != nil {
		return UniswapAddresses{}, err
	}
	factory := bind.NewBoundContract(out.Factory, factoryArt.abi, backend, backend, backend)
	var res []any
	if err := factory.Call(&bind.CallOpts{Context: ctx}, &res, "getPool", token0, token1, big.NewInt(DevPoolFee)); err != nil {
		return UniswapAddresses{}, fmt.Errorf("factory getPool: %w", err)
	}
	out.Pool = res[0].(common.Address)
	return out, nil
}

// Quoter is a Uniswap v3 QuoterV2, read with eth_call.
type Quoter struct {
	address  common.Address
	contract *bind.BoundContract
}

// NewQuoter binds the QuoterV2 deployed at address.
func NewQuoter(backend bind.ContractCaller, address common.Address) (*Quoter, error) {
	art, err := loadUniswap("QuoterV2")
	if err != nil {
		return nil, err
	}
	return &Quoter{address: address, contract: bind.NewBoundContract(address, art.abi, backend, nil, nil)}, nil
}

// Address is where the quoter is deployed.
func (q *Quoter) Address() common.Address { return q.address }

type quoteSingleParams struct {
	TokenIn           common.Address
	TokenOut          common.Address
	AmountIn          *big.Int
	Fee               *big.Int
	SqrtPriceLimitX96 *big.Int
}

type quoteOutputSingleParams struct {
	TokenIn           common.Address
	TokenOut          common.Address
	Amount            *big.Int
	Fee               *big.Int
	SqrtPriceLimitX96 *big.Int
}

// QuoteExactInputSingle is what swapping amountIn of tokenIn through the pool with fee yields in
// tokenOut, at block (nil: the latest).
func (q *Quoter) QuoteExactInputSingle(ctx context.Context, block *big.Int, tokenIn, tokenOut common.Address, fee uint32, amountIn *big.Int) (*big.Int, error) {
	var res []any
	err := q.contract.Call(&bind.CallOpts{Context: ctx, BlockNumber: block}, &res, "quoteExactInputSingle", quoteSingleParams{
		TokenIn: tokenIn, TokenOut: tokenOut, AmountIn: amountIn, Fee: new(big.Int).SetUint64(uint64(fee)), SqrtPriceLimitX96: new(big.Int),
	})
	if err != nil {
		return nil, fmt.Errorf("quoter quoteExactInputSingle(%s): %w", amountIn, DecodeRevert(err))
	}
	return res[0].(*big.Int), nil
}

// QuoteExactOutputSingle is how much of tokenIn the pool with fee needs to deliver exactly
// amountOut of tokenOut, at block (nil: the latest).
func (q *Quoter) QuoteExactOutputSingle(ctx context.Context, block *big.Int, tokenIn, tokenOut common.Address, fee uint32, amountOut *big.Int) (*big.Int, error) {
	var res []any
	err := q.contract.Call(&bind.CallOpts{Context: ctx, BlockNumber: block}, &res, "quoteExactOutputSingle", quoteOutputSingleParams{
		TokenIn: tokenIn, TokenOut: tokenOut, Amount: amountOut, Fee: new(big.Int).SetUint64(uint64(fee)), SqrtPriceLimitX96: new(big.Int),
	})
	if err != nil {
		return nil, fmt.Errorf("quoter quoteExactOutputSingle(%s): %w", amountOut, DecodeRevert(err))
	}
	return res[0].(*big.Int), nil
}
