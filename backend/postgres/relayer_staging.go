package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
)

// CreateInvoicesAndLockNonce inserts invs with their idempotency keys and
// invoice.created events and locks acct's nonce counter, in one round trip
// (the webhook jobs the events queue follow in a second); the staging
// transaction that stages invs is stored in the same database transaction
// (StoreSigned), so an invoice never exists without it.
func (t relayerTx) CreateInvoicesAndLockNonce(ctx context.Context, news []relayer.NewInvoice, acct relayer.Account) (uint64, bool, error) {
	invs := make([]invoice.Invoice, len(news))
	var keyed []relayer.NewInvoice
	for i, n := range news {
		invs[i] = n.Invoice
		if n.Idempotency != nil {
			keyed = append(keyed, n)
		}
	}
	b := &pgx.Batch{}
	deliveries, err := queueCreated(b, invs)
	if err != nil {
		return 0, false, fmt.Errorf("RelayerStore.CreateInvoicesAndLockNonce(%d invoices): %w", len(invs), err)
	}
	queueIdempotencyKeys(b, keyed) // after the invoices they name
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
	if err := insertDeliveryJobs(ctx, t.tx, *deliveries); err != nil {
		return 0, false, fmt.Errorf("RelayerStore.CreateInvoicesAndLockNonce(%d invoices): webhook jobs: %w", len(invs), err)
	}
	return next, found, nil
}

// StoreStaging stores the staging transaction of ids (see StoreSigned)
// and names it on each invoice, in one round trip.
func (t relayerTx) StoreStaging(ctx context.Context, acct relayer.Account, signed *types.Transaction, ids []invoice.ID) error {
	b := &pgx.Batch{}
	if err := queueSigned(b, acct, relayer.PurposeStage, []*types.Transaction{signed}); err != nil {
		return fmt.Errorf("RelayerStore.StoreStaging(%s): %w", signed.Hash().Hex(), err)
	}
	b.Queue(`UPDATE invoices SET stage_tx_hash = $2 WHERE id = ANY($1) AND status = 'staging'`, idBytes(ids), signed.Hash().Bytes())
	if err := t.tx.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("RelayerStore.StoreStaging(%s, nonce %d, %d invoices): %w", signed.Hash().Hex(), signed.Nonce(), len(ids), err)
	}
	return nil
}

// FailStaging moves ids, still staging, to failed with reason, each with
// invoice.failed.
func (s *RelayerStore) FailStaging(ctx context.Context, ids []invoice.ID, reason string) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error { return markFailed(ctx, tx, ids, reason) })
	if err != nil {
		return fmt.Errorf("RelayerStore.FailStaging(%d invoices): %w", len(ids), err)
	}
	return nil
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

// queueIdempotencyKeys queues the claim of each invoice's Idempotency-Key,
// taking over a key whose 24 hours have passed. A key a fresh row holds
// fails the batch with invoice.ErrIdempotencyKeyTaken (two requests with
// one key in a batch fail it too, on the statement itself: the relayer
// then stores each on its own).
func queueIdempotencyKeys(b *pgx.Batch, keyed []relayer.NewInvoice) {
	if len(keyed) == 0 {
		return
	}
	n := len(keyed)
	merchants, keys, hashes, ids, created := make([]uuid.UUID, n), make([]string, n), make([][]byte, n), make([][]byte, n), make([]time.Time, n)
	for i, k := range keyed {
		merchants[i], keys[i], hashes[i] = k.Invoice.MerchantID, k.Idempotency.Key, k.Idempotency.RequestHash[:]
		ids[i], created[i] = k.Invoice.ID[:], k.Invoice.CreatedAt
	}
	b.Queue(`INSERT INTO idempotency_keys (merchant_id, key, request_hash, invoice_id, created_at)
		SELECT * FROM unnest($1::uuid[], $2::text[], $3::bytea[], $4::bytea[], $5::timestamptz[])
		ON CONFLICT (merchant_id, key) DO UPDATE SET request_hash = EXCLUDED.request_hash, invoice_id = EXCLUDED.invoice_id, created_at = EXCLUDED.created_at
		WHERE idempotency_keys.created_at <= EXCLUDED.created_at - $6::interval`,
		merchants, keys, hashes, ids, created, idempotencyTTL).Exec(func(tag pgconn.CommandTag) error {
		if tag.RowsAffected() < int64(n) {
			return invoice.ErrIdempotencyKeyTaken
		}
		return nil
	})
}
