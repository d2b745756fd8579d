package httpapi

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/go-chi/chi/v5"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/backend/gate"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/quote"
	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/shared/apierr"
)

const docURL = "openapi.json"

// openAPIDoc is the embedded document, decoded as the schema compiler
// decodes JSON (numbers as json.Number), and a compiler over it.
type openAPIDoc struct {
	root     map[string]any
	compiler *jsonschema.Compiler
}

func loadDoc(t *testing.T) openAPIDoc {
	t.Helper()
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(openAPIDocument))
	require.NoError(t, err, "openapi.json is JSON")
	root, ok := v.(map[string]any)
	require.True(t, ok)
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	c.AssertFormat()
	require.NoError(t, c.AddResource(docURL, v))
	return openAPIDoc{root: root, compiler: c}
}

// ptr is the URI fragment of the JSON pointer made of tokens.
func ptr(tokens ...string) string {
	var b strings.Builder
	b.WriteByte('#')
	for _, tok := range tokens {
		b.WriteByte('/')
		b.WriteString(url.PathEscape(strings.ReplaceAll(strings.ReplaceAll(tok, "~", "~0"), "/", "~1")))
	}
	return b.String()
}

// lookup follows a fragment made by ptr (or a "$ref" value).
func (d openAPIDoc) lookup(frag string) (any, bool) {
	var cur any = d.root
	for _, tok := range strings.Split(strings.TrimPrefix(frag, "#/"), "/") {
		tok, err := url.PathUnescape(tok)
		if err != nil {
			return nil, false
		}
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		switch node := cur.(type) {
		case map[string]any:
			next, ok := node[tok]
			if !ok {
				return nil, false
			}
			cur = next
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(node) {
				return nil, false
			}
			cur = node[i]
		default:
			return nil, false
		}
	}
	return cur, true
}

func (d openAPIDoc) compile(t *testing.T, frag string) *jsonschema.Schema {
	t.Helper()
	sch, err := d.compiler.Compile(docURL + frag)
	require.NoError(t, err, "compile %s", frag)
	return sch
}

// responseFrag is where the response for (method, template, status) is
// described, after following a $ref to components.responses.
func (d openAPIDoc) responseFrag(t *testing.T, method, template string, status int) string {
	t.Helper()
	frag := ptr("paths", template, strings.ToLower(method), "responses", strconv.Itoa(status))
	v, ok := d.lookup(frag)
	require.True(t, ok, "%s %s %d is not documented", method, template, status)
	if ref, ok := v.(map[string]any)["$ref"].(string); ok {
		return ref
	}
	return frag
}

// checkResponse validates a recorded JSON response against the document.
func (d openAPIDoc) checkResponse(t *testing.T, method, template string, resp *http.Response, body []byte) {
	t.Helper()
	frag := d.responseFrag(t, method, template, resp.StatusCode)
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(body))
	require.NoError(t, err, "body: %s", body)
	sch := d.compile(t, frag+ptr("content", "application/json", "schema")[1:])
	require.NoError(t, sch.Validate(inst), "%s %s %d: body: %s", method, template, resp.StatusCode, body)
	hv, _ := d.lookup(frag + "/headers")
	headers, _ := hv.(map[string]any)
	for name, h := range headers {
		hobj := h.(map[string]any)
		if ref, ok := hobj["$ref"].(string); ok {
			v, ok := d.lookup(ref)
			require.True(t, ok)
			hobj = v.(map[string]any)
		}
		if hobj["required"] == true {
			require.NotEmpty(t, resp.Header.Get(name), "%s %s %d: header %s", method, template, resp.StatusCode, name)
		}
	}
}

var httpMethods = []string{"get", "put", "post", "delete", "options", "head", "patch", "trace"}

