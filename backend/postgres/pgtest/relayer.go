package pgtest

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/relayer"
)

// RelayerTx is a transaction the relayer stored, as it now stands.
type RelayerTx struct {
	Hash    common.Hash
	Purpose relayer.Purpose
	Status  string // signed, sent, mined, reverted or replaced
	Block   int64  // zero until mined or reverted
	GasUsed int64  // zero until mined or reverted
	Nonce   uint64
}

const relayerTxColumns = `hash, purpose, status, coalesce(block_number, 0), coalesce(gas_used, 0), nonce`

func scanRelayerTx(row pgx.CollectableRow) (RelayerTx, error) {
	var tx RelayerTx
	var hash []byte
	err := row.Scan(&hash, &tx.Purpose, &tx.Status, &tx.Block, &tx.GasUsed, &tx.Nonce)
	tx.Hash = common.BytesToHash(hash)
	return tx, err
}

// StoredTx reads the relayer's transaction hash; the test fails when the
// relayer never stored it.
func StoredTx(tb testing.TB, pool *pgxpool.Pool, hash common.Hash) RelayerTx {
	tb.Helper()
	rows, _ := pool.Query(context.Background(), `SELECT `+relayerTxColumns+` FROM relayer_txs WHERE hash = $1`, hash.Bytes())
	tx, err := pgx.CollectExactlyOneRow(rows, scanRelayerTx)
	if err != nil {
		tb.Fatalf("pgtest.StoredTx(%s): %v", hash.Hex(), err)
	}
	return tx
}

// MinedTxs lists sender's mined transactions of purpose in the blocks after
// afterBlock, in block order.
func MinedTxs(tb testing.TB, pool *pgxpool.Pool, sender common.Address, purpose relayer.Purpose, afterBlock int64) []RelayerTx {
	tb.Helper()
	rows, _ := pool.Query(context.Background(), `SELECT `+relayerTxColumns+` FROM relayer_txs
		WHERE sender = $1 AND purpose = $2 AND status = 'mined' AND block_number > $3 ORDER BY block_number, nonce`,
		sender.Bytes(), string(purpose), afterBlock)
	txs, err := pgx.CollectRows(rows, scanRelayerTx)
	if err != nil {
		tb.Fatalf("pgtest.MinedTxs(%s, %s): %v", sender.Hex(), purpose, err)
	}
	return txs
}

// CountRelayerTxs counts the transactions of purpose that every wallet on
// the database has stored.
func CountRelayerTxs(tb testing.TB, pool *pgxpool.Pool, purpose relayer.Purpose) int {
	tb.Helper()
	var n int
	if err := pool.QueryRow(context.Background(), `SELECT count(*) FROM relayer_txs WHERE purpose = $1`, string(purpose)).Scan(&n); err != nil {
		tb.Fatalf("pgtest.CountRelayerTxs(%s): %v", purpose, err)
	}
	return n
}

// errReleased ends HoldNonceLock's transaction.
var errReleased = errors.New("pgtest: nonce lock released")

// HoldNonceLock takes acct's nonce lock as the relayer does before it signs
// and holds it until release is called (or the test ends), so a test can
// act while the relayer waits for it.
func HoldNonceLock(tb testing.TB, pool *pgxpool.Pool, acct relayer.Account) (release func()) {
	tb.Helper()
	ctx := context.Background()
	locked := make(chan error, 1)
	unlock, done := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(done)
		err := postgres.NewRelayerStore(pool).InTx(ctx, func(tx relayer.Tx) error {
			_, found, err := tx.LockNonce(ctx, acct)
			if err == nil && !found {
				err = fmt.Errorf("the wallet has no nonce counter yet")
			}
			if err != nil {
				return err
			}
			locked <- nil
			<-unlock
			return errReleased
		})
		if !errors.Is(err, errReleased) {
			locked <- err
		}
	}()
	if err := <-locked; err != nil {
		tb.Fatalf("pgtest.HoldNonceLock(%d, %s): %v", acct.ChainID, acct.Address.Hex(), err)
	}
	var once sync.Once
	release = func() {
		once.Do(func() {
			close(unlock)
			<-done
		})
	}
	tb.Cleanup(release)
	return release
}
