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

// The gateway's deposit path (#34): invoices paid from their deposit address (a customer's plain
// transfer), and the deposits paid to no invoice, held until returned to an address the customer
// gives.

// SetDepositFactory names the operator's deposit factory; opts must be the gateway owner's.
func (g *Gateway) SetDepositFactory(ctx context.Context, opts *bind.TransactOpts, factory common.Address) (*types.Transaction, error) {
	return g.transact(ctx, opts, "setDepositFactory", g.abi.PackSetDepositFactory(factory))
}

// DepositFactory is the gateway's deposit factory (zero: none).
func (g *Gateway) DepositFactory(ctx context.Context) (common.Address, error) {
	a, err := bind.Call(g.contract, &bind.CallOpts{Context: ctx}, g.abi.PackDepositFactory(), g.abi.UnpackDepositFactory)
	if err != nil {
		return common.Address{}, fmt.Errorf("gateway depositFactory(): %w", DecodeRevert(err))
	}
	return a, nil
}

// PayFromDeposit pays inv with what its deposit address holds of its payout token (and what is
// held for it); opts must be an agent of the merchant.
func (g *Gateway) PayFromDeposit(ctx context.Context, opts *bind.TransactOpts, inv Invoice) (*types.Transaction, error) {
	return g.transact(ctx, opts, "payFromDeposit", g.abi.PackPayFromDeposit(invoiceArg(inv)))
}

// PayFromDepositBatch is PayFromDeposit for several invoices, each standing alone.
func (g *Gateway) PayFromDepositBatch(ctx context.Context, opts *bind.TransactOpts, invoices []Invoice) (*types.Transaction, error) {
	in := make([]bindings.CustodyEscrowGatewayInvoice, len(invoices))
	for i, inv := range invoices {
		in[i] = invoiceArg(inv)
	}
	return g.transact(ctx, opts, "payFromDepositBatch", g.abi.PackPayFromDepositBatch(in))
}

// HoldStagedDeposit holds what staged invoice inv's deposit address holds of token.
func (g *Gateway) HoldStagedDeposit(ctx context.Context, opts *bind.TransactOpts, inv Invoice, token common.Address) (*types.Transaction, error) {
	return g.transact(ctx, opts, "holdStagedDeposit", g.abi.PackHoldStagedDeposit(invoiceArg(inv), token))
}

// HoldPaidDeposit holds what paid invoice p's deposit address holds of token.
func (g *Gateway) HoldPaidDeposit(ctx context.Context, opts *bind.TransactOpts, p PaidInvoice, token common.Address) (*types.Transaction, error) {
	return g.transact(ctx, opts, "holdPaidDeposit", g.abi.PackHoldPaidDeposit(paidArg(p), token))
}

// HoldDeposit holds a deposit tied to no merchant; opts must be an operator relayer's.
func (g *Gateway) HoldDeposit(ctx context.Context, opts *bind.TransactOpts, id [32]byte, token common.Address) (*types.Transaction, error) {
	return g.transact(ctx, opts, "holdDeposit", g.abi.PackHoldDeposit(id, token))
}

// ReturnHeld sends amount of what is held for invoice id in token to to.
func (g *Gateway) ReturnHeld(ctx context.Context, opts *bind.TransactOpts, id [32]byte, token, to common.Address, amount *big.Int) (*types.Transaction, error) {
	return g.transact(ctx, opts, "returnHeld", g.abi.PackReturnHeld(id, token, to, amount))
}

// RefundDepositTo refunds amount of invoice p, paid from its deposit address, to to.
func (g *Gateway) RefundDepositTo(ctx context.Context, opts *bind.TransactOpts, p PaidInvoice, amount *big.Int, to common.Address) (*types.Transaction, error) {
	return g.transact(ctx, opts, "refundDepositTo", g.abi.PackRefundDepositTo(paidArg(p), amount, to))
}

// Held is what is held for invoice id in token, and whose invoice it came for (zero: unknown).
func (g *Gateway) Held(ctx context.Context, id [32]byte, token common.Address) (*big.Int, common.Address, error) {
	opts := &bind.CallOpts{Context: ctx}
	amount, err := bind.Call(g.contract, opts, g.abi.PackHeld(id, token), g.abi.UnpackHeld)
	if err != nil {
		return nil, common.Address{}, fmt.Errorf("gateway held(%x): %w", id, DecodeRevert(err))
	}
	merchant, err := bind.Call(g.contract, opts, g.abi.PackHeldFor(id), g.abi.UnpackHeldFor)
	if err != nil {
		return nil, common.Address{}, fmt.Errorf("gateway heldFor(%x): %w", id, DecodeRevert(err))
	}
	return amount, merchant, nil
}
