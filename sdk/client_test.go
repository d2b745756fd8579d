package sdk_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
)

func TestNewClient(t *testing.T) {
	t.Parallel()

	t.Run("NeedsItsPaysteadsAddress", func(t *testing.T) {
		// No default points at a host nobody here runs.
		for _, env := range []sdk.Environment{"", sdk.Testnet, sdk.Mainnet} {
			_, err := sdk.NewClient("ak_live_x", sdk.WithEnvironment(env))
			requireCode(t, err, sdk.CodeInvalidEnvironment)
			require.Contains(t, err.Error(), "WithBaseURL")
		}
	})
	t.Run("BaseURLWithAnEnvironment", func(t *testing.T) {
		c, err := sdk.New(sdk.InitOptions{APIKey: "ak_live_x", Environment: sdk.Mainnet, BaseURL: "http://127.0.0.1:8080/"})
		require.NoError(t, err)
		require.Equal(t, "http://127.0.0.1:8080", c.BaseURL())
	})
	t.Run("RejectsMissingKey", func(t *testing.T) {
		_, err := sdk.NewClient("  ")
		requireCode(t, err, sdk.CodeInvalidAPIKey)
	})
	t.Run("RejectsUnknownEnvironment", func(t *testing.T) {
		_, err := sdk.NewClient("ak_live_x", sdk.WithEnvironment("production"))
		requireCode(t, err, sdk.CodeInvalidEnvironment)
	})
	t.Run("RejectsNonHTTPBaseURL", func(t *testing.T) {
		for _, base := range []string{"ftp://pay.example", "pay.example", "http://", "javascript:alert(1)"} {
			_, err := sdk.NewClient("ak_live_x", sdk.WithBaseURL(base))
			requireCode(t, err, sdk.CodeInvalidURL)
		}
	})
}

func TestParseRetryAfter(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	for in, want := range map[string]time.Duration{
		"":                              0,
		"0":                             0,
		"-3":                            0,
		"7":                             7 * time.Second,
		" 2 ":                           2 * time.Second,
		"soon":                          0,
		"Thu, 01 Jan 2026 12:00:30 GMT": 30 * time.Second,
		"Thu, 01 Jan 2026 11:00:00 GMT": 0,
		"99999999999":                   24 * time.Hour,
	} {
		require.Equal(t, want, sdk.ParseRetryAfter(in, now), "Retry-After %q", in)
	}
}

func TestDeprecatedSingleton(t *testing.T) {
	// Not parallel: it sets the package-level client.
	f := newFakePaystead(t, created)
	require.NoError(t, sdk.Init(sdk.InitOptions{APIKey: "ak_live_secret", BaseURL: f.srv.URL}))
	inv, err := sdk.CreateInvoice(context.Background(), validParams)
	require.NoError(t, err)
	require.Equal(t, "0xabc123", inv.InvoiceID)
	require.Len(t, f.requests(), 1)

	requireCode(t, sdk.Init(sdk.InitOptions{}), sdk.CodeInvalidAPIKey)
}

func TestClientErrorMessage(t *testing.T) {
	t.Parallel()
	err := &sdk.ClientError{Code: sdk.CodeServerError, Status: 503, ServerCode: apierr.ComplianceUnavailable, Message: "Screening is down.", RetryAfter: 30 * time.Second, RequestID: "req_1"}
	require.Equal(t, "paystead: SERVER_ERROR (HTTP 503 compliance_unavailable): Screening is down.; retry after 30s [request req_1]", err.Error())
	require.True(t, strings.HasPrefix((&sdk.ClientError{Code: sdk.CodeTimeout, Message: "late"}).Error(), "paystead: TIMEOUT: late"))
}
