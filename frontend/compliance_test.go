package frontend

import (
	"testing"

	"github.com/paystead/paystead/frontend/i18n"
)

// The onboarding badge names the screening categories the compliance
// providers answer (clear, review, sanctioned, high-risk).
func TestScreeningLabel(t *testing.T) {
	for in, want := range map[string]string{"clear": "Cleared", "allow": "Cleared", "review": "Under review",
		"sanctioned": "Blocked", "high-risk": "Blocked"} {
		if got := screeningLabel(i18n.English, in); got != want {
			t.Errorf("screeningLabel(%q) = %q, want %q", in, got, want)
		}
	}
}
