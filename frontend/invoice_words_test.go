package frontend

import (
	"errors"
	"math/big"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
)

func TestFormatUSD(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"19.99":     "$19.99",
		"12.5":      "$12.50",
		"1":         "$1.00",
		"0.000001":  "$0.000001",
		"1000":      "$1,000.00",
		"1234567.8": "$1,234,567.80",
		"100":       "$100.00",
	} {
		require.Equal(t, want, formatUSD(i18n.English, in), "formatUSD(i18n.English, %q)", in)
	}
}

func TestFormatUnits(t *testing.T) {
	t.Parallel()
	for in, want := range map[int64]string{
		19_990_000:    "19.99",
		18_512_345:    "18.512345",
		20_000_000:    "20.00",
		1:             "0.000001",
		0:             "0.00",
		1_000_000_000: "1,000.00",
	} {
		require.Equal(t, want, formatUnits(i18n.English, big.NewInt(in), 6), "formatUnits(i18n.English, %d)", in)
	}
}

func TestBalance(t *testing.T) {
	t.Parallel()

	t.Run("ParsesHexQuantitiesExactly", func(t *testing.T) {
		v, ok := parseQuantity("0x0000000000000000000000000000000000000000000000000000000001312d00")
		require.True(t, ok)
		require.Equal(t, big.NewInt(20_000_000), v)
		v, ok = parseQuantity("0x")
		require.True(t, ok)
		require.Zero(t, v.Sign())
		// Beyond what a float64 holds exactly: compared as integers.
		v, ok = parseQuantity("0x20000000000001")
		require.True(t, ok)
		require.Equal(t, "9007199254740993", v.String())
		for _, bad := range []string{"", "12", "0xzz", "0x" + strings.Repeat("f", 65)} {
			_, ok := parseQuantity(bad)
			require.False(t, ok, "parseQuantity(%q)", bad)
		}
	})

	t.Run("ParsesUnits", func(t *testing.T) {
		v, ok := parseUnits("19990000")
		require.True(t, ok)
		require.Equal(t, big.NewInt(19_990_000), v)
		for _, bad := range []string{"", "-1", "1.5", "1e6", " 1"} {
			_, ok := parseUnits(bad)
			require.False(t, ok, "parseUnits(%q)", bad)
		}
	})

	t.Run("ShortfallIsExact", func(t *testing.T) {
		needed := big.NewInt(19_990_000)
		require.Nil(t, shortfall(big.NewInt(19_990_000), needed), "exactly enough is enough")
		require.Nil(t, shortfall(big.NewInt(50_000_000), needed))
		require.Equal(t, big.NewInt(1), shortfall(big.NewInt(19_989_999), needed), "one unit short is short")
	})

	t.Run("ShortBalanceWords", func(t *testing.T) {
		require.Empty(t, shortBalanceWords(i18n.English, big.NewInt(20_000_000), big.NewInt(19_990_000), "USDC"))
		words := shortBalanceWords(i18n.English, big.NewInt(5_000_000), big.NewInt(19_990_000), "USDC")
		require.Equal(t, "Your wallet holds 5.00 USDC, but this payment needs 19.99 USDC. Add at least 14.99 USDC to this wallet (or connect another one), then try again.", words)
	})

	t.Run("BalanceOfCalldata", func(t *testing.T) {
		require.Equal(t, "0x70a08231000000000000000000000000"+"8ba1f109551bd432803012645ac136ddd64dba72",
			balanceOfData("0x8ba1f109551bD432803012645Ac136ddd64DBA72"))
	})
}

func TestCountdowns(t *testing.T) {
	t.Parallel()
	require.Equal(t, 0, secondsLeft(-time.Second))
	require.Equal(t, 1, secondsLeft(time.Millisecond), "a partial second still counts")
	require.Equal(t, 5, secondsLeft(5*time.Second))
	require.Equal(t, "Price held for 28 more seconds.", quoteExpiryText(i18n.English, 27200*time.Millisecond))
	require.Equal(t, "Price held for 1 more second.", quoteExpiryText(i18n.English, time.Second))
	require.Equal(t, "This price has expired; getting a new one…", quoteExpiryText(i18n.English, 0))
	require.Equal(t, "Taking you back to Acme in 5 seconds.", redirectText(i18n.English, 5, "Acme"))
	require.Equal(t, "Taking you back to Acme in 1 second.", redirectText(i18n.English, 1, "Acme"))
	require.Equal(t, "Taking you back to the shop now…", redirectText(i18n.English, 0, ""))
}

