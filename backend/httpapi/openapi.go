package httpapi

import (
	"bytes"
	"crypto/sha256"
	_ "embed" // the OpenAPI document
	"encoding/hex"
	"encoding/json"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/paystead/paystead/shared/invoiceapi"
)

// openAPIDocument is GET /openapi.json: the OpenAPI 3.1 description of
// every endpoint, written by hand next to the handlers it describes. The
// conformance tests check real responses against it, so it cannot drift
// from the code unnoticed.
//
//go:embed openapi.json
var openAPIDocument []byte

// OpenAPIDocument is the document GET /openapi.json serves, for the API
// reference at /docs/api. Callers must not modify it.
func OpenAPIDocument() []byte { return openAPIDocument }

// openAPIMaxAge is how long clients and shared caches may reuse the
// document without asking again.
const openAPIMaxAge = 300

// servedDoc is the document GET /openapi.json serves and its strong
// validator: the embedded one, with the pay-in tokens of this deployment.
type servedDoc struct {
	body []byte
	etag string
}

// openAPIFor is the document for a deployment that takes tokens: the
// embedded one, whose PayInToken enum is spec 2.1's, with that enum
// listing tokens instead when they differ.
func openAPIFor(tokens []invoiceapi.Token) servedDoc {
	body := openAPIDocument
	if tokens != nil && !slices.Equal(tokens, invoiceapi.Tokens()) {
		body = withPayInTokens(body, tokens)
	}
	sum := sha256.Sum256(body)
	return servedDoc{body: body, etag: `"` + hex.EncodeToString(sum[:16]) + `"`}
}

// payInTokenEnum finds the PayInToken schema's enum in the document.
var payInTokenEnum = regexp.MustCompile(`("PayInToken": \{[^}]*?"enum": )\[[^\]]*\]`)

// withPayInTokens is doc with the PayInToken schema's enum set to tokens.
func withPayInTokens(doc []byte, tokens []invoiceapi.Token) []byte {
	list, err := json.Marshal(tokens)
	if err != nil {
		return doc
	}
	list = bytes.ReplaceAll(list, []byte(","), []byte(", "))
	return payInTokenEnum.ReplaceAll(doc, append([]byte("${1}"), list...))
}

// openAPI is GET /openapi.json.
func (a *API) openAPI(w http.ResponseWriter, r *http.Request) error {
	doc := a.openapi
	h := w.Header()
	h.Set("Cache-Control", "public, max-age="+strconv.Itoa(openAPIMaxAge))
	h.Set("ETag", doc.etag)
	if etagMatches(r.Header.Get("If-None-Match"), doc.etag) {
		w.WriteHeader(http.StatusNotModified)
		return nil
	}
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(len(doc.body)))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(doc.body)
	return nil
}

// etagMatches reports whether an If-None-Match header value matches etag,
// using the weak comparison RFC 9110 section 13.1.2 prescribes for it.
func etagMatches(ifNoneMatch, etag string) bool {
	ifNoneMatch = strings.TrimSpace(ifNoneMatch)
	if ifNoneMatch == "" {
		return false
	}
	if ifNoneMatch == "*" {
		return true
	}
	want := strings.TrimPrefix(etag, "W/")
	for candidate := range strings.SplitSeq(ifNoneMatch, ",") {
		if strings.TrimPrefix(strings.TrimSpace(candidate), "W/") == want {
			return true
		}
	}
	return false
}
