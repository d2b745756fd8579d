// Package truncate shortens text for messages, logs and stored reasons
// without cutting a character in two: Postgres refuses invalid UTF-8, and
// a half character in a JSON answer becomes U+FFFD.
package truncate

import (
	"strings"
	"unicode/utf8"
)

// String returns s cut to at most maxBytes bytes, at a character
// boundary, and whether it cut anything.
func String(s string, maxBytes int) (string, bool) {
	if len(s) <= maxBytes {
		return s, false
	}
	cut := max(maxBytes, 0)
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut], true
}

// Line is the first line of s, cut to at most maxBytes at a character
// boundary and marked with "…" where it was cut: an error kept as one
// short line of text.
func Line(s string, maxBytes int) string {
	if i := strings.IndexByte(s, '\n'); i >= 0 {
		s = s[:i]
	}
	if short, cut := String(s, maxBytes); cut {
		return short + "…"
	}
	return s
}
