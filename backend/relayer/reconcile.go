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
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/webhook"
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
		tag, err := tx.Exec(ctx, `UPDATE invoices SET status = 'paid', payer = $2, pay_in_token_address = $3, amount_in = $4,
			paid_at = to_timestamp($5), paid_at_unix = $5, settle_tx_hash = $6, settling_submission = NULL, updated_at = now()
			WHERE id = $1 AND status = 'open'`,
			p.ID[:], p.Payer.Bytes(), p.PayInToken.Bytes(), p.AmountIn.String(), int64(p.PaidAt), p.Log.TxHash.Bytes())
		if err != nil {
			return 0, err
		}
		if err := emitIf(ctx, tx, tag.RowsAffected(), p.ID[:], webhook.InvoicePaid); err != nil {
			return 0, err
		}
		applied += int(tag.RowsAffected())
	}
	for _, e := range ev.Refunded {
		tag, err := tx.Exec(ctx, `UPDATE invoices SET status = 'refunded', refunded_at = now(), refund_tx_hash = $2, updated_at = now()
			WHERE id = $1 AND status = 'paid'`, e.ID[:], e.Log.TxHash.Bytes())
		if err != nil {
			return 0, err
		}
		if _, err := tx.Exec(ctx, `UPDATE submissions SET status = 'refunded', refund_tx_hash = $2, updated_at = now()
			WHERE invoice_id = $1 AND status = 'settled'`, e.ID[:], e.Log.TxHash.Bytes()); err != nil {
			return 0, err
		}
		if err := emitIf(ctx, tx, tag.RowsAffected(), e.ID[:], webhook.InvoiceRefunded); err != nil {
			return 0, err
		}
		applied += int(tag.RowsAffected())
	}
	for _, e := range ev.Claimed {
		tag, err := tx.Exec(ctx, `UPDATE invoices SET status = 'claimed', claimed_at = now(), claim_tx_hash = $2, updated_at = now()
			WHERE id = $1 AND status = 'paid'`, e.ID[:], e.Log.TxHash.Bytes())
		if err != nil {
			return 0, err
		}
		if err := emitIf(ctx, tx, tag.RowsAffected(), e.ID[:], webhook.InvoiceClaimed); err != nil {
			return 0, err
		}
		applied += int(tag.RowsAffected())
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

// emitIf emits typ for the invoice when its update changed a row.
func emitIf(ctx context.Context, tx pgx.Tx, affected int64, invoiceID []byte, typ webhook.EventType) error {
	if affected == 0 {
		return nil
	}
	return postgres.EmitWebhook(ctx, tx, invoiceID, typ, nil)
}
