package postgres

import (
	"cmp"
	"context"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/paystead/paystead/backend/subscription"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// PlanStore keeps subscription plans (#35).
type PlanStore struct {
	pool *pgxpool.Pool
}

// NewPlanStore returns a store on pool.
func NewPlanStore(pool *pgxpool.Pool) *PlanStore { return &PlanStore{pool: pool} }

var _ subscription.Store = (*PlanStore)(nil)

// CreatePlan stores p unless its merchant already has max plans.
func (s *PlanStore) CreatePlan(ctx context.Context, p subscription.Plan, max int) error {
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if room, err := merchantHasRoom(ctx, tx, p.MerchantID, `SELECT count(*) FROM subscription_plans WHERE merchant_id = $1`, max); err != nil || !room {
			return cmp.Or(err, subscription.ErrTooMany)
		}
		_, err := tx.Exec(ctx, `INSERT INTO subscription_plans (id, merchant_id, name, description, amount, token, interval, interval_count, trial_days, charges, active, created_at)
			VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, NULLIF($10, 0), $11, $12)`,
			p.ID, p.MerchantID, p.Name, p.Description, p.Amount, string(p.Token), p.Interval, p.IntervalCount, p.TrialDays, p.Charges, p.Active, p.CreatedAt)
		return err
	})
	if err != nil {
		return fmt.Errorf("PlanStore.CreatePlan(%s): %w", p.ID, err)
	}
	return nil
}

// planColumns are a plan's columns, of subscription_plans aliased p.
const planColumns = `p.id, p.merchant_id, p.name, p.description, p.amount, p.token, p.interval, p.interval_count, p.trial_days, coalesce(p.charges, 0),
	p.active, p.created_at`

// scanPlan reads planColumns, then extra.
func scanPlan(row pgx.Row, extra ...any) (subscription.Plan, error) {
	var (
		p     subscription.Plan
		token string
	)
	err := row.Scan(append([]any{&p.ID, &p.MerchantID, &p.Name, &p.Description, &p.Amount, &token, &p.Interval, &p.IntervalCount, &p.TrialDays,
		&p.Charges, &p.Active, &p.CreatedAt}, extra...)...)
	p.Token, p.CreatedAt = invoiceapi.Token(token), p.CreatedAt.UTC()
	return p, err
}

// Plans lists merchantID's plans, newest first.
func (s *PlanStore) Plans(ctx context.Context, merchantID uuid.UUID) ([]subscription.Plan, error) {
	rows, err := s.pool.Query(ctx, `SELECT `+planColumns+` FROM subscription_plans p WHERE p.merchant_id = $1 ORDER BY p.created_at DESC, p.id DESC`, merchantID)
	if err != nil {
		return nil, fmt.Errorf("PlanStore.Plans(%s): %w", merchantID, err)
	}
	plans, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (subscription.Plan, error) { return scanPlan(row) })
	if err != nil {
		return nil, fmt.Errorf("PlanStore.Plans(%s): %w", merchantID, err)
	}
	return plans, nil
}

// Plan reads merchantID's plan id.
func (s *PlanStore) Plan(ctx context.Context, merchantID, id uuid.UUID) (subscription.Plan, error) {
	p, err := scanPlan(s.pool.QueryRow(ctx, `SELECT `+planColumns+` FROM subscription_plans p WHERE p.id = $1 AND p.merchant_id = $2`, id, merchantID))
	if errors.Is(err, pgx.ErrNoRows) {
		return subscription.Plan{}, subscription.ErrNotFound
	}
	if err != nil {
		return subscription.Plan{}, fmt.Errorf("PlanStore.Plan(%s): %w", id, err)
	}
	return p, nil
}

// PlanByID reads plan id, whoever's it is: its permanent link (/p/<id>) is public.
func (s *PlanStore) PlanByID(ctx context.Context, id uuid.UUID) (subscription.Plan, error) {
	p, err := scanPlan(s.pool.QueryRow(ctx, `SELECT `+planColumns+` FROM subscription_plans p WHERE p.id = $1`, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return subscription.Plan{}, subscription.ErrNotFound
	}
	if err != nil {
		return subscription.Plan{}, fmt.Errorf("PlanStore.PlanByID(%s): %w", id, err)
	}
	return p, nil
}

// SetPlanActive offers merchantID's plan id to new subscribers again, or no longer, and reads it.
func (s *PlanStore) SetPlanActive(ctx context.Context, merchantID, id uuid.UUID, active bool) (subscription.Plan, error) {
	p, err := scanPlan(s.pool.QueryRow(ctx, `UPDATE subscription_plans p SET active = $3 WHERE p.id = $1 AND p.merchant_id = $2 RETURNING `+planColumns,
		id, merchantID, active))
	if errors.Is(err, pgx.ErrNoRows) {
		return subscription.Plan{}, subscription.ErrNotFound
	}
	if err != nil {
		return subscription.Plan{}, fmt.Errorf("PlanStore.SetPlanActive(%s): %w", id, err)
	}
	return p, nil
}
