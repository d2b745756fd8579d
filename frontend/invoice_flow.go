package frontend

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// The hosted checkout's journey in the browser. Every step runs on the UI
// goroutine; API calls run in a goroutine and come back through api, and
// wallet requests through ask, both of which drop answers that belong to
// an abandoned attempt (p.gen).

const (
	pollEvery        = time.Second
	stagingPollEvery = 2 * time.Second
	stagingPolls     = 90
	receiptPolls     = 180 // three minutes at one a second
	pollFailureLimit = 10  // consecutive failed status reads before asking the customer
	redirectDelay    = 5 * time.Second
	quoteSlippageBps = 50 // as prepare cushions a swap payment, so the quote shows what is signed
)

// api runs call off the UI goroutine and hands its error to done on it,
// unless the journey restarted meanwhile.
func (p *invoicePage) api(ctx app.Context, call func(context.Context, *sdk.Client) error, done func(app.Context, error)) {
	gen := p.gen
	p.apiAlways(ctx, call, func(ctx app.Context, err error) {
		if gen == p.gen {
			done(ctx, err)
		}
	})
}

// apiAlways is api for answers that outlive a restart (the invoice, the
// quote).
func (p *invoicePage) apiAlways(ctx app.Context, call func(context.Context, *sdk.Client) error, done func(app.Context, error)) {
	ctx.Async(func() {
		c, err := apiClient()
		if err == nil {
			err = call(ctx, c)
		}
		ctx.Dispatch(func(ctx app.Context) { done(ctx, err) })
	})
}

// ask sends a request to the connected wallet.
func (p *invoicePage) ask(ctx app.Context, method string, params any, done func(app.Context, app.Value, error)) {
	gen := p.gen
	if p.wallet.provider == nil {
		done(ctx, nil, errors.New("no wallet is connected"))
		return
	}
	p.wallet.request(ctx, method, params, func(ctx app.Context, v app.Value, err error) {
		if gen == p.gen {
			done(ctx, v, err)
		}
	})
}

// later runs f after d, unless the journey restarted meanwhile.
func (p *invoicePage) later(ctx app.Context, d time.Duration, f func(app.Context)) {
	gen := p.gen
	ctx.After(d, func(ctx app.Context) {
		if gen == p.gen {
			f(ctx)
		}
	})
}

// serverCode is the server's error code carried by err, if any.
func serverCode(err error) apierr.Code {
	var ce *sdk.ClientError
	if errors.As(err, &ce) {
		return ce.ServerCode
	}
	return ""
}

// loadInvoice reads the public view; stagingPoll counts the reads made
// while the invoice is still being set up.
func (p *invoicePage) loadInvoice(ctx app.Context) { p.loadInvoicePoll(ctx, 0) }

func (p *invoicePage) loadInvoicePoll(ctx app.Context, stagingPoll int) {
	id := p.invoiceID
	var v invoiceapi.View
	p.apiAlways(ctx, func(ctx context.Context, c *sdk.Client) error {
		return c.Do(ctx, sdk.Call{Method: http.MethodGet, Path: "/api/invoices/" + url.PathEscape(id), Repeatable: true}, &v)
	}, func(ctx app.Context, err error) {
		if err != nil {
			if p.invoice == nil {
				p.loaded(nil, err)
				p.setTitle(ctx)
			} else if p.invoice.Status == "staging" && stagingPoll < stagingPolls {
				ctx.After(stagingPollEvery, func(ctx app.Context) { p.loadInvoicePoll(ctx, stagingPoll+1) })
			}
			return
		}
		p.applyInvoice(ctx, &v, stagingPoll)
	})
}

// applyInvoice shows a freshly read invoice.
func (p *invoicePage) applyInvoice(ctx app.Context, v *invoiceapi.View, stagingPoll int) {
	prev := p.invoice
	if p.step == stepPaid && v.Status == "open" {
		// The settlement was seen before the invoice row caught up.
		v.Status = "paid"
	}
	p.invoice, p.load, p.loadErr = v, loadOK, ""
	p.setTitle(ctx)
	if prev != nil && prev.Status != v.Status && v.Status != "paid" && v.Status != "claimed" {
		p.announce("Invoice status: " + invoiceStatusWords(v.Status) + ".")
	}
	switch v.Status {
	case "paid", "claimed":
		p.enterPaid(ctx)
	case "open":
		if v.PayInToken == string(invoiceapi.EURC) && p.quote == nil && !p.quoting {
			p.fetchQuote(ctx)
		}
	case "staging":
		if stagingPoll < stagingPolls {
			ctx.After(stagingPollEvery, func(ctx app.Context) { p.loadInvoicePoll(ctx, stagingPoll+1) })
		}
	default: // refunded, failed: nothing to pay
		p.gen++
		p.busy = ""
		p.clearError()
	}
}

