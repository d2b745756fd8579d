//go:build !wasm

package frontend

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/shared/invoiceapi"
)

type oneInvoice struct{ view invoiceapi.View }

func (s oneInvoice) Invoice(context.Context, string) (*invoiceapi.View, error) {
	v := s.view
	return &v, nil
}
func (oneInvoice) Doc(string) string { return "" }

// TestCheckoutSpeaksTheCustomersLanguage prerenders the checkout in the
// language the switcher chose, else the browser's, else English, and
// hands the browser that catalogue.
func TestCheckoutSpeaksTheCustomersLanguage(t *testing.T) {
	id := "0x" + strings.Repeat("ab", 32)
	h, err := NewHandler(HandlerConfig{WebDir: t.TempDir(), Source: oneInvoice{invoiceapi.View{
		InvoiceID: id, Status: "open", Amount: "1234.5", PayInToken: "USDC", URL: "https://pay.example/i/" + id,
		Merchant: invoiceapi.MerchantPublic{DisplayName: "Acme"},
	}}})
	require.NoError(t, err)
	get := func(acceptLanguage, cookie string) (*http.Response, string) {
		t.Helper()
		req := httptest.NewRequest(http.MethodGet, InvoicePathPrefix+id, nil)
		if acceptLanguage != "" {
			req.Header.Set("Accept-Language", acceptLanguage)
		}
		if cookie != "" {
			req.AddCookie(&http.Cookie{Name: i18n.CookieName, Value: cookie})
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		res := rec.Result()
		b, _ := io.ReadAll(res.Body)
		require.Equal(t, http.StatusOK, res.StatusCode)
		require.Equal(t, int64(len(b)), res.ContentLength, "Content-Length is the rewritten page's")
		return res, string(b)
	}
	handed := regexp.MustCompile(`id="i18n-prerendered"[^>]*data-catalogue="([^"]*)"|data-catalogue="([^"]*)"[^>]*id="i18n-prerendered"`)

	for _, tc := range []struct{ accept, cookie, want string }{
		{"de-DE,de;q=0.9,en;q=0.8", "", "de"},
		{"pt-BR", "", "pt"},
		{"de", "ja", "ja"},
		{"es", "en", "en"},
		{"", "", "en"},
		{"zh-CN", "", "en"},
	} {
		t.Run(tc.accept+"/"+tc.cookie, func(t *testing.T) {
			l, raw, err := i18n.Load(tc.want)
			require.NoError(t, err)
			res, page := get(tc.accept, tc.cookie)
			require.Contains(t, page, `<html lang="`+tc.want+`"`)
			// The styles are in the page: no stylesheet to fetch before the first paint.
			require.NotContains(t, page, `rel="stylesheet"`)
			require.Equal(t, 1, strings.Count(page, "<style>"))
			require.Contains(t, page, ".site-header", "paystead.css")
			require.Contains(t, page, "goapp-app-info", "go-app's app.css")
			selected := regexp.MustCompile(`<option[^>]* selected[ >][^>]*>([^<]*)<`).FindAllStringSubmatch(page, -1)
			require.Len(t, selected, 1, "one option selected in the prerendered switcher")
			require.NotContains(t, page, `selected="false"`, "HTML reads any selected attribute as selected")
			require.Equal(t, tc.want, res.Header.Get("Content-Language"))
			require.Contains(t, res.Header.Values("Vary"), "Accept-Language, Cookie")
			require.Contains(t, page, "<h1>"+l.T("Pay {merchant}", "merchant", "Acme")+"</h1>")
			require.Contains(t, page, l.USD("1234.5"))
			m := handed.FindStringSubmatch(page)
			if tc.want == "en" {
				require.Nil(t, m, "English needs no catalogue")
				require.Contains(t, page, "$1,234.50")
				return
			}
			require.NotNil(t, m, "the catalogue is handed to the browser")
			got, err := base64.StdEncoding.DecodeString(m[1] + m[2])
			require.NoError(t, err)
			require.JSONEq(t, string(raw), string(got))
			require.NotEqual(t, "Pay Acme", l.T("Pay {merchant}", "merchant", "Acme"), "translated")
		})
	}
}

func TestServeCatalogue(t *testing.T) {
	for _, tag := range []string{"es", "fr", "de", "pt", "ja"} {
		rec := httptest.NewRecorder()
		ServeCatalogue(rec, httptest.NewRequest(http.MethodGet, CataloguePath+tag+".json", nil))
		require.Equal(t, http.StatusOK, rec.Code, tag)
		require.Equal(t, "application/json; charset=utf-8", rec.Header().Get("Content-Type"))
		require.Equal(t, "nosniff", rec.Header().Get("X-Content-Type-Options"))
		var cat map[string]string
		require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &cat), tag)
		require.NotEmpty(t, cat["Pay {merchant}"], tag)
	}
	for _, path := range []string{"en.json", "xx.json", "es", "../es.json", "es.json.bak"} {
		rec := httptest.NewRecorder()
		ServeCatalogue(rec, httptest.NewRequest(http.MethodGet, CataloguePath+path, nil))
		require.Equal(t, http.StatusNotFound, rec.Code, path)
	}
}

