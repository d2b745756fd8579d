package truncate_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/paystead/paystead/shared/truncate"
)

func TestString(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, in string
		max      int
		want     string
		cut      bool
	}{
		{"ShortIsKept", "abc", 5, "abc", false},
		{"ExactlyTheLimitIsKept", "abcde", 5, "abcde", false},
		{"LongIsCut", "abcdef", 5, "abcde", true},
		{"NeverHalfACharacter", "ab日本", 4, "ab", true},  // 日 is 3 bytes: 2+3 > 4
		{"AWholeCharacterFits", "ab日本", 5, "ab日", true}, // 2+3 = 5
		{"FourByteCharacter", "😀😀", 5, "😀", true},       // 4 + 4 > 5
		{"ZeroLimit", "abc", 0, "", true},
		{"NegativeLimit", "abc", -1, "", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, cut := truncate.String(tc.in, tc.max)
			if got != tc.want || cut != tc.cut {
				t.Fatalf("String(%q, %d) = %q, %v; want %q, %v", tc.in, tc.max, got, cut, tc.want, tc.cut)
			}
			if !utf8.ValidString(got) {
				t.Fatalf("String(%q, %d) = %q is not valid UTF-8", tc.in, tc.max, got)
			}
		})
	}

	t.Run("EveryCutOfMixedTextIsValid", func(t *testing.T) {
		s := strings.Repeat("aé日😀", 20)
		for n := 0; n <= len(s); n++ {
			got, _ := truncate.String(s, n)
			if !utf8.ValidString(got) || len(got) > n || !strings.HasPrefix(s, got) || len(got) < n-3 {
				t.Fatalf("String(_, %d) = %q (%d bytes)", n, got, len(got))
			}
		}
	})
}

func TestLine(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   string
		max  int
		want string
	}{
		{"first\nsecond", 10, "first"}, // the first line only
		{"abc", 3, "abc"},              // kept whole
		{"abcd", 2, "ab…"},             // cut and marked
		{"ab日本\nx", 4, "ab…"},          // never half a character
	} {
		if got := truncate.Line(tc.in, tc.max); got != tc.want {
			t.Fatalf("Line(%q, %d) = %q; want %q", tc.in, tc.max, got, tc.want)
		}
	}
}
