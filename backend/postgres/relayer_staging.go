package postgres

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/relayer"
)

// CreateInvoice stores a new invoice, staging with no staging transaction
// yet (the chain's stager takes it from there), with its invoice.created
// event and its Idempotency-Key (idem, when not nil), in one database
// transaction. A key another request holds fails it, storing nothing,
// with an error wrapping invoice.ErrIdempotencyKeyTaken.
//
// Concurrent calls share their commit (a group commit): while one
// transaction commits, the calls that arrive gather and go together in
// the next, each answered once the transaction holding it commits. A
// group that fails (one key taken, one row refused) is stored again one
// call at a time, so each gets its own answer.
func (s *InvoiceStore) CreateInvoice(ctx context.Context, inv invoice.Invoice, idem *invoice.Idempotency) error {
	c := &createCall{n: relayer.NewInvoice{Invoice: inv, Idempotency: idem}, done: make(chan error, 1)}
	g := s.group
	g.mu.Lock()
	g.pending = append(g.pending, c)
	if g.committing {
		g.mu.Unlock()
		return <-c.done
	}
	// The first to arrive while none commits leads: it commits groups
	// until none is waiting. Its caller going away does not cut the
	// others' writes short.
	g.committing = true
	g.mu.Unlock()
	lead := context.WithoutCancel(ctx)
	for {
		g.mu.Lock()
		batch := g.pending
		g.pending = nil
		if len(batch) == 0 {
			g.committing = false
			g.mu.Unlock()
			break
		}
		g.mu.Unlock()
		s.commitGroup(lead, batch)
	}
	return <-c.done
}

// createGroup is the group commit of CreateInvoice.
type createGroup struct {
	mu         sync.Mutex
	pending    []*createCall
	committing bool
}

type createCall struct {
	n    relayer.NewInvoice
	done chan error
}

// commitGroup stores batch in one transaction, or, when that fails, each
// call in one of its own.
func (s *InvoiceStore) commitGroup(ctx context.Context, batch []*createCall) {
	news := make([]relayer.NewInvoice, len(batch))
	for i, c := range batch {
		news[i] = c.n
	}
	err := s.createInvoices(ctx, news)
	if err == nil || len(batch) == 1 {
		for _, c := range batch {
			c.done <- err
		}
		return
	}
	for _, c := range batch {
		c.done <- s.createInvoices(ctx, []relayer.NewInvoice{c.n})
	}
}

// createInvoices stores news, with their events, the events' deliveries and the keys, in one
// round trip: a batch sent without BEGIN runs as one implicit transaction, so it is stored
// whole or not at all. The deliveries' River jobs are queued just after by the delivery relay
// (WebhookStore.QueueDeliveryJobs), which onDeliveries wakes.
//
// A key already stored fails the batch. When it is one invoice's, and its row is older than
// the key's 24 hours, the row is given up and the invoice stored again once; otherwise the key
// is taken (invoice.ErrIdempotencyKeyTaken). Claiming keys with a plain INSERT, rather than one
// that settles the conflict in SQL, keeps the common case, a new key, the cheapest statement.
func (s *InvoiceStore) createInvoices(ctx context.Context, news []relayer.NewInvoice) error {
	err := s.insertInvoices(ctx, news)
	if errors.Is(err, errKeyStored) && len(news) == 1 {
		freed, ferr := s.freeExpiredKey(ctx, news[0])
		switch {
		case ferr != nil:
			err = ferr
		case freed:
			err = s.insertInvoices(ctx, news)
		}
	}
	if errors.Is(err, errKeyStored) {
		err = invoice.ErrIdempotencyKeyTaken
	}
	if err != nil {
		return fmt.Errorf("InvoiceStore.CreateInvoice(%s, %d in its transaction): %w", news[0].Invoice.ID, len(news), err)
	}
	return nil
}

// errKeyStored is insertInvoices' error when a key it claims is already stored.
var errKeyStored = errors.New("idempotency key stored")

