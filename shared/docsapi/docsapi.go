// Package docsapi is how the developer documentation's pages (/docs/...)
// load their content: the server renders each page to HTML, and a page
// the WebAssembly opens without the server's prerendering (after a
// navigation inside the app) fetches it, so the markdown renderer and the
// OpenAPI document stay out of the WebAssembly.
package docsapi

// ContentPath is where the page at path serves its Content:
// /docs/webhooks/content for /docs/webhooks.
func ContentPath(path string) string { return path + "/content" }

// Content is GET ContentPath(path): the page's HTML, one fragment with a
// single root element.
type Content struct {
	HTML string `json:"html"`
}
