package testkit_test

import (
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/paystead/paystead/backend/internal/testkit"
)

func TestRandomAddressesDiffer(t *testing.T) {
	t.Parallel()
	a, b := testkit.RandomAddress(t), testkit.RandomAddress(t)
	if a == b || a == (common.Address{}) {
		t.Fatalf("got %s and %s, want two different non-zero addresses", a, b)
	}
}
