package postgres

import (
	"cmp"
	"context"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/paylink"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// PayLinkStore keeps payment links.
type PayLinkStore struct {
	pool *pgxpool.Pool
}

// NewPayLinkStore returns a store on pool.
func NewPayLinkStore(pool *pgxpool.Pool) *PayLinkStore { return &PayLinkStore{pool: pool} }

var _ paylink.Store = (*PayLinkStore)(nil)

// CreateLink stores l unless its merchant already has max links.
func (s *PayLinkStore) CreateLink(ctx context.Context, l paylink.Link, max int) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if room, err := merchantHasRoom(ctx, tx, l.MerchantID, `SELECT count(*) FROM payment_links WHERE merchant_id = $1`, max); err != nil || !room {
			return cmp.Or(err, paylink.ErrTooMany)
		}
		_, err := tx.Exec(ctx, `INSERT INTO payment_links (id, merchant_id, slug, title, description, pay_in_token, amount, min_amount, max_amount, success_url, enabled, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, NULLIF($7, 0), NULLIF($8, 0), NULLIF($9, 0), NULLIF($10, ''), $11, $12)`,
			l.ID, l.MerchantID, l.Slug, l.Title, l.Description, string(l.PayInToken), l.Amount, l.MinAmount, l.MaxAmount, l.SuccessURL, l.Enabled, l.CreatedAt)
		var pe *pgconn.PgError
		if errors.As(err, &pe) && pe.Code == "23505" && pe.ConstraintName == "payment_links_slug_key" {
			return paylink.ErrSlugTaken
		}
		return err
	})
	if err != nil {
		return fmt.Errorf("PayLinkStore.CreateLink(%s): %w", l.Slug, err)
	}
	return nil
}

// linkColumns read a link with its counts: the invoices its slug marks,
// of its merchant, and how many of them were paid.
const linkColumns = `l.id, l.merchant_id, l.slug, l.title, l.description, l.pay_in_token, coalesce(l.amount, 0), coalesce(l.min_amount, 0),
	coalesce(l.max_amount, 0), coalesce(l.success_url, ''), l.enabled, l.created_at,
	(SELECT count(*) FROM invoices i WHERE i.merchant_id = l.merchant_id AND i.metadata ? 'paymentLink' AND i.metadata ->> 'paymentLink' = l.slug),
	(SELECT count(*) FROM invoices i WHERE i.merchant_id = l.merchant_id AND i.metadata ? 'paymentLink' AND i.metadata ->> 'paymentLink' = l.slug AND i.paid_at_unix IS NOT NULL)`

func scanLink(row pgx.Row) (paylink.Link, error) {
	var (
		l     paylink.Link
		token string
	)
	err := row.Scan(&l.ID, &l.MerchantID, &l.Slug, &l.Title, &l.Description, &token, &l.Amount, &l.MinAmount, &l.MaxAmount,
		&l.SuccessURL, &l.Enabled, &l.CreatedAt, &l.Invoices, &l.Paid)
	if errors.Is(err, pgx.ErrNoRows) {
		return l, paylink.ErrNotFound
	}
	l.PayInToken = invoiceapi.Token(token)
	l.CreatedAt = l.CreatedAt.UTC()
	return l, err
}

// Links lists merchantID's links, newest first.
func (s *PayLinkStore) Links(ctx context.Context, merchantID uuid.UUID) ([]paylink.Link, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+linkColumns+` FROM payment_links l WHERE l.merchant_id = $1 ORDER BY l.created_at DESC, l.id`, merchantID)
	if err != nil {
		return nil, fmt.Errorf("PayLinkStore.Links(%s): %w", merchantID, err)
	}
	out, err := pgx.CollectRows(rows, func(r pgx.CollectableRow) (paylink.Link, error) { return scanLink(r) })
	if err != nil {
		return nil, fmt.Errorf("PayLinkStore.Links(%s): %w", merchantID, err)
	}
	return out, nil
}

// LinkBySlug reads the link at slug.
func (s *PayLinkStore) LinkBySlug(ctx context.Context, slug string) (paylink.Link, error) {
	l, err := scanLink(s.pool.QueryRow(ctx, `SELECT `+linkColumns+` FROM payment_links l WHERE l.slug = $1`, slug))
	if err != nil {
		return l, fmt.Errorf("PayLinkStore.LinkBySlug(%s): %w", slug, err)
	}
	return l, nil
}

// SetEnabled turns merchantID's link id on or off and returns it.
func (s *PayLinkStore) SetEnabled(ctx context.Context, merchantID, id uuid.UUID, enabled bool) (paylink.Link, error) {
	l, err := scanLink(s.pool.QueryRow(ctx, `WITH u AS (UPDATE payment_links SET enabled = $3, updated_at = now()
			WHERE id = $1 AND merchant_id = $2 RETURNING *)
		SELECT `+linkColumns+` FROM u l`, id, merchantID, enabled))
	if err != nil {
		return l, fmt.Errorf("PayLinkStore.SetEnabled(%s): %w", id, err)
	}
	return l, nil
}