// enterPaid shows the paid state and starts the way back to the shop.
func (p *invoicePage) enterPaid(ctx app.Context) {
	first := p.step != stepPaid
	p.gen++ // nothing left to wait for
	p.step, p.busy = stepPaid, ""
	p.clearError()
	inv := p.invoice
	msg := "Paid. Thank you: " + formatUSD(inv.Amount) + " was paid to " + inv.Merchant.DisplayName + "."
	if inv.SuccessURL != nil && httpURL(*inv.SuccessURL) && p.redirectAt.IsZero() && !p.redirectStop {
		p.redirectAt = time.Now().Add(redirectDelay)
		msg += " " + redirectText(secondsLeft(redirectDelay), inv.Merchant.DisplayName)
		p.startTicker(ctx)
	}
	if first {
		p.announce(msg)
		p.focusID = "paid-title"
	}
}

// startTicker runs the one-second clock behind the quote's expiry and the
// redirect countdown, while either needs it.
func (p *invoicePage) startTicker(ctx app.Context) {
	p.now = time.Now()
	if p.ticking {
		return
	}
	p.ticking = true
	ctx.After(time.Second, p.tick)
}

func (p *invoicePage) tick(ctx app.Context) {
	p.now = time.Now()
	needed := false
	if p.quoteLive() {
		needed = true
		if p.quote != nil && !p.now.Before(p.quoteExpires) && !p.quoting {
			p.fetchQuote(ctx)
		}
	}
	if !p.redirectAt.IsZero() && !p.redirectStop {
		needed = true
		if !p.now.Before(p.redirectAt) {
			p.redirectAt, needed = time.Time{}, false
			if u := p.invoice.SuccessURL; u != nil && httpURL(*u) {
				app.Window().Get("location").Call("assign", *u)
			}
		}
	}
	if !needed {
		p.ticking = false
		return
	}
	ctx.After(time.Second, p.tick)
}

// quoteLive reports whether the EURC price should be kept fresh.
func (p *invoicePage) quoteLive() bool {
	inv := p.invoice
	return inv != nil && inv.Status == "open" && inv.PayInToken == string(invoiceapi.EURC) && p.step < stepPaying
}

// fetchQuote asks for the EURC that buys the invoice's USDC amount.
func (p *invoicePage) fetchQuote(ctx app.Context) {
	if p.quoting || p.invoice == nil {
		return
	}
	p.quoting = true
	target, slippage := p.invoice.Amount, quoteSlippageBps
	req := checkoutapi.QuoteRequest{PayInToken: string(invoiceapi.EURC), PayoutToken: string(invoiceapi.USDC), TargetOutput: &target, SlippageBps: &slippage}
	var q *checkoutapi.QuoteResponse
	first := p.quote == nil
	p.apiAlways(ctx, func(ctx context.Context, c *sdk.Client) (err error) {
		q, err = c.Quote(ctx, req)
		return err
	}, func(ctx app.Context, err error) {
		p.quoting = false
		if err != nil {
			p.quote, p.quoteErr = nil, apiErrorWords(err, "get the current EURC price")
			return
		}
		ttl := time.Duration(q.TTLSeconds) * time.Second
		if ttl <= 0 {
			ttl = 30 * time.Second
		}
		// The local clock, not issuedAt: the browser's may be off.
		p.quote, p.quoteErr, p.quoteExpires = q, "", time.Now().Add(ttl)
		if first {
			p.announce("Price: at most " + q.AmountIn + " EURC.")
		}
		p.startTicker(ctx)
	})
}

// onConnect starts (or restarts) connecting a wallet.
func (p *invoicePage) onConnect(ctx app.Context, e app.Event) { p.startConnect(p.ctx) }

