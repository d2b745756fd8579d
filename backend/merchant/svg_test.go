package merchant_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/shared/apierr"
)

const svgOpen = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 40">`

func TestSanitizeSVG(t *testing.T) {
	t.Parallel()

	t.Run("KeepsDrawing", func(t *testing.T) {
		t.Parallel()
		in := `<?xml version="1.0" encoding="UTF-8"?>
<!-- made by hand -->
` + svgOpen + `
  <title>Acme &amp; Co</title>
  <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#0b5cab"/><stop offset="1" stop-color="#fff"/></linearGradient>
    <path id="p" d="M0 0h10v10z"/></defs>
  <rect width="100" height="40" rx="4" fill="url(#g)" style="stroke: #000; stroke-width:2"/>
  <use xlink:href="#p" x="5"/>
  <text x="10" y="30" font-family="sans-serif" font-size="20">Acme &lt;3</text>
</svg>`
		out, err := merchant.SanitizeSVG([]byte(in))
		require.NoError(t, err)
		s := string(out)
		require.True(t, strings.HasPrefix(s, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">`), s)
		for _, kept := range []string{
			`<title>Acme &amp; Co</title>`, `<linearGradient id="g" x1="0" x2="1">`, `<stop offset="0" stop-color="#0b5cab"></stop>`,
			`<rect width="100" height="40" rx="4" fill="url(#g)" style="stroke:#000;stroke-width:2"></rect>`,
			`<use href="#p" x="5"></use>`, `<text x="10" y="30" font-family="sans-serif" font-size="20">Acme &lt;3</text>`,
		} {
			require.Contains(t, s, kept)
		}
		require.NotContains(t, s, "made by hand", "comments are dropped")
		require.NotContains(t, s, "<?xml")
		// What it writes is itself accepted unchanged.
		again, err := merchant.SanitizeSVG(out)
		require.NoError(t, err)
		require.Equal(t, s, string(again))
	})

	t.Run("DropsWhatIsNotDrawing", func(t *testing.T) {
		t.Parallel()
		in := `<?xml-stylesheet href="https://evil.example/x.css"?>` + svgOpen + `
<style>rect { fill: url(https://evil.example/track.png) } @import "https://evil.example/x.css";</style>
<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>
<sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"><rect/></sodipodi:namedview>
<g class="x" data-name="layer" inkscape:label="L" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xml:space="preserve">
  <rect width="10" height="10" style="fill:red; behavior: x; position:fixed; stroke: {x}"/>
</g></svg>`
		out, err := merchant.SanitizeSVG([]byte(in))
		require.NoError(t, err)
		s := string(out)
		for _, dropped := range []string{"stylesheet", "<style", "evil", "metadata", "rdf", "sodipodi", "class=", "data-name", "inkscape", "space", "behavior", "position", "{x}"} {
			require.NotContains(t, s, dropped)
		}
		require.Contains(t, s, `<g><rect width="10" height="10" style="fill:red"></rect></g>`)
	})

	refused := map[string]string{
		"Script":                   svgOpen + `<script>alert(document.cookie)</script></svg>`,
		"ScriptInADroppedElement":  svgOpen + `<metadata><script>alert(1)</script></metadata></svg>`,
		"ScriptInAnotherNamespace": svgOpen + `<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script></svg>`,
		"OnLoad":                   `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>`,
		"OnClickUpperCase":         svgOpen + `<rect ONCLICK="alert(1)"/></svg>`,
		"JavascriptHref":           svgOpen + `<a href="javascript:alert(1)"><rect/></a></svg>`,
		"JavascriptHrefOnUse":      svgOpen + `<use xlink:href="java&#x09;script:alert(1)"/></svg>`,
		"JavascriptInAnAttribute":  svgOpen + `<rect fill="javascript:alert(1)"/></svg>`,
		"ForeignObject":            svgOpen + `<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(1)"/></div></foreignObject></svg>`,
		"ExternalUse":              svgOpen + `<use href="https://evil.example/sprite.svg#logo"/></svg>`,
		"ExternalUseXlink":         svgOpen + `<use xlink:href="//evil.example/sprite.svg#logo"/></svg>`,
		"DataURIImage":             svgOpen + `<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/></svg>`,
		"StyleURL":                 svgOpen + `<rect style="fill: url(https://evil.example/track.png)"/></svg>`,
		"StyleURLWithSpaces":       svgOpen + `<rect style="fill: url ( 'https://evil.example/t.png' )"/></svg>`,
		"PresentationURL":          svgOpen + `<rect fill="url('https://evil.example/t.png')"/></svg>`,
		"MixedURLs":                svgOpen + `<rect fill="url(#ok) url(//evil.example/t)"/></svg>`,
		"CSSEscape":                svgOpen + `<rect style="fill: \75rl(https://evil.example/t.png)"/></svg>`,
		"Animate":                  svgOpen + `<a><animate attributeName="href" to="javascript:alert(1)"/><rect/></a></svg>`,
		"Set":                      svgOpen + `<set attributeName="onmouseover" to="alert(1)"/></svg>`,
		"Iframe":                   svgOpen + `<iframe src="https://evil.example"/></svg>`,
		"BillionLaughs": `<?xml version="1.0"?>
<!DOCTYPE svg [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
]>` + svgOpen + `<text>&lol9;</text></svg>`,
		"ExternalEntity":   `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>` + svgOpen + `<text>&xxe;</text></svg>`,
		"PlainDoctype":     `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">` + svgOpen + `</svg>`,
		"UndeclaredEntity": svgOpen + `<text>&lol;</text></svg>`,
		"TooDeep":          svgOpen + strings.Repeat("<g>", 40) + strings.Repeat("</g>", 40) + `</svg>`,
	}
	for name, in := range refused {
		t.Run("Refuses"+name, func(t *testing.T) {
			t.Parallel()
			start := time.Now()
			out, err := merchant.SanitizeSVG([]byte(in))
			require.Nil(t, out)
			requireLogoRefused(t, err, apierr.BadBody, "is an SVG that")
			require.Less(t, time.Since(start), time.Second)
		})
	}

	notSVG := map[string]string{
		"HTML":                   `<html><body><svg xmlns="http://www.w3.org/2000/svg"></svg></body></html>`,
		"SVGWithoutItsNamespace": `<svg><rect/></svg>`,
		"HTMLWithADoctype":       `<!DOCTYPE html><html><script>alert(1)</script></html>`,
		"BrokenMarkup":           `<p>unclosed <b>html`,
		"TwoRoots":               svgOpen + `</svg>` + svgOpen + `</svg>`,
	}
	for name, in := range notSVG {
		t.Run("RefusesNotAnSVG"+name, func(t *testing.T) {
			t.Parallel()
			_, err := merchant.SanitizeSVG([]byte(in))
			require.Error(t, err)
			e, ok := apierr.As(err)
			require.True(t, ok)
			require.Equal(t, apierr.UnsupportedMediaType, e.Code, "%v", e)
			require.Equal(t, "logo", e.Fields[0].Field)
		})
	}
}
