package docsite

import (
	"encoding/json"
	"fmt"
	"html"
	"strings"
)

// schemas writes every named schema, for the operations' links.
func (a *apiDoc) schemas() {
	schemas := a.root.obj("components").obj("schemas")
	a.w(`<section class="api-schemas" aria-labelledby="schemas"><h2 id="schemas">Schemas</h2>`)
	for _, name := range schemas.keys {
		s := schemas.obj(name)
		a.w(`<section class="schema" id="`, html.EscapeString(schemaAnchor(name)), `" aria-labelledby="`, html.EscapeString(schemaAnchor(name)), `-heading"><h3 id="`, html.EscapeString(schemaAnchor(name)), `-heading">`)
		a.t(name)
		a.w(`</h3><p>`)
		a.w(a.schemaSummary(s))
		a.w(`</p>`)
		a.w(a.schemaDetail(s, 0))
		a.w(`</section>`)
	}
	a.w(`</section>`)
}

// deref follows a local $ref to the object it names.
func (a *apiDoc) deref(o *object) *object {
	for range 8 {
		ref := o.str("$ref")
		if ref == "" {
			return o
		}
		o = a.lookup(ref)
	}
	return o
}

// lookup finds a local reference (#/components/...).
func (a *apiDoc) lookup(ref string) *object {
	cur := a.root
	for _, tok := range strings.Split(strings.TrimPrefix(ref, "#/"), "/") {
		tok = strings.ReplaceAll(strings.ReplaceAll(tok, "~1", "/"), "~0", "~")
		cur = cur.obj(tok)
	}
	return cur
}

// refName is the name a local $ref points at (its last segment), or "".
func refName(o *object) string {
	ref := o.str("$ref")
	if ref == "" {
		return ""
	}
	return ref[strings.LastIndexByte(ref, '/')+1:]
}

// schemaSummary is one line of HTML saying what a schema accepts: a link
// to a named schema, a type with its format, const, enum, or a
// composition.
func (a *apiDoc) schemaSummary(v any) string {
	s, ok := v.(*object)
	if !ok {
		if v == false {
			return "nothing"
		}
		return "any value"
	}
	var parts []string
	if name := refName(s); name != "" && strings.HasPrefix(s.str("$ref"), "#/components/schemas/") {
		link := `<a href="#` + html.EscapeString(schemaAnchor(name)) + `">` + html.EscapeString(name) + `</a>`
		if s.has("properties") || s.has("required") {
			link = "the fields of " + link + " and those below" // a $ref with siblings (OpenAPI 3.1)
		}
		parts = append(parts, link)
	}
	if c, ok := s.values["const"]; ok {
		parts = append(parts, "<code>"+html.EscapeString(jsonText(c))+"</code>")
	}
	if enum := s.list("enum"); len(enum) > 0 {
		vals := make([]string, len(enum))
		for i, e := range enum {
			vals[i] = "<code>" + html.EscapeString(jsonText(e)) + "</code>"
		}
		parts = append(parts, "one of "+strings.Join(vals, ", "))
	}
	if t := typeText(s); t != "" {
		if items, ok := s.get("items").(*object); ok {
			t += " of " + a.schemaSummary(items)
		}
		parts = append(parts, t)
	}
	for _, k := range []string{"oneOf", "anyOf", "allOf"} {
		if list := s.list(k); len(list) > 0 {
			var alts []string
			for _, sub := range list {
				alts = append(alts, a.schemaSummary(sub))
			}
			word := map[string]string{"oneOf": "one of: ", "anyOf": "any of: ", "allOf": "all of: "}[k]
			parts = append(parts, word+strings.Join(alts, "; "))
		}
	}
	if len(parts) == 0 {
		if s.has("properties") {
			return "object"
		}
		return "any value"
	}
	return strings.Join(parts, ", ")
}

// typeText is a schema's type: "string (date-time)", "integer or null".
func typeText(s *object) string {
	var types []string
	switch t := s.get("type").(type) {
	case string:
		types = []string{t}
	case []any:
		for _, x := range t {
			if x, ok := x.(string); ok {
				types = append(types, x)
			}
		}
	}
	if len(types) == 0 {
		return ""
	}
	out := strings.Join(types, " or ")
	if f := s.str("format"); f != "" {
		out += " (" + html.EscapeString(f) + ")"
	}
	return out
}

// constraintKeys are the keywords schemaDetail lists as constraints, with
// how each reads.
var constraintKeys = []struct{ key, label string }{
	{"pattern", "pattern"}, {"minLength", "at least %s character%s"}, {"maxLength", "at most %s character%s"},
	{"minimum", "at least %s"}, {"exclusiveMinimum", "more than %s"}, {"maximum", "at most %s"},
	{"exclusiveMaximum", "less than %s"}, {"multipleOf", "a multiple of %s"},
	{"minItems", "at least %s item%s"}, {"maxItems", "at most %s item%s"}, {"uniqueItems", "items unique"},
	{"minProperties", "at least %s propert%s"}, {"maxProperties", "at most %s propert%s"},
	{"default", "default %s"},
}

