package frontend

import (
	"math/big"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestPickOf(t *testing.T) {
	t.Parallel()
	bal := func(id, units int64) netBalance {
		return netBalance{Chain: chainSettings{ID: id}, Balance: big.NewInt(units), Read: true}
	}
	unknown := func(id int64) netBalance { return netBalance{Chain: chainSettings{ID: id}, Read: true} }
	need := big.NewInt(5)
	require.Equal(t, int64(1), pickOf([]netBalance{bal(1, 5), bal(2, 9)}, 1, need), "the invoice's own network when it covers")
	require.Equal(t, int64(2), pickOf([]netBalance{bal(1, 4), bal(2, 9), bal(3, 9)}, 1, need), "else the first known to cover")
	require.Equal(t, int64(2), pickOf([]netBalance{bal(1, 4), unknown(3), bal(2, 9)}, 1, need), "a known balance before an unknown one")
	require.Equal(t, int64(3), pickOf([]netBalance{bal(1, 4), unknown(3)}, 1, need), "else one that may")
	require.Zero(t, pickOf([]netBalance{bal(1, 4), bal(2, 0)}, 1, need), "none covers")
	require.Equal(t, int64(1), pickOf([]netBalance{bal(1, 0), bal(2, 9)}, 1, nil), "needed not known: the invoice's own")
}