// TestOpenAPIDocumentsEveryRoute walks the real route table and requires
// each route to be in the document with its method, and the document to
// hold nothing the router does not serve.
func TestOpenAPIDocumentsEveryRoute(t *testing.T) {
	// The stores are never reached: the table is only walked. Every
	// service is set, so every route the API can serve is mounted and
	// must be documented.
	a := newAPI(Deps{
		Merchants: merchant.NewService(nil),
		Invoices:  invoice.NewService(invoice.Config{}, nil, nil, slog.Default()),
		Gate:      gate.NewService(nil, nil, nil, nil, nil),
		Checkout:  checkout.NewService(checkout.Config{}, nil, nil, nil, nil),
		Escrows:   escrow.NewService(nil, nil),
		Webhooks:  webhook.NewService(nil, false),
		Quotes:    quote.NewService(quote.Config{}, nil, nil),
	})
	router, ok := a.routes(nil).(chi.Routes)
	require.True(t, ok, "the API handler is a chi router")

	var served []string
	require.NoError(t, chi.Walk(router, func(method, route string, _ http.Handler, _ ...func(http.Handler) http.Handler) error {
		if len(route) > 1 {
			route = strings.TrimSuffix(route, "/") // chi's sub-router root: /api/invoices/ serves /api/invoices
		}
		served = append(served, method+" "+route)
		return nil
	}))
	for _, route := range []string{
		"POST /api/invoices",
		"POST /api/invoices/{id}/refund",
		"GET /api/escrows",
		"POST /api/escrows/claim",
		"POST /api/checkout/authorize",
		"POST /api/checkout/prepare",
		"POST /api/checkout/submit",
		"GET /api/checkout/status/{submissionId}",
		"POST /api/checkout/quote",
		"GET /api/quote",
	} {
		require.Contains(t, served, route, "the walk reached every group of /api routes")
	}

	doc := loadDoc(t)
	var documented []string
	for path, item := range doc.root["paths"].(map[string]any) {
		for _, m := range httpMethods {
			if _, ok := item.(map[string]any)[m]; ok {
				documented = append(documented, strings.ToUpper(m)+" "+path)
			}
		}
	}
	sort.Strings(served)
	sort.Strings(documented)
	served = slices.Compact(served)
	require.Equal(t, served, documented, "routes served (left) and documented (right) differ")
}

// schemaKeywords are the keywords of JSON Schema 2020-12 and the ones
// OpenAPI 3.1 adds; anything else in a schema of a hand-written document
// is almost certainly a typo that validators would silently ignore.
var schemaKeywords = map[string]bool{
	"$schema": true, "$id": true, "$ref": true, "$anchor": true, "$dynamicRef": true, "$dynamicAnchor": true,
	"$vocabulary": true, "$comment": true, "$defs": true,
	"prefixItems": true, "items": true, "contains": true, "additionalProperties": true, "properties": true,
	"patternProperties": true, "dependentSchemas": true, "propertyNames": true, "if": true, "then": true,
	"else": true, "allOf": true, "anyOf": true, "oneOf": true, "not": true,
	"unevaluatedItems": true, "unevaluatedProperties": true,
	"type": true, "const": true, "enum": true, "multipleOf": true, "maximum": true, "exclusiveMaximum": true,
	"minimum": true, "exclusiveMinimum": true, "maxLength": true, "minLength": true, "pattern": true,
	"maxItems": true, "minItems": true, "uniqueItems": true, "maxContains": true, "minContains": true,
	"maxProperties": true, "minProperties": true, "required": true, "dependentRequired": true,
	"title": true, "description": true, "default": true, "deprecated": true, "readOnly": true,
	"writeOnly": true, "examples": true, "format": true,
	"contentEncoding": true, "contentMediaType": true, "contentSchema": true,
	"discriminator": true, "xml": true, "externalDocs": true, "example": true,
}