func TestStatusWords(t *testing.T) {
	t.Parallel()
	for status, want := range map[string]string{
		"staging": "Awaiting payment", "open": "Awaiting payment", "paid": "Paid", "claimed": "Paid",
		"refunded": "Refunded", "failed": "Cannot be paid", "weird": "Unknown",
	} {
		require.Equal(t, want, invoiceStatusWords(i18n.English, status))
	}
	for _, s := range []string{"pending", "processing", "settled", "refunded", "failed"} {
		require.NotEqual(t, progressWords(i18n.English, "?"), progressWords(i18n.English, s), "status %s has words of its own", s)
	}
	require.Equal(t, "Monday 9 March 2026, 14:05 UTC", formatWhen(i18n.English, time.Date(2026, 3, 9, 15, 5, 0, 0, time.FixedZone("CET", 3600))))
	// The customer's own clock beside UTC, with the weekday when it is another day there (#36).
	at := time.Date(2026, 3, 9, 14, 5, 0, 0, time.UTC)
	require.Equal(t, "Monday 9 March 2026, 14:05 UTC (15:05 your time)", formatWhenAt(i18n.English, at, 60))
	require.Equal(t, "Monday 9 March 2026, 14:05 UTC (Tuesday 00:05 your time)", formatWhenAt(i18n.English, at, 600))
	require.Equal(t, "Monday 9 March 2026, 14:05 UTC", formatWhenAt(i18n.English, at, 0))
}

func TestInvoiceIDAndLinks(t *testing.T) {
	t.Parallel()
	require.True(t, validInvoiceID("0x"+strings.Repeat("aB", 32)))
	for _, bad := range []string{"", "0x12", "0x" + strings.Repeat("a", 63), strings.Repeat("a", 66), "0x" + strings.Repeat("g", 64)} {
		require.False(t, validInvoiceID(bad), "validInvoiceID(%q)", bad)
	}
	require.True(t, httpURL("https://shop.example/thanks"))
	require.True(t, httpURL("HTTP://shop.example"))
	require.False(t, httpURL("javascript:alert(1)"))
	require.False(t, httpURL("data:text/html,hi"))
	require.Empty(t, reviewNote(i18n.English, "… who will respond within 24 hours."))
	require.NotEmpty(t, reviewNote(i18n.English, "needs review"))
}

func TestErrorWords(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"Network", &sdk.ClientError{Code: sdk.CodeNetwork}, "Check your internet connection"},
		{"Timeout", &sdk.ClientError{Code: sdk.CodeTimeout}, "took too long"},
		{"ServerError", &sdk.ClientError{Code: sdk.CodeServerError, Status: http.StatusBadGateway}, "error 502"},
		{"NotOpen", &sdk.ClientError{Status: 409, ServerCode: apierr.InvoiceNotOpen}, "no longer open"},
		{"ComplianceDown", &sdk.ClientError{Status: 503, ServerCode: apierr.ComplianceUnavailable}, "wallet check is unavailable"},
		{"WalletFrozen", &sdk.ClientError{Status: 403, ServerCode: apierr.WalletFrozen}, "has frozen this wallet"},
		{"TokenPaused", &sdk.ClientError{Status: 503, ServerCode: apierr.TokenPaused}, "Nothing was charged. Please try again later."},
		{"BadBodyDetail", &sdk.ClientError{Status: 400, ServerCode: apierr.BadBody, Fields: []apierr.FieldError{{Field: "amountIn", Message: "is too low"}}}, "amountIn is too low"},
		{"NotAClientError", errors.New("boom"), "boom"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			require.Contains(t, apiErrorWords(i18n.English, tc.err, "load the invoice"), tc.want)
		})
	}
	require.Contains(t, waitingWords(i18n.English, checkoutapi.WaitingTokenPaused), "Your payment is signed and waiting")
	require.Empty(t, waitingWords(i18n.English, ""))
	require.Contains(t, walletErrorWords(i18n.English, &walletError{Code: walletUserRejected, Message: "User rejected"}, "sign the payment"), "You declined")
	require.Contains(t, walletErrorWords(i18n.English, &walletError{Code: -32002}, "connect your wallet"), "already has a request waiting")
	require.Contains(t, walletErrorWords(i18n.English, &walletError{Code: -32603, Message: "internal"}, "send the approval"), "internal")
}

