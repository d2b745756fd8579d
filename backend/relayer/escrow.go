package relayer

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/invoice"
)

// EscrowChain sends refunds and claims from the server wallet (the
// merchant's delegate) and records their outcome. It implements
// escrow.Chain.
type EscrowChain struct {
	store   EscrowStore
	sender  *Sender
	backend chain.Backend
	gateway *chain.Gateway
}

// NewEscrowChain returns an EscrowChain that records outcomes in store.
func NewEscrowChain(store EscrowStore, sender *Sender, backend chain.Backend, gateway *chain.Gateway) *EscrowChain {
	return &EscrowChain{store: store, sender: sender, backend: backend, gateway: gateway}
}

var _ escrow.Chain = (*EscrowChain)(nil)

// Now is the latest block's time: the clock the refund window runs on.
func (c *EscrowChain) Now(ctx context.Context) (time.Time, error) {
	return chain.Now(ctx, c.backend)
}

// paidArg is p as the gateway committed it: its amount is what the
// gateway still holds, the amount paid less the refunds so far.
func paidArg(p escrow.Paid) chain.PaidInvoice {
	return chain.PaidInvoice{ID: p.ID, Merchant: p.Merchant, PayoutToken: p.PayoutToken, Amount: big.NewInt(p.Remaining()),
		Payer: p.Payer, PaidAt: uint64(p.PaidAt.Unix())}
}

// Refund returns amount of what the gateway holds for p to its payer and,
// once mined, records the refund the gateway reports (what it returned,
// what remains).
func (c *EscrowChain) Refund(ctx context.Context, p escrow.Paid, amount int64) (common.Hash, error) {
	tx, err := c.sender.Send(ctx, PurposeRefund, func(opts *bind.TransactOpts) (*types.Transaction, error) {
		return c.gateway.Refund(ctx, opts, paidArg(p), big.NewInt(amount))
	})
	if staleRefund(err) {
		return common.Hash{}, fmt.Errorf("%w: %w", escrow.ErrRefundRaced, err)
	}
	if err != nil {
		return common.Hash{}, err
	}
	receipt, at, err := c.waitReceipt(ctx, tx.Hash())
	if err != nil {
		return tx.Hash(), err
	}
	ev, err := c.gateway.ParseEvents(receipt.Logs)
	if err != nil {
		return receipt.TxHash, err
	}
	if len(ev.Refunded) != 1 {
		return receipt.TxHash, fmt.Errorf("refund %s: the receipt holds %d InvoiceRefunded events, want 1", receipt.TxHash.Hex(), len(ev.Refunded))
	}
	return receipt.TxHash, c.store.RecordRefund(context.WithoutCancel(ctx), ev.Refunded[0], at)
}

// staleRefund reports whether the gateway refused a refund, at its gas
// estimate, because it holds something else for the invoice than the
// database said: the commitment moved (a partial refund went out first)
// or nothing is left.
func staleRefund(err error) bool {
	switch chain.RevertName(err) {
	case "RecordMismatch", "InvoiceAlreadyRefunded", "RefundExceedsRemaining":
		return true
	}
	return false
}

// SendClaim sends a claim of the invoices to the merchant's payout wallet
// in one transaction and returns once it is stored and broadcast; wait
// waits for it to be mined and marks the invoices claimed.
func (c *EscrowChain) SendClaim(ctx context.Context, merchant, payoutToken common.Address, invoices []escrow.Paid) (func(context.Context) (common.Hash, error), error) {
	args := make([]chain.PaidInvoice, len(invoices))
	for i, p := range invoices {
		args[i] = paidArg(p)
	}
	tx, err := c.sender.Send(ctx, PurposeClaim, func(opts *bind.TransactOpts) (*types.Transaction, error) {
		return c.gateway.Claim(ctx, opts, merchant, payoutToken, args)
	})
	if id, ok := staleClaim(err); ok {
		return nil, &escrow.StaleClaimError{ID: id, Err: err}
	}
	if err != nil {
		return nil, err
	}
	ids := make([]invoice.ID, len(invoices))
	for i, p := range invoices {
		ids[i] = p.ID
	}
	return func(ctx context.Context) (common.Hash, error) {
		mined, at, err := c.wait(ctx, tx.Hash())
		if err != nil {
			return tx.Hash(), err
		}
		return mined, c.store.RecordClaim(context.WithoutCancel(ctx), ids, mined, at)
	}, nil
}

// staleClaim names the invoice a claim was refused for at its gas
// estimate because the gateway holds it otherwise than the database said
// (refunded or claimed already, a different amount left, not matured by
// the chain's clock).
func staleClaim(err error) (invoice.ID, bool) {
	var re *chain.RevertError
	if !errors.As(err, &re) || len(re.Args) == 0 {
		return invoice.ID{}, false
	}
	switch re.Name {
	case "InvoiceAlreadyRefunded", "InvoiceAlreadyClaimed", "RecordMismatch", "RefundWindowOpen":
		id, ok := re.Args[0].([32]byte)
		return invoice.ID(id), ok
	}
	return invoice.ID{}, false
}

// wait waits for hash's receipt and returns the hash of the version that
// was mined (a repriced copy, perhaps) and its block's time, or why it
// reverted.
func (c *EscrowChain) wait(ctx context.Context, hash common.Hash) (common.Hash, time.Time, error) {
	receipt, at, err := c.waitReceipt(ctx, hash)
	if receipt == nil {
		return common.Hash{}, at, err
	}
	return receipt.TxHash, at, err
}

// waitReceipt is wait with the mined version's receipt (nil when none
// came).
func (c *EscrowChain) waitReceipt(ctx context.Context, hash common.Hash) (*types.Receipt, time.Time, error) {
	waitCtx, cancel := context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()
	receipt, err := c.sender.WaitReceipt(waitCtx, hash)
	if err != nil {
		return nil, time.Time{}, err
	}
	if receipt.Status != types.ReceiptStatusSuccessful {
		return receipt, time.Time{}, fmt.Errorf("%s: %w", receipt.TxHash.Hex(), c.sender.RevertReason(ctx, receipt.TxHash, receipt))
	}
	at, err := minedAt(ctx, c.backend, receipt)
	return receipt, at, err
}

// minedAt is the time of the block holding receipt: the blockTimestamp
// its logs carry, or, from a node that leaves it out, its block header's.
func minedAt(ctx context.Context, backend chain.Backend, receipt *types.Receipt) (time.Time, error) {
	for _, l := range receipt.Logs {
		if l.BlockTimestamp != 0 {
			return time.Unix(int64(l.BlockTimestamp), 0).UTC(), nil
		}
	}
	head, err := backend.HeaderByNumber(ctx, receipt.BlockNumber)
	if err != nil {
		return time.Time{}, fmt.Errorf("block %s of %s: %w", receipt.BlockNumber, receipt.TxHash.Hex(), err)
	}
	return time.Unix(int64(head.Time), 0).UTC(), nil
}
