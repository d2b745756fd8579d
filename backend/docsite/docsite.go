// Package docsite renders the developer documentation the server publishes
// under /docs: the index, the API reference drawn from the OpenAPI
// document, the client libraries and the webhooks guide. Everything is
// rendered once, on the server, as HTML fragments the pages embed: neither
// the markdown renderer nor the OpenAPI document reaches the WebAssembly,
// and the pages read in full before (and without) it.
//
// Every code block gets a copy button (see withCopyButtons); the plain
// script that works them is frontend/web/docs.js.
package docsite

import (
	"bytes"
	"fmt"
	"html"
	"strings"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

// Sources are what the documentation is rendered from.
type Sources struct {
	// Index, Clients and Webhooks are markdown: the index page, the
	// introduction of the clients page and the webhooks guide.
	Index, Clients, Webhooks []byte
	// OpenAPI is the OpenAPI 3.1 document the API serves at /openapi.json.
	OpenAPI []byte
	// GoClient is the Go source file holding the Go client's package
	// documentation (sdk/doc.go).
	GoClient []byte
	// JSClient and ReactClient are the READMEs of @paystead/sdk and
	// @paystead/react.
	JSClient, ReactClient []byte
}

// Site is the rendered documentation: one HTML fragment per page, each a
// single <div> (the pages hand it to go-app's app.Raw, which takes one
// root element).
type Site struct {
	Index, API, Clients, Webhooks string
}

// Build renders every page.
func Build(src Sources) (Site, error) {
	var s Site
	var err error
	if s.Index, err = page(src.Index, "index"); err != nil {
		return Site{}, fmt.Errorf("render the docs index: %w", err)
	}
	if s.Webhooks, err = page(src.Webhooks, "webhooks"); err != nil {
		return Site{}, fmt.Errorf("render the webhooks guide: %w", err)
	}
	if s.API, err = apiReference(src.OpenAPI); err != nil {
		return Site{}, fmt.Errorf("render the API reference: %w", err)
	}
	if s.Clients, err = clients(src); err != nil {
		return Site{}, fmt.Errorf("render the clients page: %w", err)
	}
	return s, nil
}

// page renders a markdown page whose first heading is its title, which the
// page frame shows as its h1 instead.
func page(src []byte, class string) (string, error) {
	r := newRenderer()
	body, err := r.markdown(src, markdownOptions{dropTitle: true})
	if err != nil {
		return "", err
	}
	return fragment(class, body), nil
}

// fragment wraps a page's HTML in its one root element, with the live
// region the copy buttons announce in.
func fragment(class, body string) string {
	return `<div class="doc ` + class + `">` + copyStatus + withCopyButtons(body) + `</div>`
}

// copyStatus is where the copy script says "Copied" to screen readers.
const copyStatus = `<div id="copy-status" class="sr-only" role="status" aria-live="polite"></div>`

// renderer renders the markdown and doc comments of one page: the heading
// ids it hands out are unique across the page.
type renderer struct {
	md  goldmark.Markdown
	ids *pageIDs
}

func newRenderer() *renderer {
	return &renderer{
		// GFM: tables, strikethrough, autolinks and task lists. Raw HTML
		// in the sources is not rendered (goldmark's default).
		md:  goldmark.New(goldmark.WithExtensions(extension.GFM), goldmark.WithParserOptions(parser.WithAutoHeadingID())),
		ids: &pageIDs{used: map[string]bool{}},
	}
}

type markdownOptions struct {
	// dropTitle removes a leading level-1 heading.
	dropTitle bool
	// shift is added to every heading's level (at most 6).
	shift int
	// idPrefix starts every heading id.
	idPrefix string
	// links replaces link destinations (a README's relative links, which
	// mean nothing on this page); other relative links become plain text.
	links map[string]string
}

func (r *renderer) markdown(src []byte, opt markdownOptions) (string, error) {
	r.ids.prefix = opt.idPrefix
	ctx := parser.NewContext(parser.WithIDs(r.ids))
	doc := r.md.Parser().Parse(text.NewReader(src), parser.WithContext(ctx))
	if h, ok := doc.FirstChild().(*ast.Heading); ok && opt.dropTitle && h.Level == 1 {
		doc.RemoveChild(doc, h)
	}
	var unlink []*ast.Link
	err := ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch n := n.(type) {
		case *ast.Heading:
			n.Level = min(n.Level+opt.shift, 6)
		case *ast.Link:
			dest := string(n.Destination)
			if to, ok := opt.links[dest]; ok {
				n.Destination = []byte(to)
			} else if relative(dest) {
				unlink = append(unlink, n)
			}
		}
		return ast.WalkContinue, nil
	})
	if err != nil {
		return "", err
	}
	for _, l := range unlink {
		parent := l.Parent()
		for c := l.FirstChild(); c != nil; {
			next := c.NextSibling()
			parent.InsertBefore(parent, l, c)
			c = next
		}
		parent.RemoveChild(parent, l)
	}
	var out bytes.Buffer
	if err := r.md.Renderer().Render(&out, src, doc); err != nil {
		return "", err
	}
	return out.String(), nil
}

