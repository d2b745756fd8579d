package postgres

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// InvoiceStore keeps invoices and idempotency keys.
type InvoiceStore struct {
	pool *pgxpool.Pool
	// group gathers concurrent CreateInvoice calls into one commit.
	group *createGroup
	// onDeliveries wakes the delivery relay (OnDeliveries); nil: nothing to wake.
	onDeliveries func()
}

// NewInvoiceStore returns a store on pool.
func NewInvoiceStore(pool *pgxpool.Pool) *InvoiceStore {
	return &InvoiceStore{pool: pool, group: &createGroup{}}
}

var _ invoice.Store = (*InvoiceStore)(nil)

// idempotencyTTL is how long an Idempotency-Key replays its first response.
const idempotencyTTL = 24 * time.Hour

// queueInvoices queues the insert of invs on b and returns their
// invoice.created events, built from the rows rather than read back.
func queueInvoices(b *pgx.Batch, invs []invoice.Invoice) ([]outboxEvent, error) {
	n := len(invs)
	var (
		ids, wallets, payouts, gateways = make([][]byte, n), make([][]byte, n), make([][]byte, n), make([][]byte, n)
		merchants                       = make([]uuid.UUID, n)
		amounts, chainIDs               = make([]int64, n), make([]int64, n)
		tokens, successURLs, cancelURLs = make([]string, n), make([]string, n), make([]string, n)
		statuses                        = make([]string, n)
		metadata                        = make([][]byte, n)
		failOpen                        = make([]bool, n)
		created                         = make([]time.Time, n)
		expires                         = make([]*time.Time, n)
		chainExpires                    = make([]*int64, n)
		descriptions, references        = make([]string, n), make([]string, n)
		lines                           = make([][]byte, n)
		networks                        = make([]*string, n)
		deposits                        = make([][]byte, n)
		evs                             = make([]outboxEvent, n)
	)
	for i, inv := range invs {
		md, err := json.Marshal(metadataJSON(inv.Metadata))
		if err != nil {
			return nil, err
		}
		// Postgres keeps microseconds: the event carries the time as stored.
		createdAt := inv.CreatedAt.Truncate(time.Microsecond)
		ids[i], merchants[i], wallets[i], amounts[i] = inv.ID[:], inv.MerchantID, inv.MerchantWallet.Bytes(), inv.Amount
		tokens[i], payouts[i], successURLs[i], cancelURLs[i] = string(inv.PayInToken), inv.PayoutToken.Bytes(), inv.SuccessURL, inv.CancelURL
		metadata[i], statuses[i], chainIDs[i], gateways[i] = md, string(inv.Status), inv.ChainID, inv.Gateway.Bytes()
		failOpen[i], created[i], expires[i] = inv.ComplianceFailOpen, createdAt, inv.ExpiresAt
		descriptions[i], references[i] = inv.Description, inv.Reference
		if inv.ChainExpiresAt > 0 {
			at := int64(inv.ChainExpiresAt)
			chainExpires[i] = &at
		}
		if len(inv.Networks) > 0 {
			networks[i] = arrayLiteral(inv.Networks)
		}
		if inv.DepositAddress != (common.Address{}) {
			deposits[i] = inv.DepositAddress.Bytes()
		}
		if len(inv.LineItems) > 0 {
			if lines[i], err = json.Marshal(inv.LineItems); err != nil {
				return nil, err
			}
		}
		evs[i] = outboxEvent{merchantID: inv.MerchantID, invoiceID: inv.ID[:], ev: createdEvent(inv.ID[:], inv.Amount, inv.PayInToken,
			inv.PayoutToken, inv.Gateway, inv.ChainID, string(inv.Status), inv.Metadata, createdAt)}
		evs[i].ev.Data.Invoice.ExpiresAt = utcPtr(inv.ExpiresAt)
	}
	b.Queue(`INSERT INTO invoices (id, merchant_id, merchant_wallet, amount, pay_in_token, payout_token, success_url, cancel_url,
			metadata, status, chain_id, gateway, compliance_fail_open, created_at, updated_at, expires_at, description, reference, line_items, chain_expires_at,
			networks, deposit_address)
		SELECT t.id, t.merchant_id, t.wallet, t.amount, t.token, t.payout, NULLIF(t.success_url, ''), NULLIF(t.cancel_url, ''),
			t.metadata, t.status, t.chain_id, t.gateway, t.fail_open, t.created_at, t.created_at, t.expires_at,
			NULLIF(t.description, ''), NULLIF(t.reference, ''), t.line_items, t.chain_expires_at, t.networks::bigint[], t.deposit_address
		FROM unnest($1::bytea[], $2::uuid[], $3::bytea[], $4::bigint[], $5::text[], $6::bytea[], $7::text[], $8::text[],
			$9::jsonb[], $10::text[], $11::bigint[], $12::bytea[], $13::bool[], $14::timestamptz[], $15::timestamptz[],
			$16::text[], $17::text[], $18::jsonb[], $19::bigint[], $20::text[], $21::bytea[])
			AS t(id, merchant_id, wallet, amount, token, payout, success_url, cancel_url, metadata, status, chain_id, gateway, fail_open, created_at, expires_at,
				description, reference, line_items, chain_expires_at, networks, deposit_address)`,
		ids, merchants, wallets, amounts, tokens, payouts, successURLs, cancelURLs, metadata, statuses, chainIDs, gateways, failOpen, created, expires,
		descriptions, references, lines, chainExpires, networks, deposits)
	return evs, nil
}

