package invoiceapi_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// decodeLikeServer decodes a body with the settings of
// backend/httpapi.decodeJSON: UseNumber, DisallowUnknownFields, one value.
func decodeLikeServer(raw []byte) (invoiceapi.CreateInvoiceRequest, error) {
	var req invoiceapi.CreateInvoiceRequest
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		return req, err
	}
	if err := dec.Decode(&struct{}{}); !errors.Is(err, io.EOF) {
		return req, errors.New("trailing data")
	}
	return req, nil
}

func validRequest() invoiceapi.CreateInvoiceRequest {
	return invoiceapi.CreateInvoiceRequest{
		AmountUSDC: "19.99",
		PayInToken: "USDC",
		SuccessURL: "https://shop.example.com/thanks?order=42",
		CancelURL:  "https://shop.example.com/cart",
		Metadata:   map[string]string{"orderId": "42"},
	}
}

// fieldsOf returns the field names of a bad_body error.
func fieldsOf(t *testing.T, err error) []string {
	t.Helper()
	e, ok := apierr.As(err)
	require.True(t, ok, "want *apierr.Error, got %T %v", err, err)
	require.Equal(t, apierr.BadBody, e.Code)
	names := make([]string, len(e.Fields))
	for i, f := range e.Fields {
		names[i] = f.Field
	}
	return names
}

func TestValidateAcceptsValidRequest(t *testing.T) {
	t.Parallel()
	draft, err := validRequest().Validate(invoiceapi.ValidationOptions{})
	require.NoError(t, err)
	require.Equal(t, invoiceapi.InvoiceDraft{
		AmountUnits: 19_990_000,
		PayInToken:  invoiceapi.USDC,
		SuccessURL:  "https://shop.example.com/thanks?order=42",
		CancelURL:   "https://shop.example.com/cart",
		Metadata:    map[string]string{"orderId": "42"},
	}, draft)
}

