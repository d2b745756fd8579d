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

// UnsentVoids lists voided invoices staged on chainID whose void that
// gateway has not been sent, oldest void first: those on chainID, and
// those that moved to another network from a staging on chainID (as
// staged there).
func (s *RelayerStore) UnsentVoids(ctx context.Context, chainID int64, limit int) ([]relayer.Voided, error) {
	rows, err := s.pool.Query(ctx, `SELECT id, merchant_wallet, payout_token, amount, coalesce(chain_expires_at, 0), voided_at
		FROM invoices WHERE status = 'voided' AND void_tx_hash IS NULL AND chain_id = $2
		UNION ALL
		SELECT i.id, i.merchant_wallet, p.payout_token, i.amount, coalesce(p.chain_expires_at, 0), i.voided_at
		FROM invoice_stagings p JOIN invoices i ON i.id = p.invoice_id
		WHERE i.status = 'voided' AND p.void_tx_hash IS NULL AND p.chain_id = $2 AND i.chain_id <> $2
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

// MarkVoidSent records hash as the void of ids on chainID's gateway (the
// zero hash: none was needed).
func (s *RelayerStore) MarkVoidSent(ctx context.Context, chainID int64, ids []invoice.ID, hash common.Hash) error {
	b := &pgx.Batch{}
	b.Queue(`UPDATE invoices SET void_tx_hash = $2, updated_at = now() WHERE id = ANY($1) AND status = 'voided' AND chain_id = $3`, idBytes(ids), hash.Bytes(), chainID)
	b.Queue(`UPDATE invoice_stagings SET void_tx_hash = $2 WHERE invoice_id = ANY($1) AND chain_id = $3`, idBytes(ids), hash.Bytes(), chainID)
	if err := s.pool.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("RelayerStore.MarkVoidSent(%d invoices): %w", len(ids), err)
	}
	return nil
}
