//go:build js && wasm

package sdk

import (
	"fmt"
	"net/http"
	"syscall/js"
)

// navigate sets the browser's location to url.
func navigate(url string) (err error) {
	window := js.Global().Get("window")
	if window.Type() != js.TypeObject {
		return newError(CodeNotInBrowser, "OpenCheckout needs a browser: this WebAssembly program has no window (send the customer to the invoice URL yourself)")
	}
	location := window.Get("location")
	if location.Type() != js.TypeObject || location.Get("assign").Type() != js.TypeFunction {
		return newError(CodeNotInBrowser, "OpenCheckout needs a browser: window.location.assign is missing")
	}
	defer func() {
		// location.assign throws (a SecurityError, say) as a Go panic.
		if p := recover(); p != nil {
			err = &ClientError{Code: CodeUnknown, Message: fmt.Sprintf("the browser refused to open %s: %v", url, p)}
		}
	}()
	location.Call("assign", url)
	return nil
}

// setUserAgent leaves the header alone in a browser: fetch controls it,
// and a custom one would need a CORS preflight the server does not allow.
func setUserAgent(*http.Request) {}
