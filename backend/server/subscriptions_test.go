package server

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"math/big"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/devchain"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/subscription"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/merchantapi"
	"github.com/paystead/paystead/shared/subscriptionapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// newPlanCheckout makes a plan from body and a checkout session of it.
func newPlanCheckout(t *testing.T, app testApp, body map[string]any) (subscriptionapi.Plan, subscriptionapi.Checkout) {
	t.Helper()
	var plan subscriptionapi.Plan
	expect(t, app, http.StatusCreated, "POST", app.URL+"/api/plans", secret(app), body, &plan)
	var c subscriptionapi.Checkout
	expect(t, app, http.StatusCreated, "POST", app.URL+"/api/plans/"+plan.ID+"/checkouts", secret(app), map[string]any{"successUrl": app.Seed.Merchant.AllowedOrigins[0] + "/welcome"}, &c)
	require.Equal(t, app.URL+"/s/"+c.ID, c.URL)
	return plan, c
}

// expect calls method url and requires status want, showing the answer's error otherwise. The
// answer fits the OpenAPI document.
func expect(t *testing.T, app testApp, want int, method, url string, headers map[string]string, body, out any) {
	t.Helper()
	var raw json.RawMessage
	require.Equal(t, want, documented(t, app, method, url, headers, body, &raw), "%s %s: %s", method, url, raw)
	if out != nil {
		require.NoError(t, json.Unmarshal(raw, out))
	}
}

// subscribeWith has p approve Permit2 for USDC (once, as a wallet does), ask for checkout c's
// terms, sign their allowance and subscribe.
func subscribeWith(t *testing.T, app testApp, c subscriptionapi.Checkout, p payerWallet) subscriptionapi.Subscription {
	t.Helper()
	approvePermit2(t, p)
	var terms subscriptionapi.Terms
	expect(t, app, http.StatusOK, "POST", app.URL+"/api/subscribe/"+c.ID+"/terms", nil, map[string]any{"payer": p.addr.Hex()}, &terms)
	digest, err := chain.AllowancePermitDigest(big.NewInt(terms.ChainID), common.HexToAddress(terms.Permit2), permitOf(t, terms.Permit))
	require.NoError(t, err)
	sig, err := crypto.Sign(digest[:], p.key)
	require.NoError(t, err)
	sig[64] += 27
	var out subscriptionapi.Subscribed
	expect(t, app, http.StatusCreated, "POST", app.URL+"/api/subscribe/"+c.ID, nil, map[string]any{"terms": terms.Terms, "signature": hexutil.Encode(sig)}, &out)
	require.Equal(t, app.Seed.Merchant.AllowedOrigins[0]+"/welcome", *out.SuccessURL)
	return out.Subscription
}

func permitOf(t testing.TB, p subscriptionapi.Permit) chain.AllowancePermit {
	t.Helper()
	amount, ok := new(big.Int).SetString(p.Amount, 10)
	require.True(t, ok)
	deadline, ok := new(big.Int).SetString(p.SigDeadline, 10)
	require.True(t, ok)
	exp, err := strconv.ParseUint(p.Expiration, 10, 64)
	require.NoError(t, err)
	nonce, err := strconv.ParseUint(p.Nonce, 10, 64)
	require.NoError(t, err)
	return chain.AllowancePermit{Token: common.HexToAddress(p.Token), Amount: amount, Expiration: exp, Nonce: nonce,
		Spender: common.HexToAddress(p.Spender), SigDeadline: deadline}
}

// approvePermit2 has p approve Permit2 for all its USDC, as wallets do once per token.
func approvePermit2(t testing.TB, p payerWallet) {
	t.Helper()
	max := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	p.sendRaw(t, p.dc.Addresses().USDC, chain.NewToken(p.dc.Client(), p.dc.Addresses().USDC).ApproveCalldata(p.dc.Addresses().Permit2, max))
}

// subscriptionDetail reads subscription id as its merchant does.
func subscriptionDetail(t *testing.T, app testApp, id string) subscriptionapi.SubscriptionDetail {
	t.Helper()
	var d subscriptionapi.SubscriptionDetail
	expect(t, app, http.StatusOK, "GET", app.URL+"/api/subscriptions/"+id, secret(app), nil, &d)
	return d
}