// IdempotentInvoice returns the invoice a fresh idempotency key made.
func (s *InvoiceStore) IdempotentInvoice(ctx context.Context, merchantID uuid.UUID, key string, now time.Time) (*invoice.Invoice, [32]byte, error) {
	var (
		hash              [32]byte
		stored, invoiceID []byte
	)
	err := s.pool.QueryRow(ctx, `SELECT request_hash, invoice_id FROM idempotency_keys
		WHERE merchant_id = $1 AND key = $2 AND created_at > $3`, merchantID, key, now.Add(-idempotencyTTL)).Scan(&stored, &invoiceID)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, hash, nil
	}
	if err != nil {
		return nil, hash, fmt.Errorf("InvoiceStore.IdempotentInvoice: %w", err)
	}
	var id invoice.ID
	copy(id[:], invoiceID)
	inv, err := s.Invoice(ctx, id)
	if err != nil {
		return nil, hash, err
	}
	copy(hash[:], stored)
	return &inv, hash, nil
}

// ForgetIdempotencyKeys deletes up to limit keys whose 24 hours have
// passed at now, oldest first (idempotency_keys_created_idx).
func (s *InvoiceStore) ForgetIdempotencyKeys(ctx context.Context, now time.Time, limit int) (int, error) {
	tag, err := s.pool.Exec(ctx, `DELETE FROM idempotency_keys WHERE (merchant_id, key) IN (
			SELECT merchant_id, key FROM idempotency_keys WHERE created_at <= $1 ORDER BY created_at LIMIT $2)`,
		now.Add(-idempotencyTTL), limit)
	if err != nil {
		return 0, fmt.Errorf("InvoiceStore.ForgetIdempotencyKeys: %w", err)
	}
	return int(tag.RowsAffected()), nil
}

// MarkStaged moves a staging invoice to open.
func (s *InvoiceStore) MarkStaged(ctx context.Context, id invoice.ID, txHash common.Hash, at time.Time) error {
	b := &pgx.Batch{}
	queueMarkOpen(b, []invoice.ID{id}, txHash, at)
	if err := s.pool.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("InvoiceStore.MarkStaged(%s): %w", id, err)
	}
	return nil
}

// MarkFailed moves a staging invoice to failed, with invoice.failed.
func (s *InvoiceStore) MarkFailed(ctx context.Context, id invoice.ID, reason string) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		return markFailed(ctx, tx, []invoice.ID{id}, reason)
	})
	if err != nil {
		return fmt.Errorf("InvoiceStore.MarkFailed(%s): %w", id, err)
	}
	return nil
}

// Invoice returns the invoice with id, or invoice.ErrNotFound.
func (s *InvoiceStore) Invoice(ctx context.Context, id invoice.ID) (invoice.Invoice, error) {
	inv, err := scanInvoice(s.pool.QueryRow(ctx, `SELECT `+invoiceColumns+` FROM invoices WHERE id = $1`, id[:]))
	if err != nil {
		return inv, fmt.Errorf("InvoiceStore.Invoice(%s): %w", id, err)
	}
	return inv, nil
}

// StaleStaging lists invoices created before before that are still
// staging and whose staging transaction is not waiting to be mined: one
// with a version still signed or sent is being rebroadcast (or repriced),
// and its receipt decides; one with none yet waits for the stager.
func (s *InvoiceStore) StaleStaging(ctx context.Context, before time.Time, limit int) ([]invoice.Invoice, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+invoiceColumns+` FROM invoices
		WHERE status = 'staging' AND created_at < $1 AND stage_tx_hash IS NOT NULL AND subscription_id IS NULL
		AND NOT EXISTS (SELECT 1 FROM relayer_txs q JOIN relayer_txs t ON t.first_hash = q.first_hash
			WHERE q.hash = invoices.stage_tx_hash AND t.status IN ('signed', 'sent'))
		ORDER BY created_at LIMIT $2`, before, limit)
	if err != nil {
		return nil, fmt.Errorf("InvoiceStore.StaleStaging: %w", err)
	}
	defer rows.Close()
	var out []invoice.Invoice
	for rows.Next() {
		inv, err := scanInvoice(rows)
		if err != nil {
			return nil, fmt.Errorf("InvoiceStore.StaleStaging: %w", err)
		}
		out = append(out, inv)
	}
	return out, rows.Err()
}

