package i18n

import (
	"encoding/json"
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/shared/checkoutapi"
)

// checkoutFiles are the hosted checkout's sources, whose messages the
// catalogues translate.
var checkoutFiles = []string{"../invoice.go", "../invoice_*.go", "../refundlink.go", "../subscribe.go", "../subscriptions_*.go", "../subscription_price.go", "../walletflow.go", "../layout.go", "../env.go", "../../backend/httpapi/paylinks.go"}

// paylinkTemplate is the payment link's page (/l/), whose {{T "…"}}
// messages the catalogues translate too.
const paylinkTemplate = "../../backend/httpapi/templates/paylink.html"

var templateMessage = regexp.MustCompile(`\{\{T "((?:[^"\\]|\\.)*)"`)

var printMessages = flag.Bool("print-messages", false, "print the checkout's messages as a JSON catalogue of English to English")

// usedMessages finds every message the checkout translates: the string
// literals given to T (any receiver), to a page's t, to N (its two forms)
// and to msg, which marks a message translated where it is used.
func usedMessages(t *testing.T) []string {
	t.Helper()
	set := map[string]bool{}
	for _, pattern := range checkoutFiles {
		files, err := filepath.Glob(pattern)
		require.NoError(t, err)
		require.NotEmpty(t, files, pattern)
		for _, file := range files {
			if strings.HasSuffix(file, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
			require.NoError(t, err)
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok {
					return true
				}
				var name string
				switch fn := call.Fun.(type) {
				case *ast.SelectorExpr:
					name = fn.Sel.Name
				case *ast.Ident:
					name = fn.Name
				}
				var args []ast.Expr
				switch name {
				case "T", "t", "msg", "say":
					args = call.Args[:min(1, len(call.Args))]
				case "N":
					if len(call.Args) >= 3 {
						args = call.Args[1:3]
					}
				}
				for _, a := range args {
					lit, ok := a.(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						continue
					}
					s, err := strconv.Unquote(lit.Value)
					require.NoError(t, err)
					set[s] = true
				}
				return true
			})
		}
	}
	for _, m := range Calendar() {
		set[m] = true
	}
	page, err := os.ReadFile(paylinkTemplate)
	require.NoError(t, err)
	found := templateMessage.FindAllStringSubmatch(string(page), -1)
	require.NotEmpty(t, found, "the payment link page's messages")
	for _, m := range found {
		s, err := strconv.Unquote(`"` + m[1] + `"`)
		require.NoError(t, err)
		set[s] = true
	}
	// The gate's reasons, which the page translates by their template
	// (invoice_gate.go, reasonIn).
	for _, m := range checkoutapi.Reasons {
		set[m] = true
	}
	out := make([]string, 0, len(set))
	for m := range set {
		out = append(out, m)
	}
	sort.Strings(out)
	return out
}

var placeholder = regexp.MustCompile(`\{[a-zA-Z]+\}`)

func placeholders(s string) []string {
	p := placeholder.FindAllString(s, -1)
	sort.Strings(p)
	return slices.Compact(p)
}

// TestCataloguesAreComplete holds every catalogue to the checkout's
// messages: each translated, with the same placeholders, nothing left
// over from messages the checkout no longer uses, and every format.
func TestCataloguesAreComplete(t *testing.T) {
	used := usedMessages(t)
	require.Greater(t, len(used), 150, "the extraction finds the checkout's messages")
	checkCatalogues(t, "locales/", "the checkout", used)
}

// checkCatalogues holds the catalogue of every language in dir to the
// messages used by what (the checkout, the dashboard); with
// -print-messages it prints them first, as a catalogue to translate.
func checkCatalogues(t *testing.T, dir, what string, used []string) {
	t.Helper()
	if *printMessages {
		m := map[string]string{}
		for _, u := range used {
			m[u] = u
		}
		b, _ := json.MarshalIndent(m, "", "  ")
		os.Stdout.Write(append(b, '\n'))
	}
	for _, lang := range Languages[1:] {
		t.Run(lang.Tag, func(t *testing.T) {
			raw, err := os.ReadFile(dir + lang.Tag + ".json")
			require.NoError(t, err)
			var cat map[string]string
			require.NoError(t, json.Unmarshal(raw, &cat))
			for _, m := range used {
				tr, ok := cat[m]
				if !ok || strings.TrimSpace(tr) == "" {
					t.Errorf("%s lacks %q", lang.Tag, m)
					continue
				}
				require.Equal(t, placeholders(m), placeholders(tr), "placeholders of %q in %s: %q", m, lang.Tag, tr)
			}
			for _, f := range Formats() {
				_, ok := cat[f]
				require.True(t, ok, "%s lacks the format %s", lang.Tag, f)
				allowed := placeholders(formats[f])
				if f == "@date" {
					allowed = append(allowed, "{monthNumber}") // a numeric month, as Japanese writes dates
				}
				for _, p := range placeholders(cat[f]) {
					require.Contains(t, allowed, p, "%s of %s", f, lang.Tag)
				}
				if f == "@usd" || f == "@token" {
					require.Contains(t, cat[f], "{amount}", "%s of %s", f, lang.Tag)
				}
			}
			for k := range cat {
				if !strings.HasPrefix(k, "@") && !slices.Contains(used, k) {
					t.Errorf("%s has %q, which %s no longer says", lang.Tag, k, what)
				}
			}
			_, err = Parse(lang.Tag, raw)
			require.NoError(t, err)
		})
	}
}
