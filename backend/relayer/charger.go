package relayer

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/google/uuid"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/invoice"
	"github.com/paystead/paystead/backend/subscription"
)

// PurposeCharge charges subscriptions (#35).
const PurposeCharge Purpose = "charge"

// ChargeBatch caps the renewals of one chargeBatch transaction.
const ChargeBatch = 40

// Gas limits of charges. A charge measured 186,749 gas alone and 138,460 in a batch of ten, a
// first one (the payer's permit, the subscription's account deployed) 296,774 (GAS.md). They are
// fixed rather than estimated: chargeBatch catches each charge's failure, so estimation would
// find the least gas at which the batch succeeds, the one at which every charge runs out of gas
// and is caught. The limits grow where estimates show a chain needs more (Sender.simulate).
const (
	ChargeGas       = 300_000
	FirstChargeGas  = 450_000
	chargeBatchBase = 40_000
)

// ErrChargeTaken means another process stored a charge of one of the subscriptions first: it
// charges them.
var ErrChargeTaken = errors.New("another charge of the subscription is in flight")

// Charge is one period's charge of a subscription, about to be sent: Invoice is the invoice it
// becomes (its id the manager's, created with the period's first attempt); WithPermit gives the
// payer's signed allowance with it (until a charge has, after the payer signed it).
type Charge struct {
	Sub        subscription.Subscription
	Index      uint64
	Invoice    invoice.Invoice
	WithPermit bool
}

// ChargeFailure is a charge that did not happen, and what follows for its subscription.
type ChargeFailure struct {
	SubscriptionID uuid.UUID
	Index          uint64
	// Reason is one of subscription.Fail*; Detail the revert, for the merchant and the log.
	Reason, Detail string
	// Counted: a failed attempt at the period (past_due, subscription.payment_failed). An attempt
	// the chain refused for timing (the period not yet begun on its clock) is not counted.
	Counted bool
	// RetryAt is the next attempt; zero with Cancel or End.
	RetryAt time.Time
	// Cancel ends the subscription canceled (the retries ran out, or it was canceled on chain);
	// End ends it after its last period.
	Cancel, End bool
	// SkipTo moves the next period to charge there (the chain says the periods before it are
	// charged or passed); 0: stays.
	SkipTo uint64
}

// ChargeStore keeps subscriptions' charges.
type ChargeStore interface {
	// DueSubscriptions lists up to limit live subscriptions on chainID whose next charge is due
	// at now (the chain's clock), none with a charge in flight, and locks nothing: a charge is
	// claimed by storing its transaction (Tx.StoreCharges), which names it on the subscription.
	DueSubscriptions(ctx context.Context, chainID int64, now time.Time, limit int) ([]subscription.Subscription, error)
	// RecordChargeFailures records charges that failed before or in their transaction: the
	// attempt counted on the period's charge, the subscription moved as each says, with its
	// webhook events; tx (zero: none was sent) is no longer in flight.
	RecordChargeFailures(ctx context.Context, tx common.Hash, failures []ChargeFailure) error
	// ChargesInFlight lists the first hashes of chainID's charge transactions some subscription
	// waits on.
	ChargesInFlight(ctx context.Context, chainID int64, limit int) ([]common.Hash, error)
	// WaitingOn lists the subscriptions waiting on the charge transaction tx (its first hash).
	WaitingOn(ctx context.Context, tx common.Hash) ([]subscription.Subscription, error)
	// RecordCharged records the periods tx charged, mined at at: each charge charged, its
	// invoice open (the reconciler records it paid), its subscription active with its next
	// period due; and the failures as RecordChargeFailures does; tx is then in flight no more.
	RecordCharged(ctx context.Context, tx common.Hash, at time.Time, charged []chain.ChargeOutcome, failures []ChargeFailure) error
	// AllowancesToCheck lists up to limit of chainID's trialing and active subscriptions whose
	// allowance was last checked before before (never: made before it).
	AllowancesToCheck(ctx context.Context, chainID int64, before time.Time, limit int) ([]subscription.Subscription, error)
	// RecordAllowances records the checks made at at: a newly revoked allowance marked on its
	// subscription with subscription.allowance_revoked, one that pays again unmarked. It
	// returns how many were newly revoked.
	RecordAllowances(ctx context.Context, at time.Time, checks []AllowanceCheck) (int, error)
}

