package merchant

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"regexp"
	"strings"

	"github.com/paystead/paystead/shared/apierr"
)

// SVG logos are kept, not refused, because merchants' logos are often
// vector art; but an SVG is a document that can run script, load other
// resources and embed HTML, so SanitizeSVG never passes the upload on. It
// parses it with encoding/xml (no DTDs, so no entity expansion: the
// "billion laughs" cannot happen, and a DOCTYPE is refused outright) and
// writes a new document holding only allowlisted drawing elements and
// presentation attributes.
//
// Two kinds of content are told apart. Active content, which only an
// attack or a mistake puts in a logo, refuses the whole upload with a
// message naming it, so that the merchant learns why instead of seeing a
// silently changed logo: script and foreignObject (and the other elements
// that embed or run things), event handler attributes (on...), a link
// (href) anywhere but to a #fragment of the same document, url(...) to
// anything but a #fragment, javascript: anywhere, CSS escapes, and a
// DOCTYPE. Everything else outside the allowlist, which drawing tools
// write as a matter of course (editor metadata, comments, processing
// instructions, <style> sheets, classes, unknown attributes), is dropped.
// Served logos carry a Content-Security-Policy that runs nothing either;
// the sanitiser is the first of the two locks.

// Limits of an SVG's structure, far beyond any logo's.
const (
	maxSVGDepth    = 32
	maxSVGElements = 10000
)

const (
	svgNS   = "http://www.w3.org/2000/svg"
	xlinkNS = "http://www.w3.org/1999/xlink"
)

// svgRefused are elements whose presence refuses an SVG, in any namespace.
var svgRefused = map[string]bool{
	"script": true, "foreignobject": true, "iframe": true, "embed": true, "object": true,
	"handler": true, "listener": true, "image": true, "feimage": true,
	"animate": true, "set": true, "animatemotion": true, "animatetransform": true, "animatecolor": true,
	"a": true, "audio": true, "video": true, "canvas": true, "html": true, "body": true,
}

// svgElements are the elements kept: shapes, groups, reuse of a local
// shape, gradients, clipping and masking, text.
var svgElements = map[string]bool{
	"svg": true, "g": true, "defs": true, "symbol": true, "use": true, "title": true, "desc": true,
	"path": true, "rect": true, "circle": true, "ellipse": true, "line": true, "polyline": true, "polygon": true,
	"lineargradient": true, "radialgradient": true, "stop": true, "clippath": true, "mask": true, "pattern": true,
	"text": true, "tspan": true,
}

// svgTextElements keep their character data.
var svgTextElements = map[string]bool{"text": true, "tspan": true, "title": true, "desc": true}

// svgAttributes are the attributes kept (besides a local href): geometry
// and presentation. A style attribute keeps only declarations of the
// presentation properties among them.
var svgAttributes = map[string]bool{
	"id": true, "viewbox": true, "preserveaspectratio": true, "width": true, "height": true,
	"x": true, "y": true, "x1": true, "y1": true, "x2": true, "y2": true, "cx": true, "cy": true,
	"r": true, "rx": true, "ry": true, "fx": true, "fy": true, "fr": true, "d": true, "points": true,
	"dx": true, "dy": true, "rotate": true, "textlength": true, "lengthadjust": true, "pathlength": true,
	"transform": true, "gradienttransform": true, "gradientunits": true, "spreadmethod": true, "offset": true,
	"patternunits": true, "patterncontentunits": true, "patterntransform": true,
	"clippathunits": true, "maskunits": true, "maskcontentunits": true,
	"fill": true, "fill-opacity": true, "fill-rule": true, "stroke": true, "stroke-width": true,
	"stroke-linecap": true, "stroke-linejoin": true, "stroke-miterlimit": true, "stroke-dasharray": true,
	"stroke-dashoffset": true, "stroke-opacity": true, "opacity": true, "color": true,
	"clip-path": true, "clip-rule": true, "mask": true, "stop-color": true, "stop-opacity": true,
	"visibility": true, "display": true, "paint-order": true, "vector-effect": true, "shape-rendering": true,
	"font-family": true, "font-size": true, "font-weight": true, "font-style": true, "font-variant": true,
	"text-anchor": true, "dominant-baseline": true, "alignment-baseline": true, "baseline-shift": true,
	"letter-spacing": true, "word-spacing": true, "text-decoration": true,
}

