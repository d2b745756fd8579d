package postgres

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
)

// RelayerStore keeps what the relayer needs (relayer.Store): the server
// wallet's signed transactions and nonce counter (this file), the staging
// batch (relayer_staging.go), payments (relayer_payments.go), and refunds,
// claims and the reconciler's cursor (relayer_events.go).
type RelayerStore struct {
	pool *pgxpool.Pool
	// HoldEvents holds the webhook events of Paystead's own transactions
	// (invoice.paid, .refunded, .claimed) until the reconciler confirms
	// the transaction PAYSTEAD_CONFIRMATIONS deep; set it when that is
	// above 0.
	HoldEvents bool
}

// NewRelayerStore returns a store on pool.
func NewRelayerStore(pool *pgxpool.Pool) *RelayerStore { return &RelayerStore{pool: pool} }

var _ relayer.Store = (*RelayerStore)(nil)

// relayerTx is relayer.Tx on one database transaction.
type relayerTx struct{ tx pgx.Tx }

// InTx runs fn in one database transaction. fn's own error comes back as
// it is; the transaction's are wrapped.
func (s *RelayerStore) InTx(ctx context.Context, fn func(relayer.Tx) error) error {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("RelayerStore.InTx: begin: %w", err)
	}
	defer tx.Rollback(ctx) //nolint:errcheck // a no-op after Commit
	if err := fn(relayerTx{tx}); err != nil {
		return err
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("RelayerStore.InTx: commit: %w", err)
	}
	return nil
}

// The wallet's nonce counter: lockNonceSQL reads the next nonce and locks
// it until the transaction ends (every transaction the wallet signs takes
// it), setNonceSQL moves it on.
const (
	lockNonceSQL = `SELECT next_nonce FROM relayer_accounts WHERE chain_id = $1 AND address = $2 FOR UPDATE`
	setNonceSQL  = `UPDATE relayer_accounts SET next_nonce = $3 WHERE chain_id = $1 AND address = $2`
)

// LockNonce locks acct's counter and returns the next nonce.
func (t relayerTx) LockNonce(ctx context.Context, acct relayer.Account) (uint64, bool, error) {
	next, found, err := scanNonce(t.tx.QueryRow(ctx, lockNonceSQL, acct.ChainID, acct.Address.Bytes()))
	if err != nil {
		return 0, false, fmt.Errorf("RelayerStore.LockNonce(%d, %s): %w", acct.ChainID, acct.Address.Hex(), err)
	}
	return next, found, nil
}

func scanNonce(row pgx.Row) (uint64, bool, error) {
	var next int64
	err := row.Scan(&next)
	if errors.Is(err, pgx.ErrNoRows) {
		return 0, false, nil
	}
	if err != nil {
		return 0, false, err
	}
	return uint64(next), true, nil
}

// CreateNonce starts acct's counter at next unless it exists, and locks it.
func (t relayerTx) CreateNonce(ctx context.Context, acct relayer.Account, next uint64) (uint64, error) {
	if _, err := t.tx.Exec(ctx, `INSERT INTO relayer_accounts (chain_id, address, next_nonce) VALUES ($1, $2, $3)
		ON CONFLICT DO NOTHING`, acct.ChainID, acct.Address.Bytes(), int64(next)); err != nil {
		return 0, fmt.Errorf("RelayerStore.CreateNonce(%d, %s, %d): %w", acct.ChainID, acct.Address.Hex(), next, err)
	}
	// Another process may have inserted first: lock whatever is there.
	var locked int64
	if err := t.tx.QueryRow(ctx, lockNonceSQL, acct.ChainID, acct.Address.Bytes()).Scan(&locked); err != nil {
		return 0, fmt.Errorf("RelayerStore.CreateNonce(%d, %s, %d): %w", acct.ChainID, acct.Address.Hex(), next, err)
	}
	return uint64(locked), nil
}

// StoreSigned stores txs (consecutive nonces) and moves the counter past
// the last, in one round trip.
func (t relayerTx) StoreSigned(ctx context.Context, acct relayer.Account, purpose relayer.Purpose, txs ...*types.Transaction) error {
	if len(txs) == 0 {
		return nil
	}
	b := &pgx.Batch{}
	if err := queueSigned(b, acct, purpose, txs); err != nil {
		return fmt.Errorf("RelayerStore.StoreSigned(%s, %d txs): %w", purpose, len(txs), err)
	}
	if err := t.tx.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("RelayerStore.StoreSigned(%s, nonces %d-%d): %w", purpose, txs[0].Nonce(), txs[len(txs)-1].Nonce(), err)
	}
	return nil
}

