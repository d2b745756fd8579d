package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
)

var _ relayer.DepositPayStore = (*RelayerStore)(nil)

// DepositsDue lists the invoices of chainID their deposits can pay now
// (see relayer.DepositPayStore), oldest first. It starts from the chain's
// deposits, far fewer than its invoices.
func (s *RelayerStore) DepositsDue(ctx context.Context, chainID int64, now time.Time, limit int) ([]invoice.Invoice, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+invoiceColumns+` FROM invoices
		WHERE id IN (
			SELECT d.invoice_id FROM invoice_deposits d JOIN invoices i ON i.id = d.invoice_id
			WHERE d.chain_id = $1 AND i.chain_id = $1 AND i.status = 'open' AND d.token = i.payout_token
				AND (i.expires_at IS NULL OR i.expires_at > $2)
				AND i.deposit_pay_attempts < $3
				AND NOT EXISTS (SELECT 1 FROM relayer_txs t WHERE t.first_hash = i.deposit_pay_tx AND t.status IN ('signed', 'sent'))
			GROUP BY d.invoice_id, i.amount
			HAVING sum(d.amount) >= i.amount)
		ORDER BY created_at LIMIT $4`, chainID, now, relayer.MaxDepositAttempts, limit)
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.DepositsDue(%d): %w", chainID, err)
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (invoice.Invoice, error) { return scanInvoice(row) })
}
