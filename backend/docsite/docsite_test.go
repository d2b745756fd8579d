package docsite

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/paystead/paystead/docs"
	"github.com/paystead/paystead/sdk"
)

type bundle struct {
	site    Site
	openAPI []byte
}

// setup renders the documentation from the real sources, as the server
// does.
func setup(t *testing.T) bundle {
	t.Helper()
	openAPI, err := os.ReadFile(filepath.Join("..", "httpapi", "openapi.json"))
	require.NoError(t, err)
	site, err := Build(Sources{
		Index: docs.Index, Clients: docs.Clients, Webhooks: docs.Webhooks, OpenAPI: openAPI,
		GoClient: sdk.PackageDoc, JSClient: sdk.JSReadme, ReactClient: sdk.ReactReadme,
	})
	require.NoError(t, err)
	return bundle{site: site, openAPI: openAPI}
}

// parse parses a page's fragment and checks it is one element, as app.Raw
// needs.
func parse(t *testing.T, fragment string) *html.Node {
	t.Helper()
	body := &html.Node{Type: html.ElementNode, Data: "body", DataAtom: atom.Body}
	nodes, err := html.ParseFragment(strings.NewReader(fragment), body)
	require.NoError(t, err)
	require.Len(t, nodes, 1, "the fragment has a single root")
	require.Equal(t, atom.Div, nodes[0].DataAtom, "the fragment's root is a div")
	return nodes[0]
}

func findAll(n *html.Node, match func(*html.Node) bool) []*html.Node {
	var out []*html.Node
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && match(d) {
			out = append(out, d)
		}
	}
	return out
}

func byAtom(a atom.Atom) func(*html.Node) bool {
	return func(n *html.Node) bool { return n.DataAtom == a }
}

func attr(n *html.Node, name string) string {
	for _, a := range n.Attr {
		if a.Key == name {
			return a.Val
		}
	}
	return ""
}

