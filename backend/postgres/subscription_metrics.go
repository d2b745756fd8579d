package postgres

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"github.com/paystead/paystead/backend/subscription"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// MonthFigures reads merchantID's recurring revenue and churn for each of the months calendar
// months (UTC) up to the one holding now, for each token its subscriptions charge: one scan of
// the merchant's subscriptions against the months' ends. A subscription pays from its first charge
// made (after any trial; the database's clock, as canceled_at and now: a chain's block times may
// run ahead of it) until it is canceled or its plan's last period is over.
func (s *SubscriptionStore) MonthFigures(ctx context.Context, merchantID uuid.UUID, now time.Time, months int) ([]subscription.MonthFigures, error) {
	rows, err := s.pool.Query(ctx, `
		WITH months AS (
			SELECT m AS starts, least(m + interval '1 month', $2::timestamptz) AS ends
			FROM generate_series(date_trunc('month', $2::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - ($3 - 1) * interval '1 month',
				date_trunc('month', $2::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', interval '1 month') AS m
		), subs AS (
			SELECT pay_in_token, amount, period_seconds, created_at, canceled_at,
				(SELECT min(c.charged_at) FROM subscription_charges c WHERE c.subscription_id = s.id AND c.status = 'charged') AS pays_from,
				CASE WHEN charges > 0 THEN to_timestamp(start_unix + charges::bigint * period_seconds) END AS pays_until,
				cancel_reason IS NOT NULL AS canceled
			FROM subscriptions s WHERE merchant_id = $1
		)
		SELECT m.starts, s.pay_in_token,
			floor(coalesce(sum(s.amount::numeric * $4 / s.period_seconds) FILTER (WHERE paying), 0))::bigint,
			count(*) FILTER (WHERE paying),
			count(*) FILTER (WHERE s.created_at >= m.starts AND s.created_at < m.ends),
			count(*) FILTER (WHERE s.canceled AND s.canceled_at >= m.starts AND s.canceled_at < m.ends),
			count(*) FILTER (WHERE s.pays_from <= m.starts AND (s.canceled_at IS NULL OR s.canceled_at > m.starts)
				AND (s.pays_until IS NULL OR s.pays_until > m.starts))
		FROM months m CROSS JOIN subs s,
			LATERAL (SELECT s.pays_from <= m.ends AND (s.canceled_at IS NULL OR s.canceled_at > m.ends)
				AND (s.pays_until IS NULL OR s.pays_until > m.ends) AS paying) p
		GROUP BY m.starts, s.pay_in_token
		ORDER BY s.pay_in_token, m.starts`, merchantID, now, months, subscription.MonthSeconds)
	if err != nil {
		return nil, fmt.Errorf("SubscriptionStore.MonthFigures(%s): %w", merchantID, err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (subscription.MonthFigures, error) {
		var (
			f     subscription.MonthFigures
			token string
		)
		err := row.Scan(&f.Month, &token, &f.MRRUnits, &f.Paying, &f.New, &f.Canceled, &f.PayingAtStart)
		f.Month, f.Token = f.Month.UTC(), invoiceapi.Token(token)
		return f, err
	})
	if err != nil {
		return nil, fmt.Errorf("SubscriptionStore.MonthFigures(%s): %w", merchantID, err)
	}
	return out, nil
}
