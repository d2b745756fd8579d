// Command web-dashboard is the merchant dashboard's browser side: built
// with GOOS=js GOARCH=wasm into dashboard.wasm, it runs the /m/ pages and
// the webhook documentation the server prerendered.
package main

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend"
)

func main() {
	frontend.DashboardRoutes()
	app.RunWhenOnBrowser()
}
