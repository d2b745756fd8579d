//go:build !js

package i18n

import (
	"embed"
	"sync"
)

// The catalogues, for the server only: it prerenders each page in the
// customer's language and hands the browser that one catalogue, so the
// WebAssembly carries none.
//
//go:embed locales/*.json
var locales embed.FS

var (
	loadOnce sync.Once
	loaded   map[string]*Locale
	raw      map[string][]byte
	loadErr  error
)

// Load is the locale of tag and its catalogue as served to the browser
// (nil for English). Tags outside Languages are English.
func Load(tag string) (*Locale, []byte, error) {
	loadOnce.Do(func() {
		loaded, raw = map[string]*Locale{"en": English}, map[string][]byte{}
		for _, lang := range Languages[1:] {
			b, err := locales.ReadFile("locales/" + lang.Tag + ".json")
			if err != nil {
				loadErr = err
				return
			}
			l, err := Parse(lang.Tag, b)
			if err != nil {
				loadErr = err
				return
			}
			loaded[lang.Tag], raw[lang.Tag] = l, b
		}
	})
	if loadErr != nil {
		return nil, nil, loadErr
	}
	if l, ok := loaded[tag]; ok {
		return l, raw[tag], nil
	}
	return English, nil, nil
}
