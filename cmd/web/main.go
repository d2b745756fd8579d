// Command web is the hosted checkout's browser side: built with GOOS=js
// GOARCH=wasm into checkout.wasm, it runs the /i/<invoiceId> page the
// server prerendered, and links none of the dashboard's code.
package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend"
)

func main() {
	frontend.CheckoutRoutes()
	app.RunWhenOnBrowser()
}