// schemaSites lists the fragment of every schema in the document: the
// values of "schema" fields and of components.schemas, and every
// subschema inside them.
func schemaSites(doc openAPIDoc) []string {
	var sites []string
	var visitSchema func(v any, frag string)
	visitSchema = func(v any, frag string) {
		obj, ok := v.(map[string]any)
		if !ok {
			return // true, false
		}
		sites = append(sites, frag)
		for k, sub := range obj {
			switch k {
			case "properties", "patternProperties", "$defs", "dependentSchemas":
				if m, ok := sub.(map[string]any); ok {
					for name, s := range m {
						visitSchema(s, frag+ptr(k, name)[1:])
					}
				}
			case "items", "additionalProperties", "unevaluatedProperties", "unevaluatedItems", "contains",
				"propertyNames", "not", "if", "then", "else", "contentSchema":
				visitSchema(sub, frag+ptr(k)[1:])
			case "prefixItems", "allOf", "anyOf", "oneOf":
				if list, ok := sub.([]any); ok {
					for i, s := range list {
						visitSchema(s, frag+ptr(k, strconv.Itoa(i))[1:])
					}
				}
			}
		}
	}
	var visit func(v any, frag string, inComponentSchemas bool)
	visit = func(v any, frag string, inComponentSchemas bool) {
		obj, ok := v.(map[string]any)
		if !ok {
			if list, ok := v.([]any); ok {
				for i, item := range list {
					visit(item, frag+ptr(strconv.Itoa(i))[1:], false)
				}
			}
			return
		}
		for k, sub := range obj {
			switch {
			case inComponentSchemas:
				visitSchema(sub, frag+ptr(k)[1:])
			case k == "schema":
				visitSchema(sub, frag+ptr(k)[1:])
			case k == "examples" || k == "example":
				// example values are data, not document structure
			default:
				visit(sub, frag+ptr(k)[1:], frag == "#/components" && k == "schemas")
			}
		}
	}
	visit(doc.root, "#", false)
	sort.Strings(sites)
	return sites
}