func (p *invoicePage) startConnect(ctx app.Context) {
	p.gen++
	p.stopListening()
	p.wallet, p.account, p.walletChain = wallet{}, "", 0
	p.decision, p.prep, p.approveTx, p.busy = nil, nil, "", ""
	p.clearError()
	p.step = stepDiscovering
	p.announce("Looking for wallets in this browser…")
	gen := p.gen
	discoverWallets(ctx, func(ctx app.Context, found []wallet) {
		if gen != p.gen {
			return
		}
		p.wallets = found
		switch len(found) {
		case 0:
			p.step = stepNoWallet
			p.announce("No wallet found in this browser.")
			p.focusID = "connect-wallet"
		case 1:
			p.useWallet(ctx, found[0])
		default:
			p.step = stepChoose
			p.announce("Found " + plural(len(found), "wallet", "wallets") + ". Choose the one to pay with.")
			p.focusID = "wallet-chooser-label"
		}
	})
}

// useWallet connects w and asks for its account.
func (p *invoicePage) useWallet(ctx app.Context, w wallet) {
	p.stopListening()
	p.wallet = w
	p.step = stepConnecting
	p.announce("Asking " + w.Info.Name + " to connect. Check your wallet.")
	p.ask(ctx, "eth_requestAccounts", nil, func(ctx app.Context, v app.Value, err error) {
		if err != nil {
			p.step = stepStart
			p.fail(walletErrorWords(err, "connect your wallet"), retryConnect)
			return
		}
		accounts := jsStrings(v)
		if len(accounts) == 0 || accounts[0] == "" {
			p.step = stepStart
			p.fail("Your wallet didn't share an account with this page. Unlock your wallet, then try again.", retryConnect)
			return
		}
		p.account = accounts[0]
		p.listen()
		p.checkChain(ctx)
	})
}

// checkChain makes sure the wallet is on the settlement chain, then goes
// on to the compliance gate.
func (p *invoicePage) checkChain(ctx app.Context) { p.checkChainThen(ctx, p.authorize) }

func (p *invoicePage) checkChainThen(ctx app.Context, next func(app.Context)) {
	want := currentChain().ID
	if want == 0 {
		next(ctx) // the server named no chain: nothing to compare with
		return
	}
	p.ask(ctx, "eth_chainId", nil, func(ctx app.Context, v app.Value, err error) {
		if err != nil {
			p.step = stepStart
			p.fail(walletErrorWords(err, "tell us which network it is on"), retryChain)
			return
		}
		got, perr := parseChainID(jsString(v))
		if perr != nil {
			p.step = stepStart
			p.fail("Your wallet answered with a network id we can't read ("+jsString(v)+"). Please try again.", retryChain)
			return
		}
		if got != want {
			p.walletChain = got
			p.step, p.busy = stepWrongChain, ""
			p.announce("Your wallet is on another network. Switch to " + p.chainName() + " to pay.")
			p.focusID = "switch-chain"
			return
		}
		next(ctx)
	})
}

func (p *invoicePage) onSwitchChain(ctx app.Context, e app.Event) {
	ctx = p.ctx
	p.clearError()
	c := currentChain()
	p.announce("Asking your wallet to switch to " + p.chainName() + ".")
	p.ask(ctx, "wallet_switchEthereumChain", []any{map[string]string{"chainId": chainIDHex(c.ID)}}, func(ctx app.Context, _ app.Value, err error) {
		var we *walletError
		switch {
		case err == nil:
			p.checkChain(ctx)
		case errors.As(err, &we) && we.Code == walletUnknownChain:
			p.addChain(ctx)
		default:
			p.fail(walletErrorWords(err, "switch networks"), retryChain)
		}
	})
}

// addChain offers the settlement chain to a wallet that doesn't know it.
func (p *invoicePage) addChain(ctx app.Context) {
	c := currentChain()
	if c.RPCURL == "" {
		p.fail("Your wallet doesn't know "+p.chainName()+" (chain id "+itoa64(c.ID)+"). Add that network in your wallet's settings, then try again.", retryChain)
		return
	}
	params := map[string]any{
		"chainId":        chainIDHex(c.ID),
		"chainName":      p.chainName(),
		"rpcUrls":        []string{c.RPCURL},
		"nativeCurrency": map[string]any{"name": "Ether", "symbol": "ETH", "decimals": 18},
	}
	if c.ExplorerURL != "" {
		params["blockExplorerUrls"] = []string{c.ExplorerURL}
	}
	p.announce("Asking your wallet to add " + p.chainName() + ".")
	p.ask(ctx, "wallet_addEthereumChain", []any{params}, func(ctx app.Context, _ app.Value, err error) {
		if err != nil {
			p.fail(walletErrorWords(err, "add the network"), retryChain)
			return
		}
		p.checkChain(ctx)
	})
}

