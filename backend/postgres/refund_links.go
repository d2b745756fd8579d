package postgres

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/escrowapi"
)

// RefundLinkStore keeps refund links, on the escrow store's pool.
type RefundLinkStore struct{ s *EscrowStore }

// RefundLinks is the refund link store beside the escrows.
func (s *EscrowStore) RefundLinks() *RefundLinkStore { return &RefundLinkStore{s} }

var _ escrow.LinkStore = (*RefundLinkStore)(nil)

// linkDoneSQL tells whether link l's refund or return to its address is mined: a refund of its
// invoice paid there, or (a return link) a return of its held funds there.
const linkDoneSQL = `l.to_address IS NOT NULL AND CASE WHEN l.chain_id IS NULL
	THEN EXISTS (SELECT 1 FROM invoice_refunds r WHERE r.invoice_id = l.invoice_id AND r.paid_to = l.to_address)
	ELSE EXISTS (SELECT 1 FROM held_funds h WHERE h.invoice_id = l.invoice_id AND h.chain_id = l.chain_id AND h.token = l.token
		AND h.returned_to = l.to_address) END`

// refundLinkColumns read a link, with whether its refund or return is mined.
const refundLinkColumns = `l.id, l.merchant_id, l.invoice_id, coalesce(l.amount, 0), l.status, l.to_address, l.tx_hash, coalesce(l.failure, ''),
	coalesce(l.attempt_at, l.created_at), l.created_at, l.expires_at, ` + linkDoneSQL + `,
	l.chain_id, l.token, l.held_amount::text`

func scanRefundLink(row pgx.Row) (escrow.Link, error) {
	var (
		l              escrow.Link
		id, to, txHash []byte
		chainID        *int64
		token          []byte
		held           *string
	)
	err := row.Scan(&l.ID, &l.MerchantID, &id, &l.Amount, &l.Status, &to, &txHash, &l.Failure, &l.AttemptAt, &l.CreatedAt, &l.ExpiresAt, &l.Refunded,
		&chainID, &token, &held)
	if errors.Is(err, pgx.ErrNoRows) {
		return l, escrow.ErrLinkNotFound
	}
	if err != nil {
		return l, err
	}
	if chainID != nil && held != nil {
		amount, ok := new(big.Int).SetString(*held, 10)
		if !ok {
			return l, fmt.Errorf("held amount %q", *held)
		}
		l.Held = &escrow.HeldRef{ChainID: *chainID, Token: common.BytesToAddress(token), Amount: amount}
	}
	copy(l.InvoiceID[:], id)
	if to != nil {
		l.To = common.BytesToAddress(to)
	}
	if txHash != nil {
		l.TxHash = common.BytesToHash(txHash)
	}
	l.AttemptAt, l.CreatedAt, l.ExpiresAt = l.AttemptAt.UTC(), l.CreatedAt.UTC(), l.ExpiresAt.UTC()
	return l, nil
}

