// Package docs embeds the documentation pages the server publishes under
// /docs (backend/docsite renders them).
package docs

import _ "embed"

// Index is index.md, the content of /docs.
//
//go:embed index.md
var Index []byte

// Clients is clients.md, the introduction of /docs/clients.
//
//go:embed clients.md
var Clients []byte

// Webhooks is webhooks.md, the content of /docs/webhooks.
//
//go:embed webhooks.md
var Webhooks []byte
