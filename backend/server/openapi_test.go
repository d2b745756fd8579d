package server

import (
	"bytes"
	"encoding/json"
	"io"
	"mime"
	"net/http"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/apierr"
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

// requestSchema is the documented body schema of (method, path): the
// schema of the path's template, so a path with an id in it finds it.
func (s *openAPISpec) requestSchema(t *testing.T, method, path string) *jsonschema.Schema {
	t.Helper()
	tpl := path
	for _, pt := range s.templates {
		if pt.re.MatchString(path) {
			tpl = pt.template
			break
		}
	}
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