func TestValidate(t *testing.T) {
	t.Parallel()
	long := func(n int) string { return strings.Repeat("a", n) }
	manyKeys := func(n int) map[string]string {
		m := make(map[string]string, n)
		for i := range n {
			m[fmt.Sprintf("k%d", i)] = "v"
		}
		return m
	}
	cases := []struct {
		name   string
		edit   func(r *invoiceapi.CreateInvoiceRequest)
		opts   invoiceapi.ValidationOptions
		fields []string // nil: accepted
		units  int64    // checked when accepted and non-zero
	}{
		// amountUsdc
		{name: "AcceptsSmallestAmount", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "0.000001" }, units: 1},
		{name: "AcceptsMaximumAmount", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "1000000000" }, units: 1_000_000_000_000_000},
		{name: "AcceptsExactExponent", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "1.5e1" }, units: 15_000_000},
		{name: "AcceptsTrailingZeros", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "2.500000000" }, units: 2_500_000},
		{name: "RejectsMissingAmount", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "" }, fields: []string{"amountUsdc"}},
		{name: "RejectsZeroAmount", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "0" }, fields: []string{"amountUsdc"}},
		{name: "RejectsZeroWithDecimals", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "0.000000" }, fields: []string{"amountUsdc"}},
		{name: "RejectsNegativeZero", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "-0" }, fields: []string{"amountUsdc"}},
		{name: "RejectsNegativeAmount", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "-5" }, fields: []string{"amountUsdc"}},
		{name: "RejectsSevenDecimals", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "0.0000001" }, fields: []string{"amountUsdc"}},
		{name: "RejectsInexactExponent", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "1e-7" }, fields: []string{"amountUsdc"}},
		{name: "RejectsAboveMaximum", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "1000000000.000001" }, fields: []string{"amountUsdc"}},
		{name: "RejectsHugeExponent", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "1e400" }, fields: []string{"amountUsdc"}},
		{name: "RejectsNaN", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "NaN" }, fields: []string{"amountUsdc"}},
		{name: "RejectsInfinity", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "Infinity" }, fields: []string{"amountUsdc"}},
		{name: "RejectsPlusSign", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = "+5" }, fields: []string{"amountUsdc"}},
		{name: "RejectsWhitespace", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.AmountUSDC = " 5" }, fields: []string{"amountUsdc"}},

		// payInToken
		{name: "AcceptsEURC", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.PayInToken = "EURC" }},
		{name: "RejectsMissingToken", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.PayInToken = "" }, fields: []string{"payInToken"}},
		{name: "RejectsLowerCaseToken", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.PayInToken = "usdc" }, fields: []string{"payInToken"}},
		{name: "RejectsUnknownToken", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.PayInToken = "DAI" }, fields: []string{"payInToken"}},
		{name: "RejectsTokenAddress", edit: func(r *invoiceapi.CreateInvoiceRequest) {
			r.PayInToken = "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48"
		}, fields: []string{"payInToken"}},

		// successUrl and cancelUrl
		{name: "AcceptsOmittedURLs", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL, r.CancelURL = "", "" }},
		{name: "AcceptsHTTP", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "http://shop.example.com/" }},
		{name: "RejectsRawQuoteInURL", edit: func(r *invoiceapi.CreateInvoiceRequest) {
			r.SuccessURL = `https://shop.example.com/thanks?x="onmouseover="alert(1)`
		}, fields: []string{"successUrl"}},
		{name: "RejectsRawSpaceInURL", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.CancelURL = "https://shop.example.com/a b" }, fields: []string{"cancelUrl"}},
		{name: "AcceptsPercentEncodedQuote", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "https://shop.example.com/thanks?x=%22y%22" }},
		{name: "AcceptsMaxLengthURL", edit: func(r *invoiceapi.CreateInvoiceRequest) {
			r.SuccessURL = "https://shop.example.com/" + long(invoiceapi.MaxURLBytes-len("https://shop.example.com/"))
		}},
		{name: "RejectsTooLongURL", edit: func(r *invoiceapi.CreateInvoiceRequest) {
			r.SuccessURL = "https://shop.example.com/" + long(invoiceapi.MaxURLBytes)
		}, fields: []string{"successUrl"}},
		{name: "RejectsNonHTTPSuccessURL", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "javascript:alert(1)" }, fields: []string{"successUrl"}},
		{name: "RejectsDataURL", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "data:text/html,<script>" }, fields: []string{"successUrl"}},
		{name: "RejectsFTP", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.CancelURL = "ftp://shop.example.com/" }, fields: []string{"cancelUrl"}},
		{name: "RejectsRelativeURL", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "/thanks" }, fields: []string{"successUrl"}},
		{name: "RejectsSchemeRelativeURL", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "//evil.example/" }, fields: []string{"successUrl"}},
		{name: "RejectsOpaqueHTTP", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "http:shop.example.com" }, fields: []string{"successUrl"}},
		{name: "RejectsMissingHost", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "https:///thanks" }, fields: []string{"successUrl"}},
		{name: "RejectsUserInfo", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "https://user:pass@shop.example.com/" }, fields: []string{"successUrl"}},
		{name: "RejectsEmptyUserInfo", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "https://@shop.example.com/" }, fields: []string{"successUrl"}},
		{name: "RejectsBackslashTrick", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = `https://evil.example\@shop.example.com/` }, fields: []string{"successUrl"}},
		{name: "RejectsBadPort", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "https://shop.example.com:70000/" }, fields: []string{"successUrl"}},
		{name: "RejectsPortZero", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "https://shop.example.com:0/" }, fields: []string{"successUrl"}},
		{name: "RejectsControlCharacter", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "https://shop.example.com/\n" }, fields: []string{"successUrl"}},
		{name: "RejectsLoopbackURL", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "http://127.0.0.1/" }, fields: []string{"successUrl"}},
		{name: "RejectsHexLoopbackURL", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "http://0x7f.1/" }, fields: []string{"successUrl"}},
		{name: "RejectsMappedLoopbackURL", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.CancelURL = "http://[::ffff:127.0.0.1]/" }, fields: []string{"cancelUrl"}},
		{name: "RejectsMetadataServiceURL", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.CancelURL = "http://169.254.169.254/latest" }, fields: []string{"cancelUrl"}},
		{name: "RejectsLocalhostURL", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "http://localhost:3000/" }, fields: []string{"successUrl"}},
		{name: "AcceptsLocalhostInDevMode", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "http://localhost:3000/" },
			opts: invoiceapi.ValidationOptions{AllowLoopback: true}},
		{name: "RejectsPrivateAddressInDevMode", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "http://10.0.0.1/" },
			opts: invoiceapi.ValidationOptions{AllowLoopback: true}, fields: []string{"successUrl"}},
		{name: "AcceptsURLOnAllowedOrigin", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.SuccessURL = "HTTPS://Shop.Example.com:443/x" },
			opts: invoiceapi.ValidationOptions{AllowedOrigins: []string{"https://shop.example.com"}}},
		{name: "AcceptsAllowedOriginWrittenWithDefaultPort", edit: func(r *invoiceapi.CreateInvoiceRequest) {},
			opts: invoiceapi.ValidationOptions{AllowedOrigins: []string{"https://SHOP.example.com:443/"}}},
		{name: "RejectsURLOffAllowedOrigins", edit: func(r *invoiceapi.CreateInvoiceRequest) {},
			opts: invoiceapi.ValidationOptions{AllowedOrigins: []string{"https://other.example"}}, fields: []string{"successUrl", "cancelUrl"}},
		{name: "RejectsOtherSchemeOfAllowedOrigin", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.CancelURL = "http://shop.example.com/cart" },
			opts: invoiceapi.ValidationOptions{AllowedOrigins: []string{"https://shop.example.com"}}, fields: []string{"cancelUrl"}},
		{name: "RejectsOtherPortOfAllowedOrigin", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.CancelURL = "https://shop.example.com:8443/cart" },
			opts: invoiceapi.ValidationOptions{AllowedOrigins: []string{"https://shop.example.com"}}, fields: []string{"cancelUrl"}},
		{name: "IgnoresMalformedAllowedOrigin", edit: func(r *invoiceapi.CreateInvoiceRequest) {},
			opts: invoiceapi.ValidationOptions{AllowedOrigins: []string{"not a url", "https://shop.example.com"}}},

		// metadata
		{name: "AcceptsFiftyKeys", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.Metadata = manyKeys(50) }},
		{name: "RejectsFiftyOneKeys", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.Metadata = manyKeys(51) }, fields: []string{"metadata"}},
		{name: "AcceptsUnicodeKey", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.Metadata = map[string]string{"订单": "42"} }},
		{name: "AcceptsFortyByteKey", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.Metadata = map[string]string{long(40): "v"} }},
		{name: "RejectsFortyOneByteKey", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.Metadata = map[string]string{long(41): "v"} }, fields: []string{"metadata"}},
		{name: "CountsKeyLengthInBytes", edit: func(r *invoiceapi.CreateInvoiceRequest) {
			r.Metadata = map[string]string{strings.Repeat("é", 21): "v"} // 21 characters, 42 bytes
		}, fields: []string{"metadata"}},
		{name: "RejectsEmptyKey", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.Metadata = map[string]string{"": "v"} }, fields: []string{"metadata"}},
		{name: "RejectsControlCharacterInKey", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.Metadata = map[string]string{"a\x00b": "v"} }, fields: []string{"metadata"}},
		{name: "AcceptsFiveHundredByteValue", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.Metadata = map[string]string{"note": long(500)} }},
		{name: "RejectsFiveHundredOneByteValue", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.Metadata = map[string]string{"note": long(501)} }, fields: []string{"metadata.note"}},
		{name: "AcceptsEmptyValue", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.Metadata = map[string]string{"note": ""} }},
		{name: "AcceptsEmptyMetadata", edit: func(r *invoiceapi.CreateInvoiceRequest) { r.Metadata = map[string]string{} }},

		// everything at once
		{name: "ReportsEveryOffendingField", edit: func(r *invoiceapi.CreateInvoiceRequest) {
			*r = invoiceapi.CreateInvoiceRequest{
				AmountUSDC: "0", PayInToken: "BTC", SuccessURL: "javascript:x", CancelURL: "http://localhost/",
				Metadata: map[string]string{"a": long(501), "b": long(501)},
			}
		}, fields: []string{"amountUsdc", "payInToken", "successUrl", "cancelUrl", "metadata.a", "metadata.b"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			req := validRequest()
			tc.edit(&req)
			draft, err := req.Validate(tc.opts)
			if tc.fields == nil {
				require.NoError(t, err)
				if tc.units != 0 {
					require.Equal(t, tc.units, draft.AmountUnits)
				}
				return
			}
			require.Equal(t, tc.fields, fieldsOf(t, err))
			require.Zero(t, draft)
		})
	}
}

