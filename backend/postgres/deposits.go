package postgres

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
)

var _ relayer.DepositStore = (*RelayerStore)(nil)

// RecordTransfers keeps the transfers to invoices' deposit addresses and
// moves name's cursor from from-1 to to, in one transaction (see
// relayer.DepositStore).
func (s *RelayerStore) RecordTransfers(ctx context.Context, name string, from, to uint64, transfers []relayer.Transfer) (int, error) {
	var kept int
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if err := lockCursor(ctx, tx, name, from); err != nil {
			return err
		}
		if len(transfers) > 0 {
			n := len(transfers)
			var (
				chains, blocks        = make([]int64, n), make([]int64, n)
				hashes, tokens, froms = make([][]byte, n), make([][]byte, n), make([][]byte, n)
				tos                   = make([][]byte, n)
				indexes               = make([]int32, n)
				amounts               = make([]pgtype.Numeric, n)
			)
			for i, t := range transfers {
				chains[i], blocks[i], indexes[i] = t.ChainID, int64(t.Block), int32(t.LogIndex)
				hashes[i], tokens[i], froms[i], tos[i] = t.TxHash.Bytes(), t.Token.Bytes(), t.From.Bytes(), t.To.Bytes()
				amounts[i] = numeric(t.Amount)
			}
			tag, err := tx.Exec(ctx, `INSERT INTO invoice_deposits (chain_id, tx_hash, log_index, invoice_id, token, sender, amount, block_number)
				SELECT t.chain_id, t.tx_hash, t.log_index, i.id, t.token, t.sender, t.amount, t.block
				FROM unnest($1::bigint[], $2::bytea[], $3::int[], $4::bytea[], $5::bytea[], $6::bytea[], $7::numeric[], $8::bigint[])
					AS t(chain_id, tx_hash, log_index, token, sender, recipient, amount, block)
				JOIN invoices i ON i.deposit_address = t.recipient
				ON CONFLICT DO NOTHING`, chains, hashes, indexes, tokens, froms, tos, amounts, blocks)
			if err != nil {
				return err
			}
			kept = int(tag.RowsAffected())
		}
		return moveCursor(ctx, tx, name, to)
	})
	if errors.Is(err, errRaced) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("RelayerStore.RecordTransfers(%s, %d-%d): %w", name, from, to, err)
	}
	return kept, nil
}

// Deposit is a transfer to an invoice's deposit address, as recorded.
type Deposit struct {
	ChainID  int64
	Token    common.Address
	Sender   common.Address
	Amount   *big.Int
	TxHash   common.Hash
	LogIndex int
	Block    uint64
}

// Deposits lists what arrived at invoice id's deposit address, on every
// chain, oldest first.
func (s *RelayerStore) Deposits(ctx context.Context, id invoice.ID) ([]Deposit, error) {
	rows, err := s.pool.Query(ctx, `SELECT chain_id, token, sender, amount::text, tx_hash, log_index, block_number
		FROM invoice_deposits WHERE invoice_id = $1 ORDER BY block_number, log_index`, id[:])
	if err != nil {
		return nil, err
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (Deposit, error) {
		var (
			d                     Deposit
			token, sender, txHash []byte
			amount                string
			block                 int64
		)
		if err := row.Scan(&d.ChainID, &token, &sender, &amount, &txHash, &d.LogIndex, &block); err != nil {
			return d, err
		}
		d.Token, d.Sender, d.TxHash, d.Block = common.BytesToAddress(token), common.BytesToAddress(sender), common.BytesToHash(txHash), uint64(block)
		var ok bool
		if d.Amount, ok = new(big.Int).SetString(amount, 10); !ok {
			return d, fmt.Errorf("deposit amount %q", amount)
		}
		return d, nil
	})
}