// waitSubscription waits until subscription id satisfies ok, and returns it.
func waitSubscription(t *testing.T, app testApp, id string, what string, ok func(subscriptionapi.SubscriptionDetail) bool) subscriptionapi.SubscriptionDetail {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for {
		d := subscriptionDetail(t, app, id)
		if ok(d) {
			return d
		}
		if time.Now().After(deadline) {
			raw, _ := json.MarshalIndent(d, "", "  ")
			require.FailNow(t, "subscription "+id+" never "+what, "it is %s", raw)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// travelTo seals an empty block on dc at at or just after it.
func travelTo(t testing.TB, dc *devchain.Chain, at time.Time) {
	t.Helper()
	head, err := dc.Client().HeaderByNumber(context.Background(), nil)
	require.NoError(t, err)
	if d := at.Sub(time.Unix(int64(head.Time), 0)); d > 0 {
		require.NoError(t, dc.IncreaseTime(d+time.Second))
	}
}

func usdcUnitsOf(t *testing.T, dc *devchain.Chain, who common.Address) int64 {
	t.Helper()
	return usdcBalanceOn(t, dc, who).Int64()
}

// TestASubscriptionIsChargedEveryPeriodForAYear (#35): a customer subscribes to a monthly plan of
// twelve charges with one signature; the first period is charged at once, each later one when its
// month begins on the chain's clock, every charge an invoice of the merchant paid into escrow;
// after the twelfth the subscription has ended and the next month charges nothing.
func TestASubscriptionIsChargedEveryPeriodForAYear(t *testing.T) {
	t.Parallel()
	dc := ownChain(t)
	app := startAppOn(t, dc, nil)
	p := fundedPayerOn(t, dc, 200_000_000)
	plan, c := newPlanCheckout(t, app, map[string]any{"name": "Pro", "amount": "9.99", "token": "USDC", "interval": "month", "charges": 12})
	sub := subscribeWith(t, app, c, p)
	require.Equal(t, subscriptionapi.StatusActive, sub.Status)
	require.Equal(t, plan.ID, sub.PlanID)
	require.Equal(t, "9990000", sub.AmountUnits)
	require.Equal(t, 12, *sub.Charges)

	d := waitSubscription(t, app, sub.ID, "charged once", func(d subscriptionapi.SubscriptionDetail) bool { return d.ChargedCount == 1 })
	require.Equal(t, subscriptionapi.StatusActive, d.Status)
	require.Equal(t, int64(200_000_000-9_990_000), usdcUnitsOf(t, dc, p.addr))
	for month := 1; month < 12; month++ {
		travelTo(t, dc, sub.StartsAt.Add(time.Duration(month)*time.Duration(plan.PeriodSeconds)*time.Second))
		d = waitSubscription(t, app, sub.ID, "charged "+strconv.Itoa(month+1)+" times", func(d subscriptionapi.SubscriptionDetail) bool {
			return d.ChargedCount == month+1
		})
	}
	require.Equal(t, subscriptionapi.StatusEnded, d.Status)
	require.Nil(t, d.NextChargeAt)
	require.Len(t, d.ChargeHistory, 12)
	for i, ch := range d.ChargeHistory {
		require.Equal(t, uint64(11-i), ch.Period, "the latest first")
		require.Equal(t, "charged", ch.Status)
		require.Equal(t, 1, ch.Attempts)
		require.Equal(t, sub.StartsAt.Add(time.Duration(ch.Period)*time.Duration(plan.PeriodSeconds)*time.Second), ch.DueAt)
		var inv invoiceapi.View
		require.Eventually(t, func() bool {
			require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/invoices/"+ch.InvoiceID, secret(app), nil, &inv).StatusCode)
			return inv.Status == "paid"
		}, time.Minute, 50*time.Millisecond, "period %d's invoice is %s", ch.Period, inv.Status)
		require.Equal(t, "9.99", inv.Amount)
	}
	require.Equal(t, int64(200_000_000-12*9_990_000), usdcUnitsOf(t, dc, p.addr))

	// A thirteenth month charges nothing.
	travelTo(t, dc, sub.StartsAt.Add(12*time.Duration(plan.PeriodSeconds)*time.Second))
	time.Sleep(2 * time.Second)
	require.Equal(t, 12, subscriptionDetail(t, app, sub.ID).ChargedCount)
	require.Equal(t, int64(200_000_000-12*9_990_000), usdcUnitsOf(t, dc, p.addr))
}

// subscriptionEvents lists the outbox's subscription.* events of subscription id, oldest first.
func subscriptionEvents(t *testing.T, app testApp, id string) []webhookapi.Event {
	t.Helper()
	rows, err := app.Pool.Query(context.Background(), `SELECT payload FROM webhook_events
		WHERE type LIKE 'subscription.%' AND payload->'data'->'subscription'->>'id' = $1 ORDER BY created_at, id`, id)
	require.NoError(t, err)
	evs, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (webhookapi.Event, error) {
		var ev webhookapi.Event
		err := row.Scan(&ev)
		return ev, err
	})
	require.NoError(t, err)
	return evs
}

// dueAt is when period n of sub begins.
func dueAt(sub subscriptionapi.Subscription, n int) time.Time {
	return sub.StartsAt.Add(time.Duration(n) * time.Duration(sub.PeriodSeconds) * time.Second)
}

// topUp sends p amount units of USDC from the dev chain's customer.
func topUp(t *testing.T, p payerWallet, amount int64) {
	t.Helper()
	ctx := context.Background()
	token := chain.NewToken(p.dc.Client(), p.dc.Addresses().USDC)
	tx, err := chain.NewTransactor(p.dc.Client(), p.dc.Customer.Key, p.dc.ChainID(), nil).Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
		return token.Transfer(ctx, o, p.addr, big.NewInt(amount))
	})
	require.NoError(t, err)
	_, err = chain.WaitMined(ctx, p.dc.Client(), tx)
	require.NoError(t, err)
}

// TestAShortBalanceIsRetriedAfterATopUp (#35): a month's charge finds the payer short of funds:
// the subscription goes past_due, subscription.payment_failed says why, with the period's unpaid
// invoice and the retry a day later; the customer tops up, and the retry pays that period's
// invoice.
func TestAShortBalanceIsRetriedAfterATopUp(t *testing.T) {
	t.Parallel()
	dc := ownChain(t)
	app := startAppOn(t, dc, nil)
	p := fundedPayerOn(t, dc, 15_000_000)
	_, c := newPlanCheckout(t, app, map[string]any{"name": "Basic", "amount": "9.99", "token": "USDC", "interval": "month"})
	sub := subscribeWith(t, app, c, p)
	require.Nil(t, sub.Charges, "until canceled")
	waitSubscription(t, app, sub.ID, "charged once", func(d subscriptionapi.SubscriptionDetail) bool { return d.ChargedCount == 1 })

	travelTo(t, dc, dueAt(sub, 1))
	d := waitSubscription(t, app, sub.ID, "past due", func(d subscriptionapi.SubscriptionDetail) bool { return d.Status == subscriptionapi.StatusPastDue })
	require.Equal(t, subscription.FailBalance, *d.LastFailure)
	require.Equal(t, 1, d.FailedAttempts)
	require.Equal(t, dueAt(sub, 1).Add(24*time.Hour), *d.NextChargeAt, "the first retry, a day into the period")
	require.Equal(t, "pending", d.ChargeHistory[0].Status)
	evs := subscriptionEvents(t, app, sub.ID)
	require.Equal(t, []webhookapi.EventType{webhookapi.SubscriptionCreated, webhookapi.SubscriptionPaymentFailed}, eventTypes(evs))
	failed := evs[1].Data
	require.Equal(t, subscriptionapi.StatusPastDue, failed.Subscription.Status)
	require.Equal(t, subscription.FailBalance, *failed.Subscription.LastFailure)
	require.Equal(t, d.ChargeHistory[0].InvoiceID, failed.Invoice.ID, "the period's invoice, unpaid")
	require.Equal(t, "staging", failed.Invoice.Status)

	topUp(t, p, 10_000_000)
	travelTo(t, dc, *d.NextChargeAt)
	d = waitSubscription(t, app, sub.ID, "charged again", func(d subscriptionapi.SubscriptionDetail) bool { return d.ChargedCount == 2 })
	require.Equal(t, subscriptionapi.StatusActive, d.Status)
	require.Zero(t, d.FailedAttempts)
	require.Nil(t, d.LastFailure)
	require.Equal(t, dueAt(sub, 2), *d.NextChargeAt)
	require.Equal(t, "charged", d.ChargeHistory[0].Status)
	require.Equal(t, 2, d.ChargeHistory[0].Attempts)
	require.Equal(t, int64(15_000_000+10_000_000-2*9_990_000), usdcUnitsOf(t, dc, p.addr))
}

