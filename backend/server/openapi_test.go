package server

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// openAPIDocURL is the name the served document is registered under in
// the schema compiler; every schema is compiled as a JSON pointer into it,
// so "$ref": "#/components/schemas/..." resolves within the document.
const openAPIDocURL = "openapi.json"

// openAPISpec is the served OpenAPI document and a JSON Schema 2020-12
// compiler over it.
type openAPISpec struct {
	doc       map[string]any
	compiler  *jsonschema.Compiler
	templates []pathTemplate
}

type pathTemplate struct {
	template string
	re       *regexp.Regexp
}

var templateParam = regexp.MustCompile(`\{[^/{}]+\}`)

// fetchOpenAPI reads GET /openapi.json from the running app and prepares
// it for validation.
func fetchOpenAPI(t *testing.T, baseURL string) *openAPISpec {
	t.Helper()
	resp, raw := exchange(t, http.MethodGet, baseURL+"/openapi.json", nil, nil)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Equal(t, "application/json", resp.Header.Get("Content-Type"))
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	require.NoError(t, err, "the served document is JSON")
	obj, ok := doc.(map[string]any)
	require.True(t, ok, "the document is a JSON object")

	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020) // the document's jsonSchemaDialect
	c.AssertFormat()
	require.NoError(t, c.AddResource(openAPIDocURL, doc))

	s := &openAPISpec{doc: obj, compiler: c}
	paths, _ := obj["paths"].(map[string]any)
	for tpl := range paths {
		parts := templateParam.Split(tpl, -1)
		for i, p := range parts {
			parts[i] = regexp.QuoteMeta(p)
		}
		s.templates = append(s.templates, pathTemplate{tpl, regexp.MustCompile("^" + strings.Join(parts, "[^/]+") + "$")})
	}
	// Literal paths before templated ones, so /a/b wins over /a/{x}.
	sort.Slice(s.templates, func(i, j int) bool {
		ci, cj := strings.Count(s.templates[i].template, "{"), strings.Count(s.templates[j].template, "{")
		if ci != cj {
			return ci < cj
		}
		return s.templates[i].template < s.templates[j].template
	})
	return s
}

// pointer is a URI fragment holding the JSON pointer of tokens.
func pointer(tokens ...string) string {
	var b strings.Builder
	b.WriteByte('#')
	for _, tok := range tokens {
		tok = strings.ReplaceAll(tok, "~", "~0")
		tok = strings.ReplaceAll(tok, "/", "~1")
		b.WriteByte('/')
		b.WriteString(url.PathEscape(tok))
	}
	return b.String()
}

// at follows a JSON pointer fragment (as pointer makes them) in the
// document.
func (s *openAPISpec) at(t *testing.T, frag string) any {
	t.Helper()
	var cur any = s.doc
	for _, tok := range strings.Split(strings.TrimPrefix(frag, "#/"), "/") {
		tok, err := url.PathUnescape(tok)
		require.NoError(t, err)
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		obj, ok := cur.(map[string]any)
		require.True(t, ok, "%s: %q is not inside an object", frag, tok)
		cur, ok = obj[tok]
		require.True(t, ok, "%s: no %q in the document", frag, tok)
	}
	return cur
}

// deref follows obj's $ref, if any, and returns the object and its
// location.
func (s *openAPISpec) deref(t *testing.T, obj map[string]any, loc string) (map[string]any, string) {
	t.Helper()
	for range 10 {
		ref, ok := obj["$ref"].(string)
		if !ok {
			return obj, loc
		}
		require.True(t, strings.HasPrefix(ref, "#/"), "%s: only local $refs are expected, not %s", loc, ref)
		target, ok := s.at(t, ref).(map[string]any)
		require.True(t, ok, "%s: $ref %s is not an object", loc, ref)
		obj, loc = target, ref
	}
	t.Fatalf("%s: $ref chain too long", loc)
	return nil, ""
}

// schema compiles the schema at frag.
func (s *openAPISpec) schema(t *testing.T, frag string) *jsonschema.Schema {
	t.Helper()
	sch, err := s.compiler.Compile(openAPIDocURL + frag)
	require.NoError(t, err, "compile %s", frag)
	return sch
}

// response is the documented response for (method, path, status): the
// operation's own, or for unrouted requests the document's shared
// NotFound and MethodNotAllowed responses.
func (s *openAPISpec) response(t *testing.T, method, path string, status int) (map[string]any, string) {
	t.Helper()
	var tpl string
	for _, pt := range s.templates {
		if pt.re.MatchString(path) {
			tpl = pt.template
			break
		}
	}
	if tpl == "" {
		require.Equal(t, http.StatusNotFound, status, "%s %s: the path is not documented, so only 404 is expected", method, path)
		return s.deref(t, map[string]any{"$ref": "#/components/responses/NotFound"}, "")
	}
	opLoc := pointer("paths", tpl, strings.ToLower(method))
	op, ok := s.at(t, pointer("paths", tpl)).(map[string]any)[strings.ToLower(method)].(map[string]any)
	if !ok {
		require.Equal(t, http.StatusMethodNotAllowed, status, "%s is not documented on %s, so only 405 is expected", method, tpl)
		return s.deref(t, map[string]any{"$ref": "#/components/responses/MethodNotAllowed"}, "")
	}
	responses, _ := op["responses"].(map[string]any)
	code := strconv.Itoa(status)
	resp, ok := responses[code].(map[string]any)
	require.True(t, ok, "status %d of %s %s is not documented", status, method, tpl)
	return s.deref(t, resp, opLoc+"/responses/"+code)
}

// requestSchema is the documented body schema of (method, template).
func (s *openAPISpec) requestSchema(t *testing.T, method, tpl string) *jsonschema.Schema {
	t.Helper()
	return s.schema(t, pointer("paths", tpl, strings.ToLower(method), "requestBody", "content", "application/json", "schema"))
}

