// Package testkit holds the test helpers that several backend packages would otherwise each
// write again. Keep it small: what belongs to one package's fakes stays in that package.
package testkit

import (
	"crypto/rand"
	"testing"

	"github.com/ethereum/go-ethereum/common"
)

// RandomAddress returns a random address, for a wallet, merchant or token that a test needs
// to tell apart from every other.
func RandomAddress(t testing.TB) common.Address {
	t.Helper()
	var a common.Address
	if _, err := rand.Read(a[:]); err != nil {
		t.Fatalf("read random bytes for an address: %v", err)
	}
	return a
}
