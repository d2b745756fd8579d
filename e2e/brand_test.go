package e2e

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// signInAs opens path with a wallet of key and signs in through the page.
func signInAs(t *testing.T, e *env, b *browser, w *testWallet, path string) *tab {
	t.Helper()
	tb := b.newTab(t, w)
	tb.run(30*time.Second, chromedp.EmulateViewport(1280, 900), chromedp.Navigate(e.URL+path))
	tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
	// The browser's profile may hold another merchant's session.
	tb.waitFor(30*time.Second, "the sign-in button or a session", `document.querySelector("#signin") || document.querySelector("#signed-in-address")`)
	var other bool
	tb.run(5*time.Second, chromedp.Evaluate(`!!document.querySelector("#signed-in-address")`, &other))
	if other {
		tb.click("#signout")
	}
	tb.click("#signin")
	tb.waitFor(30*time.Second, "a wallet chooser or the session",
		`document.querySelector('button[data-wallet-rdns="dev.paystead.testwallet"]') || document.querySelector("#signed-in-address")`)
	var chooser bool
	tb.run(5*time.Second, chromedp.Evaluate(`!!document.querySelector('button[data-wallet-rdns="dev.paystead.testwallet"]')`, &chooser))
	if chooser {
		tb.click(`button[data-wallet-rdns="dev.paystead.testwallet"]`)
	}
	tb.waitFor(30*time.Second, "the session", visible("#signed-in-address"))
	return tb
}