// TestARevokedAllowanceCancelsAfterTheRetries (#35): the payer locks down the subscription's
// allowance on Permit2 directly; the next week's charge fails as revoked, is retried 1, 3 and 5
// days into the week, and after the last the subscription is canceled
// (subscription.canceled), its unpaid invoice failed.
func TestARevokedAllowanceCancelsAfterTheRetries(t *testing.T) {
	t.Parallel()
	dc := ownChain(t)
	app := startAppOn(t, dc, nil)
	p := fundedPayerOn(t, dc, 50_000_000)
	sub := subscribedAndCharged(t, app, p, map[string]any{"name": "Weekly", "amount": "5", "token": "USDC", "interval": "week"})
	spender := chain.SubscriptionAccountOf(common.HexToAddress(sub.Manager), common.HexToHash(sub.TermsHash))
	p.sendRaw(t, dc.Addresses().Permit2, chain.Permit2LockdownCalldata(dc.Addresses().USDC, spender))

	for attempt, at := range []time.Time{dueAt(sub, 1), dueAt(sub, 1).Add(24 * time.Hour), dueAt(sub, 1).Add(72 * time.Hour)} {
		travelTo(t, dc, at)
		d := waitSubscription(t, app, sub.ID, "failed "+strconv.Itoa(attempt+1)+" times", func(d subscriptionapi.SubscriptionDetail) bool {
			return d.FailedAttempts == attempt+1
		})
		require.Equal(t, subscriptionapi.StatusPastDue, d.Status)
		require.Equal(t, subscription.FailAllowance, *d.LastFailure)
		require.Equal(t, dueAt(sub, 1).Add(time.Duration(subscription.RetryDays[attempt]*24)*time.Hour), *d.NextChargeAt)
	}
	travelTo(t, dc, dueAt(sub, 1).Add(120*time.Hour))
	d := waitSubscription(t, app, sub.ID, "canceled", func(d subscriptionapi.SubscriptionDetail) bool { return d.Status == subscriptionapi.StatusCanceled })
	require.Equal(t, "payment_failed", *d.CancelReason)
	require.NotNil(t, d.CanceledAt)
	require.Nil(t, d.NextChargeAt)
	require.Equal(t, "failed", d.ChargeHistory[0].Status)
	require.Equal(t, 4, d.ChargeHistory[0].Attempts)
	var inv invoiceapi.View
	expect(t, app, http.StatusOK, "GET", app.URL+"/api/invoices/"+d.ChargeHistory[0].InvoiceID, secret(app), nil, &inv)
	require.Equal(t, "failed", inv.Status)
	seen := eventTypes(subscriptionEvents(t, app, sub.ID))
	require.Equal(t, []webhookapi.EventType{webhookapi.SubscriptionCreated, webhookapi.SubscriptionPaymentFailed, webhookapi.SubscriptionPaymentFailed,
		webhookapi.SubscriptionPaymentFailed, webhookapi.SubscriptionPaymentFailed, webhookapi.SubscriptionCanceled}, seen)
	require.Equal(t, int64(50_000_000-5_000_000), usdcUnitsOf(t, dc, p.addr))

	// Nothing more is tried.
	travelTo(t, dc, dueAt(sub, 2))
	time.Sleep(2 * time.Second)
	require.Equal(t, 4, subscriptionDetail(t, app, sub.ID).ChargeHistory[0].Attempts)
}

// TestATrialIsChargedWhenItEnds (#35): a plan with a week's trial charges nothing at signing;
// the first charge comes when the trial ends on the chain's clock.
func TestATrialIsChargedWhenItEnds(t *testing.T) {
	t.Parallel()
	dc := ownChain(t)
	app := startAppOn(t, dc, nil)
	p := fundedPayerOn(t, dc, 20_000_000)
	_, c := newPlanCheckout(t, app, map[string]any{"name": "Trial", "amount": "3", "token": "USDC", "interval": "month", "trialDays": 7})
	sub := subscribeWith(t, app, c, p)
	require.Equal(t, subscriptionapi.StatusTrialing, sub.Status)
	require.WithinDuration(t, sub.CreatedAt.Add(7*24*time.Hour), sub.StartsAt, 5*time.Minute, "the first period starts after the trial")
	time.Sleep(2 * time.Second)
	d := subscriptionDetail(t, app, sub.ID)
	require.Zero(t, d.ChargedCount)
	require.Empty(t, d.ChargeHistory)
	require.Equal(t, int64(20_000_000), usdcUnitsOf(t, dc, p.addr))

	travelTo(t, dc, sub.StartsAt)
	d = waitSubscription(t, app, sub.ID, "charged when the trial ended", func(d subscriptionapi.SubscriptionDetail) bool { return d.ChargedCount == 1 })
	require.Equal(t, subscriptionapi.StatusActive, d.Status)
	require.Equal(t, int64(17_000_000), usdcUnitsOf(t, dc, p.addr))
}

// TestSubscriptionsAreCanceledByTheirPayerOrMerchant (#35): the payer cancels with a signature
// (no gas, no sign-in), the merchant with its key; each is canceled at once with
// subscription.canceled, the manager is told so the chain refuses their charges too, and the next
// month charges neither. A signature from another wallet is refused.
func TestSubscriptionsAreCanceledByTheirPayerOrMerchant(t *testing.T) {
	t.Parallel()
	dc := ownChain(t)
	app := startAppOn(t, dc, nil)
	p := fundedPayerOn(t, dc, 50_000_000)
	_, c := newPlanCheckout(t, app, map[string]any{"name": "Monthly", "amount": "4", "token": "USDC", "interval": "month"})
	byPayer := subscribeWith(t, app, c, p)
	byMerchant := subscribeWith(t, app, c, p)
	for _, sub := range []subscriptionapi.Subscription{byPayer, byMerchant} {
		waitSubscription(t, app, sub.ID, "charged once", func(d subscriptionapi.SubscriptionDetail) bool { return d.ChargedCount == 1 })
	}

	var view subscriptionapi.SubscriptionDetail
	expect(t, app, http.StatusOK, "GET", app.URL+"/api/subscriber/subscriptions/"+byPayer.ID, nil, nil, &view)
	require.Equal(t, byPayer.TermsHash, view.TermsHash)
	require.Len(t, view.ChargeHistory, 1)
	deadline := big.NewInt(time.Now().Add(10 * time.Minute).Unix())
	signCancel := func(key *ecdsa.PrivateKey) string {
		digest, err := chain.SubscriptionCancelDigest(big.NewInt(view.ChainID), common.HexToAddress(view.Manager), common.HexToHash(view.TermsHash), deadline)
		require.NoError(t, err)
		sig, err := crypto.Sign(digest[:], key)
		require.NoError(t, err)
		sig[64] += 27
		return hexutil.Encode(sig)
	}
	stranger, err := crypto.GenerateKey()
	require.NoError(t, err)
	var e apierr.Error
	expect(t, app, http.StatusBadRequest, "POST", app.URL+"/api/subscriber/subscriptions/"+byPayer.ID+"/cancel", nil,
		map[string]any{"deadline": deadline.String(), "signature": signCancel(stranger)}, &e)
	require.Equal(t, apierr.InvalidSignature, e.Code)

	var canceled subscriptionapi.Subscription
	expect(t, app, http.StatusOK, "POST", app.URL+"/api/subscriber/subscriptions/"+byPayer.ID+"/cancel", nil,
		map[string]any{"deadline": deadline.String(), "signature": signCancel(p.key)}, &canceled)
	require.Equal(t, subscriptionapi.StatusCanceled, canceled.Status)
	require.Equal(t, "customer", *canceled.CancelReason)
	expect(t, app, http.StatusOK, "POST", app.URL+"/api/subscriptions/"+byMerchant.ID+"/cancel", secret(app), nil, &canceled)
	require.Equal(t, subscriptionapi.StatusCanceled, canceled.Status)
	require.Equal(t, "merchant", *canceled.CancelReason)

	manager := chain.NewSubscriptionManager(dc.Client(), common.HexToAddress(byPayer.Manager))
	for _, sub := range []subscriptionapi.Subscription{byPayer, byMerchant} {
		require.Equal(t, []webhookapi.EventType{webhookapi.SubscriptionCreated, webhookapi.SubscriptionCanceled}, eventTypes(subscriptionEvents(t, app, sub.ID)))
		require.Eventually(t, func() bool {
			on, err := manager.Canceled(context.Background(), common.HexToHash(sub.TermsHash))
			require.NoError(t, err)
			return on
		}, time.Minute, 50*time.Millisecond, "the manager records %s's cancel", sub.ID)
	}
	balance := usdcUnitsOf(t, dc, p.addr)
	require.Equal(t, int64(50_000_000-2*4_000_000), balance)

	// The month's figures: two signed, both canceled, nothing recurring left. The dashboard reads
	// the same with the merchant's session; another merchant has none.
	var m subscriptionapi.Metrics
	expect(t, app, http.StatusOK, "GET", app.URL+"/api/subscriptions/metrics", secret(app), nil, &m)
	require.Len(t, m.Tokens, 1)
	require.Equal(t, "USDC", m.Tokens[0].Token)
	require.Len(t, m.Tokens[0].Months, subscriptionapi.MetricsMonths)
	month := m.Tokens[0].Months[subscriptionapi.MetricsMonths-1]
	require.Equal(t, time.Now().UTC().Format("2006-01"), month.Month)
	require.Equal(t, subscriptionapi.MonthMetrics{Month: month.Month, MRR: "0", MRRUnits: "0", New: 2, Canceled: 2}, month)
	var mine subscriptionapi.Metrics
	expect(t, app, http.StatusOK, "GET", app.URL+"/api/merchant/subscriptions/metrics", signInWithKey(t, app, dc.Merchant.Key), nil, &mine)
	require.Equal(t, m, mine)
	var e2 apierr.Error
	expect(t, app, http.StatusUnauthorized, "GET", app.URL+"/api/subscriptions/metrics", nil, nil, &e2)

	travelTo(t, dc, dueAt(byPayer, 1))
	time.Sleep(2 * time.Second)
	require.Equal(t, balance, usdcUnitsOf(t, dc, p.addr))
	require.Equal(t, 1, subscriptionDetail(t, app, byPayer.ID).ChargedCount)
}

