package relayer

import (
	"context"
	"fmt"
	"log/slog"
	"math/big"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/paystead/paystead/backend/chain"
)

// Reconciler follows the gateway's events into Postgres, so that refunds
// and claims a merchant sends straight from its wallet (or payments
// relayed by someone else) show up too. It keeps its place in its
// CursorStore and only reads blocks Confirmations deep.
type Reconciler struct {
	store         CursorStore
	backend       chain.Backend
	gateway       *chain.Gateway
	Confirmations uint64
	// MaxRange bounds the blocks read per step.
	MaxRange uint64
	log      *slog.Logger
}

// NewReconciler returns a Reconciler that keeps its place in store.
func NewReconciler(store CursorStore, backend chain.Backend, gateway *chain.Gateway, confirmations uint64, log *slog.Logger) *Reconciler {
	return &Reconciler{store: store, backend: backend, gateway: gateway, Confirmations: confirmations, MaxRange: 2000, log: log}
}

// CursorName is the name the reconciler keeps its place under.
func (r *Reconciler) CursorName() string { return "gateway:" + r.gateway.Address().Hex() }

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
	last, found, err := r.store.Cursor(ctx, r.CursorName())
	if err != nil {
		return 0, fmt.Errorf("reconcile: %w", err)
	}
	from := last + 1
	if !found {
		from = 0 // from genesis: the gateway's own first block is later
	}
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

	applied, err := r.store.ApplyEvents(ctx, r.CursorName(), to, ev)
	if err != nil {
		return 0, fmt.Errorf("reconcile: blocks %d-%d: %w", from, to, err)
	}
	if applied > 0 {
		r.log.InfoContext(ctx, "reconciled gateway events", "from", from, "to", to, "applied", applied)
	}
	return applied, nil
}
