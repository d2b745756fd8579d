//go:build js

package i18n

// Load, in the browser, is English: the server hands the page the
// catalogue it prerendered with, and the switcher fetches the others.
func Load(tag string) (*Locale, []byte, error) { return English, nil, nil }

// LoadDashboard is Load for the merchant dashboard.
func LoadDashboard(tag string) (*Locale, []byte, error) { return English, nil, nil }