// conform checks one real response against the document: its status is
// documented for the operation, the required headers are there and their
// values fit, and the body fits the schema of its media type.
func (s *openAPISpec) conform(t *testing.T, method, rawURL string, resp *http.Response, body []byte) {
	t.Helper()
	u, err := url.Parse(rawURL)
	require.NoError(t, err)
	doc, loc := s.response(t, method, u.Path, resp.StatusCode)

	headers, _ := doc["headers"].(map[string]any)
	for name, h := range headers {
		hobj, hloc := s.deref(t, h.(map[string]any), loc+pointer("headers", name)[1:])
		value := resp.Header.Get(name)
		if value == "" {
			require.NotEqual(t, true, hobj["required"], "%s %s %d: required header %s is missing", method, u.Path, resp.StatusCode, name)
			continue
		}
		if _, ok := hobj["schema"]; ok {
			sch := s.schema(t, hloc+"/schema")
			if err := sch.Validate(value); err != nil {
				// Header values are text; a numeric schema means the text of a number.
				n := json.Number(value)
				if _, perr := n.Int64(); perr != nil || sch.Validate(n) != nil {
					t.Errorf("%s %s %d: header %s: %q does not fit the document: %v", method, u.Path, resp.StatusCode, name, value, err)
				}
			}
		}
	}

	content, _ := doc["content"].(map[string]any)
	if len(content) == 0 {
		require.Empty(t, body, "%s %s %d: the document says there is no body", method, u.Path, resp.StatusCode)
		return
	}
	mediaType, _, err := mime.ParseMediaType(resp.Header.Get("Content-Type"))
	require.NoError(t, err, "%s %s %d: Content-Type %q", method, u.Path, resp.StatusCode, resp.Header.Get("Content-Type"))
	var key string
	for k := range content {
		if base, _, err := mime.ParseMediaType(k); err == nil && base == mediaType {
			key = k
		}
	}
	require.NotEmpty(t, key, "%s %s %d: media type %s is not documented (have %v)", method, u.Path, resp.StatusCode, mediaType, keys(content))
	sch := s.schema(t, loc+pointer("content", key, "schema")[1:])

	var instance any = string(body)
	if mediaType == "application/json" || strings.HasSuffix(mediaType, "+json") {
		instance, err = jsonschema.UnmarshalJSON(bytes.NewReader(body))
		require.NoError(t, err, "%s %s %d: body is not JSON: %s", method, u.Path, resp.StatusCode, body)
	}
	if err := sch.Validate(instance); err != nil {
		t.Errorf("%s %s %d: the body does not fit the document:\n%s\nbody: %s", method, u.Path, resp.StatusCode, err, body)
	}
}

func keys(m map[string]any) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// exchange sends one request and returns the response with its body. A
// string or []byte body goes as it is (with a Content-Length), an
// io.Reader is streamed (chunked), anything else is JSON-encoded. JSON
// bodies get Content-Type: application/json unless headers say otherwise.
func exchange(t *testing.T, method, rawURL string, headers map[string]string, body any) (*http.Response, []byte) {
	t.Helper()
	var rd io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		rd = strings.NewReader(b)
	case []byte:
		rd = bytes.NewReader(b)
	case io.Reader:
		rd = b
	default:
		raw, err := json.Marshal(b)
		require.NoError(t, err)
		rd = bytes.NewReader(raw)
	}
	req, err := http.NewRequest(method, rawURL, rd)
	require.NoError(t, err)
	if rd != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	for k, v := range headers {
		if v == "" {
			req.Header.Del(k)
			continue
		}
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp, raw
}

// onlyReader hides a reader's length so that the request is chunked.
type onlyReader struct{ io.Reader }

// conformanceCase is one real request and what it must answer.
type conformanceCase struct {
	name    string
	method  string
	url     string
	headers map[string]string
	body    any
	status  int
	code    apierr.Code // for error answers: the code the case is meant to reach
	// requestValid: the request body fits the documented request schema
	// (true) or JSON Schema alone already rejects it (false); nil when the
	// rule at stake is beyond JSON Schema or the body is not JSON.
	requestValid *bool
}

var (
	yes = func() *bool { b := true; return &b }()
	no  = func() *bool { b := false; return &b }()
)

// runConformance sends each case to the app and checks the answer against
// the document.
func runConformance(t *testing.T, spec *openAPISpec, cases []conformanceCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) { checkCase(t, spec, tc) })
	}
}

// checkCase sends one case, checks the request body against the
// documented request schema (when tc.requestValid says how it should
// fare) and the answer against the document, and returns the answer's
// body.
func checkCase(t *testing.T, spec *openAPISpec, tc conformanceCase) []byte {
	t.Helper()
	if tc.requestValid != nil {
		u, err := url.Parse(tc.url)
		require.NoError(t, err)
		raw, ok := tc.body.(string)
		if !ok {
			b, err := json.Marshal(tc.body)
			require.NoError(t, err)
			raw = string(b)
		}
		inst, err := jsonschema.UnmarshalJSON(strings.NewReader(raw))
		require.NoError(t, err)
		err = spec.requestSchema(t, tc.method, u.Path).Validate(inst)
		if *tc.requestValid {
			require.NoError(t, err, "the request body fits the documented request schema")
		} else {
			require.Error(t, err, "the documented request schema already rejects this body")
		}
	}
	resp, body := exchange(t, tc.method, tc.url, tc.headers, tc.body)
	require.Equal(t, tc.status, resp.StatusCode, "body: %s", body)
	if tc.code != "" {
		var e apierr.Error
		require.NoError(t, json.Unmarshal(body, &e), "body: %s", body)
		require.Equal(t, tc.code, e.Code, "body: %s", body)
	}
	spec.conform(t, tc.method, tc.url, resp, body)
	return body
}

