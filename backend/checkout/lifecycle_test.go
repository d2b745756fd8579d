package checkout_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// The submissions' table holds as the invoices' does: every move sends an
// event or says why not, every status is reached, and only refunded and
// failed are ends (settled leaves by a refund).
func TestLifecycle(t *testing.T) {
	t.Parallel()
	reached := map[string]bool{}
	for _, m := range checkout.Lifecycle {
		require.Contains(t, checkout.Statuses, m.To, "%s -> %s: an unknown status", m.From, m.To)
		if m.From != "" {
			require.Contains(t, checkout.Statuses, m.From, "%s -> %s: an unknown status", m.From, m.To)
		}
		require.True(t, (m.Event != "") != (m.Silent != ""), "%s -> %s: an event, or why none (not both)", m.From, m.To)
		require.NotEmpty(t, m.Cause, "%s -> %s: what causes it", m.From, m.To)
		reached[m.To] = true
	}
	var ends []string
	for _, s := range checkout.Statuses {
		require.True(t, reached[s], "nothing reaches %s", s)
		if checkout.Terminal(s) {
			ends = append(ends, s)
		}
	}
	slices.Sort(ends)
	require.Equal(t, []string{checkoutapi.StatusFailed, checkoutapi.StatusRefunded}, ends)
}
