package postgres

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/invoice"
)

// effectiveStatus is an invoice's status as the API shows it: one unpaid
// past its expiry is expired before the sweep records it.
func effectiveStatus(now string) string {
	return `(CASE WHEN status IN ('staging', 'open') AND expires_at <= ` + now + ` THEN 'expired' ELSE status END)`
}

// listQuery builds the SELECT of merchantID's invoices matching f, newest
// first, after the cursor when not nil, as of now (for expiry).
func listQuery(merchantID uuid.UUID, f invoice.Filter, after *invoice.Cursor, now time.Time) (string, []any) {
	args := []any{merchantID}
	arg := func(v any) string {
		args = append(args, v)
		return "$" + strconv.Itoa(len(args))
	}
	var b strings.Builder
	b.WriteString(`SELECT ` + invoiceColumns + ` FROM invoices WHERE merchant_id = $1`)
	if len(f.Statuses) > 0 {
		names := make([]string, len(f.Statuses))
		for i, s := range f.Statuses {
			names[i] = string(s)
		}
		b.WriteString(` AND ` + effectiveStatus(arg(now)) + ` = ANY(` + arg(names) + `::text[])`)
	}
	if !f.CreatedFrom.IsZero() {
		b.WriteString(` AND created_at >= ` + arg(f.CreatedFrom))
	}
	if !f.CreatedTo.IsZero() {
		b.WriteString(` AND created_at < ` + arg(f.CreatedTo))
	}
	if f.Search != "" {
		s := arg(f.Search)
		b.WriteString(` AND (reference = ` + s + ` OR EXISTS (SELECT 1 FROM jsonb_each_text(metadata) m WHERE m.value = ` + s + `)`)
		if prefix, ok := f.IDPrefix(); ok {
			b.WriteString(` OR encode(id, 'hex') LIKE ` + arg(prefix+"%"))
		}
		b.WriteString(`)`)
	}
	switch f.PaidVia { // as invoice.Invoice.PaidVia tells them
	case invoice.PaidByDeposit:
		b.WriteString(` AND paid_at IS NOT NULL AND payer = deposit_address`)
	case invoice.PaidBySignature:
		b.WriteString(` AND paid_at IS NOT NULL AND payer IS NOT NULL AND payer IS DISTINCT FROM deposit_address`)
	}
	if after != nil {
		b.WriteString(` AND (created_at, id) < (` + arg(after.CreatedAt) + `, ` + arg(after.ID[:]) + `)`)
	}
	b.WriteString(` ORDER BY created_at DESC, id DESC`)
	return b.String(), args
}

// ListInvoices returns up to limit of merchantID's invoices matching f
// after the cursor, newest first.
func (s *InvoiceStore) ListInvoices(ctx context.Context, merchantID uuid.UUID, f invoice.Filter, after *invoice.Cursor, now time.Time, limit int) ([]invoice.Invoice, error) {
	q, args := listQuery(merchantID, f, after, now)
	rows, err := s.pool.Query(ctx, q+` LIMIT `+strconv.Itoa(limit), args...)
	if err != nil {
		return nil, fmt.Errorf("InvoiceStore.ListInvoices(%s): %w", merchantID, err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (invoice.Invoice, error) { return scanInvoice(row) })
	if err != nil {
		return nil, fmt.Errorf("InvoiceStore.ListInvoices(%s): %w", merchantID, err)
	}
	return out, nil
}

// EachInvoice calls fn with every invoice of merchantID matching f, newest
// first, as the rows arrive: one query, read row by row.
func (s *InvoiceStore) EachInvoice(ctx context.Context, merchantID uuid.UUID, f invoice.Filter, now time.Time, fn func(invoice.Invoice) error) error {
	q, args := listQuery(merchantID, f, nil, now)
	rows, err := s.pool.Query(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("InvoiceStore.EachInvoice(%s): %w", merchantID, err)
	}
	defer rows.Close()
	for rows.Next() {
		inv, err := scanInvoice(rows)
		if err != nil {
			return fmt.Errorf("InvoiceStore.EachInvoice(%s): %w", merchantID, err)
		}
		if err := fn(inv); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("InvoiceStore.EachInvoice(%s): %w", merchantID, err)
	}
	return nil
}
