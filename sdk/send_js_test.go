//go:build js

package sdk

import "net/http"

// The tests' httptest servers live on Go's simulated network under Node;
// net/http's client reaches them, fetch does not.
func init() {
	testSend = func(c *http.Client, r *http.Request) (*http.Response, error) { return c.Do(r) }
}
