package relayer

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"slices"
	"strconv"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/paystead/paystead/backend/chain"
)

// Reconciler follows the gateway's events into Postgres, so that refunds
// and claims a merchant sends straight from its wallet (or payments
// relayed by someone else) show up too. It keeps its place in its
// CursorStore and only reads blocks Confirmations deep.
//
// At that depth it also checks every transaction of Paystead's recorded
// as mined against the canonical chain, before it applies the events of
// the same blocks: one still in its block is confirmed (its held webhook
// events go out); one a reorganisation moved to another block or dropped
// has what Paystead recorded from it undone, so that the events of the
// canonical chain say what really happened, and a dropped one is sent
// again.
type Reconciler struct {
	store         CursorStore
	backend       chain.Backend
	gateway       *chain.Gateway
	chainID       int64
	Confirmations uint64
	// MaxRange bounds the blocks read per step.
	MaxRange uint64
	// OnHead, if set, is told of each step's read of the chain's head: the
	// head, or why the node did not give it.
	OnHead func(head *types.Header, err error)
	log    *slog.Logger
}

// NewReconciler returns a Reconciler of chainID that keeps its place in
// store.
func NewReconciler(store CursorStore, backend chain.Backend, gateway *chain.Gateway, chainID int64, confirmations uint64, log *slog.Logger) *Reconciler {
	return &Reconciler{store: store, backend: backend, gateway: gateway, chainID: chainID, Confirmations: confirmations, MaxRange: 2000, log: log}
}

// CursorName is the name the reconciler keeps its place under: its chain
// and gateway (one address may be the gateway on several chains).
func (r *Reconciler) CursorName() string {
	return "gateway:" + strconv.FormatInt(r.chainID, 10) + ":" + r.gateway.Address().Hex()
}

// Step processes the next range of confirmed blocks and returns how many
// events it applied.
func (r *Reconciler) Step(ctx context.Context) (int, error) {
	head, err := r.backend.HeaderByNumber(ctx, nil)
	if r.OnHead != nil && ctx.Err() == nil {
		r.OnHead(head, err)
	}
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
	ev, err := r.events(ctx, logs)
	if err != nil {
		return 0, fmt.Errorf("reconcile: logs %d-%d: %w", from, to, err)
	}

	mined, err := r.store.Unconfirmed(ctx, r.chainID, to, maxUnconfirmed)
	if err != nil {
		return 0, fmt.Errorf("reconcile: %w", err)
	}
	checked, err := r.check(ctx, mined)
	if err != nil {
		return 0, fmt.Errorf("reconcile: blocks %d-%d: %w", from, to, err)
	}
	applied, err := r.store.ApplyChecked(ctx, r.CursorName(), from, to, checked, ev)
	if err != nil {
		return 0, fmt.Errorf("reconcile: blocks %d-%d: %w", from, to, err)
	}
	if len(checked.Undone) > 0 {
		r.log.WarnContext(ctx, "reorganisation: transactions no longer in the blocks recorded; what they did is undone",
			"transactions", len(checked.Undone), "to", to)
	}
	if applied > 0 {
		r.log.InfoContext(ctx, "reconciled gateway events", "from", from, "to", to, "applied", applied)
	}
	return applied, nil
}

// stampBlockTimes sets the BlockTimestamp of the logs a node returned
// without it (nodes older than the field) from their blocks' headers, one
// call per block: refunds and claims are recorded at their block's time.
func stampBlockTimes(ctx context.Context, backend chain.Backend, logs []types.Log) error {
	times := map[uint64]uint64{}
	for i := range logs {
		l := &logs[i]
		if l.BlockTimestamp != 0 {
			continue
		}
		t, ok := times[l.BlockNumber]
		if !ok {
			head, err := backend.HeaderByNumber(ctx, new(big.Int).SetUint64(l.BlockNumber))
			if err != nil {
				return fmt.Errorf("block %d: %w", l.BlockNumber, err)
			}
			t = head.Time
			times[l.BlockNumber] = t
		}
		l.BlockTimestamp = t
	}
	return nil
}

// events decodes the gateway's events among logs, each log stamped with
// its block's time first.
func (r *Reconciler) events(ctx context.Context, logs []types.Log) (chain.Events, error) {
	if err := stampBlockTimes(ctx, r.backend, logs); err != nil {
		return chain.Events{}, err
	}
	ptrs := make([]*types.Log, len(logs))
	for i := range logs {
		ptrs[i] = &logs[i]
	}
	ev, err := r.gateway.ParseEvents(ptrs)
	if err != nil {
		return chain.Events{}, fmt.Errorf("decode: %w", err)
	}
	ev.ChainID = r.chainID
	return ev, nil
}

// receiptEvents are the gateway's events in receipt (copies of its logs,
// each carrying its block's time).
func (r *Reconciler) receiptEvents(ctx context.Context, receipt *types.Receipt) (chain.Events, error) {
	logs := make([]types.Log, len(receipt.Logs))
	for i, l := range receipt.Logs {
		logs[i] = *l
	}
	return r.events(ctx, logs)
}

// maxUnconfirmed bounds the transactions checked per step.
const maxUnconfirmed = 2000

// check compares mined transactions with the canonical chain: one node
// call per block they are in, and one per transaction only where a block
// is no longer the one recorded.
func (r *Reconciler) check(ctx context.Context, mined []MinedTx) (Checked, error) {
	var out Checked
	canonical := map[uint64]common.Hash{}
	for _, m := range mined {
		hash, ok := canonical[m.Block]
		if !ok {
			head, err := r.backend.HeaderByNumber(ctx, new(big.Int).SetUint64(m.Block))
			if err != nil {
				return Checked{}, fmt.Errorf("block %d: %w", m.Block, err)
			}
			hash = head.Hash()
			canonical[m.Block] = hash
		}
		if hash == m.BlockHash {
			out.Confirmed = append(out.Confirmed, m.Hash)
			continue
		}
		receipt, err := r.backend.TransactionReceipt(ctx, m.Hash)
		switch {
		case err == nil:
			ev, err := r.receiptEvents(ctx, receipt)
			if err != nil {
				return Checked{}, fmt.Errorf("events of %s in block %s: %w", m.Hash.Hex(), receipt.BlockNumber, err)
			}
			out.Undone = append(out.Undone, Undone{MinedTx: m, Receipt: receipt, Events: ev})
		case errors.Is(err, ethereum.NotFound):
			out.Undone = append(out.Undone, Undone{MinedTx: m})
		default:
			return Checked{}, fmt.Errorf("receipt of %s: %w", m.Hash.Hex(), err)
		}
	}
	// Latest first: a refund is undone before the payment it refunds.
	slices.SortFunc(out.Undone, func(a, b Undone) int { return cmp.Compare(b.Nonce, a.Nonce) })
	return out, nil
}
