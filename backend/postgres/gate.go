package postgres

import (
	"context"
	"errors"
	"fmt"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/gate"
)

// GateStore keeps the compliance gate's review tickets and decisions.
type GateStore struct{ pool *pgxpool.Pool }

// NewGateStore returns a store on pool.
func NewGateStore(pool *pgxpool.Pool) *GateStore { return &GateStore{pool: pool} }

var _ gate.Store = (*GateStore)(nil)

const decisionColumns = `merchant_id, wallet, outcome, code, reason, source, provider, ticket_id, decided_at, expires_at`

// Decision returns the stored decision for the merchant and wallet, or
// gate.ErrNotFound.
func (s *GateStore) Decision(ctx context.Context, merchantID uuid.UUID, wallet common.Address) (gate.WalletDecision, error) {
	d, err := scanDecision(s.pool.QueryRow(ctx, `SELECT `+decisionColumns+` FROM compliance_decisions
		WHERE merchant_id = $1 AND wallet = $2`, merchantID, wallet.Bytes()))
	if err != nil {
		return d, fmt.Errorf("GateStore.Decision(%s, %s): %w", merchantID, wallet.Hex(), err)
	}
	return d, nil
}

// SaveScreening stores d unless a decision still valid at d.DecidedAt is
// there, and returns the decision in force.
func (s *GateStore) SaveScreening(ctx context.Context, d gate.WalletDecision) (gate.WalletDecision, error) {
	// The conditional upsert settles races in the database: of two
	// screenings at once the first stands, and a merchant's decision that
	// lands between a read and this write is never overwritten.
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return d, fmt.Errorf("GateStore.SaveScreening(%s, %s): %w", d.MerchantID, d.Wallet.Hex(), err)
	}
	defer tx.Rollback(ctx) //nolint:errcheck // a no-op after Commit
	kept, err := scanDecision(tx.QueryRow(ctx, `
		INSERT INTO compliance_decisions AS d (`+decisionColumns+`)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
		ON CONFLICT (merchant_id, wallet) DO UPDATE SET
			outcome = EXCLUDED.outcome, code = EXCLUDED.code, reason = EXCLUDED.reason, source = EXCLUDED.source,
			provider = EXCLUDED.provider, ticket_id = EXCLUDED.ticket_id, decided_at = EXCLUDED.decided_at,
			expires_at = EXCLUDED.expires_at
		WHERE d.expires_at <= EXCLUDED.decided_at OR d.source = 'issuer'
		RETURNING `+decisionColumns, decisionArgs(d)...))
	if errors.Is(err, gate.ErrNotFound) {
		// The row was kept; it is locked by the attempted update, so this
		// read sees it as it stands.
		kept, err = scanDecision(tx.QueryRow(ctx, `SELECT `+decisionColumns+` FROM compliance_decisions
			WHERE merchant_id = $1 AND wallet = $2`, d.MerchantID, d.Wallet.Bytes()))
	}
	if err == nil {
		err = tx.Commit(ctx)
	}
	if err != nil {
		return d, fmt.Errorf("GateStore.SaveScreening(%s, %s): %w", d.MerchantID, d.Wallet.Hex(), err)
	}
	return kept, nil
}

// SaveIssuerBar stores d, the token issuer's bar of a wallet, as the
// merchant's decision for it, replacing any decision but a merchant's
// denial (which bars the wallet already, for longer).
func (s *GateStore) SaveIssuerBar(ctx context.Context, d gate.WalletDecision) error {
	_, err := s.pool.Exec(ctx, `
		INSERT INTO compliance_decisions AS d (`+decisionColumns+`)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
		ON CONFLICT (merchant_id, wallet) DO UPDATE SET
			outcome = EXCLUDED.outcome, code = EXCLUDED.code, reason = EXCLUDED.reason, source = EXCLUDED.source,
			provider = EXCLUDED.provider, ticket_id = EXCLUDED.ticket_id, decided_at = EXCLUDED.decided_at,
			expires_at = EXCLUDED.expires_at
		WHERE NOT (d.source = 'merchant' AND d.outcome = 'reject' AND d.expires_at > EXCLUDED.decided_at)`, decisionArgs(d)...)
	if err != nil {
		return fmt.Errorf("GateStore.SaveIssuerBar(%s, %s): %w", d.MerchantID, d.Wallet.Hex(), err)
	}
	return nil
}