// schemaDetail is the HTML under a schema's summary: its description,
// constraints, properties (each with its own detail when it is an inline
// object), the alternatives of a composition, and examples. Named schemas
// are linked, not repeated.
func (a *apiDoc) schemaDetail(s *object, depth int) string {
	if s == nil || depth > 6 {
		return ""
	}
	saved := a.b
	a.b = &strings.Builder{}
	defer func() { a.b = saved }()

	a.md(s.str("description"))
	var constraints []string
	for _, c := range constraintKeys {
		v, ok := s.values[c.key]
		if !ok {
			continue
		}
		if c.key == "pattern" {
			constraints = append(constraints, "pattern <code>"+html.EscapeString(jsonString(v))+"</code>")
			continue
		}
		if c.key == "uniqueItems" {
			if v == true {
				constraints = append(constraints, c.label)
			}
			continue
		}
		value := "<code>" + html.EscapeString(jsonText(v)) + "</code>"
		switch strings.Count(c.label, "%s") {
		case 2: // a count: "1 item", "2 items"
			plural := "s"
			if strings.HasSuffix(c.label, "propert%s") {
				plural = "ies"
				if jsonText(v) == "1" {
					plural = "y"
				}
			} else if jsonText(v) == "1" {
				plural = ""
			}
			constraints = append(constraints, fmt.Sprintf(c.label, value, plural))
		default:
			constraints = append(constraints, fmt.Sprintf(c.label, value))
		}
	}
	if len(constraints) > 0 {
		a.w(`<p class="constraints">`, strings.Join(constraints, "; "), `.</p>`)
	}
	if items, ok := s.get("items").(*object); ok && refName(items) == "" && (items.has("properties") || items.has("oneOf") || items.has("anyOf") || items.has("allOf")) {
		a.w(`<p>Each item:</p>`, a.schemaDetail(items, depth+1))
	}
	if props := s.obj("properties"); props != nil && len(props.keys) > 0 {
		required := map[string]bool{}
		for _, r := range s.list("required") {
			if r, ok := r.(string); ok {
				required[r] = true
			}
		}
		a.w(`<ul class="props">`)
		for _, name := range props.keys {
			a.w(`<li><code class="prop">`)
			a.t(name)
			a.w(`</code> `)
			a.w(a.schemaSummary(props.get(name)))
			if required[name] {
				a.w(` <span class="required">required</span>`)
			}
			if p, ok := props.get(name).(*object); ok && refName(p) == "" {
				a.w(a.schemaDetail(p, depth+1))
			} else if ok {
				a.md(p.str("description")) // a $ref with a description of its own
			}
			a.w(`</li>`)
		}
		a.w(`</ul>`)
	}
	if ap, ok := s.values["additionalProperties"]; ok {
		if ap == false {
			a.w(`<p class="muted">No other properties.</p>`)
		} else {
			a.w(`<p>Other properties: `, a.schemaSummary(ap), `.</p>`)
		}
	}
	if s.get("unevaluatedProperties") == false {
		a.w(`<p class="muted">No properties beyond these.</p>`)
	}
	if d := s.obj("discriminator"); d != nil {
		a.w(`<p>Told apart by <code>`)
		a.t(d.str("propertyName"))
		a.w(`</code>`)
		if m := d.obj("mapping"); m != nil {
			for i, k := range m.keys {
				sep := ": "
				if i > 0 {
					sep = ", "
				}
				target := m.str(k)
				name := target[strings.LastIndexByte(target, '/')+1:]
				a.w(sep, `<code>`, html.EscapeString(k), `</code> is <a href="#`, html.EscapeString(schemaAnchor(name)), `">`, html.EscapeString(name), `</a>`)
			}
		}
		a.w(`.</p>`)
	}
	for _, k := range []string{"oneOf", "anyOf", "allOf"} {
		list := s.list(k)
		var inline []*object
		for _, sub := range list {
			if sub, ok := sub.(*object); ok && refName(sub) == "" {
				inline = append(inline, sub)
			}
		}
		if len(inline) == 0 {
			continue
		}
		a.w(`<ol class="alternatives">`)
		for _, sub := range list {
			sub, _ := sub.(*object)
			a.w(`<li>`, a.schemaSummary(sub))
			if refName(sub) == "" {
				a.w(a.schemaDetail(sub, depth+1))
			}
			a.w(`</li>`)
		}
		a.w(`</ol>`)
	}
	if ex := s.list("examples"); len(ex) > 0 {
		vals := make([]string, len(ex))
		for i, e := range ex {
			vals[i] = "<code>" + html.EscapeString(jsonText(e)) + "</code>"
		}
		a.w(`<p class="examples">Examples: `, strings.Join(vals, ", "), `.</p>`)
	}
	return a.b.String()
}

// jsonText is a value as JSON on one line.
func jsonText(v any) string {
	var b strings.Builder
	writeJSON(&b, v, "")
	return strings.Join(strings.Fields(b.String()), " ")
}

// jsonString is a string value as is, anything else as JSON.
func jsonString(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	return jsonText(v)
}

// writeJSON writes v as indented JSON, objects in their document order.
func writeJSON(b *strings.Builder, v any, indent string) {
	switch v := v.(type) {
	case *object:
		if len(v.keys) == 0 {
			b.WriteString("{}")
			return
		}
		b.WriteString("{\n")
		for i, k := range v.keys {
			key, _ := json.Marshal(k)
			b.WriteString(indent + "  " + string(key) + ": ")
			writeJSON(b, v.values[k], indent+"  ")
			if i < len(v.keys)-1 {
				b.WriteString(",")
			}
			b.WriteString("\n")
		}
		b.WriteString(indent + "}")
	case []any:
		if len(v) == 0 {
			b.WriteString("[]")
			return
		}
		b.WriteString("[\n")
		for i, x := range v {
			b.WriteString(indent + "  ")
			writeJSON(b, x, indent+"  ")
			if i < len(v)-1 {
				b.WriteString(",")
			}
			b.WriteString("\n")
		}
		b.WriteString(indent + "]")
	case json.Number:
		b.WriteString(v.String())
	default:
		out, _ := json.Marshal(v)
		b.WriteString(string(out))
	}
}
