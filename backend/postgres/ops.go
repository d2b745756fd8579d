package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// OpsStore reads what an operator watches: work waiting in the queue and
// the relayer, webhook deliveries, the reconciler's place.
type OpsStore struct {
	pool *pgxpool.Pool
}

// NewOpsStore returns a store on pool.
func NewOpsStore(pool *pgxpool.Pool) *OpsStore { return &OpsStore{pool: pool} }

// OpsStats is a snapshot for the metrics endpoint.
type OpsStats struct {
	// Submissions counts checkout submissions not final yet, by status
	// (pending, processing).
	Submissions map[string]int
	// Chains is what waits on each chain, by chain id; a chain with
	// nothing waiting may be missing.
	Chains map[int64]ChainStats
	// OpenSends counts refunds and claims sent and not yet recorded done
	// or failed, by kind (refund, claim); OldestOpenSend is how long the
	// oldest has waited.
	OpenSends      map[string]int
	OldestOpenSend time.Duration
	// Jobs counts River jobs by kind and state, for the states that are
	// still to run (available, scheduled, retryable, running).
	Jobs map[JobKey]int
	// Deliveries counts webhook deliveries by status (pending, failed).
	Deliveries map[string]int
	// Cursors is each reconciler's last applied block.
	Cursors map[string]uint64
}

// ChainStats is what waits on one chain.
type ChainStats struct {
	// StagingInvoices counts invoices whose staging is not mined yet.
	StagingInvoices int
	// UnminedTxs counts the server wallet's stored transactions without a
	// receipt; OldestUnmined is how long the oldest has waited.
	UnminedTxs    int
	OldestUnmined time.Duration
	// ReplacedTxs counts stored transactions whose nonce another took.
	ReplacedTxs int
}

// JobKey is a River job's kind and state.
type JobKey struct{ Kind, State string }

// Stats reads an OpsStats in one round trip.
func (s *OpsStore) Stats(ctx context.Context) (OpsStats, error) {
	st := OpsStats{Submissions: map[string]int{}, Jobs: map[JobKey]int{}, Deliveries: map[string]int{}, Cursors: map[string]uint64{}, OpenSends: map[string]int{}, Chains: map[int64]ChainStats{}}
	b := &pgx.Batch{}
	b.Queue(`SELECT status, count(*) FROM submissions WHERE status IN ('pending', 'processing') GROUP BY status`).Query(func(rows pgx.Rows) error {
		return collectCounts(rows, st.Submissions)
	})
	chainStat := func(id int64, f func(*ChainStats)) {
		c := st.Chains[id]
		f(&c)
		st.Chains[id] = c
	}
	b.Queue(`SELECT chain_id, count(*) FROM invoices WHERE status = 'staging' GROUP BY chain_id`).Query(func(rows pgx.Rows) error {
		var id, n int64
		_, err := pgx.ForEachRow(rows, []any{&id, &n}, func() error {
			chainStat(id, func(c *ChainStats) { c.StagingInvoices = int(n) })
			return nil
		})
		return err
	})
	b.Queue(`SELECT chain_id, count(*), extract(epoch FROM now() - min(created_at))::float8 FROM relayer_txs
		WHERE status IN ('signed', 'sent') GROUP BY chain_id`).Query(func(rows pgx.Rows) error {
		var (
			id, n int64
			age   float64
		)
		_, err := pgx.ForEachRow(rows, []any{&id, &n, &age}, func() error {
			chainStat(id, func(c *ChainStats) { c.UnminedTxs, c.OldestUnmined = int(n), time.Duration(age*float64(time.Second)) })
			return nil
		})
		return err
	})
	// A version that lost to another version of its transaction is
	// replaced too; only transactions none of whose versions was mined
	// count.
	b.Queue(`SELECT t.chain_id, count(*) FROM relayer_txs t WHERE t.status = 'replaced' AND t.hash = t.first_hash
		AND NOT EXISTS (SELECT 1 FROM relayer_txs v WHERE v.first_hash = t.first_hash AND v.status IN ('mined', 'reverted'))
		GROUP BY t.chain_id`).Query(func(rows pgx.Rows) error {
		var id, n int64
		_, err := pgx.ForEachRow(rows, []any{&id, &n}, func() error {
			chainStat(id, func(c *ChainStats) { c.ReplacedTxs = int(n) })
			return nil
		})
		return err
	})
	b.Queue(`SELECT kind, count(*), extract(epoch FROM now() - min(created_at))::float8 FROM escrow_sends WHERE status = 'sent' GROUP BY kind`).Query(func(rows pgx.Rows) error {
		var (
			kind string
			n    int
			age  float64
		)
		_, err := pgx.ForEachRow(rows, []any{&kind, &n, &age}, func() error {
			st.OpenSends[kind] = n
			st.OldestOpenSend = max(st.OldestOpenSend, time.Duration(age*float64(time.Second)))
			return nil
		})
		return err
	})
	b.Queue(`SELECT kind, state::text, count(*) FROM river_job WHERE state IN ('available', 'scheduled', 'retryable', 'running') GROUP BY kind, state`).Query(func(rows pgx.Rows) error {
		var (
			k JobKey
			n int
		)
		_, err := pgx.ForEachRow(rows, []any{&k.Kind, &k.State, &n}, func() error { st.Jobs[k] = n; return nil })
		return err
	})
	b.Queue(`SELECT status, count(*) FROM webhook_deliveries WHERE status IN ('pending', 'failed') GROUP BY status`).Query(func(rows pgx.Rows) error {
		return collectCounts(rows, st.Deliveries)
	})
	b.Queue(`SELECT name, block FROM chain_cursors`).Query(func(rows pgx.Rows) error {
		var (
			name  string
			block int64
		)
		_, err := pgx.ForEachRow(rows, []any{&name, &block}, func() error { st.Cursors[name] = uint64(block); return nil })
		return err
	})
	if err := s.pool.SendBatch(ctx, b).Close(); err != nil {
		return OpsStats{}, fmt.Errorf("OpsStore.Stats: %w", err)
	}
	return st, nil
}

func collectCounts(rows pgx.Rows, into map[string]int) error {
	var (
		key string
		n   int
	)
	_, err := pgx.ForEachRow(rows, []any{&key, &n}, func() error { into[key] = n; return nil })
	return err
}
