package i18n

import (
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

func TestT(t *testing.T) {
	t.Parallel()
	l, err := Parse("es", []byte(`{"Pay {merchant}": "Pagar a {merchant}", "Empty": ""}`))
	require.NoError(t, err)
	require.Equal(t, "Pagar a Acme", l.T("Pay {merchant}", "merchant", "Acme"))
	require.Equal(t, "Not translated", l.T("Not translated"), "a message the catalogue lacks stays English")
	require.Equal(t, "Empty", l.T("Empty"), "an empty translation is no translation")
	require.Equal(t, "Pay Acme", English.T("Pay {merchant}", "merchant", "Acme"))
	var none *Locale
	require.Equal(t, "Pay Acme", none.T("Pay {merchant}", "merchant", "Acme"), "nil is English")
	require.Equal(t, "{x} stays", English.T("{x} stays"), "a placeholder without a value is left as written")

	_, err = Parse("xx", []byte(`{}`))
	require.Error(t, err)
	_, err = Parse("fr", []byte(`{"a": 1}`))
	require.Error(t, err, "a catalogue maps strings to strings")
}

func TestPlurals(t *testing.T) {
	t.Parallel()
	one, other := "{n} second", "{n} seconds"
	for _, tc := range []struct {
		tag  string
		n    int
		want string
	}{
		{"en", 0, other}, {"en", 1, one}, {"en", 2, other},
		{"fr", 0, one}, {"fr", 1, one}, {"fr", 2, other},
		{"de", 1, one}, {"es", 1, one}, {"pt", 1, one}, {"pt", 2, other},
		{"ja", 1, other}, {"ja", 5, other},
	} {
		l := FromMap(tc.tag, map[string]string{})
		require.Equal(t, English.T(tc.want, "n", strconv.Itoa(tc.n)), l.N(tc.n, one, other), "%s %d", tc.tag, tc.n)
	}
	require.Equal(t, "1,200 seconds", English.N(1200, one, other), "n is formatted")
}

func TestMatch(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ chosen, accept, want string }{
		{"", "", "en"},
		{"", "es-ES,es;q=0.9,en;q=0.8", "es"},
		{"", "pt-BR", "pt"},
		{"", "es-419", "es"},
		{"", "zh-CN,ja;q=0.5,en;q=0.3", "ja"},
		{"", "en;q=0.2, de;q=0.8", "de"},
		{"", "de;q=0, fr", "fr"},
		{"", "xx, yy", "en"},
		{"", "FR-ca", "fr"},
		{"ja", "de", "ja"},
		{"xx", "de", "de"},
		{"", "de;q=bad, es", "es"},
	} {
		require.Equal(t, tc.want, Match(tc.chosen, tc.accept), "Match(%q, %q)", tc.chosen, tc.accept)
	}
}

func TestEnglishFormats(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"19.99": "$19.99", "12.5": "$12.50", "1": "$1.00", "0.000001": "$0.000001", "1000": "$1,000.00",
		"1234567.8": "$1,234,567.80", "": "$0.00",
	} {
		require.Equal(t, want, English.USD(in), "USD(%q)", in)
	}
	require.Equal(t, "18.512345 EURC", English.Token("18", "512345", "EURC"))
	require.Equal(t, "-1,000", English.Integer("-1000"))
	require.Equal(t, "Monday 9 March 2026, 14:05 UTC", English.Date(time.Date(2026, 3, 9, 15, 5, 0, 0, time.FixedZone("CET", 3600))))
}