// authorize asks the compliance gate about the connected account.
func (p *invoicePage) authorize(ctx app.Context) {
	p.step = stepAuthorizing
	p.clearError()
	p.announce("Checking your wallet…")
	req := checkoutapi.AuthorizeRequest{InvoiceID: p.invoiceID, Address: p.account}
	var d *checkoutapi.Decision
	p.api(ctx, func(ctx context.Context, c *sdk.Client) (err error) {
		d, err = c.Authorize(ctx, req)
		return err
	}, func(ctx app.Context, err error) {
		if err != nil {
			p.step = stepBlocked
			if serverCode(err) == apierr.InvoiceNotOpen {
				p.fail(apiErrorWords(err, "check your wallet"), retryNone)
				p.loadInvoice(ctx)
				return
			}
			p.fail(apiErrorWords(err, "check your wallet"), retryAuthorize)
			return
		}
		p.decision = d
		switch d.Decision {
		case checkoutapi.DecisionAllow:
			p.announce("Your wallet is cleared to pay.")
			p.prepare(ctx)
		case checkoutapi.DecisionReview:
			p.step = stepDecided
			p.announce("Your wallet needs a manual review. Ticket " + d.TicketID + ".")
			p.focusID = "recheck"
		default:
			p.step = stepDecided
			p.announce("This wallet can't pay this invoice. " + d.Reason)
		}
	})
}

func (p *invoicePage) onRecheck(ctx app.Context, e app.Event) {
	if p.step == stepAuthorizing {
		return
	}
	p.authorize(p.ctx)
}

// prepare gets the payment ready after the gate allowed the wallet: is an
// approval needed first, and does the balance cover it?
func (p *invoicePage) prepare(ctx app.Context) {
	p.step = stepPreparing
	p.clearError()
	p.fetchPrepare(ctx, "get the payment ready", func(ctx app.Context, prep *checkoutapi.PrepareResponse) {
		p.checkBalance(ctx, prep, func(ctx app.Context) {
			if prep.Approval != nil {
				p.toApprove()
				return
			}
			p.step = stepReady
			p.announce("Ready. Press Pay to sign the payment in your wallet.")
			p.focusID = "pay"
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
		p.fail(apiErrorWords(err, doing), retryNone)
		p.loadInvoice(ctx)
	case apierr.ComplianceRequired:
		p.announce(apiErrorWords(err, doing))
		p.authorize(ctx)
	default:
		p.step = stepBlocked
		p.fail(apiErrorWords(err, doing), retry)
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
		if words := shortBalanceWords(balance, needed, p.invoice.PayInToken); words != "" {
			p.step = stepBlocked
			p.announce("Your balance is too low for this payment.")
			p.fail(words, retryPrepare)
			return
		}
		next(ctx)
	})
}

// toApprove shows the approval step.
func (p *invoicePage) toApprove() {
	p.step, p.busy = stepApprove, ""
	p.announce("One more step first: allow Permit2 to use your " + p.invoice.PayInToken + ". Your wallet will ask you to confirm a transaction.")
	p.focusID = "approve"
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
	p.announce("Confirm the approval transaction in your wallet.")
	tx := map[string]string{"from": p.account, "to": a.To, "data": a.Data}
	p.ask(ctx, "eth_sendTransaction", []any{tx}, func(ctx app.Context, v app.Value, err error) {
		if err != nil {
			p.step = stepApprove
			p.fail(walletErrorWords(err, "send the approval"), retryApprove)
			return
		}
		hash := jsString(v)
		if hash == "" {
			p.step = stepApprove
			p.fail("Your wallet didn't return the approval transaction. Please try again.", retryApprove)
			return
		}
		p.approveTx = hash
		p.announce("Approval sent. Waiting for the network to confirm it…")
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
				p.fail("The approval transaction failed on the network, so nothing changed. Please try again.", retryApprove)
				return
			}
			if p.prep != nil {
				p.prep.Approval = nil
			}
			p.step = stepReady
			p.announce("Approval confirmed. Press Pay to sign the payment.")
			p.focusID = "pay"
		case attempt+1 >= receiptPolls:
			p.step = stepBlocked
			p.fail("The approval hasn't been confirmed after three minutes. It may still go through: try again to check.", retryPrepare)
		default: // not mined yet, or a hiccup reading it
			p.later(ctx, pollEvery, func(ctx app.Context) { p.waitApproval(ctx, hash, attempt+1) })
		}
	})
}

