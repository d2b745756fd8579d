package postgres

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/invoice"
)

// MoveInvoice moves invoice id, open on chain from (or still waiting for
// its staging transaction there) with no payment pending or in flight, to
// be paid on to.ChainID (see invoice.Store). It locks the
// invoice row first, so a submission being stored for it (which reads the
// row FOR SHARE, see CheckoutStore.CreateSubmission) is either seen here
// or sees the move.
func (s *InvoiceStore) MoveInvoice(ctx context.Context, id invoice.ID, from int64, to invoice.Placement) (invoice.Invoice, error) {
	var moved invoice.Invoice
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var (
			chainID         int64
			status          string
			settling        []byte
			gateway, payout []byte
			stageTx         []byte
			stagedAt        *time.Time
			chainExpires    *int64
			inFlight        bool
		)
		err := tx.QueryRow(ctx, `SELECT chain_id, status, settling_submission, gateway, payout_token, stage_tx_hash, staged_at, chain_expires_at
			FROM invoices WHERE id = $1 FOR UPDATE`, id[:]).Scan(&chainID, &status, &settling, &gateway, &payout, &stageTx, &stagedAt, &chainExpires)
		if errors.Is(err, pgx.ErrNoRows) {
			return invoice.ErrNotFound
		}
		if err != nil {
			return err
		}
		// A statement of its own, after the lock: it sees every
		// submission committed before the lock was taken.
		if err := tx.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM submissions WHERE invoice_id = $1 AND status IN ('pending', 'processing'))`,
			id[:]).Scan(&inFlight); err != nil {
			return err
		}
		unsent := status == string(invoice.Staging) && stageTx == nil
		if chainID != from || (status != string(invoice.Open) && !unsent) || settling != nil || inFlight {
			return invoice.ErrMoveRefused
		}
		// Staged there (open): kept, for a move back. Not yet sent there:
		// nothing to keep, and that chain's stager will not find it now.
		if !unsent {
			if _, err := tx.Exec(ctx, `INSERT INTO invoice_stagings (invoice_id, chain_id, gateway, payout_token, stage_tx_hash, staged_at, chain_expires_at)
				VALUES ($1, $2, $3, $4, $5, $6, $7)
				ON CONFLICT (invoice_id, chain_id) DO UPDATE SET gateway = excluded.gateway, payout_token = excluded.payout_token,
					stage_tx_hash = excluded.stage_tx_hash, staged_at = excluded.staged_at, chain_expires_at = excluded.chain_expires_at, moved_at = now()`,
				id[:], from, gateway, payout, stageTx, stagedAt, chainExpires); err != nil {
				return err
			}
		}
		if err := markMoved(ctx, tx, id, to); err != nil {
			return err
		}
		moved, err = scanInvoice(tx.QueryRow(ctx, `SELECT `+invoiceColumns+` FROM invoices WHERE id = $1`, id[:]))
		return err
	})
	if err != nil {
		return moved, fmt.Errorf("InvoiceStore.MoveInvoice(%s to %d): %w", id, to.ChainID, err)
	}
	return moved, nil
}

// arrayLiteral writes ids as a Postgres array literal ({1,2}), for a
// column of arrays passed through unnest as text.
func arrayLiteral(ids []int64) *string {
	parts := make([]string, len(ids))
	for i, id := range ids {
		parts[i] = strconv.FormatInt(id, 10)
	}
	s := "{" + strings.Join(parts, ",") + "}"
	return &s
}