// insertInvoices is one attempt of createInvoices.
func (s *InvoiceStore) insertInvoices(ctx context.Context, news []relayer.NewInvoice) error {
	invs := make([]invoice.Invoice, len(news))
	var keyed []relayer.NewInvoice
	for i, n := range news {
		invs[i] = n.Invoice
		if n.Idempotency != nil {
			keyed = append(keyed, n)
		}
	}
	b := &pgx.Batch{}
	deliveries, err := queueCreated(b, invs)
	if err != nil {
		return err
	}
	queueIdempotencyKeys(b, keyed) // after the invoices they name
	err = s.pool.SendBatch(ctx, b).Close()
	var pe *pgconn.PgError
	if errors.As(err, &pe) && pe.Code == "23505" && pe.ConstraintName == "idempotency_keys_pkey" {
		return errKeyStored
	}
	if err != nil {
		return err
	}
	if *deliveries > 0 && s.onDeliveries != nil {
		s.onDeliveries()
	}
	return nil
}

// freeExpiredKey deletes n's key when its row is past the key's 24 hours
// (a merchant may use a key again after that), and reports whether it did.
func (s *InvoiceStore) freeExpiredKey(ctx context.Context, n relayer.NewInvoice) (bool, error) {
	tag, err := s.pool.Exec(ctx, `DELETE FROM idempotency_keys WHERE merchant_id = $1 AND key = $2 AND created_at <= $3`,
		n.Invoice.MerchantID, n.Idempotency.Key, n.Invoice.CreatedAt.Add(-idempotencyTTL))
	if err != nil {
		return false, err
	}
	return tag.RowsAffected() > 0, nil
}

// OnDeliveries sets what is called when invoices were stored with deliveries whose jobs the
// relay has yet to queue (the server wakes its relay).
func (s *InvoiceStore) OnDeliveries(f func()) { s.onDeliveries = f }

// UnstagedMerchants lists the merchant wallets with invoices of chainID
// waiting for their staging transaction, those waiting longest first, at
// most limit.
func (s *RelayerStore) UnstagedMerchants(ctx context.Context, chainID int64, limit int) ([]common.Address, error) {
	rows, err := s.pool.Query(ctx, `SELECT merchant_wallet FROM invoices
		WHERE status = 'staging' AND stage_tx_hash IS NULL AND chain_id = $1
		GROUP BY merchant_wallet ORDER BY min(created_at) LIMIT $2`, chainID, limit)
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.UnstagedMerchants: %w", err)
	}
	wallets, err := pgx.CollectRows(rows, pgx.RowTo[[]byte])
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.UnstagedMerchants: %w", err)
	}
	out := make([]common.Address, len(wallets))
	for i, w := range wallets {
		out[i] = common.BytesToAddress(w)
	}
	return out, nil
}

// LockUnstaged locks and reads up to limit of merchant's invoices of
// chainID still waiting for their staging transaction, oldest first;
// those another transaction holds are skipped.
func (t relayerTx) LockUnstaged(ctx context.Context, chainID int64, merchant common.Address, limit int) ([]invoice.Invoice, error) {
	rows, err := t.tx.Query(ctx, `SELECT `+invoiceColumns+` FROM invoices
		WHERE status = 'staging' AND stage_tx_hash IS NULL AND chain_id = $1 AND merchant_wallet = $2
		ORDER BY created_at LIMIT $3 FOR UPDATE SKIP LOCKED`, chainID, merchant.Bytes(), limit)
	if err != nil {
		return nil, fmt.Errorf("RelayerStore.LockUnstaged: %w", err)
	}
	defer rows.Close()
	var out []invoice.Invoice
	for rows.Next() {
		inv, err := scanInvoice(rows)
		if err != nil {
			return nil, fmt.Errorf("RelayerStore.LockUnstaged: %w", err)
		}
		out = append(out, inv)
	}
	return out, rows.Err()
}