// StoreEscrowSend stores a refund's or claim's transaction with send and
// holds its invoices, in one round trip.
func (t relayerTx) StoreEscrowSend(ctx context.Context, acct relayer.Account, tx *types.Transaction, send relayer.EscrowSend) error {
	b := &pgx.Batch{}
	if err := queueSigned(b, acct, send.Purpose, []*types.Transaction{tx}); err != nil {
		return fmt.Errorf("RelayerStore.StoreEscrowSend(%s): %w", send.Purpose, err)
	}
	queueEscrowSend(b, tx.Hash(), send)
	if err := t.tx.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("RelayerStore.StoreEscrowSend(%s, nonce %d): %w", send.Purpose, tx.Nonce(), err)
	}
	return nil
}

// StoreDepositPayment stores a payFromDepositBatch transaction and names it
// on the invoices it pays, in one round trip.
func (t relayerTx) StoreDepositPayment(ctx context.Context, acct relayer.Account, tx *types.Transaction, ids []invoice.ID) error {
	b := &pgx.Batch{}
	if err := queueSigned(b, acct, relayer.PurposeDeposit, []*types.Transaction{tx}); err != nil {
		return fmt.Errorf("RelayerStore.StoreDepositPayment: %w", err)
	}
	b.Queue(`UPDATE invoices SET deposit_pay_tx = $2, deposit_pay_attempts = deposit_pay_attempts + 1 WHERE id = ANY($1)`, idBytes(ids), tx.Hash().Bytes())
	if err := t.tx.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("RelayerStore.StoreDepositPayment(nonce %d): %w", tx.Nonce(), err)
	}
	return nil
}

// StoreDepositHold stores a hold transaction and names it on the recorded
// transfers it sweeps, in one round trip.
func (t relayerTx) StoreDepositHold(ctx context.Context, acct relayer.Account, tx *types.Transaction, hold relayer.DepositHold) error {
	b := &pgx.Batch{}
	if err := queueSigned(b, acct, relayer.PurposeDeposit, []*types.Transaction{tx}); err != nil {
		return fmt.Errorf("RelayerStore.StoreDepositHold: %w", err)
	}
	b.Queue(`UPDATE invoice_deposits SET hold_tx = $4, hold_attempts = hold_attempts + 1
		WHERE invoice_id = $1 AND chain_id = $2 AND token = $3`, hold.Invoice.ID[:], hold.ChainID, hold.Token.Bytes(), tx.Hash().Bytes())
	if err := t.tx.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("RelayerStore.StoreDepositHold(nonce %d): %w", tx.Nonce(), err)
	}
	return nil
}

// queueSigned queues the inserts of txs and the counter's move past the
// last of them.
func queueSigned(b *pgx.Batch, acct relayer.Account, purpose relayer.Purpose, txs []*types.Transaction) error {
	hashes, raws, nonces := make([][]byte, len(txs)), make([][]byte, len(txs)), make([]int64, len(txs))
	for i, tx := range txs {
		raw, err := tx.MarshalBinary()
		if err != nil {
			return fmt.Errorf("encode %s: %w", tx.Hash().Hex(), err)
		}
		hashes[i], raws[i], nonces[i] = tx.Hash().Bytes(), raw, int64(tx.Nonce())
	}
	b.Queue(`INSERT INTO relayer_txs (hash, first_hash, chain_id, sender, nonce, raw, purpose, status)
		SELECT t.hash, t.hash, $4, $5, t.nonce, t.raw, $6, 'signed' FROM unnest($1::bytea[], $2::bigint[], $3::bytea[]) AS t(hash, nonce, raw)`,
		hashes, nonces, raws, acct.ChainID, acct.Address.Bytes(), string(purpose))
	b.Queue(setNonceSQL, acct.ChainID, acct.Address.Bytes(), nonces[len(nonces)-1]+1)
	return nil
}

// StoreVersion stores next as the new version of the live transaction
// old, which becomes superseded. It stores nothing, and reports false,
// when old is no longer live: mined, or replaced by another process.
func (t relayerTx) StoreVersion(ctx context.Context, old common.Hash, next *types.Transaction) (bool, error) {
	raw, err := next.MarshalBinary()
	if err != nil {
		return false, fmt.Errorf("RelayerStore.StoreVersion(%s): encode: %w", old.Hex(), err)
	}
	tag, err := t.tx.Exec(ctx, `WITH old AS (
			UPDATE relayer_txs SET status = 'superseded', updated_at = now()
			WHERE hash = $1 AND status IN ('signed', 'sent') AND nonce = $4
			RETURNING first_hash, chain_id, sender, nonce, purpose)
		INSERT INTO relayer_txs (hash, first_hash, chain_id, sender, nonce, raw, purpose, status)
		SELECT $2, first_hash, chain_id, sender, nonce, $3, purpose, 'signed' FROM old`,
		old.Bytes(), next.Hash().Bytes(), raw, int64(next.Nonce()))
	if err != nil {
		return false, fmt.Errorf("RelayerStore.StoreVersion(%s -> %s): %w", old.Hex(), next.Hash().Hex(), err)
	}
	return tag.RowsAffected() == 1, nil
}

