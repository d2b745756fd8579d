package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/frontend"
	"github.com/paystead/paystead/sdk"
)

// TestSubscribeOnTheHostedPage is #35's journey in Chromium: a customer opens a plan's checkout
// page (/s/<id>) on a phone, connects a fresh wallet, lets Permit2 move its USDC (one
// transaction), signs once, sees the first period's receipt as soon as the charge is paid, and
// cancels with a second signature (no gas); the merchant's API agrees at each step. At 1280 px
// in German, a plan with a trial: subscribed, no charge yet, the trial's end said. axe-core on
// every state.
func TestSubscribeOnTheHostedPage(t *testing.T) {
	// The allowance watch reads every second here, so that a revocation is seen at once.
	j := &journeys{env: startEnv(t, func(c *config.Config) { c.AllowanceCheckEvery = time.Second })}
	j.browser = newBrowser(t)
	ctx := context.Background()
	c, err := sdk.NewClient(j.App.Seed.SecretKey, sdk.WithBaseURL(j.URL))
	require.NoError(t, err)
	newCheckout := func(plan sdk.CreatePlanParams) *sdk.SubscriptionCheckout {
		t.Helper()
		p, err := c.CreatePlan(ctx, plan)
		require.NoError(t, err)
		co, err := c.CreateSubscriptionCheckout(ctx, p.ID, sdk.CreateSubscriptionCheckout{SuccessURL: j.URL + thanksPath})
		require.NoError(t, err)
		require.Contains(t, co.URL, "/s/"+co.ID)
		return co
	}
	subscriptionOf := func(payer string) *sdk.Subscription {
		t.Helper()
		subs, err := c.Subscriptions(ctx)
		require.NoError(t, err)
		for i := range subs {
			if strings.EqualFold(subs[i].Payer, payer) {
				return &subs[i]
			}
		}
		return nil
	}

	// subscribed has a fresh, funded wallet subscribe to a new plan on the hosted page (its one
	// approval, its one signature) and waits for the first charge's receipt.
	subscribed := func(t *testing.T, plan sdk.CreatePlanParams) (*testWallet, *tab) {
		t.Helper()
		co := newCheckout(plan)
		w := newTestWallet(t, j.env, newKey(t), j.Chain.ChainID().Int64())
		fund(t, j.env, w.Address, 100_000_000)
		tb := j.browser.newTab(t, w)
		tb.run(30*time.Second, chromedp.Navigate(co.URL))
		tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
		tb.waitFor(30*time.Second, "the plan", visible("#subscribe-price"))
		tb.click("#subscribe-button")
		tb.waitFor(60*time.Second, "the approval step", visible("#approve-permit2"))
		tb.click("#approve-permit2")
		tb.waitFor(90*time.Second, "the first receipt", visible("#first-receipt"))
		return w, tb
	}

	t.Run("Phone", func(t *testing.T) {
		co := newCheckout(sdk.CreatePlanParams{Name: "Coffee club", Amount: "9.99", Token: "USDC", Interval: sdk.PlanMonthly})
		w := newTestWallet(t, j.env, newKey(t), j.Chain.ChainID().Int64())
		fund(t, j.env, w.Address, 100_000_000)
		tb := j.browser.newTab(t, w)
		tb.run(10*time.Second, chromedp.EmulateViewport(375, 812, chromedp.EmulateMobile))
		tb.run(30*time.Second, chromedp.Navigate(co.URL))
		tb.waitFor(30*time.Second, "the plan", visible("#subscribe-price"))
		tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
		require.Equal(t, "9.99 USDC every month", tb.text("#subscribe-price"))
		require.Equal(t, "Demo Coffee Roasters", tb.text("#subscribe-merchant"))
		require.Equal(t, "Until you cancel", tb.text("#subscribe-length"))
		require.Contains(t, tb.text("h1"), "Coffee club")
		noSidewaysScroll(tb)
		tb.audit("the plan's checkout at 375 px")

		// A fresh wallet has not let Permit2 move its USDC: one transaction first.
		tb.click("#subscribe-button")
		tb.waitFor(60*time.Second, "the approval step", visible("#approve-permit2"))
		require.Zero(t, w.asked("eth_signTypedData_v4"), "nothing signed before the approval")
		tb.audit("the approval step")
		tb.click("#approve-permit2")
		tb.waitFor(90*time.Second, "subscribed", visible("#subscribed"))
		require.Equal(t, 1, w.asked("eth_signTypedData_v4"), "one signature")
		require.Equal(t, 1, w.asked("eth_sendTransaction"), "one transaction: the approval")

		// The first period is charged at once; its receipt is one tap away.
		tb.waitFor(90*time.Second, "the first receipt", visible("#first-receipt"))
		require.Contains(t, tb.text("#subscription-status"), "Next charge")
		require.Equal(t, j.URL+thanksPath, tb.attr("#success-link", "href"))
		noSidewaysScroll(tb)
		tb.audit("subscribed, with the first receipt")
		sub := subscriptionOf(w.Address.Hex())
		require.NotNil(t, sub)
		require.Equal(t, "active", sub.Status)
		require.Equal(t, 1, sub.ChargedCount)
		receipt := tb.attr("#first-receipt", "href")

		// The payer's own page: signing in is one message Paystead writes (no gas); the
		// subscription is there with who sells it, its next charge and the first charge's receipt.
		tb.click("#manage-subscriptions")
		tb.waitFor(30*time.Second, "the payer's page", visible("#payer-signin"))
		tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
		tb.audit("the payer's page, before signing in")
		tb.click("#payer-signin")
		tb.waitFor(60*time.Second, "the payer's subscriptions", visible("#sub-0"))
		require.Equal(t, 1, w.asked("personal_sign"), "signing in is one message")
		require.Equal(t, 1, w.asked("eth_signTypedData_v4"), "and nothing else is signed")
		require.Contains(t, strings.ToLower(tb.text("#payer-account")), strings.ToLower(w.Address.Hex()))
		require.Equal(t, "Coffee club", tb.text("#sub-0-plan"))
		require.Equal(t, "9.99 USDC every month", tb.text("#sub-0-price"))
		require.Equal(t, "Demo Coffee Roasters", tb.text("#sub-0-merchant"))
		require.Equal(t, "Active", tb.text("#sub-0-status"))
		require.Equal(t, "Once", tb.text("#sub-0-charged"))
		require.True(t, tb.exists("#sub-0-next"), "the next charge")
		require.Equal(t, receipt, tb.attr("#sub-0-charge-0 a", "href"), "the first charge's receipt")
		require.False(t, tb.exists("#sub-1"), "one subscription")
		noSidewaysScroll(tb)
		tb.audit("the payer's subscriptions at 375 px")

		// Canceled there with a signature: nothing to pay, nothing more charged.
		acceptConfirms(tb)
		tb.click("#sub-0-cancel")
		tb.waitFor(60*time.Second, "canceled", `document.querySelector("#sub-0")?.dataset.status === "canceled"`)
		require.Equal(t, 2, w.asked("eth_signTypedData_v4"), "the cancel is a signature")
		require.Equal(t, 1, w.asked("eth_sendTransaction"), "and no transaction")
		require.Equal(t, "Canceled", tb.text("#sub-0-status"))
		require.True(t, tb.exists("#sub-0-canceled"), "when it was canceled")
		require.False(t, tb.exists("#sub-0-cancel"), "nothing left to cancel")
		require.False(t, tb.exists("#sub-0-next"), "no next charge")
		tb.audit("canceled on the payer's page")
		require.Equal(t, "canceled", subscriptionOf(w.Address.Hex()).Status)

		// The receipt is the invoice's own page: paid, the plan's amount.
		tb.run(30*time.Second, chromedp.Navigate(j.URL+receipt))
		tb.waitFor(30*time.Second, "the receipt", visible("#receipt"))
		require.Equal(t, "$9.99", tb.text("#receipt-amount"))
	})

	t.Run("DesktopGermanTrial", func(t *testing.T) {
		co := newCheckout(sdk.CreatePlanParams{Name: "Bohnen-Abo", Amount: "25", Token: "USDC", Interval: sdk.PlanWeekly, IntervalCount: 2, TrialDays: 14, Charges: 6})
		w := newTestWallet(t, j.env, newKey(t), j.Chain.ChainID().Int64())
		fund(t, j.env, w.Address, 100_000_000)
		tb := j.browser.newTab(t, w)
		tb.run(10*time.Second, chromedp.EmulateViewport(1280, 900))
		tb.run(30*time.Second, chromedp.Navigate(co.URL))
		tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
		chooseLanguage(tb, "de")
		tb.waitFor(30*time.Second, "the page in German", `document.documentElement.lang === "de"`)
		tb.waitFor(30*time.Second, "the plan", visible("#subscribe-price"))
		price := tb.text("#subscribe-price")
		require.Contains(t, price, "25 USDC")
		require.Contains(t, price, "2", "every two weeks")
		require.NotContains(t, price, "every")
		require.Contains(t, tb.text("#subscribe-trial"), "14")
		require.Contains(t, tb.text("#subscribe-length"), "6")
		tb.audit("the plan's checkout in German at 1280 px")
		tb.click("#subscribe-button")
		tb.waitFor(60*time.Second, "the approval step", visible("#approve-permit2"))
		tb.click("#approve-permit2")
		tb.waitFor(90*time.Second, "subscribed", visible("#subscribed"))
		require.Equal(t, "trialing", tb.attr("#subscribed", "data-status"))
		var lang string
		tb.run(5*time.Second, chromedp.Evaluate(`document.documentElement.lang`, &lang))
		require.Equal(t, "de", lang)
		require.NotContains(t, tb.text("#subscription-status"), "trial", "said in German")
		tb.audit("subscribed in a trial, in German")
		sub := subscriptionOf(w.Address.Hex())
		require.NotNil(t, sub)
		require.Equal(t, "trialing", sub.Status)
		require.Zero(t, sub.ChargedCount, "nothing charged in the trial")
		require.NotNil(t, sub.NextChargeAt)
		require.WithinDuration(t, time.Now().Add(14*24*time.Hour), *sub.NextChargeAt, 2*time.Hour, fmt.Sprint("the first charge after the trial: ", sub.NextChargeAt))

		// Canceled on the checkout page itself, with a signature.
		acceptConfirms(tb)
		tb.click("#cancel-subscription")
		tb.waitFor(60*time.Second, "canceled", `document.querySelector("#subscribed")?.dataset.status === "canceled"`)
		require.Equal(t, 2, w.asked("eth_signTypedData_v4"), "the cancel is a signature")
		require.Equal(t, 1, w.asked("eth_sendTransaction"), "and no transaction")
		require.NotContains(t, tb.text("#subscription-status"), "nothing more will be charged", "said in German")
		require.Equal(t, "canceled", subscriptionOf(w.Address.Hex()).Status)
	})

	// The merchant's dashboard: this month's recurring revenue, its chart and table, the
	// subscriptions, one opened with its charge (an invoice) and canceled there.
	t.Run("Dashboard", func(t *testing.T) {
		w, _ := subscribed(t, sdk.CreatePlanParams{Name: "Espresso weekly", Amount: "12.50", Token: "USDC", Interval: sdk.PlanMonthly})
		sub := subscriptionOf(w.Address.Hex())
		require.NotNil(t, sub)

		for _, width := range []int64{375, 1280} {
			tb := j.signIn(t, frontend.SubscriptionsPath)
			tb.run(10*time.Second, chromedp.EmulateViewport(width, 900))
			tb.waitFor(30*time.Second, "the recurring revenue", visible("#revenue-USDC-mrr"))
			require.Equal(t, "12.5 USDC", tb.text("#revenue-USDC-mrr"), "the one paying subscription, a month's worth")
			require.Equal(t, "1", tb.text("#revenue-USDC-active"))
			require.Equal(t, "—", tb.text("#revenue-USDC-churn"), "nobody paid last month")
			var bars int
			tb.run(5*time.Second, chromedp.Evaluate(`document.querySelectorAll("#revenue-USDC-chart .day").length`, &bars))
			require.Equal(t, 12, bars, "a year of months")
			require.Equal(t, "12.5", tb.attr("#revenue-USDC-chart .day:last-child .bar", "data-amount"))
			thisMonth := `#revenue-USDC-table tbody tr:last-child`
			require.Equal(t, "12.5", tb.text(thisMonth+" td:nth-of-type(2)"))
			require.Equal(t, "3", tb.text(thisMonth+" td:nth-of-type(4)"), "three signed this month")
			require.Equal(t, "2", tb.text(thisMonth+" td:nth-of-type(5)"), "two canceled")
			tb.waitFor(30*time.Second, "the subscriptions", visible(`#subscriptions tr[data-subscription-id="`+sub.ID+`"]`))
			var rows int
			tb.run(5*time.Second, chromedp.Evaluate(`document.querySelectorAll("#subscriptions tbody tr").length`, &rows))
			require.Equal(t, 3, rows)
			noSidewaysScroll(tb)
			tb.audit(fmt.Sprintf("the dashboard's subscriptions at %d px", width))
			if width == 375 {
				continue
			}

			tb.click(`#subscriptions tr[data-subscription-id="` + sub.ID + `"] button`)
			tb.waitFor(30*time.Second, "the subscription opened", visible("#subscription-charges"))
			require.Contains(t, tb.text("#subscription-heading"), "Espresso weekly")
			charge := tb.attr("#subscription-charges tbody tr a", "href")
			require.Contains(t, charge, frontend.InvoicesPath+"/0x", "the charge is an invoice")
			tb.audit("a subscription opened on the dashboard")
			acceptConfirms(tb)
			tb.click("#cancel-subscription")
			tb.waitFor(30*time.Second, "canceled", `document.querySelector("#subscription")?.dataset.status === "canceled"`)
			require.Contains(t, tb.text("#subscription"), "by you")
			require.Equal(t, "canceled", subscriptionOf(w.Address.Hex()).Status)
			tb.run(30*time.Second, chromedp.Reload())
			tb.waitFor(30*time.Second, "the recurring revenue", visible("#revenue-USDC-mrr"))
			require.Equal(t, "0 USDC", tb.text("#revenue-USDC-mrr"), "nothing recurring left")
			require.Equal(t, "0", tb.text("#revenue-USDC-active"))
		}
	})

	// The merchant makes a plan on the dashboard on a phone, shares its permanent link (a
	// customer opening it lands on the plan's checkout), stops offering it (the link says so) and
	// offers it again.
	t.Run("DashboardPlans", func(t *testing.T) {
		tb := j.signIn(t, frontend.SubscriptionsPath)
		tb.run(10*time.Second, chromedp.EmulateViewport(375, 812, chromedp.EmulateMobile))
		tb.waitFor(30*time.Second, "the plans", visible("#new-plan"))
		tb.click("#new-plan")
		tb.waitFor(10*time.Second, "the form", visible("#create-plan"))
		noSidewaysScroll(tb)
		tb.audit("the new-plan form at 375 px")
		tb.setValue("#plan-name", "Fortnightly beans")
		tb.setValue("#plan-amount", "7.5")
		tb.setValue("#plan-count", "2")
		tb.setValue("#plan-interval", "week")
		tb.setValue("#plan-trial", "7")
		tb.click("#create-plan-submit")
		tb.waitFor(30*time.Second, "the new plan listed", `(document.querySelector("#plan-list tbody tr")?.innerText || "").includes("Fortnightly beans")`)
		first := "#plan-list tbody tr:first-child"
		require.Contains(t, tb.text(first), "7.5 USDC every 2 weeks")
		require.Contains(t, tb.text(first), "7 days")
		require.Contains(t, tb.text(first), "Until canceled")
		require.Contains(t, tb.text(first), "Active")
		id := tb.attr(first, "data-plan-id")
		link := tb.attr(first+" a", "href")
		require.Equal(t, j.URL+"/p/"+id, link)
		plan, err := c.GetPlan(ctx, id)
		require.NoError(t, err)
		require.Equal(t, int64(14*86_400), plan.PeriodSeconds)
		require.Equal(t, 7, plan.TrialDays)
		require.Nil(t, plan.Charges)
		noSidewaysScroll(tb)
		tb.audit("the plans at 375 px")

		customer := j.browser.newTab(t, nil)
		customer.run(30*time.Second, chromedp.Navigate(link))
		customer.waitFor(30*time.Second, "the plan's checkout", visible("#subscribe-price"))
		customer.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
		chooseLanguage(customer, "en") // the browser kept the German of a subtest before
		customer.waitFor(30*time.Second, "the plan in English", `document.querySelector("#subscribe-price")?.innerText === "7.5 USDC every 2 weeks"`)
		customer.waitFor(10*time.Second, "a checkout session's page", `location.pathname.startsWith("/s/")`)

		acceptConfirms(tb)
		tb.click(first + ` button[data-toggle="` + id + `"]`)
		tb.waitFor(30*time.Second, "no longer offered", `(document.querySelector("#plan-list tbody tr:first-child")?.innerText || "").includes("Disabled")`)
		customer.run(30*time.Second, chromedp.Navigate(link))
		customer.waitFor(30*time.Second, "the link's page", `document.body.innerText.includes("no longer active")`)
		plan, err = c.GetPlan(ctx, id)
		require.NoError(t, err)
		require.False(t, plan.Active)
		tb.click(first + ` button[data-toggle="` + id + `"]`)
		tb.waitFor(30*time.Second, "offered again", `(document.querySelector("#plan-list tbody tr:first-child")?.innerText || "").includes("Active")`)
		customer.run(30*time.Second, chromedp.Navigate(link))
		customer.waitFor(30*time.Second, "the plan's checkout again", visible("#subscribe-price"))
	})

	// The payer locks down the subscription's allowance on Permit2 itself and revokes the token's
	// approval to Permit2: the payer's page and the dashboard say so before the charge; the next
	// month's charge fails for it; the payer's page says so and offers a new allowance: the
	// approval sent again, one signature, after which the charge goes through at once. Last: it
	// moves the chain's clock a month on.
	t.Run("DesktopNewAllowance", func(t *testing.T) {
		w, tb := subscribed(t, sdk.CreatePlanParams{Name: "Roast of the month", Amount: "5", Token: "USDC", Interval: sdk.PlanMonthly, Charges: 3})
		tb.run(10*time.Second, chromedp.EmulateViewport(1280, 900))
		sub := subscriptionOf(w.Address.Hex())
		require.NotNil(t, sub)

		spender := chain.SubscriptionAccountOf(common.HexToAddress(sub.Manager), common.HexToHash(sub.TermsHash))
		lockdown := map[string]string{"from": w.Address.Hex(), "to": j.Chain.Addresses().Permit2.Hex(),
			"data": hexutil.Encode(chain.Permit2LockdownCalldata(j.Chain.Addresses().USDC, spender))}
		param, err := json.Marshal(lockdown)
		require.NoError(t, err)
		_, err = w.sendTransaction(ctx, walletRequest{Method: "eth_sendTransaction", Params: []json.RawMessage{param}})
		require.NoError(t, err)
		// And the token's own approval to Permit2, as a wallet's list of approvals revokes it.
		revoke, err := json.Marshal(map[string]string{"from": w.Address.Hex(), "to": j.Chain.Addresses().USDC.Hex(),
			"data": hexutil.Encode(chain.NewToken(j.Chain.Client(), j.Chain.Addresses().USDC).ApproveCalldata(j.Chain.Addresses().Permit2, big.NewInt(0)))})
		require.NoError(t, err)
		_, err = w.sendTransaction(ctx, walletRequest{Method: "eth_sendTransaction", Params: []json.RawMessage{revoke}})
		require.NoError(t, err)

		// Seen before the month's charge: the payer's page says so, in French this time (the
		// browser kept the German of the subtest before), and the dashboard too.
		tb.run(30*time.Second, chromedp.Navigate(j.URL+frontend.PayerPath))
		tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
		chooseLanguage(tb, "fr")
		tb.waitFor(30*time.Second, "the page in French", `document.documentElement.lang === "fr"`)
		tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
		require.Eventually(t, func() bool { return subscriptionOf(w.Address.Hex()).AllowanceRevokedAt != nil }, 60*time.Second, 200*time.Millisecond,
			"the allowance watch sees the revocation")
		tb.click("#payer-signin")
		tb.waitFor(60*time.Second, "the revocation said", visible("#sub-0-revoked"))
		require.Contains(t, tb.text("#sub-0-revoked"), "a été révoquée")
		require.Equal(t, "Actif", tb.text("#sub-0-status"), "nothing failed yet")
		tb.audit("a revoked allowance on the payer's page, in French at 1280 px")
		merchant := j.signIn(t, frontend.SubscriptionsPath)
		row := `#subscriptions tr[data-subscription-id="` + sub.ID + `"]`
		merchant.waitFor(30*time.Second, "the revocation in the list", visible(row+" .badge.warn"))
		merchant.click(row + " button")
		merchant.waitFor(30*time.Second, "the revocation on the dashboard", visible("#subscription-revoked"))

		head, err := j.Chain.Client().HeaderByNumber(ctx, nil)
		require.NoError(t, err)
		due := sub.StartsAt.Add(time.Duration(sub.PeriodSeconds) * time.Second)
		require.NoError(t, j.Chain.IncreaseTime(due.Sub(time.Unix(int64(head.Time), 0))+time.Minute), "to the second month")
		require.Eventually(t, func() bool { return subscriptionOf(w.Address.Hex()).Status == "past_due" }, 60*time.Second, 200*time.Millisecond,
			"the month's charge fails for the revoked allowance")

		tb.run(30*time.Second, chromedp.Reload())
		tb.waitFor(30*time.Second, "the page's WebAssembly", wasmRunning)
		tb.click("#payer-signin")
		tb.waitFor(60*time.Second, "the failed charge", visible("#sub-0-failed"))
		require.Equal(t, "Paiement échoué", tb.text("#sub-0-status"))
		require.Contains(t, tb.text("#sub-0-failed"), "autorisation que vous avez signée a été révoquée")
		require.Equal(t, "1 sur 3", tb.text("#sub-0-charged"))
		tb.audit("a failed charge on the payer's page, in French at 1280 px")
		signed, sent := w.asked("eth_signTypedData_v4"), w.asked("eth_sendTransaction")
		tb.click("#sub-0-renew")
		tb.waitFor(90*time.Second, "charged again", `document.querySelector("#sub-0")?.dataset.status === "active"`)
		require.Equal(t, signed+1, w.asked("eth_signTypedData_v4"), "the new allowance is one signature")
		require.Equal(t, sent+1, w.asked("eth_sendTransaction"), "after the approval to Permit2, sent again")
		require.Equal(t, "2 sur 3", tb.text("#sub-0-charged"))
		require.Equal(t, "Actif", tb.text("#sub-0-status"))
		require.False(t, tb.exists("#sub-0-failed"), "nothing failing any more")
		require.Equal(t, "charged", tb.attr("#sub-0-charge-0", "data-status"), "the month's charge, the latest first")
		require.True(t, tb.exists("#sub-0-charge-0 a"), "with its receipt")
		require.Equal(t, "charged", tb.attr("#sub-0-charge-1", "data-status"))
		tb.audit("charged again on the payer's page")
		require.Equal(t, 2, subscriptionOf(w.Address.Hex()).ChargedCount)
	})
}