// TestTwoProcessesChargeEachPeriodOnce (#35): two serve processes share the database and the
// chain; thirty subscriptions are each charged once a period, every charge sent once (no second
// attempt, no reverted transaction), and the one left running finishes the month after the
// other stops in the middle of it.
func TestTwoProcessesChargeEachPeriodOnce(t *testing.T) {
	t.Parallel()
	const n = 30
	dc := ownChain(t)
	db := pgtest.EmptyDB(t)
	shared := func(c *config.Config) { c.DatabaseURL = db }
	one := startAppOn(t, dc, shared)
	two := startAppOn(t, dc, shared)
	p := fundedPayerOn(t, dc, 2*n*2_000_000)
	_, c := newPlanCheckout(t, one, map[string]any{"name": "Shared", "amount": "2", "token": "USDC", "interval": "month"})
	subs := make([]subscriptionapi.Subscription, n)
	for i := range subs {
		subs[i] = subscribeWith(t, []testApp{one, two}[i%2], c, p)
	}
	count := func(times int) int {
		var k int
		require.NoError(t, two.Pool.QueryRow(context.Background(), `SELECT count(*) FROM subscriptions WHERE charged_count >= $1`, times).Scan(&k))
		return k
	}
	require.Eventually(t, func() bool { return count(1) == n }, time.Minute, 50*time.Millisecond)

	travelTo(t, dc, dueAt(subs[n-1], 1))
	one.Stop()
	require.Eventually(t, func() bool { return count(2) == n }, time.Minute, 50*time.Millisecond)
	var attempts, charges, reverted int
	require.NoError(t, two.Pool.QueryRow(context.Background(), `SELECT coalesce(sum(attempts), 0), count(*),
			(SELECT count(*) FROM relayer_txs WHERE purpose = 'charge' AND status = 'reverted') FROM subscription_charges`).Scan(&attempts, &charges, &reverted))
	require.Equal(t, 2*n, charges)
	require.Equal(t, 2*n, attempts, "every charge sent once")
	require.Zero(t, reverted)
	require.Equal(t, int64(0), usdcUnitsOf(t, dc, p.addr), "two periods of each, nothing more")
}

// TestAMerchantWithoutTheManagerIsToldSo (#35): a merchant that has not made the subscription
// manager its delegate on the gateway gets 412 delegate_not_authorized for a plan's checkout,
// which says how to authorize it, rather than subscriptions no charge could be made for.
func TestAMerchantWithoutTheManagerIsToldSo(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	seller := signInAs(t, app)
	seller["Origin"] = app.URL
	var plan subscriptionapi.Plan
	expect(t, app, http.StatusCreated, "POST", app.URL+"/api/merchant/plans", seller,
		map[string]any{"name": "Unauthorized", "amount": "1", "token": "USDC", "interval": "month"}, &plan)
	var e apierr.Error
	expect(t, app, http.StatusPreconditionFailed, "POST", app.URL+"/api/merchant/plans/"+plan.ID+"/checkouts", seller, map[string]any{}, &e)
	require.Equal(t, apierr.DelegateNotAuthorized, e.Code)
	require.Contains(t, e.Message, "--subscriptions "+testChain(t).Addresses().SubscriptionManager.Hex())
}