const ticketColumns = `id, merchant_id, invoice_id, wallet, reason, provider, status, created_at, decided_at, decided_by`

// PendingTicket returns the merchant's pending ticket for wallet, or
// gate.ErrNotFound.
func (s *GateStore) PendingTicket(ctx context.Context, merchantID uuid.UUID, wallet common.Address) (gate.Ticket, error) {
	t, err := scanTicket(s.pool.QueryRow(ctx, `SELECT `+ticketColumns+` FROM compliance_tickets
		WHERE merchant_id = $1 AND wallet = $2 AND status = 'pending'`, merchantID, wallet.Bytes()))
	if err != nil {
		return t, fmt.Errorf("GateStore.PendingTicket(%s, %s): %w", merchantID, wallet.Hex(), err)
	}
	return t, nil
}

// OpenTicket inserts t unless the merchant has a pending ticket for its
// wallet already, and returns the pending ticket.
func (s *GateStore) OpenTicket(ctx context.Context, t gate.Ticket) (gate.Ticket, error) {
	// A concurrent insert that wins the unique index makes ours a no-op;
	// the loop then reads the winner (and retries in the unlikely case
	// that it was decided in between).
	for range 3 {
		opened, err := scanTicket(s.pool.QueryRow(ctx, `
			INSERT INTO compliance_tickets (id, merchant_id, invoice_id, wallet, reason, provider, status, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7)
			ON CONFLICT (merchant_id, wallet) WHERE status = 'pending' DO NOTHING
			RETURNING `+ticketColumns,
			t.ID, t.MerchantID, t.InvoiceID[:], t.Wallet.Bytes(), t.Reason, t.Provider, t.CreatedAt))
		if err == nil {
			return opened, nil
		}
		if !errors.Is(err, gate.ErrNotFound) {
			return t, fmt.Errorf("GateStore.OpenTicket(%s): %w", t.ID, err)
		}
		existing, err := s.PendingTicket(ctx, t.MerchantID, t.Wallet)
		if err == nil {
			return existing, nil
		}
		if !errors.Is(err, gate.ErrNotFound) {
			return t, fmt.Errorf("GateStore.OpenTicket(%s): %w", t.ID, err)
		}
	}
	return t, fmt.Errorf("GateStore.OpenTicket(%s): the pending ticket for %s kept changing", t.ID, t.Wallet.Hex())
}

// Ticket returns the merchant's ticket id, or gate.ErrNotFound.
func (s *GateStore) Ticket(ctx context.Context, merchantID, id uuid.UUID) (gate.Ticket, error) {
	t, err := scanTicket(s.pool.QueryRow(ctx, `SELECT `+ticketColumns+` FROM compliance_tickets
		WHERE id = $1 AND merchant_id = $2`, id, merchantID))
	if err != nil {
		return t, fmt.Errorf("GateStore.Ticket(%s): %w", id, err)
	}
	return t, nil
}

// PendingTickets lists the merchant's pending tickets, oldest first.
func (s *GateStore) PendingTickets(ctx context.Context, merchantID uuid.UUID, limit int) ([]gate.Ticket, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+ticketColumns+` FROM compliance_tickets
		WHERE merchant_id = $1 AND status = 'pending' ORDER BY created_at, id LIMIT $2`, merchantID, limit)
	if err != nil {
		return nil, fmt.Errorf("GateStore.PendingTickets(%s): %w", merchantID, err)
	}
	defer rows.Close()
	tickets := []gate.Ticket{}
	for rows.Next() {
		t, err := scanTicket(rows)
		if err != nil {
			return nil, fmt.Errorf("GateStore.PendingTickets(%s): %w", merchantID, err)
		}
		tickets = append(tickets, t)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("GateStore.PendingTickets(%s): %w", merchantID, err)
	}
	return tickets, nil
}