// TestOpenAPIConformance sends real requests to a real app and checks
// every answer against the document it serves: the status is documented
// for the operation, the required headers are there, and the body fits
// the response schema (JSON Schema 2020-12).
//
// The conformance tests do not call t.Parallel, so they run before the
// package's parallel tests instead of beside them: they send transactions
// on the shared chain from wallets the other tests use too (fund sends
// from the dev customer with a Transactor of its own), and a nonce race
// there would show up as a 502 the test did not ask for.
func TestOpenAPIConformance(t *testing.T) {
	app := startApp(t, nil)
	spec := fetchOpenAPI(t, app.URL)
	ctx := context.Background()
	endpoint := app.URL + "/api/invoices"
	origin := app.Seed.Merchant.AllowedOrigins[0]
	sk := app.Seed.SecretKey

	var owned invoiceapi.CreateInvoiceResponse
	require.Equal(t, 201, call(t, "POST", endpoint, secret(app), map[string]any{
		"amountUsdc": "12.5", "payInToken": "EURC", "successUrl": origin + "/thanks", "metadata": map[string]string{"order": "C-1"},
	}, &owned).StatusCode)
	var bare invoiceapi.CreateInvoiceResponse
	require.Equal(t, 201, call(t, "POST", endpoint, secret(app), map[string]any{"amountUsdc": 1, "payInToken": "USDC"}, &bare).StatusCode)

	idem := map[string]string{"X-Service-Api-Key": sk, "Idempotency-Key": "openapi-conformance-1"}
	require.Equal(t, 201, call(t, "POST", endpoint, idem, map[string]any{"amountUsdc": 8, "payInToken": "USDC"}, nil).StatusCode)

	// A merchant whose owner wallet never authorized the server wallet.
	undelegated, err := app.Merchants.CreateMerchant(ctx, merchant.Merchant{OwnerWallet: randomAddress(t)})
	require.NoError(t, err)
	_, undelegatedKey, err := app.Merchants.CreateAPIKey(ctx, undelegated.ID, merchant.Secret, "")
	require.NoError(t, err)

	huge := `{"amountUsdc": 1, "payInToken": "USDC", "metadata": {"k": "` + strings.Repeat("v", 70<<10) + `"}}`
	key := map[string]string{"X-Service-Api-Key": sk}
	with := func(extra map[string]string) map[string]string {
		h := map[string]string{"X-Service-Api-Key": sk}
		for k, v := range extra {
			h[k] = v
		}
		return h
	}
	unknownID := "0x" + strings.Repeat("ab", 32)

	runConformance(t, spec, []conformanceCase{
		// Probes and the document itself.
		{name: "Healthz", method: "GET", url: app.URL + "/healthz", status: 200},
		{name: "Readyz", method: "GET", url: app.URL + "/readyz", status: 200},
		{name: "Metrics", method: "GET", url: app.URL + "/metrics", status: 200},
		{name: "OpenAPI", method: "GET", url: app.URL + "/openapi.json", status: 200},
		{name: "HealthzWithCallerRequestID", method: "GET", url: app.URL + "/healthz", headers: map[string]string{"X-Request-Id": "caller.id-1"}, status: 200},

		// POST /api/invoices: successes.
		{name: "CreateWithSecretKey", method: "POST", url: endpoint, headers: key, status: 201, requestValid: yes,
			body: map[string]any{"amountUsdc": 19.99, "payInToken": "USDC", "cancelUrl": origin + "/cart", "metadata": map[string]string{"order": "A-1"}}},
		{name: "CreateWithAmountAsString", method: "POST", url: endpoint, headers: key, status: 201, requestValid: yes,
			body: `{"amountUsdc": "1000000000", "payInToken": "EURC", "metadata": null}`},
		{name: "CreateWithPublishableKeyFromAllowedOrigin", method: "POST", url: endpoint, status: 201, requestValid: yes,
			headers: map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey, "Origin": origin},
			body:    map[string]any{"amountUsdc": 7.5, "payInToken": "EURC"}},
		{name: "IdempotentReplay", method: "POST", url: endpoint, headers: idem, status: 201, requestValid: yes,
			body: map[string]any{"amountUsdc": 8, "payInToken": "USDC"}},

		// POST /api/invoices: 400 bad_body in its forms.
		{name: "ZeroAmount", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: `{"amountUsdc": 0, "payInToken": "USDC"}`},
		{name: "SevenDecimals", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: `{"amountUsdc": 1.0000001, "payInToken": "USDC"}`},
		{name: "AmountOverTheCap", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: `{"amountUsdc": 1000000000.000001, "payInToken": "USDC"}`},
		{name: "LowerCaseToken", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: `{"amountUsdc": 1, "payInToken": "usdc"}`},
		{name: "MissingRequiredFields", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: `{}`},
		{name: "UnknownField", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: `{"amountUsdc": 1, "payInToken": "USDC", "currency": "USD"}`},
		{name: "NonHTTPURL", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: `{"amountUsdc": 1, "payInToken": "USDC", "successUrl": "ftp://shop.example/x"}`},
		{name: "PrivateNetworkURL", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody,
			body: `{"amountUsdc": 1, "payInToken": "USDC", "cancelUrl": "http://10.0.0.7/"}`},
		{name: "NonStringMetadata", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: `{"amountUsdc": 1, "payInToken": "USDC", "metadata": {"n": 5}}`},
		{name: "TooManyMetadataKeys", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]any{"amountUsdc": 1, "payInToken": "USDC", "metadata": manyKeys(51)}},
		{name: "MetadataKeyTooLong", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]any{"amountUsdc": 1, "payInToken": "USDC", "metadata": map[string]string{strings.Repeat("k", 41): "v"}}},
		{name: "MetadataValueTooLong", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]any{"amountUsdc": 1, "payInToken": "USDC", "metadata": map[string]string{"k": strings.Repeat("v", 501)}}},
		{name: "RemovedEngineSelector", method: "POST", url: endpoint + "?engine=v1", headers: key, status: 400, code: apierr.BadBody,
			body: map[string]any{"amountUsdc": 1, "payInToken": "USDC"}},
		{name: "RemovedEngineSelectorOtherSpelling", method: "POST", url: endpoint + "?engineSelector=legacy", headers: key, status: 400, code: apierr.BadBody,
			body: map[string]any{"amountUsdc": 1, "payInToken": "USDC"}},
		{name: "InvalidJSON", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, body: `{"amountUsdc": `},
		{name: "EmptyBody", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody, body: ""},
		{name: "TwoJSONValues", method: "POST", url: endpoint, headers: key, status: 400, code: apierr.BadBody,
			body: `{"amountUsdc": 1, "payInToken": "USDC"} {}`},
		{name: "IdempotencyKeyTooLong", method: "POST", url: endpoint, status: 400, code: apierr.BadBody,
			headers: with(map[string]string{"Idempotency-Key": strings.Repeat("i", 256)}),
			body:    map[string]any{"amountUsdc": 1, "payInToken": "USDC"}},

		// POST /api/invoices: other errors.
		{name: "MissingKey", method: "POST", url: endpoint, status: 401, code: apierr.MissingAPIKey,
			body: map[string]any{"amountUsdc": 1, "payInToken": "USDC"}},
		{name: "UnknownKey", method: "POST", url: endpoint, headers: map[string]string{"X-Service-Api-Key": "ak_live_nope"}, status: 401, code: apierr.InvalidAPIKey,
			body: map[string]any{"amountUsdc": 1, "payInToken": "USDC"}},
		{name: "PublishableKeyFromAnotherOrigin", method: "POST", url: endpoint, status: 403, code: apierr.OriginNotAllowed,
			headers: map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey, "Origin": "https://evil.example"},
			body:    map[string]any{"amountUsdc": 1, "payInToken": "USDC"}},
		{name: "IdempotencyKeyReused", method: "POST", url: endpoint, headers: idem, status: 409, code: apierr.IdempotencyKeyReused,
			body: map[string]any{"amountUsdc": 9, "payInToken": "USDC"}},
		{name: "ServerWalletNotDelegate", method: "POST", url: endpoint, headers: map[string]string{"X-Service-Api-Key": undelegatedKey}, status: 412,
			code: apierr.DelegateNotAuthorized, body: map[string]any{"amountUsdc": 1, "payInToken": "USDC"}},
		{name: "DeclaredBodyTooLarge", method: "POST", url: endpoint, headers: key, status: 413, code: apierr.BodyTooLarge, body: huge},
		{name: "StreamedBodyTooLarge", method: "POST", url: endpoint, headers: key, status: 413, code: apierr.BodyTooLarge,
			body: onlyReader{strings.NewReader(huge)}},
		{name: "NotJSON", method: "POST", url: endpoint, headers: with(map[string]string{"Content-Type": "text/plain"}), status: 415,
			code: apierr.UnsupportedMediaType, body: "amountUsdc=1"},
		{name: "NoContentType", method: "POST", url: endpoint, headers: with(map[string]string{"Content-Type": ""}), status: 415,
			code: apierr.UnsupportedMediaType, body: `{"amountUsdc": 1, "payInToken": "USDC"}`},

		// OPTIONS /api/invoices.
		{name: "PreflightFromAllowedOrigin", method: "OPTIONS", url: endpoint, status: 204,
			headers: map[string]string{"Origin": origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type,x-service-api-key"}},
		{name: "PreflightFromAnotherOrigin", method: "OPTIONS", url: endpoint, status: 403, code: apierr.OriginNotAllowed,
			headers: map[string]string{"Origin": "https://evil.example", "Access-Control-Request-Method": "POST"}},
		{name: "PreflightWithoutOrigin", method: "OPTIONS", url: endpoint, status: 403, code: apierr.OriginNotAllowed},

		// GET /api/invoices/{id}.
		{name: "PublicView", method: "GET", url: endpoint + "/" + owned.InvoiceID, status: 200},
		{name: "OwnerView", method: "GET", url: endpoint + "/" + owned.InvoiceID, headers: key, status: 200},
		{name: "OwnerViewWithoutMetadata", method: "GET", url: endpoint + "/" + bare.InvoiceID, headers: key, status: 200},
		{name: "PublishableKeyGetsPublicView", method: "GET", url: endpoint + "/" + owned.InvoiceID,
			headers: map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey}, status: 200},
		{name: "UpperCaseID", method: "GET", url: endpoint + "/" + "0x" + strings.ToUpper(owned.InvoiceID[2:]), status: 200},
		{name: "MalformedID", method: "GET", url: endpoint + "/0x1234", status: 400, code: apierr.BadBody},
		{name: "InvalidKeyOnView", method: "GET", url: endpoint + "/" + owned.InvoiceID, headers: map[string]string{"X-Service-Api-Key": "ak_live_bogus"},
			status: 401, code: apierr.InvalidAPIKey},
		{name: "UnknownInvoice", method: "GET", url: endpoint + "/" + unknownID, status: 404, code: apierr.NotFound},

		// Unrouted requests.
		{name: "UnknownPath", method: "GET", url: app.URL + "/api/nothing-here", status: 404, code: apierr.NotFound},
		{name: "MethodNotAllowedOnInvoices", method: "DELETE", url: endpoint, status: 405, code: apierr.MethodNotAllowed},
		{name: "ListingInvoicesIsNotAnEndpoint", method: "GET", url: endpoint, status: 405, code: apierr.MethodNotAllowed},
		{name: "MethodNotAllowedOnInvoice", method: "PUT", url: endpoint + "/" + owned.InvoiceID, status: 405, code: apierr.MethodNotAllowed},
		{name: "MethodNotAllowedOnProbe", method: "POST", url: app.URL + "/healthz", status: 405, code: apierr.MethodNotAllowed},
	})

	t.Run("ViewsAreTheRightOnes", func(t *testing.T) {
		// The 200 schema is oneOf(public, owner); check which one each
		// caller actually gets.
		public := spec.schema(t, "#/components/schemas/InvoicePublicView")
		owner := spec.schema(t, "#/components/schemas/InvoiceOwnerView")
		for _, tc := range []struct {
			name    string
			id      string
			headers map[string]string
			want    *jsonschema.Schema
		}{
			{"Anonymous", owned.InvoiceID, nil, public},
			{"PublishableKey", owned.InvoiceID, map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey}, public},
			{"OwnersSecretKey", owned.InvoiceID, key, owner},
			{"OwnersSecretKeyNoMetadata", bare.InvoiceID, key, owner},
		} {
			t.Run(tc.name, func(t *testing.T) {
				resp, body := exchange(t, "GET", endpoint+"/"+tc.id, tc.headers, nil)
				require.Equal(t, 200, resp.StatusCode)
				inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(body))
				require.NoError(t, err)
				require.NoError(t, tc.want.Validate(inst), "body: %s", body)
			})
		}
	})

	t.Run("DocumentIsCacheable", func(t *testing.T) {
		resp, _ := exchange(t, "GET", app.URL+"/openapi.json", nil, nil)
		etag := resp.Header.Get("ETag")
		require.NotEmpty(t, etag)
		require.Contains(t, resp.Header.Get("Cache-Control"), "max-age=")
		for _, inm := range []string{etag, "W/" + etag, `"other", ` + etag, "*"} {
			resp, body := exchange(t, "GET", app.URL+"/openapi.json", map[string]string{"If-None-Match": inm}, nil)
			require.Equal(t, http.StatusNotModified, resp.StatusCode, "If-None-Match: %s", inm)
			spec.conform(t, "GET", app.URL+"/openapi.json", resp, body)
		}
		resp, _ = exchange(t, "GET", app.URL+"/openapi.json", map[string]string{"If-None-Match": `"stale"`}, nil)
		require.Equal(t, http.StatusOK, resp.StatusCode)
	})
}