// TestANewAllowanceFixesARevokedOne (#35): the payer locks down the subscription's allowance; the
// next period's charge fails as revoked; the payer signs the new allowance the customer's page
// asks for, and the charge is tried again at once, with it, and pays.
func TestANewAllowanceFixesARevokedOne(t *testing.T) {
	t.Parallel()
	dc := ownChain(t)
	app := startAppOn(t, dc, nil)
	p := fundedPayerOn(t, dc, 30_000_000)
	sub := subscribedAndCharged(t, app, p, map[string]any{"name": "Renewed", "amount": "6", "token": "USDC", "interval": "month", "charges": 3})
	spender := chain.SubscriptionAccountOf(common.HexToAddress(sub.Manager), common.HexToHash(sub.TermsHash))
	p.sendRaw(t, dc.Addresses().Permit2, chain.Permit2LockdownCalldata(dc.Addresses().USDC, spender))
	travelTo(t, dc, dueAt(sub, 1))
	d := waitSubscription(t, app, sub.ID, "past due", func(d subscriptionapi.SubscriptionDetail) bool { return d.Status == subscriptionapi.StatusPastDue })
	require.Equal(t, subscription.FailAllowance, *d.LastFailure)

	var a subscriptionapi.Allowance
	expect(t, app, http.StatusOK, "GET", app.URL+"/api/subscriber/subscriptions/"+sub.ID+"/allowance", nil, nil, &a)
	require.Equal(t, spender.Hex(), a.Permit.Spender)
	require.Equal(t, "1", a.Permit.Nonce, "the first allowance used nonce 0")
	require.Equal(t, "12000000", a.Permit.Amount, "the two charges left")
	var e apierr.Error
	stale := a.Permit
	stale.Nonce = "0"
	expect(t, app, http.StatusBadRequest, "POST", app.URL+"/api/subscriber/subscriptions/"+sub.ID+"/allowance", nil,
		map[string]any{"permit": stale, "signature": allowanceSignature(t, p, a)}, &e)
	require.Equal(t, "permit.nonce", e.Fields[0].Field)
	renewAllowance(t, app, sub.ID, p, a)

	d = waitSubscription(t, app, sub.ID, "charged again", func(d subscriptionapi.SubscriptionDetail) bool { return d.ChargedCount == 2 })
	require.Equal(t, subscriptionapi.StatusActive, d.Status)
	require.Equal(t, 2, d.ChargeHistory[0].Attempts)
	require.Equal(t, int64(30_000_000-2*6_000_000), usdcUnitsOf(t, dc, p.addr))
	travelTo(t, dc, dueAt(sub, 2))
	d = waitSubscription(t, app, sub.ID, "ended", func(d subscriptionapi.SubscriptionDetail) bool { return d.Status == subscriptionapi.StatusEnded })
	require.Equal(t, 3, d.ChargedCount, "the renewal after it rides on the new allowance")
}

// TestSubscriptionEndpointsRefuseBadInput (#35): every public subscription endpoint answers bad
// input with 4xx and the spec's code, in the OpenAPI document's shape: ids that are not ids,
// unknown sessions and subscriptions, addresses that are not (or carry a broken EIP-55
// checksum), unreadable terms and permits, signatures of the wrong length.
func TestSubscriptionEndpointsRefuseBadInput(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	_, c := newPlanCheckout(t, app, map[string]any{"name": "Inputs", "amount": "1", "token": "USDC", "interval": "week"})
	good := "0x8ba1f109551bD432803012645Ac136ddd64DBA72"
	broken := "0x8ba1f109551bD432803012645Ac136ddd64DBa72"
	terms := map[string]any{"payer": good, "merchant": good, "token": good, "amount": "1000000", "start": "1", "period": "604800", "count": "0",
		"salt": "0x" + strings.Repeat("ab", 32)}
	with := func(k string, v any) map[string]any {
		out := map[string]any{}
		for key, val := range terms {
			out[key] = val
		}
		out[k] = v
		return out
	}
	sub := app.URL + "/api/subscribe/" + c.ID
	for name, tc := range map[string]struct {
		method, url string
		body        any
		status      int
		code        apierr.Code
		field       string
	}{
		"CheckoutNotAnID":        {"GET", app.URL + "/api/subscribe/nope", nil, 400, apierr.BadBody, "checkoutId"},
		"CheckoutUnknown":        {"GET", app.URL + "/api/subscribe/" + uuid.NewString(), nil, 404, apierr.NotFound, ""},
		"TermsPayerMissing":      {"POST", sub + "/terms", map[string]any{}, 400, apierr.BadBody, "payer"},
		"TermsPayerNotHex":       {"POST", sub + "/terms", map[string]any{"payer": "0xzz"}, 400, apierr.BadBody, "payer"},
		"TermsPayerChecksum":     {"POST", sub + "/terms", map[string]any{"payer": broken}, 400, apierr.BadBody, "payer"},
		"TermsUnknownField":      {"POST", sub + "/terms", map[string]any{"payer": good, "extra": 1}, 400, apierr.BadBody, ""},
		"SubscribeAmountText":    {"POST", sub, map[string]any{"terms": with("amount", "ten"), "signature": "0x" + strings.Repeat("11", 65)}, 400, apierr.BadBody, "terms.amount"},
		"SubscribeCountTooBig":   {"POST", sub, map[string]any{"terms": with("count", "4294967296"), "signature": "0x" + strings.Repeat("11", 65)}, 400, apierr.BadBody, "terms.count"},
		"SubscribeShortSalt":     {"POST", sub, map[string]any{"terms": with("salt", "0xab"), "signature": "0x" + strings.Repeat("11", 65)}, 400, apierr.BadBody, "terms.salt"},
		"SubscribeShortSig":      {"POST", sub, map[string]any{"terms": terms, "signature": "0x1234"}, 400, apierr.BadBody, "signature"},
		"SubscribeOtherTerms":    {"POST", sub, map[string]any{"terms": terms, "signature": "0x" + strings.Repeat("11", 65)}, 400, apierr.BadBody, "terms"},
		"SubscriberNotAnID":      {"GET", app.URL + "/api/subscriber/subscriptions/nope", nil, 400, apierr.BadBody, "id"},
		"SubscriberUnknown":      {"GET", app.URL + "/api/subscriber/subscriptions/" + uuid.NewString(), nil, 404, apierr.NotFound, ""},
		"CancelBadDeadline":      {"POST", app.URL + "/api/subscriber/subscriptions/" + uuid.NewString() + "/cancel", map[string]any{"deadline": "soon", "signature": "0x12"}, 400, apierr.BadBody, "deadline"},
		"CancelUnknown":          {"POST", app.URL + "/api/subscriber/subscriptions/" + uuid.NewString() + "/cancel", map[string]any{"deadline": "9999999999", "signature": "0x" + strings.Repeat("11", 65)}, 404, apierr.NotFound, ""},
		"AllowanceUnknown":       {"GET", app.URL + "/api/subscriber/subscriptions/" + uuid.NewString() + "/allowance", nil, 404, apierr.NotFound, ""},
		"RenewBadPermit":         {"POST", app.URL + "/api/subscriber/subscriptions/" + uuid.NewString() + "/allowance", map[string]any{"permit": map[string]any{"token": broken, "amount": "1", "expiration": "1", "nonce": "0", "spender": good, "sigDeadline": "1"}, "signature": "0x" + strings.Repeat("11", 65)}, 400, apierr.BadBody, "permit.token"},
		"RenewNonceOverflow":     {"POST", app.URL + "/api/subscriber/subscriptions/" + uuid.NewString() + "/allowance", map[string]any{"permit": map[string]any{"token": good, "amount": "1", "expiration": "1", "nonce": "281474976710656", "spender": good, "sigDeadline": "1"}, "signature": "0x" + strings.Repeat("11", 65)}, 400, apierr.BadBody, "permit.nonce"},
		"PayerListUnknownField":  {"POST", app.URL + "/api/subscriber/subscriptions", map[string]any{"message": "x", "signature": "0x12", "extra": 1}, 400, apierr.BadBody, ""},
		"PayerListNoMessage":     {"POST", app.URL + "/api/subscriber/subscriptions", map[string]any{"signature": "0x" + strings.Repeat("11", 65)}, 400, apierr.InvalidSIWEMessage, ""},
		"PayerListNotSIWE":       {"POST", app.URL + "/api/subscriber/subscriptions", map[string]any{"message": "let me see", "signature": "0x" + strings.Repeat("11", 65)}, 400, apierr.InvalidSIWEMessage, ""},
		"PayerListBadSignature":  {"POST", app.URL + "/api/subscriber/subscriptions", map[string]any{"message": "let me see", "signature": "0xzz"}, 400, apierr.InvalidSignature, ""},
		"PayerMessageNoAddress":  {"GET", app.URL + "/api/subscriber/message", nil, 400, apierr.BadBody, "address"},
		"PayerMessageBadAddress": {"GET", app.URL + "/api/subscriber/message?address=" + broken, nil, 400, apierr.BadBody, "address"},
		"MerchantSubNotAnID":     {"GET", app.URL + "/api/subscriptions/nope", nil, 400, apierr.BadBody, "id"},
		"MerchantCancelUnknown":  {"POST", app.URL + "/api/subscriptions/" + uuid.NewString() + "/cancel", nil, 404, apierr.NotFound, ""},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			headers := map[string]string(nil)
			if strings.HasPrefix(tc.url, app.URL+"/api/subscriptions") {
				headers = secret(app)
			}
			var e apierr.Error
			expect(t, app, tc.status, tc.method, tc.url, headers, tc.body, &e)
			require.Equal(t, tc.code, e.Code, "%+v", e)
			if tc.field != "" {
				require.NotEmpty(t, e.Fields, "%+v", e)
				require.Equal(t, tc.field, e.Fields[0].Field, "%+v", e)
			}
		})
	}
}

