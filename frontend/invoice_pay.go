package frontend

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// receiptPolls bounds the wait for the approval: three minutes at one
// read a second.
const receiptPolls = 180

// invoicePay is paying from a cleared wallet: the one-time Permit2
// approval when the token needs it (step 1), then the pay button with a
// hint saying what it waits for.
type invoicePay struct {
	app.Compo

	L         *i18n.Locale
	Step      step
	Token     string        // the pay-in token
	Amount    string        // the invoice's, in USDC
	Connected bool          // a wallet shared its account
	Cleared   bool          // the gate allowed the wallet
	ApproveTx string        // the approval's transaction, once sent
	Chain     chainSettings // the network it is sent on
	Busy      string        // what is happening, in words; "" when idle
	// TwoSignatures: the token permit is signed before the payment (a
	// first payment in a token with EIP-2612, no gas needed).
	TwoSignatures bool
	// AtMost is the swap's price in the pay-in token ("" when none is paid through a swap):
	// the button names what leaves the wallet, not the dollars the merchant receives.
	AtMost string

	OnApprove app.EventHandler
	OnPay     app.EventHandler
}

// payPart is the approval and the pay button, or nil when this wallet
// cannot pay (the gate sent it to review or refused it) or the payment
// has been submitted.
func (p *invoicePage) payPart() *invoicePay {
	if p.decision != nil && p.decision.Decision != checkoutapi.DecisionAllow {
		return nil // review or reject: no way to pay from this wallet
	}
	if p.step >= stepProgress || p.step == stepNetwork {
		return nil // paid, or choosing the network: its own button goes on
	}
	return &invoicePay{
		L: p.l, Step: p.step, Token: p.invoice.PayInToken, Amount: p.invoice.Amount,
		Connected: p.account != "", Cleared: p.decision != nil, ApproveTx: p.approveTx, Chain: p.chain(), Busy: p.busy.in(p.l),
		TwoSignatures: p.prep != nil && p.prep.TokenPermit != nil && p.prep.Authorization == nil,
		AtMost:        p.atMost(),
		OnApprove:     p.onApprove, OnPay: p.onPay,
	}
}

// atMost is the live quote's price in the pay-in token, "" when the invoice needs none.
func (p *invoicePage) atMost() string {
	if p.quote == nil || !tokenOf(p.invoice.PayInToken).swapped() {
		return ""
	}
	return p.quote.AmountIn
}

func (c *invoicePay) Render() app.UI {
	token, l := c.Token, c.L
	var approve app.UI
	if c.Step == stepApprove || c.Step == stepApproving {
		approving := c.Step == stepApproving
		label := l.T("Allow Permit2 to use your {token}", "token", token)
		if approving {
			label = l.T("Waiting for the approval to be confirmed…")
		}
		approve = app.Div().ID("approve-step").Class("panel").Body(
			heading3(l.T("Step 1: allow payments in {token}", "token", token)),
			para(l.T("This wallet hasn't used Permit2 with {token} before. Your wallet sends one approval transaction (it costs a little gas) so that signed payments can move {token}. You only do this once per token.", "token", token)),
			actions(
				app.Button().ID("approve").Disabled(approving).Aria("busy", approving).Text(label).OnClick(c.OnApprove),
			),
			app.If(c.ApproveTx != "", func() app.UI {
				return app.P().Class("muted").Body(app.Text(l.T("Approval transaction:")+" "), localTxLink(l, c.Chain, "approve-tx", c.ApproveTx))
			}),
		)
	}
	ready := c.Step == stepReady && c.Busy == ""
	label := l.T("Pay {amount}", "amount", formatUSD(l, c.Amount))
	if c.AtMost != "" {
		label = l.T("Pay {amount}", "amount", formatDecimalToken(l, ceilCents(c.AtMost), c.Token))
	}
	if c.Step == stepPaying {
		label = l.T("Paying…")
	}
	hint := l.T("Connect your wallet first.")
	switch {
	case c.Step == stepBlocked:
		hint = l.T("See the problem described below, then try again.")
	case c.Connected && !c.Cleared:
		hint = l.T("Your wallet is checked before you can pay.")
	case c.Step == stepApprove || c.Step == stepApproving:
		hint = l.T("Allow payments in {token} first (step 1).", "token", token)
	case c.Step == stepReady && c.TwoSignatures:
		hint = l.T("Your wallet asks for two signatures: one letting Permit2 use your {token} (this first time only), then the payment. Neither costs gas, so you need no ETH.", "token", token)
	case c.Step == stepReady:
		hint = l.T("Your wallet asks you to sign the payment. Signing costs no gas.")
	case c.Step == stepPreparing || c.Step == stepAuthorizing:
		hint = l.T("Getting the payment ready…")
	case c.Step == stepPaying:
		hint = c.Busy
	}
	return app.Div().Body(
		approve,
		actions(
			app.Button().ID("pay").Disabled(!ready).Aria("describedby", "pay-hint").Aria("busy", c.Step == stepPaying).
				Text(label).OnClick(c.OnPay),
		),
		app.P().ID("pay-hint").Class("muted").Text(hint),
	)
}

