package i18n

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// dashboardFiles are the merchant dashboard's sources, whose messages
// the dashboard's catalogues (locales/dashboard/) translate: its pages
// and what they share with the checkout (layout.go's frame).
var dashboardFiles = []string{"../signin*.go", "../merchant*.go", "../invoices*.go", "../settings*.go", "../treasury.go",
	"../links.go", "../compliance.go", "../chart.go", "../layout.go", "../tokens.go", "../builders.go", "../subscriptions.go", "../plans.go", "../subscription_price.go"}

// translating are the functions whose first string argument is a message
// (N: its second and third).
var translating = map[string]bool{"T": true, "t": true, "msg": true, "title": true, "say": true}

// sinks are the calls whose arguments reach the page as text: a string
// literal anywhere in them, outside a translation, is English a reader
// of another language would see.
var sinks = map[string]bool{"Text": true, "Placeholder": true, "Title": true, "Alt": true, "announce": true,
	"para": true, "mutedPara": true, "heading3": true, "idSpan": true, "plainButton": true, "secondaryButton": true,
	"confirmed": true, "fail": true, "describeError": true, "walletFailure": true, "abortSignIn": true, "loadInto": true,
	"copyLink": true, "progress": true, "Errorf": false}

// idFirst are the sinks whose first argument is an element's id.
var idFirst = map[string]bool{"idSpan": true, "plainButton": true, "secondaryButton": true}

// sinkFields are the frames' and pages' fields that are shown as text.
var sinkFields = map[string]bool{"failure": true, "progress": true, "announcement": true, "nameError": true, "emailError": true}

// attributes are the calls whose string arguments are names, not words:
// ids, classes, URLs, types, DOM and JavaScript names.
var attributes = map[string]bool{"ID": true, "Class": true, "Href": true, "Src": true, "Style": true, "DataSet": true,
	"Role": true, "Type": true, "Set": true, "Get": true, "Call": true, "For": true, "Name": true, "AutoComplete": true,
	"Pattern": true, "InputMode": true, "Value": true, "Accept": true, "Lang": true, "Rel": true, "Target": true,
	"request": true, "focusAfterRender": true, "GetElementByID": true, "HasPrefix": true, "HasSuffix": true,
	"Contains": true, "Cut": true, "Log": true, "Split": true, "Replace": true, "ReplaceAll": true, "TrimPrefix": true, "TrimSuffix": true}

// notText are literals of the dashboard's files that are not words for
// a reader: time layouts and the like.
var notText = map[string]bool{"2 Jan 2006 15:04": true, "Mon 2 Jan": true, "15:04": true, "2006-01-02": true,
	"2006-01-02 15:04": true, "2006-01-02 15:04 UTC": true, "Paystead": true, " · Paystead": true,
	"you@example.com": true,
	// Errors of broken invariants, never a customer's situation: a page
	// that shows one has a bug to fix, not a sentence to translate.
	"no wallet is connected": true, "the invoice is on chain ": true}

type dashboardScan struct {
	messages     map[string]bool
	untranslated []string
}

// scanDashboard finds the dashboard's messages and any English that
// reaches its pages untranslated.
func scanDashboard(t *testing.T) dashboardScan {
	t.Helper()
	scan := dashboardScan{messages: map[string]bool{}}
	for _, pattern := range dashboardFiles {
		files, err := filepath.Glob(pattern)
		require.NoError(t, err)
		require.NotEmpty(t, files, pattern)
		for _, file := range files {
			if strings.HasSuffix(file, "_test.go") {
				continue
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, file, nil, 0)
			require.NoError(t, err)
			scanFile(t, fset, f, &scan)
		}
	}
	for _, m := range dashboardCalendar {
		scan.messages[m] = true
	}
	return scan
}

// dashboardCalendar are the short day and month names the dashboard's
// dates and chart use.
var dashboardCalendar = []string{"Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat",
	"Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"}

