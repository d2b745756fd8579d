// Package i18n translates the hosted checkout. Messages are looked up by
// their English text (gettext style): the English is the key and the
// fallback, so the Go code reads as it renders in English and the
// WebAssembly carries no English catalogue. Each other language is one
// JSON file in locales/ mapping every English message to its
// translation; a test checks each file against the messages the checkout
// uses (see frontend/README.md, "Adding a language").
//
// Placeholders are written {name} and filled by T's name/value pairs.
// Numbers, amounts and dates are formatted from entries of the catalogue
// too (their keys start with "@"), so the server's prerendered page and
// the browser's format alike, without the browser's Intl or x/text.
//
// Standard library only: it runs in the WebAssembly and on the server.
package i18n

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Language is one the checkout speaks.
type Language struct {
	Tag  string // BCP 47 primary language subtag
	Name string // its own name for itself, for the switcher
}

// Languages are the checkout's, English first (the fallback).
var Languages = []Language{
	{"en", "English"},
	{"es", "Español"},
	{"fr", "Français"},
	{"de", "Deutsch"},
	{"pt", "Português"},
	{"ja", "日本語"},
}

// Supported reports whether tag is one of Languages.
func Supported(tag string) bool {
	for _, l := range Languages {
		if l.Tag == tag {
			return true
		}
	}
	return false
}

// Locale is a language's messages and formats. The zero value and nil
// are English.
type Locale struct {
	tag  string
	msgs map[string]string
}

// English is the source language: every message is its own key.
var English = &Locale{tag: "en"}

// Parse reads a catalogue (a JSON object from English messages to
// translations) for tag.
func Parse(tag string, catalogue []byte) (*Locale, error) {
	if !Supported(tag) {
		return nil, fmt.Errorf("i18n: unsupported language %q", tag)
	}
	if tag == "en" {
		return English, nil
	}
	l := &Locale{tag: tag}
	if err := json.Unmarshal(catalogue, &l.msgs); err != nil {
		return nil, fmt.Errorf("i18n: catalogue %s: %w", tag, err)
	}
	return l, nil
}

// FromMap is the locale of tag with catalogue already decoded (nil for an
// unsupported tag, English for "en").
func FromMap(tag string, catalogue map[string]string) *Locale {
	switch {
	case !Supported(tag):
		return nil
	case tag == "en":
		return English
	}
	return &Locale{tag: tag, msgs: catalogue}
}

// Tag is the locale's language subtag ("en" for nil).
func (l *Locale) Tag() string {
	if l == nil || l.tag == "" {
		return "en"
	}
	return l.tag
}

// T translates msg and fills its placeholders from pairs: T("Pay
// {merchant}", "merchant", name). A message the catalogue lacks stays
// English.
func (l *Locale) T(msg string, pairs ...string) string {
	if tr, ok := l.lookup(msg); ok {
		msg = tr
	}
	if len(pairs) < 2 || !strings.Contains(msg, "{") {
		return msg
	}
	return fill(msg, pairs)
}

func (l *Locale) lookup(msg string) (string, bool) {
	if l != nil {
		if tr, ok := l.msgs[msg]; ok && tr != "" {
			return tr, true
		}
	}
	tr, ok := formats[msg]
	return tr, ok
}

// fill replaces each {name} of msg that pairs name with its value; other
// braces stay as written. (A loop rather than strings.Replacer, which
// would add kilobytes to the WebAssembly.)
func fill(msg string, pairs []string) string {
	var b strings.Builder
	for {
		open := strings.IndexByte(msg, '{')
		if open < 0 {
			break
		}
		end := strings.IndexByte(msg[open:], '}')
		if end < 0 {
			break
		}
		name, value, found := msg[open+1:open+end], "", false
		for i := 0; i+1 < len(pairs); i += 2 {
			if pairs[i] == name {
				value, found = pairs[i+1], true
				break
			}
		}
		b.WriteString(msg[:open])
		if found {
			b.WriteString(value)
		} else {
			b.WriteString(msg[open : open+end+1])
		}
		msg = msg[open+end+1:]
	}
	b.WriteString(msg)
	return b.String()
}