func manyKeys(n int) map[string]string {
	m := make(map[string]string, n)
	for i := range n {
		m[fmt.Sprintf("k%d", i)] = "v"
	}
	return m
}

// TestOpenAPIConformanceOfConfiguredFailures covers the answers that need
// an app or a merchant set up for them: rate limits, a blocked payout
// wallet, a compliance provider that is down and a reverted staging
// transaction.
func TestOpenAPIConformanceOfConfiguredFailures(t *testing.T) {
	body := map[string]any{"amountUsdc": 10, "payInToken": "USDC"}

	t.Run("RateLimitedKey", func(t *testing.T) {
		app := startApp(t, func(c *config.Config) { c.RateLimits.PerKey = 0.01 })
		spec := fetchOpenAPI(t, app.URL)
		require.Equal(t, 201, call(t, "POST", app.URL+"/api/invoices", secret(app), body, nil).StatusCode)
		runConformance(t, spec, []conformanceCase{
			{name: "SecondRequest", method: "POST", url: app.URL + "/api/invoices", headers: secret(app), body: body, status: 429, code: apierr.RateLimited},
		})
	})

	t.Run("RateLimitedAddress", func(t *testing.T) {
		app := startApp(t, func(c *config.Config) { c.RateLimits.PerAddress = 0.01 })
		spec := fetchOpenAPI(t, app.URL)
		id := "0x" + strings.Repeat("cd", 32)
		resp, _ := exchange(t, "GET", app.URL+"/api/invoices/"+id, nil, nil)
		require.Equal(t, 404, resp.StatusCode)
		runConformance(t, spec, []conformanceCase{
			{name: "View", method: "GET", url: app.URL + "/api/invoices/" + id, status: 429, code: apierr.RateLimited},
			{name: "Preflight", method: "OPTIONS", url: app.URL + "/api/invoices", headers: map[string]string{"Origin": "https://shop.example"}, status: 429, code: apierr.RateLimited},
			{name: "Create", method: "POST", url: app.URL + "/api/invoices", headers: secret(app), body: body, status: 429, code: apierr.RateLimited},
		})
	})

	t.Run("BlockedPayoutWallet", func(t *testing.T) {
		list := filepath.Join(t.TempDir(), "screening.txt")
		require.NoError(t, os.WriteFile(list, []byte(testChain(t).Payout.Address.Hex()+" sanctioned\n"), 0o600))
		app := startApp(t, func(c *config.Config) {
			c.Compliance.Provider = "list"
			c.Compliance.ListFile = list
		})
		spec := fetchOpenAPI(t, app.URL)
		runConformance(t, spec, []conformanceCase{
			{name: "Create", method: "POST", url: app.URL + "/api/invoices", headers: secret(app), body: body, status: 403, code: apierr.MerchantPayoutBlocked},
		})
	})

	t.Run("ComplianceProviderDown", func(t *testing.T) {
		down := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, `{"message":"upstream down"}`, http.StatusInternalServerError)
		}))
		t.Cleanup(down.Close)
		app := startApp(t, func(c *config.Config) {
			c.Compliance.Provider = "http"
			c.Compliance.HTTPURL = down.URL
			c.Compliance.HTTPAPIKey = "test-key"
			c.Compliance.FailOpenForInvoice = false
		})
		spec := fetchOpenAPI(t, app.URL)
		runConformance(t, spec, []conformanceCase{
			{name: "Create", method: "POST", url: app.URL + "/api/invoices", headers: secret(app), body: body, status: 503, code: apierr.ComplianceUnavailable},
		})
	})

	t.Run("CheckoutComplianceProviderDown", func(t *testing.T) {
		down := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, `{"message":"upstream down"}`, http.StatusInternalServerError)
		}))
		t.Cleanup(down.Close)
		app := startApp(t, func(c *config.Config) {
			c.Compliance.Provider = "http"
			c.Compliance.HTTPURL = down.URL
			c.Compliance.HTTPAPIKey = "test-key"
			c.Compliance.FailOpenForInvoice = true // so there is an invoice; checkout never fails open
		})
		spec := fetchOpenAPI(t, app.URL)
		inv := createInvoice(t, app, "1")
		runConformance(t, spec, []conformanceCase{
			{name: "Authorize", method: "POST", url: app.URL + "/api/checkout/authorize", status: 503, code: apierr.ComplianceUnavailable,
				body: map[string]string{"invoiceId": inv, "address": randomAddress(t).Hex()}},
		})
	})

	t.Run("RevertedStaging", func(t *testing.T) {
		// A merchant that revokes the server wallet after the service
		// cached its delegation, as in TestInvoiceChainAndComplianceErrors.
		w := newDelegatingWallet(t)
		app := startApp(t, nil)
		spec := fetchOpenAPI(t, app.URL)
		m, err := app.Merchants.CreateMerchant(context.Background(), merchant.Merchant{OwnerWallet: w.owner})
		require.NoError(t, err)
		_, key, err := app.Merchants.CreateAPIKey(context.Background(), m.ID, merchant.Secret, "")
		require.NoError(t, err)
		h := map[string]string{"X-Service-Api-Key": key}
		require.Equal(t, 201, call(t, "POST", app.URL+"/api/invoices", h, body, nil).StatusCode)
		setDelegate(t, w.gateway, w.transactor, testChain(t).Server.Address, false)
		runConformance(t, spec, []conformanceCase{
			{name: "Create", method: "POST", url: app.URL + "/api/invoices", headers: h, body: body, status: 502, code: apierr.ChainError},
		})
	})
}

