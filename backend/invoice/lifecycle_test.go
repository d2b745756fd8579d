package invoice

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// The lifecycle table holds: every move sends an event or says why not,
// every status is reached, every status that is not an end has a way out,
// and only claimed, refunded and failed are ends.
func TestLifecycle(t *testing.T) {
	t.Parallel()
	reached := map[Status]bool{}
	for _, m := range Lifecycle {
		require.Contains(t, Statuses, m.To, "%s -> %s: an unknown status", m.From, m.To)
		if m.From != "" {
			require.Contains(t, Statuses, m.From, "%s -> %s: an unknown status", m.From, m.To)
		}
		require.True(t, (m.Event != "") != (m.Silent != ""), "%s -> %s: an event, or why none (not both)", m.From, m.To)
		require.NotEmpty(t, m.Cause, "%s -> %s: what causes it", m.From, m.To)
		reached[m.To] = true
	}
	for _, s := range Statuses {
		require.True(t, reached[s], "nothing reaches %s", s)
	}
	var ends []Status
	for _, s := range Statuses {
		if s.Terminal() {
			ends = append(ends, s)
		}
	}
	slices.Sort(ends)
	require.Equal(t, []Status{Claimed, Failed, Refunded}, ends,
		"staging, open and paid each have a way out, and so do expired and voided (a payment the chain holds); the three ends have none but an undo")
	for _, s := range []Status{Staging, Open} {
		require.True(t, s.Payable())
	}
}