// TestTheCheckoutSaysWhatTheCustomerNeeds (#35): the customer's read of a plan's checkout names
// who sells it and the network it is charged on (the hosted page shows both), and the terms ask a
// wallet that never let Permit2 move its USDC for that approval first (a call of the token,
// approving Permit2), and no more once it has.
func TestTheCheckoutSaysWhatTheCustomerNeeds(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	dc := testChain(t)
	_, c := newPlanCheckout(t, app, map[string]any{"name": "Beans", "amount": "4", "token": "USDC", "interval": "week"})
	var read subscriptionapi.Checkout
	expect(t, app, http.StatusOK, "GET", app.URL+"/api/subscribe/"+c.ID, nil, nil, &read)
	require.NotNil(t, read.Merchant)
	require.Equal(t, app.Seed.Merchant.DisplayName, read.Merchant.DisplayName)
	require.Equal(t, dc.ChainID().Int64(), read.ChainID)

	p := newPayer(t, 10_000_000)
	var terms subscriptionapi.Terms
	expect(t, app, http.StatusOK, "POST", app.URL+"/api/subscribe/"+c.ID+"/terms", nil, map[string]any{"payer": p.addr.Hex()}, &terms)
	require.NotNil(t, terms.Approval, "a fresh wallet approves Permit2 first")
	require.Equal(t, dc.Addresses().USDC.Hex(), terms.Approval.To)
	max := new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))
	require.Equal(t, hexutil.Encode(chain.NewToken(dc.Client(), dc.Addresses().USDC).ApproveCalldata(dc.Addresses().Permit2, max)), terms.Approval.Data)
	p.sendRaw(t, common.HexToAddress(terms.Approval.To), hexutil.MustDecode(terms.Approval.Data))
	var again subscriptionapi.Terms // a fresh value: an absent approval leaves a decoded one as it was
	expect(t, app, http.StatusOK, "POST", app.URL+"/api/subscribe/"+c.ID+"/terms", nil, map[string]any{"payer": p.addr.Hex()}, &again)
	require.Nil(t, again.Approval, "approved once, for every later subscription too")
}

// TestAStorefrontOpensACheckoutWithItsPublishableKey (#35, React's <SubscribeButton>): a plan's
// checkout session may be opened from the merchant's storefront with the publishable key, from an
// allowed origin (the answer readable there), as an invoice may; from another origin it is refused,
// readably, and nothing is opened; the plans themselves stay the secret key's.
func TestAStorefrontOpensACheckoutWithItsPublishableKey(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	plan, _ := newPlanCheckout(t, app, map[string]any{"name": "Storefront", "amount": "5", "token": "USDC", "interval": "month"})
	origin := app.Seed.Merchant.AllowedOrigins[0]
	url := app.URL + "/api/plans/" + plan.ID + "/checkouts"

	resp, _ := exchange(t, "OPTIONS", url, map[string]string{"Origin": origin, "Access-Control-Request-Method": "POST"}, nil)
	require.Equal(t, http.StatusNoContent, resp.StatusCode)
	require.Equal(t, origin, resp.Header.Get("Access-Control-Allow-Origin"))

	shop := map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey, "Origin": origin}
	resp, raw := exchange(t, "POST", url, shop, map[string]any{"successUrl": origin + "/thanks"})
	require.Equal(t, http.StatusCreated, resp.StatusCode, "%s", raw)
	require.Equal(t, origin, resp.Header.Get("Access-Control-Allow-Origin"), "the storefront reads the answer")
	fetchOpenAPI(t, app.URL).conform(t, "POST", url, resp, raw)
	var c subscriptionapi.Checkout
	require.NoError(t, json.Unmarshal(raw, &c))
	require.Equal(t, app.URL+"/s/"+c.ID, c.URL)
	require.Equal(t, plan.ID, c.Plan.ID)

	var e apierr.Error
	elsewhere := map[string]string{"X-Service-Api-Key": app.Seed.PublishableKey, "Origin": "https://elsewhere.example"}
	require.Equal(t, http.StatusForbidden, documented(t, app, "POST", url, elsewhere, map[string]any{}, &e))
	require.Equal(t, apierr.OriginNotAllowed, e.Code)
	require.Equal(t, http.StatusForbidden, documented(t, app, "POST", app.URL+"/api/plans", shop,
		map[string]any{"name": "x", "amount": "1", "token": "USDC", "interval": "month"}, &e))
	require.Equal(t, apierr.PublishableKeyForbidden, e.Code, "plans stay the secret key's")
}