// MarkSent records that hashes were handed to the node while block was
// the latest.
func (s *RelayerStore) MarkSent(ctx context.Context, block uint64, hashes ...common.Hash) error {
	if len(hashes) == 0 {
		return nil
	}
	_, err := s.pool.Exec(ctx, `UPDATE relayer_txs SET status = 'sent', sent_block = $2, updated_at = now() WHERE hash = ANY($1) AND status = 'signed'`,
		hashBytes(hashes), int64(block))
	if err != nil {
		return fmt.Errorf("RelayerStore.MarkSent(%d txs, first %s): %w", len(hashes), hashes[0].Hex(), err)
	}
	return nil
}

// MarkReplaced records that hash, and every other version of its
// transaction, can never be mined.
func (s *RelayerStore) MarkReplaced(ctx context.Context, hash common.Hash) error {
	if _, err := s.pool.Exec(ctx, `UPDATE relayer_txs SET status = 'replaced', updated_at = now()
		WHERE first_hash = (SELECT first_hash FROM relayer_txs WHERE hash = $1) AND status NOT IN ('mined', 'reverted')`, hash.Bytes()); err != nil {
		return fmt.Errorf("RelayerStore.MarkReplaced(%s): %w", hash.Hex(), err)
	}
	return nil
}

// RaiseNonce moves acct's counter up to next.
func (s *RelayerStore) RaiseNonce(ctx context.Context, acct relayer.Account, next uint64) error {
	if _, err := s.pool.Exec(ctx, `UPDATE relayer_accounts SET next_nonce = GREATEST(next_nonce, $3) WHERE chain_id = $1 AND address = $2`,
		acct.ChainID, acct.Address.Bytes(), int64(next)); err != nil {
		return fmt.Errorf("RelayerStore.RaiseNonce(%d, %s, %d): %w", acct.ChainID, acct.Address.Hex(), next, err)
	}
	return nil
}

// recordReceiptSQL records a receipt ($2 is mined or reverted) on the
// version that was mined; its other versions can never be, and become
// replaced. A refund or return link whose transaction reverted sent
// nothing: it is open again, saying so, for the customer to try again
// while it lasts (a refund after its window is refused before sending).
const recordReceiptSQL = `WITH mined AS (UPDATE relayer_txs SET
		status = CASE WHEN hash = $1 THEN $2 ELSE 'replaced' END,
		block_number = CASE WHEN hash = $1 THEN $3 ELSE block_number END,
		gas_used = CASE WHEN hash = $1 THEN $4 ELSE gas_used END,
		block_hash = CASE WHEN hash = $1 THEN $5 ELSE block_hash END,
		confirmed = CASE WHEN hash = $1 THEN confirmed AND block_hash IS NOT DISTINCT FROM $5 ELSE confirmed END,
		updated_at = now()
	WHERE first_hash = (SELECT first_hash FROM relayer_txs WHERE hash = $1)
		AND (hash = $1 OR status IN ('signed', 'sent', 'superseded'))
	RETURNING first_hash, hash, status)
	UPDATE refund_links SET status = 'open', to_address = NULL, tx_hash = NULL, updated_at = now(),
		failure = 'the transaction reverted on chain and sent nothing; give the address again to try once more'
	WHERE status = 'sent' AND tx_hash IN (SELECT first_hash FROM mined WHERE hash = $1 AND status = 'reverted')`

func receiptArgs(r *types.Receipt) []any {
	status := "mined"
	if r.Status != types.ReceiptStatusSuccessful {
		status = "reverted"
	}
	var blockHash []byte
	if r.BlockHash != (common.Hash{}) {
		blockHash = r.BlockHash.Bytes()
	}
	return []any{r.TxHash.Bytes(), status, r.BlockNumber.Int64(), int64(r.GasUsed), blockHash}
}

// RecordReceipt records r's outcome on its transaction.
func (s *RelayerStore) RecordReceipt(ctx context.Context, r *types.Receipt) error {
	if _, err := s.pool.Exec(ctx, recordReceiptSQL, receiptArgs(r)...); err != nil {
		return fmt.Errorf("RelayerStore.RecordReceipt(%s): %w", r.TxHash.Hex(), err)
	}
	return nil
}

