package frontend

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// A subscription carries only its period in seconds; the payer's page names it as the plan did.
func TestIntervalOfNamesThePeriod(t *testing.T) {
	for seconds, want := range map[int64]struct {
		interval string
		n        int
	}{
		daySeconds:       {subscriptionapi.Day, 1},
		10 * daySeconds:  {subscriptionapi.Day, 10},
		weekSeconds:      {subscriptionapi.Week, 1},
		14 * daySeconds:  {subscriptionapi.Week, 2},
		2629746:          {subscriptionapi.Month, 1}, // a twelfth of 365.2425 days
		3 * 2629746:      {subscriptionapi.Month, 3},
		31556952:         {subscriptionapi.Year, 1},
		2 * 31556952:     {subscriptionapi.Year, 2},
		daySeconds + 600: {subscriptionapi.Day, 1},
	} {
		interval, n := intervalOf(seconds)
		require.Equal(t, want.interval, interval, "%d s", seconds)
		require.Equal(t, want.n, n, "%d s", seconds)
	}
	en, _, err := i18n.Load("en")
	require.NoError(t, err)
	de, _, err := i18n.Load("de")
	require.NoError(t, err)
	sub := subscriptionapi.Subscription{Amount: "9.99", Token: "USDC", PeriodSeconds: 2629746}
	require.Equal(t, "9.99 USDC every month", subscriptionPrice(en, sub))
	sub.PeriodSeconds = 14 * daySeconds
	require.Equal(t, "9.99 USDC every 2 weeks", subscriptionPrice(en, sub))
	require.Equal(t, "9,99 USDC alle 2 Wochen", subscriptionPrice(de, sub))
}
