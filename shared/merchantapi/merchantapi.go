// Package merchantapi holds what the merchant dashboard and the server
// must agree on byte for byte: the request and response bodies of the
// merchant session API (/api/auth, /api/merchant: profile, keys, origins,
// delegate, treasury, compliance), the Sign-In with Ethereum (EIP-4361)
// message the dashboard asks the wallet to sign, and EIP-55 address
// checksums, which that message requires.
//
// It is standard library only, so the WebAssembly frontend builds it
// without go-ethereum; a backend test signs its messages and signs in
// against the real server.
package merchantapi

import (
	"encoding/hex"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// SignInStatement is the human-readable line of the dashboard's sign-in
// message.
const SignInStatement = "Sign in to Paystead to manage your merchant account."

// SIWEMessage is an EIP-4361 message. Domain, URI, ChainID and Nonce come
// from GET /api/auth/nonce; the server refuses any other values.
type SIWEMessage struct {
	Domain    string
	Address   string // 0x-hex in any case; String writes it EIP-55 checksummed
	Statement string // one line; optional
	URI       string
	ChainID   int64
	Nonce     string
	IssuedAt  time.Time
	// ExpirationTime is optional; the zero time leaves it out.
	ExpirationTime time.Time
}

// String is the message text as EIP-4361 lays it out. It fails on an
// address that is not 20 bytes of hex or a statement with a line break
// (either would make the server refuse the message).
func (m SIWEMessage) String() (string, error) {
	addr, err := ChecksumAddress(m.Address)
	if err != nil {
		return "", err
	}
	if strings.ContainsAny(m.Statement, "\r\n") {
		return "", errors.New("merchantapi: a SIWE statement is one line")
	}
	if m.Domain == "" || m.URI == "" || len(m.Nonce) < 8 {
		return "", errors.New("merchantapi: a SIWE message needs the domain, URI and nonce of GET /api/auth/nonce")
	}
	var b strings.Builder
	b.WriteString(m.Domain + " wants you to sign in with your Ethereum account:\n")
	b.WriteString(addr + "\n\n")
	if m.Statement != "" {
		b.WriteString(m.Statement + "\n")
	}
	b.WriteString("\nURI: " + m.URI)
	b.WriteString("\nVersion: 1")
	b.WriteString("\nChain ID: " + strconv.FormatInt(m.ChainID, 10))
	b.WriteString("\nNonce: " + m.Nonce)
	b.WriteString("\nIssued At: " + m.IssuedAt.UTC().Format(time.RFC3339))
	if !m.ExpirationTime.IsZero() {
		b.WriteString("\nExpiration Time: " + m.ExpirationTime.UTC().Format(time.RFC3339))
	}
	return b.String(), nil
}

// ChecksumAddress writes a 20-byte hex address (with or without 0x, any
// case) in EIP-55 mixed case. Wallets often answer in lower case, and
// EIP-4361 messages must carry the checksummed form.
func ChecksumAddress(s string) (string, error) {
	h := strings.ToLower(strings.TrimPrefix(strings.TrimPrefix(s, "0x"), "0X"))
	if len(h) != 40 {
		return "", fmt.Errorf("merchantapi: %q is not a 20-byte hex address", s)
	}
	if _, err := hex.DecodeString(h); err != nil {
		return "", fmt.Errorf("merchantapi: %q is not a 20-byte hex address", s)
	}
	sum := Keccak256([]byte(h))
	out := []byte(h)
	for i, c := range out {
		// The i-th hex digit of the hash decides the i-th letter's case.
		nibble := sum[i/2] >> 4
		if i%2 == 1 {
			nibble = sum[i/2] & 0x0f
		}
		if c >= 'a' && nibble >= 8 {
			out[i] = c - 'a' + 'A'
		}
	}
	return "0x" + string(out), nil
}

// SameAddress reports whether a and b name the same address, whatever
// their case.
func SameAddress(a, b string) bool {
	return strings.EqualFold(strings.TrimPrefix(a, "0x"), strings.TrimPrefix(b, "0x"))
}

// PersonalSignHex is message as personal_sign's first parameter: 0x and
// the UTF-8 bytes in hex, which every wallet decodes the same way.
func PersonalSignHex(message string) string {
	return "0x" + hex.EncodeToString([]byte(message))
}