// prepare gets the payment ready after the gate allowed the wallet: is an
// approval needed first, and does the balance cover it?
func (p *invoicePage) prepare(ctx app.Context) {
	p.step = stepPreparing
	p.clearError()
	p.fetchPrepare(ctx, msg("get the payment ready"), func(ctx app.Context, prep *checkoutapi.PrepareResponse) {
		p.checkBalance(ctx, prep, func(ctx app.Context) {
			if needsApproval(prep) {
				p.toApprove()
				return
			}
			p.step = stepReady
			p.announce(p.t("Ready. Press Pay to sign the payment in your wallet."))
			p.focus("pay")
		})
	})
}

// fetchPrepare calls prepare; failures are shown, with the right retry.
func (p *invoicePage) fetchPrepare(ctx app.Context, doing string, next func(app.Context, *checkoutapi.PrepareResponse)) {
	req := checkoutapi.PrepareRequest{InvoiceID: p.invoiceID, Payer: p.account, PayInToken: p.invoice.PayInToken}
	var prep *checkoutapi.PrepareResponse
	p.api(ctx, func(ctx context.Context, c *sdk.Client) (err error) {
		prep, err = c.Prepare(ctx, req)
		return err
	}, func(ctx app.Context, err error) {
		if err != nil {
			p.payFailed(ctx, err, doing, retryPrepare)
			return
		}
		p.prep = prep
		next(ctx, prep)
	})
}

// payFailed shows a failed call of the payment steps.
func (p *invoicePage) payFailed(ctx app.Context, err error, doing string, retry retryAction) {
	switch serverCode(err) {
	case apierr.InvoiceNotOpen:
		// Paid meanwhile (another tab, another wallet) or withdrawn.
		p.step = stepBlocked
		p.fail(apiFailure(err, doing), retryNone)
		p.loadInvoice(ctx)
	case apierr.ComplianceRequired:
		p.announce(apiErrorWords(p.l, err, doing))
		p.authorize(ctx)
	default:
		p.step = stepBlocked
		p.fail(apiFailure(err, doing), retry)
		p.startTicker(ctx)
	}
}

// checkBalance compares the payer's token balance with what the payment
// moves, in exact units. A wallet that can't answer is not held up: the
// payment then fails cleanly on chain instead.
func (p *invoicePage) checkBalance(ctx app.Context, prep *checkoutapi.PrepareResponse, next func(app.Context)) {
	needed, ok := parseUnits(prep.Submission.AmountIn)
	if !ok {
		next(ctx)
		return
	}
	call := map[string]string{"to": prep.Submission.PayInToken, "data": balanceOfData(p.account)}
	p.ask(ctx, "eth_call", []any{call, "latest"}, func(ctx app.Context, v app.Value, err error) {
		if err != nil {
			app.Log("checkout: the wallet could not read the balance:", err)
			next(ctx)
			return
		}
		balance, ok := parseQuantity(jsString(v))
		if !ok {
			next(ctx)
			return
		}
		if shortfall(balance, needed) != nil {
			token := p.invoice.PayInToken
			p.step = stepBlocked
			p.announce(p.t("Your balance is too low for this payment."))
			p.fail(func(l *i18n.Locale) string { return shortBalanceWords(l, balance, needed, token) }, retryPrepare)
			return
		}
		next(ctx)
	})
}

