package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/relayer"
)

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
	var applied int
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var err error
		applied, err = applyEvents(ctx, tx, name, to, ev)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("RelayerStore.ApplyEvents(%s, to %d): %w", name, to, err)
	}
	return applied, nil
}

// ApplyChecked records what the reconciler found of mined transactions,
// then applies ev and moves name's cursor from from - 1 to to, in one
// transaction (see relayer.CursorStore).
func (s *RelayerStore) ApplyChecked(ctx context.Context, name string, from, to uint64, checked relayer.Checked, ev chain.Events) (int, error) {
	var applied int
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if err := lockCursor(ctx, tx, name, from); err != nil {
			return err
		}
		for _, u := range checked.Undone {
			if err := undo(ctx, tx, u); err != nil {
				return fmt.Errorf("undo %s: %w", u.Hash.Hex(), err)
			}
		}
		// What the moved ones did in their new blocks, oldest first (a
		// payment before its refund): their new block may be one the
		// cursor has passed, whose events are not read again. Held until
		// the new block is confirmed.
		for i := len(checked.Undone) - 1; i >= 0; i-- {
			if _, err := applyGatewayEvents(ctx, tx, checked.Undone[i].Events, s.HoldEvents); err != nil {
				return fmt.Errorf("apply %s in its new block: %w", checked.Undone[i].Hash.Hex(), err)
			}
		}
		late, err := lateHeld(ctx, tx)
		if err != nil {
			return err
		}
		if len(checked.Confirmed) > 0 {
			hashes := hashBytes(checked.Confirmed)
			if _, err := tx.Exec(ctx, `UPDATE relayer_txs SET confirmed = true WHERE hash = ANY($1)`, hashes); err != nil {
				return err
			}
			late = append(late, hashes...)
		}
		if err := releaseHeld(ctx, tx, late); err != nil {
			return err
		}
		applied, err = applyEvents(ctx, tx, name, to, ev)
		return err
	})
	if errors.Is(err, errRaced) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("RelayerStore.ApplyChecked(%s, %d-%d): %w", name, from, to, err)
	}
	return applied, nil
}

// errRaced means another process moved the cursor first.
var errRaced = errors.New("the cursor moved")

// lockCursor takes cursor name's row lock, which orders the processes that
// follow the chain under it, and fails with errRaced when the cursor is not
// at from - 1 (another process applied the range first).
func lockCursor(ctx context.Context, tx pgx.Tx, name string, from uint64) error {
	var at int64
	err := tx.QueryRow(ctx, `SELECT block FROM chain_cursors WHERE name = $1 FOR UPDATE`, name).Scan(&at)
	switch {
	case errors.Is(err, pgx.ErrNoRows):
		return nil
	case err != nil:
		return err
	case at+1 != int64(from):
		return errRaced
	}
	return nil
}

// moveCursor moves cursor name to block to (never back).
func moveCursor(ctx context.Context, tx pgx.Tx, name string, to uint64) error {
	_, err := tx.Exec(ctx, `INSERT INTO chain_cursors (name, block, updated_at) VALUES ($1, $2, now())
		ON CONFLICT (name) DO UPDATE SET block = GREATEST(chain_cursors.block, EXCLUDED.block), updated_at = now()`,
		name, int64(to))
	return err
}

func applyEvents(ctx context.Context, tx pgx.Tx, name string, to uint64, ev chain.Events) (int, error) {
	applied, err := applyGatewayEvents(ctx, tx, ev, false)
	if err != nil {
		return 0, err
	}
	return applied, moveCursor(ctx, tx, name, to)
}

