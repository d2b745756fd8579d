package httpapi

import (
	"crypto/sha256"
	_ "embed" // the OpenAPI document
	"encoding/hex"
	"net/http"
	"strconv"
	"strings"
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

// openAPIETag is a strong validator of openAPIDocument: the document is
// part of the binary, so it changes only with a new build.
var openAPIETag = func() string {
	sum := sha256.Sum256(openAPIDocument)
	return `"` + hex.EncodeToString(sum[:16]) + `"`
}()

// openAPIMaxAge is how long clients and shared caches may reuse the
// document without asking again.
const openAPIMaxAge = 300

// openAPI is GET /openapi.json.
func (a *API) openAPI(w http.ResponseWriter, r *http.Request) error {
	h := w.Header()
	h.Set("Cache-Control", "public, max-age="+strconv.Itoa(openAPIMaxAge))
	h.Set("ETag", openAPIETag)
	if etagMatches(r.Header.Get("If-None-Match"), openAPIETag) {
		w.WriteHeader(http.StatusNotModified)
		return nil
	}
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(len(openAPIDocument)))
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(openAPIDocument)
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
