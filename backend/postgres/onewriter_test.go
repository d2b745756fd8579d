package postgres

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// setClause is the SET clause of an UPDATE of invoices or submissions;
// statusSet finds the status among what it sets.
var (
	setClause = regexp.MustCompile(`(?is)\bUPDATE\s+(?:invoices|submissions)\b.*?\bSET\b(.*?)(?:\bWHERE\b|\bFROM\b|$)`)
	statusSet = regexp.MustCompile(`(?is)(?:^|,)\s*status\s*=`)
)

// writesStatus reports whether sql sets the status of an invoice or a
// submission.
func writesStatus(sql string) bool {
	for _, m := range setClause.FindAllStringSubmatch(sql, -1) {
		if statusSet.MatchString(m[1]) {
			return true
		}
	}
	return false
}

// emitters are the functions that put an invoice's webhook events in the
// outbox.
var emitters = map[string]bool{"emitWebhook": true, "emitHeld": true, "emitAfter": true, "emitIfChanged": true, "queueEvents": true}

// TestOneWriterOfStatus: transitions.go is the only file of this package
// that writes an invoice's or a submission's status, or emits an
// invoice's webhook event (webhooks.go defines the emitters, which call
// one another); a store elsewhere calls transitions.go's moves.
func TestOneWriterOfStatus(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	fset := token.NewFileSet()
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") || name == "transitions.go" {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		require.NoError(t, err)
		checked++
		for _, decl := range f.Decls {
			fn, isFunc := decl.(*ast.FuncDecl)
			ast.Inspect(decl, func(n ast.Node) bool {
				switch n := n.(type) {
				case *ast.BasicLit:
					if n.Kind == token.STRING {
						sql, err := strconv.Unquote(n.Value)
						require.NoError(t, err)
						require.False(t, writesStatus(sql), "%s writes a status; move it to transitions.go:\n%s", fset.Position(n.Pos()), sql)
					}
				case *ast.CallExpr:
					if id, ok := n.Fun.(*ast.Ident); ok && emitters[id.Name] {
						inEmitter := name == "webhooks.go" && isFunc && emitters[fn.Name.Name]
						require.True(t, inEmitter, "%s emits an invoice's event (%s); move it to transitions.go", fset.Position(n.Pos()), id.Name)
					}
				}
				return true
			})
		}
	}
	require.Greater(t, checked, 10, "the package's files were read")

	// transitions.go does write them: the check above can fail.
	f, err := parser.ParseFile(fset, "transitions.go", nil, 0)
	require.NoError(t, err)
	writes := 0
	ast.Inspect(f, func(n ast.Node) bool {
		if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING {
			if sql, err := strconv.Unquote(lit.Value); err == nil && writesStatus(sql) {
				writes++
			}
		}
		return true
	})
	require.GreaterOrEqual(t, writes, 10)
	require.True(t, writesStatus(`UPDATE invoices SET refunded_amount = 1, status = CASE WHEN true THEN 'refunded' END WHERE id = $1`))
	require.False(t, writesStatus(`UPDATE invoices SET stage_tx_hash = $2 WHERE id = ANY($1) AND status = 'staging'`))
}
