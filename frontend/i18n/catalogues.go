//go:build !js

package i18n

import (
	"embed"
	"sync"
)

// The catalogues, for the server only: it prerenders each page in the
// reader's language and hands the browser that one catalogue, so the
// WebAssembly carries none. The checkout's are in locales/, the
// merchant dashboard's in locales/dashboard/: a customer's page carries
// none of the dashboard's words, and a merchant's none of the checkout's.
//
//go:embed locales/*.json locales/dashboard/*.json
var locales embed.FS

// A set of catalogues, one per language but English.
type set struct {
	dir     string
	once    sync.Once
	loaded  map[string]*Locale
	raw     map[string][]byte
	loadErr error
}

var (
	checkoutSet  = &set{dir: "locales/"}
	dashboardSet = &set{dir: "locales/dashboard/"}
)

// Load is the checkout's locale of tag and its catalogue as served to
// the browser (nil for English). Tags outside Languages are English.
func Load(tag string) (*Locale, []byte, error) { return checkoutSet.load(tag) }

// LoadDashboard is Load for the merchant dashboard's catalogues.
func LoadDashboard(tag string) (*Locale, []byte, error) { return dashboardSet.load(tag) }

func (s *set) load(tag string) (*Locale, []byte, error) {
	s.once.Do(func() {
		s.loaded, s.raw = map[string]*Locale{"en": English}, map[string][]byte{}
		for _, lang := range Languages[1:] {
			b, err := locales.ReadFile(s.dir + lang.Tag + ".json")
			if err != nil {
				s.loadErr = err
				return
			}
			l, err := Parse(lang.Tag, b)
			if err != nil {
				s.loadErr = err
				return
			}
			s.loaded[lang.Tag], s.raw[lang.Tag] = l, b
		}
	})
	if s.loadErr != nil {
		return nil, nil, s.loadErr
	}
	if l, ok := s.loaded[tag]; ok {
		return l, s.raw[tag], nil
	}
	return English, nil, nil
}