// svgStyleProperties are the properties a style attribute may keep.
var svgStyleProperties = map[string]bool{
	"fill": true, "fill-opacity": true, "fill-rule": true, "stroke": true, "stroke-width": true,
	"stroke-linecap": true, "stroke-linejoin": true, "stroke-miterlimit": true, "stroke-dasharray": true,
	"stroke-dashoffset": true, "stroke-opacity": true, "opacity": true, "color": true,
	"clip-path": true, "clip-rule": true, "mask": true, "stop-color": true, "stop-opacity": true,
	"visibility": true, "display": true, "paint-order": true,
	"font-family": true, "font-size": true, "font-weight": true, "font-style": true,
	"text-anchor": true, "dominant-baseline": true, "letter-spacing": true,
}

// localURL is a url() naming a fragment of the same document.
var (
	anyURL   = regexp.MustCompile(`(?i)url\s*\(`)
	localURL = regexp.MustCompile(`(?i)url\(\s*(?:#[A-Za-z0-9_.:-]+|'#[A-Za-z0-9_.:-]+'|"#[A-Za-z0-9_.:-]+")\s*\)`)
	fragment = regexp.MustCompile(`^#[A-Za-z0-9_.:-]+$`)
)

// svgRefusal is an SVG refused for what it holds.
func svgRefusal(format string, args ...any) error {
	return logoError(apierr.BadBody, "is an SVG that "+format, args...)
}

// SanitizeSVG parses an SVG document and writes it again from the
// allowlists above; see the comment at the top of this file.
func SanitizeSVG(in []byte) ([]byte, error) {
	d := xml.NewDecoder(bytes.NewReader(in))
	d.Strict = true // unknown entities are errors, never expanded
	var (
		out      bytes.Buffer
		depth    int // open elements
		skipping int // depth at which a dropped element opened; 0 when none
		elements int
		rootSeen bool
		doctype  bool     // a DOCTYPE came before the root: refused once the root shows it is an SVG at all
		stack    []string // local names of the open elements
	)
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			if !rootSeen {
				return nil, notAnImage(in)
			}
			return nil, svgRefusal("cannot be read as XML: %v", err)
		}
		switch t := tok.(type) {
		case xml.Directive:
			if rootSeen {
				return nil, svgRefusal("has a DOCTYPE or entity declaration; remove it")
			}
			doctype = true
		case xml.ProcInst, xml.Comment:
			// Dropped: the XML declaration is implied, and a stylesheet
			// instruction would load another resource.
		case xml.StartElement:
			depth++
			elements++
			if depth > maxSVGDepth || elements > maxSVGElements {
				return nil, svgRefusal("is nested deeper than %d elements or has more than %d", maxSVGDepth, maxSVGElements)
			}
			name := strings.ToLower(t.Name.Local)
			if depth == 1 {
				if rootSeen || name != "svg" || t.Name.Space != svgNS {
					return nil, notAnImage(in)
				}
				if doctype {
					return nil, svgRefusal("has a DOCTYPE or entity declaration; remove it")
				}
				rootSeen = true
			}
			if svgRefused[name] {
				return nil, svgRefusal("holds a <%s> element, which may run or load something; remove it", t.Name.Local)
			}
			attrs, err := svgAttrs(t.Attr)
			if err != nil {
				return nil, err
			}
			stack = append(stack, name)
			if skipping > 0 {
				continue
			}
			if !svgElements[name] || t.Name.Space != svgNS {
				skipping = depth
				continue
			}
			out.WriteString("<" + svgCanonical(t.Name.Local))
			if depth == 1 {
				out.WriteString(` xmlns="` + svgNS + `"`)
			}
			for _, a := range attrs {
				out.WriteString(" " + a.Name.Local + `="`)
				_ = xml.EscapeText(&out, []byte(a.Value))
				out.WriteString(`"`)
			}
			out.WriteString(">")
		case xml.EndElement:
			name := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			if skipping == 0 {
				out.WriteString("</" + svgCanonical(name) + ">")
			} else if skipping == depth {
				skipping = 0
			}
			depth--
		case xml.CharData:
			if skipping == 0 && len(stack) > 0 && svgTextElements[stack[len(stack)-1]] {
				_ = xml.EscapeText(&out, t)
			}
		}
	}
	if !rootSeen {
		return nil, svgRefusal("has no <svg> element")
	}
	if out.Len() > MaxLogoBytes {
		return nil, logoError(apierr.BodyTooLarge, "is larger than %d bytes once cleaned", MaxLogoBytes)
	}
	return out.Bytes(), nil
}

