package server

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"image"
	"image/png"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/merchantapi"
)

// sendRaw sends body as it is (not JSON) and returns the response with
// its body read.
func sendRaw(t *testing.T, method, url string, headers map[string]string, contentType string, body []byte) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, url, bytes.NewReader(body))
	require.NoError(t, err)
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp, raw
}

// requireFieldError checks a refusal: its status, code and the one field.
func requireFieldError(t *testing.T, resp *http.Response, raw []byte, status int, code apierr.Code, field string) {
	t.Helper()
	require.Equal(t, status, resp.StatusCode, "%s", raw)
	var e apierr.Error
	require.NoError(t, json.Unmarshal(raw, &e), "%s", raw)
	require.Equal(t, code, e.Code, "%s", raw)
	require.Len(t, e.Fields, 1, "%s", raw)
	require.Equal(t, field, e.Fields[0].Field, "%s", raw)
}

func testPNG(t *testing.T, w, h int) []byte {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, png.Encode(&b, image.NewGray(image.Rect(0, 0, w, h))))
	return b.Bytes()
}

func TestMerchantBrand(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	sess := signInWithKey(t, app, key) // a new merchant, signed up over SIWE
	noOrigin := map[string]string{"Cookie": sess["Cookie"]}
	logoURL := app.URL + merchantapi.LogoPath

	var prof merchantapi.Profile
	require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/profile", sess, nil, &prof).StatusCode)
	require.Empty(t, prof.DisplayName, "signed up with a wallet alone: no name yet")
	require.Nil(t, prof.AccentColor)
	require.Nil(t, prof.AccentInk)
	require.Nil(t, prof.LogoURL)

	t.Run("NameAndColour", func(t *testing.T) {
		for _, bad := range []map[string]string{{"displayName": ""}, {"displayName": "   "}, {"displayName": strings.Repeat("x", 101)}} {
			resp, raw := sendRaw(t, "PATCH", app.URL+"/api/merchant/profile", sess, "application/json", mustJSON(t, bad))
			requireFieldError(t, resp, raw, 400, apierr.BadBody, "displayName")
		}
		for _, bad := range []string{"red", "#12345", "#0b5cabff", "rgb(1,2,3)", "#000;background:url(x)"} {
			resp, raw := sendRaw(t, "PATCH", app.URL+"/api/merchant/profile", sess, "application/json", mustJSON(t, map[string]string{"displayName": "Ignored", "accentColor": bad}))
			requireFieldError(t, resp, raw, 400, apierr.BadBody, "accentColor")
		}
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/profile", sess, nil, &prof).StatusCode)
		require.Empty(t, prof.DisplayName, "nothing was stored")

		resp := call(t, "PATCH", app.URL+"/api/merchant/profile", sess, map[string]string{"displayName": "  Bean There  ", "accentColor": "#FC0"}, &prof)
		require.Equal(t, 200, resp.StatusCode)
		require.Equal(t, "Bean There", prof.DisplayName)
		require.Equal(t, "#ffcc00", *prof.AccentColor)
		require.Equal(t, "#000000", *prof.AccentInk, "yellow takes black text")

		resp = call(t, "PATCH", app.URL+"/api/merchant/profile", noOrigin, map[string]string{"accentColor": "#000000"}, nil)
		require.Equal(t, 403, resp.StatusCode, "a change needs the service's Origin")
	})

	t.Run("Logo", func(t *testing.T) {
		// Refusals name the field and store nothing.
		resp, raw := sendRaw(t, "PUT", logoURL, sess, "image/png", []byte("<!DOCTYPE html><html><script>alert(1)</script></html>"))
		requireFieldError(t, resp, raw, 415, apierr.UnsupportedMediaType, "logo")
		resp, raw = sendRaw(t, "PUT", logoURL, sess, "image/png", append([]byte("\x89PNG\r\n\x1a\n"), "<html>"...))
		requireFieldError(t, resp, raw, 400, apierr.BadBody, "logo")
		resp, raw = sendRaw(t, "PUT", logoURL, sess, "image/svg+xml", []byte(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`))
		requireFieldError(t, resp, raw, 400, apierr.BadBody, "logo")
		resp, raw = sendRaw(t, "PUT", logoURL, sess, "image/png", append(testPNG(t, 4, 4), make([]byte, 256<<10)...))
		requireFieldError(t, resp, raw, 413, apierr.BodyTooLarge, "logo")
		resp, raw = sendRaw(t, "PUT", logoURL, sess, "", nil)
		requireFieldError(t, resp, raw, 400, apierr.BadBody, "logo")
		resp, _ = sendRaw(t, "PUT", logoURL, noOrigin, "image/png", testPNG(t, 4, 4))
		require.Equal(t, 403, resp.StatusCode, "an upload needs the service's Origin")
		resp, _ = sendRaw(t, "PUT", logoURL, map[string]string{"Origin": app.URL}, "image/png", testPNG(t, 4, 4))
		require.Equal(t, 401, resp.StatusCode, "and a session")
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/profile", sess, nil, &prof).StatusCode)
		require.Nil(t, prof.LogoURL, "nothing was stored")

		// A PNG, declared as anything: the bytes decide.
		img := testPNG(t, 120, 40)
		resp, raw = sendRaw(t, "PUT", logoURL, sess, "application/octet-stream", img)
		require.Equal(t, 200, resp.StatusCode, "%s", raw)
		require.NoError(t, json.Unmarshal(raw, &prof))
		require.NotNil(t, prof.LogoURL)
		require.Regexp(t, `^`+app.URL+`/brand/`+prof.MerchantID+`/logo\?v=[0-9a-f]{16}$`, *prof.LogoURL)

		resp, body := sendRaw(t, "GET", *prof.LogoURL, nil, "", nil)
		require.Equal(t, 200, resp.StatusCode)
		require.Equal(t, img, body)
		require.Equal(t, "image/png", resp.Header.Get("Content-Type"))
		require.Equal(t, "nosniff", resp.Header.Get("X-Content-Type-Options"))
		require.Equal(t, "default-src 'none'; style-src 'unsafe-inline'; sandbox", resp.Header.Get("Content-Security-Policy"))
		require.Equal(t, "inline", resp.Header.Get("Content-Disposition"))
		require.Equal(t, "public, max-age=31536000, immutable", resp.Header.Get("Cache-Control"))
		etag := resp.Header.Get("ETag")
		require.Regexp(t, `^"[0-9a-f]{32}"$`, etag)
		resp, body = sendRaw(t, "GET", *prof.LogoURL, map[string]string{"If-None-Match": etag}, "", nil)
		require.Equal(t, 304, resp.StatusCode)
		require.Empty(t, body)
		resp, _ = sendRaw(t, "GET", app.URL+"/brand/"+prof.MerchantID+"/logo?v=old", nil, "", nil)
		require.Equal(t, 200, resp.StatusCode)
		require.Equal(t, "public, max-age=300", resp.Header.Get("Cache-Control"), "an old address is not cached for good")

		// An SVG is stored as rewritten, and served as SVG under the policy.
		svg := `<?xml version="1.0"?><!-- Illustrator --><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><metadata>x</metadata><circle cx="5" cy="5" r="5" fill="#c00"/></svg>`
		resp, raw = sendRaw(t, "PUT", logoURL, sess, "image/svg+xml", []byte(svg))
		require.Equal(t, 200, resp.StatusCode, "%s", raw)
		require.NoError(t, json.Unmarshal(raw, &prof))
		resp, body = sendRaw(t, "GET", *prof.LogoURL, nil, "", nil)
		require.Equal(t, 200, resp.StatusCode)
		require.Equal(t, "image/svg+xml", resp.Header.Get("Content-Type"))
		require.Equal(t, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#c00"></circle></svg>`, string(body))

		// A refused upload leaves the logo as it was.
		resp, raw = sendRaw(t, "PUT", logoURL, sess, "image/svg+xml", []byte(`<svg xmlns="http://www.w3.org/2000/svg"><foreignObject/></svg>`))
		requireFieldError(t, resp, raw, 400, apierr.BadBody, "logo")
		resp, again := sendRaw(t, "GET", *prof.LogoURL, nil, "", nil)
		require.Equal(t, 200, resp.StatusCode)
		require.Equal(t, body, again)

		// Removed: the page shows the name alone, and the address is gone.
		old := *prof.LogoURL
		resp, _ = sendRaw(t, "DELETE", logoURL, noOrigin, "", nil)
		require.Equal(t, 403, resp.StatusCode)
		resp = call(t, "DELETE", logoURL, sess, nil, &prof)
		require.Equal(t, 200, resp.StatusCode)
		require.Nil(t, prof.LogoURL)
		var nf apierr.Error
		resp = call(t, "GET", old, nil, nil, &nf)
		require.Equal(t, 404, resp.StatusCode)
		require.Equal(t, apierr.NotFound, nf.Code)
		resp = call(t, "GET", app.URL+"/brand/not-a-uuid/logo", nil, nil, &nf)
		require.Equal(t, 404, resp.StatusCode)
	})

	t.Run("InvoiceViewCarriesTheBrand", func(t *testing.T) {
		// The dev merchant is seeded with a colour and a logo.
		id := createInvoice(t, app, "5")
		var v invoiceapi.View
		require.Equal(t, 200, call(t, "GET", app.URL+"/api/invoices/"+id, nil, nil, &v).StatusCode)
		require.Equal(t, "Demo Coffee Roasters", v.Merchant.DisplayName)
		require.Equal(t, "#6f3b1e", v.Merchant.AccentColor)
		require.Equal(t, "#ffffff", v.Merchant.AccentInk)
		require.Regexp(t, `^`+app.URL+`/brand/[0-9a-f-]{36}/logo\?v=[0-9a-f]{16}$`, v.Merchant.LogoURL)
		resp, body := sendRaw(t, "GET", v.Merchant.LogoURL, nil, "", nil)
		require.Equal(t, 200, resp.StatusCode)
		require.Equal(t, "image/svg+xml", resp.Header.Get("Content-Type"))
		require.Contains(t, string(body), "<title>Demo Coffee Roasters</title>")

		// The page is branded from its first paint: the server's HTML.
		status, page := getPage(t, app.URL+"/i/"+id)
		require.Equal(t, 200, status)
		require.Contains(t, page, "--accent:#6f3b1e")
		require.Contains(t, page, "--accent-ink:#ffffff")
		require.Regexp(t, `<img[^>]*src="`+regexp.QuoteMeta(v.Merchant.LogoURL)+`"`, page)
		require.Regexp(t, `<img[^>]*alt="Demo Coffee Roasters"`, page)
	})
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return b
}

// TestOpenAPIConformanceOfTheBrand checks the brand's answers, good and
// bad, against the document.
func TestOpenAPIConformanceOfTheBrand(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	spec := fetchOpenAPI(t, app.URL)
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	sess := signInWithKey(t, app, key)
	as := func(contentType string) map[string]string {
		return map[string]string{"Cookie": sess["Cookie"], "Origin": sess["Origin"], "Content-Type": contentType}
	}
	logoURL := app.URL + merchantapi.LogoPath
	img := testPNG(t, 32, 32)
	sum := sha256.Sum256(img)
	var prof merchantapi.Profile
	require.Equal(t, 200, call(t, "GET", app.URL+"/api/merchant/profile", sess, nil, &prof).StatusCode)
	served := app.URL + "/brand/" + prof.MerchantID + "/logo"
	invoiceID := createInvoice(t, app, "3")

	runConformance(t, spec, []conformanceCase{
		{name: "ProfileWithoutBrand", method: "GET", url: app.URL + "/api/merchant/profile", headers: sess, status: 200},
		{name: "PatchNameAndColour", method: "PATCH", url: app.URL + "/api/merchant/profile", headers: sess, status: 200, requestValid: yes,
			body: map[string]string{"displayName": "Conformance Café", "accentColor": "#0B5CAB"}},
		{name: "PatchEmptyName", method: "PATCH", url: app.URL + "/api/merchant/profile", headers: sess, status: 400, code: apierr.BadBody, requestValid: no,
			body: map[string]string{"displayName": ""}},
		{name: "PatchBadColour", method: "PATCH", url: app.URL + "/api/merchant/profile", headers: sess, status: 400, code: apierr.BadBody,
			body: map[string]string{"accentColor": "tomato"}},
		{name: "UploadPNG", method: "PUT", url: logoURL, headers: as("image/png"), body: img, status: 200},
		{name: "UploadHTML", method: "PUT", url: logoURL, headers: as("image/png"), body: []byte("<html><script>alert(1)</script></html>"),
			status: 415, code: apierr.UnsupportedMediaType},
		{name: "UploadActiveSVG", method: "PUT", url: logoURL, headers: as("image/svg+xml"),
			body: []byte(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`), status: 400, code: apierr.BadBody},
		{name: "UploadTooLarge", method: "PUT", url: logoURL, headers: as("image/png"), body: make([]byte, 300<<10), status: 413, code: apierr.BodyTooLarge},
		{name: "UploadWithoutOrigin", method: "PUT", url: logoURL, headers: map[string]string{"Cookie": sess["Cookie"], "Content-Type": "image/png"}, body: img,
			status: 403, code: apierr.OriginNotAllowed},
		{name: "ProfileWithBrand", method: "GET", url: app.URL + "/api/merchant/profile", headers: sess, status: 200},
		{name: "ServeLogo", method: "GET", url: served + "?v=" + hex.EncodeToString(sum[:8]), status: 200},
		{name: "ServeLogoNotModified", method: "GET", url: served, headers: map[string]string{"If-None-Match": `"` + hex.EncodeToString(sum[:16]) + `"`}, status: 304},
		{name: "InvoiceViewWithBrand", method: "GET", url: app.URL + "/api/invoices/" + invoiceID, status: 200},
		{name: "DeleteLogo", method: "DELETE", url: logoURL, headers: sess, status: 200},
		{name: "ServeNoLogo", method: "GET", url: served, status: 404, code: apierr.NotFound},
	})
}
