package merchantapi_test

import (
	"encoding/hex"
	"strings"
	"testing"
	"time"

	"github.com/paystead/paystead/shared/merchantapi"
)

func TestKeccak256(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ in, want string }{
		{"", "c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470"},
		{"abc", "4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45"},
		// Longer than one 136-byte block.
		{strings.Repeat("a", 200), ""},
	} {
		got := merchantapi.Keccak256([]byte(tc.in))
		if tc.want != "" && hex.EncodeToString(got[:]) != tc.want {
			t.Errorf("Keccak256(%q) = %x, want %s", tc.in, got, tc.want)
		}
	}
	// Block boundaries: the padding byte lands at the end of a block.
	a := merchantapi.Keccak256([]byte(strings.Repeat("x", 135)))
	b := merchantapi.Keccak256([]byte(strings.Repeat("x", 136)))
	if a == b {
		t.Error("135 and 136 bytes hash alike")
	}
}

func TestChecksumAddress(t *testing.T) {
	t.Parallel()
	// The examples of EIP-55.
	for _, want := range []string{
		"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
		"0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
		"0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
		"0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
	} {
		for _, in := range []string{strings.ToLower(want), strings.ToUpper(want[2:]), want} {
			got, err := merchantapi.ChecksumAddress(in)
			if err != nil || got != want {
				t.Errorf("ChecksumAddress(%q) = %q, %v; want %q", in, got, err, want)
			}
		}
	}
	for _, bad := range []string{"", "0x12", "0xzz" + strings.Repeat("0", 38)} {
		if _, err := merchantapi.ChecksumAddress(bad); err == nil {
			t.Errorf("ChecksumAddress(%q) succeeded", bad)
		}
	}
}

func TestSIWEMessage(t *testing.T) {
	t.Parallel()
	m := merchantapi.SIWEMessage{
		Domain:         "127.0.0.1:8080",
		Address:        "0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed",
		Statement:      "Sign in to Paystead.",
		URI:            "http://127.0.0.1:8080",
		ChainID:        1337,
		Nonce:          "0123456789abcdef",
		IssuedAt:       time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC),
		ExpirationTime: time.Date(2026, 3, 1, 12, 10, 0, 0, time.UTC),
	}
	got, err := m.String()
	if err != nil {
		t.Fatal(err)
	}
	want := "127.0.0.1:8080 wants you to sign in with your Ethereum account:\n" +
		"0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed\n\n" +
		"Sign in to Paystead.\n\n" +
		"URI: http://127.0.0.1:8080\n" +
		"Version: 1\n" +
		"Chain ID: 1337\n" +
		"Nonce: 0123456789abcdef\n" +
		"Issued At: 2026-03-01T12:00:00Z\n" +
		"Expiration Time: 2026-03-01T12:10:00Z"
	if got != want {
		t.Errorf("message:\n%s\nwant:\n%s", got, want)
	}

	t.Run("WithoutStatementOrExpiry", func(t *testing.T) {
		m := m
		m.Statement, m.ExpirationTime = "", time.Time{}
		got, err := m.String()
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(got, "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed\n\n\nURI: ") || strings.Contains(got, "Expiration") {
			t.Errorf("message:\n%s", got)
		}
	})
	t.Run("RefusesMultilineStatement", func(t *testing.T) {
		m := m
		m.Statement = "a\nb"
		if _, err := m.String(); err == nil {
			t.Error("a two-line statement was accepted")
		}
	})
	t.Run("RefusesShortNonce", func(t *testing.T) {
		m := m
		m.Nonce = "abc"
		if _, err := m.String(); err == nil {
			t.Error("a short nonce was accepted")
		}
	})
}

func TestPersonalSignHex(t *testing.T) {
	t.Parallel()
	if got := merchantapi.PersonalSignHex("hi"); got != "0x6869" {
		t.Errorf("PersonalSignHex = %s", got)
	}
	if !merchantapi.SameAddress("0xABCD", "0xabcd") || merchantapi.SameAddress("0xab", "0xac") {
		t.Error("SameAddress")
	}
}
