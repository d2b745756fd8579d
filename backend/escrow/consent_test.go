package escrow_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
)

// A refund to another address than the payer's (#33): sent with the
// payer's consent once that address passes screening; refused, nothing
// sent, when screening blocks it or it is none; a consent the gateway
// refuses is the payer's signature that does not match.
func TestRefundToAnotherAddress(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	to := common.HexToAddress("0x00000000000000000000000000000000000A11CE")
	consent := &escrow.Consent{To: to, Deadline: chainNow.Add(time.Hour).Unix(), Signature: make([]byte, 65)}

	t.Run("SentWithTheConsent", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		screened := 0
		b.svc.SetScreener(func(_ context.Context, a common.Address) (bool, string, error) {
			screened++
			require.Equal(t, to, a)
			return false, "", nil
		})
		p := b.paidAgo(t, time.Hour)
		_, err := b.svc.Refund(ctx, b.merchantID, p.ID, 0, consent)
		require.NoError(t, err)
		require.Equal(t, 1, screened)
		require.Len(t, b.chain.refunds, 1)
		require.Equal(t, consent, b.chain.refunds[0].consent)
	})

	t.Run("ABlockedOrEmptyAddressIsRefused", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.svc.SetScreener(func(context.Context, common.Address) (bool, string, error) { return true, "sanctioned", nil })
		p := b.paidAgo(t, time.Hour)
		_, err := b.svc.Refund(ctx, b.merchantID, p.ID, 0, consent)
		e := apierrtest.RequireFields(t, err, "to")
		require.Contains(t, fmt.Sprint(e.Fields), "sanctioned")
		none := *consent
		none.To = common.Address{}
		_, err = b.svc.Refund(ctx, b.merchantID, p.ID, 0, &none)
		apierrtest.RequireFields(t, err, "to")
		require.Empty(t, b.chain.refunds, "nothing sent")
	})

	t.Run("ARefusedConsentIsABadSignature", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.chain.refundErr = fmt.Errorf("%w: execution reverted: RefundConsentInvalid", escrow.ErrConsentRefused)
		p := b.paidAgo(t, time.Hour)
		_, err := b.svc.Refund(ctx, b.merchantID, p.ID, 0, consent)
		e := apierrtest.RequireCode(t, err, apierr.InvalidSignature)
		require.Contains(t, e.Message, to.Hex())
	})

	t.Run("AFrozenPayerIsToldTheWayOut", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		b.chain.refundErr = &escrow.FrozenError{Wallet: common.HexToAddress("0xBAD")}
		p := b.paidAgo(t, time.Hour)
		_, err := b.svc.Refund(ctx, b.merchantID, p.ID, 0, nil)
		e := apierrtest.RequireCode(t, err, apierr.WalletFrozen)
		require.Contains(t, e.Message, "another address the payer names")
	})
}
