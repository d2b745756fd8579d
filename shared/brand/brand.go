// Package brand holds the rules of a merchant's brand that the server and
// the dashboard share: what an accent colour is, and which ink (text
// colour) stays readable on it. Standard library only: the dashboard's
// WebAssembly previews a colour with the server's own rule.
package brand

import (
	"errors"
	"math"
	"strings"
)

// LogoURL is the public address of a merchant's logo, relative to the
// service: version (of the stored bytes) makes each logo a new address,
// which may then be cached for good.
func LogoURL(merchantID, version string) string {
	return "/brand/" + merchantID + "/logo?v=" + version
}

// Inks are the text colours a button in the accent colour may carry.
const (
	LightInk = "#ffffff"
	DarkInk  = "#000000"
)

// MinContrast is WCAG 2's ratio for normal text (success criterion 1.4.3,
// level AA). Either LightInk or DarkInk reaches it on any colour.
const MinContrast = 4.5

// ErrColor explains a colour that is not one.
var ErrColor = errors.New("must be a colour written #rrggbb (or #rgb), such as #0b5cab")

// NormalizeColor returns s as #rrggbb in lower case. It accepts #rrggbb
// and #rgb, in either case, around spaces; nothing else (no names, rgb()
// or alpha), so that what is stored is exactly what CSS and the database
// check read the same way.
func NormalizeColor(s string) (string, error) {
	s = strings.TrimSpace(s)
	if !strings.HasPrefix(s, "#") {
		return "", ErrColor
	}
	hex := strings.ToLower(s[1:])
	for _, c := range hex {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return "", ErrColor
		}
	}
	switch len(hex) {
	case 6:
		return "#" + hex, nil
	case 3:
		return "#" + string([]byte{hex[0], hex[0], hex[1], hex[1], hex[2], hex[2]}), nil
	}
	return "", ErrColor
}

// Ink is the text colour for a button in color (#rrggbb): white when it
// reaches MinContrast, which reads best on the saturated colours brands
// pick, else black, which then always does. An invalid colour gets
// LightInk, the ink of the default blue.
func Ink(color string) string {
	if l, ok := luminance(color); ok && ContrastRatio(l, 1) < MinContrast {
		return DarkInk
	}
	return LightInk
}

// ContrastRatio is WCAG 2's contrast ratio of two relative luminances,
// from 1 to 21.
func ContrastRatio(a, b float64) float64 {
	if a < b {
		a, b = b, a
	}
	return (a + 0.05) / (b + 0.05)
}

// Luminance is WCAG 2's relative luminance of color (#rrggbb), from 0
// (black) to 1 (white); ok is false for anything else.
func Luminance(color string) (l float64, ok bool) { return luminance(color) }

func luminance(color string) (float64, bool) {
	if len(color) != 7 || color[0] != '#' {
		return 0, false
	}
	var channel [3]float64
	for i := range channel {
		hi, ok1 := hexDigit(color[1+2*i])
		lo, ok2 := hexDigit(color[2+2*i])
		if !ok1 || !ok2 {
			return 0, false
		}
		c := float64(hi<<4|lo) / 255
		if c <= 0.04045 {
			c /= 12.92
		} else {
			c = math.Pow((c+0.055)/1.055, 2.4)
		}
		channel[i] = c
	}
	return 0.2126*channel[0] + 0.7152*channel[1] + 0.0722*channel[2], true
}

func hexDigit(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}