func (p *invoicePage) onPay(ctx app.Context, e app.Event) {
	if p.step != stepReady || p.busy != "" {
		return
	}
	p.pay(p.ctx)
}

// pay prepares a fresh permit, checks the balance and the network, asks
// the wallet to sign and submits the signature.
func (p *invoicePage) pay(ctx app.Context) {
	p.step, p.busy, p.progress, p.settleTx = stepPaying, "Getting the payment ready…", "", ""
	p.clearError()
	p.announce(p.busy)
	// A fresh permit each time: a new nonce and a deadline from now.
	p.fetchPrepare(ctx, "get the payment ready", func(ctx app.Context, prep *checkoutapi.PrepareResponse) {
		if prep.Approval != nil {
			p.toApprove()
			return
		}
		p.checkBalance(ctx, prep, func(ctx app.Context) {
			p.checkChainThen(ctx, func(ctx app.Context) { p.sign(ctx, prep) })
		})
	})
}

func (p *invoicePage) sign(ctx app.Context, prep *checkoutapi.PrepareResponse) {
	typed, err := json.Marshal(prep.TypedData)
	if err != nil {
		p.step = stepReady
		p.fail("We couldn't build the payment to sign. Please try again.", retryPay)
		return
	}
	p.busy = "Confirm the payment in your wallet. Signing costs no gas."
	p.announce(p.busy)
	p.ask(ctx, "eth_signTypedData_v4", []any{p.account, string(typed)}, func(ctx app.Context, v app.Value, err error) {
		if err != nil {
			p.step = stepReady
			p.fail(walletErrorWords(err, "sign the payment"), retryPay)
			p.startTicker(ctx)
			return
		}
		sig := jsString(v)
		if !strings.HasPrefix(sig, "0x") {
			p.step = stepReady
			p.fail("Your wallet didn't return a signature. Please try again.", retryPay)
			return
		}
		p.submit(ctx, prep, sig)
	})
}

func (p *invoicePage) submit(ctx app.Context, prep *checkoutapi.PrepareResponse, sig string) {
	p.busy = "Sending the signed payment to Paystead…"
	p.announce(p.busy)
	s := prep.Submission
	req := checkoutapi.SubmitRequest{InvoiceID: s.InvoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: s.AmountIn,
		Permit2Data: s.Permit2Data, Permit2Signature: sig}
	var out *checkoutapi.SubmitResponse
	p.api(ctx, func(ctx context.Context, c *sdk.Client) (err error) {
		out, err = c.Submit(ctx, req)
		return err
	}, func(ctx app.Context, err error) {
		if err != nil {
			p.payFailed(ctx, err, "send the payment", retryPay)
			if p.step == stepBlocked && p.retry == retryPay {
				p.step = stepReady // pressing Pay again signs a fresh permit
			}
			return
		}
		p.submissionID, p.progress = out.SubmissionID, out.Status
		if p.progress == "" {
			p.progress = checkoutapi.StatusPending
		}
		p.step, p.busy, p.pollFailures = stepProgress, "", 0
		p.announce(progressWords(p.progress))
		p.focusID = "progress-words"
		p.later(ctx, pollEvery, p.poll)
	})
}

// poll follows the submission until it settles or fails.
func (p *invoicePage) poll(ctx app.Context) {
	id := p.submissionID
	var st *checkoutapi.Status
	p.api(ctx, func(ctx context.Context, c *sdk.Client) (err error) {
		st, err = c.SubmissionStatus(ctx, id)
		return err
	}, func(ctx app.Context, err error) {
		if err != nil {
			p.pollFailures++
			if p.pollFailures < pollFailureLimit {
				p.later(ctx, pollEvery, p.poll)
				return
			}
			p.fail(apiErrorWords(err, "check on your payment")+" Your payment may still go through.", retryPoll)
			return
		}
		p.pollFailures = 0
		if st.Status != p.progress {
			p.announce(progressWords(st.Status))
		}
		p.progress = st.Status
		switch st.Status {
		case checkoutapi.StatusSettled, checkoutapi.StatusRefunded:
			if st.SettleTxHash != nil {
				p.settleTx = *st.SettleTxHash
			}
			paid := *p.invoice
			paid.Status = "paid"
			p.invoice = &paid
			p.enterPaid(ctx)
			p.loadInvoice(ctx) // for paidAt and the refund window's end
		case checkoutapi.StatusFailed:
			msg := "The payment did not go through"
			if st.Error != nil && *st.Error != "" {
				msg += ": " + *st.Error
			}
			p.step = stepReady
			p.fail(msg+". Nothing was taken from your wallet. You can try again.", retryPay)
			p.startTicker(ctx)
		default:
			p.later(ctx, pollEvery, p.poll)
		}
	})
}

