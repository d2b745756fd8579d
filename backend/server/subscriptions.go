package server

import (
	"context"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/merchant"
	"github.com/paystead/paystead/backend/relayer"
	"github.com/paystead/paystead/backend/subscription"
	"github.com/paystead/paystead/backend/token"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// Subscriptions (#35): the first chain with a subscription manager charges them.

// chargeSubscriptions starts charging the subscriptions of n, when it has a subscription manager
// and the deposit factory the manager's charges pay through, and checking each one's allowance
// every allowanceEvery.
func (n *network) chargeSubscriptions(allowanceEvery time.Duration) {
	n.allowanceEvery = allowanceEvery
	if n.config.SubscriptionManager == (common.Address{}) {
		return
	}
	if n.config.DepositFactory == (common.Address{}) {
		n.log.Warn("the chain has a subscription manager but no deposit factory, through which its charges pay: no subscription is charged here")
		return
	}
	manager := chain.NewSubscriptionManager(n.client, n.config.SubscriptionManager)
	n.charger = relayer.NewCharger(n.relayer, n.sender, n.client, manager, n.config.Gateway, n.config.Permit2, n.log)
}

// chargeLoops are n's loops of subscriptions: charging the due ones, and recording what the charges did.
func (n *network) chargeLoops() []loop {
	if n.charger == nil {
		return nil
	}
	return []loop{
		{"subscription charges sent", time.Second, func(ctx context.Context) (int, bool, error) {
			sent, err := n.charger.Step(ctx)
			return sent, sent >= relayer.ChargeBatch, err
		}},
		{"subscription charges recorded", time.Second, func(ctx context.Context) (int, bool, error) {
			done, err := n.charger.Resolve(ctx)
			return done, false, err
		}},
		// Notice a payer's revoked allowance before the next charge fails.
		{"subscription allowances checked", max(time.Second, min(n.allowanceEvery/10, 30*time.Second)), func(ctx context.Context) (int, bool, error) {
			checked, err := n.charger.CheckAllowances(ctx, n.allowanceEvery)
			return checked, checked >= relayer.AllowanceBatch, err
		}},
		// Tell the manager of the subscriptions canceled here, so the chain refuses their charges too.
		{"subscription cancels sent", 2 * time.Second, func(ctx context.Context) (int, bool, error) {
			sent, err := n.charger.Cancel(ctx, n.relayer)
			return sent, false, err
		}},
	}
}

// subscriptionNetwork is the chain the deployment's subscriptions are charged on: the first that
// charges them; nil when none does.
func subscriptionNetwork(networks []*network, tokens *token.Registry) *subscription.Network {
	for _, n := range networks {
		if n.charger == nil {
			continue
		}
		out := &subscription.Network{ChainID: n.id(), Manager: n.config.SubscriptionManager, Gateway: n.config.Gateway, Permit2: n.config.Permit2,
			Tokens: map[invoiceapi.Token]common.Address{},
			Now:    func(ctx context.Context) (time.Time, error) { return chain.Now(ctx, n.client) },
			ManagerIsDelegate: func(ctx context.Context, merchant common.Address) (bool, error) {
				return n.gateway.IsDelegate(ctx, merchant, n.config.SubscriptionManager)
			},
			Permit2Nonce: func(ctx context.Context, owner, token, spender common.Address) (uint64, error) {
				_, _, nonce, err := chain.Permit2Allowance(ctx, n.client, n.config.Permit2, owner, token, spender)
				return nonce, err
			},
			TokenAllowance: func(ctx context.Context, token, owner common.Address) (*big.Int, error) {
				return chain.NewToken(n.client, token).Allowance(ctx, owner, n.config.Permit2)
			},
			ApproveCalldata: func(spender common.Address, amount *big.Int) []byte {
				return chain.NewToken(n.client, common.Address{}).ApproveCalldata(spender, amount)
			}}
		for _, t := range tokens.Tokens() {
			if a := t.Address(n.id()); a != (common.Address{}) && t.PaysOutAsItself() {
				out.Tokens[invoiceapi.Token(t.Symbol)] = a
			}
		}
		return out
	}
	return nil
}

// merchantWallet reads a merchant's wallet on the gateway: its owner wallet.
func merchantWallet(merchants *merchant.Service) func(context.Context, uuid.UUID) (common.Address, error) {
	return func(ctx context.Context, id uuid.UUID) (common.Address, error) {
		m, err := merchants.Merchant(ctx, id)
		return m.OwnerWallet, err
	}
}