func scanFile(t *testing.T, fset *token.FileSet, f *ast.File, scan *dashboardScan) {
	translated := map[*ast.BasicLit]bool{}
	// flag judges what a sink is given: its literals and those joined to
	// them with +, not the arguments of calls inside it (a call that
	// shows words is a sink of its own; sentences are caught anywhere).
	flag := func(e ast.Expr) {
		ast.Inspect(e, func(n ast.Node) bool {
			if _, ok := n.(*ast.CallExpr); ok {
				return false
			}
			lit, ok := n.(*ast.BasicLit)
			if !ok || lit.Kind != token.STRING || translated[lit] {
				return true
			}
			s, _ := strconv.Unquote(lit.Value)
			if isWords(s) && !notText[s] && !isName(s) {
				scan.untranslated = append(scan.untranslated, fset.Position(lit.Pos()).String()+": "+lit.Value)
			}
			return true
		})
	}
	ast.Inspect(f, func(n ast.Node) bool {
		if call, ok := n.(*ast.CallExpr); ok && attributes[callName(call)] {
			for _, a := range call.Args {
				ast.Inspect(a, func(n ast.Node) bool {
					if c, ok := n.(*ast.CallExpr); ok && !attributes[callName(c)] {
						return false // a call inside: its own arguments are judged alone
					}
					if lit, ok := n.(*ast.BasicLit); ok {
						translated[lit] = true // not words: never flagged
					}
					return true
				})
			}
		}
		return true
	})
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.CallExpr:
			name := callName(n)
			switch {
			case translating[name]:
				if len(n.Args) > 0 {
					if s, ok := constant(n.Args[0], translated); ok {
						scan.messages[s] = true
					}
				}
			case name == "N" && len(n.Args) >= 3:
				for _, a := range n.Args[1:3] {
					if s, ok := constant(a, translated); ok {
						scan.messages[s] = true
					}
				}
			case sinks[name]:
				args := n.Args
				if idFirst[name] && len(args) > 0 {
					args = args[1:] // an element's id, then its words
				}
				for _, a := range args {
					flag(a)
				}
			case name == "Aria" && len(n.Args) == 2:
				if lit, ok := n.Args[0].(*ast.BasicLit); ok && (lit.Value == `"label"` || lit.Value == `"description"`) {
					flag(n.Args[1])
				}
			}
		case *ast.AssignStmt:
			for i, lhs := range n.Lhs {
				if sel, ok := lhs.(*ast.SelectorExpr); ok && sinkFields[sel.Sel.Name] && i < len(n.Rhs) {
					flag(n.Rhs[i])
				}
			}
		case *ast.BasicLit:
			// A sentence anywhere (three words or more) is text too.
			if s, err := strconv.Unquote(n.Value); err == nil && n.Kind == token.STRING && !translated[n] && len(strings.Fields(s)) >= 3 && isWords(s) && !notText[s] && !strings.Contains(s, "<") {
				scan.untranslated = append(scan.untranslated, fset.Position(n.Pos()).String()+": "+n.Value)
			}
		}
		return true
	})
}

// constant is the string e spells, a literal or literals joined with +,
// each marked translated.
func constant(e ast.Expr, translated map[*ast.BasicLit]bool) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		s, err := strconv.Unquote(e.Value)
		if e.Kind != token.STRING || err != nil {
			return "", false
		}
		translated[e] = true
		return s, true
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		x, ok := constant(e.X, translated)
		if !ok {
			return "", false
		}
		y, ok := constant(e.Y, translated)
		return x + y, ok
	case *ast.ParenExpr:
		return constant(e.X, translated)
	}
	return "", false
}

// isWords reports whether s has a word of two or more letters.
func isWords(s string) bool {
	run := 0
	for _, r := range s {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			run++
			if run >= 2 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// isName reports whether s is an id or class ("copy-payment-url"), not
// words: lower case, digits and dashes, with a dash.
func isName(s string) bool {
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return false
		}
	}
	return strings.Contains(s, "-")
}

func callName(call *ast.CallExpr) string {
	switch fn := call.Fun.(type) {
	case *ast.SelectorExpr:
		return fn.Sel.Name
	case *ast.Ident:
		return fn.Name
	case *ast.IndexExpr: // a generic function: loadInto[T]
		if id, ok := fn.X.(*ast.Ident); ok {
			return id.Name
		}
	}
	return ""
}

// TestDashboardSaysNothingUntranslated fails on English that reaches a
// dashboard page without passing through a translation: a literal given
// to a text sink (Text, Placeholder, an aria-label, an announcement, a
// failure…) or any sentence, outside T/t/msg/N.
func TestDashboardSaysNothingUntranslated(t *testing.T) {
	scan := scanDashboard(t)
	sort.Strings(scan.untranslated)
	scan.untranslated = slices.Compact(scan.untranslated)
	require.Empty(t, scan.untranslated, "English the dashboard shows untranslated (pass it through f.t, l.T or msg)")
}

// TestCheckoutSaysNothingUntranslated is the same for the customer's
// pages (the checkout and the refund link's page).
func TestCheckoutSaysNothingUntranslated(t *testing.T) {
	scan := dashboardScan{messages: map[string]bool{}}
	for _, pattern := range checkoutFiles {
		files, err := filepath.Glob(pattern)
		require.NoError(t, err)
		for _, file := range files {
			if strings.HasSuffix(file, "_test.go") || strings.HasSuffix(file, "paylinks.go") {
				continue // the payment link's page speaks through its template's {{T}}
			}
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, file, nil, 0)
			require.NoError(t, err)
			scanFile(t, fset, f, &scan)
		}
	}
	sort.Strings(scan.untranslated)
	scan.untranslated = slices.Compact(scan.untranslated)
	require.Empty(t, scan.untranslated, "English the checkout shows untranslated (pass it through p.t, l.T or msg)")
}

// TestDashboardCataloguesAreComplete holds every dashboard catalogue to
// the dashboard's messages, as TestCataloguesAreComplete does the
// checkout's.
func TestDashboardCataloguesAreComplete(t *testing.T) {
	scan := scanDashboard(t)
	used := make([]string, 0, len(scan.messages))
	for m := range scan.messages {
		used = append(used, m)
	}
	sort.Strings(used)
	require.Greater(t, len(used), 100, "the extraction finds the dashboard's messages")
	checkCatalogues(t, "locales/dashboard/", "the dashboard", used)
}
