package httpapi

import (
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/merchantapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// requestTypes are the bodies of every JSON endpoint, as their handlers
// decode them.
var requestTypes = []func() any{
	func() any { return new(invoiceapi.CreateInvoiceRequest) },
	func() any { return new(checkoutapi.AuthorizeRequest) },
	func() any { return new(checkoutapi.PrepareRequest) },
	func() any { return new(checkoutapi.SubmitRequest) },
	func() any { return new(checkoutapi.QuoteRequest) },
	func() any { return new(escrowapi.ClaimRequest) },
	func() any { return new(merchantapi.SignInRequest) },
	func() any { return new(merchantapi.ProfileUpdate) },
	func() any { return new(merchantapi.CreateKeyRequest) },
	func() any { return new(merchantapi.Origins) },
	func() any { return new(merchantapi.DecideRequest) },
	func() any { return new(webhookapi.CreateEndpointRequest) },
}

// FuzzDecodeJSON: whatever the body, decoding into any endpoint's request
// either succeeds with only storable text (valid UTF-8, no U+0000) or
// fails with a 4xx error envelope; it never panics. make test runs it
// over its seeds, and a short fuzzing run.
func FuzzDecodeJSON(f *testing.F) {
	for _, seed := range []string{
		`{"amountUsdc":"19.99","payInToken":"USDC","metadata":{"order":"A-1"}}`,
		`{"metadata":{"k":"a\u0000b"}}`,
		`{"kind":"secret","label":"a\u0000b"}`,
		"{\"label\":\"\xff\xfe\"}",
		`{"amountUsdc":"1","payInToken":"USDC","AmountUSDC":"1000"}`,
		`{"amountUsdc":"1","amountUsdc":"1000"}`,
		`{"invoiceIds":["0x01"],"all":true}`,
		`{"url":"https://shop.example/hook","events":["invoice.paid"]}`,
		`{"origins":["https://shop.example"]}`,
		`{"message":"x","signature":"0x"}`,
		`[]`, `null`, `{}`, `{"a":1}{"b":2}`, `{"metadata":null}`, `{"metadata":{"k":1}}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		for _, newReq := range requestTypes {
			dst := newReq()
			err := decodeBody(body, dst)
			if err != nil {
				e, ok := apierr.As(err)
				if !ok || e.Status() < 400 || e.Status() >= 500 {
					t.Fatalf("%T: %q: not a 4xx error envelope: %v", dst, body, err)
				}
				continue
			}
			if s, bad := unstorable(reflect.ValueOf(dst)); bad {
				t.Fatalf("%T: %q decoded with unstorable text %q", dst, body, s)
			}
		}
	})
}

// unstorable finds a string in v that Postgres could not store.
func unstorable(v reflect.Value) (string, bool) {
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			return unstorable(v.Elem())
		}
	case reflect.String:
		if s := v.String(); !utf8.ValidString(s) || strings.ContainsRune(s, 0) {
			return s, true
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				if s, bad := unstorable(v.Field(i)); bad {
					return s, true
				}
			}
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			if s, bad := unstorable(v.Index(i)); bad {
				return s, true
			}
		}
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			if s, bad := unstorable(it.Key()); bad {
				return s, true
			}
			if s, bad := unstorable(it.Value()); bad {
				return s, true
			}
		}
	}
	return "", false
}
