package wiretest_test

import (
	"testing"

	"github.com/paystead/paystead/shared/internal/wiretest"
)

type body struct {
	ID   string  `json:"id"`
	Note *string `json:"note,omitempty"`
	Tx   *string `json:"tx"`
}

func TestCheck(t *testing.T) {
	t.Parallel()
	in := body{ID: "a"}

	if err := wiretest.Check(in, `{"id":"a","tx":null}`); err != nil {
		t.Fatalf("the same bytes: %v", err)
	}
	for name, want := range map[string]string{
		"OtherOrder":       `{"tx":null,"id":"a"}`,
		"OtherSpacing":     `{"id": "a", "tx": null}`,
		"NullNotLeftOut":   `{"id":"a","note":null,"tx":null}`,
		"LeftOutNotNull":   `{"id":"a"}`,
		"OtherValue":       `{"id":"b","tx":null}`,
		"TrailingNewline":  "{\"id\":\"a\",\"tx\":null}\n",
		"NothingExpected":  ``,
		"AValueOfTheOther": `"a"`,
	} {
		if wiretest.Check(in, want) == nil {
			t.Errorf("%s: %s passed for %+v", name, want, in)
		}
	}
	if wiretest.Check(func() {}, `null`) == nil {
		t.Errorf("a value that cannot be marshalled passed")
	}
}