func (p *invoicePage) onStay(ctx app.Context, e app.Event) {
	p.redirectStop = true
	p.announce("You'll stay on this page.")
	p.focusID = "success-link"
}

func (p *invoicePage) onRetry(ctx app.Context, e app.Event) {
	ctx = p.ctx
	if p.load == loadFailed {
		p.load = loadLoading
		p.loadInvoice(ctx)
		return
	}
	r := p.retry
	p.clearError()
	switch r {
	case retryLoad:
		p.loadInvoice(ctx)
	case retryConnect:
		p.startConnect(ctx)
	case retryChain:
		p.checkChain(ctx)
	case retryAuthorize:
		p.authorize(ctx)
	case retryPrepare:
		p.prepare(ctx)
	case retryApprove:
		p.step = stepApprove
		p.approve(ctx)
	case retryPay:
		p.step = stepReady
		p.pay(ctx)
	case retryPoll:
		p.pollFailures = 0
		p.poll(ctx)
	}
}

// listen follows the wallet's account and network changes (EIP-1193
// events), for wallets that emit them.
func (p *invoicePage) listen() {
	prov := p.wallet.provider
	if p.listening || prov == nil || prov.Get("on").Type() != app.TypeFunction {
		return
	}
	p.listening = true
	p.onAccounts = app.FuncOf(func(this app.Value, args []app.Value) any {
		var accounts []string
		if len(args) > 0 {
			accounts = jsStrings(args[0])
		}
		p.ctx.Dispatch(func(ctx app.Context) { p.accountsChanged(ctx, accounts) })
		return nil
	})
	p.onChain = app.FuncOf(func(this app.Value, args []app.Value) any {
		var id string
		if len(args) > 0 {
			id = jsString(args[0])
		}
		p.ctx.Dispatch(func(ctx app.Context) { p.chainChanged(ctx, id) })
		return nil
	})
	prov.Call("on", "accountsChanged", p.onAccounts)
	prov.Call("on", "chainChanged", p.onChain)
}

func (p *invoicePage) stopListening() {
	if !p.listening {
		return
	}
	p.listening = false
	if prov := p.wallet.provider; prov != nil && prov.Get("removeListener").Type() == app.TypeFunction {
		prov.Call("removeListener", "accountsChanged", p.onAccounts)
		prov.Call("removeListener", "chainChanged", p.onChain)
	}
	p.onAccounts.Release()
	p.onChain.Release()
}

// accountsChanged restarts the checks when the customer switches accounts
// before paying.
func (p *invoicePage) accountsChanged(ctx app.Context, accounts []string) {
	if p.step >= stepPaying || p.account == "" {
		return
	}
	if len(accounts) == 0 {
		p.gen++
		p.stopListening()
		p.account, p.decision, p.prep, p.step = "", nil, nil, stepStart
		p.clearError()
		p.announce("Your wallet disconnected. Connect it again to pay.")
		return
	}
	if strings.EqualFold(accounts[0], p.account) {
		return
	}
	p.gen++
	p.account, p.decision, p.prep, p.approveTx = accounts[0], nil, nil, ""
	p.clearError()
	p.announce("Your wallet switched accounts. Checking the new account…")
	p.checkChain(ctx)
}

// chainChanged follows a network switch made in the wallet.
func (p *invoicePage) chainChanged(ctx app.Context, hexID string) {
	if p.step >= stepPaying || p.account == "" {
		return
	}
	want := currentChain().ID
	got, err := parseChainID(hexID)
	if err != nil || want == 0 {
		return
	}
	switch {
	case got == want && p.step == stepWrongChain:
		p.gen++ // the switch request's own answer is now redundant
		p.clearError()
		p.checkChain(ctx)
	case got != want && p.step != stepWrongChain:
		p.gen++
		p.walletChain, p.step, p.busy = got, stepWrongChain, ""
		p.clearError()
		p.announce("Your wallet moved to another network. Switch to " + p.chainName() + " to pay.")
	}
}