// N is T of one or other by n's plural category in the locale's language
// ("one" or "other": the six languages here need no more), with {n} set
// to n, formatted.
func (l *Locale) N(n int, one, other string, pairs ...string) string {
	msg := other
	if l.pluralOne(n) {
		msg = one
	}
	return l.T(msg, append([]string{"n", l.Integer(strconv.Itoa(n))}, pairs...)...)
}

// pluralOne is the CLDR "one" category: 1 in English, Spanish, German and
// Portuguese (as Paystead's whole numbers go), 0 and 1 in French, never
// in Japanese.
func (l *Locale) pluralOne(n int) bool {
	switch l.Tag() {
	case "ja":
		return false
	case "fr":
		return n == 0 || n == 1
	}
	return n == 1
}

// Integer groups an integer's digits ("1234567" → "1,234,567" in
// English) with the locale's group separator.
func (l *Locale) Integer(digits string) string {
	neg := strings.HasPrefix(digits, "-")
	digits = strings.TrimPrefix(digits, "-")
	group := l.T("@,")
	if len(digits) > 3 && !(len(digits) == 4 && l.T("@group4") == "no") {
		var b strings.Builder
		head := len(digits) % 3
		b.WriteString(digits[:head])
		for i := head; i < len(digits); i += 3 {
			if b.Len() > 0 {
				b.WriteString(group)
			}
			b.WriteString(digits[i : i+3])
		}
		digits = b.String()
	}
	if neg {
		return "-" + digits
	}
	return digits
}

// Decimal writes whole.frac with the locale's separators; an empty frac
// writes the whole part alone.
func (l *Locale) Decimal(whole, frac string) string {
	if frac == "" {
		return l.Integer(whole)
	}
	return l.Integer(whole) + l.T("@.") + frac
}

// USD writes a decimal dollar amount ("19.99", "12.5", "1000") as a price
// in the locale: "$19.99", "$12.50" and "$1,000.00" in English, "19,99 US$"
// in Spanish. Digits beyond the cents are kept, never rounded away.
func (l *Locale) USD(amount string) string {
	whole, frac, _ := strings.Cut(strings.TrimSpace(amount), ".")
	if whole == "" {
		whole = "0"
	}
	for len(frac) < 2 {
		frac += "0"
	}
	return l.T("@usd", "amount", l.Decimal(whole, frac))
}

// Token writes a decimal token amount with its symbol: "18.51 EURC".
func (l *Locale) Token(whole, frac, symbol string) string {
	return l.T("@token", "amount", l.Decimal(whole, frac), "symbol", symbol)
}

var (
	months = [...]string{"January", "February", "March", "April", "May", "June", "July",
		"August", "September", "October", "November", "December"}
	weekdays = [...]string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}
)

// Date writes t in UTC as a long date and time with its weekday,
// unambiguous and the same on the server and in the browser: "Monday 2
// January 2006, 15:04 UTC" in English.
func (l *Locale) Date(t time.Time) string {
	t = t.UTC()
	return l.T("@date",
		"weekday", l.T(weekdays[t.Weekday()]),
		"day", strconv.Itoa(t.Day()),
		"month", l.T(months[t.Month()-1]),
		"monthNumber", strconv.Itoa(int(t.Month())),
		"year", strconv.Itoa(t.Year()),
		"time", t.Format("15:04"),
	)
}

// formats are the English "@" entries: the separators, the price and
// token patterns and the date pattern. A catalogue sets its own.
var formats = map[string]string{
	"@,":      ",",
	"@.":      ".",
	"@group4": "yes",
	"@usd":    "${amount}",
	"@token":  "{amount} {symbol}",
	"@date":   "{weekday} {day} {month} {year}, {time} UTC",
}

// Formats lists the "@" entries every catalogue must have.
func Formats() []string {
	out := make([]string, 0, len(formats))
	for k := range formats {
		out = append(out, k)
	}
	return out
}

// Calendar lists the month and weekday names every catalogue translates.
func Calendar() []string { return append(months[:], weekdays[:]...) }
