package relayer

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
)

// MaxDepositAttempts is how many deposit payments of one invoice are sent:
// one the gateway keeps refusing (its merchant's authorization withdrawn,
// say) is not sent forever; the deposit stays at its address, and
// (#34, next) is held and returned.
const MaxDepositAttempts = 3

// DepositBatch caps the invoices of one payFromDepositBatch.
const DepositBatch = 50

// DepositPayStore finds the invoices their deposits pay.
type DepositPayStore interface {
	// DepositsDue lists up to limit invoices staged on chainID that their
	// deposits can pay now: open, unexpired at now, no deposit payment of
	// theirs in flight, fewer than MaxDepositAttempts sent, and their
	// recorded deposits on chainID in their payout token adding up to at
	// least their amount.
	DepositsDue(ctx context.Context, chainID int64, now time.Time, limit int) ([]invoice.Invoice, error)
}

// DepositPayer pays invoices from their deposit addresses (#34): when what
// arrived there in an invoice's payout token reaches its amount, the server
// wallet sends payFromDepositBatch (durably, like every transaction of
// Paystead's: stored before it is broadcast, named on the invoices it pays,
// so a process killed at any point neither loses nor repeats it). The
// gateway pays each invoice at most once and only with enough; the
// reconciler records the InvoicePaid events (the payer is the deposit
// address), as for any payment.
type DepositPayer struct {
	store   DepositPayStore
	sender  *Sender
	gateway *chain.Gateway
	log     *slog.Logger
	now     func() time.Time
}

// NewDepositPayer returns a payer of chain's invoices from their deposits.
func NewDepositPayer(store DepositPayStore, sender *Sender, gateway *chain.Gateway, log *slog.Logger) *DepositPayer {
	return &DepositPayer{store: store, sender: sender, gateway: gateway, log: log, now: time.Now}
}

// Step sends one payFromDepositBatch for the invoices due, if any, and
// returns how many it names.
func (p *DepositPayer) Step(ctx context.Context) (int, error) {
	due, err := p.store.DepositsDue(ctx, p.sender.ChainID(), p.now(), DepositBatch)
	if err != nil || len(due) == 0 {
		return 0, err
	}
	ids := make([]invoice.ID, len(due))
	invs := make([]chain.Invoice, len(due))
	for i, inv := range due {
		ids[i] = inv.ID
		invs[i] = chain.Invoice{ID: inv.ID, Merchant: inv.MerchantWallet, PayoutToken: inv.PayoutToken,
			Amount: big.NewInt(inv.Amount), ExpiresAt: inv.ChainExpiresAt}
	}
	tx, err := p.sender.SendDepositPayment(ctx, ids, func(opts *bind.TransactOpts) (*types.Transaction, error) {
		return p.gateway.PayFromDepositBatch(ctx, opts, invs)
	})
	if err != nil {
		return 0, fmt.Errorf("pay %d invoices from their deposits: %w", len(due), err)
	}
	p.log.InfoContext(ctx, "paying invoices from their deposits", "count", len(due), "tx", tx.Hash())
	return len(due), nil
}
