package frontend

import (
	"errors"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/money"
)

// describeError turns a failure into a sentence for the #error region, in
// l: what was being done (doing, already in l), then the server's own
// explanation (its messages are written for people, in English) or the
// wallet's.
func describeError(l *i18n.Locale, doing string, err error) string {
	var ce *sdk.ClientError
	var we *walletError
	switch {
	case errors.As(err, &ce):
		switch ce.ServerCode {
		case apierr.MerchantPayoutBlocked:
			return l.T("{doing}: sanctions screening blocked this payout wallet, so it cannot receive funds. Choose another wallet you control.", "doing", doing)
		case apierr.OriginNotAllowed:
			return l.T("{doing}: the server refused a request from this page's origin. Reload the page from the Paystead address.", "doing", doing)
		case apierr.RateLimited:
			return l.T("{doing}: too many requests. Wait a moment and try again.", "doing", doing)
		}
		if ce.Code == sdk.CodeNetwork || ce.Code == sdk.CodeTimeout {
			return l.T("{doing}: the server could not be reached. Check your connection and try again.", "doing", doing)
		}
		msg := ce.Message
		for _, f := range ce.Fields {
			msg += " " + f.Field + ": " + f.Message + "."
		}
		if ce.RequestID != "" {
			msg += " " + l.T("(request {id})", "id", ce.RequestID)
		}
		return doing + ": " + strings.TrimSpace(msg)
	case errors.As(err, &we):
		return walletFailure(l, doing, err)
	case err != nil:
		return doing + ": " + err.Error()
	}
	return ""
}

// fieldMessage is what the server said of field in a refusal of err
// ("must be at most 100 characters"), or "".
func fieldMessage(err error, field string) string {
	var ce *sdk.ClientError
	if !errors.As(err, &ce) {
		return ""
	}
	for _, f := range ce.Fields {
		if f.Field == field {
			return f.Message
		}
	}
	return ""
}

// walletFailure explains a wallet's refusal, in l.
func walletFailure(l *i18n.Locale, doing string, err error) string {
	if userRejected(err) {
		return l.T("{doing}: you rejected the request in your wallet.", "doing", doing)
	}
	return doing + ": " + err.Error()
}

// formatTime is t for tables: minutes are enough, in UTC so that every
// merchant's team reads the same time; the month's short name in l.
func formatTime(l *i18n.Locale, t time.Time) string {
	if t.IsZero() {
		return "—"
	}
	t = t.UTC()
	return strconv.Itoa(t.Day()) + " " + l.T(shortMonths[t.Month()-1]) + " " + t.Format("2006 15:04") + " UTC"
}

// The short names of the months and weekdays, as the dashboard's tables
// and chart write them; each catalogue translates them.
var (
	shortMonths   = [...]string{msg("Jan"), msg("Feb"), msg("Mar"), msg("Apr"), msg("May"), msg("Jun"), msg("Jul"), msg("Aug"), msg("Sep"), msg("Oct"), msg("Nov"), msg("Dec")}
	shortWeekdays = [...]string{msg("Sun"), msg("Mon"), msg("Tue"), msg("Wed"), msg("Thu"), msg("Fri"), msg("Sat")}
)

// shortDay is t's day as "Mon 2 Jan" in l.
func shortDay(l *i18n.Locale, t time.Time) string {
	t = t.UTC()
	return l.T(shortWeekdays[t.Weekday()]) + " " + strconv.Itoa(t.Day()) + " " + l.T(shortMonths[t.Month()-1])
}

// deref is *p, or the zero value when p is nil: the API's nulls (a
// wallet not yet set, a key never used) read as empty.
func deref[T any](p *T) T {
	if p == nil {
		var zero T
		return zero
	}
	return *p
}

