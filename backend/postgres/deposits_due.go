package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
)

var _ relayer.DepositPayStore = (*RelayerStore)(nil)

// DepositsDue lists the invoices of chainID their deposits can pay now
// (see relayer.DepositPayStore), oldest first. It starts from the chain's
// deposits, far fewer than its invoices.
func (s *RelayerStore) DepositsDue(ctx context.Context, chainID int64, now time.Time, limit int) ([]invoice.Invoice, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+invoiceColumns+` FROM invoices
		WHERE id IN (
			SELECT d.invoice_id FROM invoice_deposits d JOIN invoices i ON i.id = d.invoice_id
			WHERE d.chain_id = $1 AND i.chain_id = $1 AND i.status = 'open' AND d.token = i.payout_token
				AND (i.expires_at IS NULL OR i.expires_at > $2)
				AND i.deposit_pay_attempts < $3
				-- none in flight, nor mined and not yet confirmed: the reconciler records the
				-- payment at that depth, and until then the invoice still reads open
				AND NOT EXISTS (SELECT 1 FROM relayer_txs t WHERE t.first_hash = i.deposit_pay_tx
					AND (t.status IN ('signed', 'sent') OR (t.status = 'mined' AND NOT t.confirmed)))
			GROUP BY d.invoice_id, i.amount
			HAVING sum(d.amount) >= i.amount)
		ORDER BY created_at LIMIT $4`, chainID, now, relayer.MaxDepositAttempts, limit)
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.DepositsDue(%d): %w", chainID, err)
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (invoice.Invoice, error) { return scanInvoice(row) })
}

// DepositsToHold lists the deposits on chainID paid to no invoice (see
// relayer.DepositPayStore), one per invoice and token, oldest first: a
// transfer in another token than the invoice's payout token, to an invoice
// staged on another chain, after its payment's block, or to an invoice that
// will not be paid (expired, voided, failed, refunded, claimed). Which hold
// the gateway is asked for follows from what its record still proves.
func (s *RelayerStore) DepositsToHold(ctx context.Context, chainID int64, now time.Time, limit int) ([]relayer.DepositHold, error) {
	rows, err := s.pool.Query(ctx, `WITH due AS (
			SELECT d.invoice_id, d.token, min(d.block_number) AS first_block
			FROM invoice_deposits d JOIN invoices i ON i.id = d.invoice_id
			WHERE d.chain_id = $1 AND d.hold_tx IS NULL AND d.hold_attempts < $3
				-- none of the same address and token being held now
				AND NOT EXISTS (SELECT 1 FROM invoice_deposits x JOIN relayer_txs t ON t.first_hash = x.hold_tx
					WHERE x.invoice_id = d.invoice_id AND x.chain_id = d.chain_id AND x.token = d.token AND t.status IN ('signed', 'sent'))
				-- an invoice being staged here is not yet on the gateway: wait for it
				AND NOT (i.chain_id = $1 AND i.status = 'staging')
				-- nor hold anything of an invoice its deposits are paying (in flight, or due):
				-- held once it is paid, by what its paid record then proves
				AND NOT (i.chain_id = $1 AND i.status = 'open' AND (
					EXISTS (SELECT 1 FROM relayer_txs t WHERE t.first_hash = i.deposit_pay_tx
						AND (t.status IN ('signed', 'sent') OR (t.status = 'mined' AND NOT t.confirmed)))
					OR (i.deposit_pay_attempts < $3 AND (i.expires_at IS NULL OR i.expires_at > $2)
						AND (SELECT coalesce(sum(p.amount), 0) FROM invoice_deposits p
							WHERE p.invoice_id = i.id AND p.chain_id = $1 AND p.token = i.payout_token) >= i.amount)))
				AND (d.token <> i.payout_token OR i.chain_id <> $1 OR i.voided_at IS NOT NULL
					OR i.status IN ('failed', 'refunded', 'claimed')
					OR i.status = 'expired' OR (i.status = 'open' AND i.expires_at IS NOT NULL AND i.expires_at <= $2)
					-- after its payment's block: unknown while Paystead's own payment's receipt
					-- is not recorded yet (wait for it), -1 for a payment sent by someone else
					OR (i.status = 'paid' AND d.block_number > (SELECT coalesce(max(t.block_number), CASE WHEN count(*) > 0 THEN NULL ELSE -1 END)
						FROM relayer_txs t WHERE t.hash = i.settle_tx_hash)))
			GROUP BY d.invoice_id, d.token)
		SELECT `+invoiceColumns+`, due.token
		FROM due JOIN invoices ON invoices.id = due.invoice_id
		ORDER BY due.first_block LIMIT $4`, chainID, now, relayer.MaxDepositAttempts, limit)
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.DepositsToHold(%d): %w", chainID, err)
	}
	return pgx.CollectRows(rows, func(row pgx.CollectableRow) (relayer.DepositHold, error) {
		var token []byte
		inv, err := scanInvoice(row, &token)
		if err != nil {
			return relayer.DepositHold{}, err
		}
		h := relayer.DepositHold{Invoice: inv, Token: common.BytesToAddress(token), ChainID: chainID, Kind: relayer.HoldUnknown}
		switch {
		case inv.ChainID != chainID || inv.Status == invoice.Refunded || inv.Status == invoice.Claimed || inv.Status == invoice.Failed:
		case inv.Status == invoice.Paid && inv.PaidAt != nil:
			h.Kind = relayer.HoldPaid
		case inv.Status == invoice.Open || inv.Status == invoice.Expired:
			// Still staged on the gateway, which refuses it after its expiry.
			h.Kind = relayer.HoldStaged
		}
		return h, nil
	})
}

// RefusedHold counts a hold of hold's transfers the gateway refused: after
// relayer.MaxDepositAttempts they are no longer held (they stay at the
// deposit address).
func (s *RelayerStore) RefusedHold(ctx context.Context, hold relayer.DepositHold) error {
	_, err := s.pool.Exec(ctx, `UPDATE invoice_deposits SET hold_attempts = hold_attempts + 1 WHERE invoice_id = $1 AND chain_id = $2 AND token = $3`,
		hold.Invoice.ID[:], hold.ChainID, hold.Token.Bytes())
	return err
}
