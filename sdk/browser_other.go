//go:build !(js && wasm)

package sdk

import "net/http"

// navigate fails outside the browser build: there is no location to set.
func navigate(url string) error {
	return newError(CodeNotInBrowser, "OpenCheckout works only in a browser (the js/wasm build); on a server send the customer to %s yourself, e.g. with an HTTP redirect", url)
}

func setUserAgent(r *http.Request) {
	r.Header.Set("User-Agent", "paystead-go/"+Version)
}
