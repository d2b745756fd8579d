package postgres

import (
	"context"
	"fmt"
	"math/big"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/invoice"
)

// InvoiceHistory returns merchantID's invoice id with the moments its row
// records and its webhook events with their deliveries.
func (s *InvoiceStore) InvoiceHistory(ctx context.Context, merchantID uuid.UUID, id invoice.ID) (invoice.History, error) {
	var h invoice.History
	err := pgx.BeginTxFunc(ctx, s.pool, pgx.TxOptions{AccessMode: pgx.ReadOnly, IsoLevel: pgx.RepeatableRead}, func(tx pgx.Tx) error {
		var (
			claimedAt, voidedAt *time.Time
			claimTx             []byte
			err                 error
		)
		h.Invoice, err = scanInvoice(tx.QueryRow(ctx, `SELECT `+invoiceColumns+`, claimed_at, claim_tx_hash, voided_at
			FROM invoices WHERE id = $1 AND merchant_id = $2`, id[:], merchantID), &claimedAt, &claimTx, &voidedAt)
		if err != nil {
			return err
		}
		h.Events, err = invoiceEvents(ctx, tx, id)
		if err != nil {
			return err
		}
		refunds, err := invoiceRefunds(ctx, tx, id)
		if err != nil {
			return err
		}
		sends, err := invoiceSends(ctx, tx, id)
		if err != nil {
			return err
		}
		left, err := invoiceStagingsLeft(ctx, tx, id)
		if err != nil {
			return err
		}
		transfers, err := invoiceTransfers(ctx, tx, id)
		if err != nil {
			return err
		}
		h.Moments = moments(h.Invoice, h.Events, slices.Concat(sends, refunds, left, transfers), claimedAt, claimTx, voidedAt)
		for i := range h.Moments {
			// Every other step is on the network the invoice is on: it is
			// paid, refunded and claimed there.
			if m := &h.Moments[i]; m.ChainID == 0 && (m.TxHash != (common.Hash{}) || m.Kind == invoice.MomentStaged) {
				m.ChainID = h.Invoice.ChainID
			}
		}
		return nil
	})
	if err != nil {
		return h, fmt.Errorf("InvoiceStore.InvoiceHistory(%s): %w", id, err)
	}
	return h, nil
}

// invoiceRefunds are the invoice's refunds as moments, oldest first.
func invoiceRefunds(ctx context.Context, tx pgx.Tx, id invoice.ID) ([]invoice.Moment, error) {
	rows, err := tx.Query(ctx, `SELECT refunded_at, tx_hash, amount, remaining FROM invoice_refunds
		WHERE invoice_id = $1 ORDER BY refunded_at, remaining DESC`, id[:])
	if err != nil {
		return nil, err
	}
	var (
		out               []invoice.Moment
		at                time.Time
		hash              []byte
		amount, remaining int64
	)
	_, err = pgx.ForEachRow(rows, []any{&at, &hash, &amount, &remaining}, func() error {
		out = append(out, invoice.Moment{Kind: invoice.MomentRefunded, At: at.UTC(), TxHash: common.BytesToHash(hash), Amount: amount, Remaining: remaining})
		return nil
	})
	return out, err
}

// invoiceTransfers are the transfers to the invoice's deposit address on any chain, in any token,
// as moments, oldest first: when each was recorded (at the confirmation depth, before anything
// it paid), who sent it, what and in which transaction.
func invoiceTransfers(ctx context.Context, tx pgx.Tx, id invoice.ID) ([]invoice.Moment, error) {
	rows, err := tx.Query(ctx, `SELECT chain_id, tx_hash, token, sender, amount::text, recorded_at FROM invoice_deposits
		WHERE invoice_id = $1 ORDER BY recorded_at, block_number, log_index`, id[:])
	if err != nil {
		return nil, err
	}
	var (
		out                 []invoice.Moment
		chainID             int64
		hash, token, sender []byte
		amount              string
		at                  time.Time
	)
	_, err = pgx.ForEachRow(rows, []any{&chainID, &hash, &token, &sender, &amount, &at}, func() error {
		units, ok := new(big.Int).SetString(amount, 10)
		if !ok {
			return fmt.Errorf("transfer %x: amount %q", hash, amount)
		}
		out = append(out, invoice.Moment{Kind: invoice.MomentTransfer, At: at.UTC(), ChainID: chainID, TxHash: common.BytesToHash(hash),
			From: common.BytesToAddress(sender), Token: common.BytesToAddress(token), Units: units})
		return nil
	})
	return out, err
}

// invoiceStagingsLeft are the networks the invoice was on before the
// customer chose another, as moments: its staging there (if it was
// staged), and its move away.
func invoiceStagingsLeft(ctx context.Context, tx pgx.Tx, id invoice.ID) ([]invoice.Moment, error) {
	rows, err := tx.Query(ctx, `SELECT chain_id, stage_tx_hash, staged_at, moved_at FROM invoice_stagings
		WHERE invoice_id = $1 ORDER BY moved_at`, id[:])
	if err != nil {
		return nil, err
	}
	var (
		out      []invoice.Moment
		chainID  int64
		hash     []byte
		stagedAt *time.Time
		movedAt  time.Time
	)
	_, err = pgx.ForEachRow(rows, []any{&chainID, &hash, &stagedAt, &movedAt}, func() error {
		if stagedAt != nil {
			out = append(out, invoice.Moment{Kind: invoice.MomentStaged, At: stagedAt.UTC(), ChainID: chainID, TxHash: common.BytesToHash(hash)})
		}
		out = append(out, invoice.Moment{Kind: invoice.MomentMoved, At: movedAt.UTC(), ChainID: chainID})
		return nil
	})
	return out, err
}

