package relayer

import (
	"context"
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

// VoidStore lists the invoices voided in the database that may still be
// payable on the gateway, and records their void there.
type VoidStore interface {
	// UnsentVoids lists at most limit voided invoices staged on chainID
	// (there now, or before they moved to another network) whose void has
	// not been sent to its gateway, oldest void first.
	UnsentVoids(ctx context.Context, chainID int64, limit int) ([]Voided, error)
	// MarkVoidSent records hash as the transaction voiding ids on
	// chainID's gateway; the zero hash says it needs no void for them.
	MarkVoidSent(ctx context.Context, chainID int64, ids []invoice.ID, hash common.Hash) error
}

// Voided is an invoice voided in the database, as it was staged.
type Voided struct {
	ID             invoice.ID
	Merchant       common.Address
	PayoutToken    common.Address
	Amount         int64
	ChainExpiresAt uint64
	VoidedAt       time.Time
}

// NeverStagedAfter is how long after its void an invoice the gateway holds
// no record of is waited for (its staging transaction may still be mined)
// before its void counts as needing nothing on chain.
const NeverStagedAfter = time.Hour

// Voider voids on the gateway the invoices a merchant voided, so that no
// one can pay them there either: one voidInvoices transaction per merchant
// for the voids waiting. A void is rare; the staging it undoes is not, so
// the gateway's cost of a void falls on the void alone (contracts/GAS.md).
type Voider struct {
	gateway *chain.Gateway
	sender  *Sender
	store   VoidStore
	log     *slog.Logger
}

// NewVoider returns a Voider that sends through sender.
func NewVoider(gateway *chain.Gateway, sender *Sender, store VoidStore, log *slog.Logger) *Voider {
	return &Voider{gateway: gateway, sender: sender, store: store, log: log}
}

// VoidBatch is the most invoices one Step voids.
const VoidBatch = 100

// Step sends the voids waiting and returns how many invoices it settled
// (sent, or found to need nothing).
func (v *Voider) Step(ctx context.Context) (int, error) {
	waiting, err := v.store.UnsentVoids(ctx, v.sender.ChainID(), VoidBatch)
	if err != nil || len(waiting) == 0 {
		return 0, err
	}
	var nothing []invoice.ID
	byMerchant := map[common.Address][]Voided{}
	for _, w := range waiting {
		staged := w.staged()
		record, err := v.gateway.Record(ctx, w.ID)
		if err != nil {
			return 0, err
		}
		switch record {
		case chain.StagedRecord(w.Merchant, staged):
			byMerchant[w.Merchant] = append(byMerchant[w.Merchant], w)
		case [32]byte{}:
			// Not staged (yet): its staging transaction may still be mined.
			if time.Since(w.VoidedAt) > NeverStagedAfter {
				nothing = append(nothing, w.ID)
			}
		case chain.RecordVoided:
			nothing = append(nothing, w.ID)
		default:
			// Paid, refunded or claimed on chain: the database's row lock
			// keeps a void and a payment from both going ahead, and only
			// the merchant's agents pay, so this is no void to send.
			v.log.ErrorContext(ctx, "an invoice voided in the database is not payable on the gateway but not voided either", "invoice", w.ID.String(), "record", common.Hash(record).Hex())
			nothing = append(nothing, w.ID)
		}
	}
	done := 0
	if len(nothing) > 0 {
		if err := v.store.MarkVoidSent(ctx, v.sender.ChainID(), nothing, common.Hash{}); err != nil {
			return 0, err
		}
		done += len(nothing)
	}
	for merchant, list := range byMerchant {
		invoices := make([]chain.StagedInvoice, len(list))
		ids := make([]invoice.ID, len(list))
		for i, w := range list {
			invoices[i], ids[i] = w.staged(), w.ID
		}
		tx, err := v.sender.Send(ctx, PurposeVoid, func(opts *bind.TransactOpts) (*types.Transaction, error) {
			return v.gateway.VoidInvoices(ctx, opts, merchant, invoices)
		})
		if err != nil {
			return done, fmt.Errorf("relayer: void %d invoices of %s: %w", len(list), merchant.Hex(), err)
		}
		if err := v.store.MarkVoidSent(context.WithoutCancel(ctx), v.sender.ChainID(), ids, tx.Hash()); err != nil {
			return done, err
		}
		done += len(list)
	}
	return done, nil
}

func (w Voided) staged() chain.StagedInvoice {
	return chain.StagedInvoice{ID: w.ID, PayoutToken: w.PayoutToken, Amount: big.NewInt(w.Amount), ExpiresAt: w.ChainExpiresAt}
}
