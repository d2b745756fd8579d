package docsite

import (
	"errors"
	"fmt"
	"html"
	"slices"
	"strings"
)

// httpMethods are the operation keys of a path item, in the order a page
// lists them.
var httpMethods = []string{"get", "post", "put", "patch", "delete", "options", "head", "trace"}

// Operation is one operation of the OpenAPI document, as the reference
// lists it.
type Operation struct {
	Method, Path, ID, Tag string
	op                    *object
}

// Operations lists the operations of an OpenAPI document in the
// document's order.
func Operations(openAPI []byte) ([]Operation, error) {
	v, err := decodeOrdered(openAPI)
	if err != nil {
		return nil, err
	}
	root, ok := v.(*object)
	if !ok {
		return nil, errors.New("the OpenAPI document is not a JSON object")
	}
	return operations(root)
}

func operations(root *object) ([]Operation, error) {
	paths := root.obj("paths")
	if paths == nil {
		return nil, errors.New("the OpenAPI document has no paths")
	}
	var ops []Operation
	for _, path := range paths.keys {
		item := paths.obj(path)
		for _, m := range httpMethods {
			op := item.obj(m)
			if op == nil {
				continue
			}
			id := op.str("operationId")
			if id == "" {
				return nil, fmt.Errorf("%s %s has no operationId", strings.ToUpper(m), path)
			}
			tag := "other"
			if tags := op.list("tags"); len(tags) > 0 {
				tag, _ = tags[0].(string)
			}
			ops = append(ops, Operation{Method: strings.ToUpper(m), Path: path, ID: id, Tag: tag, op: op})
		}
	}
	return ops, nil
}

// OperationAnchor is the id of an operation's section on /docs/api.
func OperationAnchor(operationID string) string { return "op-" + operationID }

// apiReference renders /docs/api from the OpenAPI document: the
// introduction and authentication, the operations grouped by tag (method
// and path, summary, description, who may call it, parameters, request
// body, responses), then the named schemas the operations link to.
func apiReference(src []byte) (string, error) {
	v, err := decodeOrdered(src)
	if err != nil {
		return "", err
	}
	root, ok := v.(*object)
	if !ok {
		return "", errors.New("the OpenAPI document is not a JSON object")
	}
	ops, err := operations(root)
	if err != nil {
		return "", err
	}
	a := &apiDoc{root: root, r: newRenderer(), b: &strings.Builder{}}
	a.intro()
	groups := a.groups(ops)
	a.contents(groups)
	for _, g := range groups {
		a.tagSection(g)
	}
	a.schemas()
	if a.err != nil {
		return "", a.err
	}
	return fragment("api-reference", a.b.String()), nil
}

// apiDoc is the reference being written.
type apiDoc struct {
	root *object
	r    *renderer
	b    *strings.Builder // where w and t write
	err  error            // the first markdown that failed to render
}

type tagGroup struct {
	name, description string
	ops               []Operation
}

// groups puts the operations under their first tag, in the order of the
// document's tags list (tags it does not list follow, as met).
func (a *apiDoc) groups(ops []Operation) []tagGroup {
	var out []tagGroup
	index := map[string]int{}
	for _, t := range a.root.list("tags") {
		if t, ok := t.(*object); ok {
			index[t.str("name")] = len(out)
			out = append(out, tagGroup{name: t.str("name"), description: t.str("description")})
		}
	}
	for _, op := range ops {
		i, ok := index[op.Tag]
		if !ok {
			i = len(out)
			index[op.Tag] = i
			out = append(out, tagGroup{name: op.Tag})
		}
		out[i].ops = append(out[i].ops, op)
	}
	return slices.DeleteFunc(out, func(g tagGroup) bool { return len(g.ops) == 0 })
}

func tagAnchor(tag string) string { return "tag-" + slug(tag) }

func schemaAnchor(name string) string { return "schema-" + name }

// w writes raw HTML; t writes escaped text.
func (a *apiDoc) w(s ...string) {
	for _, p := range s {
		a.b.WriteString(p)
	}
}

func (a *apiDoc) t(s string) { a.b.WriteString(html.EscapeString(s)) }

// md writes a markdown description.
func (a *apiDoc) md(s string) {
	if s == "" {
		return
	}
	out, err := a.r.markdown([]byte(s), markdownOptions{shift: 3, idPrefix: "md-"})
	if err != nil && a.err == nil {
		a.err = err
	}
	a.w(out)
}

