package httpapi

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
)

func TestClientAddr(t *testing.T) {
	t.Parallel()
	trusted := []netip.Prefix{netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("127.0.0.1/32")}
	for _, tc := range []struct {
		name, peer string
		xff        []string
		trusted    []netip.Prefix
		want       string
	}{
		{"NoProxySetting", "10.1.2.3:5000", []string{"203.0.113.7"}, nil, "10.1.2.3"},
		{"AnUntrustedPeerIsTheClient", "198.51.100.9:5000", []string{"203.0.113.7"}, trusted, "198.51.100.9"},
		{"BehindOneProxy", "10.1.2.3:5000", []string{"203.0.113.7"}, trusted, "203.0.113.7"},
		{"BehindTwoProxies", "10.1.2.3:5000", []string{"203.0.113.7, 10.9.9.9"}, trusted, "203.0.113.7"},
		{"ASpoofedLeftmostEntryIsIgnored", "10.1.2.3:5000", []string{"1.2.3.4, 203.0.113.7"}, trusted, "203.0.113.7"},
		{"SeveralHeaderLines", "10.1.2.3:5000", []string{"1.2.3.4", "203.0.113.7, 10.0.0.5"}, trusted, "203.0.113.7"},
		{"NoHeaderIsThePeer", "127.0.0.1:5000", nil, trusted, "127.0.0.1"},
		{"AGarbledHopStopsAtTheLastTrusted", "10.1.2.3:5000", []string{"203.0.113.7, not-an-ip, 10.0.0.5"}, trusted, "10.0.0.5"},
		{"IPv6Client", "10.1.2.3:5000", []string{"2001:db8::1"}, trusted, "2001:db8::1"},
		{"AllTrustedIsTheFirstHop", "10.1.2.3:5000", []string{"10.0.0.7, 10.0.0.5"}, trusted, "10.0.0.7"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/api/x", nil)
			r.RemoteAddr = tc.peer
			for _, v := range tc.xff {
				r.Header.Add("X-Forwarded-For", v)
			}
			require.Equal(t, tc.want, clientAddr(r, tc.trusted))
		})
	}
}

// Behind a trusted proxy each customer has a bucket of their own; without
// the setting they all share the proxy's.
func TestRateLimitBehindAProxy(t *testing.T) {
	t.Parallel()
	serve := func(trusted []netip.Prefix) *httptest.Server {
		a := newAPI(Deps{
			Logger:     slog.New(slog.NewTextHandler(io.Discard, nil)),
			Merchants:  merchant.NewService(nil),
			Invoices:   invoice.NewService(invoice.Config{}, nil, nil, slog.Default()),
			RateLimits: RateLimits{PerAddress: 0.01, TrustedProxies: trusted},
		})
		srv := httptest.NewServer(a.routes(nil))
		t.Cleanup(srv.Close)
		return srv
	}
	status := func(srv *httptest.Server, client string) int {
		req, err := http.NewRequest("OPTIONS", srv.URL+"/api/invoices", nil)
		require.NoError(t, err)
		req.Header.Set("X-Forwarded-For", client)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
		return resp.StatusCode
	}

	proxied := serve([]netip.Prefix{netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128")})
	require.Equal(t, http.StatusForbidden, status(proxied, "203.0.113.1"), "past the limit, refused for its missing Origin")
	require.Equal(t, http.StatusForbidden, status(proxied, "203.0.113.2"), "another customer, another bucket")
	require.Equal(t, http.StatusTooManyRequests, status(proxied, "203.0.113.1"), "the first customer's bucket is empty")

	direct := serve(nil)
	require.Equal(t, http.StatusForbidden, status(direct, "203.0.113.1"))
	require.Equal(t, http.StatusTooManyRequests, status(direct, "203.0.113.2"), "an untrusted header is ignored: one peer, one bucket")
}