// AllowanceCheck is what the allowance watch saw of a subscription as it stood at Read (its
// UpdatedAt): whether the payer's allowance can pay its next charge. A subscription changed since
// (a new allowance, a charge) is not marked by it.
type AllowanceCheck struct {
	SubscriptionID uuid.UUID
	Read           time.Time
	Revoked        bool
	// Unread: the chain did not answer for it; it is checked again in its turn, as it stands.
	Unread bool
}

// Charger charges a chain's due subscriptions through the subscription manager (#35): renewals
// together in chargeBatch transactions (each charge standing alone), a subscription's first
// charge with the payer's signed allowance (chargeWithPermit). Every charge's transaction is
// stored before it is broadcast, named on its subscriptions, with the period's invoice created
// in the same database transaction, so a process killed at any point neither loses nor repeats a
// charge; the manager itself refuses a second charge of a period.
type Charger struct {
	store   ChargeStore
	sender  *Sender
	manager *chain.SubscriptionManager
	tokens  chain.Backend
	gateway common.Address
	permit2 common.Address
	log     *slog.Logger
	// now is the chain's clock, which the manager's periods run on.
	now func(ctx context.Context) (time.Time, error)
}

// NewCharger returns a charger of the subscriptions on sender's chain through manager (whose
// allowances are on permit2), paid into gateway.
func NewCharger(store ChargeStore, sender *Sender, backend chain.Backend, manager *chain.SubscriptionManager, gateway, permit2 common.Address, log *slog.Logger) *Charger {
	return &Charger{store: store, sender: sender, manager: manager, tokens: backend, gateway: gateway, permit2: permit2, log: log,
		now: func(ctx context.Context) (time.Time, error) { return chain.Now(ctx, backend) }}
}

// Step sends the charges due now and returns how many it sent.
func (c *Charger) Step(ctx context.Context) (int, error) {
	now, err := c.now(ctx)
	if err != nil {
		return 0, err
	}
	due, err := c.store.DueSubscriptions(ctx, c.sender.ChainID(), now, ChargeBatch)
	if err != nil || len(due) == 0 {
		return 0, err
	}
	var (
		renewals []Charge
		settled  []ChargeFailure
		sent     int
	)
	for _, sub := range due {
		sub.Gateway = c.gateway
		index := max(sub.NextIndex, sub.CurrentIndex(now))
		switch {
		case sub.Over(index):
			settled = append(settled, ChargeFailure{SubscriptionID: sub.ID, Index: sub.NextIndex, End: true})
			continue
		case index > sub.NextIndex:
			// The periods between passed uncharged (Paystead was stopped through them): the
			// chain charges none of them now.
			settled = append(settled, ChargeFailure{SubscriptionID: sub.ID, Index: sub.NextIndex, SkipTo: index, RetryAt: sub.DueAt(index)})
			continue
		}
		ch := Charge{Sub: sub, Index: index, Invoice: chargeInvoice(sub, index), WithPermit: sub.PermitFresh}
		if !ch.WithPermit {
			renewals = append(renewals, ch)
			continue
		}
		if err := c.send(ctx, []Charge{ch}); err != nil {
			return sent, err
		}
		sent++
	}
	if len(settled) > 0 {
		if err := c.store.RecordChargeFailures(ctx, common.Hash{}, settled); err != nil {
			return sent, err
		}
	}
	if len(renewals) > 0 {
		if err := c.send(ctx, renewals); err != nil {
			return sent, err
		}
		sent += len(renewals)
	}
	return sent, nil
}

