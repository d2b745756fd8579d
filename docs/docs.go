// Package docs embeds the documentation pages the server publishes.
package docs

import _ "embed"

// Webhooks is webhooks.md, the content of /docs/webhooks.
//
//go:embed webhooks.md
var Webhooks []byte