func TestValidateMessages(t *testing.T) {
	t.Parallel()
	t.Run("TokenMessageNamesAllowedTokens", func(t *testing.T) {
		t.Parallel()
		req := validRequest()
		req.PayInToken = "usdc"
		_, err := req.Validate(invoiceapi.ValidationOptions{})
		e, _ := apierr.As(err)
		require.Contains(t, e.Fields[0].Message, "USDC or EURC")
	})
	t.Run("GuardMessageSaysWhy", func(t *testing.T) {
		t.Parallel()
		req := validRequest()
		req.SuccessURL = "http://2130706433/"
		_, err := req.Validate(invoiceapi.ValidationOptions{})
		e, _ := apierr.As(err)
		require.Equal(t, `must not point to a local or private network address: "2130706433" is a loopback address`, e.Fields[0].Message)
	})
	t.Run("LongInputIsNotEchoedInFull", func(t *testing.T) {
		t.Parallel()
		req := validRequest()
		req.PayInToken = strings.Repeat("X", 10000)
		_, err := req.Validate(invoiceapi.ValidationOptions{})
		require.Less(t, len(err.Error()), 300)
	})
	t.Run("LongInputIsCutAtACharacter", func(t *testing.T) {
		t.Parallel()
		req := validRequest()
		req.PayInToken = strings.Repeat("X", 39) + "日本"
		_, err := req.Validate(invoiceapi.ValidationOptions{})
		e, _ := apierr.As(err)
		require.True(t, utf8.ValidString(e.Fields[0].Message), "%q", e.Fields[0].Message)
		require.Contains(t, e.Fields[0].Message, `"`+strings.Repeat("X", 39)+`"…`)
	})
}