// send sends charges in one transaction: chargeWithPermit for a lone first charge, else
// chargeBatch. A transaction the node refuses at estimation (a first charge reverts as a whole)
// is recorded as the charge's failure, with no transaction.
func (c *Charger) send(ctx context.Context, charges []Charge) error {
	build := func(opts *bind.TransactOpts) (*types.Transaction, error) {
		if len(charges) == 1 && charges[0].WithPermit {
			ch := charges[0]
			return c.manager.ChargeWithPermit(ctx, opts, ch.Sub.Terms, ch.Index, ch.Sub.Permit, ch.Sub.PermitSignature)
		}
		terms, indexes := make([]chain.SubscriptionTerms, len(charges)), make([]uint64, len(charges))
		for i, ch := range charges {
			terms[i], indexes[i] = ch.Sub.Terms, ch.Index
		}
		return c.manager.ChargeBatch(ctx, opts, terms, indexes)
	}
	gas := chargeBatchBase + uint64(len(charges))*c.sender.scaledGas("subscription charge", ChargeGas)
	var err error
	if len(charges) == 1 && charges[0].WithPermit {
		// A lone first charge reverts as a whole when it fails: run it as a call first, so a
		// refusal (the payer short of funds) costs no transaction.
		call, cerr := build(c.sender.calldataOpts(FirstChargeGas))
		if cerr != nil {
			return fmt.Errorf("charge: %w", cerr)
		}
		gas, err = c.sender.simulate(ctx, c.manager.Address(), call.Data(), FirstChargeGas, "first subscription charge")
	}
	var tx *types.Transaction
	if err == nil {
		tx, err = c.sender.send(ctx, PurposeCharge, func(opts *bind.TransactOpts) (*types.Transaction, error) {
			opts.GasLimit = gas
			return build(opts)
		}, func(t Tx, signed *types.Transaction) error {
			return t.StoreCharges(ctx, c.sender.account, signed, charges)
		})
	}
	var revert *chain.RevertError
	switch {
	case errors.As(err, &revert) && len(charges) == 1:
		f := c.failure(ctx, charges[0].Sub, charges[0].Index, revert)
		c.log.WarnContext(ctx, "a subscription's charge is refused", "subscription", charges[0].Sub.ID, "period", charges[0].Index,
			"reason", f.Reason, "revert", revert.Name)
		return c.store.RecordChargeFailures(ctx, common.Hash{}, []ChargeFailure{f})
	case errors.Is(err, ErrChargeTaken):
		return nil
	case err != nil:
		return fmt.Errorf("charge %d subscriptions: %w", len(charges), err)
	}
	c.log.InfoContext(ctx, "charging subscriptions", "count", len(charges), "tx", tx.Hash())
	return nil
}

// Resolve records what the charge transactions mined since did, and returns how many it
// recorded.
func (c *Charger) Resolve(ctx context.Context) (int, error) {
	hashes, err := c.store.ChargesInFlight(ctx, c.sender.ChainID(), 100)
	if err != nil {
		return 0, err
	}
	done := 0
	for _, first := range hashes {
		receipt, err := c.sender.receiptNow(ctx, first)
		if err != nil || receipt == nil {
			if err != nil {
				c.log.WarnContext(ctx, "read a charge's receipt", "tx", first, "err", err)
			}
			continue
		}
		if err := c.resolve(ctx, first, receipt); err != nil {
			return done, err
		}
		done++
	}
	return done, nil
}

// resolve records receipt's outcomes for the subscriptions waiting on the charge first.
func (c *Charger) resolve(ctx context.Context, first common.Hash, receipt *types.Receipt) error {
	at, err := c.blockTime(ctx, receipt)
	if err != nil {
		return err
	}
	subs, err := c.store.WaitingOn(ctx, first)
	if err != nil {
		return err
	}
	var (
		charged  []chain.ChargeOutcome
		failures []ChargeFailure
	)
	if receipt.Status != types.ReceiptStatusSuccessful {
		// The whole transaction reverted (out of gas, or a lone charge the estimate passed):
		// every charge it named failed with the revert the replay finds.
		var revert *chain.RevertError
		if !errors.As(c.sender.RevertReason(ctx, receipt.TxHash, receipt), &revert) {
			revert = &chain.RevertError{Name: "reverted"}
		}
		for _, sub := range subs {
			failures = append(failures, c.failure(ctx, sub, sub.NextIndex, revert))
		}
		return c.store.RecordCharged(ctx, first, at, nil, failures)
	}
	byTerms := make(map[common.Hash]subscription.Subscription, len(subs))
	for _, sub := range subs {
		byTerms[sub.TermsHash()] = sub
	}
	for _, o := range c.manager.ChargeOutcomes(receipt.Logs) {
		sub, ok := byTerms[o.Terms]
		switch {
		case !ok:
			continue
		case o.Charged:
			charged = append(charged, o)
		default:
			f := c.failure(ctx, sub, o.Index, o.Reason)
			c.log.WarnContext(ctx, "a subscription's charge failed", "subscription", sub.ID, "period", o.Index, "reason", f.Reason, "revert", f.Detail)
			failures = append(failures, f)
		}
	}
	return c.store.RecordCharged(ctx, first, at, charged, failures)
}