// The refund link's page (/r/<token>) is the checkout program's, in the customer's language.
func TestRefundPageSpeaksTheCustomersLanguage(t *testing.T) {
	h, err := NewHandler(HandlerConfig{WebDir: t.TempDir(), Source: noSource{}})
	require.NoError(t, err)
	req := httptest.NewRequest(http.MethodGet, RefundPathPrefix+strings.Repeat("A", 43), nil)
	req.Header.Set("Accept-Language", "ja-JP")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	page := rec.Body.String()
	require.Equal(t, http.StatusOK, rec.Code)
	require.Equal(t, "ja", rec.Header().Get("Content-Language"))
	require.Contains(t, page, `<html lang="ja"`)
	l, _, err := i18n.Load("ja")
	require.NoError(t, err)
	require.Contains(t, page, "<h1>"+l.T("Refund")+"</h1>")
	require.Contains(t, page, l.T("Loading the refund…"))
	require.Contains(t, page, `src="/app.js"`, "the checkout's program")
	require.NotContains(t, page, "/dashboard/app.js")
}

// The payer's own page (/s/mine, #35) is the checkout program's, in the customer's language, and
// asks the wallet to sign in before it shows anything of it.
func TestPayerPageSpeaksTheCustomersLanguage(t *testing.T) {
	h, err := NewHandler(HandlerConfig{WebDir: t.TempDir(), Source: noSource{}})
	require.NoError(t, err)
	for _, tag := range []string{"en", "de", "ja"} {
		req := httptest.NewRequest(http.MethodGet, PayerPath, nil)
		req.AddCookie(&http.Cookie{Name: i18n.CookieName, Value: tag})
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		page := html.UnescapeString(rec.Body.String())
		require.Equal(t, http.StatusOK, rec.Code)
		require.Equal(t, tag, rec.Header().Get("Content-Language"))
		l, _, err := i18n.Load(tag)
		require.NoError(t, err)
		require.Contains(t, page, "<h1>"+l.T("Your subscriptions")+"</h1>", tag)
		require.Contains(t, page, `id="payer-signin"`, "the sign-in, not a checkout's 'not found'")
		require.Contains(t, page, l.T("Sign in with your wallet"))
		require.NotContains(t, page, `id="subscribe-missing"`)
		require.Contains(t, page, `src="/app.js"`, "the checkout's program")
	}
}

// A payment page pasted into a chat previews with absolute addresses: the page's own, the
// merchant's logo (else Paystead's icon, served at a stable address), and the amount (#36).
func TestInvoicePreviewTags(t *testing.T) {
	id := "0x" + strings.Repeat("cd", 32)
	view := invoiceapi.View{InvoiceID: id, Status: "open", Amount: "19.99", PayInToken: "USDC", URL: "https://pay.example/i/" + id,
		Merchant: invoiceapi.MerchantPublic{DisplayName: "Acme"}}
	for _, logo := range []string{"", "https://pay.example/brand/1/logo?v=2"} {
		view.Merchant.LogoURL = logo
		h, err := NewHandler(HandlerConfig{WebDir: t.TempDir(), Source: oneInvoice{view}, BaseURL: "https://pay.example/"})
		require.NoError(t, err)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, InvoicePathPrefix+id, nil))
		page := rec.Body.String()
		require.Equal(t, http.StatusOK, rec.Code)
		og := ogTags(page)
		require.Equal(t, "https://pay.example/i/"+id, og["og:url"])
		require.NotEmpty(t, og["og:title"])
		require.Regexp(t, `^\$19\.99 · .*Acme`, og["og:description"])
		want := "https://pay.example" + PreviewImagePath
		if logo != "" {
			want = logo
		}
		require.Equal(t, want, og["og:image"])
		require.NotContains(t, page, `"https:///`, "no address lacks its host")
	}
	h, err := NewHandler(HandlerConfig{WebDir: t.TempDir(), Source: noSource{}})
	require.NoError(t, err)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, PreviewImagePath, nil))
	require.Equal(t, http.StatusOK, rec.Code)
	require.Equal(t, "image/png", rec.Header().Get("Content-Type"))
	require.Equal(t, "public, max-age=86400", rec.Header().Get("Cache-Control"))
}

