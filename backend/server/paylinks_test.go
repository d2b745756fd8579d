package server

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/linkapi"
)

// noRedirects is a client that shows a 303 instead of following it.
var noRedirects = &http.Client{Timeout: 30 * time.Second, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// visit opens or posts a payment link's page as a browser does.
func visit(t *testing.T, method, rawURL string, form url.Values) (*http.Response, string) {
	t.Helper()
	return visitWith(t, method, rawURL, form, nil)
}

// visitWith is visit with request headers.
func visitWith(t *testing.T, method, rawURL string, form url.Values, headers map[string]string) (*http.Response, string) {
	t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequest(method, rawURL, body)
	require.NoError(t, err)
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	for k, v := range headers {
		req.Header.Set(k, v)
	}
	resp, err := noRedirects.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	require.NoError(t, err)
	return resp, string(b)
}

// TestPaymentLinksOverHTTP makes payment links in the dashboard's API,
// opens and pays them as customers do, and checks the counts, the
// refusals and every answer against the document.
func TestPaymentLinksOverHTTP(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	spec := fetchOpenAPI(t, app.URL)
	seller := signInWithKey(t, app, testChain(t).Merchant.Key)
	stranger := signInAs(t, app)
	stranger["Origin"] = app.URL
	slug := "beans-" + uuid.NewString()[:8]

	var fixed linkapi.Link
	require.NoError(t, json.Unmarshal(checkCase(t, spec, conformanceCase{name: "create", method: "POST", url: app.URL + "/api/merchant/links", headers: seller, status: 201, requestValid: yes,
		body: map[string]any{"slug": slug, "title": "A bag of beans", "description": "Whole, 250 g", "payInToken": "USDC", "amount": "12.50"}}), &fixed))
	require.Equal(t, app.URL+"/l/"+slug, fixed.URL)
	require.Equal(t, "12.5", *fixed.Amount)
	require.True(t, fixed.Enabled)
	var tips linkapi.Link
	require.NoError(t, json.Unmarshal(checkCase(t, spec, conformanceCase{name: "createRange", method: "POST", url: app.URL + "/api/merchant/links", headers: seller, status: 201,
		body: map[string]any{"title": "Tip jar", "payInToken": "USDC", "minAmount": "1", "maxAmount": "50"}}), &tips))
	require.Len(t, tips.Slug, 10, "a random slug")

	runConformance(t, spec, []conformanceCase{
		{name: "SlugTaken", method: "POST", url: app.URL + "/api/merchant/links", headers: stranger, status: 409, code: apierr.SlugTaken,
			body: map[string]any{"slug": slug, "title": "Mine now", "payInToken": "USDC", "amount": "1"}},
		{name: "BadLink", method: "POST", url: app.URL + "/api/merchant/links", headers: seller, status: 400, code: apierr.BadBody,
			body: map[string]any{"slug": "No Spaces", "title": "", "payInToken": "DAI", "minAmount": "5", "maxAmount": "2"}},
		{name: "ForeignSuccessURL", method: "POST", url: app.URL + "/api/merchant/links", headers: seller, status: 400, code: apierr.BadBody,
			body: map[string]any{"title": "x", "payInToken": "USDC", "amount": "1", "successUrl": "https://evil.example/thanks"}},
		{name: "CreateWithoutOrigin", method: "POST", url: app.URL + "/api/merchant/links", headers: map[string]string{"Cookie": seller["Cookie"]}, status: 403, code: apierr.OriginNotAllowed,
			body: map[string]any{"title": "x", "payInToken": "USDC", "amount": "1"}},
		{name: "ToggleAnothersLink", method: "PATCH", url: app.URL + "/api/merchant/links/" + fixed.ID, headers: stranger, status: 404, code: apierr.NotFound,
			body: map[string]any{"enabled": false}},
		{name: "ToggleWithoutEnabled", method: "PATCH", url: app.URL + "/api/merchant/links/" + fixed.ID, headers: seller, status: 400, code: apierr.BadBody, body: map[string]any{}},
		{name: "ToggleBadID", method: "PATCH", url: app.URL + "/api/merchant/links/nope", headers: seller, status: 400, code: apierr.BadBody, body: map[string]any{"enabled": true}},
		{name: "ListSignedOut", method: "GET", url: app.URL + "/api/merchant/links", status: 401},
	})

	// The page mints nothing; its form mints the customer's invoice.
	resp, page := visit(t, "GET", fixed.URL, nil)
	require.Equal(t, 200, resp.StatusCode)
	spec.conform(t, "GET", fixed.URL, resp, []byte(page))
	require.Contains(t, resp.Header.Get("Content-Security-Policy"), "default-src 'none'")
	require.Contains(t, page, "A bag of beans")
	require.Contains(t, page, "12.5 USD")
	// Pasted into a chat, it previews (#36): absolute addresses, what is sold and for how much.
	require.Contains(t, page, `<meta property="og:url" content="`+fixed.URL+`">`)
	require.Contains(t, page, `<meta property="og:title" content="A bag of beans · `)
	require.Contains(t, page, `<meta property="og:description" content="12.5 USD, paid in USDC: Whole, 250 g">`)
	logo := regexp.MustCompile(`<header><img src="([^"]+)"`).FindStringSubmatch(page)
	require.NotNil(t, logo, "the merchant's logo heads the page")
	require.Contains(t, page, `<meta property="og:image" content="`+logo[1]+`">`, "the preview shows the merchant's logo")
	img, _ := visit(t, "GET", app.URL+"/preview.png", nil)
	require.Equal(t, 200, img.StatusCode)
	require.Equal(t, "image/png", img.Header.Get("Content-Type"))
	resp, _ = visit(t, "POST", fixed.URL, url.Values{"amount": {"999"}})
	require.Equal(t, 303, resp.StatusCode)
	loc := resp.Header.Get("Location")
	require.True(t, strings.HasPrefix(loc, app.URL+"/i/0x"), loc)
	invoiceID := strings.TrimPrefix(loc, app.URL+"/i/")
	var v invoiceapi.View
	require.Equal(t, 200, call(t, "GET", app.URL+"/api/invoices/"+invoiceID, secret(app), nil, &v).StatusCode)
	require.Equal(t, "12.5", v.Amount, "a fixed price whatever the form says")
	require.Equal(t, map[string]string{"paymentLink": slug}, v.Metadata)
	require.Equal(t, "A bag of beans\n\nWhole, 250 g", *v.Description)
	require.WithinDuration(t, time.Now().Add(time.Hour), *v.ExpiresAt, 2*time.Minute)

	// A range: an amount outside it shows the page again with the reason.
	resp, page = visit(t, "POST", tips.URL, url.Values{"amount": {"0.5"}})
	require.Equal(t, 400, resp.StatusCode)
	spec.conform(t, "POST", tips.URL, resp, []byte(page))
	require.Contains(t, page, "from 1 to 50")
	resp, _ = visit(t, "POST", tips.URL, url.Values{"amount": {"7.25"}})
	require.Equal(t, 303, resp.StatusCode)

	// The counts follow: a payment shows as paid.
	pay(t, app, invoiceID, newPayer(t, 50_000_000))
	var list linkapi.List
	require.NoError(t, json.Unmarshal(checkCase(t, spec, conformanceCase{name: "list", method: "GET", url: app.URL + "/api/merchant/links", headers: seller, status: 200}), &list))
	counts := map[string][2]int{}
	for _, l := range list.Links {
		counts[l.Slug] = [2]int{l.Invoices, l.Paid}
	}
	require.Equal(t, [2]int{1, 1}, counts[slug])
	require.Equal(t, [2]int{1, 0}, counts[tips.Slug])

	// Disabled: the page says so, and the form mints nothing.
	var off linkapi.Link
	require.NoError(t, json.Unmarshal(checkCase(t, spec, conformanceCase{name: "disable", method: "PATCH", url: app.URL + "/api/merchant/links/" + fixed.ID, headers: seller, status: 200,
		body: map[string]any{"enabled": false}}), &off))
	require.False(t, off.Enabled)
	resp, page = visit(t, "GET", fixed.URL, nil)
	require.Equal(t, 410, resp.StatusCode)
	require.Contains(t, page, "no longer active")
	resp, _ = visit(t, "POST", fixed.URL, nil)
	require.Equal(t, 410, resp.StatusCode)
	resp, page = visit(t, "GET", app.URL+"/l/no-such-link", nil)
	require.Equal(t, 404, resp.StatusCode)
	require.Contains(t, page, "not found")
	for _, odd := range []string{"/l/%ff%fe", "/l/%00", "/l/" + strings.Repeat("a", 300)} {
		resp, _ = visit(t, "GET", app.URL+odd, nil)
		require.Equal(t, 404, resp.StatusCode, "%s: no link has that address", odd)
		resp, _ = visit(t, "POST", app.URL+odd, url.Values{"amount": {"1"}})
		require.Equal(t, 404, resp.StatusCode, "%s: no link has that address", odd)
	}
}

// TestPaymentLinkPagesInTheCustomersLanguage (#36 item 4): a payment
// link's page, its refusals and its missing-link page speak the language
// the checkout would: the customer's choice there (its cookie), else the
// browser's.
func TestPaymentLinkPagesInTheCustomersLanguage(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	seller := signInWithKey(t, app, testChain(t).Merchant.Key)
	var tips linkapi.Link
	require.Equal(t, http.StatusCreated, call(t, "POST", app.URL+"/api/merchant/links", seller,
		map[string]any{"title": "Tip jar", "payInToken": "USDC", "minAmount": "1", "maxAmount": "50"}, &tips).StatusCode)

	resp, page := visitWith(t, "GET", tips.URL, nil, map[string]string{"Accept-Language": "ja-JP,ja;q=0.9,en;q=0.5"})
	require.Equal(t, 200, resp.StatusCode)
	require.Equal(t, "ja", resp.Header.Get("Content-Language"))
	require.Contains(t, page, `<html lang="ja">`)
	for _, want := range []string{"金額（USD）", "1〜50 USD。", "支払いに進む", "ウォレットから USDC で支払います"} {
		require.Contains(t, page, want)
	}
	require.NotContains(t, page, "Continue to payment")

	// The checkout's language cookie outranks the browser.
	resp, page = visitWith(t, "POST", tips.URL, url.Values{"amount": {"0.5"}}, map[string]string{"Accept-Language": "ja", "Cookie": "paystead_lang=de"})
	require.Equal(t, 400, resp.StatusCode)
	require.Contains(t, page, `<html lang="de">`)
	require.Contains(t, page, "Geben Sie einen Betrag von 1 bis 50 USD mit höchstens 6 Nachkommastellen ein.")

	resp, page = visitWith(t, "GET", app.URL+"/l/no-such-link", nil, map[string]string{"Accept-Language": "fr-CA,fr;q=0.8"})
	require.Equal(t, 404, resp.StatusCode)
	require.Contains(t, page, "Lien de paiement introuvable")

	// A language the page does not speak is English.
	resp, page = visitWith(t, "GET", tips.URL, nil, map[string]string{"Accept-Language": "ko"})
	require.Equal(t, 200, resp.StatusCode)
	require.Contains(t, page, `<html lang="en">`)
	require.Contains(t, page, "Continue to payment")
}
