package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
)

// RecordRefund marks id and its settled submission refunded by txHash.
func (s *RelayerStore) RecordRefund(ctx context.Context, id invoice.ID, txHash common.Hash) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		_, err := markRefunded(ctx, tx, id, txHash)
		return err
	})
	if err != nil {
		return fmt.Errorf("RelayerStore.RecordRefund(%s, %s): %w", id, txHash.Hex(), err)
	}
	return nil
}

// RecordClaim marks ids claimed by txHash.
func (s *RelayerStore) RecordClaim(ctx context.Context, ids []invoice.ID, txHash common.Hash) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		for _, id := range ids {
			if _, err := markClaimed(ctx, tx, id, txHash); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("RelayerStore.RecordClaim(%d invoices, %s): %w", len(ids), txHash.Hex(), err)
	}
	return nil
}

// Cursor is the last block the reconciler called name applied.
func (s *RelayerStore) Cursor(ctx context.Context, name string) (uint64, bool, error) {
	var block int64
	err := s.pool.QueryRow(ctx, `SELECT block FROM chain_cursors WHERE name = $1`, name).Scan(&block)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, fmt.Errorf("RelayerStore.Cursor(%s): %w", name, err)
	}
	return uint64(block), true, nil
}

// ApplyEvents applies ev and moves name's cursor to block to, in one
// transaction, and returns how many invoices changed.
func (s *RelayerStore) ApplyEvents(ctx context.Context, name string, to uint64, ev chain.Events) (int, error) {
	applied := 0
	count := func(changed bool, err error) error {
		if changed {
			applied++
		}
		return err
	}
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		for _, p := range ev.Paid {
			if err := count(markPaid(ctx, tx, p, p.Log.TxHash)); err != nil {
				return err
			}
		}
		for _, e := range ev.Refunded {
			if err := count(markRefunded(ctx, tx, e.ID, e.Log.TxHash)); err != nil {
				return err
			}
		}
		for _, e := range ev.Claimed {
			if err := count(markClaimed(ctx, tx, e.ID, e.Log.TxHash)); err != nil {
				return err
			}
		}
		_, err := tx.Exec(ctx, `INSERT INTO chain_cursors (name, block, updated_at) VALUES ($1, $2, now())
			ON CONFLICT (name) DO UPDATE SET block = GREATEST(chain_cursors.block, EXCLUDED.block), updated_at = now()`,
			name, int64(to))
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("RelayerStore.ApplyEvents(%s, to %d): %w", name, to, err)
	}
	return applied, nil
}