// ogTags reads a page's og: meta tags, whatever the order of their attributes (go-app writes
// them in any order).
func ogTags(page string) map[string]string {
	out := map[string]string{}
	attr := func(tag, name string) string {
		m := regexp.MustCompile(`\b` + name + `="([^"]*)"`).FindStringSubmatch(tag)
		if m == nil {
			return ""
		}
		return html.UnescapeString(m[1])
	}
	for _, tag := range regexp.MustCompile(`<meta [^>]*>`).FindAllString(page, -1) {
		if p := attr(tag, "property"); strings.HasPrefix(p, "og:") {
			out[p] = attr(tag, "content")
		}
	}
	return out
}

// The merchant's support contact is on every state of the checkout, not only in a review or on
// the receipt (#36).
func TestCheckoutOffersSupportOnEveryState(t *testing.T) {
	id := "0x" + strings.Repeat("ef", 32)
	for _, status := range []string{"open", "expired", "voided", "paid"} {
		view := invoiceapi.View{InvoiceID: id, Status: status, Amount: "5", PayInToken: "USDC", URL: "https://pay.example/i/" + id,
			Merchant: invoiceapi.MerchantPublic{DisplayName: "Acme", SupportEmail: "help@acme.example"}}
		h, err := NewHandler(HandlerConfig{WebDir: t.TempDir(), Source: oneInvoice{view}})
		require.NoError(t, err)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, InvoicePathPrefix+id, nil))
		page := rec.Body.String()
		require.Equal(t, http.StatusOK, rec.Code)
		footer := regexp.MustCompile(`(?s)<p[^>]*id="footer-support"[^>]*>.*?</p>`).FindString(page)
		require.Contains(t, footer, `href="mailto:help@acme.example"`, status)
	}
}