// CreateLink stores l and cancels the other open link of the same funds (the invoice's escrow,
// or, for a return link, what is held of one token on one chain), in one transaction; a link of
// them being used (sending) makes it fail with escrow.ErrLinkBusy.
func (r *RefundLinkStore) CreateLink(ctx context.Context, l escrow.Link, tokenHash []byte) error {
	var (
		amount  *int64
		chainID *int64
		token   []byte
		held    *pgtype.Numeric
	)
	if l.Held != nil {
		n := numeric(l.Held.Amount)
		chainID, token, held = &l.Held.ChainID, l.Held.Token.Bytes(), &n
	} else {
		amount = &l.Amount
	}
	err := pgx.BeginFunc(ctx, r.s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `UPDATE refund_links SET status = 'canceled', updated_at = now()
			WHERE invoice_id = $1 AND status = 'open' AND chain_id IS NOT DISTINCT FROM $2 AND token IS NOT DISTINCT FROM $3`,
			l.InvoiceID[:], chainID, token); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO refund_links (id, merchant_id, invoice_id, token_hash, amount, status, created_at, expires_at, chain_id, token, held_amount)
			VALUES ($1, $2, $3, $4, $5, 'open', $6, $7, $8, $9, $10)`, l.ID, l.MerchantID, l.InvoiceID[:], tokenHash, amount, l.CreatedAt, l.ExpiresAt,
			chainID, token, held)
		var pe *pgconn.PgError
		if errors.As(err, &pe) && pe.Code == "23505" && pe.ConstraintName == "refund_links_one_live_idx" {
			return escrow.ErrLinkBusy
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("RefundLinkStore.CreateLink(%s): %w", l.InvoiceID, err)
	}
	return nil
}

// LinkByToken reads the link whose token hashes to tokenHash.
func (r *RefundLinkStore) LinkByToken(ctx context.Context, tokenHash []byte) (escrow.Link, error) {
	l, err := scanRefundLink(r.s.pool.QueryRow(ctx, `SELECT `+refundLinkColumns+` FROM refund_links l WHERE l.token_hash = $1`, tokenHash))
	if err != nil {
		return l, fmt.Errorf("RefundLinkStore.LinkByToken: %w", err)
	}
	return l, nil
}

// Links lists the merchant's links of invoice id, newest first.
func (r *RefundLinkStore) Links(ctx context.Context, merchantID uuid.UUID, id invoice.ID) ([]escrow.Link, error) {
	rows, err := r.s.pool.Query(ctx, `SELECT `+refundLinkColumns+` FROM refund_links l WHERE l.invoice_id = $1 AND l.merchant_id = $2
		ORDER BY l.created_at DESC, l.id`, id[:], merchantID)
	if err != nil {
		return nil, fmt.Errorf("RefundLinkStore.Links(%s): %w", id, err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (escrow.Link, error) { return scanRefundLink(row) })
	if err != nil {
		return nil, fmt.Errorf("RefundLinkStore.Links(%s): %w", id, err)
	}
	return out, nil
}

// BeginLink moves the link to sending with to when it is open, or when its last attempt began
// more than escrow.HoldFor ago and no refund (or return) to that attempt's address is mined.
func (r *RefundLinkStore) BeginLink(ctx context.Context, id uuid.UUID, to common.Address) (bool, error) {
	tag, err := r.s.pool.Exec(ctx, `UPDATE refund_links l SET status = 'sending', to_address = $2, attempt_at = now(), failure = NULL, updated_at = now()
		WHERE l.id = $1 AND (l.status = 'open' OR (l.status = 'sending' AND l.attempt_at < now() - make_interval(secs => $3)
			AND NOT (`+linkDoneSQL+`)))`,
		id, to.Bytes(), escrow.HoldFor.Seconds())
	if err != nil {
		return false, fmt.Errorf("RefundLinkStore.BeginLink(%s): %w", id, err)
	}
	return tag.RowsAffected() == 1, nil
}

// FinishLink ends the link's attempt: sent with tx, or open again with failure.
func (r *RefundLinkStore) FinishLink(ctx context.Context, id uuid.UUID, tx common.Hash, failure string) error {
	var err error
	if tx != (common.Hash{}) {
		_, err = r.s.pool.Exec(ctx, `UPDATE refund_links SET status = 'sent', tx_hash = $2, updated_at = now() WHERE id = $1 AND status = 'sending'`, id, tx.Bytes())
	} else {
		_, err = r.s.pool.Exec(ctx, `UPDATE refund_links SET status = 'open', failure = $2, updated_at = now() WHERE id = $1 AND status = 'sending'`, id, failure)
	}
	if err != nil {
		return fmt.Errorf("RefundLinkStore.FinishLink(%s): %w", id, err)
	}
	return nil
}

// CancelLink cancels the merchant's open link id of invoice inv and returns it; a link that is not open is
// returned as it is (canceling twice is no error), one of another merchant is not found.
func (r *RefundLinkStore) CancelLink(ctx context.Context, merchantID uuid.UUID, inv invoice.ID, id uuid.UUID) (escrow.Link, error) {
	l, err := scanRefundLink(r.s.pool.QueryRow(ctx, `WITH u AS (UPDATE refund_links SET status = 'canceled', updated_at = now()
			WHERE id = $1 AND merchant_id = $2 AND invoice_id = $3 AND status = 'open' RETURNING id)
		SELECT `+refundLinkColumns+` FROM refund_links l WHERE l.id = $1 AND l.merchant_id = $2 AND l.invoice_id = $3`, id, merchantID, inv[:]))
	if err != nil {
		return l, fmt.Errorf("RefundLinkStore.CancelLink(%s): %w", id, err)
	}
	// The statement's snapshot predates its own update: say what it did.
	if l.Status == escrowapi.LinkOpen {
		l.Status = escrowapi.LinkCanceled
	}
	return l, nil
}
