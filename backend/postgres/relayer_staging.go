package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/backend/webhook"
)

// CreateInvoicesAndLockNonce inserts invs with their invoice.created events
// and locks acct's nonce counter, in one round trip (the webhook jobs the
// events queue follow in a second); the staging transaction that stages
// invs is stored in the same database transaction (StoreSigned), so an
// invoice never exists without it.
func (t relayerTx) CreateInvoicesAndLockNonce(ctx context.Context, invs []invoice.Invoice, acct relayer.Account) (uint64, bool, error) {
	b := &pgx.Batch{}
	var deliveries *[]int64
	if len(invs) > 0 {
		evs, err := queueInvoices(b, invs)
		if err != nil {
			return 0, false, fmt.Errorf("RelayerStore.CreateInvoicesAndLockNonce(%d invoices): %w", len(invs), err)
		}
		if deliveries, err = queueEvents(b, webhook.InvoiceCreated, evs); err != nil {
			return 0, false, fmt.Errorf("RelayerStore.CreateInvoicesAndLockNonce(%d invoices): %w", len(invs), err)
		}
	}
	// The nonce last: its row lock is held from here to the commit.
	var (
		next  uint64
		found bool
	)
	b.Queue(lockNonceSQL, acct.ChainID, acct.Address.Bytes()).QueryRow(func(row pgx.Row) (err error) {
		next, found, err = scanNonce(row)
		return err
	})
	if err := t.tx.SendBatch(ctx, b).Close(); err != nil {
		return 0, false, fmt.Errorf("RelayerStore.CreateInvoicesAndLockNonce(%d invoices): %w", len(invs), err)
	}
	if deliveries != nil {
		if err := insertDeliveryJobs(ctx, t.tx, *deliveries); err != nil {
			return 0, false, fmt.Errorf("RelayerStore.CreateInvoicesAndLockNonce(%d invoices): webhook jobs: %w", len(invs), err)
		}
	}
	return next, found, nil
}

// RecordStaged records a staging transaction's receipt and, when it
// succeeded, moves ids from staging to open: one round trip, in one
// implicit transaction.
func (s *RelayerStore) RecordStaged(ctx context.Context, r *types.Receipt, ids []invoice.ID, at time.Time) error {
	b := &pgx.Batch{}
	b.Queue(recordReceiptSQL, receiptArgs(r)...)
	if r.Status == types.ReceiptStatusSuccessful {
		queueMarkOpen(b, ids, r.TxHash, at)
	}
	if err := s.pool.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("RelayerStore.RecordStaged(%s, %d invoices): %w", r.TxHash.Hex(), len(ids), err)
	}
	return nil
}
