package frontend

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// invoicePage is /i/<invoiceId>, the hosted checkout. The server
// prerenders the invoice (merchant, amount, status); in the browser the
// page walks the customer through connect → wallet check → [approve] →
// sign → settlement.
//
// The page owns the state and the journey; its parts are child
// components, each in its own file with the steps that drive it:
// invoice_load.go (reading the invoice), invoice_summary.go (the card),
// invoice_quote.go (the EURC price), invoice_wallet.go (connecting a
// wallet and its network), invoice_gate.go (the compliance gate),
// invoice_pay.go (approval, signature, submission) and invoice_status.go
// (settlement progress, the paid and closed states). The children render
// what they are given and report clicks through the handlers they are
// given, which are the page's.
type invoicePage struct {
	app.Compo

	// ctx is the component's own context. Wallet and API answers are
	// dispatched through it: an event's context belongs to the element
	// clicked, and go-app drops dispatches once that element is replaced.
	ctx    app.Context
	hasCtx bool
	// gen is bumped when the journey restarts, so that answers to an
	// abandoned attempt are ignored.
	gen int

	// receiptMail is the receipt's email form.
	receiptMail receiptMail

	// l is the page's language (English when nil); the server picks it
	// and hands the browser its catalogue (invoice_lang.go).
	l         *i18n.Locale
	catalogue []byte // on the server: l's catalogue, for the browser
	switching bool   // fetching another language's catalogue

	invoiceID string
	invoice   *invoiceapi.View
	load      loadState
	loadErr   words

	step        step
	wallets     []wallet
	wallet      wallet
	account     string
	walletChain int64
	// nets are the invoice's networks with the customer's balance on
	// each (at stepNetwork), and netPick the one picked.
	nets       []netBalance
	netPick    int64
	listening  bool
	onAccounts app.Func
	onChain    app.Func

	decision *checkoutapi.Decision

	quote        *checkoutapi.QuoteResponse
	quoteExpires time.Time
	quoteErr     words
	quoting      bool

	prep      *checkoutapi.PrepareResponse
	approveTx string
	busy      words // what is happening; nil when idle

	submissionID string
	progress     string
	waiting      string // why the payment waits (checkoutapi.Waiting*), or ""
	settleTx     string
	pollFailures int

	now          time.Time
	ticking      bool
	redirectAt   time.Time // zero: no redirect pending
	redirectStop bool

	errMsg words
	retry  retryAction

	// copied is what went to the clipboard last: "link" (the page's
	// address), "address" or "amount" (the deposit panel's).
	copied string

	// The deposit panel (#34): open or not, followed or not.
	depositOpen, depositPolling bool

	announcement string
}

type loadState int

const (
	loadLoading  loadState = iota
	loadOK                 // invoice is set
	loadNotFound           // no invoice has this id
	loadBroken             // the id in the link is malformed
	loadFailed             // the server could not answer; loadErr says why
)

// step is where the customer is in the journey of an open invoice.
type step int

const (
	stepStart       step = iota // #connect-wallet
	stepDiscovering             // looking for wallets
	stepNoWallet                // none found: how to get one
	stepChoose                  // several: the chooser
	stepConnecting              // eth_requestAccounts
	stepNetwork                 // #networks: the customer's balance on each network, one picked
	stepWrongChain              // #switch-chain
	stepAuthorizing             // the compliance gate
	stepDecided                 // review or reject: #decision, no pay button
	stepPreparing               // prepare and the balance check
	stepApprove                 // #approve: Permit2 may not move the token yet
	stepApproving               // the approval is being sent and mined
	stepReady                   // #pay enabled
	stepBlocked                 // a failure after connecting: #error says what to do
	stepPaying                  // signing and submitting
	stepProgress                // #progress: polling the submission
	stepPaid                    // #paid
)

// retryAction is what #retry does.
type retryAction int

const (
	retryNone retryAction = iota
	retryLoad
	retryConnect
	retryChain
	retryNetwork
	retryAuthorize
	retryPrepare
	retryApprove
	retryPay
	retryPoll
)

// pollEvery is how often a pending transaction or submission is read.
const pollEvery = time.Second

func newInvoicePage() *invoicePage { return &invoicePage{} }

func (p *invoicePage) OnMount(ctx app.Context) {
	p.ctx, p.hasCtx = ctx, true
}

func (p *invoicePage) OnNav(ctx app.Context) {
	if app.IsServer {
		return // go-app navigates on the server too; OnPreRender has loaded the invoice
	}
	p.ctx, p.hasCtx = ctx, true
	p.invoiceID = strings.TrimPrefix(ctx.Page().URL().Path, InvoicePathPrefix)
	p.setTitle(ctx)
	if !validInvoiceID(p.invoiceID) {
		p.load = loadBroken
		return
	}
	p.loadInvoice(ctx)
}

