package subscription

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/invoiceapi"
)

// The figures come grouped by token, the oldest month first, with churn as a share of the
// subscriptions paying at the month's start: none paying, no churn to speak of.
func TestMetricsViewGroupsTokensAndWorksOutChurn(t *testing.T) {
	nov, dec := time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC), time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	v := MetricsView([]MonthFigures{
		{Month: nov, Token: invoiceapi.EURC, MRRUnits: 0, New: 1},
		{Month: dec, Token: invoiceapi.EURC, MRRUnits: 4_999_999, Paying: 1, PayingAtStart: 0},
		{Month: nov, Token: invoiceapi.USDC, MRRUnits: 29_970_000, Paying: 3, New: 3, PayingAtStart: 0},
		{Month: dec, Token: invoiceapi.USDC, MRRUnits: 19_980_000, Paying: 2, Canceled: 1, PayingAtStart: 3},
	})
	require.Len(t, v.Tokens, 2)
	eurc, usdc := v.Tokens[0], v.Tokens[1]
	require.Equal(t, "EURC", eurc.Token)
	require.Equal(t, "USDC", usdc.Token)
	require.Equal(t, []string{"2026-11", "2026-12"}, []string{usdc.Months[0].Month, usdc.Months[1].Month})
	require.Equal(t, "4.999999", eurc.Months[1].MRR, "exact, in the token's units")
	require.Equal(t, "19.98", usdc.Months[1].MRR)
	require.Equal(t, "19980000", usdc.Months[1].MRRUnits)
	require.Nil(t, usdc.Months[0].ChurnBasisPoints, "nobody was paying as November began")
	require.NotNil(t, usdc.Months[1].ChurnBasisPoints)
	require.Equal(t, 3333, *usdc.Months[1].ChurnBasisPoints, "one of three: 33.33%")
	require.Equal(t, 1, usdc.Months[1].Canceled)
	require.Empty(t, MetricsView(nil).Tokens)
	require.NotNil(t, MetricsView(nil).Tokens, "an empty list, not null")
}
