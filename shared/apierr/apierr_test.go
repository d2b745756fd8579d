package apierr

import (
	"go/ast"
	"go/parser"
	"go/token"
	"net/http"
	"strconv"
	"testing"
)

// TestEveryCodeHasAStatus parses this package's source so that a code
// added without a table entry fails here instead of answering 500.
func TestEveryCodeHasAStatus(t *testing.T) {
	t.Parallel()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, "apierr.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	ast.Inspect(f, func(n ast.Node) bool {
		spec, ok := n.(*ast.ValueSpec)
		if !ok || len(spec.Values) != 1 {
			return true
		}
		lit, ok := spec.Values[0].(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return true
		}
		code, _ := strconv.Unquote(lit.Value)
		found++
		if _, ok := statusByCode[Code(code)]; !ok {
			t.Errorf("code %q has no HTTP status in statusByCode", code)
		}
		return true
	})
	if found < 10 {
		t.Fatalf("found only %d codes: the parse is broken", found)
	}
	if Internal.Status() != http.StatusInternalServerError || Code("made_up").Status() != http.StatusInternalServerError {
		t.Fatal("unknown codes must be 500s")
	}
}

func TestFieldsErrNamesEachField(t *testing.T) {
	t.Parallel()
	var f Fields
	if f.Err() != nil {
		t.Fatal("no fields, no error")
	}
	f.Add("amountUsdc", "must be > 0")
	f.Add("payInToken", "must be USDC or EURC")
	e, ok := As(f.Err())
	if !ok || e.Code != BadBody || e.Status() != http.StatusBadRequest || len(e.Fields) != 2 {
		t.Fatalf("got %+v", e)
	}

	// A field rejected twice (two bad ids of one list) is named once in
	// the message; both reasons stay in Fields.
	f.Add("amountUsdc", "must have at most 6 decimals")
	e, _ = As(f.Err())
	if want := "The request was rejected: check amountUsdc, payInToken."; e.Message != want || len(e.Fields) != 3 {
		t.Fatalf("got %q with %d fields, want %q with 3", e.Message, len(e.Fields), want)
	}
}
