package escrow_test

import (
	"context"
	"math/big"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/escrow"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
	"github.com/paystead/paystead/shared/escrowapi"
)

var (
	depositW = common.HexToAddress("0x00000000000000000000000000000000000De905")
	usdt     = common.HexToAddress("0x00000000000000000000000000000000000000ee")
)

// An invoice paid from its deposit address (#34) is refunded to an address the customer gives,
// never back to the deposit address, and without a signature: its sender may be an exchange.
func TestDepositPaidRefundsGoWhereTheCustomerSays(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b, store, links, _ := linksSetup(t)
	p := b.add(t, escrow.Paid{PaidAt: chainNow.Add(-time.Hour), Payer: depositW, DepositAddress: depositW, ChainID: 31337})
	require.True(t, p.PaidFromDeposit())

	// The API's refund needs the address, and refuses a signature it cannot check.
	_, err := b.svc.Refund(ctx, b.merchantID, p.ID, 0, nil)
	apierrtest.RequireFields(t, err, "to")
	_, err = b.svc.Refund(ctx, b.merchantID, p.ID, 0, &escrow.Consent{To: elsewh, Deadline: chainNow.Add(time.Minute).Unix(), Signature: signedBy(depositW)})
	apierrtest.RequireFields(t, err, "payerSignature")
	require.Empty(t, b.chain.refunds)

	// The link takes the address alone.
	_, token, err := links.Issue(ctx, b.merchantID, p.ID, 4_000_000)
	require.NoError(t, err)
	_, _, err = links.Prepare(ctx, token, elsewh)
	apierrtest.RequireCode(t, err, apierr.InvoiceNotRefundable)
	sent, err := links.Complete(ctx, token, escrow.Consent{To: elsewh})
	require.NoError(t, err)
	require.Equal(t, escrowapi.LinkSent, sent.Status)
	require.Len(t, b.chain.refunds, 1)
	require.Equal(t, int64(4_000_000), b.chain.refunds[0].amount)
	require.Equal(t, elsewh, b.chain.refunds[0].consent.To)
	require.Empty(t, b.chain.refunds[0].consent.Signature, "refundDepositTo: no signature")
	require.Equal(t, escrowapi.LinkSent, store.links[0].Status)

	// A wallet-paid invoice still needs the payer's signature for another address.
	w := b.add(t, escrow.Paid{PaidAt: chainNow.Add(-time.Hour), Payer: payerW, DepositAddress: depositW, ChainID: 31337})
	require.False(t, w.PaidFromDeposit())
	_, err = b.svc.Refund(ctx, b.merchantID, w.ID, 0, &escrow.Consent{To: elsewh})
	apierrtest.RequireFields(t, err, "payerSignature")
}

// Funds held for an invoice (#34) are listed for its merchant and returned through a return link
// to the address the customer gives: everything held when the link was issued, at most what
// is still held when it is used.
func TestReturnLinks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	b, store, links, p := linksSetup(t)
	b.store.heldFunds = []escrow.Held{
		{InvoiceID: p.ID, ChainID: 31337, Token: usdt, Held: big.NewInt(7_000_000), Returned: big.NewInt(0), Since: chainNow},
		{InvoiceID: p.ID, ChainID: 31337, Token: usdc, Held: big.NewInt(2_500_000), Returned: big.NewInt(500_000), Since: chainNow},
	}
	b.svc.SetTokenLookup(func(chainID int64, token common.Address) (string, uint8, bool) {
		return "USDC", 6, chainID == 31337 && token == usdc
	})

	held, err := b.svc.HeldFunds(ctx, b.merchantID, p.ID)
	require.NoError(t, err)
	require.Len(t, held, 2)
	require.Equal(t, "", held[0].Symbol, "a token the deployment does not take is named by its address")
	require.Equal(t, "USDC", held[1].Symbol)
	require.Equal(t, big.NewInt(2_000_000), held[1].Remaining())

	// Another merchant sees nothing of it.
	other := setup(t)
	_, err = b.svc.HeldFunds(ctx, other.merchantID, p.ID)
	apierrtest.RequireCode(t, err, apierr.NotFound)
	_, _, err = links.IssueReturn(ctx, other.merchantID, p.ID, 31337, usdt)
	apierrtest.RequireCode(t, err, apierr.NotFound)
	// Nothing held of a token, or on a chain: nothing to return.
	_, _, err = links.IssueReturn(ctx, b.merchantID, p.ID, 31337, eurc)
	apierrtest.RequireCode(t, err, apierr.NotFound)
	_, _, err = links.IssueReturn(ctx, b.merchantID, p.ID, 1, usdt)
	apierrtest.RequireCode(t, err, apierr.NotFound)

	usdtLink, usdtToken, err := links.IssueReturn(ctx, b.merchantID, p.ID, 31337, usdt)
	require.NoError(t, err)
	require.Equal(t, big.NewInt(7_000_000), usdtLink.Held.Amount)
	require.Equal(t, chainNow.Add(escrow.ReturnLinkLifetime), usdtLink.ExpiresAt)
	// A return link of other funds, and a refund link of the escrow, leave it open.
	_, usdcToken, err := links.IssueReturn(ctx, b.merchantID, p.ID, 31337, usdc)
	require.NoError(t, err)
	_, _, err = links.Issue(ctx, b.merchantID, p.ID, 0)
	require.NoError(t, err)
	require.Equal(t, escrowapi.LinkOpen, store.links[0].Status)

	_, _, err = links.Prepare(ctx, usdtToken, elsewh)
	apierrtest.RequireCode(t, err, apierr.InvoiceNotRefundable)
	sent, err := links.Complete(ctx, usdtToken, escrow.Consent{To: elsewh})
	require.NoError(t, err)
	require.Equal(t, escrowapi.LinkSent, sent.Status)
	require.Len(t, b.chain.returns, 1)
	require.Equal(t, usdt, b.chain.returns[0].held.Token)
	require.Equal(t, elsewh, b.chain.returns[0].to)
	require.Equal(t, big.NewInt(7_000_000), b.chain.returns[0].amount)
	require.Empty(t, b.chain.refunds, "a return is no refund of the invoice")

	// Part of the USDC went back meanwhile (the merchant's own wallet): the link returns the rest.
	b.store.heldFunds[1].Returned = big.NewInt(2_000_000)
	_, err = links.Complete(ctx, usdcToken, escrow.Consent{To: elsewh})
	require.NoError(t, err)
	require.Equal(t, big.NewInt(500_000), b.chain.returns[1].amount)

	// Screening refuses an address, nothing sent.
	b.store.heldFunds[0].Held = big.NewInt(9_000_000)
	_, again, err := links.IssueReturn(ctx, b.merchantID, p.ID, 31337, usdt)
	require.NoError(t, err)
	b.svc.SetScreener(func(context.Context, common.Address) (bool, string, error) { return true, "sanctioned", nil })
	_, err = links.Complete(ctx, again, escrow.Consent{To: elsewh})
	apierrtest.RequireFields(t, err, "to")
	require.Len(t, b.chain.returns, 2)
}