// TestOpenAPIDocumentIsSound checks the hand-written document itself:
// its header, that every $ref resolves, that every schema is a valid
// JSON Schema 2020-12 schema without unknown keywords and compiles, that
// every example fits its schema, and that the error codes each response
// names really answer with that status.
func TestOpenAPIDocumentIsSound(t *testing.T) {
	doc := loadDoc(t)
	require.Equal(t, "3.1.0", doc.root["openapi"])
	require.Equal(t, "https://json-schema.org/draft/2020-12/schema", doc.root["jsonSchemaDialect"])
	require.Equal(t, "1.2.0", doc.root["info"].(map[string]any)["version"])
	require.Equal(t, "{base_url}", doc.root["servers"].([]any)[0].(map[string]any)["url"])

	t.Run("RefsResolve", func(t *testing.T) {
		var walk func(v any, at string)
		walk = func(v any, at string) {
			switch v := v.(type) {
			case map[string]any:
				if ref, ok := v["$ref"].(string); ok {
					require.True(t, strings.HasPrefix(ref, "#/"), "%s: $ref %s is not local", at, ref)
					_, ok := doc.lookup(ref)
					require.True(t, ok, "%s: $ref %s does not resolve", at, ref)
				}
				for k, sub := range v {
					walk(sub, at+"/"+k)
				}
			case []any:
				for i, sub := range v {
					walk(sub, at+"/"+strconv.Itoa(i))
				}
			}
		}
		walk(doc.root, "#")
	})

	sites := schemaSites(doc)
	require.Greater(t, len(sites), 50, "the walk found the schemas")

	t.Run("SchemasAreValid", func(t *testing.T) {
		meta, err := jsonschema.NewCompiler().Compile("https://json-schema.org/draft/2020-12/schema")
		require.NoError(t, err)
		for _, frag := range sites {
			v, ok := doc.lookup(frag)
			require.True(t, ok, frag)
			require.NoError(t, meta.Validate(v), "%s is not a valid JSON Schema 2020-12 schema", frag)
			for k := range v.(map[string]any) {
				require.True(t, schemaKeywords[k], "%s: unknown schema keyword %q", frag, k)
			}
			doc.compile(t, frag)
		}
	})

	t.Run("ExamplesFitTheirSchemas", func(t *testing.T) {
		n := 0
		for _, frag := range sites {
			v, _ := doc.lookup(frag)
			examples, _ := v.(map[string]any)["examples"].([]any)
			for i, ex := range examples {
				require.NoError(t, doc.compile(t, frag).Validate(ex), "%s/examples/%d", frag, i)
				n++
			}
		}
		// Media type objects: {"schema": ..., "examples": {"name": {"value": ...}}}.
		var walk func(v any, frag string)
		walk = func(v any, frag string) {
			obj, ok := v.(map[string]any)
			if !ok {
				return
			}
			if examples, ok := obj["examples"].(map[string]any); ok {
				if _, hasSchema := obj["schema"]; hasSchema {
					sch := doc.compile(t, frag+"/schema")
					for name, ex := range examples {
						value, ok := ex.(map[string]any)["value"]
						require.True(t, ok, "%s/examples/%s has a value", frag, name)
						require.NoError(t, sch.Validate(value), "%s/examples/%s", frag, name)
						n++
					}
				}
			}
			for k, sub := range obj {
				if k != "examples" && k != "schema" {
					walk(sub, frag+ptr(k)[1:])
				}
			}
		}
		walk(doc.root, "#")
		require.Greater(t, n, 5, "examples were found")
	})

	t.Run("ErrorCodesMatchTheirStatus", func(t *testing.T) {
		codeEnum := doc.root["components"].(map[string]any)["schemas"].(map[string]any)["ErrorCode"].(map[string]any)["enum"].([]any)
		for _, c := range codeEnum {
			code := apierr.Code(c.(string))
			if code != apierr.Internal {
				require.NotEqual(t, http.StatusInternalServerError, code.Status(), "ErrorCode %s is not a code of package apierr", code)
			}
		}
		checked := 0
		for path, item := range doc.root["paths"].(map[string]any) {
			for method, op := range item.(map[string]any) {
				if !slices.Contains(httpMethods, method) {
					continue
				}
				for status, resp := range op.(map[string]any)["responses"].(map[string]any) {
					want, err := strconv.Atoi(status)
					if err != nil {
						continue // default
					}
					robj := resp.(map[string]any)
					if ref, ok := robj["$ref"].(string); ok {
						v, _ := doc.lookup(ref)
						robj = v.(map[string]any)
					}
					for _, code := range documentedCodes(robj) {
						require.Equal(t, want, apierr.Code(code).Status(), "%s %s answers %s with %s", strings.ToUpper(method), path, code, status)
						require.Contains(t, codeEnum, code, "%s is in ErrorCode", code)
						checked++
					}
				}
			}
		}
		require.Greater(t, checked, 15)
	})

	t.Run("OperationsAreComplete", func(t *testing.T) {
		ids := map[string]bool{}
		for path, item := range doc.root["paths"].(map[string]any) {
			for method, op := range item.(map[string]any) {
				if !slices.Contains(httpMethods, method) {
					continue
				}
				o := op.(map[string]any)
				id, _ := o["operationId"].(string)
				require.NotEmpty(t, id, "%s %s has an operationId", method, path)
				require.False(t, ids[id], "operationId %s is unique", id)
				ids[id] = true
				responses := o["responses"].(map[string]any)
				require.Contains(t, responses, "default", "%s %s documents its unexpected errors", method, path)
			}
		}
	})
}

// documentedCodes are the error codes a response's JSON schema fixes with
// {"properties": {"code": {"const"|"enum": ...}}} in an allOf.
func documentedCodes(resp map[string]any) []string {
	content, _ := resp["content"].(map[string]any)
	mt, _ := content["application/json"].(map[string]any)
	sch, _ := mt["schema"].(map[string]any)
	all, _ := sch["allOf"].([]any)
	var codes []string
	for _, part := range all {
		props, _ := part.(map[string]any)["properties"].(map[string]any)
		code, _ := props["code"].(map[string]any)
		if c, ok := code["const"].(string); ok {
			codes = append(codes, c)
		}
		if enum, ok := code["enum"].([]any); ok {
			for _, c := range enum {
				codes = append(codes, c.(string))
			}
		}
	}
	return codes
}

