//go:build !js

package sdk

import _ "embed" // the clients' documentation

// The clients' own documentation, which the server publishes at
// /docs/clients so that it matches the version running. Not in the
// WebAssembly build: the browser has no use for it.
var (
	// PackageDoc is doc.go, whose package comment documents this client.
	//
	//go:embed doc.go
	PackageDoc []byte

	// JSReadme is the README of @paystead/sdk (js/core).
	//
	//go:embed js/core/README.md
	JSReadme []byte

	// ReactReadme is the README of @paystead/react (js/react).
	//
	//go:embed js/react/README.md
	ReactReadme []byte
)