// svgAttrs refuses active attributes and returns the ones kept, an href
// written as a plain (SVG 2) href.
func svgAttrs(in []xml.Attr) ([]xml.Attr, error) {
	var out []xml.Attr
	for _, a := range in {
		local := strings.ToLower(a.Name.Local)
		if a.Name.Space == "xmlns" || local == "xmlns" && a.Name.Space == "" {
			continue // namespace declarations: the decoder resolved them
		}
		if strings.HasPrefix(local, "on") {
			return nil, svgRefusal("has an event handler attribute (%s); remove it", a.Name.Local)
		}
		v := a.Value
		if strings.Contains(strings.ToLower(strings.Join(strings.Fields(v), "")), "javascript:") {
			return nil, svgRefusal("has a javascript: address in %s; remove it", a.Name.Local)
		}
		if local == "href" {
			if a.Name.Space != "" && a.Name.Space != xlinkNS && a.Name.Space != "xlink" {
				continue
			}
			if !fragment.MatchString(strings.TrimSpace(v)) {
				return nil, svgRefusal("links to %q; only links within the image (#id) are allowed", v)
			}
			out = append(out, xml.Attr{Name: xml.Name{Local: "href"}, Value: strings.TrimSpace(v)})
			continue
		}
		if strings.Contains(v, `\`) {
			return nil, svgRefusal("has a backslash (a CSS escape) in %s; remove it", a.Name.Local)
		}
		if n := len(anyURL.FindAllStringIndex(v, -1)); n != len(localURL.FindAllStringIndex(v, -1)) {
			return nil, svgRefusal("loads another resource through url(...) in %s; only url(#id) is allowed", a.Name.Local)
		}
		if a.Name.Space != "" {
			continue // editor attributes (inkscape:, sodipodi:, xml:space)
		}
		switch {
		case local == "style":
			if s := svgStyle(v); s != "" {
				out = append(out, xml.Attr{Name: xml.Name{Local: "style"}, Value: s})
			}
		case svgAttributes[local]:
			out = append(out, xml.Attr{Name: xml.Name{Local: svgCanonical(a.Name.Local)}, Value: v})
		}
	}
	return out, nil
}

// svgStyle keeps the declarations of a style attribute that set an
// allowlisted property to a plain value.
func svgStyle(style string) string {
	var kept []string
	for _, decl := range strings.Split(style, ";") {
		prop, value, ok := strings.Cut(decl, ":")
		prop, value = strings.ToLower(strings.TrimSpace(prop)), strings.TrimSpace(value)
		if !ok || !svgStyleProperties[prop] || value == "" || strings.ContainsAny(value, "{}@<>\"") || strings.Contains(value, "/*") {
			continue
		}
		kept = append(kept, prop+":"+value)
	}
	return strings.Join(kept, ";")
}

// svgCanonical is the SVG spelling of a name that the allowlists hold in
// lower case (XML names are case-sensitive: linearGradient, viewBox).
func svgCanonical(name string) string {
	if c, ok := svgCamel[strings.ToLower(name)]; ok {
		return c
	}
	return strings.ToLower(name)
}

var svgCamel = map[string]string{
	"lineargradient": "linearGradient", "radialgradient": "radialGradient", "clippath": "clipPath",
	"viewbox": "viewBox", "preserveaspectratio": "preserveAspectRatio", "gradienttransform": "gradientTransform",
	"gradientunits": "gradientUnits", "spreadmethod": "spreadMethod", "patternunits": "patternUnits",
	"patterncontentunits": "patternContentUnits", "patterntransform": "patternTransform",
	"clippathunits": "clipPathUnits", "maskunits": "maskUnits", "maskcontentunits": "maskContentUnits",
	"textlength": "textLength", "lengthadjust": "lengthAdjust", "pathlength": "pathLength",
}