// TestAPayerListsItsSubscriptionsBySigningIn (#35): the wallet that pays signs a Sign-In with
// Ethereum message (a nonce of this Paystead, the payer statement) and reads every subscription it
// pays, whoever sells it; the message is good once; another statement, or another wallet's
// signature of it, reads nothing.
func TestAPayerListsItsSubscriptionsBySigningIn(t *testing.T) {
	t.Parallel()
	app := startApp(t, nil)
	p := newPayer(t, 20_000_000)
	_, c := newPlanCheckout(t, app, map[string]any{"name": "Listed", "amount": "2", "token": "USDC", "interval": "month"})
	sub := subscribeWith(t, app, c, p)

	signed := func(key *ecdsa.PrivateKey, statement string) subscriptionapi.PayerListRequest {
		var n merchantapi.SignInNonce
		require.Equal(t, http.StatusOK, call(t, "GET", app.URL+"/api/auth/nonce", nil, nil, &n).StatusCode)
		msg, sig := signSIWE(t, key, siweParams{domain: n.Domain, uri: n.URI, chainID: int(n.ChainID), nonce: n.Nonce, statement: statement})
		return subscriptionapi.PayerListRequest{Message: msg, Signature: sig}
	}
	req := signed(p.key, subscriptionapi.PayerStatement)
	var list subscriptionapi.SubscriptionList
	expect(t, app, http.StatusOK, "POST", app.URL+"/api/subscriber/subscriptions", nil, req, &list)
	require.Len(t, list.Data, 1)
	require.Equal(t, sub.ID, list.Data[0].ID)
	require.Equal(t, "Listed", list.Data[0].PlanName)

	var e apierr.Error
	expect(t, app, http.StatusBadRequest, "POST", app.URL+"/api/subscriber/subscriptions", nil, req, &e)
	require.Equal(t, apierr.InvalidSIWEMessage, e.Code, "a message is good once")
	expect(t, app, http.StatusBadRequest, "POST", app.URL+"/api/subscriber/subscriptions", nil, signed(p.key, "Sign in to Paystead."), &e)
	require.Equal(t, apierr.InvalidSIWEMessage, e.Code, "the dashboard's sign-in is not the payer's")
	other, err := crypto.GenerateKey()
	require.NoError(t, err)
	forged := signed(p.key, subscriptionapi.PayerStatement)
	forged.Signature = signed(other, subscriptionapi.PayerStatement).Signature
	expect(t, app, http.StatusBadRequest, "POST", app.URL+"/api/subscriber/subscriptions", nil, forged, &e)
	require.Equal(t, apierr.InvalidSignature, e.Code)
	expect(t, app, http.StatusOK, "POST", app.URL+"/api/subscriber/subscriptions", nil, signed(other, subscriptionapi.PayerStatement), &list)
	require.Empty(t, list.Data, "a wallet that pays nothing has nothing")

	// A page without keccak asks Paystead for the message: the wallet's address given in lower
	// case comes back in its EIP-55 form, with the payer's statement and a nonce good once.
	var m subscriptionapi.PayerMessage
	expect(t, app, http.StatusOK, "GET", app.URL+"/api/subscriber/message?address="+strings.ToLower(p.addr.Hex()), nil, nil, &m)
	require.Contains(t, m.Message, "\n"+p.addr.Hex()+"\n")
	require.Contains(t, m.Message, "\n"+subscriptionapi.PayerStatement+"\n")
	require.True(t, m.ExpiresAt.After(time.Now()), "expires %s", m.ExpiresAt)
	personal := func(key *ecdsa.PrivateKey, text string) string {
		sig, err := crypto.Sign(accounts.TextHash([]byte(text)), key)
		require.NoError(t, err)
		sig[64] += 27
		return hexutil.Encode(sig)
	}
	list = subscriptionapi.SubscriptionList{}
	expect(t, app, http.StatusOK, "POST", app.URL+"/api/subscriber/subscriptions", nil, subscriptionapi.PayerListRequest{Message: m.Message, Signature: personal(p.key, m.Message)}, &list)
	require.Len(t, list.Data, 1)
	require.Equal(t, sub.ID, list.Data[0].ID)
	require.NotNil(t, list.Data[0].Merchant, "the payer sees who sells it")
	require.Equal(t, app.Seed.Merchant.DisplayName, list.Data[0].Merchant.DisplayName)
	expect(t, app, http.StatusBadRequest, "POST", app.URL+"/api/subscriber/subscriptions", nil, subscriptionapi.PayerListRequest{Message: m.Message, Signature: personal(p.key, m.Message)}, &e)
	require.Equal(t, apierr.InvalidSIWEMessage, e.Code, "the server's message is good once too")
	expect(t, app, http.StatusOK, "GET", app.URL+"/api/subscriber/message?address="+crypto.PubkeyToAddress(other.PublicKey).Hex(), nil, nil, &m)
	expect(t, app, http.StatusBadRequest, "POST", app.URL+"/api/subscriber/subscriptions", nil, subscriptionapi.PayerListRequest{Message: m.Message, Signature: personal(p.key, m.Message)}, &e)
	require.Equal(t, apierr.InvalidSignature, e.Code, "another wallet's message signed by this one")

	var one subscriptionapi.SubscriptionDetail
	expect(t, app, http.StatusOK, "GET", app.URL+"/api/subscriber/subscriptions/"+sub.ID, nil, nil, &one)
	require.NotNil(t, one.Merchant)
	require.Equal(t, app.Seed.Merchant.DisplayName, one.Merchant.DisplayName)
	var merchants subscriptionapi.SubscriptionDetail
	expect(t, app, http.StatusOK, "GET", app.URL+"/api/subscriptions/"+sub.ID, secret(app), nil, &merchants)
	require.Nil(t, merchants.Merchant, "the merchant's own view does not repeat the merchant")
}

// TestARevokedPermit2ApprovalIsAskedBack (#35): the payer revokes the token's own approval to
// Permit2 (as wallet screens that list approvals do), not the signed allowance; the next charge
// fails as the allowance, not as the token refusing; the new allowance comes with the approval to
// send first, and once it is sent and the allowance signed, the charge pays.
func TestARevokedPermit2ApprovalIsAskedBack(t *testing.T) {
	t.Parallel()
	dc := ownChain(t)
	app := startAppOn(t, dc, nil)
	p := fundedPayerOn(t, dc, 30_000_000)
	sub := subscribedAndCharged(t, app, p, map[string]any{"name": "Reapproved", "amount": "4", "token": "USDC", "interval": "week", "charges": 2})
	usdc := chain.NewToken(dc.Client(), dc.Addresses().USDC)
	p.sendRaw(t, dc.Addresses().USDC, usdc.ApproveCalldata(dc.Addresses().Permit2, big.NewInt(0)))
	travelTo(t, dc, dueAt(sub, 1))
	d := waitSubscription(t, app, sub.ID, "past due", func(d subscriptionapi.SubscriptionDetail) bool { return d.Status == subscriptionapi.StatusPastDue })
	require.Equal(t, subscription.FailAllowance, *d.LastFailure, "the payer can fix it: not the token's refusal")

	var a subscriptionapi.Allowance
	expect(t, app, http.StatusOK, "GET", app.URL+"/api/subscriber/subscriptions/"+sub.ID+"/allowance", nil, nil, &a)
	require.NotNil(t, a.Approval, "the approval to send first")
	require.Equal(t, dc.Addresses().USDC.Hex(), a.Approval.To)
	p.sendRaw(t, common.HexToAddress(a.Approval.To), hexutil.MustDecode(a.Approval.Data))
	allowed, err := usdc.Allowance(context.Background(), p.addr, dc.Addresses().Permit2)
	require.NoError(t, err)
	require.Equal(t, 256, allowed.BitLen(), "approved for every later payment")
	var again subscriptionapi.Allowance
	expect(t, app, http.StatusOK, "GET", app.URL+"/api/subscriber/subscriptions/"+sub.ID+"/allowance", nil, nil, &again)
	require.Nil(t, again.Approval, "approved now")

	renewAllowance(t, app, sub.ID, p, a)
	d = waitSubscription(t, app, sub.ID, "charged again", func(d subscriptionapi.SubscriptionDetail) bool { return d.ChargedCount == 2 })
	require.Equal(t, int64(30_000_000-2*4_000_000), usdcUnitsOf(t, dc, p.addr))
}

