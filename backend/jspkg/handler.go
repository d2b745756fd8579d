package jspkg

import (
	"bytes"
	"html/template"
	"net/http"
	"path"
	"time"
)

// Prefix is where the packages are served: Prefix alone is the page that
// says how to install them, Prefix + a file's name the file.
const Prefix = "/sdk/"

// Handler serves Prefix from set. A nil set (the packages were not built
// into this deployment) answers every path with 404, the index saying why.
func Handler(set *Set) http.Handler {
	var (
		index []byte
		files map[string]File
	)
	if set != nil {
		files = set.Files()
		var buf bytes.Buffer
		if err := indexPage.Execute(&buf, set); err != nil {
			panic(err) // the template and the set are ours: a test would have seen it
		}
		index = buf.Bytes()
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		if r.URL.Path == Prefix {
			h.Set("Content-Type", "text/html; charset=utf-8")
			h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
			h.Set("Cache-Control", "no-cache")
			if set == nil {
				w.WriteHeader(http.StatusNotFound)
				_, _ = w.Write(notBuiltPage)
				return
			}
			_, _ = w.Write(index)
			return
		}
		if set == nil {
			http.NotFound(w, r)
			return
		}
		f, ok := files[path.Base(r.URL.Path)]
		if !ok || path.Dir(r.URL.Path)+"/" != Prefix {
			http.NotFound(w, r)
			return
		}
		h.Set("Content-Type", f.ContentType)
		h.Set("ETag", f.ETag)
		// The names carry the version, the contents also the deployment's
		// address, which an operator may change: always revalidated.
		h.Set("Cache-Control", "no-cache")
		http.ServeContent(w, r, f.Name, time.Time{}, bytes.NewReader(f.Body))
	})
}

var notBuiltPage = []byte(`<!doctype html>
<html lang="en"><meta charset="utf-8"><title>JavaScript packages: not built</title>
<body><h1>JavaScript packages</h1>
<p>This Paystead was built without its JavaScript packages. Its operator builds them with <code>make sdk</code>
(<code>make build</code>, <code>make dev</code> and the Docker image do), into the folder <code>PAYSTEAD_SDK_DIR</code> names.</p>
</body></html>
`)

var indexPage = template.Must(template.New("index").Parse(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>JavaScript packages {{.Version}} · Paystead</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
pre { background: #f3f4f6; padding: .75rem 1rem; overflow-x: auto; border-radius: 6px; }
code { font: 14px/1.45 ui-monospace, monospace; }
</style>
</head>
<body>
<main>
<h1>JavaScript packages from this Paystead</h1>
<p>Version {{.Version}}, made for <strong>{{.BaseURL}}</strong>: a client made without <code>baseUrl</code>
talks to this Paystead, and to no other host.</p>

<h2>npm</h2>
<p>Install the two in one command (<code>@paystead/react</code> needs <code>@paystead/sdk</code> of the same version, which npm then takes from the other address):</p>
<pre><code>npm install {{.BaseURL}}/sdk/{{.SDK.Name}} {{.BaseURL}}/sdk/{{.React.Name}}</code></pre>
<p>Only <code>@paystead/sdk</code>, for a server or a page without React:</p>
<pre><code>npm install {{.BaseURL}}/sdk/{{.SDK.Name}}</code></pre>
<ul>
<li><a href="{{.SDK.Name}}">{{.SDK.Name}}</a> ({{len .SDK.Body}} bytes)</li>
<li><a href="{{.React.Name}}">{{.React.Name}}</a> ({{len .React.Body}} bytes)</li>
</ul>

<h2>A script tag</h2>
<p>The global <code>Paystead</code>, for a page without a bundler:</p>
<pre><code>&lt;script src="{{.BaseURL}}/sdk/{{.Bundle.Name}}"&gt;&lt;/script&gt;
&lt;script&gt;
  const paystead = new Paystead.Client({ apiKey: 'pk_live_…' });
&lt;/script&gt;</code></pre>

<p>How to use them: <a href="/docs/clients">the clients' documentation</a>.</p>
</main>
</body>
</html>
`))
