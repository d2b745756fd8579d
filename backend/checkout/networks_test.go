package checkout_test

import (
	"context"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/checkout"
	"github.com/paystead/paystead/backend/internal/testkit"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// An invoice is paid on the network it is staged on: prepare signs for
// that chain's Permit2 and gateway, and a submission's id names it.
func TestEachInvoiceIsPaidOnItsNetwork(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b := setup(t)
	other := checkout.Network{
		ChainID: big.NewInt(8453),
		Permit2: common.HexToAddress("0x000000000022D473030F116dDEE9F6B43aC78BA3"),
		Gateway: common.HexToAddress("0x00000000000000000000000000000000000b0a5e"),
		Tokens:  map[invoiceapi.Token]common.Address{invoiceapi.USDC: usdc},
		Chain:   b.chain,
	}
	home := b.cfg
	home.Chain, home.Swaps = b.chain, b.swaps
	svc := checkout.NewService(checkout.Config{}, []checkout.Network{home, other}, b.store, b.gate, b.invoices)

	inv := b.openInvoice(t, invoiceapi.USDC, 2_000_000)
	inv.ChainID, inv.Gateway = 8453, other.Gateway
	b.invoices.byID[inv.ID] = inv
	payer := testkit.RandomAddress(t)
	prep, err := svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: inv.ID.String(), Payer: payer.Hex()})
	require.NoError(t, err)
	require.Equal(t, "8453", prep.TypedData.Domain.ChainID)
	require.Equal(t, other.Permit2.Hex(), prep.TypedData.Domain.VerifyingContract)
	require.Equal(t, other.Gateway.Hex(), prep.TypedData.Message.Spender)

	homeInv := b.openInvoice(t, invoiceapi.USDC, 2_000_000)
	prep, err = svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: homeInv.ID.String(), Payer: payer.Hex()})
	require.NoError(t, err)
	require.Equal(t, chainID.String(), prep.TypedData.Domain.ChainID)

	// EURC on the second network, which has neither the token nor swaps.
	eurcInv := b.openInvoice(t, invoiceapi.EURC, 2_000_000)
	eurcInv.ChainID = 8453
	b.invoices.byID[eurcInv.ID] = eurcInv
	_, err = svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: eurcInv.ID.String(), Payer: payer.Hex()})
	apierrtest.RequireCode(t, err, apierr.SwapUnavailable)

	// A chain the deployment no longer settles on.
	gone := b.openInvoice(t, invoiceapi.USDC, 2_000_000)
	gone.ChainID = 10
	b.invoices.byID[gone.ID] = gone
	_, err = svc.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: gone.ID.String(), Payer: payer.Hex()})
	apierrtest.RequireCode(t, err, apierr.InvoiceNotOpen)
}