func TestDecode(t *testing.T) {
	t.Parallel()
	t.Run("DecodesFullBody", func(t *testing.T) {
		t.Parallel()
		req, err := decodeLikeServer([]byte(`{"amountUsdc":19.99,"payInToken":"USDC","successUrl":"https://a.example/","metadata":{"k":"v"}}`))
		require.NoError(t, err)
		require.Equal(t, invoiceapi.Amount("19.99"), req.AmountUSDC)
		require.Equal(t, invoiceapi.Metadata{"k": "v"}, req.Metadata)
	})
	t.Run("KeepsAmountTextExact", func(t *testing.T) {
		t.Parallel()
		req, err := decodeLikeServer([]byte(`{"amountUsdc":0.30000000000000004,"payInToken":"USDC"}`))
		require.NoError(t, err)
		_, err = req.Validate(invoiceapi.ValidationOptions{})
		require.Equal(t, []string{"amountUsdc"}, fieldsOf(t, err))
	})
	t.Run("NullMetadataIsAbsent", func(t *testing.T) {
		t.Parallel()
		req, err := decodeLikeServer([]byte(`{"amountUsdc":1,"payInToken":"USDC","metadata":null}`))
		require.NoError(t, err)
		require.Nil(t, req.Metadata)
	})
	typeErrors := []struct{ name, body, field, value string }{
		{"NullMetadataValueNamesKey", `{"amountUsdc":1,"payInToken":"USDC","metadata":{"a":"x","orderId":null}}`, "metadata.orderId", "null"},
		{"NumberMetadataValueNamesKey", `{"amountUsdc":1,"payInToken":"USDC","metadata":{"n":1}}`, "metadata.n", "number"},
		{"ObjectMetadataValueNamesKey", `{"metadata":{"o":{"deep":[1,2]}}}`, "metadata.o", "object"},
		{"StringMetadataNamesMetadata", `{"metadata":"x"}`, "metadata", "string"},
		{"ArrayMetadataNamesMetadata", `{"metadata":[]}`, "metadata", "array"},
		{"NumberAmountOnly", `{"amountUsdc":true}`, "amountUsdc", "bool"},
	}
	for _, tc := range typeErrors {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := decodeLikeServer([]byte(tc.body))
			var typeErr *json.UnmarshalTypeError
			require.ErrorAs(t, err, &typeErr)
			require.Equal(t, tc.field, typeErr.Field)
			require.Equal(t, tc.value, typeErr.Value)
		})
	}
	t.Run("RejectsUnknownField", func(t *testing.T) {
		t.Parallel()
		_, err := decodeLikeServer([]byte(`{"amountUsdc":1,"engine":"v06"}`))
		require.ErrorContains(t, err, `unknown field "engine"`)
	})
	t.Run("MetadataRoundTripsThroughJSON", func(t *testing.T) {
		t.Parallel()
		req := validRequest()
		b, err := json.Marshal(req)
		require.NoError(t, err)
		again, err := decodeLikeServer(b)
		require.NoError(t, err)
		require.Equal(t, req, again)
	})
	t.Run("OmitsEmptyOptionalFields", func(t *testing.T) {
		t.Parallel()
		b, err := json.Marshal(invoiceapi.CreateInvoiceRequest{AmountUSDC: "5", PayInToken: "EURC"})
		require.NoError(t, err)
		require.JSONEq(t, `{"amountUsdc":5,"payInToken":"EURC"}`, string(b))
	})
}

