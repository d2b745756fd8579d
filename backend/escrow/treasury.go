package escrow

import (
	"context"
	"time"

	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
)

// TreasuryLimit bounds the rows a treasury rollup reads per state.
const TreasuryLimit = 100_000

// Totals are a count and an amount (smallest units) of one state and token.
type Totals struct {
	Count  int
	Amount int64
}

// Treasury is the merchant's rollup by token and state, from the same
// rows (and the same chain-time split) as Summary.
type Treasury struct {
	AsOf      time.Time
	ByToken   map[string]map[string]Totals // token -> state (pending, matured, claimed, refunded) -> totals
	Truncated bool
}

// States of the treasury rollup.
var TreasuryStates = []string{"pending", "matured", "claimed", "refunded"}

// Treasury totals the merchant's escrows by token and state.
func (s *Service) Treasury(ctx context.Context, merchantID uuid.UUID) (Treasury, error) {
	now, err := s.chain.Now(ctx)
	if err != nil {
		return Treasury{}, apierr.New(apierr.ChainError, "Could not read the chain's time.").WithDetail(err.Error())
	}
	cut := now.Add(-RefundWindow)
	t := Treasury{AsOf: now, ByToken: map[string]map[string]Totals{}}
	for _, b := range []struct {
		state         string
		status        invoice.Status
		before, after time.Time
	}{
		{"pending", invoice.Paid, time.Time{}, cut},
		{"matured", invoice.Paid, cut, time.Time{}},
		{"claimed", invoice.Claimed, time.Time{}, time.Time{}},
		{"refunded", invoice.Refunded, time.Time{}, time.Time{}},
	} {
		rows, err := s.store.Bucket(ctx, merchantID, Filter{}, b.status, b.before, b.after, TreasuryLimit+1)
		if err != nil {
			return Treasury{}, err
		}
		if len(rows) > TreasuryLimit {
			rows, t.Truncated = rows[:TreasuryLimit], true
		}
		for _, p := range rows {
			byState := t.ByToken[p.Token]
			if byState == nil {
				byState = map[string]Totals{}
				for _, st := range TreasuryStates {
					byState[st] = Totals{}
				}
				t.ByToken[p.Token] = byState
			}
			tot := byState[b.state]
			tot.Count++
			tot.Amount += p.Amount
			byState[b.state] = tot
		}
	}
	return t, nil
}
