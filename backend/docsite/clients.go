package docsite

import (
	"errors"
	"go/doc/comment"
	"go/parser"
	"go/token"
	"html"
	"strings"
)

// clients renders /docs/clients: the page's introduction, then each
// client's own documentation (the Go package's doc comment, the
// JavaScript packages' READMEs), so that the page says what the code says.
func clients(src Sources) (string, error) {
	r := newRenderer()
	var b strings.Builder
	intro, err := r.markdown(src.Clients, markdownOptions{dropTitle: true})
	if err != nil {
		return "", err
	}
	b.WriteString(intro)

	goID := r.ids.unique(slug("Go: package sdk"))
	goDoc, err := r.goPackageDoc(src.GoClient, "go-")
	if err != nil {
		return "", err
	}
	section(&b, goID, "Go: package sdk", goDoc)

	for _, c := range []struct {
		heading, prefix string
		readme          []byte
	}{
		{"JavaScript: @paystead/sdk", "js-", src.JSClient},
		{"React: @paystead/react", "react-", src.ReactClient},
	} {
		// The README's title is the heading; its sections go one level
		// down. Its relative links point into the repository: the one
		// to the core package becomes its section here.
		id := r.ids.unique(slug(c.heading))
		body, err := r.markdown(c.readme, markdownOptions{dropTitle: true, shift: 1, idPrefix: c.prefix,
			links: map[string]string{"../core": "#javascript-paystead-sdk"}})
		if err != nil {
			return "", err
		}
		section(&b, id, c.heading, body)
	}
	return fragment("clients", b.String()), nil
}

// section writes a <section> headed by an h2 that labels it.
func section(b *strings.Builder, id, heading, body string) {
	b.WriteString(`<section aria-labelledby="` + id + `"><h2 id="` + id + `">` + html.EscapeString(heading) + `</h2>`)
	b.WriteString(body)
	b.WriteString(`</section>`)
}

// goPackageDoc renders the package doc comment of a Go source file, its
// headings as h3 under the section's h2. Doc links ([Client]) are shown
// as text: the symbols' own documentation is not on this page.
func (r *renderer) goPackageDoc(src []byte, idPrefix string) (string, error) {
	f, err := parser.ParseFile(token.NewFileSet(), "doc.go", src, parser.PackageClauseOnly|parser.ParseComments)
	if err != nil {
		return "", err
	}
	if f.Doc == nil {
		return "", errors.New("the Go client's source has no package documentation")
	}
	var p comment.Parser
	doc := p.Parse(f.Doc.Text())
	pr := comment.Printer{
		HeadingLevel: 3,
		HeadingID: func(h *comment.Heading) string {
			return r.ids.unique(idPrefix + slug(strings.TrimPrefix(h.DefaultID(), "hdr-")))
		},
		DocLinkURL: func(*comment.DocLink) string { return "" },
	}
	return string(pr.HTML(doc)), nil
}
