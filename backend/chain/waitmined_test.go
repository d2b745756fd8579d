package chain

import (
	"context"
	"errors"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/stretchr/testify/require"
)

// receiptsAfter answers a receipt once its errs are spent.
type receiptsAfter struct {
	errs []error
}

func (r *receiptsAfter) TransactionReceipt(context.Context, common.Hash) (*types.Receipt, error) {
	if len(r.errs) > 0 {
		err := r.errs[0]
		r.errs = r.errs[1:]
		return nil, err
	}
	return &types.Receipt{Status: types.ReceiptStatusSuccessful, BlockNumber: big.NewInt(7)}, nil
}

func (r *receiptsAfter) CodeAt(context.Context, common.Address, *big.Int) ([]byte, error) {
	return nil, nil
}

// A node that is still indexing its transactions (geth just after a
// start) says so for a receipt: WaitMined waits, as for one not mined yet;
// any other error ends the wait.
func TestWaitMinedWaitsOutIndexing(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	tx := types.NewTx(&types.LegacyTx{Nonce: 1})
	r, err := WaitMined(ctx, &receiptsAfter{errs: []error{
		errors.New("transaction indexing is in progress"), ethereum.NotFound, errors.New("transaction indexing is in progress"),
	}}, tx)
	require.NoError(t, err)
	require.Equal(t, int64(7), r.BlockNumber.Int64())

	_, err = WaitMined(ctx, &receiptsAfter{errs: []error{errors.New("connection refused")}}, tx)
	require.ErrorContains(t, err, "connection refused")
}