// DecideTicket closes the pending ticket and replaces its wallet's
// decision with d, in one transaction.
func (s *GateStore) DecideTicket(ctx context.Context, t gate.Ticket, d gate.WalletDecision) error {
	tx, err := s.pool.Begin(ctx)
	if err != nil {
		return fmt.Errorf("GateStore.DecideTicket(%s): %w", t.ID, err)
	}
	defer tx.Rollback(ctx) //nolint:errcheck // a no-op after Commit
	tag, err := tx.Exec(ctx, `UPDATE compliance_tickets SET status = $3, decided_at = $4, decided_by = $5
		WHERE id = $1 AND merchant_id = $2 AND status = 'pending'`, t.ID, t.MerchantID, string(t.Status), t.DecidedAt, t.DecidedBy)
	if err != nil {
		return fmt.Errorf("GateStore.DecideTicket(%s): %w", t.ID, err)
	}
	if tag.RowsAffected() == 0 {
		return fmt.Errorf("GateStore.DecideTicket(%s): %w", t.ID, gate.ErrTicketNotOpen)
	}
	// The merchant's word replaces whatever stood before.
	if _, err := tx.Exec(ctx, `
		INSERT INTO compliance_decisions (`+decisionColumns+`)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
		ON CONFLICT (merchant_id, wallet) DO UPDATE SET
			outcome = EXCLUDED.outcome, code = EXCLUDED.code, reason = EXCLUDED.reason, source = EXCLUDED.source,
			provider = EXCLUDED.provider, ticket_id = EXCLUDED.ticket_id, decided_at = EXCLUDED.decided_at,
			expires_at = EXCLUDED.expires_at`, decisionArgs(d)...); err != nil {
		return fmt.Errorf("GateStore.DecideTicket(%s): %w", t.ID, err)
	}
	if err := tx.Commit(ctx); err != nil {
		return fmt.Errorf("GateStore.DecideTicket(%s): %w", t.ID, err)
	}
	return nil
}

func decisionArgs(d gate.WalletDecision) []any {
	var code *string
	if d.Code != "" {
		c := string(d.Code)
		code = &c
	}
	var ticket *uuid.UUID
	if d.TicketID != uuid.Nil {
		ticket = &d.TicketID
	}
	return []any{d.MerchantID, d.Wallet.Bytes(), string(d.Outcome), code, d.Reason, string(d.Source), d.Provider, ticket, d.DecidedAt, d.ExpiresAt}
}

func scanDecision(row pgx.Row) (gate.WalletDecision, error) {
	var (
		d               gate.WalletDecision
		wallet          []byte
		outcome, source string
		code            *string
		ticket          *uuid.UUID
	)
	err := row.Scan(&d.MerchantID, &wallet, &outcome, &code, &d.Reason, &source, &d.Provider, &ticket, &d.DecidedAt, &d.ExpiresAt)
	if errors.Is(err, pgx.ErrNoRows) {
		return d, gate.ErrNotFound
	}
	if err != nil {
		return d, err
	}
	d.Wallet = common.BytesToAddress(wallet)
	d.Outcome, d.Source = gate.Outcome(outcome), gate.Source(source)
	if code != nil {
		d.Code = gate.RejectCode(*code)
	}
	if ticket != nil {
		d.TicketID = *ticket
	}
	d.DecidedAt, d.ExpiresAt = d.DecidedAt.UTC(), d.ExpiresAt.UTC()
	return d, nil
}

func scanTicket(row pgx.Row) (gate.Ticket, error) {
	var (
		t                 gate.Ticket
		invoiceID, wallet []byte
		status            string
		decidedBy         *string
	)
	err := row.Scan(&t.ID, &t.MerchantID, &invoiceID, &wallet, &t.Reason, &t.Provider, &status, &t.CreatedAt, &t.DecidedAt, &decidedBy)
	if errors.Is(err, pgx.ErrNoRows) {
		return t, gate.ErrNotFound
	}
	if err != nil {
		return t, err
	}
	copy(t.InvoiceID[:], invoiceID)
	t.Wallet = common.BytesToAddress(wallet)
	t.Status = gate.TicketStatus(status)
	t.CreatedAt = t.CreatedAt.UTC()
	if t.DecidedAt != nil {
		at := t.DecidedAt.UTC()
		t.DecidedAt = &at
	}
	if decidedBy != nil {
		t.DecidedBy = *decidedBy
	}
	return t, nil
}
