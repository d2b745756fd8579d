package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
)

// The refunds and claims the server wallet sent for merchants
// (escrow_sends): each stored with its transaction, followed to its
// receipt, and recorded done or failed. While one is open, its invoices
// are held (escrow_busy_until 'infinity') so that no second refund or
// claim of them is sent on the state before it.

// queueEscrowSend queues the insert of send, stored with its transaction
// hash, and the hold of its invoices.
func queueEscrowSend(b *pgx.Batch, hash common.Hash, send relayer.EscrowSend) {
	var amount *int64
	if send.Purpose == relayer.PurposeRefund {
		amount = &send.Amount
	}
	ids := idBytes(send.Invoices)
	b.Queue(`INSERT INTO escrow_sends (tx_hash, kind, merchant_id, amount) VALUES ($1, $2, $3, $4)`,
		hash.Bytes(), string(send.Purpose), send.Merchant, amount)
	b.Queue(`INSERT INTO escrow_send_invoices (tx_hash, invoice_id) SELECT $1, unnest($2::bytea[])`, hash.Bytes(), ids)
	b.Queue(`UPDATE invoices SET escrow_busy_until = 'infinity' WHERE id = ANY($1)`, ids)
}

// finishSend records the open send sent as status (done or failed, with
// reason) and releases its invoices. It reports false, changing nothing,
// when the send was finished already; kind and amount are the send's.
func finishSend(ctx context.Context, tx pgx.Tx, sent common.Hash, status, reason string) (finished bool, kind string, amount *int64, err error) {
	var why *string
	if reason != "" {
		why = &reason
	}
	err = tx.QueryRow(ctx, `UPDATE escrow_sends SET status = $2, reason = $3, finished_at = now()
		WHERE tx_hash = $1 AND status = 'sent' RETURNING kind, amount`, sent.Bytes(), status, why).Scan(&kind, &amount)
	if errors.Is(err, pgx.ErrNoRows) {
		return false, "", nil, nil
	}
	if err != nil {
		return false, "", nil, err
	}
	_, err = tx.Exec(ctx, `UPDATE invoices SET escrow_busy_until = NULL
		WHERE id IN (SELECT invoice_id FROM escrow_send_invoices WHERE tx_hash = $1) AND escrow_busy_until = 'infinity'`, sent.Bytes())
	return err == nil, kind, amount, err
}

// RecordRefund records the refund e of the send sent, mined in a block of
// time at (see markRefunded), and finishes the send.
func (s *EscrowStore) RecordRefund(ctx context.Context, sent common.Hash, e chain.InvoiceRefunded, at time.Time) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := markRefunded(ctx, tx, e, at, s.HoldEvents); err != nil {
			return err
		}
		_, _, _, err := finishSend(ctx, tx, sent, "done", "")
		return err
	})
	if err != nil {
		return fmt.Errorf("EscrowStore.RecordRefund(%s, %s): %w", invoice.ID(e.ID), sent.Hex(), err)
	}
	return nil
}

// RecordClaim marks ids claimed by the send sent, mined as mined in a
// block of time at, and finishes the send.
func (s *EscrowStore) RecordClaim(ctx context.Context, sent common.Hash, ids []invoice.ID, mined common.Hash, at time.Time) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		for _, id := range ids {
			if _, err := markClaimed(ctx, tx, id, mined, at, s.HoldEvents); err != nil {
				return err
			}
		}
		_, _, _, err := finishSend(ctx, tx, sent, "done", "")
		return err
	})
	if err != nil {
		return fmt.Errorf("EscrowStore.RecordClaim(%d invoices, %s): %w", len(ids), sent.Hex(), err)
	}
	return nil
}

// FailSend records the send sent as failed with reason and releases its
// invoices; a refund's invoice gets invoice.refund_failed.
func (s *EscrowStore) FailSend(ctx context.Context, sent common.Hash, reason string) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		finished, kind, amount, err := finishSend(ctx, tx, sent, "failed", reason)
		if err != nil || !finished || kind != string(relayer.PurposeRefund) {
			return err
		}
		var id []byte
		if err := tx.QueryRow(ctx, `SELECT invoice_id FROM escrow_send_invoices WHERE tx_hash = $1`, sent.Bytes()).Scan(&id); err != nil {
			return err
		}
		return markRefundFailed(ctx, tx, invoice.ID(id), sent, *amount, reason)
	})
	if err != nil {
		return fmt.Errorf("EscrowStore.FailSend(%s): %w", sent.Hex(), err)
	}
	return nil
}

// OpenSends lists the sends on chainID still open, oldest first; one is
// gone when no version of its transaction is live or mined any more.
func (s *EscrowStore) OpenSends(ctx context.Context, chainID int64, limit int) ([]relayer.OpenSend, error) {
	rows, err := s.pool.Query(ctx, `SELECT s.tx_hash, s.kind, NOT EXISTS (SELECT 1 FROM relayer_txs q JOIN relayer_txs v ON v.first_hash = q.first_hash
			WHERE q.hash = s.tx_hash AND v.status IN ('signed', 'sent', 'mined', 'reverted'))
		FROM escrow_sends s WHERE s.status = 'sent'
			AND EXISTS (SELECT 1 FROM relayer_txs t WHERE t.hash = s.tx_hash AND t.chain_id = $2)
		ORDER BY s.created_at LIMIT $1`, limit, chainID)
	if err != nil {
		return nil, fmt.Errorf("EscrowStore.OpenSends: %w", err)
	}
	var (
		out  []relayer.OpenSend
		hash []byte
		kind string
		gone bool
	)
	if _, err := pgx.ForEachRow(rows, []any{&hash, &kind, &gone}, func() error {
		out = append(out, relayer.OpenSend{Hash: common.BytesToHash(hash), Purpose: relayer.Purpose(kind), Gone: gone})
		return nil
	}); err != nil {
		return nil, fmt.Errorf("EscrowStore.OpenSends: %w", err)
	}
	return out, nil
}