// toApprove shows the approval step.
func (p *invoicePage) toApprove() {
	p.step, p.busy = stepApprove, nil
	p.announce(p.t("One more step first: allow Permit2 to use your {token}. Your wallet will ask you to confirm a transaction.", "token", p.invoice.PayInToken))
	p.focus("approve")
}

func (p *invoicePage) onApprove(ctx app.Context, e app.Event) {
	if p.step != stepApprove {
		return
	}
	p.approve(p.ctx)
}

// approve sends the Permit2 approval from the payer and waits until it is
// mined.
func (p *invoicePage) approve(ctx app.Context) {
	if p.prep == nil || p.prep.Approval == nil {
		p.prepare(ctx)
		return
	}
	a := p.prep.Approval
	p.step = stepApproving
	p.clearError()
	p.announce(p.t("Confirm the approval transaction in your wallet."))
	tx := map[string]string{"from": p.account, "to": a.To, "data": a.Data}
	p.ask(ctx, "eth_sendTransaction", []any{tx}, func(ctx app.Context, v app.Value, err error) {
		if err != nil {
			p.step = stepApprove
			p.fail(walletRefusal(err, msg("send the approval")), retryApprove)
			return
		}
		hash := jsString(v)
		if hash == "" {
			p.step = stepApprove
			p.fail(say("Your wallet didn't return the approval transaction. Please try again."), retryApprove)
			return
		}
		p.approveTx = hash
		p.announce(p.t("Approval sent. Waiting for the network to confirm it…"))
		p.waitApproval(ctx, hash, 0)
	})
}

// waitApproval polls the approval's receipt through the wallet.
func (p *invoicePage) waitApproval(ctx app.Context, hash string, attempt int) {
	p.ask(ctx, "eth_getTransactionReceipt", []any{hash}, func(ctx app.Context, v app.Value, err error) {
		switch {
		case err == nil && v != nil && v.Truthy() && v.Type() == app.TypeObject:
			if jsString(v.Get("status")) == "0x0" {
				p.step = stepApprove
				p.fail(say("The approval transaction failed on the network, so nothing changed. Please try again."), retryApprove)
				return
			}
			if p.prep != nil {
				p.prep.Approval = nil
			}
			p.step = stepReady
			p.announce(p.t("Approval confirmed. Press Pay to sign the payment."))
			p.focus("pay")
		case attempt+1 >= receiptPolls:
			p.step = stepBlocked
			p.fail(say("The approval hasn't been confirmed after three minutes. It may still go through: try again to check."), retryPrepare)
		default: // not mined yet, or a hiccup reading it
			p.later(ctx, pollEvery, func(ctx app.Context) { p.waitApproval(ctx, hash, attempt+1) })
		}
	})
}

func (p *invoicePage) onPay(ctx app.Context, e app.Event) {
	if p.step != stepReady || p.busy != nil {
		return
	}
	p.pay(p.ctx)
}

// pay prepares a fresh permit, checks the balance and the network, asks
// the wallet to sign and submits the signature.
func (p *invoicePage) pay(ctx app.Context) {
	p.step, p.busy, p.progress, p.settleTx = stepPaying, say("Getting the payment ready…"), "", ""
	p.clearError()
	p.announce(p.busy.in(p.l))
	// A fresh permit each time: a new nonce and a deadline from now.
	p.fetchPrepare(ctx, msg("get the payment ready"), func(ctx app.Context, prep *checkoutapi.PrepareResponse) {
		if needsApproval(prep) {
			p.toApprove()
			return
		}
		p.checkBalance(ctx, prep, func(ctx app.Context) {
			p.checkChainThen(ctx, func(ctx app.Context) { p.sign(ctx, prep) })
		})
	})
}

// needsApproval reports a token Permit2 may not move yet and that has
// neither an authorization nor a permit to sign instead: the wallet must
// send the approval transaction. With an authorization (EIP-3009, Circle's
// tokens) the payer signs once, with a token permit twice; neither needs
// gas.
func needsApproval(prep *checkoutapi.PrepareResponse) bool {
	return prep.Approval != nil && prep.TokenPermit == nil && prep.Authorization == nil
}