// TestBrand walks issue #19's brand: a merchant signing up with a wallet
// names its business before anything else; a merchant sets its logo and
// colour in settings; the customer's page shows them, on a desktop and on
// a phone.
func TestBrand(t *testing.T) {
	e := startEnv(t, nil)
	b := newBrowser(t)

	t.Run("SignUpAsksForTheNameFirst", func(t *testing.T) {
		w := newTestWallet(t, e, newKey(t), e.Chain.ChainID().Int64())
		tb := signInAs(t, e, b, w, "/m/settings")
		tb.waitFor(30*time.Second, "the name step", visible("#name-step"))
		require.Equal(t, "Name your business", tb.text("#name-step-heading"))
		var others bool
		tb.run(5*time.Second, chromedp.Evaluate(`!!(document.querySelector("#brand") || document.querySelector("#keys-heading") || document.querySelector("#profile-heading"))`, &others))
		require.False(t, others, "nothing else of the dashboard shows before the name is saved")

		tb.setValue("#business-name", "   ")
		tb.click("#save-name")
		require.Contains(t, tb.text("#business-name-error"), "Enter your business name")

		tb.setValue("#business-name", "  Bean There Coffee ")
		tb.setValue("#business-email", "not-an-address")
		tb.click("#save-name")
		// The first try's message ("Enter a support email") stands until
		// the server's refusal replaces it.
		tb.waitFor(30*time.Second, "the server's refusal of the email",
			`(document.querySelector("#business-email-error")?.innerText || "").includes("The support email")`)
		tb.setValue("#business-email", "help@beanthere.example")
		tb.click("#save-name")
		tb.waitFor(30*time.Second, "the settings page", visible("#brand"))
		tb.waitFor(10*time.Second, "the name step to go", `!document.querySelector("#name-step")`)
		tb.waitFor(10*time.Second, "the saved name in the form", `document.querySelector("#display-name").value === "Bean There Coffee"`)
		tb.waitFor(10*time.Second, "the saved email in the form", `document.querySelector("#support-email").value === "help@beanthere.example"`)

		// Another page of the dashboard does not ask again.
		tb.run(30*time.Second, chromedp.Navigate(e.URL+"/m/treasury"))
		tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
		tb.waitFor(30*time.Second, "the signed-in treasury", visible("#signed-in-address"))
		var asked bool
		tb.run(5*time.Second, chromedp.Sleep(time.Second), chromedp.Evaluate(`!!document.querySelector("#name-step")`, &asked))
		require.False(t, asked)
	})

	var logoURL string
	t.Run("SettingsSetLogoAndColour", func(t *testing.T) {
		w := newTestWallet(t, e, e.Chain.Merchant.Key, e.Chain.ChainID().Int64())
		tb := signInAs(t, e, b, w, "/m/settings")
		tb.waitFor(30*time.Second, "the brand section", visible("#brand"))

		dir := t.TempDir()
		fake := filepath.Join(dir, "logo.png")
		require.NoError(t, os.WriteFile(fake, []byte("<!doctype html><script>alert(1)</script>"), 0o600))
		tb.run(10*time.Second, chromedp.SetUploadFiles("#logo-file", []string{fake}, chromedp.ByQuery))
		require.Contains(t, tb.text("#logo-error"), "The logo is not a PNG, JPEG, WebP or SVG image")

		img := image.NewRGBA(image.Rect(0, 0, 160, 48))
		for x := 0; x < 160; x++ {
			for y := 0; y < 48; y++ {
				img.Set(x, y, color.RGBA{R: 46, G: 125, B: 50, A: 255})
			}
		}
		var buf bytes.Buffer
		require.NoError(t, png.Encode(&buf, img))
		good := filepath.Join(dir, "green.png")
		require.NoError(t, os.WriteFile(good, buf.Bytes(), 0o600))
		tb.run(10*time.Second, chromedp.SetUploadFiles("#logo-file", []string{good}, chromedp.ByQuery))
		tb.waitFor(30*time.Second, "the new logo's preview", `(document.querySelector("#logo-preview")||{}).naturalWidth === 160`)
		logoURL = tb.attr("#logo-preview", "src")
		require.Equal(t, "Demo Coffee Roasters", tb.attr("#logo-preview", "alt"))
		tb.waitFor(5*time.Second, "the error to clear", `!document.querySelector("#logo-error")`)

		// A colour that is not one is refused where it is typed.
		tb.setValue("#accent-color", "green")
		tb.click("#save-brand")
		require.Contains(t, tb.text("#brand-error"), "The accent colour must be a colour written #rrggbb")

		// The preview follows the colour as it is typed, ink included.
		tb.setValue("#accent-color", "#2E7D32")
		tb.waitFor(5*time.Second, "the preview in the new colour",
			`getComputedStyle(document.querySelector("#brand-preview .preview-button")).backgroundColor === "rgb(46, 125, 50)"`)
		tb.setValue("#accent-color", "#ffeb3b")
		tb.waitFor(5*time.Second, "black text on yellow",
			`getComputedStyle(document.querySelector("#brand-preview .preview-button")).color === "rgb(0, 0, 0)"`)
		tb.setValue("#accent-color", "#2E7D32")
		tb.click("#save-brand")
		tb.waitFor(30*time.Second, "the save", `document.querySelector("#announcer").innerText.includes("Payment page saved")`)
		tb.waitFor(5*time.Second, "the stored colour", `document.querySelector("#accent-color").value === "#2e7d32"`)
	})

	t.Run("HostedPageShowsTheBrand", func(t *testing.T) {
		require.NotEmpty(t, logoURL)
		page := e.URL + "/i/" + e.App.Seed.DemoInvoice.ID.String()
		for _, width := range []int64{1280, 375} {
			t.Run(fmt.Sprintf("%dpx", width), func(t *testing.T) {
				tb := b.newTab(t, nil)
				viewport := chromedp.EmulateViewport(width, 900)
				if width < 400 {
					viewport = chromedp.EmulateViewport(width, 800, chromedp.EmulateMobile)
				}
				tb.run(30*time.Second, viewport, chromedp.Navigate(page))
				tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
				tb.waitFor(30*time.Second, "the logo", `(document.querySelector("#merchant-logo")||{}).naturalWidth === 160`)
				require.Equal(t, logoURL, tb.attr("#merchant-logo", "src"))
				require.Equal(t, "Demo Coffee Roasters", tb.attr("#merchant-logo", "alt"))
				require.Equal(t, "Demo Coffee Roasters", tb.text("#merchant-name"))
				var header string
				tb.run(5*time.Second, chromedp.Evaluate(`document.querySelector(".site-header").innerText`, &header))
				require.NotContains(t, header, "Paystead", "the merchant heads its page")
				require.Equal(t, "Powered by Paystead", tb.text("#powered-by"))
				tb.waitFor(10*time.Second, "the connect button in the accent colour",
					`getComputedStyle(document.querySelector("#connect-wallet")).backgroundColor === "rgb(46, 125, 50)" && getComputedStyle(document.querySelector("#connect-wallet")).color === "rgb(255, 255, 255)"`)
				var overflow int
				tb.run(10*time.Second, chromedp.Evaluate(`document.documentElement.scrollWidth - window.innerWidth`, &overflow))
				require.LessOrEqual(t, overflow, 0, "the page is %d px wider than the screen", overflow)
			})
		}
	})
}
