package httpapi

import (
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/shared/apierr"
)

// TestPreflight: a preflight carries no key, so it cannot know the
// merchant; every http(s) origin gets the CORS answer (the real request is
// then refused readably when the key's merchant has not allowed it, see
// backend/server's TestBrowserRefusals), and nothing but an origin makes
// one. No store is asked, so nil stores do.
func TestPreflight(t *testing.T) {
	t.Parallel()
	doc := loadDoc(t)
	a := newAPI(Deps{
		Logger:    slog.New(slog.NewTextHandler(io.Discard, nil)),
		Merchants: merchant.NewService(nil),
		Invoices:  invoice.NewService(invoice.Config{}, nil, nil, slog.Default()),
	})
	srv := httptest.NewServer(a.routes(nil))
	t.Cleanup(srv.Close)

	t.Run("AnswersAnyHTTPOrigin", func(t *testing.T) {
		for _, origin := range []string{"http://127.0.0.1:5173", "http://localhost:3000", "https://shop.example", "http://[::1]:8081"} {
			resp, _ := get(t, srv, "OPTIONS", "/api/invoices", map[string]string{
				"Origin": origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type,x-service-api-key",
			})
			require.Equal(t, http.StatusNoContent, resp.StatusCode, origin)
			require.Equal(t, origin, resp.Header.Get("Access-Control-Allow-Origin"))
			require.Equal(t, "POST, OPTIONS", resp.Header.Get("Access-Control-Allow-Methods"))
			require.Equal(t, corsHeaders, resp.Header.Get("Access-Control-Allow-Headers"))
			require.Equal(t, []string{"Origin"}, resp.Header.Values("Vary"))
			require.Empty(t, resp.Header.Values("Access-Control-Allow-Credentials"), "no cookie is ever honoured")
		}
	})

	t.Run("AnswersTheOriginAsBrowsersSpellIt", func(t *testing.T) {
		resp, _ := get(t, srv, "OPTIONS", "/api/invoices", map[string]string{"Origin": "HTTP://Shop.Example:443"})
		require.Equal(t, http.StatusNoContent, resp.StatusCode)
		require.Equal(t, "http://shop.example:443", resp.Header.Get("Access-Control-Allow-Origin"))
	})

	t.Run("RefusesWhatIsNoHTTPOrigin", func(t *testing.T) {
		for _, origin := range []string{"", "null", "file://", "chrome-extension://abcdef", "https://shop.example/path"} {
			resp, body := get(t, srv, "OPTIONS", "/api/invoices", map[string]string{"Origin": origin, "Access-Control-Request-Method": "POST"})
			require.Equal(t, http.StatusForbidden, resp.StatusCode, origin)
			require.Empty(t, resp.Header.Get("Access-Control-Allow-Origin"), origin)
			var e apierr.Error
			require.NoError(t, json.Unmarshal(body, &e))
			require.Equal(t, apierr.OriginNotAllowed, e.Code)
			require.NotEmpty(t, e.RequestID)
			doc.checkResponse(t, "OPTIONS", "/api/invoices", resp, body)
		}
	})
}