// Unmined lists acct's transactions without a receipt, untouched for
// olderThan, in nonce order.
func (s *RelayerStore) Unmined(ctx context.Context, acct relayer.Account, olderThan time.Duration, limit int) ([]relayer.StoredTx, error) {
	rows, err := s.pool.Query(ctx, `SELECT hash, raw FROM relayer_txs
		WHERE status IN ('signed', 'sent') AND sender = $1 AND chain_id = $2 AND updated_at < now() - $3::interval
		ORDER BY nonce LIMIT $4`, acct.Address.Bytes(), acct.ChainID, olderThan, limit)
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.Unmined(%d, %s): %w", acct.ChainID, acct.Address.Hex(), err)
	}
	out, err := collectStored(rows)
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.Unmined(%d, %s): %w", acct.ChainID, acct.Address.Hex(), err)
	}
	return out, nil
}

// Touch records that hash was just sent again.
func (s *RelayerStore) Touch(ctx context.Context, hash common.Hash) error {
	if _, err := s.pool.Exec(ctx, `UPDATE relayer_txs SET updated_at = now() WHERE hash = $1`, hash.Bytes()); err != nil {
		return fmt.Errorf("RelayerStore.Touch(%s): %w", hash.Hex(), err)
	}
	return nil
}

// Signed returns the version of hash's transaction to send: the mined
// one if any, else the live one, else hash itself.
func (s *RelayerStore) Signed(ctx context.Context, hash common.Hash) (relayer.StoredTx, error) {
	var version, raw []byte
	err := s.pool.QueryRow(ctx, `SELECT v.hash, v.raw FROM relayer_txs q JOIN relayer_txs v ON v.first_hash = q.first_hash
		WHERE q.hash = $1
		ORDER BY v.status IN ('mined', 'reverted') DESC, v.status IN ('signed', 'sent') DESC, v.hash = q.hash DESC
		LIMIT 1`, hash.Bytes()).Scan(&version, &raw)
	if errors.Is(err, pgx.ErrNoRows) {
		err = relayer.ErrTxNotFound
	}
	if err != nil {
		return relayer.StoredTx{}, fmt.Errorf("RelayerStore.Signed(%s): %w", hash.Hex(), err)
	}
	return relayer.StoredTx{Hash: common.BytesToHash(version), Raw: raw}, nil
}

// Versions maps every other version of the transactions hashes to the
// one of hashes it is a version of.
func (s *RelayerStore) Versions(ctx context.Context, hashes []common.Hash) (map[common.Hash]common.Hash, error) {
	rows, err := s.pool.Query(ctx, `SELECT v.hash, q.hash FROM relayer_txs q JOIN relayer_txs v ON v.first_hash = q.first_hash AND v.hash <> q.hash
		WHERE q.hash = ANY($1)`, hashBytes(hashes))
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.Versions(%d txs): %w", len(hashes), err)
	}
	out := map[common.Hash]common.Hash{}
	var version, of []byte
	if _, err := pgx.ForEachRow(rows, []any{&version, &of}, func() error {
		out[common.BytesToHash(version)] = common.BytesToHash(of)
		return nil
	}); err != nil {
		return nil, fmt.Errorf("RelayerStore.Versions(%d txs): %w", len(hashes), err)
	}
	return out, nil
}

// Stuck lists acct's live transactions first sent while block sentBy or
// an earlier one was the latest, in nonce order.
func (s *RelayerStore) Stuck(ctx context.Context, acct relayer.Account, sentBy uint64, limit int) ([]relayer.StoredTx, error) {
	rows, err := s.pool.Query(ctx, `SELECT hash, raw FROM relayer_txs
		WHERE status = 'sent' AND sender = $1 AND chain_id = $2 AND sent_block <= $3
		ORDER BY nonce LIMIT $4`, acct.Address.Bytes(), acct.ChainID, int64(sentBy), limit)
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.Stuck(%d, %s): %w", acct.ChainID, acct.Address.Hex(), err)
	}
	return collectStored(rows)
}

func collectStored(rows pgx.Rows) ([]relayer.StoredTx, error) {
	var (
		out       []relayer.StoredTx
		hash, raw []byte
	)
	if _, err := pgx.ForEachRow(rows, []any{&hash, &raw}, func() error {
		out = append(out, relayer.StoredTx{Hash: common.BytesToHash(hash), Raw: append([]byte(nil), raw...)})
		return nil
	}); err != nil {
		return nil, err
	}
	return out, nil
}

func hashBytes(hashes []common.Hash) [][]byte {
	out := make([][]byte, len(hashes))
	for i := range hashes {
		out[i] = hashes[i].Bytes()
	}
	return out
}
