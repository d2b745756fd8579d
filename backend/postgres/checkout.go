package postgres

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgtype"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/checkout"
)

// Enqueue queues work inside the caller's transaction (River's InsertTx),
// so a row and the job that acts on it commit together.
type Enqueue func(ctx context.Context, tx pgx.Tx, chainID int64, submissionID common.Hash) error

// CheckoutStore keeps submissions.
type CheckoutStore struct {
	pool    *pgxpool.Pool
	enqueue Enqueue
}

// NewCheckoutStore returns a store on pool that queues settlements with enqueue.
func NewCheckoutStore(pool *pgxpool.Pool, enqueue Enqueue) *CheckoutStore {
	return &CheckoutStore{pool: pool, enqueue: enqueue}
}

var _ checkout.Store = (*CheckoutStore)(nil)

// CreateSubmission inserts sub and its settlement job together, or returns
// the submission already stored under sub.ID.
func (s *CheckoutStore) CreateSubmission(ctx context.Context, sub checkout.Submission) (checkout.Submission, error) {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return sub, fmt.Errorf("CheckoutStore.CreateSubmission(%s): %w", sub.ID.Hex(), err)
	}
	defer tx.Rollback(ctx) //nolint:errcheck // a no-op after Commit
	var tpValue, tpDeadline pgtype.Numeric
	var tpSig []byte
	if tp := sub.TokenPermit; tp != nil {
		tpValue, tpDeadline, tpSig = numeric(tp.Value), numeric(tp.Deadline), tp.Signature
	}
	// The payment settles on its invoice's chain, the one it was signed
	// for: the invoice's row is held (FOR SHARE) until the submission is
	// stored, so a move to another network (InvoiceStore.MoveInvoice)
	// either comes first, and is seen here, or sees the submission.
	var chainID int64
	err = tx.QueryRow(ctx, `SELECT chain_id FROM invoices WHERE id = $1 FOR SHARE`, sub.InvoiceID[:]).Scan(&chainID)
	if err != nil {
		return sub, fmt.Errorf("CheckoutStore.CreateSubmission(%s): %w", sub.ID.Hex(), err)
	}
	if sub.ChainID != 0 && chainID != sub.ChainID {
		if stored, err := s.Submission(ctx, sub.ID); err == nil {
			return stored, nil
		}
		return sub, fmt.Errorf("CheckoutStore.CreateSubmission(%s): the invoice is on chain %d: %w", sub.ID.Hex(), chainID, checkout.ErrNetworkChanged)
	}
	tag, err := tx.Exec(ctx, `INSERT INTO submissions (id, invoice_id, payer, pay_in_token, amount_in, permit_nonce, deadline, signature, status, created_at, updated_at,
			token_permit_value, token_permit_deadline, token_permit_signature, chain_id, by_authorization)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, $11, $12, $13, $14, $15) ON CONFLICT (id) DO NOTHING`,
		sub.ID.Bytes(), sub.InvoiceID[:], sub.Payer.Bytes(), sub.PayInToken.Bytes(), numeric(sub.AmountIn), numeric(sub.PermitNonce),
		sub.Deadline, sub.Signature, sub.Status, sub.CreatedAt, tpValue, tpDeadline, tpSig, chainID, sub.Authorization)
	if err != nil {
		return sub, fmt.Errorf("CheckoutStore.CreateSubmission(%s): %w", sub.ID.Hex(), err)
	}
	if tag.RowsAffected() == 0 { // stored before: nothing inserted
		_ = tx.Rollback(ctx)
		return s.Submission(ctx, sub.ID)
	}
	if err := s.enqueue(ctx, tx, chainID, sub.ID); err != nil {
		return sub, fmt.Errorf("CheckoutStore.CreateSubmission(%s): enqueue: %w", sub.ID.Hex(), err)
	}
	if err := tx.Commit(ctx); err != nil {
		return sub, fmt.Errorf("CheckoutStore.CreateSubmission(%s): %w", sub.ID.Hex(), err)
	}
	return sub, nil
}

// Submission returns the submission with id, or checkout.ErrNotFound.
func (s *CheckoutStore) Submission(ctx context.Context, id common.Hash) (checkout.Submission, error) {
	sub, err := scanSubmission(s.pool.QueryRow(ctx, `SELECT `+submissionColumns+` FROM submissions WHERE id = $1`, id.Bytes()))
	if err != nil {
		return sub, fmt.Errorf("CheckoutStore.Submission(%s): %w", id.Hex(), err)
	}
	return sub, nil
}

// submissionColumns are the columns scanSubmission reads, in order: a
// submission stored before submissions named their chain is its invoice's.
const submissionColumns = `id, invoice_id, payer, pay_in_token, amount_in, permit_nonce, deadline, signature, status,
	settle_tx_hash, refund_tx_hash, coalesce(error, ''), created_at,
	token_permit_value, token_permit_deadline, token_permit_signature,
	coalesce(chain_id, (SELECT i.chain_id FROM invoices i WHERE i.id = invoice_id), 0), by_authorization`

// scanSubmission reads one row of submissionColumns.
func scanSubmission(row pgx.Row) (checkout.Submission, error) {
	var (
		sub                         checkout.Submission
		id, invoiceID, payer, token []byte
		amountIn, nonce             pgtype.Numeric
		settle, refund              []byte
		createdAt                   time.Time
		tpValue, tpDeadline         pgtype.Numeric
		tpSig                       []byte
	)
	err := row.Scan(&id, &invoiceID, &payer, &token, &amountIn, &nonce, &sub.Deadline, &sub.Signature, &sub.Status,
		&settle, &refund, &sub.Error, &createdAt, &tpValue, &tpDeadline, &tpSig, &sub.ChainID, &sub.Authorization)
	if errors.Is(err, pgx.ErrNoRows) {
		return sub, checkout.ErrNotFound
	}
	if err != nil {
		return sub, err
	}
	sub.ID = common.BytesToHash(id)
	copy(sub.InvoiceID[:], invoiceID)
	sub.Payer = common.BytesToAddress(payer)
	sub.PayInToken = common.BytesToAddress(token)
	sub.AmountIn = bigOf(amountIn)
	sub.PermitNonce = bigOf(nonce)
	if settle != nil {
		sub.SettleTxHash = common.BytesToHash(settle)
	}
	if refund != nil {
		sub.RefundTxHash = common.BytesToHash(refund)
	}
	sub.CreatedAt = createdAt
	if tpSig != nil {
		sub.TokenPermit = &checkout.TokenPermit{Value: bigOf(tpValue), Deadline: bigOf(tpDeadline), Signature: tpSig}
	}
	return sub, nil
}

// numeric encodes an integer for a numeric(78,0) column.
func numeric(v *big.Int) pgtype.Numeric {
	return pgtype.Numeric{Int: new(big.Int).Set(v), Exp: 0, Valid: true}
}

// bigOf decodes a numeric(78,0) value.
func bigOf(n pgtype.Numeric) *big.Int {
	if !n.Valid {
		return nil
	}
	v := new(big.Int).Set(n.Int)
	if n.Exp > 0 {
		v.Mul(v, new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(n.Exp)), nil))
	}
	return v
}
