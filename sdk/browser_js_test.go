//go:build js && wasm

package sdk_test

import (
	"syscall/js"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/sdk"
)

// These run under Node with Go's wasm_exec (see sdk/README.md): Node has
// no window, so a test installs a stand-in for the browser's.

func withWindow(t *testing.T, assign func(this js.Value, args []js.Value) any) {
	t.Helper()
	fn := js.FuncOf(assign)
	t.Cleanup(fn.Release)
	withLocationAssign(t, fn.Value)
}

func withLocationAssign(t *testing.T, assign js.Value) {
	t.Helper()
	location := js.Global().Get("Object").New()
	location.Set("assign", assign)
	window := js.Global().Get("Object").New()
	window.Set("location", location)
	js.Global().Set("window", window)
	t.Cleanup(func() { js.Global().Delete("window") })
}

func TestOpenCheckoutInTheBrowser(t *testing.T) {
	c, err := sdk.NewClient("pk_live_x", sdk.WithBaseURL("https://pay.example"))
	require.NoError(t, err)
	inv := &sdk.Invoice{InvoiceID: "0x1", URL: "https://pay.example/i/0x1"}

	t.Run("NoWindowIsNotInBrowser", func(t *testing.T) {
		err := c.OpenCheckout(inv)
		require.Equal(t, sdk.CodeNotInBrowser, sdk.CodeOf(err), "%v", err)
	})

	t.Run("SetsTheLocation", func(t *testing.T) {
		var assigned []string
		withWindow(t, func(this js.Value, args []js.Value) any {
			assigned = append(assigned, args[0].String())
			return nil
		})
		require.NoError(t, c.OpenCheckout(inv))
		require.Equal(t, []string{inv.URL}, assigned)
	})

	t.Run("RefusesNonHTTPURLs", func(t *testing.T) {
		called := false
		withWindow(t, func(this js.Value, args []js.Value) any { called = true; return nil })
		err := c.OpenCheckout(&sdk.Invoice{URL: "javascript:alert(1)"})
		require.Equal(t, sdk.CodeInvalidURL, sdk.CodeOf(err))
		require.False(t, called)
	})

	t.Run("BrowserRefusalIsAnError", func(t *testing.T) {
		withLocationAssign(t, js.Global().Get("Function").New("url", `throw new Error("SecurityError: navigation blocked")`))
		err := c.OpenCheckout(inv)
		require.Equal(t, sdk.CodeUnknown, sdk.CodeOf(err), "%v", err)
	})
}
