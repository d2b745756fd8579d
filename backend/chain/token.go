package chain

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/paystead/paystead/backend/chain/internal/bindings"
)

// Token is an ERC-20 (the dev chain's TestStablecoin for Mint).
type Token struct {
	address  common.Address
	abi      *bindings.TestStablecoin
	contract *bind.BoundContract
}

// NewToken binds the ERC-20 at address.
func NewToken(backend bind.ContractBackend, address common.Address) *Token {
	b := bindings.NewTestStablecoin()
	return &Token{address: address, abi: b, contract: b.Instance(backend, address)}
}

// Address is the token contract's address.
func (t *Token) Address() common.Address { return t.address }

// Decimals is the token's decimals().
func (t *Token) Decimals(ctx context.Context) (uint8, error) {
	d, err := bind.Call(t.contract, &bind.CallOpts{Context: ctx}, t.abi.PackDecimals(), t.abi.UnpackDecimals)
	if err != nil {
		return 0, fmt.Errorf("token %s decimals(): %w", t.address, DecodeRevert(err))
	}
	return d, nil
}

// BalanceOf is account's balance in the token's smallest unit.
func (t *Token) BalanceOf(ctx context.Context, account common.Address) (*big.Int, error) {
	bal, err := bind.Call(t.contract, &bind.CallOpts{Context: ctx}, t.abi.PackBalanceOf(account), t.abi.UnpackBalanceOf)
	if err != nil {
		return nil, fmt.Errorf("token %s balanceOf(%s): %w", t.address, account, DecodeRevert(err))
	}
	return bal, nil
}

// Mint creates amount for to; opts must belong to the token's owner.
func (t *Token) Mint(ctx context.Context, opts *bind.TransactOpts, to common.Address, amount *big.Int) (*types.Transaction, error) {
	return t.transact(ctx, opts, "mint", t.abi.PackMint(to, amount))
}

// Approve lets spender move amount of the owner's tokens.
func (t *Token) Approve(ctx context.Context, opts *bind.TransactOpts, spender common.Address, amount *big.Int) (*types.Transaction, error) {
	return t.transact(ctx, opts, "approve", t.abi.PackApprove(spender, amount))
}

// Transfer sends amount to to.
func (t *Token) Transfer(ctx context.Context, opts *bind.TransactOpts, to common.Address, amount *big.Int) (*types.Transaction, error) {
	return t.transact(ctx, opts, "transfer", t.abi.PackTransfer(to, amount))
}

func (t *Token) transact(ctx context.Context, opts *bind.TransactOpts, method string, data []byte) (*types.Transaction, error) {
	o := *opts
	o.Context = ctx
	tx, err := bind.Transact(t.contract, &o, data)
	if err != nil {
		return nil, fmt.Errorf("token %s %s: %w", t.address, method, DecodeRevert(err))
	}
	return tx, nil
}

// LegacyPool is the legacy "v0.6" constant-product pool quoting reads.
type LegacyPool struct {
	address  common.Address
	abi      *bindings.LegacyPoolV06
	contract *bind.BoundContract
}

// NewLegacyPool binds the pool at address.
func NewLegacyPool(backend bind.ContractBackend, address common.Address) *LegacyPool {
	b := bindings.NewLegacyPoolV06()
	return &LegacyPool{address: address, abi: b, contract: b.Instance(backend, address)}
}

// Reserves returns the pool's reserves of token0 and token1.
func (p *LegacyPool) Reserves(ctx context.Context) (reserve0, reserve1 *big.Int, err error) {
	out, err := bind.Call(p.contract, &bind.CallOpts{Context: ctx}, p.abi.PackGetReserves(), p.abi.UnpackGetReserves)
	if err != nil {
		return nil, nil, fmt.Errorf("legacy pool getReserves: %w", DecodeRevert(err))
	}
	return out.Reserve0, out.Reserve1, nil
}

// AmountOut is what swapping amountIn of tokenIn yields at current reserves, after the fee.
func (p *LegacyPool) AmountOut(ctx context.Context, amountIn *big.Int, tokenIn common.Address) (*big.Int, error) {
	out, err := bind.Call(p.contract, &bind.CallOpts{Context: ctx}, p.abi.PackGetAmountOut(amountIn, tokenIn), p.abi.UnpackGetAmountOut)
	if err != nil {
		return nil, fmt.Errorf("legacy pool getAmountOut(%s, %s): %w", amountIn, tokenIn, DecodeRevert(err))
	}
	return out, nil
}

// SanctionsOracle is an oracle with the public sanctions oracles' isSanctioned interface.
type SanctionsOracle struct {
	address  common.Address
	abi      *bindings.SanctionsOracle
	contract *bind.BoundContract
}

// NewSanctionsOracle binds the oracle at address.
func NewSanctionsOracle(backend bind.ContractBackend, address common.Address) *SanctionsOracle {
	b := bindings.NewSanctionsOracle()
	return &SanctionsOracle{address: address, abi: b, contract: b.Instance(backend, address)}
}

// IsSanctioned reports whether the oracle lists account.
func (o *SanctionsOracle) IsSanctioned(ctx context.Context, account common.Address) (bool, error) {
	ok, err := bind.Call(o.contract, &bind.CallOpts{Context: ctx}, o.abi.PackIsSanctioned(account), o.abi.UnpackIsSanctioned)
	if err != nil {
		return false, fmt.Errorf("sanctions oracle isSanctioned(%s): %w", account, DecodeRevert(err))
	}
	return ok, nil
}

// SetSanctioned lists or delists accounts; opts must belong to the oracle's owner.
func (o *SanctionsOracle) SetSanctioned(ctx context.Context, opts *bind.TransactOpts, accounts []common.Address, sanctioned bool) (*types.Transaction, error) {
	op := *opts
	op.Context = ctx
	tx, err := bind.Transact(o.contract, &op, o.abi.PackSetSanctioned(accounts, sanctioned))
	if err != nil {
		return nil, fmt.Errorf("sanctions oracle setSanctioned: %w", DecodeRevert(err))
	}
	return tx, nil
}

// Allowance is how much spender may move of owner's tokens.
func (t *Token) Allowance(ctx context.Context, owner, spender common.Address) (*big.Int, error) {
	a, err := bind.Call(t.contract, &bind.CallOpts{Context: ctx}, t.abi.PackAllowance(owner, spender), t.abi.UnpackAllowance)
	if err != nil {
		return nil, fmt.Errorf("token %s allowance(%s, %s): %w", t.address, owner, spender, DecodeRevert(err))
	}
	return a, nil
}

// ApproveCalldata is the data of approve(spender, amount), for a wallet to send.
func (t *Token) ApproveCalldata(spender common.Address, amount *big.Int) []byte {
	return t.abi.PackApprove(spender, amount)
}