func (p *invoicePage) OnDismount() {
	p.gen++ // stops the tickers and polls
	p.stopListening()
}

func (p *invoicePage) setTitle(ctx app.Context) {
	if inv := p.invoice; inv != nil && app.IsServer {
		// What a link preview shows: the amount, what it is for, the merchant's logo.
		desc := formatUSD(p.l, inv.Amount) + " · " + invoiceTitle(p.l, inv.Merchant.DisplayName)
		if d := deref(inv.Description); d != "" {
			desc = formatUSD(p.l, inv.Amount) + " · " + d
		}
		ctx.Page().SetDescription(desc)
		if httpURL(inv.Merchant.LogoURL) {
			ctx.Page().SetImage(inv.Merchant.LogoURL)
		}
	}
	switch {
	case p.invoice != nil && (paidStatus(p.invoice.Status) || p.invoice.Status == "refunded"):
		ctx.Page().SetTitle(receiptTitle(p.l, p.invoice.Merchant.DisplayName))
	case p.invoice != nil:
		ctx.Page().SetTitle(invoiceTitle(p.l, p.invoice.Merchant.DisplayName))
	case p.load == loadNotFound:
		ctx.Page().SetTitle(p.t("Invoice not found") + " · Paystead")
	case p.load == loadBroken:
		ctx.Page().SetTitle(p.t("This payment link is broken") + " · Paystead")
	default:
		ctx.Page().SetTitle(p.t("Invoice") + " · Paystead")
	}
}

// t translates msg into the page's language (i18n.Locale.T).
func (p *invoicePage) t(msg string, pairs ...string) string { return p.l.T(msg, pairs...) }

// frame is the page's layout in its language, with the language switcher,
// for the page without an invoice (loading, not found, a broken link).
func (p *invoicePage) frame(heading string, body ...app.UI) app.UI {
	return brandedLayout(p.l, p.languagePart(), pageBrand{}, heading, body...)
}

// announce puts a status change in the polite live region.
func (p *invoicePage) announce(msg string) { p.announcement = msg }

// fail shows an error with what #retry does.
func (p *invoicePage) fail(msg words, retry retryAction) {
	p.errMsg, p.retry, p.busy = msg, retry, nil
	if retry != retryNone {
		p.focus("retry")
	}
}

// focus moves keyboard focus to the element with id once the page shows
// it.
func (p *invoicePage) focus(id string) { focusAfterRender(p.ctx, id) }

func (p *invoicePage) clearError() { p.errMsg, p.retry = nil, retryNone }

func (p *invoicePage) Render() app.UI {
	switch p.load {
	case loadNotFound:
		return p.frame(p.t("Invoice not found"),
			app.Div().Class("notice bad").ID("invoice-missing").Body(
				para(p.t("We can't find this invoice. The link may be mistyped or incomplete, or the invoice may have been removed.")),
				para(p.t("Please ask the shop that sent it for a new payment link. Nothing has been charged.")),
			),
			p.announcer(),
			p.prerenderedLanguage(),
		)
	case loadBroken:
		return p.frame(p.t("This payment link is broken"),
			app.Div().Class("notice bad").ID("invoice-broken").Body(
				para(p.t("The link you followed does not contain a valid invoice number, so there is nothing to pay here.")),
				para(p.t("It may have been cut short when it was copied. Please ask the shop that sent it for the link again. Nothing has been charged.")),
			),
			p.announcer(),
			p.prerenderedLanguage(),
		)
	case loadFailed:
		return p.frame(p.t("Invoice"),
			app.Div().Role("alert").ID("error").Class("notice bad").Body(
				para(p.loadErr.in(p.l)),
				actions(
					plainButton("retry", p.t("Try loading the invoice again"), p.onRetry),
				),
			),
			p.announcer(),
			p.prerenderedLanguage(),
		)
	}
	if p.invoice == nil {
		return p.frame(p.t("Invoice"),
			mutedPara(p.t("Loading the invoice…")),
			p.announcer(),
			p.prerenderedLanguage(),
		)
	}
	inv := p.invoice
	heading := p.t("Pay {merchant}", "merchant", inv.Merchant.DisplayName)
	if paidStatus(inv.Status) || inv.Status == "refunded" {
		heading = p.t("Receipt from {merchant}", "merchant", inv.Merchant.DisplayName)
	}
	return brandedLayout(p.l, p.languagePart(), merchantBrand(inv.Merchant), heading,
		p.summaryPart(),
		p.renderBody(),
		p.renderCancel(),
		p.announcer(),
		p.prerenderedView(),
		p.prerenderedLanguage(),
	)
}