// failure is what follows a charge of sub's period index that reverted with revert.
func (c *Charger) failure(ctx context.Context, sub subscription.Subscription, index uint64, revert *chain.RevertError) ChargeFailure {
	f := ChargeFailure{SubscriptionID: sub.ID, Index: index, Detail: revert.Error()}
	switch revert.Name {
	case "SubscriptionCanceled":
		f.Reason, f.Cancel = "canceled_on_chain", true
		return f
	case "SubscriptionEnded":
		f.End = true
		return f
	case "NotDue":
		// The chain's clock is behind the block Paystead read it from: try again shortly.
		f.Reason, f.RetryAt = "not_due", time.Now().Add(5*time.Second)
		return f
	case "AlreadyCharged", "PeriodPassed":
		if next, err := c.manager.NextPeriod(ctx, sub.Terms); err == nil && next > index {
			f.Reason, f.SkipTo, f.RetryAt = "period_closed", next, sub.DueAt(next)
			return f
		}
	}
	f.Reason, f.Counted = c.reason(ctx, sub, revert), true
	failures := sub.Failures + 1
	if index != sub.NextIndex {
		failures = 1
	}
	if at, ok := sub.RetryAt(index, failures); ok {
		f.RetryAt = at
	} else {
		f.Cancel = true
	}
	return f
}

// reason names why a charge's transfer failed: the allowance (the one signed on Permit2, or the
// token's own to Permit2, which a payer revokes in the same wallet screens), the payer's balance,
// or the token.
func (c *Charger) reason(ctx context.Context, sub subscription.Subscription, revert *chain.RevertError) string {
	switch revert.Name {
	case "InsufficientAllowance", "AllowanceExpired":
		return subscription.FailAllowance
	case "NotAgent":
		return subscription.FailMerchant
	}
	if balance, err := chain.NewToken(c.tokens, sub.Terms.Token).BalanceOf(ctx, sub.Terms.Payer); err == nil && balance.Cmp(sub.Terms.Amount) < 0 {
		return subscription.FailBalance
	}
	if short, err := c.approvalShort(ctx, sub.Terms); err == nil && short {
		return subscription.FailAllowance
	}
	if revert.Name == "Error" || revert.Name == "empty revert" {
		return subscription.FailTransfer
	}
	return subscription.FailOther
}

func (c *Charger) blockTime(ctx context.Context, r *types.Receipt) (time.Time, error) {
	h, err := c.tokens.HeaderByNumber(ctx, r.BlockNumber)
	if err != nil {
		return time.Time{}, fmt.Errorf("charge %s: its block: %w", r.TxHash, err)
	}
	return time.Unix(int64(h.Time), 0).UTC(), nil
}

// chargeInvoice is the invoice period index of sub is charged as: the merchant's, for the plan's
// amount, staged and paid by the manager in the charge itself.
func chargeInvoice(sub subscription.Subscription, index uint64) invoice.Invoice {
	return invoice.Invoice{
		ID:             invoice.ID(chain.SubscriptionInvoiceID(sub.TermsHash(), index)),
		MerchantID:     sub.MerchantID,
		MerchantWallet: sub.Terms.Merchant,
		Amount:         sub.Terms.Amount.Int64(),
		PayInToken:     sub.PayInToken,
		PayoutToken:    sub.Terms.Token,
		Status:         invoice.Staging,
		ChainID:        sub.ChainID,
		Gateway:        sub.Gateway,
		Networks:       []int64{sub.ChainID},
		CreatedAt:      time.Now().UTC(),
		Description:    fmt.Sprintf("%s — period %d", sub.PlanName, index+1),
		SubscriptionID: sub.ID,
	}
}

// receiptNow is the receipt of the stored transaction first or of any version of it that
// replaced it, recorded; nil while none is mined.
func (s *Sender) receiptNow(ctx context.Context, first common.Hash) (*types.Receipt, error) {
	hashes := []common.Hash{first}
	others, err := s.store.Versions(ctx, hashes)
	if err != nil {
		return nil, err
	}
	for h := range others {
		hashes = append(hashes, h)
	}
	for _, h := range hashes {
		r, err := s.backend.TransactionReceipt(ctx, h)
		if err != nil {
			continue // not mined (the node's "not found"), or not readable now: asked again next pass
		}
		s.recordReceipt(ctx, r)
		return r, nil
	}
	return nil, nil
}
