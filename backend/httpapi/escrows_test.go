package httpapi

import (
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/go-chi/chi/v5"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/apierr"
)

// TestClaimRefusesBadBodies: the claim's body is checked before the escrow
// service is asked (there is none here).
func TestClaimRefusesBadBodies(t *testing.T) {
	t.Parallel()
	a := newAPI(Deps{Logger: slog.New(slog.DiscardHandler)})
	srv := httptest.NewServer(a.routes(func(r chi.Router) { r.Post("/test/claim", a.handle(a.escrows.claim)) }))
	t.Cleanup(srv.Close)
	id := "0x" + strings.Repeat("ab", 32)
	ids := func(n int, id string) string {
		return `["` + strings.TrimSuffix(strings.Repeat(id+`",`+`"`, n), `,"`) + `]`
	}

	for _, tc := range []struct {
		name, body string
		messages   []string
	}{
		{"Neither", `{}`, []string{`send either invoiceIds or "all": true`}},
		{"EmptyIDs", `{"invoiceIds":[]}`, []string{`send either invoiceIds or "all": true`}},
		{"Both", `{"invoiceIds":["` + id + `"],"all":true}`, []string{`send either invoiceIds or "all": true`}},
		{"MalformedIDs", `{"invoiceIds":["0x12","` + id + `","zz"]}`, []string{
			`"0x12": an invoice id is 0x followed by 64 hex digits`, `"zz": an invoice id is 0x followed by 64 hex digits`}},
		{"TooManyIsSaidOnce", `{"invoiceIds":` + ids(1001, "0x12") + `}`, []string{"at most 1000 at once"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			resp, body := do(t, post(t, srv.URL+"/test/claim", "application/json", tc.body))
			require.Equal(t, 400, resp.StatusCode)
			require.Equal(t, apierr.BadBody, body.Code)
			var got []string
			for _, f := range body.Fields {
				require.Equal(t, "invoiceIds", f.Field)
				got = append(got, f.Message)
			}
			require.Equal(t, tc.messages, got)
		})
	}

	t.Run("AtTheLimitTheIDsAreRead", func(t *testing.T) {
		t.Parallel()
		_, body := do(t, post(t, srv.URL+"/test/claim", "application/json", `{"invoiceIds":`+ids(1000, "0x12")+`}`))
		require.Len(t, body.Fields, 1000)
	})
}
