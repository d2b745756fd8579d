package checkout_test

import (
	"context"
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
	"github.com/paystead/paystead/shared/checkoutapi"
)

func TestStatus(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("ReportsProgress", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		settleTx, refundTx := common.HexToHash("0x5e771e"), common.HexToHash("0x7ef0d")
		for name, tc := range map[string]struct {
			sub  checkout.Submission
			want checkoutapi.Status
		}{
			"Pending": {
				checkout.Submission{Status: checkoutapi.StatusPending},
				checkoutapi.Status{Status: "pending"},
			},
			"Settled": {
				checkout.Submission{Status: checkoutapi.StatusSettled, SettleTxHash: settleTx},
				checkoutapi.Status{Status: "settled", SettleTxHash: ptr(settleTx.Hex())},
			},
			"Refunded": {
				checkout.Submission{Status: checkoutapi.StatusRefunded, SettleTxHash: settleTx, RefundTxHash: refundTx},
				checkoutapi.Status{Status: "refunded", SettleTxHash: ptr(settleTx.Hex()), RefundTxHash: ptr(refundTx.Hex())},
			},
			"Failed": {
				checkout.Submission{Status: checkoutapi.StatusFailed, Error: "the invoice was already paid"},
				checkoutapi.Status{Status: "failed", Error: ptr("the invoice was already paid")},
			},
		} {
			tc.sub.ID = crypto.Keccak256Hash([]byte(name))
			b.store.subs[tc.sub.ID] = tc.sub
			got, err := b.svc.Status(ctx, tc.sub.ID.Hex())
			require.NoError(t, err, name)
			require.Equal(t, tc.want, got, name)
		}
	})

	t.Run("RejectsMalformedID", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		for _, id := range []string{"", "nope", "0x1234", "0x" + strings.Repeat("zz", 32), strings.Repeat("ab", 32)} {
			_, err := b.svc.Status(ctx, id)
			apierrtest.RequireFields(t, err, "submissionId")
		}
	})

	t.Run("UnknownIDIsNotFound", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		_, err := b.svc.Status(ctx, "0x"+strings.Repeat("00", 32))
		apierrtest.RequireCode(t, err, apierr.NotFound)
	})

	t.Run("StoreFailurePassesThrough", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.store.err = errors.New("connection reset")
		_, err := b.svc.Status(ctx, "0x"+strings.Repeat("00", 32))
		require.ErrorIs(t, err, b.store.err)
		apierrtest.RequireInternal(t, err)
	})
}

func TestSubmissionID(t *testing.T) {
	t.Parallel()
	id := invoice.ID{1}
	payer := common.HexToAddress("0x52908400098527886E0F7030069857D2E4169EE7")
	base := checkout.SubmissionID(chainID, id, payer, big.NewInt(7))

	require.Equal(t, base, checkout.SubmissionID(big.NewInt(1337), invoice.ID{1}, payer, big.NewInt(7)), "deterministic")
	for name, other := range map[string]common.Hash{
		"Chain":   checkout.SubmissionID(big.NewInt(1), id, payer, big.NewInt(7)),
		"Invoice": checkout.SubmissionID(chainID, invoice.ID{2}, payer, big.NewInt(7)),
		"Payer":   checkout.SubmissionID(chainID, id, common.Address{1}, big.NewInt(7)),
		"Nonce":   checkout.SubmissionID(chainID, id, payer, big.NewInt(8)),
	} {
		require.NotEqual(t, base, other, "another %s, another id", name)
	}
}

func ptr[T any](v T) *T { return &v }
