package frontend

import (
	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// How a plan's or a subscription's price reads, on the customers' pages and the dashboard alike
// (both catalogues translate these messages).

// Seconds of each interval, as the chain counts a plan's period: a month is a twelfth of a
// Gregorian year.
const (
	daySeconds   = 86400
	weekSeconds  = 7 * daySeconds
	yearSeconds  = 31556952
	monthSeconds = yearSeconds / 12
)

// everyPeriod is amount with how often it is charged: "9.99 USDC every 2 weeks".
func everyPeriod(l *i18n.Locale, amount, interval string, count int) string {
	n := max(count, 1)
	switch interval {
	case subscriptionapi.Day:
		return l.N(n, "{amount} every day", "{amount} every {n} days", "amount", amount)
	case subscriptionapi.Week:
		return l.N(n, "{amount} every week", "{amount} every {n} weeks", "amount", amount)
	case subscriptionapi.Year:
		return l.N(n, "{amount} every year", "{amount} every {n} years", "amount", amount)
	}
	return l.N(n, "{amount} every month", "{amount} every {n} months", "amount", amount)
}

// intervalOf is the longest interval a period of seconds counts whole, and how many of it.
func intervalOf(seconds int64) (string, int) {
	for _, u := range []struct {
		name    string
		seconds int64
	}{{subscriptionapi.Year, yearSeconds}, {subscriptionapi.Month, monthSeconds}, {subscriptionapi.Week, weekSeconds}} {
		if seconds >= u.seconds && seconds%u.seconds == 0 {
			return u.name, int(seconds / u.seconds)
		}
	}
	return subscriptionapi.Day, int(max(1, (seconds+daySeconds/2)/daySeconds))
}

// subscriptionPrice is what s costs and how often: "9.99 USDC every month".
func subscriptionPrice(l *i18n.Locale, s subscriptionapi.Subscription) string {
	interval, n := intervalOf(s.PeriodSeconds)
	return everyPeriod(l, formatDecimalToken(l, s.Amount, s.Token), interval, n)
}
