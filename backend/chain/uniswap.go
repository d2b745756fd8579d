package chain

import (
	"context"
	"crypto/ecdsa"
	"embed"
	"fmt"
	"math/big"

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
	// PositionManager mints liquidity (AddDevPool adds pools with it).
	PositionManager common.Address
}

var uniswapSet = &artifactSet{fsys: uniswapFS, dir: "uniswap", names: []string{"UniswapV3Factory", "QuoterV2", "SwapRouter", "NonfungiblePositionManager"}}

func loadUniswap(name string) (artifact, error) { return uniswapSet.get(name) }

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

	out.PositionManager = npm
	pool, err := mintDevPool(ctx, backend, tr, out, eurc, usdc, new(big.Float).SetPrec(200).SetFloat64(DevEURUSD), devUniswapLiquidity, devUniswapLiquidity)
	if err != nil {
		return UniswapAddresses{}, err
	}
	out.Pool = pool
	return out, nil
}

// AddDevPool adds a pool of tokens a and b (fee DevPoolFee) to the dev Uniswap uni, priced at
// price units of b per unit of a, with full-range liquidity of up to amountA and amountB from
// deployer's balances. It returns the pool. Development chains only: a token beyond USDC and
// EURC swaps into them through it.
func AddDevPool(ctx context.Context, backend Backend, deployer *ecdsa.PrivateKey, chainID *big.Int, uni UniswapAddresses, a, b common.Address, price *big.Float, amountA, amountB *big.Int) (common.Address, error) {
	if !IsDevChain(chainID) {
		return common.Address{}, fmt.Errorf("dev pools are for development chains, not chain %s", chainID)
	}
	tr := NewTransactor(backend, deployer, chainID, nil)
	var round []*types.Transaction
	for _, fund := range []struct {
		token  common.Address
		amount *big.Int
	}{{a, amountA}, {b, amountB}} {
		token := NewToken(backend, fund.token)
		tx, err := tr.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
			return token.Approve(ctx, o, uni.PositionManager, fund.amount)
		})
		if err != nil {
			return common.Address{}, fmt.Errorf("approve the pool's liquidity: %w", err)
		}
		round = append(round, tx)
	}
	if err := waitAll(ctx, backend, round); err != nil {
		return common.Address{}, fmt.Errorf("approve the pool's liquidity: %w", err)
	}
	return mintDevPool(ctx, backend, tr, uni, a, b, price, amountA, amountB)
}

// mintDevPool creates the pool of a and b at price (units of b per unit of a) and mints a
// full-range position of up to amountA and amountB, already approved to the position manager.
func mintDevPool(ctx context.Context, backend Backend, tr *Transactor, uni UniswapAddresses, a, b common.Address, price *big.Float, amountA, amountB *big.Int) (common.Address, error) {
	npmArt, err := loadUniswap("NonfungiblePositionManager")
	if err != nil {
		return common.Address{}, err
	}
	pm := bind.NewBoundContract(uni.PositionManager, npmArt.abi, backend, backend, backend)
	token0, token1, amount0, amount1 := a, b, amountA, amountB
	price = new(big.Float).SetPrec(200).Set(price) // token1 per token0
	if token1.Cmp(token0) < 0 {
		token0, token1, amount0, amount1 = token1, token0, amountB, amountA
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
	if err := send("create the pool", func(o *bind.TransactOpts) (*types.Transaction, error) {
		return pm.Transact(o, "createAndInitializePoolIfNecessary", token0, token1, big.NewInt(DevPoolFee), sqrtPriceX96)
	}); err != nil {
		return common.Address{}, err
	}
	type mintParams struct {
		Token0, Token1                                         common.Address
		Fee, TickLower, TickUpper                              *big.Int
		Amount0Desired, Amount1Desired, Amount0Min, Amount1Min *big.Int
		Recipient                                              common.Address
		Deadline                                               *big.Int
	}
	if err := send("add the pool's liquidity", func(o *bind.TransactOpts) (*types.Transaction, error) {
		// A fixed limit, enough for any full-range mint: the node's estimate came out short for
		// a pool far from tick 0 (DAI's 18 decimals against USDC's 6; the mint reverted while the
		// same call succeeded).
		o.GasLimit = 1_500_000
		return pm.Transact(o, "mint", mintParams{
			Token0: token0, Token1: token1, Fee: big.NewInt(DevPoolFee),
			TickLower: big.NewInt(-887270), TickUpper: big.NewInt(887270),
			Amount0Desired: amount0, Amount1Desired: amount1, Amount0Min: big.NewInt(0), Amount1Min: big.NewInt(0),
			Recipient: tr.Address(), Deadline: new(big.Int).Lsh(big.NewInt(1), 64),
		})
	}); err != nil {
		return common.Address{}, err
	}

	factoryArt, err := loadUniswap("UniswapV3Factory")
	if err != nil {
		return common.Address{}, err
	}
	factory := bind.NewBoundContract(uni.Factory, factoryArt.abi, backend, backend, backend)
	var res []any
	if err := factory.Call(&bind.CallOpts{Context: ctx}, &res, "getPool", token0, token1, big.NewInt(DevPoolFee)); err != nil {
		return common.Address{}, fmt.Errorf("factory getPool: %w", err)
	}
	return res[0].(common.Address), nil
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