// applyGatewayEvents records the gateway's events (each invoice changes at
// most once, with its webhook event, held for its transaction's
// confirmation when hold is set) and returns how many invoices changed.
func applyGatewayEvents(ctx context.Context, tx pgx.Tx, ev chain.Events, hold bool) (int, error) {
	applied := 0
	count := func(changed bool, err error) error {
		if changed {
			applied++
		}
		return err
	}
	for _, p := range ev.Paid {
		if err := count(markPaid(ctx, tx, p, p.Log.TxHash, hold)); err != nil {
			return 0, err
		}
	}
	for _, e := range ev.Refunded {
		at, err := blockTime(e.Log)
		if err != nil {
			return 0, err
		}
		if err := count(markRefunded(ctx, tx, e, at, hold)); err != nil {
			return 0, err
		}
	}
	if err := recordHeld(ctx, tx, ev.ChainID, ev.Held); err != nil {
		return 0, err
	}
	for _, e := range ev.Claimed {
		at, err := blockTime(e.Log)
		if err != nil {
			return 0, err
		}
		if err := count(markClaimed(ctx, tx, e.ID, e.Log.TxHash, at, hold)); err != nil {
			return 0, err
		}
	}
	return applied, nil
}

// blockTime is the time of the block holding l, which the reconciler makes
// sure every log it applies carries.
func blockTime(l types.Log) (time.Time, error) {
	if l.BlockTimestamp == 0 {
		return time.Time{}, fmt.Errorf("log %d of tx %s carries no block time", l.Index, l.TxHash.Hex())
	}
	return time.Unix(int64(l.BlockTimestamp), 0).UTC(), nil
}

// Unconfirmed lists chainID's transactions recorded as mined in blocks up
// to upTo and not confirmed yet.
func (s *RelayerStore) Unconfirmed(ctx context.Context, chainID int64, upTo uint64, limit int) ([]relayer.MinedTx, error) {
	rows, err := s.pool.Query(ctx, `SELECT hash, purpose, nonce, block_number, block_hash FROM relayer_txs
		WHERE status IN ('mined', 'reverted') AND NOT confirmed AND chain_id = $1 AND block_number <= $2
		ORDER BY block_number LIMIT $3`, chainID, int64(upTo), limit)
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.Unconfirmed(%d, %d): %w", chainID, upTo, err)
	}
	var (
		out             []relayer.MinedTx
		hash, blockHash []byte
		purpose         string
		nonce, blockNum int64
	)
	if _, err := pgx.ForEachRow(rows, []any{&hash, &purpose, &nonce, &blockNum, &blockHash}, func() error {
		out = append(out, relayer.MinedTx{Hash: common.BytesToHash(hash), Purpose: relayer.Purpose(purpose), Nonce: uint64(nonce),
			Block: uint64(blockNum), BlockHash: common.BytesToHash(blockHash)})
		return nil
	}); err != nil {
		return nil, fmt.Errorf("RelayerStore.Unconfirmed(%d, %d): %w", chainID, upTo, err)
	}
	return out, nil
}

// undo takes back what Paystead recorded from a transaction a
// reorganisation took out of its block, drops its held webhook events,
// and records where the transaction is now: mined in another block, or
// live again, to be rebroadcast. The gateway's events on the canonical
// chain then say what happened.
func undo(ctx context.Context, tx pgx.Tx, u relayer.Undone) error {
	h := u.Hash.Bytes()
	stmts := undoStatements(u.Purpose)
	for _, stmt := range stmts {
		if _, err := tx.Exec(ctx, stmt, h); err != nil {
			return err
		}
	}
	// What it held or returned of deposits paid to no invoice (#34).
	if _, err := tx.Exec(ctx, `DELETE FROM held_funds WHERE tx_hash = $1`, h); err != nil {
		return err
	}
	if err := dropHeld(ctx, tx, u.Hash); err != nil {
		return err
	}
	if u.Receipt != nil {
		_, err := tx.Exec(ctx, recordReceiptSQL, receiptArgs(u.Receipt)...)
		return err
	}
	// Live again, as if signed and never sent: Rebroadcast sends it, and its
	// first broadcast counts for Reprice. Dated an hour back so that
	// Rebroadcast, which leaves transactions touched in the last seconds to
	// the process that sent them, takes it on its next pass.
	_, err := tx.Exec(ctx, `UPDATE relayer_txs SET block_number = NULL, block_hash = NULL, gas_used = NULL,
		confirmed = false, status = 'signed', sent_block = NULL, updated_at = now() - interval '1 hour' WHERE hash = $1`, h)
	return err
}
