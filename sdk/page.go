package sdk

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

// NewPageClient returns a client for Paystead's own pages (the hosted
// checkout and the merchant dashboard). It holds no API key: the checkout
// endpoints need none, and the merchant endpoints are authorized by the
// Sign-In with Ethereum session cookie, which a browser sends with
// same-origin requests. baseURL is the Paystead serving the page.
func NewPageClient(baseURL string, opts ...Option) (*Client, error) {
	o := InitOptions{BaseURL: baseURL}
	for _, opt := range opts {
		opt(&o)
	}
	if strings.TrimSpace(o.BaseURL) == "" {
		return nil, newError(CodeInvalidURL, "a page client needs the base URL of the Paystead serving the page")
	}
	return newClient(o, false)
}

// Call is one request of a page client.
type Call struct {
	// Method and Path (with its query, relative to the base URL).
	Method, Path string
	// Body is marshalled as the JSON request body when not nil.
	Body any
	// Repeatable marks a call that is safe to send again after a failed
	// attempt (reads, and writes the server deduplicates). Others are sent
	// once.
	Repeatable bool
}

// Do sends call and decodes a 2xx answer's JSON body into out (when not
// nil). Failures are *ClientError values carrying the server's code in
// ServerCode.
func (c *Client) Do(ctx context.Context, call Call, out any) error {
	var body []byte
	if call.Body != nil {
		var err error
		if body, err = json.Marshal(call.Body); err != nil {
			return &ClientError{Code: CodeUnknown, Message: fmt.Sprintf("cannot encode the body of %s %s: %v", call.Method, call.Path, err), Err: err}
		}
	}
	method := call.Method
	if method == "" {
		method = http.MethodGet
	}
	return c.do(ctx, request{
		method:  method,
		path:    call.Path,
		body:    body,
		withKey: c.apiKey != "",
		once:    !call.Repeatable,
	}, out)
}
