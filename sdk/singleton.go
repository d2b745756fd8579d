package sdk

import (
	"context"
	"sync"
)

// The package-level client of the deprecated singleton API.
var (
	defaultMu     sync.RWMutex
	defaultClient *Client
)

// Init configures the package-level client that CreateInvoice uses.
//
// Deprecated: one package-level client means every merchant in the
// process shares it. Build a Client with NewClient (or New) and call its
// methods instead.
func Init(opts InitOptions) error {
	c, err := New(opts)
	if err != nil {
		return err
	}
	defaultMu.Lock()
	defaultClient = c
	defaultMu.Unlock()
	return nil
}

// CreateInvoice creates an invoice with the client Init configured. It
// fails with INVALID_API_KEY when Init has not been called.
//
// Deprecated: use (*Client).CreateInvoice on a client from NewClient.
func CreateInvoice(ctx context.Context, params CreateInvoiceParams) (*Invoice, error) {
	defaultMu.RLock()
	c := defaultClient
	defaultMu.RUnlock()
	if c == nil {
		return nil, newError(CodeInvalidAPIKey, "call sdk.Init with an API key before sdk.CreateInvoice (or, better, use a Client from sdk.NewClient)")
	}
	return c.CreateInvoice(ctx, params)
}
