package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
)

// EscrowStore reads paid invoices for the escrow view.
type EscrowStore struct {
	pool *pgxpool.Pool
	// HoldEvents holds the webhook events of Paystead's own refunds and
	// claims until the reconciler finds their transactions confirmed (as
	// RelayerStore.HoldEvents does for payments).
	HoldEvents bool
}

// NewEscrowStore returns a store on pool: it reads the merchant's paid
// invoices (escrow.Store) and records the refunds and claims of them that
// the server wallet sent (relayer.EscrowStore), the same rows.
func NewEscrowStore(pool *pgxpool.Pool) *EscrowStore { return &EscrowStore{pool: pool} }

var (
	_ escrow.Store        = (*EscrowStore)(nil)
	_ relayer.EscrowStore = (*EscrowStore)(nil)
)

const paidColumns = `id, merchant_id, merchant_wallet, payout_token, pay_in_token, amount, refunded_amount, payer, paid_at_unix, status,
	settle_tx_hash, claimed_at, claim_tx_hash, refund_tx_hash, metadata, chain_id, deposit_address`

// Bucket lists the merchant's invoices in status paid between paidAfter
// (exclusive, on chain time) and paidBefore, newest first.
func (s *EscrowStore) Bucket(ctx context.Context, merchantID uuid.UUID, f escrow.Filter, status invoice.Status, paidBefore, paidAfter time.Time, limit int) ([]escrow.Paid, error) {
	var before, after, from, to *int64
	unix := func(t time.Time) *int64 {
		if t.IsZero() {
			return nil
		}
		v := t.Unix()
		return &v
	}
	// paidBefore: matured (paid at or before the cut); paidAfter: pending.
	before, after, from, to = unix(paidBefore), unix(paidAfter), unix(f.PaidFrom), unix(f.PaidTo)
	rows, err := s.pool.Query(ctx, `SELECT `+paidColumns+` FROM invoices
		WHERE merchant_id = $1 AND status = $2 AND paid_at_unix IS NOT NULL
		  AND ($3::bigint IS NULL OR paid_at_unix <= $3)
		  AND ($4::bigint IS NULL OR paid_at_unix > $4)
		  AND ($5::bigint IS NULL OR paid_at_unix >= $5)
		  AND ($6::bigint IS NULL OR paid_at_unix <= $6)
		  AND ($7 = '' OR pay_in_token = $7)
		ORDER BY paid_at DESC, id LIMIT $8`,
		merchantID, string(status), before, after, from, to, f.Token, limit)
	if err != nil {
		return nil, fmt.Errorf("EscrowStore.Bucket(%s, %s): %w", merchantID, status, err)
	}
	defer rows.Close()
	var out []escrow.Paid
	for rows.Next() {
		p, err := scanPaid(rows)
		if err != nil {
			return nil, fmt.Errorf("EscrowStore.Bucket: %w", err)
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

// PaidInvoice returns the invoice's payment record, or invoice.ErrNotFound
// when no such invoice was ever paid.
func (s *EscrowStore) PaidInvoice(ctx context.Context, id invoice.ID) (escrow.Paid, error) {
	// Any status: the service tells "never paid" from "unknown".
	p, err := scanPaid(s.pool.QueryRow(ctx, `SELECT `+paidColumns+` FROM invoices WHERE id = $1`, id[:]))
	if errors.Is(err, pgx.ErrNoRows) {
		return p, fmt.Errorf("EscrowStore.PaidInvoice(%s): %w", id, invoice.ErrNotFound)
	}
	return p, err
}

func scanPaid(row pgx.Row) (escrow.Paid, error) {
	var (
		p                           escrow.Paid
		id, merchant, payout, payer []byte
		settle, claim, refund       []byte
		deposit                     []byte
		status                      string
		paidAt                      *int64 // NULL until paid
	)
	if err := row.Scan(&id, &p.MerchantID, &merchant, &payout, &p.Token, &p.Amount, &p.Refunded, &payer, &paidAt, &status,
		&settle, &p.ClaimedAt, &claim, &refund, &p.Metadata, &p.ChainID, &deposit); err != nil {
		return p, err
	}
	copy(p.ID[:], id)
	p.Merchant = common.BytesToAddress(merchant)
	p.PayoutToken = common.BytesToAddress(payout)
	p.Payer = common.BytesToAddress(payer)
	if paidAt != nil {
		p.PaidAt = time.Unix(*paidAt, 0).UTC()
	}
	p.Status = invoice.Status(status)
	p.SettleTxHash = common.BytesToHash(settle)
	p.ClaimTxHash = common.BytesToHash(claim)
	p.RefundTxHash = common.BytesToHash(refund)
	if deposit != nil {
		p.DepositAddress = common.BytesToAddress(deposit)
	}
	return p, nil
}

// Reserve holds the invoices of ids no other request holds, for
// escrow.HoldFor, and names those another request holds.
func (s *EscrowStore) Reserve(ctx context.Context, ids []invoice.ID) (escrow.Hold, []invoice.ID, error) {
	var hold escrow.Hold
	rows, err := s.pool.Query(ctx, `UPDATE invoices SET escrow_busy_until = now() + make_interval(secs => $2)
		WHERE id = ANY($1) AND (escrow_busy_until IS NULL OR escrow_busy_until <= now())
		RETURNING id, escrow_busy_until`, idBytes(ids), escrow.HoldFor.Seconds())
	if err != nil {
		return hold, nil, fmt.Errorf("EscrowStore.Reserve(%d invoices): %w", len(ids), err)
	}
	var id []byte
	taken := make(map[invoice.ID]bool, len(ids))
	if _, err := pgx.ForEachRow(rows, []any{&id, &hold.Token}, func() error {
		taken[invoice.ID(id)] = true
		hold.IDs = append(hold.IDs, invoice.ID(id))
		return nil
	}); err != nil {
		return escrow.Hold{}, nil, fmt.Errorf("EscrowStore.Reserve(%d invoices): %w", len(ids), err)
	}
	var busy []invoice.ID
	for _, id := range ids {
		if !taken[id] {
			busy = append(busy, id)
		}
	}
	return hold, busy, nil
}

// Release ends h, leaving alone any later hold of the same invoices.
func (s *EscrowStore) Release(ctx context.Context, h escrow.Hold) error {
	_, err := s.pool.Exec(ctx, `UPDATE invoices SET escrow_busy_until = NULL WHERE id = ANY($1) AND escrow_busy_until = $2`, idBytes(h.IDs), h.Token)
	if err != nil {
		return fmt.Errorf("EscrowStore.Release(%d invoices): %w", len(h.IDs), err)
	}
	return nil
}
