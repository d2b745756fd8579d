package httpapi

import (
	"context"
	"net/http"
	"sync"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"

	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/merchantapi"
)

// delegate is GET /api/merchant/delegate: the merchant's standing on each
// network's gateway, read from every chain at once. The first network not
// answering is an error (nothing can be created); another is named in its
// entry.
func (h *sessionHandlers) delegate(w http.ResponseWriter, r *http.Request) error {
	m := principalFrom(r.Context()).Merchant
	out := merchantapi.Delegate{ServerWallet: h.deps.ServerWallet.Hex(), Networks: make([]merchantapi.DelegateNetwork, len(h.deps.Gateways))}
	errs := make([]error, len(h.deps.Gateways))
	var wg sync.WaitGroup
	for i, g := range h.deps.Gateways {
		wg.Go(func() {
			out.Networks[i], errs[i] = h.standing(r.Context(), g, m.OwnerWallet, m.PayoutWallet)
			out.Networks[i].ChainID, out.Networks[i].Name = h.deps.Networks[i].ChainID, h.deps.Networks[i].Name
		})
	}
	wg.Wait()
	if len(errs) > 0 && errs[0] != nil {
		return apierr.New(apierr.ChainError, "Could not read the gateway's delegates.").WithDetail(errs[0].Error())
	}
	for i, err := range errs {
		if err != nil {
			out.Networks[i].Error = "Could not read this network's gateway; its node may be down. Try again later."
		}
	}
	if len(out.Networks) > 0 {
		first := out.Networks[0]
		out.Gateway, out.Authorized, out.Transaction = first.Gateway, first.Authorized, first.Transaction
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// standing reads the merchant's standing on gateway g: whether the
// server wallet acts for it, and the payout wallet set there, with the
// transactions that would authorize it and set the profile's payout
// wallet (payout; zero when the profile has none).
func (h *sessionHandlers) standing(ctx context.Context, g DelegateGateway, owner, payout common.Address) (merchantapi.DelegateNetwork, error) {
	n := merchantapi.DelegateNetwork{Gateway: g.Address().Hex(),
		Transaction: merchantapi.Transaction{To: g.Address().Hex(), Data: hexutil.Encode(g.SetDelegateCalldata(h.deps.ServerWallet, true))}}
	var err error
	if n.Authorized, err = g.IsAgent(ctx, owner, h.deps.ServerWallet); err != nil {
		return n, err
	}
	set, err := g.PayoutWallet(ctx, owner)
	if err != nil {
		return n, err
	}
	if set != (common.Address{}) {
		w := set.Hex()
		n.PayoutWallet = &w
	}
	if payout != (common.Address{}) && payout != set {
		n.PayoutTransaction = &merchantapi.Transaction{To: g.Address().Hex(), Data: hexutil.Encode(g.SetPayoutWalletCalldata(payout))}
	}
	return n, nil
}