func (a *apiDoc) intro() {
	info := a.root.obj("info")
	if s := info.str("summary"); s != "" {
		a.w(`<p class="lead">`)
		a.t(s)
		a.w(` Version `)
		a.t(info.str("version"))
		a.w(`.</p>`)
	}
	a.w(`<p>This page is drawn from the OpenAPI 3.1 document the service serves at <a href="/openapi.json"><code>/openapi.json</code></a>: give that to your tools and code generators.</p>`)
	a.md(info.str("description"))
	for _, s := range a.root.list("servers") {
		if s, ok := s.(*object); ok {
			a.w(`<p>Base address: <code>`)
			a.t(s.str("url"))
			a.w(`</code>. `)
			a.t(s.str("description"))
			if vars := s.obj("variables"); vars != nil {
				for _, name := range vars.keys {
					a.w(` <code>`)
					a.t("{" + name + "}")
					a.w(`</code>: `)
					a.t(strings.TrimSpace(strings.ReplaceAll(vars.obj(name).str("description"), "`", "")))
				}
			}
			a.w(`</p>`)
		}
	}

	a.w(`<h2 id="authentication">Authentication</h2>`)
	a.w(`<p>Each operation below says which of these it takes; an operation marked <em>public</em> takes none.</p><dl class="auth-schemes">`)
	schemes := a.root.obj("components").obj("securitySchemes")
	for _, name := range schemes.keys {
		s := schemes.obj(name)
		a.w(`<dt id="auth-`, html.EscapeString(name), `">`)
		a.t(securityLabel(name, s))
		a.w(`</dt><dd>`)
		a.md(s.str("description"))
		a.w(`</dd>`)
	}
	a.w(`</dl>`)
}

// securityLabel names a security scheme as a reader knows it: how the
// credential travels.
func securityLabel(name string, s *object) string {
	switch {
	case s.str("type") == "apiKey" && s.str("in") == "header":
		return "API key: the " + s.str("name") + " header"
	case s.str("type") == "apiKey" && s.str("in") == "cookie":
		return "Session: the " + s.str("name") + " cookie"
	}
	return name
}

// contents is the page's table of contents: each tag and its operations.
func (a *apiDoc) contents(groups []tagGroup) {
	a.w(`<nav class="api-contents" aria-labelledby="api-contents"><h2 id="api-contents">Operations</h2><ul>`)
	for _, g := range groups {
		a.w(`<li><a href="#`, tagAnchor(g.name), `">`)
		a.t(tagTitle(g.name))
		a.w(`</a><ul>`)
		for _, op := range g.ops {
			a.w(`<li><a href="#`, html.EscapeString(OperationAnchor(op.ID)), `">`)
			a.methodBadge(op.Method)
			a.w(` <code class="path">`)
			a.t(op.Path)
			a.w(`</code></a> `)
			a.t(op.op.str("summary"))
			a.w(`</li>`)
		}
		a.w(`</ul></li>`)
	}
	a.w(`<li><a href="#schemas">Schemas</a></li></ul></nav>`)
}

// tagTitle is a tag as a heading: "merchant session" reads "Merchant session".
func tagTitle(tag string) string {
	if tag == "" {
		return tag
	}
	return strings.ToUpper(tag[:1]) + tag[1:]
}

func (a *apiDoc) methodBadge(method string) {
	a.w(`<span class="method method-`, strings.ToLower(method), `">`, method, `</span>`)
}

func (a *apiDoc) tagSection(g tagGroup) {
	id := tagAnchor(g.name)
	a.w(`<section class="api-tag" aria-labelledby="`, id, `"><h2 id="`, id, `">`)
	a.t(tagTitle(g.name))
	a.w(`</h2>`)
	a.md(g.description)
	for _, op := range g.ops {
		a.operation(op)
	}
	a.w(`</section>`)
}

func (a *apiDoc) operation(op Operation) {
	id := html.EscapeString(OperationAnchor(op.ID))
	a.w(`<section class="operation" aria-labelledby="`, id, `-heading" id="`, id, `"><h3 id="`, id, `-heading">`)
	a.methodBadge(op.Method)
	a.w(` <code class="path">`)
	a.t(op.Path)
	a.w(`</code></h3><p class="op-summary">`)
	a.t(op.op.str("summary"))
	if op.op.get("deprecated") == true {
		a.w(` <span class="badge warn">Deprecated</span>`)
	}
	a.w(`</p>`)
	a.md(op.op.str("description"))
	a.security(op.op)
	a.parameters(op.op)
	if body := a.deref(op.op.obj("requestBody")); body != nil {
		a.w(`<h4>Request body</h4>`)
		if body.get("required") == true {
			a.w(`<p>Required.</p>`)
		}
		a.md(body.str("description"))
		a.content(body.obj("content"))
	}
	a.responses(op.op.obj("responses"))
	a.w(`</section>`)
}

