package frontend

import (
	"context"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/shared/invoiceapi"
)

// PrerenderSource is what the server gives pages to prerender with. It is
// nil in the browser, where pages call the API through the Go client.
type PrerenderSource interface {
	// Invoice is the public view of an invoice, as GET /api/invoices/{id}
	// answers it without a key.
	Invoice(ctx context.Context, id string) (*invoiceapi.View, error)
	// Doc is the content of the documentation page at path (DocsPath,
	// APIDocPath, ...) as HTML: one fragment with a single root element.
	Doc(path string) string
}

// go-app renders pages from one global route table, without the request
// or any value of the handler's. So that several handlers in a process
// (tests run many servers) each prerender from their own source, a handler
// registers its source under a token and puts the token in the user-info
// of the page URL it hands go-app; pages look it up there. Nothing renders
// the user-info.
var (
	sources    sync.Map // token → PrerenderSource
	lastSource atomic.Int64
)

func registerSource(src PrerenderSource) string {
	token := "h" + strconv.FormatInt(lastSource.Add(1), 10)
	sources.Store(token, src)
	return token
}

// prerenderSource is the source of the handler rendering the page; nil in
// the browser.
func prerenderSource(ctx app.Context) PrerenderSource {
	u := ctx.Page().URL()
	if u == nil || u.User == nil {
		return nil
	}
	src, _ := sources.Load(u.User.Username())
	s, _ := src.(PrerenderSource)
	return s
}
