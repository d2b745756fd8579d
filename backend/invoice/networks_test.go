package invoice_test

import (
	"context"
	"testing"

	"github.com/ethereum/go-ethereum/common"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/internal/testkit"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/apierr/apierrtest"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// withSecond adds a second network (chain 10) taking USDC only, whose
// issuer is returned.
func withSecond(t *testing.T) (*fakeIssuer, func(*invoice.Config)) {
	second := &fakeIssuer{delegates: map[common.Address]bool{}, onChain: map[invoice.ID]bool{}, isStagedErrs: map[invoice.ID]error{}}
	usdc := testkit.RandomAddress(t)
	return second, func(c *invoice.Config) {
		c.Networks = append(c.Networks, invoice.Network{ChainID: 10, Gateway: testkit.RandomAddress(t),
			Tokens: []invoice.PayIn{{Symbol: invoiceapi.USDC, Payout: usdc}}, Issuer: second})
	}
}

func usdcRequest(networks ...int64) invoiceapi.CreateInvoiceRequest {
	req := request()
	req.PayInToken, req.Networks = "USDC", networks
	return req
}

func TestCreateOnNetworks(t *testing.T) {
	t.Parallel()
	ctx := context.Background()

	t.Run("EveryNetworkTakingTheTokenByDefaultStagedOnTheFirst", func(t *testing.T) {
		t.Parallel()
		second, add := withSecond(t)
		b := setup(t, add)
		inv := b.create(t, usdcRequest(), "")
		require.Equal(t, []int64{84532, 10}, inv.Networks)
		require.Equal(t, int64(84532), inv.ChainID)
		require.Equal(t, b.cfg.Networks[0].Gateway, inv.Gateway)
		require.Equal(t, 1, b.chain.wakes)
		require.Zero(t, second.wakes)
		require.Empty(t, second.delegateAsked, "only the network it is staged on is asked at creation")

		eurc := b.create(t, request(), "")
		require.Equal(t, []int64{84532}, eurc.Networks, "the second network has no EURC")
	})

	t.Run("TheNetworksRequestedInTheirOrder", func(t *testing.T) {
		t.Parallel()
		second, add := withSecond(t)
		b := setup(t, add)
		second.delegates[b.merchant.OwnerWallet] = true
		inv := b.create(t, usdcRequest(10, 84532), "")
		require.Equal(t, []int64{10, 84532}, inv.Networks)
		require.Equal(t, int64(10), inv.ChainID)
		require.Equal(t, b.cfg.Networks[1].Gateway, inv.Gateway)
		require.Equal(t, b.cfg.Networks[1].Tokens[0].Payout, inv.PayoutToken, "the payout token's address on that chain")
		require.Equal(t, 1, second.wakes)
		require.Zero(t, b.chain.wakes)
	})

	// The merchant takes payments on the second network alone: invoices
	// are payable there only, and naming another is refused.
	t.Run("OnlyTheNetworksTheMerchantEnabled", func(t *testing.T) {
		t.Parallel()
		second, add := withSecond(t)
		b := setup(t, add)
		second.delegates[b.merchant.OwnerWallet] = true
		b.merchant.Networks = []int64{10}
		inv := b.create(t, usdcRequest(), "")
		require.Equal(t, []int64{10}, inv.Networks)
		require.Equal(t, int64(10), inv.ChainID)

		_, err := b.svc.Create(ctx, b.merchant, usdcRequest(84532), "")
		e := apierrtest.RequireCode(t, err, apierr.BadBody)
		require.Contains(t, e.Fields[0].Message, "chain 84532 is not among the networks you take payments on")

		_, err = b.svc.Create(ctx, b.merchant, request(), "")
		e = apierrtest.RequireCode(t, err, apierr.BadBody)
		require.Equal(t, "payInToken", e.Fields[0].Field, "EURC is on none of the merchant's networks")
	})

	t.Run("TheFirstNetworkMustLetTheServerStage", func(t *testing.T) {
		t.Parallel()
		_, add := withSecond(t)
		b := setup(t, add)
		_, err := b.svc.Create(ctx, b.merchant, usdcRequest(10), "")
		e := apierrtest.RequireCode(t, err, apierr.DelegateNotAuthorized)
		require.Contains(t, e.Message, "on chain 10")
		require.Empty(t, b.store.invoices)
	})

	t.Run("UnknownOrTokenlessNetworksAreRefused", func(t *testing.T) {
		t.Parallel()
		_, add := withSecond(t)
		b := setup(t, add)
		_, err := b.svc.Create(ctx, b.merchant, usdcRequest(84532, 137), "")
		e := apierrtest.RequireCode(t, err, apierr.BadBody)
		require.Equal(t, "networks", e.Fields[0].Field)
		require.Contains(t, e.Fields[0].Message, "chain 137 is not a network of this deployment")

		eurc := request()
		eurc.Networks = []int64{10}
		_, err = b.svc.Create(ctx, b.merchant, eurc, "")
		e = apierrtest.RequireCode(t, err, apierr.BadBody)
		require.Contains(t, e.Fields[0].Message, "chain 10 does not take EURC")

		for _, bad := range [][]int64{{}, {84532, 84532}, {-1}} {
			_, err = b.svc.Create(ctx, b.merchant, usdcRequest(bad...), "")
			if len(bad) == 0 {
				req := usdcRequest()
				req.Networks = []int64{}
				_, err = b.svc.Create(ctx, b.merchant, req, "")
			}
			e = apierrtest.RequireCode(t, err, apierr.BadBody)
			require.Equal(t, "networks", e.Fields[0].Field, "%v", bad)
		}
		require.Empty(t, b.store.invoices)
	})
}

func TestMove(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	open := func(t *testing.T) (*testBundle, *fakeIssuer, invoice.Invoice) {
		second, add := withSecond(t)
		b := setup(t, add)
		second.delegates[b.merchant.OwnerWallet] = true
		inv := b.create(t, usdcRequest(), "")
		require.NoError(t, b.store.MarkStaged(ctx, inv.ID, common.Hash{1}, b.clock.Now()))
		return b, second, inv
	}

	t.Run("ToAnotherOfItsNetworksAndBack", func(t *testing.T) {
		t.Parallel()
		b, second, inv := open(t)
		moved, err := b.svc.Move(ctx, inv.ID, 10)
		require.NoError(t, err)
		require.Equal(t, invoice.Staging, moved.Status, "staged on the chain chosen")
		require.Equal(t, int64(10), moved.ChainID)
		require.Equal(t, b.cfg.Networks[1].Gateway, moved.Gateway)
		require.Equal(t, b.cfg.Networks[1].Tokens[0].Payout, moved.PayoutToken)
		require.Equal(t, 1, second.wakes)

		again, err := b.svc.Move(ctx, inv.ID, 10)
		require.NoError(t, err, "already there: answered as it is")
		require.Equal(t, moved, again)

		sent := b.store.invoices[inv.ID]
		sent.StageTxHash = common.Hash{2} // its staging transaction sent, not mined yet
		b.store.invoices[inv.ID] = sent
		_, err = b.svc.Move(ctx, inv.ID, 84532)
		apierrtest.RequireCode(t, err, apierr.InvoiceNotOpen)
		require.NoError(t, b.store.MarkStaged(ctx, inv.ID, common.Hash{2}, b.clock.Now()))
		back, err := b.svc.Move(ctx, inv.ID, 84532)
		require.NoError(t, err)
		require.Equal(t, invoice.Open, back.Status, "staged there before: open at once")
		require.Equal(t, common.Hash{1}, back.StageTxHash)
		require.Equal(t, 1, b.chain.wakes, "nothing to stage")
	})

	t.Run("BeforeItsStagingIsSent", func(t *testing.T) {
		t.Parallel()
		second, add := withSecond(t)
		b := setup(t, add)
		second.delegates[b.merchant.OwnerWallet] = true
		inv := b.create(t, usdcRequest(), "")
		moved, err := b.svc.Move(ctx, inv.ID, 10)
		require.NoError(t, err, "nothing sent on the first chain yet: it simply waits on the second")
		require.Equal(t, invoice.Staging, moved.Status)
		require.Equal(t, int64(10), moved.ChainID)
		require.Empty(t, b.store.stagedOn, "it was staged nowhere")
	})

	t.Run("Refusals", func(t *testing.T) {
		t.Parallel()
		b, second, inv := open(t)
		_, err := b.svc.Move(ctx, inv.ID, 137)
		e := apierrtest.RequireCode(t, err, apierr.BadBody)
		require.Equal(t, "chainId", e.Fields[0].Field)

		b.store.inFlight[inv.ID] = true
		_, err = b.svc.Move(ctx, inv.ID, 10)
		apierrtest.RequireCode(t, err, apierr.PaymentInFlight)
		delete(b.store.inFlight, inv.ID)

		second.delegates[b.merchant.OwnerWallet] = false
		_, err = b.svc.Move(ctx, inv.ID, 10)
		apierrtest.RequireCode(t, err, apierr.DelegateNotAuthorized)

		paid := b.store.invoices[inv.ID]
		paid.Status = invoice.Paid
		b.store.invoices[inv.ID] = paid
		second.delegates[b.merchant.OwnerWallet] = true
		_, err = b.svc.Move(ctx, inv.ID, 10)
		apierrtest.RequireCode(t, err, apierr.InvoiceNotOpen)

		_, err = b.svc.Move(ctx, invoice.ID{9}, 10)
		apierrtest.RequireCode(t, err, apierr.NotFound)
		require.Zero(t, second.wakes)
	})
}