// StoreStaging stores the staging transaction of ids (see StoreSigned)
// and names it on each invoice, with the expiry it stages each with
// (chainExpires, aligned with ids; nil leaves them as they are), in one
// round trip.
func (t relayerTx) StoreStaging(ctx context.Context, acct relayer.Account, signed *types.Transaction, ids []invoice.ID, chainExpires []uint64) error {
	b := &pgx.Batch{}
	if err := queueSigned(b, acct, relayer.PurposeStage, []*types.Transaction{signed}); err != nil {
		return fmt.Errorf("RelayerStore.StoreStaging(%s): %w", signed.Hash().Hex(), err)
	}
	if chainExpires == nil {
		b.Queue(`UPDATE invoices SET stage_tx_hash = $2 WHERE id = ANY($1) AND status = 'staging'`, idBytes(ids), signed.Hash().Bytes())
	} else {
		expires := make([]int64, len(chainExpires))
		for i, e := range chainExpires {
			expires[i] = int64(e)
		}
		b.Queue(`UPDATE invoices SET stage_tx_hash = $2, chain_expires_at = NULLIF(t.expires, 0)
			FROM unnest($1::bytea[], $3::bigint[]) AS t(id, expires)
			WHERE invoices.id = t.id AND invoices.status = 'staging'`, idBytes(ids), signed.Hash().Bytes(), expires)
	}
	if err := t.tx.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("RelayerStore.StoreStaging(%s, nonce %d, %d invoices): %w", signed.Hash().Hex(), signed.Nonce(), len(ids), err)
	}
	return nil
}

// FailStaging moves ids, still staging, to failed with reason, each with
// invoice.failed.
func (s *RelayerStore) FailStaging(ctx context.Context, ids []invoice.ID, reason string) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error { return markFailed(ctx, tx, ids, reason) })
	if err != nil {
		return fmt.Errorf("RelayerStore.FailStaging(%d invoices): %w", len(ids), err)
	}
	return nil
}

// RecordStaged records a staging transaction's receipt and, when it
// succeeded, moves ids from staging to open: one round trip, in one
// implicit transaction.
func (s *RelayerStore) RecordStaged(ctx context.Context, r *types.Receipt, ids []invoice.ID, at time.Time) error {
	b := &pgx.Batch{}
	b.Queue(recordReceiptSQL, receiptArgs(r)...)
	if r.Status == types.ReceiptStatusSuccessful {
		queueMarkOpen(b, ids, r.TxHash, at)
	}
	if err := s.pool.SendBatch(ctx, b).Close(); err != nil {
		return fmt.Errorf("RelayerStore.RecordStaged(%s, %d invoices): %w", r.TxHash.Hex(), len(ids), err)
	}
	return nil
}

// queueIdempotencyKeys queues the claim of each invoice's Idempotency-Key.
// A key already stored (by another request, or twice in the batch) fails
// the statement, and with it the batch's implicit transaction.
func queueIdempotencyKeys(b *pgx.Batch, keyed []relayer.NewInvoice) {
	if len(keyed) == 0 {
		return
	}
	n := len(keyed)
	merchants, keys, hashes, ids, created := make([]uuid.UUID, n), make([]string, n), make([][]byte, n), make([][]byte, n), make([]time.Time, n)
	for i, k := range keyed {
		merchants[i], keys[i], hashes[i] = k.Invoice.MerchantID, k.Idempotency.Key, k.Idempotency.RequestHash[:]
		ids[i], created[i] = k.Invoice.ID[:], k.Invoice.CreatedAt
	}
	b.Queue(`INSERT INTO idempotency_keys (merchant_id, key, request_hash, invoice_id, created_at)
		SELECT * FROM unnest($1::uuid[], $2::text[], $3::bytea[], $4::bytea[], $5::timestamptz[])`,
		merchants, keys, hashes, ids, created)
}
