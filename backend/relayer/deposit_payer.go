package relayer

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
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

// HoldBatch caps the holds sent per step (each is a transaction).
const HoldBatch = 10

// HoldKind is how the gateway is asked to hold a deposit: what proves
// whose it is.
type HoldKind string

const (
	// HoldPaid: the invoice is paid on this chain (holdPaidDeposit).
	HoldPaid HoldKind = "paid"
	// HoldStaged: the invoice is staged here, unpaid (holdStagedDeposit).
	HoldStaged HoldKind = "staged"
	// HoldUnknown: no record here proves the merchant (holdDeposit, the
	// operator's relayers only).
	HoldUnknown HoldKind = "unknown"
)

// DepositHold is a deposit paid to no invoice, to hold on the gateway: what
// invoice Invoice's deposit address holds of Token on this chain.
type DepositHold struct {
	Invoice invoice.Invoice
	Token   common.Address
	Kind    HoldKind
	ChainID int64
}

// DepositPayStore finds the invoices their deposits pay, and the deposits
// that pay none.
type DepositPayStore interface {
	// DepositsToHold lists up to limit deposits on chainID paid to no
	// invoice (see DepositHold), one per invoice and token, none with a
	// hold in flight, fewer than MaxDepositAttempts holds sent.
	DepositsToHold(ctx context.Context, chainID int64, now time.Time, limit int) ([]DepositHold, error)
	// RefusedHold counts a hold of hold's transfers the gateway refused
	// (nothing there, no one here may, or the invoice's record moved on
	// since it was read): after MaxDepositAttempts they are no longer
	// held, and stay at the address, safe.
	RefusedHold(ctx context.Context, hold DepositHold) error
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
		ids[i], invs[i] = inv.ID, stagedOnGateway(inv)
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

// stagedOnGateway is inv as the gateway's staged record commits it.
func stagedOnGateway(inv invoice.Invoice) chain.Invoice {
	return chain.Invoice{ID: inv.ID, Merchant: inv.MerchantWallet, PayoutToken: inv.PayoutToken,
		Amount: big.NewInt(inv.Amount), ExpiresAt: inv.ChainExpiresAt}
}

// Hold asks the gateway to hold the deposits paid to no invoice (a second
// payment, a late one, another token, one on a chain where the invoice is
// not staged), up to HoldBatch, and returns how many it sent. A hold the
// gateway refuses at estimation (nothing there any more, this wallet may
// not: holdDeposit is the operator's relayers', or the invoice was paid
// meanwhile) is counted and tried again with the state then, up to
// MaxDepositAttempts; after that the funds stay at the deposit address,
// which no one else can sweep.
func (p *DepositPayer) Hold(ctx context.Context) (int, error) {
	due, err := p.store.DepositsToHold(ctx, p.sender.ChainID(), p.now(), HoldBatch)
	if err != nil || len(due) == 0 {
		return 0, err
	}
	sent := 0
	for _, h := range due {
		inv := h.Invoice
		tx, err := p.sender.SendDepositHold(ctx, h, func(opts *bind.TransactOpts) (*types.Transaction, error) {
			switch h.Kind {
			case HoldPaid:
				return p.gateway.HoldPaidDeposit(ctx, opts, chain.PaidInvoice{ID: inv.ID, Merchant: inv.MerchantWallet, PayoutToken: inv.PayoutToken,
					Amount: big.NewInt(inv.Amount - inv.Refunded), Payer: inv.Payer, PaidAt: uint64(inv.PaidAt.Unix())}, h.Token)
			case HoldStaged:
				return p.gateway.HoldStagedDeposit(ctx, opts, stagedOnGateway(inv), h.Token)
			default:
				return p.gateway.HoldDeposit(ctx, opts, inv.ID, h.Token)
			}
		})
		var revert *chain.RevertError
		switch {
		case errors.As(err, &revert):
			p.log.WarnContext(ctx, "the gateway refuses to hold a deposit paid to no invoice; tried again, then left at its address",
				"invoice", inv.ID, "token", h.Token, "kind", h.Kind, "reason", revert.Name)
			if err := p.store.RefusedHold(ctx, h); err != nil {
				return sent, err
			}
		case err != nil:
			return sent, fmt.Errorf("hold a deposit of %s: %w", inv.ID, err)
		default:
			sent++
			p.log.InfoContext(ctx, "holding a deposit paid to no invoice", "invoice", inv.ID, "token", h.Token, "kind", h.Kind, "tx", tx.Hash())
		}
	}
	return sent, nil
}
