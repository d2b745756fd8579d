package postgres

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
)

// InvoiceWithMerchant reads the invoice with id and the merchant it
// belongs to in one round trip: the two reads go out in one batch, the
// merchant's keyed by the invoice's id, so neither waits for the other.
// It is what the public and owner views of an invoice answer from, with
// what its deposit address received (Deposited) and its refunds in the
// same batch. An
// unknown id is invoice.ErrNotFound.
func (s *InvoiceStore) InvoiceWithMerchant(ctx context.Context, id invoice.ID) (invoice.Invoice, merchant.Merchant, error) {
	var (
		inv          invoice.Invoice
		m            merchant.Merchant
		invErr, mErr error
	)
	b := &pgx.Batch{}
	b.Queue(`SELECT `+invoiceColumns+` FROM invoices WHERE id = $1`, id[:]).QueryRow(func(row pgx.Row) error {
		inv, invErr = scanInvoice(row)
		return nil
	})
	b.Queue(`SELECT `+merchantColumns+` FROM merchants WHERE id = (SELECT merchant_id FROM invoices WHERE id = $1)`, id[:]).QueryRow(func(row pgx.Row) error {
		m, mErr = scanMerchant(row)
		return nil
	})
	var refunds []invoice.Refund
	b.Queue(`SELECT amount, refunded_at, tx_hash FROM invoice_refunds WHERE invoice_id = $1 ORDER BY refunded_at, tx_hash`, id[:]).Query(func(rows pgx.Rows) error {
		var err error
		refunds, err = pgx.CollectRows(rows, func(row pgx.CollectableRow) (invoice.Refund, error) {
			var r invoice.Refund
			var tx []byte
			err := row.Scan(&r.Amount, &r.At, &tx)
			r.TxHash = common.BytesToHash(tx)
			return r, err
		})
		return err
	})
	var deposited int64
	b.Queue(`SELECT coalesce(sum(d.amount), 0)::bigint FROM invoice_deposits d JOIN invoices i ON i.id = d.invoice_id
		WHERE d.invoice_id = $1 AND d.chain_id = i.chain_id AND d.token = i.payout_token`, id[:]).QueryRow(func(row pgx.Row) error {
		return row.Scan(&deposited)
	})
	err := s.pool.SendBatch(ctx, b).Close()
	if err == nil {
		err = invErr
	}
	if err == nil {
		err = mErr
	}
	if err != nil {
		return invoice.Invoice{}, merchant.Merchant{}, fmt.Errorf("InvoiceStore.InvoiceWithMerchant(%s): %w", id, err)
	}
	inv.Deposited, inv.Refunds = deposited, refunds
	return inv, m, nil
}