// TestARevokedAllowanceIsNoticedBeforeItsCharge (#35): the allowance watch reads each
// subscription's allowance; a payer's lockdown on Permit2 is seen before the next charge is due
// (allowanceRevokedAt, subscription.allowance_revoked once), a new allowance signed clears it; a
// revoked approval of the token to Permit2 is seen too, and cleared when the payer approves again;
// the charge then pays.
func TestARevokedAllowanceIsNoticedBeforeItsCharge(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	dc := ownChain(t)
	app := startAppOn(t, dc, func(c *config.Config) { c.AllowanceCheckEvery = time.Second })
	p := fundedPayerOn(t, dc, 30_000_000)
	sub := subscribedAndCharged(t, app, p, map[string]any{"name": "Watched", "amount": "3", "token": "USDC", "interval": "week"})
	checkedAt := func() *time.Time {
		var at *time.Time
		require.NoError(t, app.Pool.QueryRow(ctx, `SELECT allowance_checked_at FROM subscriptions WHERE id = $1`, sub.ID).Scan(&at))
		return at
	}
	require.Eventually(t, func() bool { return checkedAt() != nil }, 30*time.Second, 200*time.Millisecond, "the watch reads it")
	revokedEvents := func() int {
		n := 0
		for _, ev := range subscriptionEvents(t, app, sub.ID) {
			if ev.Type == webhookapi.SubscriptionAllowanceRevoked {
				n++
			}
		}
		return n
	}
	require.Zero(t, revokedEvents(), "an allowance that pays is not revoked")
	read := func() subscriptionapi.SubscriptionDetail {
		var d subscriptionapi.SubscriptionDetail
		expect(t, app, http.StatusOK, "GET", app.URL+"/api/subscriptions/"+sub.ID, secret(app), nil, &d)
		return d
	}
	require.Nil(t, read().AllowanceRevokedAt)

	// Locked down on Permit2: seen before the charge, which is a week away.
	spender := chain.SubscriptionAccountOf(common.HexToAddress(sub.Manager), common.HexToHash(sub.TermsHash))
	p.sendRaw(t, dc.Addresses().Permit2, chain.Permit2LockdownCalldata(dc.Addresses().USDC, spender))
	d := waitSubscription(t, app, sub.ID, "seen revoked", func(d subscriptionapi.SubscriptionDetail) bool { return d.AllowanceRevokedAt != nil })
	require.Equal(t, subscriptionapi.StatusActive, d.Status, "nothing failed yet")
	require.Equal(t, 1, d.ChargedCount)
	seenAt := *d.AllowanceRevokedAt
	time.Sleep(3 * time.Second)
	require.Equal(t, seenAt, *read().AllowanceRevokedAt, "still the first sighting")
	require.Equal(t, 1, revokedEvents(), "said once")

	// A new allowance signed clears it, and the watch agrees: the signed one is not on chain yet.
	var a subscriptionapi.Allowance
	expect(t, app, http.StatusOK, "GET", app.URL+"/api/subscriber/subscriptions/"+sub.ID+"/allowance", nil, nil, &a)
	require.Nil(t, a.Approval)
	renewAllowance(t, app, sub.ID, p, a)
	require.Nil(t, read().AllowanceRevokedAt)
	before := *checkedAt()
	require.Eventually(t, func() bool { return checkedAt().After(before) }, 30*time.Second, 200*time.Millisecond, "read again")
	require.Nil(t, read().AllowanceRevokedAt, "the new allowance pays")

	// The token's approval to Permit2 revoked: seen; approved again: cleared, with no event.
	usdc := chain.NewToken(dc.Client(), dc.Addresses().USDC)
	p.sendRaw(t, dc.Addresses().USDC, usdc.ApproveCalldata(dc.Addresses().Permit2, big.NewInt(0)))
	waitSubscription(t, app, sub.ID, "seen revoked again", func(d subscriptionapi.SubscriptionDetail) bool { return d.AllowanceRevokedAt != nil })
	require.Equal(t, 2, revokedEvents())
	p.sendRaw(t, dc.Addresses().USDC, usdc.ApproveCalldata(dc.Addresses().Permit2, big.NewInt(100_000_000)))
	waitSubscription(t, app, sub.ID, "seen paying again", func(d subscriptionapi.SubscriptionDetail) bool { return d.AllowanceRevokedAt == nil })
	require.Equal(t, 2, revokedEvents())

	travelTo(t, dc, dueAt(sub, 1))
	d = waitSubscription(t, app, sub.ID, "charged again", func(d subscriptionapi.SubscriptionDetail) bool { return d.ChargedCount == 2 })
	require.Equal(t, 1, d.ChargeHistory[0].Attempts, "the charge did not fail")
	require.Equal(t, int64(30_000_000-2*3_000_000), usdcUnitsOf(t, dc, p.addr))
}

// allowanceSignature is p's signature (0x-hex) of the new allowance a.
func allowanceSignature(t *testing.T, p payerWallet, a subscriptionapi.Allowance) string {
	t.Helper()
	digest, err := chain.AllowancePermitDigest(big.NewInt(a.ChainID), common.HexToAddress(a.Permit2), permitOf(t, a.Permit))
	require.NoError(t, err)
	sig, err := crypto.Sign(digest[:], p.key)
	require.NoError(t, err)
	sig[64] += 27
	return hexutil.Encode(sig)
}

// renewAllowance has p sign the new allowance a of subscription id and gives it to Paystead.
func renewAllowance(t *testing.T, app testApp, id string, p payerWallet, a subscriptionapi.Allowance) {
	t.Helper()
	expect(t, app, http.StatusOK, "POST", app.URL+"/api/subscriber/subscriptions/"+id+"/allowance", nil,
		map[string]any{"permit": a.Permit, "signature": allowanceSignature(t, p, a)}, nil)
}

// subscribedAndCharged has p subscribe to a new plan made from body and waits for its first charge.
func subscribedAndCharged(t *testing.T, app testApp, p payerWallet, body map[string]any) subscriptionapi.Subscription {
	t.Helper()
	_, c := newPlanCheckout(t, app, body)
	sub := subscribeWith(t, app, c, p)
	waitSubscription(t, app, sub.ID, "charged once", func(d subscriptionapi.SubscriptionDetail) bool { return d.ChargedCount == 1 })
	return sub
}