// renderBody is what the invoice's status calls for.
func (p *invoicePage) renderBody() app.UI {
	inv := p.invoice
	switch inv.Status {
	case "paid", "claimed":
		return app.Div().Body(p.progressPart(), p.paidPart())
	case "refunded":
		// What was refunded, then the receipt of the payment it returned.
		return app.Div().Body(p.closedPart(), p.paidPart())
	case "failed", "expired", "voided":
		return p.closedPart()
	case "open", "staging":
		if !p.hasCtx {
			// Prerendered: the controls work once the page's program has
			// loaded, so none are shown before.
			return app.P().Class("muted").ID("checkout-loading").Text(p.t("The payment controls are loading…"))
		}
		return app.Div().Body(p.renderJourney(), p.depositPart())
	}
	return nil
}

// renderJourney is the customer's way through an open invoice. A part
// with nothing to show is nil, and left out (go-app wants an element
// from every component's Render).
func (p *invoicePage) renderJourney() app.UI {
	return app.Section().Class("card").Aria("labelledby", "checkout-title").Body(
		app.H2().ID("checkout-title").Text(p.t("Pay with your wallet")),
		p.walletPart(),
		p.networkPart(),
		p.gatePart(),
		p.payPart(),
		p.progressPart(),
		p.renderError(),
	)
}

// renderCancel is the way back to the shop without paying.
func (p *invoicePage) renderCancel() app.UI {
	inv := p.invoice
	if inv.CancelURL == nil || !httpURL(*inv.CancelURL) || inv.Status == "paid" || inv.Status == "claimed" || p.step >= stepPaying {
		return nil
	}
	return app.P().Body(
		app.A().ID("cancel-link").Href(attrSafeURL(*inv.CancelURL)).OnClick(inThisTab).Text(p.t("Cancel and return to {merchant}", "merchant", inv.Merchant.DisplayName)),
	)
}

func (p *invoicePage) announcer() app.UI {
	return app.Div().ID("announcer").Class("sr-only").Role("status").Aria("live", "polite").Aria("atomic", "true").Text(p.announcement)
}

// renderError is the current failure, in words, with a way to retry.
func (p *invoicePage) renderError() app.UI {
	if p.errMsg == nil {
		return nil
	}
	return app.Div().ID("error").Role("alert").Class("notice bad").Body(
		app.P().ID("error-message").Text(p.errMsg.in(p.l)),
		app.If(p.retry != retryNone, func() app.UI {
			return actions(
				plainButton("retry", p.t("Try again"), p.onRetry),
			)
		}),
	)
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
	case retryNetwork:
		p.pickNetwork(ctx)
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

// inThisTab keeps a link to the merchant's site in this tab: go-app's own
// click handler would open other sites in a new one.
func inThisTab(ctx app.Context, e app.Event) { e.Call("stopPropagation") }

// The journey runs on the UI goroutine; API calls run in a goroutine and
// come back through api, and wallet requests through ask, both of which
// drop answers that belong to an abandoned attempt (p.gen).

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

// clock is the page's time: the ticker's while it runs, the wall clock's
// otherwise (and on the server, which prerenders the page).
func (p *invoicePage) clock() time.Time {
	if p.now.IsZero() || !p.ticking {
		return time.Now()
	}
	return p.now
}

// expiryLive reports whether the invoice's expiry is counted down: it is
// payable, expires, and no payment has been submitted from this page (one
// submitted in time settles, its permit signed to expire with it).
func (p *invoicePage) expiryLive() bool {
	return p.invoice != nil && payable(p.invoice.Status) && p.invoice.ExpiresAt != nil && p.step < stepPaying
}

// expire shows the invoice as expired once its time is up by this page's
// clock (a clock that runs fast shows it early: the safe side), and ends
// the journey: the server refuses the payment from then on anyway.
func (p *invoicePage) expire(ctx app.Context) {
	expired := *p.invoice
	expired.Status = "expired"
	p.invoice = &expired
	p.gen++
	p.busy = nil
	p.clearError()
	p.announce(p.t("This invoice has expired and can no longer be paid."))
}

// startTicker runs the one-second clock behind the quote's expiry, the
// invoice's expiry and the redirect countdown, while any needs it.
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
	if p.expiryLive() {
		needed = true
		if !p.now.Before(*p.invoice.ExpiresAt) {
			p.expire(ctx)
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
