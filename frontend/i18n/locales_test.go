//go:build !js

package i18n

import (
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestLocaleFormats formats with the real catalogues as people of each
// language write prices, token amounts, counts and dates.
func TestLocaleFormats(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 3, 9, 14, 5, 0, 0, time.UTC) // a Monday
	for _, tc := range []struct {
		tag, usd, usd4, token, date, seconds string
	}{
		{"en", "$12,345.60", "$1,234.50", "18.512345 EURC", "Monday 9 March 2026, 14:05 UTC", "Price held for 2 more seconds."},
		{"es", "12.345,60 US$", "1234,50 US$", "18,512345 EURC", "lunes, 9 de marzo de 2026, 14:05 UTC", ""},
		{"fr", "12\u202f345,60 $US", "1\u202f234,50 $US", "18,512345 EURC", "lundi 9 mars 2026, 14:05 UTC", ""},
		{"de", "12.345,60 $", "1.234,50 $", "18,512345 EURC", "Montag, 9. März 2026, 14:05 UTC", ""},
		{"pt", "US$ 12.345,60", "US$ 1.234,50", "18,512345 EURC", "segunda-feira, 9 de março de 2026, 14:05 UTC", ""},
		{"ja", "$12,345.60", "$1,234.50", "18.512345 EURC", "2026年3月9日(月) 14:05 UTC", ""},
	} {
		t.Run(tc.tag, func(t *testing.T) {
			l, _, err := Load(tc.tag)
			require.NoError(t, err)
			require.Equal(t, tc.tag, l.Tag())
			require.Equal(t, tc.usd, l.USD("12345.6"))
			require.Equal(t, tc.usd4, l.USD("1234.5"), "four digits")
			require.Equal(t, tc.token, l.Token("18", "512345", "EURC"))
			require.Equal(t, tc.date, l.Date(at))
			if tc.seconds != "" {
				require.Equal(t, tc.seconds, l.N(2, "Price held for {n} more second.", "Price held for {n} more seconds."))
			}
			one := l.N(1, "Price held for {n} more second.", "Price held for {n} more seconds.")
			many := l.N(2, "Price held for {n} more second.", "Price held for {n} more seconds.")
			require.Contains(t, one, "1")
			require.Contains(t, many, "2")
			if tc.tag != "en" {
				require.NotEqual(t, "Pay Acme", l.T("Pay {merchant}", "merchant", "Acme"))
				require.Contains(t, l.T("Pay {merchant}", "merchant", "Acme"), "Acme")
			}
		})
	}
	_, raw, err := Load("xx")
	require.NoError(t, err)
	require.Nil(t, raw, "an unknown language is English, with no catalogue")
}
