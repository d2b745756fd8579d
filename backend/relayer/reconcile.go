package relayer

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/chain"
)

// Reconciler follows the gateway's events into Postgres, so that refunds
// and claims a merchant sends straight from its wallet (or payments
// relayed by someone else) show up too. It keeps its place in
// chain_cursors and only reads blocks Confirmations deep.
type Reconciler struct {
	pool          *pgxpool.Pool
	backend       chain.Backend
	gateway       *chain.Gateway
	Confirmations uint64
	// MaxRange bounds the blocks read per step.
	MaxRange uint64
	log      *slog.Logger
}

// NewReconciler returns a Reconciler.
func NewReconciler(pool *pgxpool.Pool, backend chain.Backend, gateway *chain.Gateway, confirmations uint64, log *slog.Logger) *Reconciler {
	return &Reconciler{pool: pool, backend: backend, gateway: gateway, Confirmations: confirmations, MaxRange: 2000, log: log}
}

func (r *Reconciler) cursorName() string { return "gateway:" + r.gateway.Address().Hex() }

// Step processes the next range of confirmed blocks and returns how many
// events it applied.
func (r *Reconciler) Step(ctx context.Context) (int, error) {
	head, err := r.backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return 0, fmt.Errorf("reconcile: head: %w", err)
	}
	if head.Number.Uint64() < r.Confirmations {
		return 0, nil
	}
	safe := head.Number.Uint64() - r.Confirmations
	var last int64
	err = r.pool.QueryRow(ctx, `SELECT block FROM chain_cursors WHERE name = $1`, r.cursorName()).Scan(&last)
	if errors.Is(err, pgx.ErrNoRows) {
		last = -1 // from genesis: the gateway's own first block is later
	} else if err != nil {
		return 0, fmt.Errorf("reconcile: cursor: %w", err)
	}
	from := uint64(last + 1)
	if from > safe {
		return 0, nil
	}
	to := min(safe, from+r.MaxRange-1)
	logs, err := r.backend.FilterLogs(ctx, ethereum.FilterQuery{
		FromBlock: new(big.Int).SetUint64(from),
		ToBlock:   new(big.Int).SetUint64(to),
		Addresses: []common.Address{r.gateway.Address()},
		Topics:    [][]common.Hash{r.gateway.SettlementEventIDs()},
	})
	if err != nil {
		return 0, fmt.Errorf("reconcile: logs %d-%d: %w", from, to, err)
	}
	ptrs := make([]*types.Log, len(logs))
	for i := range logs {
		ptrs[i] = &logs[i]
	}
	ev, err := r.gateway.ParseEvents(ptrs)
	if err != nil {
		return 0, fmt.Errorf("reconcile: decode: %w", err)
	}

	tx, err := r.pool.Begin(ctx)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback(ctx) //nolint:errcheck
	applied := 0
	for _, p := range ev.Paid {
		changed, err := applyPaid(ctx, tx, p, p.Log.TxHash)
		if err != nil {
			return 0, err
		}
		applied += count(changed)
	}
	for _, e := range ev.Refunded {
		changed, err := applyRefunded(ctx, tx, e.ID, e.Log.TxHash)
		if err != nil {
			return 0, err
		}
		applied += count(changed)
	}
	for _, e := range ev.Claimed {
		changed, err := applyClaimed(ctx, tx, e.ID, e.Log.TxHash)
		if err != nil {
			return 0, err
		}
		applied += count(changed)
	}
	if _, err := tx.Exec(ctx, `INSERT INTO chain_cursors (name, block, updated_at) VALUES ($1, $2, now())
		ON CONFLICT (name) DO UPDATE SET block = GREATEST(chain_cursors.block, EXCLUDED.block), updated_at = now()`,
		r.cursorName(), int64(to)); err != nil {
		return 0, err
	}
	if err := tx.Commit(ctx); err != nil {
		return 0, err
	}
	if applied > 0 {
		r.log.InfoContext(ctx, "reconciled gateway events", "from", from, "to", to, "applied", applied)
	}
	return applied, nil
}

func count(changed bool) int {
	if changed {
		return 1
	}
	return 0
}
