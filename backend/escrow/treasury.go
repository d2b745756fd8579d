package escrow

import (
	"context"
	"slices"
	"time"

	"github.com/ethereum/go-ethereum/common"
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
	AsOf time.Time
	// ByToken: token -> state -> totals. Pending and matured count what
	// the escrow still holds, claimed what was paid out (each the
	// invoice's amount less its partial refunds); refunded counts every
	// invoice that had money refunded, whatever became of the rest, and
	// the money refunded.
	ByToken map[string]map[string]Totals // token -> state (pending, matured, claimed, refunded) -> totals
	// ByNetwork is ByToken on each network (chain id) apart; ByToken is
	// their sum.
	ByNetwork map[int64]map[string]map[string]Totals
	// Maturities splits the pending escrows by the calendar day (UTC, in
	// chain time) their refund window closes: day 0 is AsOf's day, day i
	// the i-th after it, so a bar labelled with a day holds what matures
	// on that day, and the days together are exactly the pending totals.
	Maturities [MaturityDays]Maturity
	// ClaimableNow is what a claim would move now, by token: the matured totals.
	ClaimableNow map[string]Totals
	// RecentClaims are the last RecentClaimsLimit claimed escrows, newest claim first.
	RecentClaims []Claim
	Truncated    bool
}

// MaturityDays is how many calendar days Treasury.Maturities covers:
// today and the seven after it, since an escrow paid now matures on the
// seventh day from today.
const MaturityDays = int(RefundWindow/(24*time.Hour)) + 1

// RecentClaimsLimit bounds Treasury.RecentClaims.
const RecentClaimsLimit = 20

// Maturity is what matures in one day of chain time, by token.
type Maturity struct {
	From, To time.Time
	ByToken  map[string]Totals
}

// Claim is one claimed escrow.
type Claim struct {
	InvoiceID invoice.ID
	ChainID   int64 // the network it was paid out on
	Token     string
	Amount    int64
	ClaimedAt time.Time
	TxHash    common.Hash
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
	t := Treasury{AsOf: now, ByToken: map[string]map[string]Totals{}, ByNetwork: map[int64]map[string]map[string]Totals{},
		ClaimableNow: map[string]Totals{}, RecentClaims: []Claim{}}
	today := now.UTC().Truncate(24 * time.Hour) // midnight UTC: Unix days are whole
	for i := range t.Maturities {
		from := today.AddDate(0, 0, i)
		t.Maturities[i] = Maturity{From: from, To: from.AddDate(0, 0, 1), ByToken: map[string]Totals{}}
	}
	add := func(m map[string]Totals, token string, amount int64) {
		tot := m[token]
		tot.Count++
		tot.Amount += amount
		m[token] = tot
	}
	states := func(tokens map[string]map[string]Totals, token string) map[string]Totals {
		byState := tokens[token]
		if byState == nil {
			byState = map[string]Totals{}
			for _, st := range TreasuryStates {
				byState[st] = Totals{}
			}
			tokens[token] = byState
		}
		return byState
	}
	// addState adds amount to p's token in state, in all and on p's network.
	addState := func(p Paid, state string, amount int64) {
		add(states(t.ByToken, p.Token), state, amount)
		onNetwork := t.ByNetwork[p.ChainID]
		if onNetwork == nil {
			onNetwork = map[string]map[string]Totals{}
			t.ByNetwork[p.ChainID] = onNetwork
		}
		add(states(onNetwork, p.Token), state, amount)
	}
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
			if p.Refunded > 0 {
				addState(p, "refunded", p.Refunded)
			}
			held := p.Remaining()
			switch b.state {
			case "pending":
				addState(p, b.state, held)
				day := int(p.ClaimableAt().Sub(today) / (24 * time.Hour))
				add(t.Maturities[min(max(day, 0), MaturityDays-1)].ByToken, p.Token, held)
			case "matured":
				addState(p, b.state, held)
				add(t.ClaimableNow, p.Token, held)
			case "claimed":
				addState(p, b.state, held)
				var at time.Time
				if p.ClaimedAt != nil {
					at = *p.ClaimedAt
				}
				t.RecentClaims = append(t.RecentClaims, Claim{InvoiceID: p.ID, ChainID: p.ChainID, Token: p.Token, Amount: held, ClaimedAt: at, TxHash: p.ClaimTxHash})
			}
		}
	}
	for token := range t.ByToken {
		t.ClaimableNow[token] = t.ClaimableNow[token] // every token appears, zero when nothing has matured
	}
	slices.SortStableFunc(t.RecentClaims, func(a, b Claim) int { return b.ClaimedAt.Compare(a.ClaimedAt) })
	if len(t.RecentClaims) > RecentClaimsLimit {
		t.RecentClaims = t.RecentClaims[:RecentClaimsLimit]
	}
	return t, nil
}
