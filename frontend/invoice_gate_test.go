//go:build !js

package frontend

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// The gate's reasons read in every checkout language (#36 item 4): each
// template the gate fills is recognised and translated with the same
// names; a reason the page does not know is shown as the server wrote it.
func TestGateReasonsInEveryLanguage(t *testing.T) {
	for _, lang := range i18n.Languages {
		l, _, err := i18n.Load(lang.Tag)
		require.NoError(t, err)
		for _, template := range checkoutapi.Reasons {
			english := checkoutapi.FillReason(template, "merchant", "Demo Coffee", "token", "EURC")
			got := reasonIn(l, english, "Demo Coffee", "EURC")
			if lang.Tag == "en" {
				require.Equal(t, english, got)
				continue
			}
			require.NotEqual(t, english, got, "%s: %q is not translated", lang.Tag, template)
			require.NotContains(t, got, "{", "%s: a placeholder left unfilled in %q", lang.Tag, got)
			if english != template {
				require.True(t, strings.Contains(got, "Demo Coffee") || strings.Contains(got, "EURC"), "%s: %q lost its name", lang.Tag, got)
			}
		}
		require.Equal(t, "A provider's own words.", reasonIn(l, "A provider's own words.", "Demo Coffee", "EURC"))
		// Another merchant's name in a review reason is not this page's: shown as written.
		other := checkoutapi.FillReason(checkoutapi.ReasonReview, "merchant", "Someone Else")
		require.Equal(t, other, reasonIn(l, other, "Demo Coffee", "EURC"))
	}
}