// relative reports whether a link destination is a path relative to the
// source file (not a URL, an absolute path or a fragment).
func relative(dest string) bool {
	if dest == "" || strings.HasPrefix(dest, "#") || strings.HasPrefix(dest, "/") {
		return false
	}
	if i := strings.IndexAny(dest, ":/?#"); i >= 0 && dest[i] == ':' {
		return false // a scheme: https:, mailto:
	}
	return true
}

// pageIDs hands out the heading ids of one page: lower-case words joined
// by hyphens, after the current prefix, never twice.
type pageIDs struct {
	prefix string
	used   map[string]bool
}

func (p *pageIDs) Generate(value []byte, _ ast.NodeKind) []byte {
	return []byte(p.unique(p.prefix + slug(string(value))))
}

func (p *pageIDs) Put(value []byte) { p.used[string(value)] = true }

func (p *pageIDs) unique(id string) string {
	if id == "" {
		id = "section"
	}
	candidate := id
	for n := 2; p.used[candidate]; n++ {
		candidate = fmt.Sprintf("%s-%d", id, n)
	}
	p.used[candidate] = true
	return candidate
}

// slug is s in lower case, its letters and digits kept and runs of
// anything else made one hyphen.
func slug(s string) string {
	var b strings.Builder
	hyphen := false
	for _, c := range strings.ToLower(s) {
		switch {
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			if hyphen && b.Len() > 0 {
				b.WriteByte('-')
			}
			hyphen = false
			b.WriteRune(c)
		default:
			hyphen = true
		}
	}
	return b.String()
}

// withCopyButtons gives every <pre> of an HTML fragment a copy button: the
// block is wrapped in a div.code-block, the <pre> gets an id, and a button
// names it in data-copy. The button is labelled with the block's language
// when its <code> says one (class="language-go").
func withCopyButtons(fragment string) string {
	var out strings.Builder
	n := 0
	for {
		start := preStart(fragment)
		end := -1
		if start >= 0 {
			end = strings.Index(fragment[start:], "</pre>")
		}
		if end < 0 {
			out.WriteString(fragment)
			return out.String()
		}
		end += start + len("</pre>")
		n++
		id := fmt.Sprintf("code-%d", n)
		block := fragment[start:end]
		label := "Copy the code"
		if lang := codeLanguage(block); lang != "" {
			label = "Copy the " + lang + " code"
		}
		out.WriteString(fragment[:start])
		out.WriteString(`<div class="code-block">`)
		out.WriteString(`<pre id="` + id + `" tabindex="0"` + block[len("<pre"):])
		out.WriteString(`<button type="button" class="copy-code secondary" data-copy="` + id + `" aria-label="` + html.EscapeString(label) + `">Copy</button>`)
		out.WriteString(`</div>`)
		fragment = fragment[end:]
	}
}

// preStart is the index of the first <pre> or <pre ...> tag in s, or -1.
func preStart(s string) int {
	for i := 0; ; {
		j := strings.Index(s[i:], "<pre")
		if j < 0 {
			return -1
		}
		i += j
		if rest := s[i+len("<pre"):]; strings.HasPrefix(rest, ">") || strings.HasPrefix(rest, " ") {
			return i
		}
		i += len("<pre")
	}
}

// codeLanguage is the language a rendered code block names, as a reader
// would call it.
func codeLanguage(block string) string {
	const marker = `class="language-`
	i := strings.Index(block, marker)
	if i < 0 {
		return ""
	}
	lang := block[i+len(marker):]
	lang = lang[:strings.IndexByte(lang, '"')]
	switch lang {
	case "go":
		return "Go"
	case "js", "javascript":
		return "JavaScript"
	case "ts", "typescript":
		return "TypeScript"
	case "tsx", "jsx":
		return "React"
	case "python":
		return "Python"
	case "json":
		return "JSON"
	case "sh", "bash", "shell", "console":
		return "shell"
	case "html":
		return "HTML"
	case "text", "":
		return ""
	}
	return lang
}