// TestOpenAPIConformanceOfCheckoutAndEscrows covers the checkout and
// escrow endpoints: every error that needs no special setup, and the
// successes along one real payment (authorize, prepare, submit, settle,
// list, refund). It pays on the shared chain, so it is not parallel
// either (see TestOpenAPIConformance).
func TestOpenAPIConformanceOfCheckoutAndEscrows(t *testing.T) {
	app := startApp(t, nil)
	spec := fetchOpenAPI(t, app.URL)
	ctx := context.Background()
	api := app.URL + "/api"
	authorize, prepare, submit := api+"/checkout/authorize", api+"/checkout/prepare", api+"/checkout/submit"
	status := func(id string) string { return api + "/checkout/status/" + id }
	escrows, claim := api+"/escrows", api+"/escrows/claim"
	refund := func(id string) string { return api + "/invoices/" + id + "/refund" }
	key := secret(app)
	publishable := map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey}
	unknownID := "0x" + strings.Repeat("cd", 32)

	open := createInvoice(t, app, "4.2")      // USDC, open, never paid
	var eurc invoiceapi.CreateInvoiceResponse // EURC: settles through a swap
	require.Equal(t, 201, call(t, "POST", api+"/invoices", key, map[string]any{"amountUsdc": 3, "payInToken": "EURC"}, &eurc).StatusCode)

	// A merchant of its own, with no invoices: claiming all of its escrows
	// claims nothing and sends no transaction.
	other, err := app.Merchants.CreateMerchant(ctx, merchant.Merchant{OwnerWallet: randomAddress(t)})
	require.NoError(t, err)
	_, otherKey, err := app.Merchants.CreateAPIKey(ctx, other.ID, merchant.Secret, "")
	require.NoError(t, err)
	otherSecret := map[string]string{"X-Service-Api-Key": otherKey}

	// A wallet that signs but was never authorized; signing needs neither
	// gas nor tokens.
	signerKey, err := crypto.GenerateKey()
	require.NoError(t, err)
	signer := payerWallet{key: signerKey, addr: crypto.PubkeyToAddress(signerKey.PublicKey)}

	var prep checkoutapi.PrepareResponse
	t.Run("PrepareForAFreshWallet", func(t *testing.T) {
		raw := checkCase(t, spec, conformanceCase{method: "POST", url: prepare, status: 200, requestValid: yes,
			body: checkoutapi.PrepareRequest{InvoiceID: open, Payer: signer.addr.Hex(), PayInToken: "USDC"}})
		require.NoError(t, json.Unmarshal(raw, &prep))
		require.NotNil(t, prep.Approval, "a fresh wallet has not approved Permit2 yet")
	})
	require.Equal(t, open, prep.Submission.InvoiceID, "prepare answered")
	submission := func(invoiceID, signature string) checkoutapi.SubmitRequest {
		s := prep.Submission
		return checkoutapi.SubmitRequest{InvoiceID: invoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: s.AmountIn,
			Permit2Data: s.Permit2Data, Permit2Signature: signature}
	}
	signed := signer.signTypedData(t, prep.TypedData)
	garbled := "0x" + strings.Repeat("11", 65)

	// One real payment: what the successes and the paid-invoice errors need.
	payer := newPayer(t, 10_000_000)
	paid := createInvoice(t, app, "2")
	var sub checkoutapi.SubmitResponse
	paidBody := readyToSubmit(t, app, paid, payer)
	t.Run("Submit", func(t *testing.T) {
		raw := checkCase(t, spec, conformanceCase{method: "POST", url: submit, body: paidBody, status: 202, requestValid: yes})
		require.NoError(t, json.Unmarshal(raw, &sub))
	})
	require.NotEmpty(t, sub.SubmissionID, "submit answered")
	st := waitStatus(t, app, sub.SubmissionID, "settled", "failed")
	require.Equal(t, "settled", st.Status, "error: %s", derefString(st.Error))

	runConformance(t, spec, []conformanceCase{
		// POST /api/checkout/authorize.
		{name: "AuthorizeAllow", method: "POST", url: authorize, status: 200, requestValid: yes,
			body: map[string]string{"invoiceId": open, "address": randomAddress(t).Hex()}},
		{name: "AuthorizeLowerCaseAddress", method: "POST", url: authorize, status: 200, requestValid: yes,
			body: map[string]string{"invoiceId": open, "address": strings.ToLower(randomAddress(t).Hex())}},
		{name: "AuthorizeMalformedAddress", method: "POST", url: authorize, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]string{"invoiceId": open, "address": "0xnothex"}},
		{name: "AuthorizeBadChecksum", method: "POST", url: authorize, status: 400, code: apierr.BadBody,
			body: map[string]string{"invoiceId": open, "address": flipFirstLetter(randomAddress(t).Hex())}},
		{name: "AuthorizeMissingFields", method: "POST", url: authorize, status: 400, code: apierr.BadBody, requestValid: no, body: `{}`},
		{name: "AuthorizeUnknownField", method: "POST", url: authorize, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]string{"invoiceId": open, "address": randomAddress(t).Hex(), "payer": "x"}},
		{name: "AuthorizeInvalidJSON", method: "POST", url: authorize, status: 400, code: apierr.BadBody, body: `{"invoiceId": `},
		{name: "AuthorizeNotJSON", method: "POST", url: authorize, headers: map[string]string{"Content-Type": "text/plain"},
			status: 415, code: apierr.UnsupportedMediaType, body: "invoiceId=1"},
		{name: "AuthorizeUnknownInvoice", method: "POST", url: authorize, status: 404, code: apierr.NotFound, requestValid: yes,
			body: map[string]string{"invoiceId": unknownID, "address": randomAddress(t).Hex()}},
		{name: "AuthorizePaidInvoice", method: "POST", url: authorize, status: 409, code: apierr.InvoiceNotOpen, requestValid: yes,
			body: map[string]string{"invoiceId": paid, "address": randomAddress(t).Hex()}},

		// POST /api/checkout/prepare.
		{name: "PrepareByTokenAddress", method: "POST", url: prepare, status: 200, requestValid: yes,
			body: checkoutapi.PrepareRequest{InvoiceID: open, Payer: payer.addr.Hex(), PayInToken: prep.Submission.PayInToken}},
		{name: "PrepareMalformed", method: "POST", url: prepare, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]string{"invoiceId": "42", "payer": "0x1234"}},
		{name: "PrepareOtherToken", method: "POST", url: prepare, status: 400, code: apierr.BadBody,
			body: checkoutapi.PrepareRequest{InvoiceID: open, Payer: signer.addr.Hex(), PayInToken: "EURC"}},
		{name: "PrepareUnknownField", method: "POST", url: prepare, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]string{"invoiceId": open, "payer": signer.addr.Hex(), "amount": "1"}},
		{name: "PrepareUnknownInvoice", method: "POST", url: prepare, status: 404, code: apierr.NotFound, requestValid: yes,
			body: checkoutapi.PrepareRequest{InvoiceID: unknownID, Payer: signer.addr.Hex()}},
		{name: "PreparePaidInvoice", method: "POST", url: prepare, status: 409, code: apierr.InvoiceNotOpen, requestValid: yes,
			body: checkoutapi.PrepareRequest{InvoiceID: paid, Payer: signer.addr.Hex()}},
		{name: "PrepareEURCInvoice", method: "POST", url: prepare, status: 200, requestValid: yes, // a swap payment
			body: checkoutapi.PrepareRequest{InvoiceID: eurc.InvoiceID, Payer: signer.addr.Hex(), PayInToken: "EURC"}},
		{name: "PrepareNotJSON", method: "POST", url: prepare, headers: map[string]string{"Content-Type": "text/plain"},
			status: 415, code: apierr.UnsupportedMediaType, body: "invoiceId=1"},

		// POST /api/checkout/submit.
		// The same submission again answers with it, settled (DESIGN: a repeated submit returns the same submission).
		{name: "SubmitSettledBodyAgain", method: "POST", url: submit, body: paidBody, status: 202, requestValid: yes},
		{name: "SubmitMissingFields", method: "POST", url: submit, status: 400, code: apierr.BadBody, requestValid: no, body: `{}`},
		{name: "SubmitMalformedFields", method: "POST", url: submit, status: 400, code: apierr.BadBody, requestValid: no,
			body: checkoutapi.SubmitRequest{InvoiceID: open, Payer: "0x12", PayInToken: "USDC", AmountIn: "-1",
				Permit2Data: checkoutapi.Permit2Data{Nonce: "x", Deadline: "soon", Witness: "0x00", WitnessTypeString: "Invoice"}, Permit2Signature: "0x"}},
		{name: "SubmitBadSignature", method: "POST", url: submit, status: 400, code: apierr.InvalidSignature, requestValid: yes,
			body: submission(open, garbled)},
		{name: "SubmitWithoutClearance", method: "POST", url: submit, status: 403, code: apierr.ComplianceRequired, requestValid: yes,
			body: submission(open, signed)},
		{name: "SubmitUnknownInvoice", method: "POST", url: submit, status: 404, code: apierr.NotFound, requestValid: yes,
			body: submission(unknownID, signed)},
		{name: "SubmitPaidInvoice", method: "POST", url: submit, status: 409, code: apierr.InvoiceNotOpen, requestValid: yes,
			body: submission(paid, signed)},
		{name: "SubmitEURCInvoice", method: "POST", url: submit, status: 400, code: apierr.BadBody, requestValid: yes, // another invoice's witness
			body: submission(eurc.InvoiceID, signed)},
		{name: "SubmitNotJSON", method: "POST", url: submit, headers: map[string]string{"Content-Type": "text/plain"},
			status: 415, code: apierr.UnsupportedMediaType, body: "x"},

		// GET /api/checkout/status/{submissionId}.
		{name: "StatusSettled", method: "GET", url: status(sub.SubmissionID), status: 200},
		{name: "StatusMalformedID", method: "GET", url: status("0x1234"), status: 400, code: apierr.BadBody},
		{name: "StatusUnknown", method: "GET", url: status(unknownID), status: 404, code: apierr.NotFound},

		// GET /api/escrows.
		{name: "EscrowsFiltered", method: "GET", url: escrows + "?paidFrom=2020-01-01T00:00:00Z&paidTo=2100-01-01T00:00:00Z&token=USDC",
			headers: key, status: 200},
		{name: "EscrowsOfAMerchantWithNone", method: "GET", url: escrows, headers: otherSecret, status: 200},
		{name: "EscrowsBadFilters", method: "GET", url: escrows + "?paidFrom=yesterday&token=usdc", headers: key, status: 400, code: apierr.BadBody},
		{name: "EscrowsPublishableKey", method: "GET", url: escrows, headers: publishable, status: 403, code: apierr.PublishableKeyForbidden},
		{name: "EscrowsMissingKey", method: "GET", url: escrows, status: 401, code: apierr.MissingAPIKey},

		// POST /api/escrows/claim.
		{name: "ClaimAllWithNothingMatured", method: "POST", url: claim, headers: otherSecret, status: 200, requestValid: yes,
			body: map[string]any{"all": true}},
		{name: "ClaimNeitherIDsNorAll", method: "POST", url: claim, headers: key, status: 400, code: apierr.BadBody, requestValid: no, body: `{}`},
		{name: "ClaimBothIDsAndAll", method: "POST", url: claim, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]any{"invoiceIds": []string{paid}, "all": true}},
		{name: "ClaimMalformedID", method: "POST", url: claim, headers: key, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]any{"invoiceIds": []string{"0x1234"}}},
		{name: "ClaimUnpaidInvoice", method: "POST", url: claim, headers: key, status: 409, code: apierr.NotClaimable, requestValid: yes,
			body: map[string]any{"invoiceIds": []string{open}}},
		{name: "ClaimBeforeMaturity", method: "POST", url: claim, headers: key, status: 409, code: apierr.NotClaimable, requestValid: yes,
			body: map[string]any{"invoiceIds": []string{paid, unknownID}}},
		{name: "ClaimPublishableKey", method: "POST", url: claim, headers: publishable, status: 403, code: apierr.PublishableKeyForbidden,
			body: map[string]any{"all": true}},
		{name: "ClaimNotJSON", method: "POST", url: claim, headers: map[string]string{"X-Service-Api-Key": app.Seed.SecretKey, "Content-Type": "text/plain"},
			status: 415, code: apierr.UnsupportedMediaType, body: "all"},

		// POST /api/invoices/{id}/refund, before the refund.
		{name: "RefundMalformedID", method: "POST", url: refund("0x1234"), headers: key, status: 400, code: apierr.BadBody},
		{name: "RefundUnknownInvoice", method: "POST", url: refund(unknownID), headers: key, status: 404, code: apierr.NotFound},
		{name: "RefundOpenUnpaidInvoice", method: "POST", url: refund(open), headers: key, status: 409, code: apierr.InvoiceNotRefundable},
		{name: "RefundAnotherMerchantsInvoice", method: "POST", url: refund(paid), headers: otherSecret, status: 404, code: apierr.NotFound},
		{name: "RefundPublishableKey", method: "POST", url: refund(paid), headers: publishable, status: 403, code: apierr.PublishableKeyForbidden},
		{name: "RefundMissingKey", method: "POST", url: refund(paid), status: 401, code: apierr.MissingAPIKey},
	})

	t.Run("EscrowsListThePayment", func(t *testing.T) {
		raw := checkCase(t, spec, conformanceCase{method: "GET", url: escrows, headers: key, status: 200})
		var sum escrowapi.Summary
		require.NoError(t, json.Unmarshal(raw, &sum))
		require.Contains(t, ids(sum.Pending), paid)
	})

	t.Run("Refund", func(t *testing.T) {
		raw := checkCase(t, spec, conformanceCase{method: "POST", url: refund(paid), headers: key, status: 200})
		var out escrowapi.RefundResult
		require.NoError(t, json.Unmarshal(raw, &out))
		require.Equal(t, paid, out.InvoiceID)
		require.Equal(t, escrowapi.RefundStatus, out.Status)
	})

	runConformance(t, spec, []conformanceCase{
		{name: "StatusRefunded", method: "GET", url: status(sub.SubmissionID), status: 200},
		{name: "RefundAgain", method: "POST", url: refund(paid), headers: key, status: 409, code: apierr.InvoiceNotRefundable},
		{name: "AuthorizeRefundedInvoice", method: "POST", url: authorize, status: 409, code: apierr.InvoiceNotOpen, requestValid: yes,
			body: map[string]string{"invoiceId": paid, "address": randomAddress(t).Hex()}},
	})

	t.Run("GateDecisions", func(t *testing.T) {
		// Screening by list: each decision in its exact shape.
		sanctioned, highRisk, review := randomAddress(t), randomAddress(t), randomAddress(t)
		list := filepath.Join(t.TempDir(), "screening.txt")
		require.NoError(t, os.WriteFile(list, []byte(fmt.Sprintf("%s sanctioned\n%s high-risk\n%s review\n",
			sanctioned.Hex(), highRisk.Hex(), review.Hex())), 0o600))
		app := startApp(t, func(c *config.Config) {
			c.Compliance.Provider = "list"
			c.Compliance.ListFile = list
		})
		spec := fetchOpenAPI(t, app.URL)
		inv := createInvoice(t, app, "1")
		for _, tc := range []struct {
			name, shape string
			wallet      string
		}{
			{"Allow", "AuthorizeAllow", randomAddress(t).Hex()},
			{"Review", "AuthorizeReview", review.Hex()},
			{"RejectSanctioned", "AuthorizeReject", sanctioned.Hex()},
			{"RejectHighRisk", "AuthorizeReject", highRisk.Hex()},
		} {
			t.Run(tc.name, func(t *testing.T) {
				raw := checkCase(t, spec, conformanceCase{method: "POST", url: app.URL + "/api/checkout/authorize", status: 200, requestValid: yes,
					body: map[string]string{"invoiceId": inv, "address": tc.wallet}})
				inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
				require.NoError(t, err)
				require.NoError(t, spec.schema(t, "#/components/schemas/"+tc.shape).Validate(inst), "body: %s", raw)
			})
		}
	})
}