func get(t *testing.T, srv *httptest.Server, method, path string, headers map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, srv.URL+path, nil)
	require.NoError(t, err)
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := srv.Client().Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp, body
}

func TestOpenAPIServed(t *testing.T) {
	srv := httptest.NewServer(New(Deps{Logger: slog.New(slog.NewTextHandler(io.Discard, nil))}, nil))
	t.Cleanup(srv.Close)

	resp, body := get(t, srv, "GET", "/openapi.json", nil)
	require.Equal(t, http.StatusOK, resp.StatusCode)
	require.Equal(t, "application/json", resp.Header.Get("Content-Type"))
	require.Equal(t, "public, max-age=300", resp.Header.Get("Cache-Control"))
	require.Equal(t, openAPIDocument, body)
	etag := resp.Header.Get("ETag")
	require.Regexp(t, `^"[0-9a-f]{32}"$`, etag)

	for _, inm := range []string{etag, "W/" + etag, `"x", ` + etag, "*"} {
		resp, body := get(t, srv, "GET", "/openapi.json", map[string]string{"If-None-Match": inm})
		require.Equal(t, http.StatusNotModified, resp.StatusCode, inm)
		require.Empty(t, body)
		require.Equal(t, etag, resp.Header.Get("ETag"))
	}
	resp, _ = get(t, srv, "GET", "/openapi.json", map[string]string{"If-None-Match": `"older"`})
	require.Equal(t, http.StatusOK, resp.StatusCode)
}

// TestOpenAPIConformanceWithoutDatabase checks the answers that are
// awkward to provoke in the integration tests: a failing readiness check
// and the per-address rate limit.
func TestOpenAPIConformanceWithoutDatabase(t *testing.T) {
	doc := loadDoc(t)
	failing := ReadinessCheck{Name: "database", Check: func(ctx context.Context) error { return errors.New("down") }}
	fine := ReadinessCheck{Name: "chain", Check: func(ctx context.Context) error { return nil }}

	t.Run("Readiness", func(t *testing.T) {
		for _, tc := range []struct {
			checks []ReadinessCheck
			status int
		}{
			{[]ReadinessCheck{fine}, http.StatusOK},
			{[]ReadinessCheck{failing, fine}, http.StatusServiceUnavailable},
			{[]ReadinessCheck{ // several chains, one down
				{Name: "database", Check: fine.Check},
				{Name: "chain base", Check: fine.Check, Partial: true},
				{Name: "chain arbitrum", Check: failing.Check, Partial: true},
			}, http.StatusOK},
		} {
			srv := httptest.NewServer(New(Deps{Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Readiness: tc.checks}, nil))
			resp, body := get(t, srv, "GET", "/readyz", nil)
			srv.Close()
			require.Equal(t, tc.status, resp.StatusCode)
			doc.checkResponse(t, "GET", "/readyz", resp, body)
		}
	})

	t.Run("RateLimitedAddress", func(t *testing.T) {
		// A preflight without an Origin is refused before any store is
		// asked, so nil stores do.
		a := newAPI(Deps{
			Logger:     slog.New(slog.NewTextHandler(io.Discard, nil)),
			Merchants:  merchant.NewService(nil),
			Invoices:   invoice.NewService(invoice.Config{}, nil, nil, slog.Default()),
			RateLimits: RateLimits{PerAddress: 0.01},
		})
		srv := httptest.NewServer(a.routes(nil))
		t.Cleanup(srv.Close)
		resp, body := get(t, srv, "OPTIONS", "/api/invoices", nil)
		require.Equal(t, http.StatusForbidden, resp.StatusCode)
		doc.checkResponse(t, "OPTIONS", "/api/invoices", resp, body)
		resp, body = get(t, srv, "OPTIONS", "/api/invoices", nil)
		require.Equal(t, http.StatusTooManyRequests, resp.StatusCode)
		doc.checkResponse(t, "OPTIONS", "/api/invoices", resp, body)
	})
}
