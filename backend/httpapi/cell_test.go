package httpapi

import "testing"

func TestCellDefusesFormulas(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"":                   "",
		"order 42":           "order 42",
		"2026-11-28":         "2026-11-28",
		"a=b":                "a=b",
		"=1+1":               "'=1+1",
		"+1":                 "'+1",
		"-1":                 "'-1",
		"@SUM(A1)":           "'@SUM(A1)",
		"\tx":                "'\tx",
		"\rx":                "'\rx",
		"\ufeff=HYPERLINK()": "'\ufeff=HYPERLINK()", // a byte-order mark before it
		"\u200b=1":           "'\u200b=1",           // a zero-width space
		"\u200d\u2060+1":     "'\u200d\u2060+1",     // joiners and word joiners
		"  =1":               "'  =1",
		"\u00a0-1":           "'\u00a0-1", // a no-break space
		"＝1+1":               "'＝1+1",     // full-width equals
		"＋1":                 "'＋1",
		"－1":                 "'－1",
		"＠A1":                "'＠A1",
		"\ufeff":             "\ufeff",
		"ＡＢＣ":                "ＡＢＣ",
	} {
		if got := cell(in); got != want {
			t.Errorf("cell(%q) = %q, want %q", in, got, want)
		}
	}
}