func TestNormalizeOrigin(t *testing.T) {
	t.Parallel()
	ok := []struct{ in, want string }{
		{"https://shop.example.com", "https://shop.example.com"},
		{"https://shop.example.com/", "https://shop.example.com"},
		{"HTTPS://Shop.EXAMPLE.com", "https://shop.example.com"},
		{"https://shop.example.com:443", "https://shop.example.com"},
		{"http://shop.example.com:80", "http://shop.example.com"},
		{"http://shop.example.com:443", "http://shop.example.com:443"},
		{"https://shop.example.com:8443", "https://shop.example.com:8443"},
		{"http://localhost:3000", "http://localhost:3000"},
		{"http://[::1]:8080", "http://[::1]:8080"},
		{"https://[2001:DB8::1]", "https://[2001:db8::1]"},
	}
	for _, tc := range ok {
		t.Run("Normalises/"+tc.in, func(t *testing.T) {
			t.Parallel()
			got, err := invoiceapi.NormalizeOrigin(tc.in)
			require.NoError(t, err)
			require.Equal(t, tc.want, got)
		})
	}
	for _, in := range []string{
		"", "shop.example.com", "ftp://shop.example.com", "javascript:alert(1)",
		"https://shop.example.com/path", "https://shop.example.com?q", "https://shop.example.com/#frag",
		"https://shop.example.com#", "https://user@shop.example.com", "https://shop.example.com:99999",
		"https://", "https://bücher.example", "null",
	} {
		t.Run("Rejects/"+in, func(t *testing.T) {
			t.Parallel()
			_, err := invoiceapi.NormalizeOrigin(in)
			require.Error(t, err)
		})
	}
}

func TestTokens(t *testing.T) {
	t.Parallel()
	for _, tok := range invoiceapi.Tokens() {
		require.True(t, tok.Valid())
	}
	require.False(t, invoiceapi.Token("usdc").Valid())
}

// expiresAt is optional; when given it is at least a minute and at most a
// year ahead of the validation's clock, and kept to the second in UTC.
func TestValidateExpiresAt(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 24, 15, 0, 0, 0, time.UTC)
	opts := invoiceapi.ValidationOptions{Now: now}
	at := func(d time.Duration) *time.Time { v := now.Add(d).In(time.FixedZone("CET", 3600)); return &v }

	draft, err := validRequest().Validate(opts)
	require.NoError(t, err)
	require.Nil(t, draft.ExpiresAt, "omitted: the server's default applies")

	for _, ok := range []time.Duration{time.Minute, time.Hour + 1500*time.Millisecond, 365 * 24 * time.Hour} {
		req := validRequest()
		req.ExpiresAt = at(ok)
		draft, err := req.Validate(opts)
		require.NoError(t, err, ok)
		require.Equal(t, now.Add(ok).Truncate(time.Second), *draft.ExpiresAt, ok)
		require.Equal(t, time.UTC, draft.ExpiresAt.Location())
	}
	for _, bad := range []time.Duration{-time.Hour, 0, 59 * time.Second, 365*24*time.Hour + time.Second} {
		req := validRequest()
		req.ExpiresAt = at(bad)
		_, err := req.Validate(opts)
		var e *apierr.Error
		require.ErrorAs(t, err, &e, bad)
		require.Equal(t, apierr.BadBody, e.Code)
		require.Len(t, e.Fields, 1)
		require.Equal(t, "expiresAt", e.Fields[0].Field, bad)
	}

	var req invoiceapi.CreateInvoiceRequest
	require.Error(t, json.Unmarshal([]byte(`{"amountUsdc":"1","payInToken":"USDC","expiresAt":"tomorrow"}`), &req), "not RFC 3339")
}

