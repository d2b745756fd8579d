package invoiceapi_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/urlguard"
)

// FuzzValidateCreateInvoice decodes raw bodies as the server does and
// validates them. It must never panic, every refusal must be a bad_body
// naming known fields, and every accepted request must satisfy the
// invariants the invoice service relies on. The seed corpus lives in
// testdata/fuzz/FuzzValidateCreateInvoice.
func FuzzValidateCreateInvoice(f *testing.F) {
	f.Add([]byte(`{"amountUsdc":19.99,"payInToken":"USDC","successUrl":"https://shop.example/ok","metadata":{"orderId":"42"}}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		req, err := decodeLikeServer(body)
		if err != nil {
			return // the server answers decode errors itself
		}
		for _, opts := range []invoiceapi.ValidationOptions{
			{},
			{AllowLoopback: true},
			{AllowedOrigins: []string{"https://shop.example", "http://localhost:3000"}},
		} {
			draft, err := req.Validate(opts)
			if err != nil {
				e, ok := apierr.As(err)
				require.True(t, ok, "Validate returned %T", err)
				require.Equal(t, apierr.BadBody, e.Code)
				require.NotEmpty(t, e.Fields)
				for _, fe := range e.Fields {
					require.True(t, knownField(fe.Field), "unknown field name %q", fe.Field)
					require.NotEmpty(t, fe.Message)
				}
				continue
			}
			require.Greater(t, draft.AmountUnits, int64(0))
			require.LessOrEqual(t, draft.AmountUnits, invoiceapi.MaxAmountUnits)
			require.True(t, draft.PayInToken.Valid())
			for _, raw := range []string{draft.SuccessURL, draft.CancelURL} {
				if raw == "" {
					continue
				}
				u, err := url.Parse(raw)
				require.NoError(t, err)
				require.Contains(t, []string{"http", "https"}, u.Scheme)
				require.NotEmpty(t, u.Host)
				require.Nil(t, u.User)
				require.NoError(t, urlguard.CheckURLHost(u, opts.AllowLoopback))
				if len(opts.AllowedOrigins) > 0 {
					origin, err := invoiceapi.NormalizeOrigin(u.Scheme + "://" + u.Host)
					require.NoError(t, err)
					require.Contains(t, opts.AllowedOrigins, origin)
				}
			}
			require.LessOrEqual(t, len(draft.Metadata), invoiceapi.MaxMetadataKeys)
			for k, v := range draft.Metadata {
				require.NotEmpty(t, k)
				require.LessOrEqual(t, len(k), invoiceapi.MaxMetadataKeyBytes)
				require.LessOrEqual(t, len(v), invoiceapi.MaxMetadataValueBytes)
			}
		}
	})
}

func knownField(name string) bool {
	switch name {
	case "amountUsdc", "payInToken", "successUrl", "cancelUrl", "metadata":
		return true
	}
	return strings.HasPrefix(name, "metadata.")
}