// TestDashboardSpeaksTheMerchantsLanguage prerenders the dashboard in the
// language chosen with its switcher (a cookie of its own), else
// the browser's, else English, and hands the browser the dashboard's
// catalogue; the developer documentation stays English (#36 item 4).
func TestDashboardSpeaksTheMerchantsLanguage(t *testing.T) {
	h, err := NewHandler(HandlerConfig{WebDir: t.TempDir(), Source: noSource{}})
	require.NoError(t, err)
	get := func(path, acceptLanguage, cookie string) (*http.Response, string) {
		t.Helper()
		req := httptest.NewRequest(http.MethodGet, path, nil)
		req.Header.Set("Accept-Language", acceptLanguage)
		if cookie != "" {
			req.AddCookie(&http.Cookie{Name: i18n.DashboardCookieName, Value: cookie})
			req.AddCookie(&http.Cookie{Name: i18n.CookieName, Value: "pt"}) // the checkout's choice is not the dashboard's
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		res := rec.Result()
		b, _ := io.ReadAll(res.Body)
		require.Equal(t, http.StatusOK, res.StatusCode)
		require.Equal(t, int64(len(b)), res.ContentLength)
		return res, string(b)
	}
	handed := regexp.MustCompile(`id="i18n-prerendered"[^>]*data-catalogue="([^"]*)"|data-catalogue="([^"]*)"[^>]*id="i18n-prerendered"`)
	for _, tc := range []struct{ path, accept, cookie, want string }{
		{InvoicesPath, "de-DE,de;q=0.9", "", "de"},
		{SettingsPath, "en-US", "ja", "ja"},
		{TreasuryPath, "fr", "", "fr"},
		{CompliancePath, "pt-BR", "es", "es"},
		{LinksPath, "zh-CN", "", "en"},
	} {
		t.Run(tc.path+"/"+tc.want, func(t *testing.T) {
			l, raw, err := i18n.LoadDashboard(tc.want)
			require.NoError(t, err)
			res, page := get(tc.path, tc.accept, tc.cookie)
			require.Contains(t, page, `<html lang="`+tc.want+`"`)
			require.Equal(t, tc.want, res.Header.Get("Content-Language"))
			require.Contains(t, res.Header.Values("Vary"), "Accept-Language, Cookie")
			require.Contains(t, page, `src="/dashboard/app.js"`, "the dashboard's program")
			require.Contains(t, page, ">"+l.T("Payment links")+"</a>", "the navigation")
			require.Contains(t, page, l.T("Checking your session…"), "the session bar")
			selected := regexp.MustCompile(`<option[^>]* selected[ >][^>]*>([^<]*)<`).FindAllStringSubmatch(page, -1)
			require.Len(t, selected, 1, "one language selected in the switcher")
			m := handed.FindStringSubmatch(page)
			if tc.want == "en" {
				require.Nil(t, m, "English needs no catalogue")
				return
			}
			require.NotEqual(t, "Payment links", l.T("Payment links"), "translated")
			require.NotNil(t, m, "the catalogue is handed to the browser")
			got, err := base64.StdEncoding.DecodeString(m[1] + m[2])
			require.NoError(t, err)
			require.JSONEq(t, string(raw), string(got))
		})
	}
	res, page := get(DocsPath, "de", "de")
	require.Contains(t, page, `<html lang="en"`, "the documentation is English")
	require.Empty(t, res.Header.Get("Content-Language"))
}

// A refunded invoice's receipt lists each refund with its date and transaction, and the total
// when there were several (#36 item 3).
func TestReceiptListsEachRefund(t *testing.T) {
	id := "0x" + strings.Repeat("9a", 32)
	paid := time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC)
	str := func(s string) *string { return &s }
	view := invoiceapi.View{InvoiceID: id, Status: "refunded", Amount: "30", PayInToken: "USDC", URL: "https://pay.example/i/" + id,
		Merchant: invoiceapi.MerchantPublic{DisplayName: "Acme"}, PaidAt: &paid, Refunded: str("30"), Remaining: str("0"),
		Refunds: []invoiceapi.ViewRefund{
			{Amount: "12.5", RefundedAt: paid.Add(time.Hour), TxHash: "0x" + strings.Repeat("11", 32)},
			{Amount: "17.5", RefundedAt: paid.Add(26 * time.Hour), TxHash: "0x" + strings.Repeat("22", 32)},
		}}
	page := func(v invoiceapi.View, lang string) string {
		h, err := NewHandler(HandlerConfig{WebDir: t.TempDir(), Source: oneInvoice{v}})
		require.NoError(t, err)
		req := httptest.NewRequest(http.MethodGet, InvoicePathPrefix+id, nil)
		req.Header.Set("Accept-Language", lang)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		require.Equal(t, http.StatusOK, rec.Code)
		return rec.Body.String()
	}
	text := func(page, elementID string) string {
		m := regexp.MustCompile(`(?s)id="` + elementID + `"[^>]*>(.*?)</dd>`).FindStringSubmatch(page)
		require.NotNil(t, m, elementID)
		return strings.Join(strings.Fields(html.UnescapeString(regexp.MustCompile(`<[^>]*>`).ReplaceAllString(m[1], " "))), " ")
	}
	two := page(view, "en")
	require.Equal(t, "$12.50 on Monday 2 March 2026, 10:00 UTC · 0x111111…1111", text(two, "receipt-refund-0"))
	require.Equal(t, "$17.50 on Tuesday 3 March 2026, 11:00 UTC · 0x222222…2222", text(two, "receipt-refund-1"))
	require.Contains(t, two, "Refunded in all")
	require.Equal(t, "$30.00", text(two, "receipt-refunded"))

	view.Refunds = view.Refunds[:1]
	view.Refunded = str("12.5")
	one := page(view, "en")
	require.Contains(t, text(one, "receipt-refund-0"), "$12.50 on ")
	require.NotContains(t, one, `id="receipt-refunded"`, "one refund is its own total")

	l, _, err := i18n.Load("de")
	require.NoError(t, err)
	de := page(view, "de")
	require.Contains(t, text(de, "receipt-refund-0"), l.T("{amount} on {when}", "amount", l.USD("12.5"), "when", l.Date(paid.Add(time.Hour))))
	require.NotContains(t, l.T("{amount} on {when}"), " on ", "translated")
}
