package postgres

import (
	"context"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
)

var _ relayer.VoidStore = (*RelayerStore)(nil)

// UnsentVoids lists voided invoices of chainID whose void their gateway
// has not been sent, oldest void first.
func (s *RelayerStore) UnsentVoids(ctx context.Context, chainID int64, limit int) ([]relayer.Voided, error) {
	rows, err := s.pool.Query(ctx, `SELECT id, merchant_wallet, payout_token, amount, coalesce(chain_expires_at, 0), voided_at
		FROM invoices WHERE status = 'voided' AND void_tx_hash IS NULL AND chain_id = $2
		ORDER BY voided_at LIMIT $1`, limit, chainID)
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.UnsentVoids: %w", err)
	}
	var (
		out                  []relayer.Voided
		v                    relayer.Voided
		id, merchant, payout []byte
		expires              int64
	)
	if _, err := pgx.ForEachRow(rows, []any{&id, &merchant, &payout, &v.Amount, &expires, &v.VoidedAt}, func() error {
		v.ID, v.Merchant, v.PayoutToken, v.ChainExpiresAt = invoice.ID(id), common.BytesToAddress(merchant), common.BytesToAddress(payout), uint64(expires)
		out = append(out, v)
		return nil
	}); err != nil {
		return nil, fmt.Errorf("RelayerStore.UnsentVoids: %w", err)
	}
	return out, nil
}

// MarkVoidSent records hash as the void of ids on the gateway (the zero
// hash: none was needed).
func (s *RelayerStore) MarkVoidSent(ctx context.Context, ids []invoice.ID, hash common.Hash) error {
	_, err := s.pool.Exec(ctx, `UPDATE invoices SET void_tx_hash = $2, updated_at = now() WHERE id = ANY($1) AND status = 'voided'`, idBytes(ids), hash.Bytes())
	if err != nil {
		return fmt.Errorf("RelayerStore.MarkVoidSent(%d invoices): %w", len(ids), err)
	}
	return nil
}