// ExpireDue moves due unpaid invoices to expired, each with
// invoice.expired. One with a payment pending or in flight waits for it:
// its permit expires with the invoice, so it settles or fails first.
func (s *InvoiceStore) ExpireDue(ctx context.Context, now time.Time, limit int) (int, error) {
	n := 0
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var err error
		n, err = markExpired(ctx, tx, now, limit)
		return err
	})
	if err != nil {
		return 0, fmt.Errorf("InvoiceStore.ExpireDue: %w", err)
	}
	return n, nil
}

// Void moves merchantID's unpaid invoice id with no payment in flight to
// voided, with invoice.voided. The payer claims an invoice for a payment
// under the same row lock, so a void and a payment never both go ahead.
func (s *InvoiceStore) Void(ctx context.Context, merchantID uuid.UUID, id invoice.ID) (invoice.Invoice, bool, error) {
	var (
		inv    invoice.Invoice
		voided bool
	)
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var err error
		if voided, err = markVoided(ctx, tx, merchantID, id); err != nil {
			return err
		}
		inv, err = scanInvoice(tx.QueryRow(ctx, `SELECT `+invoiceColumns+` FROM invoices WHERE id = $1 AND merchant_id = $2`, id[:], merchantID))
		return err
	})
	if err != nil {
		return inv, false, fmt.Errorf("InvoiceStore.Void(%s): %w", id, err)
	}
	return inv, voided, nil
}

const invoiceColumns = `id, merchant_id, merchant_wallet, amount, pay_in_token, payout_token, coalesce(success_url, ''),
	coalesce(cancel_url, ''), metadata, status, chain_id, gateway, stage_tx_hash, coalesce(failure, ''),
	compliance_fail_open, created_at, staged_at, paid_at_unix, settle_tx_hash, expires_at, payer, coalesce(amount_in::text, ''),
	coalesce(description, ''), coalesce(reference, ''), line_items, refunded_amount, coalesce(chain_expires_at, 0),
	networks, deposit_address, coalesce(subscription_id, '00000000-0000-0000-0000-000000000000')`

func scanInvoice(row pgx.Row, extra ...any) (invoice.Invoice, error) {
	var (
		inv                                invoice.Invoice
		id, wallet, payout, gateway, stage []byte
		settle, payer, lines, deposit      []byte
		token, status                      string
		paidAt                             *int64
		chainExpires                       int64
	)
	dest := append([]any{&id, &inv.MerchantID, &wallet, &inv.Amount, &token, &payout, &inv.SuccessURL, &inv.CancelURL,
		&inv.Metadata, &status, &inv.ChainID, &gateway, &stage, &inv.Failure, &inv.ComplianceFailOpen, &inv.CreatedAt, &inv.StagedAt,
		&paidAt, &settle, &inv.ExpiresAt, &payer, &inv.AmountIn, &inv.Description, &inv.Reference, &lines, &inv.Refunded, &chainExpires, &inv.Networks, &deposit, &inv.SubscriptionID}, extra...)
	err := row.Scan(dest...)
	if errors.Is(err, pgx.ErrNoRows) {
		return inv, invoice.ErrNotFound
	}
	if err != nil {
		return inv, err
	}
	copy(inv.ID[:], id)
	inv.ChainExpiresAt = uint64(chainExpires)
	inv.MerchantWallet = common.BytesToAddress(wallet)
	inv.PayInToken = invoiceapi.Token(token)
	inv.PayoutToken = common.BytesToAddress(payout)
	inv.Status = invoice.Status(status)
	inv.Gateway = common.BytesToAddress(gateway)
	if stage != nil {
		inv.StageTxHash = common.BytesToHash(stage)
	}
	if paidAt != nil {
		// The block's time, not the row's: the refund window is counted
		// from it on chain.
		t := time.Unix(*paidAt, 0).UTC()
		inv.PaidAt = &t
	}
	if settle != nil {
		inv.SettleTxHash = common.BytesToHash(settle)
	}
	inv.ExpiresAt = utcPtr(inv.ExpiresAt)
	if payer != nil {
		inv.Payer = common.BytesToAddress(payer)
	}
	if deposit != nil {
		inv.DepositAddress = common.BytesToAddress(deposit)
	}
	if lines != nil {
		if err := json.Unmarshal(lines, &inv.LineItems); err != nil {
			return inv, fmt.Errorf("line items: %w", err)
		}
	}
	return inv, nil
}

func metadataJSON(m map[string]string) map[string]string {
	if m == nil {
		return map[string]string{}
	}
	return m
}
