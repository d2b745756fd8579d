package postgres

import (
	"context"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/webhookapi"
)

// recordHeld keeps the gateway's DepositHeld and HeldReturned events of
// Paystead's invoices on chainID (once each: a log is its chain,
// transaction and index), mined at their blocks' times. Events read
// without their chain (a receipt's, by the process that sent it) are left
// to the reconciler, which reads every one at the confirmation depth.
func recordHeld(ctx context.Context, tx pgx.Tx, chainID int64, changes []chain.HeldChange) error {
	if len(changes) == 0 || chainID == 0 {
		return nil
	}
	n := len(changes)
	var (
		chains              = make([]int64, n)
		hashes, ids, tokens = make([][]byte, n), make([][]byte, n), make([][]byte, n)
		returnedTo          = make([][]byte, n)
		indexes             = make([]int32, n)
		amounts             = make([]pgtype.Numeric, n)
		times               = make([]pgtype.Timestamptz, n)
	)
	for i, c := range changes {
		at, err := blockTime(c.Log)
		if err != nil {
			return err
		}
		chains[i], hashes[i], indexes[i] = chainID, c.Log.TxHash.Bytes(), int32(c.Log.Index)
		ids[i], tokens[i], amounts[i] = c.ID[:], c.Token.Bytes(), numeric(c.Amount)
		times[i] = pgtype.Timestamptz{Time: at, Valid: true}
		if c.Returned {
			returnedTo[i] = c.To.Bytes()
		}
	}
	// Each hold recorded for the first time is told to the merchant (invoice.funds_held); a
	// return is told by its link.
	rows, err := tx.Query(ctx, `INSERT INTO held_funds (chain_id, tx_hash, log_index, invoice_id, token, amount, returned_to, at)
		SELECT h.chain_id, h.tx_hash, h.log_index, i.id, h.token, h.amount, h.returned_to, h.at
		FROM unnest($1::bigint[], $2::bytea[], $3::int[], $4::bytea[], $5::bytea[], $6::numeric[], $7::bytea[], $8::timestamptz[])
			AS h(chain_id, tx_hash, log_index, invoice_id, token, amount, returned_to, at)
		JOIN invoices i ON i.id = h.invoice_id
		ON CONFLICT DO NOTHING
		RETURNING invoice_id, chain_id, token, amount::text, tx_hash, returned_to IS NULL`, chains, hashes, indexes, ids, tokens, amounts, returnedTo, times)
	if err != nil {
		return fmt.Errorf("record held funds: %w", err)
	}
	type hold struct {
		invoice []byte
		held    webhookapi.Held
	}
	var holds []hold
	var (
		h           hold
		token, hash []byte
		isHold      bool
	)
	if _, err := pgx.ForEachRow(rows, []any{&h.invoice, &h.held.ChainID, &token, &h.held.AmountUnits, &hash, &isHold}, func() error {
		if isHold {
			h.held.TokenAddress, h.held.TxHash = common.BytesToAddress(token).Hex(), common.BytesToHash(hash).Hex()
			holds = append(holds, h)
		}
		return nil
	}); err != nil {
		return fmt.Errorf("record held funds: %w", err)
	}
	for _, h := range holds {
		if err := markHeld(ctx, tx, h.invoice, h.held); err != nil {
			return fmt.Errorf("record held funds: %w", err)
		}
	}
	return nil
}

// HeldFunds lists what the gateway holds for invoice id paid to it (see
// escrow.HeldStore): per chain and token, what was held and returned.
func (s *EscrowStore) HeldFunds(ctx context.Context, id invoice.ID) ([]escrow.Held, error) {
	rows, err := s.pool.Query(ctx, `SELECT chain_id, token,
			coalesce(sum(amount) FILTER (WHERE returned_to IS NULL), 0)::text,
			coalesce(sum(amount) FILTER (WHERE returned_to IS NOT NULL), 0)::text,
			min(at)
		FROM held_funds WHERE invoice_id = $1 GROUP BY chain_id, token ORDER BY min(at), chain_id, token`, id[:])
	if err != nil {
		return nil, fmt.Errorf("EscrowStore.HeldFunds(%s): %w", id, err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (escrow.Held, error) {
		var (
			h              escrow.Held
			token          []byte
			held, returned string
		)
		if err := row.Scan(&h.ChainID, &token, &held, &returned, &h.Since); err != nil {
			return h, err
		}
		h.InvoiceID, h.Token, h.Since = id, common.BytesToAddress(token), h.Since.UTC()
		var ok1, ok2 bool
		h.Held, ok1 = new(big.Int).SetString(held, 10)
		h.Returned, ok2 = new(big.Int).SetString(returned, 10)
		if !ok1 || !ok2 {
			return h, fmt.Errorf("held amounts %q, %q", held, returned)
		}
		return h, nil
	})
	if err != nil {
		return nil, fmt.Errorf("EscrowStore.HeldFunds(%s): %w", id, err)
	}
	return out, nil
}
