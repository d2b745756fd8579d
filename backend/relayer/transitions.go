package relayer

import (
	"context"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/webhook"
)

// The gateway's events move invoices between states. Whether Paystead
// sent the transaction (payer, escrow) or only saw it on chain
// (reconciler), the same functions apply them inside the caller's
// transaction: each changes the invoice at most once and writes its
// webhook event only when it did.

// applyPaid records an InvoicePaid event of transaction txHash.
func applyPaid(ctx context.Context, tx pgx.Tx, p chain.InvoicePaid, txHash common.Hash) (bool, error) {
	tag, err := tx.Exec(ctx, `UPDATE invoices SET status = 'paid', payer = $2, pay_in_token_address = $3, amount_in = $4,
		paid_at = to_timestamp($5), paid_at_unix = $5, settle_tx_hash = $6, settling_submission = NULL, updated_at = now()
		WHERE id = $1 AND status = 'open'`,
		p.ID[:], p.Payer.Bytes(), p.PayInToken.Bytes(), p.AmountIn.String(), int64(p.PaidAt), txHash.Bytes())
	if err != nil {
		return false, err
	}
	return emitIfChanged(ctx, tx, tag.RowsAffected(), p.ID, webhook.InvoicePaid)
}

// applyRefunded records an InvoiceRefunded event: the invoice and its
// settled submission become refunded.
func applyRefunded(ctx context.Context, tx pgx.Tx, id [32]byte, txHash common.Hash) (bool, error) {
	tag, err := tx.Exec(ctx, `UPDATE invoices SET status = 'refunded', refunded_at = now(), refund_tx_hash = $2, updated_at = now()
		WHERE id = $1 AND status = 'paid'`, id[:], txHash.Bytes())
	if err != nil {
		return false, err
	}
	if _, err := tx.Exec(ctx, `UPDATE submissions SET status = 'refunded', refund_tx_hash = $2, updated_at = now()
		WHERE invoice_id = $1 AND status = 'settled'`, id[:], txHash.Bytes()); err != nil {
		return false, err
	}
	return emitIfChanged(ctx, tx, tag.RowsAffected(), id, webhook.InvoiceRefunded)
}

// applyClaimed records an InvoiceClaimed event.
func applyClaimed(ctx context.Context, tx pgx.Tx, id [32]byte, txHash common.Hash) (bool, error) {
	tag, err := tx.Exec(ctx, `UPDATE invoices SET status = 'claimed', claimed_at = now(), claim_tx_hash = $2, updated_at = now()
		WHERE id = $1 AND status = 'paid'`, id[:], txHash.Bytes())
	if err != nil {
		return false, err
	}
	return emitIfChanged(ctx, tx, tag.RowsAffected(), id, webhook.InvoiceClaimed)
}

func emitIfChanged(ctx context.Context, tx pgx.Tx, affected int64, id [32]byte, typ webhook.EventType) (bool, error) {
	if affected == 0 {
		return false, nil
	}
	return true, postgres.EmitWebhook(ctx, tx, id[:], typ, nil)
}