// invoiceSends are the refunds and claims of the invoice the server wallet
// sent, as moments: each one's sending and, for one that failed, its
// failure.
func invoiceSends(ctx context.Context, tx pgx.Tx, id invoice.ID) ([]invoice.Moment, error) {
	rows, err := tx.Query(ctx, `SELECT s.kind, s.tx_hash, coalesce(s.amount, 0), s.status, coalesce(s.reason, ''), s.created_at, s.finished_at
		FROM escrow_send_invoices i JOIN escrow_sends s ON s.tx_hash = i.tx_hash
		WHERE i.invoice_id = $1 ORDER BY s.created_at`, id[:])
	if err != nil {
		return nil, err
	}
	var (
		out                  []invoice.Moment
		kind, status, reason string
		hash                 []byte
		amount               int64
		sentAt               time.Time
		finishedAt           *time.Time
	)
	_, err = pgx.ForEachRow(rows, []any{&kind, &hash, &amount, &status, &reason, &sentAt, &finishedAt}, func() error {
		sent, failed := invoice.MomentClaimSent, invoice.MomentClaimFailed
		if kind == "refund" {
			sent, failed = invoice.MomentRefundSent, invoice.MomentRefundFailed
		}
		m := invoice.Moment{Kind: sent, At: sentAt.UTC(), TxHash: common.BytesToHash(hash), Amount: amount}
		out = append(out, m)
		if status == "failed" && finishedAt != nil {
			m.Kind, m.At, m.Reason = failed, finishedAt.UTC(), reason
			out = append(out, m)
		}
		return nil
	})
	return out, err
}

// moments are the steps the invoice's row and its refunds record. A
// failure and an expiry keep no time of their own: their events' times
// stand in.
func moments(inv invoice.Invoice, events []invoice.Notification, refunds []invoice.Moment, claimedAt *time.Time, claimTx []byte, voidedAt *time.Time) []invoice.Moment {
	out := []invoice.Moment{{Kind: invoice.MomentCreated, At: inv.CreatedAt}}
	if inv.StagedAt != nil {
		out = append(out, invoice.Moment{Kind: invoice.MomentStaged, At: *inv.StagedAt, TxHash: inv.StageTxHash})
	}
	if inv.PaidAt != nil {
		out = append(out, invoice.Moment{Kind: invoice.MomentPaid, At: *inv.PaidAt, TxHash: inv.SettleTxHash})
	}
	out = append(out, refunds...)
	if claimedAt != nil {
		out = append(out, invoice.Moment{Kind: invoice.MomentClaimed, At: claimedAt.UTC(), TxHash: common.BytesToHash(claimTx)})
	}
	if voidedAt != nil {
		out = append(out, invoice.Moment{Kind: invoice.MomentVoided, At: voidedAt.UTC()})
	}
	eventTime := func(typ string) (time.Time, bool) {
		for _, e := range events {
			if e.Type == typ {
				return e.At, true
			}
		}
		return time.Time{}, false
	}
	if inv.Status == invoice.Failed {
		if at, ok := eventTime("invoice.failed"); ok {
			out = append(out, invoice.Moment{Kind: invoice.MomentFailed, At: at})
		}
	}
	if inv.Status == invoice.Expired && inv.ExpiresAt != nil {
		out = append(out, invoice.Moment{Kind: invoice.MomentExpired, At: *inv.ExpiresAt})
	}
	return out
}

// invoiceEvents are the invoice's webhook events, oldest first, each with
// its deliveries and a summary of their attempts.
func invoiceEvents(ctx context.Context, tx pgx.Tx, id invoice.ID) ([]invoice.Notification, error) {
	rows, err := tx.Query(ctx, `SELECT e.id, e.type, e.created_at, d.id, coalesce(ep.url, ''), d.status,
			(SELECT count(*) FROM webhook_attempts a WHERE a.delivery_id = d.id),
			l.attempted_at, l.status_code, l.error
		FROM webhook_events e
		LEFT JOIN webhook_deliveries d ON d.event_id = e.id
		LEFT JOIN webhook_endpoints ep ON ep.id = d.endpoint_id
		LEFT JOIN LATERAL (SELECT attempted_at, status_code, error FROM webhook_attempts a
			WHERE a.delivery_id = d.id ORDER BY attempted_at DESC, id DESC LIMIT 1) l ON true
		WHERE e.invoice_id = $1
		ORDER BY e.created_at, e.id, d.id`, id[:])
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []invoice.Notification
	for rows.Next() {
		var (
			evID, typ  string
			at         time.Time
			deliveryID *int64
			url        string
			status     *string
			attempts   int
			lastAt     *time.Time
			lastCode   *int32
			lastErr    *string
		)
		if err := rows.Scan(&evID, &typ, &at, &deliveryID, &url, &status, &attempts, &lastAt, &lastCode, &lastErr); err != nil {
			return nil, err
		}
		if len(out) == 0 || out[len(out)-1].ID != evID {
			out = append(out, invoice.Notification{ID: evID, Type: typ, At: at.UTC()})
		}
		if deliveryID == nil {
			continue
		}
		d := invoice.Delivery{EndpointURL: url, Status: *status, Attempts: attempts, LastAttemptAt: utcPtr(lastAt)}
		if lastCode != nil {
			d.LastStatus = int(*lastCode)
		}
		if lastErr != nil {
			d.LastError = *lastErr
		}
		ev := &out[len(out)-1]
		ev.Deliveries = append(ev.Deliveries, d)
	}
	return out, rows.Err()
}