func TestAttrSafeURL(t *testing.T) {
	t.Parallel()
	require.Equal(t, "https://shop.example/thanks?x=%22onmouseover=%22alert(1)", attrSafeURL(`https://shop.example/thanks?x="onmouseover="alert(1)`))
	require.Equal(t, "https://shop.example/a%20b%3C%3E%5C", attrSafeURL(`https://shop.example/a b<>\`))
	require.Equal(t, "https://shop.example/thanks?order=42&x=%22", attrSafeURL("https://shop.example/thanks?order=42&x=%22"))
}

func TestInvoiceTitleHasNoDoubleQuote(t *testing.T) {
	t.Parallel()
	require.Equal(t, "Pay Demo Coffee Roasters · Paystead", invoiceTitle(i18n.English, "Demo Coffee Roasters"))
	got := invoiceTitle(i18n.English, `Evil"><script>alert(1)</script>`)
	require.NotContains(t, got, `"`)
	require.Contains(t, got, "Evil”")
}

func TestExpiryWords(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		left time.Duration
		want string
	}{
		{-time.Second, "This invoice has expired."},
		{0, "This invoice has expired."},
		{1500 * time.Millisecond, "Pay within 0:02 (minutes:seconds)."},
		{9*time.Minute + 5*time.Second, "Pay within 9:05 (minutes:seconds)."},
		{59*time.Minute + 59*time.Second, "Pay within 59:59 (minutes:seconds)."},
		{3*time.Hour + 7*time.Minute, "Pay within 3 h 07 min, by Tuesday 1 December 2026, 12:00 UTC."},
		{50 * time.Hour, "Pay by Tuesday 1 December 2026, 12:00 UTC."},
	} {
		require.Equal(t, tc.want, expiryWords(i18n.English, at, at.Add(-tc.left)), tc.left)
	}
	require.Equal(t, "Expired", invoiceStatusWords(i18n.English, "expired"))
	require.Equal(t, "Cancelled", invoiceStatusWords(i18n.English, "voided"))
	require.Equal(t, "bad", invoiceStatusTone("expired"))
}

func TestWalletAppLinks(t *testing.T) {
	t.Parallel()
	const page = "https://pay.example.com/i/0xab?x=1"
	links := walletAppLinks(page)
	hrefs := map[string]string{}
	for _, l := range links {
		hrefs[l.Name] = l.Href
	}
	require.Equal(t, map[string]string{
		"MetaMask":        "https://metamask.app.link/dapp/pay.example.com/i/0xab?x=1",
		"Coinbase Wallet": "https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fpay.example.com%2Fi%2F0xab%3Fx%3D1",
		"Trust Wallet":    "https://link.trustwallet.com/open_url?coin_id=60&url=https%3A%2F%2Fpay.example.com%2Fi%2F0xab%3Fx%3D1",
		"Rainbow":         "https://rnbwapp.com/dapp?url=https%3A%2F%2Fpay.example.com%2Fi%2F0xab%3Fx%3D1",
	}, hrefs)
	require.Equal(t, "https://metamask.app.link/dapp/127.0.0.1:8080/i/0xab", walletAppLinks("http://127.0.0.1:8080/i/0xab")[0].Href)
}

func TestCeilCents(t *testing.T) {
	for in, want := range map[string]string{
		"18.512345": "18.52", "18.51": "18.51", "18.5": "18.50", "0.000001": "0.01", "19.999999": "20.00", "7": "7.00", "x": "x",
	} {
		require.Equal(t, want, ceilCents(in), in)
	}
}