// Description, reference and line items: shown to the customer, so
// bounded and free of control characters; lines add up to the amount.
func TestValidateDetails(t *testing.T) {
	t.Parallel()
	line := func(name string, qty int64, unit string) invoiceapi.LineItem {
		return invoiceapi.LineItem{Name: name, Quantity: qty, UnitAmountUSDC: invoiceapi.Amount(unit)}
	}
	req := validRequest()
	req.AmountUSDC = "19.99"
	req.Description = "  Two bags of coffee\nand a mug  "
	req.Reference = "A-1042"
	req.LineItems = []invoiceapi.LineItem{line("Coffee, 250 g", 2, "6.5"), line("Mug", 1, "6.99")}
	draft, err := req.Validate(invoiceapi.ValidationOptions{})
	require.NoError(t, err)
	require.Equal(t, "Two bags of coffee\nand a mug", draft.Description, "trimmed, lines kept")
	require.Equal(t, "A-1042", draft.Reference)
	require.Equal(t, []invoiceapi.DraftLine{{Name: "Coffee, 250 g", Quantity: 2, UnitAmount: 6_500_000}, {Name: "Mug", Quantity: 1, UnitAmount: 6_990_000}}, draft.LineItems)

	for name, tc := range map[string]struct {
		mutate func(*invoiceapi.CreateInvoiceRequest)
		field  string
	}{
		"a description too long":        {func(r *invoiceapi.CreateInvoiceRequest) { r.Description = strings.Repeat("é", 501) }, "description"},
		"a control character":           {func(r *invoiceapi.CreateInvoiceRequest) { r.Description = "bell\a" }, "description"},
		"a reference on two lines":      {func(r *invoiceapi.CreateInvoiceRequest) { r.Reference = "A\nB" }, "reference"},
		"a reference too long":          {func(r *invoiceapi.CreateInvoiceRequest) { r.Reference = strings.Repeat("x", 101) }, "reference"},
		"lines that do not add up":      {func(r *invoiceapi.CreateInvoiceRequest) { r.LineItems[1].UnitAmountUSDC = "7" }, "lineItems"},
		"a line without a name":         {func(r *invoiceapi.CreateInvoiceRequest) { r.LineItems[0].Name = "  " }, "lineItems[0].name"},
		"a quantity of 0":               {func(r *invoiceapi.CreateInvoiceRequest) { r.LineItems[1].Quantity = 0 }, "lineItems[1].quantity"},
		"a unit amount with 7 decimals": {func(r *invoiceapi.CreateInvoiceRequest) { r.LineItems[1].UnitAmountUSDC = "6.9900001" }, "lineItems[1].unitAmountUsdc"},
		"too many lines": {func(r *invoiceapi.CreateInvoiceRequest) {
			r.LineItems = make([]invoiceapi.LineItem, 51)
		}, "lineItems"},
	} {
		bad := validRequest()
		bad.AmountUSDC = "19.99"
		bad.LineItems = []invoiceapi.LineItem{line("Coffee, 250 g", 2, "6.5"), line("Mug", 1, "6.99")}
		tc.mutate(&bad)
		_, err := bad.Validate(invoiceapi.ValidationOptions{})
		var e *apierr.Error
		require.ErrorAs(t, err, &e, name)
		require.Equal(t, apierr.BadBody, e.Code, name)
		require.Equal(t, tc.field, e.Fields[0].Field, name)
	}
}