// sign asks the wallet for the one authorization when prepare offers it;
// else for the token permit first, when the payment needs one, then for
// the payment.
func (p *invoicePage) sign(ctx app.Context, prep *checkoutapi.PrepareResponse) {
	if prep.Authorization != nil {
		p.signTyped(ctx, prep.Authorization, say("We couldn't build the payment to sign. Please try again."),
			say("Confirm the payment in your wallet. Signing costs no gas."),
			msg("sign the payment"), func(ctx app.Context, sig string) { p.submit(ctx, prep, sig, nil) })
		return
	}
	offer := prep.TokenPermit
	if offer == nil {
		p.signPayment(ctx, prep, nil)
		return
	}
	p.signTyped(ctx, offer.TypedData, say("We couldn't build the permit to sign. Please try again."),
		say("Confirm in your wallet that Permit2 may use your {token} (first payment only). Signing costs no gas.", "token", p.invoice.PayInToken),
		msg("sign the permit"), func(ctx app.Context, sig string) {
			p.signPayment(ctx, prep, &checkoutapi.TokenPermit{Value: offer.Value, Deadline: offer.Deadline, Signature: sig})
		})
}

func (p *invoicePage) signPayment(ctx app.Context, prep *checkoutapi.PrepareResponse, tokenPermit *checkoutapi.TokenPermit) {
	p.signTyped(ctx, prep.TypedData, say("We couldn't build the payment to sign. Please try again."),
		say("Confirm the payment in your wallet. Signing costs no gas."),
		msg("sign the payment"), func(ctx app.Context, sig string) { p.submit(ctx, prep, sig, tokenPermit) })
}

// signTyped asks the wallet to sign typed (eth_signTypedData_v4), saying
// busy meanwhile, and hands the signature to next; a refusal is explained
// as failing to do doing, and the customer may press Pay again.
func (p *invoicePage) signTyped(ctx app.Context, typed any, unbuildable, busy words, doing string, next func(app.Context, string)) {
	raw, err := json.Marshal(typed)
	if err != nil {
		p.step = stepReady
		p.fail(unbuildable, retryPay)
		return
	}
	p.busy = busy
	p.announce(busy.in(p.l))
	p.ask(ctx, "eth_signTypedData_v4", []any{p.account, string(raw)}, func(ctx app.Context, v app.Value, err error) {
		if err != nil {
			p.step = stepReady
			p.fail(walletRefusal(err, doing), retryPay)
			p.startTicker(ctx)
			return
		}
		sig := jsString(v)
		if !strings.HasPrefix(sig, "0x") {
			p.step = stepReady
			p.fail(say("Your wallet didn't return a signature. Please try again."), retryPay)
			return
		}
		next(ctx, sig)
	})
}

func (p *invoicePage) submit(ctx app.Context, prep *checkoutapi.PrepareResponse, sig string, tokenPermit *checkoutapi.TokenPermit) {
	p.busy = say("Sending the signed payment to Paystead…")
	p.announce(p.busy.in(p.l))
	s := prep.Submission
	req := checkoutapi.SubmitRequest{InvoiceID: s.InvoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: s.AmountIn, ChainID: s.ChainID,
		Permit2Data: s.Permit2Data, Permit2Signature: sig, TokenPermit: tokenPermit}
	if prep.Authorization != nil { // the one signature is the authorization's
		req.Permit2Signature, req.AuthorizationSignature = "", sig
	}
	var out *checkoutapi.SubmitResponse
	p.api(ctx, func(ctx context.Context, c *sdk.Client) (err error) {
		out, err = c.Submit(ctx, req)
		return err
	}, func(ctx app.Context, err error) {
		if err != nil {
			p.payFailed(ctx, err, msg("send the payment"), retryPay)
			if p.step == stepBlocked && p.retry == retryPay {
				p.step = stepReady // pressing Pay again signs a fresh permit
			}
			return
		}
		p.submissionID, p.progress = out.SubmissionID, out.Status
		if p.progress == "" {
			p.progress = checkoutapi.StatusPending
		}
		p.step, p.busy, p.pollFailures = stepProgress, nil, 0
		p.announce(progressWords(p.l, p.progress))
		p.focus("progress-words")
		p.later(ctx, pollEvery, p.poll)
	})
}