// textOf is the text of n as a reader meets it: blocks apart, spaces
// collapsed.
func textOf(n *html.Node) string {
	var b strings.Builder
	for d := range n.Descendants() {
		switch {
		case d.Type == html.TextNode:
			b.WriteString(d.Data)
		case d.Type == html.ElementNode && blocks[d.DataAtom]:
			b.WriteString(" ")
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

var blocks = map[atom.Atom]bool{
	atom.P: true, atom.Div: true, atom.Section: true, atom.H2: true, atom.H3: true, atom.H4: true,
	atom.Ul: true, atom.Ol: true, atom.Li: true, atom.Dl: true, atom.Dt: true, atom.Dd: true,
	atom.Table: true, atom.Tr: true, atom.Th: true, atom.Td: true, atom.Pre: true,
}

func byID(t *testing.T, root *html.Node, id string) *html.Node {
	t.Helper()
	found := findAll(root, func(n *html.Node) bool { return attr(n, "id") == id })
	require.Len(t, found, 1, "one element has id %q", id)
	return found[0]
}

// checkPage checks what every page holds: unique ids, a copy button for
// each code block naming it, the live region they announce in, and the
// same-page links landing on an id.
func checkPage(t *testing.T, root *html.Node) {
	t.Helper()
	ids := map[string]bool{}
	for _, n := range findAll(root, func(n *html.Node) bool { return attr(n, "id") != "" }) {
		id := attr(n, "id")
		require.False(t, ids[id], "id %q is used once", id)
		ids[id] = true
	}
	status := byID(t, root, "copy-status")
	require.Equal(t, "status", attr(status, "role"))

	pres := findAll(root, byAtom(atom.Pre))
	buttons := findAll(root, func(n *html.Node) bool { return n.DataAtom == atom.Button && attr(n, "data-copy") != "" })
	require.Len(t, buttons, len(pres), "each code block has one copy button")
	for _, b := range buttons {
		require.Equal(t, "button", attr(b, "type"))
		require.True(t, strings.HasPrefix(attr(b, "aria-label"), "Copy"), "the label starts with the visible text")
		require.Equal(t, "Copy", textOf(b))
		target := byID(t, root, attr(b, "data-copy"))
		require.Equal(t, atom.Pre, target.DataAtom, "%s names a code block", attr(b, "data-copy"))
		require.Equal(t, "0", attr(target, "tabindex"), "a code block that scrolls can be reached by keyboard")
	}
	for _, a := range findAll(root, byAtom(atom.A)) {
		if href := attr(a, "href"); strings.HasPrefix(href, "#") {
			require.True(t, ids[href[1:]], "link %s lands on an id", href)
		}
	}
}

func TestBuild(t *testing.T) {
	t.Parallel()
	b := setup(t)

	t.Run("WebhooksRendersTablesAndCopyableCode", func(t *testing.T) {
		root := parse(t, b.site.Webhooks)
		checkPage(t, root)
		require.NotContains(t, b.site.Webhooks, "| --- |", "no table is left as text")
		var headers [][]string
		for _, table := range findAll(root, byAtom(atom.Table)) {
			var row []string
			for _, th := range findAll(table, byAtom(atom.Th)) {
				row = append(row, textOf(th))
			}
			headers = append(headers, row)
			require.NotEmpty(t, findAll(table, byAtom(atom.Td)), "the table has cells")
		}
		require.Contains(t, headers, []string{"Request", "What it does"})
		require.Contains(t, headers, []string{"Type", "Sent when"})

		var labels []string
		for _, btn := range findAll(root, byAtom(atom.Button)) {
			labels = append(labels, attr(btn, "aria-label"))
		}
		for _, lang := range []string{"Go", "JavaScript", "Python", "JSON"} {
			require.Contains(t, labels, "Copy the "+lang+" code")
		}
		require.Empty(t, findAll(root, byAtom(atom.H1)), "the page's title is the frame's h1, not the fragment's")
		require.NotEmpty(t, byID(t, root, "signature-scheme"), "headings have ids to link to")
	})

	t.Run("IndexLinksEveryPage", func(t *testing.T) {
		root := parse(t, b.site.Index)
		checkPage(t, root)
		var hrefs []string
		for _, a := range findAll(root, byAtom(atom.A)) {
			hrefs = append(hrefs, attr(a, "href"))
		}
		for _, want := range []string{"/docs/api", "/docs/clients", "/docs/webhooks", "/openapi.json"} {
			require.Contains(t, hrefs, want)
		}
		require.Len(t, findAll(root, byAtom(atom.Pre)), 1, "the first invoice's request")
	})

	t.Run("ClientsHoldEachClientsOwnDocumentation", func(t *testing.T) {
		root := parse(t, b.site.Clients)
		checkPage(t, root)
		var h2 []string
		for _, h := range findAll(root, byAtom(atom.H2)) {
			h2 = append(h2, textOf(h))
		}
		require.Equal(t, []string{"Go: package sdk", "JavaScript: @paystead/sdk", "React: @paystead/react"}, h2)
		var h3 []string
		for _, h := range findAll(root, byAtom(atom.H3)) {
			h3 = append(h3, textOf(h))
		}
		// From sdk/doc.go's headings and the READMEs' sections.
		for _, want := range []string{"Getting a client", "Errors", "Retries", "Environments", "Options", "useCheckout"} {
			require.Contains(t, h3, want)
		}
		require.Empty(t, findAll(root, byAtom(atom.H1)))
		require.NotEmpty(t, findAll(root, byAtom(atom.Table)), "the READMEs' tables are tables")
		// The React README's link to ../core leads to the JavaScript
		// client's section; no link leads into the repository's files.
		for _, a := range findAll(root, byAtom(atom.A)) {
			require.False(t, relative(attr(a, "href")), "relative link %q", attr(a, "href"))
		}
		require.Contains(t, b.site.Clients, `href="#javascript-paystead-sdk"`)
	})

	t.Run("APIReferenceListsEveryOperation", func(t *testing.T) {
		root := parse(t, b.site.API)
		checkPage(t, root)
		// The expectation comes from the document itself, read here with
		// encoding/json rather than the package's own reader.
		var doc struct {
			Paths map[string]map[string]json.RawMessage `json:"paths"`
		}
		require.NoError(t, json.Unmarshal(b.openAPI, &doc))
		contents := byID(t, root, "api-contents").Parent
		n := 0
		for path, item := range doc.Paths {
			for method, raw := range item {
				if !slices.Contains(httpMethods, method) {
					continue
				}
				var op struct {
					ID        string              `json:"operationId"`
					Summary   string              `json:"summary"`
					Security  *[]map[string]any   `json:"security"`
					Responses map[string]struct{} `json:"responses"`
					Body      *struct {
						Content map[string]json.RawMessage `json:"content"`
					} `json:"requestBody"`
					Parameters []json.RawMessage `json:"parameters"`
				}
				require.NoError(t, json.Unmarshal(raw, &op))
				n++
				sec := byID(t, root, "op-"+op.ID)
				heading := textOf(findAll(sec, byAtom(atom.H3))[0])
				require.Equal(t, strings.ToUpper(method)+" "+path, heading)
				all := textOf(sec)
				require.Contains(t, all, op.Summary)
				for status := range op.Responses {
					found := false
					for _, dt := range findAll(sec, byAtom(atom.Dt)) {
						found = found || strings.HasPrefix(textOf(dt), status)
					}
					require.True(t, found, "%s lists response %s", op.ID, status)
				}
				require.NotNil(t, op.Security, "%s says who may call it", op.ID)
				if len(*op.Security) == 0 {
					require.Contains(t, all, "Authentication: public", op.ID)
				} else {
					require.NotContains(t, all, "Authentication: public", op.ID)
					require.Contains(t, all, "Authentication: ", op.ID)
				}
				if op.Body != nil {
					require.Contains(t, all, "Request body", op.ID)
					for mt := range op.Body.Content {
						require.Contains(t, all, mt, op.ID)
					}
				}
				rows := findAll(sec, func(n *html.Node) bool { return n.DataAtom == atom.Tr && n.Parent.DataAtom == atom.Tbody })
				require.Len(t, rows, len(op.Parameters), "%s lists its parameters", op.ID)

				links := findAll(contents, func(n *html.Node) bool { return n.DataAtom == atom.A && attr(n, "href") == "#op-"+op.ID })
				require.Len(t, links, 1, "the contents link %s", op.ID)
			}
		}
		require.Greater(t, n, 40, "the document's operations were found")
		require.Contains(t, b.site.API, `id="schema-InvoiceView"`)
		require.Contains(t, textOf(byID(t, root, "schema-InvoiceView")), "Told apart by view: public is InvoicePublicView, owner is InvoiceOwnerView")
	})
}

func TestWithCopyButtons(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ Name, In, Want string }{
		{"NoCode", `<p>text</p>`, `<p>text</p>`},
		{"OneBlock", `<p>a</p><pre><code class="language-go">x := 1</code></pre><p>b</p>`,
			`<p>a</p><div class="code-block"><pre id="code-1" tabindex="0"><code class="language-go">x := 1</code></pre>` +
				`<button type="button" class="copy-code secondary" data-copy="code-1" aria-label="Copy the Go code">Copy</button></div><p>b</p>`},
		{"NumbersEachBlockAndNamesNoLanguageItDoesNotKnow", `<pre>a</pre><pre class="x"><code class="language-text">b</code></pre>`,
			`<div class="code-block"><pre id="code-1" tabindex="0">a</pre><button type="button" class="copy-code secondary" data-copy="code-1" aria-label="Copy the code">Copy</button></div>` +
				`<div class="code-block"><pre id="code-2" tabindex="0" class="x"><code class="language-text">b</code></pre><button type="button" class="copy-code secondary" data-copy="code-2" aria-label="Copy the code">Copy</button></div>`},
		{"LeavesOtherTagsAlone", `<preview>x</preview>`, `<preview>x</preview>`},
		{"LeavesAnUnclosedBlock", `<pre>x`, `<pre>x`},
	} {
		t.Run(tc.Name, func(t *testing.T) {
			require.Equal(t, tc.Want, withCopyButtons(tc.In))
		})
	}
}

func TestMarkdownLinks(t *testing.T) {
	t.Parallel()
	r := newRenderer()
	out, err := r.markdown([]byte("# Title\n\nSee [core](../core), [the file](docs/x.md), [site](https://example.com), [top](#title) and [api](/docs/api).\n"),
		markdownOptions{dropTitle: true, links: map[string]string{"../core": "#core"}})
	require.NoError(t, err)
	require.Equal(t, `<p>See <a href="#core">core</a>, the file, <a href="https://example.com">site</a>, <a href="#title">top</a> and <a href="/docs/api">api</a>.</p>`+"\n", out)
}

// TestAPIReferenceWording renders a small document: how operations,
// security and schemas read.
func TestAPIReferenceWording(t *testing.T) {
	t.Parallel()
	doc := `{
  "openapi": "3.1.0",
  "info": {"title": "T", "version": "9.9.9", "summary": "A test API."},
  "tags": [{"name": "things", "description": "Things *here*."}],
  "paths": {
    "/things/{id}": {
      "get": {"operationId": "getThing", "tags": ["things"], "summary": "Read a thing", "security": [],
        "parameters": [{"name": "id", "in": "path", "required": true, "schema": {"type": "string", "minLength": 1}}],
        "responses": {"200": {"description": "The thing.", "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Thing"}}}},
          "404": {"description": "No such thing."}}},
      "delete": {"operationId": "deleteThing", "tags": ["other"], "summary": "Remove it", "security": [{"Key": []}, {"Cookie": []}],
        "responses": {"204": {"description": "Gone."}}}
    }
  },
  "components": {
    "securitySchemes": {
      "Key": {"type": "apiKey", "in": "header", "name": "X-Key"},
      "Cookie": {"type": "apiKey", "in": "cookie", "name": "session"}
    },
    "schemas": {
      "Base": {"type": "object", "properties": {"kind": {"enum": ["a", "b"]}}},
      "Thing": {"$ref": "#/components/schemas/Base", "required": ["tags"],
        "properties": {"tags": {"type": "array", "items": {"type": "string"}, "minItems": 1, "maxItems": 2}, "n": {"type": ["integer", "null"], "maximum": 5}},
        "unevaluatedProperties": false},
      "Either": {"oneOf": [{"$ref": "#/components/schemas/Thing"}, {"$ref": "#/components/schemas/Base"}],
        "discriminator": {"propertyName": "kind", "mapping": {"a": "#/components/schemas/Thing", "b": "#/components/schemas/Base"}}}
    }
  }
}`
	out, err := apiReference([]byte(doc))
	require.NoError(t, err)
	root := parse(t, out)
	checkPage(t, root)
	for _, tc := range []struct{ Name, ID, Want string }{
		{"PublicOperation", "op-getThing", "GET /things/{id} Read a thing Authentication: public, none needed."},
		{"RequiredParameter", "op-getThing", "id required path string at least 1 character."},
		{"AlternativeCredentials", "op-deleteThing", "Authentication: API key: the X-Key header or Session: the session cookie."},
		{"RefWithSiblings", "schema-Thing", "Thing the fields of Base and those below"},
		{"Counts", "schema-Thing", "tags array of string required at least 1 item; at most 2 items."},
		{"Nullable", "schema-Thing", "n integer or null at most 5."},
		{"Closed", "schema-Thing", "No properties beyond these."},
		{"Discriminator", "schema-Either", "Told apart by kind: a is Thing, b is Base."},
	} {
		t.Run(tc.Name, func(t *testing.T) {
			require.Contains(t, textOf(byID(t, root, tc.ID)), tc.Want)
		})
	}
	var tags []string
	for _, h := range findAll(root, func(n *html.Node) bool { return n.DataAtom == atom.H2 && strings.HasPrefix(attr(n, "id"), "tag-") }) {
		tags = append(tags, textOf(h))
	}
	require.Equal(t, []string{"Things", "Other"}, tags, "the document's tags first, then the others as met")
}
