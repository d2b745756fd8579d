package frontend

import (
	"context"

	"github.com/paystead/paystead/shared/invoiceapi"
)

// PrerenderSource is what the server gives pages to prerender with. It is
// nil in the browser, where pages call the API through the Go client.
type PrerenderSource interface {
	// Invoice is the public view of an invoice, as GET /api/invoices/{id}
	// answers it without a key.
	Invoice(ctx context.Context, id string) (*invoiceapi.View, error)
	// WebhooksDoc is the /docs/webhooks content as HTML.
	WebhooksDoc() string
}

// prerenderSource is set once by the server before it serves pages.
var prerenderSource PrerenderSource