// formatAge is a duration in seconds as "3 h 5 min".
func formatAge(l *i18n.Locale, seconds int64) string {
	switch {
	case seconds < 60:
		return l.T("under a minute")
	case seconds < 3600:
		return l.T("{m} min", "m", strconv.FormatInt(seconds/60, 10))
	case seconds < 86400:
		return l.T("{h} h {m} min", "h", strconv.FormatInt(seconds/3600, 10), "m", strconv.FormatInt(seconds%3600/60, 10))
	}
	return l.T("{d} d {h} h", "d", strconv.FormatInt(seconds/86400, 10), "h", strconv.FormatInt(seconds%86400/3600, 10))
}

// shortHex is a long hex id shortened for a table cell; the full value
// goes in a title.
func shortHex(s string) string {
	if len(s) <= 14 {
		return s
	}
	return s[:8] + "…" + s[len(s)-4:]
}

// tokenAmounts lists the tokens of totals with their amounts, the payout
// token first (USDC, then the others by name).
type tokenAmount struct {
	Token  string
	Amount string // exact decimal
	Count  int
}

func tokenAmounts(totals map[string]sdk.TokenTotals) []tokenAmount {
	out := make([]tokenAmount, 0, len(totals))
	for tok, t := range totals {
		out = append(out, tokenAmount{Token: tok, Amount: decimalOr0(t.Amount), Count: t.Count})
	}
	sort.Slice(out, func(i, j int) bool { return tokenLess(out[i].Token, out[j].Token) })
	return out
}

func tokenLess(a, b string) bool {
	if payout := escrowToken(); (a == payout) != (b == payout) {
		return a == payout
	}
	return a < b
}

// stateTotals is one escrow state's totals by token, out of the
// treasury's token -> state map.
func stateTotals(tr *sdk.Treasury, state string) map[string]sdk.TokenTotals {
	out := map[string]sdk.TokenTotals{}
	for tok, byState := range tr.Tokens {
		if t, ok := byState[state]; ok {
			out[tok] = t
		}
	}
	return out
}

// escrowToken is what the escrows hold: the gateway keeps the payout
// token (USDC, the registry's first that pays out as itself) whatever the
// customer paid in, since a swapped token is swapped inside pay. The
// treasury's rows and totals are keyed by the pay-in token, so the pages
// sum them and name it. (A deployment with a second token paid out as
// itself sums it in too: the treasury by payout token comes with the
// treasury by network.)
func escrowToken() string {
	for _, t := range pageTokens() {
		if !t.swapped() {
			return t.Symbol
		}
	}
	return "USDC"
}

// sumTotals adds up totals over the pay-in tokens, exactly.
func sumTotals(totals map[string]sdk.TokenTotals) (units *big.Int, count int) {
	units = new(big.Int)
	for _, t := range totals {
		units.Add(units, unitsOf(t.AmountUnits))
		count += t.Count
	}
	return units, count
}

// paidInNote says, in l, how much of totals came in tokens other than
// the payout token, "" when none did.
func paidInNote(l *i18n.Locale, totals map[string]sdk.TokenTotals) string {
	var parts []string
	for _, t := range tokenAmounts(totals) {
		if t.Token != escrowToken() && t.Amount != "0" {
			parts = append(parts, l.T("{amount} paid in {token}", "amount", t.Amount, "token", t.Token))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return l.T("of which {parts}", "parts", strings.Join(parts, ", "))
}

// decimalOr0 is a decimal string as the page shows it: "0" for empty.
func decimalOr0(s string) string {
	if s == "" {
		return "0"
	}
	return s
}

// unitsOf reads an amountUnits string; malformed input counts as zero
// (the server writes these, so it would be a bug there, not a payment).
func unitsOf(s string) *big.Int {
	n, ok := new(big.Int).SetString(s, 10)
	if !ok || n.Sign() < 0 {
		return new(big.Int)
	}
	return n
}

// formatTokenUnits writes smallest-unit amounts as the token's decimal.
func formatTokenUnits(units *big.Int) string {
	return money.FormatDecimal(units, money.StablecoinDecimals)
}