// security says who may call an operation: each entry of its security
// list is one way (any of them will do).
func (a *apiDoc) security(op *object) {
	list := op.list("security")
	a.w(`<p class="op-auth"><strong>Authentication:</strong> `)
	if len(list) == 0 {
		a.w(`public, none needed.</p>`)
		return
	}
	schemes := a.root.obj("components").obj("securitySchemes")
	for i, entry := range list {
		if i > 0 {
			a.w(` or `)
		}
		req, _ := entry.(*object)
		if req == nil || len(req.keys) == 0 {
			a.w(`none`)
			continue
		}
		for j, name := range req.keys {
			if j > 0 {
				a.w(` and `)
			}
			a.w(`<a href="#auth-`, html.EscapeString(name), `">`)
			a.t(securityLabel(name, schemes.obj(name)))
			a.w(`</a>`)
		}
	}
	a.w(`.</p>`)
}

func (a *apiDoc) parameters(op *object) {
	params := op.list("parameters")
	if len(params) == 0 {
		return
	}
	a.w(`<h4>Parameters</h4><div class="table-wrap"><table class="params"><thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Value</th><th scope="col">Description</th></tr></thead><tbody>`)
	for _, p := range params {
		p, _ := p.(*object)
		p = a.deref(p)
		if p == nil {
			continue
		}
		a.w(`<tr><td><code>`)
		a.t(p.str("name"))
		a.w(`</code>`)
		if p.get("required") == true {
			a.w(` <span class="required">required</span>`)
		}
		a.w(`</td><td>`)
		a.t(p.str("in"))
		a.w(`</td><td>`)
		a.w(a.schemaSummary(p.get("schema")))
		if s, ok := p.get("schema").(*object); ok && refName(s) == "" {
			a.w(a.schemaDetail(s, 0))
		}
		a.w(`</td><td>`)
		a.md(p.str("description"))
		a.w(`</td></tr>`)
	}
	a.w(`</tbody></table></div>`)
}

func (a *apiDoc) responses(responses *object) {
	if responses == nil {
		return
	}
	a.w(`<h4>Responses</h4><dl class="responses">`)
	for _, status := range responses.keys {
		resp, _ := responses.get(status).(*object)
		name := refName(resp)
		resp = a.deref(resp)
		class := "other"
		if len(status) == 3 {
			class = status[:1] + "xx"
		}
		a.w(`<dt><span class="status status-`, class, `">`)
		a.t(status)
		a.w(`</span>`)
		if name != "" {
			a.w(` <span class="muted">`)
			a.t(name)
			a.w(`</span>`)
		}
		a.w(`</dt><dd>`)
		a.md(resp.str("description"))
		if headers := resp.obj("headers"); headers != nil && len(headers.keys) > 0 {
			a.w(`<p class="headers">Headers: `)
			for i, h := range headers.keys {
				if i > 0 {
					a.w(`, `)
				}
				a.w(`<code>`)
				a.t(h)
				a.w(`</code>`)
			}
			a.w(`.</p>`)
		}
		a.content(resp.obj("content"))
		a.w(`</dd>`)
	}
	a.w(`</dl>`)
}

// content writes each media type of a request or response: its schema and
// examples.
func (a *apiDoc) content(content *object) {
	if content == nil {
		return
	}
	for _, mediaType := range content.keys {
		mt := content.obj(mediaType)
		a.w(`<div class="media-type"><p><code>`)
		a.t(mediaType)
		a.w(`</code>: `)
		a.w(a.schemaSummary(mt.get("schema")))
		a.w(`</p>`)
		if s, ok := mt.get("schema").(*object); ok && refName(s) == "" {
			a.w(a.schemaDetail(s, 0))
		}
		if examples := mt.obj("examples"); examples != nil {
			for _, name := range examples.keys {
				ex := examples.obj(name)
				a.w(`<p class="example-name">Example: `)
				a.t(name)
				a.w(`</p>`)
				a.example(ex.get("value"))
			}
		}
		a.w(`</div>`)
	}
}

func (a *apiDoc) example(v any) {
	var b strings.Builder
	writeJSON(&b, v, "")
	a.w(`<pre><code class="language-json">`)
	a.t(b.String())
	a.w(`</code></pre>`)
}
