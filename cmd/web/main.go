// Command web is Paystead's browser side: built with GOOS=js GOARCH=wasm
// into app.wasm, it runs the pages the server prerendered.
package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend"
)

func main() {
	frontend.Routes()
	app.RunWhenOnBrowser()
}
