package checkout_test

import (
	"context"
	"errors"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/internal/testkit"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// The token's issuer (Circle's blacklist and pause) is asked before the
// customer signs: a frozen payer is told so at prepare and refused at
// submit, nothing stored; a paused token is refused at prepare, while a
// payment signed before the pause is taken and its status says it waits
// for the token.
func TestIssuerControls(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("AFrozenPayerIsToldBeforeSigning", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := testkit.RandomAddress(t)
		b.chain.blacklisted[[2]common.Address{usdc, payer}] = true
		_, err := b.svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: payer.Hex()})
		e := apierrtest.RequireCode(t, err, apierr.WalletFrozen)
		require.Contains(t, e.Message, "The issuer of USDC has frozen the wallet "+payer.Hex())
		require.Contains(t, e.Message, "Nothing was charged")

		other := testkit.RandomAddress(t)
		b.prepare(t, inv, other, "") // another wallet pays
	})

	t.Run("AFrozenPayersSignatureIsNotStored", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		payer := testkit.RandomAddress(t)
		req := b.readyToSubmit(t, inv, payer)
		b.chain.blacklisted[[2]common.Address{usdc, payer}] = true // frozen between prepare and submit
		_, err := b.svc.Submit(ctx, req)
		apierrtest.RequireCode(t, err, apierr.WalletFrozen)
		require.Empty(t, b.store.subs, "nothing stored for the relayer to send")
	})

	t.Run("APausedTokenIsRefusedAtPrepare", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		b.chain.paused[usdc] = true
		_, err := b.svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: testkit.RandomAddress(t).Hex()})
		e := apierrtest.RequireCode(t, err, apierr.TokenPaused)
		require.Contains(t, e.Message, "The issuer of USDC has paused every transfer")
		require.Equal(t, 503, e.Status())

		// A EURC payment swaps into USDC: USDC's pause stops it too.
		eurcInv := b.openInvoice(t, invoiceapi.EURC, 5_000_000)
		_, err = b.svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: eurcInv.ID.String(), Payer: testkit.RandomAddress(t).Hex(), PayInToken: "EURC"})
		e = apierrtest.RequireCode(t, err, apierr.TokenPaused)
		require.Contains(t, e.Message, "USDC")
	})

	t.Run("ASignedPaymentWaitsForThePause", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		req := b.readyToSubmit(t, inv, testkit.RandomAddress(t))
		b.chain.paused[usdc] = true // paused between prepare and submit
		sub, err := b.svc.Submit(ctx, req)
		require.NoError(t, err, "signed: it is taken, and waits")
		st, err := b.svc.Status(ctx, sub.ID.Hex())
		require.NoError(t, err)
		require.Equal(t, checkoutapi.StatusPending, st.Status)
		require.NotNil(t, st.Waiting)
		require.Equal(t, checkoutapi.WaitingTokenPaused, *st.Waiting)

		b.chain.paused[usdc] = false
		st, err = b.svc.Status(ctx, sub.ID.Hex())
		require.NoError(t, err)
		require.Nil(t, st.Waiting, "resumed: it waits for nothing")
	})

	t.Run("AnUnreadableBlacklistIsAChainError", func(t *testing.T) {
		t.Parallel()
		b := setup(t)
		inv := b.openInvoice(t, invoiceapi.USDC, 5_000_000)
		b.chain.issuerErr = errors.New("connection refused")
		_, err := b.svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: testkit.RandomAddress(t).Hex()})
		apierrtest.RequireCode(t, err, apierr.ChainError)
	})
}
