package frontend

import (
	"encoding/base64"
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// invoicePage is /i/<invoiceId>, the hosted checkout. The server
// prerenders the invoice (merchant, amount, status); in the browser the
// page walks the customer through connect → wallet check → [approve] →
// sign → settlement. The journey's steps live in invoice_flow.go.
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

	invoiceID string
	invoice   *invoiceapi.View
	load      loadState
	loadErr   string

	step        step
	wallets     []wallet
	wallet      wallet
	account     string
	walletChain int64
	listening   bool
	onAccounts  app.Func
	onChain     app.Func

	decision *checkoutapi.Decision

	quote        *checkoutapi.QuoteResponse
	quoteExpires time.Time
	quoteErr     string
	quoting      bool

	prep      *checkoutapi.PrepareResponse
	approveTx string
	busy      string // what is happening, in words; "" when idle

	submissionID string
	progress     string
	settleTx     string
	pollFailures int

	now          time.Time
	ticking      bool
	redirectAt   time.Time // zero: no redirect pending
	redirectStop bool

	errMsg string
	retry  retryAction

	announcement string
	focusID      string // focused after the next render
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
	retryAuthorize
	retryPrepare
	retryApprove
	retryPay
	retryPoll
)

func newInvoicePage() *invoicePage { return &invoicePage{} }

// OnPreRender loads the invoice on the server, so that the merchant, the
// amount and the status are in the HTML before the WebAssembly loads.
func (p *invoicePage) OnPreRender(ctx app.Context) {
	p.invoiceID = strings.TrimPrefix(ctx.Page().URL().Path, InvoicePathPrefix)
	switch src := prerenderSource(ctx); {
	case !validInvoiceID(p.invoiceID):
		p.load = loadBroken
	case src == nil:
	default:
		v, err := src.Invoice(ctx, p.invoiceID)
		p.loaded(v, err)
	}
	p.setTitle(ctx)
}

// loaded records the answer to loading the invoice, on the server or in
// the browser.
func (p *invoicePage) loaded(v *invoiceapi.View, err error) {
	if err == nil {
		p.invoice, p.load, p.loadErr = v, loadOK, ""
		return
	}
	code := apierr.Code("")
	var ce *sdk.ClientError
	if errors.As(err, &ce) {
		code = ce.ServerCode // the Go client's, in the browser
	} else if e, ok := apierr.As(err); ok {
		code = e.Code // the server's prerender source
	}
	switch code {
	case apierr.NotFound:
		p.load = loadNotFound
	case apierr.BadBody:
		p.load = loadBroken
	default:
		p.load, p.loadErr = loadFailed, apiErrorWords(err, "load this invoice")
	}
}

// prerenderedViewID holds the view the server prerendered with, as
// base64 JSON in a data attribute: go-app writes attribute values with Go
// quoting, not HTML escaping, so they must not contain a double quote.
const prerenderedViewID = "invoice-prerendered"

// OnInit, in the browser, starts from the invoice the server prerendered,
// so the page does not flash "Loading" while it reads the invoice again.
func (p *invoicePage) OnInit() {
	if app.IsServer {
		return
	}
	el := app.Window().GetElementByID(prerenderedViewID)
	if el == nil || !el.Truthy() {
		return
	}
	var v invoiceapi.View
	raw, err := base64.StdEncoding.DecodeString(jsString(el.Call("getAttribute", "data-view")))
	if err != nil || json.Unmarshal(raw, &v) != nil {
		return
	}
	if id := strings.TrimPrefix(app.Window().URL().Path, InvoicePathPrefix); v.InvoiceID != "" && strings.EqualFold(v.InvoiceID, id) {
		p.invoiceID, p.invoice, p.load = id, &v, loadOK
	}
}

// prerenderedView carries the view to the browser (server only).
func (p *invoicePage) prerenderedView() app.UI {
	if !app.IsServer || p.invoice == nil {
		return nil
	}
	b, err := json.Marshal(p.invoice)
	if err != nil {
		return nil
	}
	return app.Div().ID(prerenderedViewID).Hidden(true).DataSet("view", base64.StdEncoding.EncodeToString(b))
}

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
	switch {
	case p.invoice != nil:
		ctx.Page().SetTitle(invoiceTitle(p.invoice.Merchant.DisplayName))
	case p.load == loadNotFound:
		ctx.Page().SetTitle("Invoice not found · Paystead")
	case p.load == loadBroken:
		ctx.Page().SetTitle("Broken payment link · Paystead")
	default:
		ctx.Page().SetTitle("Invoice · Paystead")
	}
}

// announce puts a status change in the polite live region.
func (p *invoicePage) announce(msg string) { p.announcement = msg }

// fail shows an error with what #retry does.
func (p *invoicePage) fail(msg string, retry retryAction) {
	p.errMsg, p.retry, p.busy = msg, retry, ""
	p.focusID = "retry"
	if retry == retryNone {
		p.focusID = ""
	}
}

func (p *invoicePage) clearError() { p.errMsg, p.retry = "", retryNone }

func (p *invoicePage) Render() app.UI {
	if p.focusID != "" && p.hasCtx {
		id := p.focusID
		p.focusID = ""
		p.ctx.Defer(func(app.Context) {
			if el := app.Window().GetElementByID(id); el != nil && el.Truthy() {
				el.Call("focus")
			}
		})
	}
	switch p.load {
	case loadNotFound:
		return layout("", "Invoice not found",
			app.Div().Class("notice bad").ID("invoice-missing").Body(
				app.P().Text("We can't find this invoice. The link may be mistyped or incomplete, or the invoice may have been removed."),
				app.P().Text("Please ask the shop that sent it for a new payment link. Nothing has been charged."),
			),
			p.announcer(),
		)
	case loadBroken:
		return layout("", "This payment link is broken",
			app.Div().Class("notice bad").ID("invoice-broken").Body(
				app.P().Text("The link you followed does not contain a valid invoice number, so there is nothing to pay here."),
				app.P().Text("It may have been cut short when it was copied. Please ask the shop that sent it for the link again. Nothing has been charged."),
			),
			p.announcer(),
		)
	case loadFailed:
		return layout("", "Invoice",
			app.Div().Role("alert").ID("error").Class("notice bad").Body(
				app.P().Text(p.loadErr),
				app.Div().Class("actions").Body(
					app.Button().ID("retry").Text("Try loading the invoice again").OnClick(p.onRetry),
				),
			),
			p.announcer(),
		)
	}
	if p.invoice == nil {
		return layout("", "Invoice",
			app.P().Class("muted").Text("Loading the invoice…"),
			p.announcer(),
		)
	}
	inv := p.invoice
	return layout("", "Pay "+inv.Merchant.DisplayName,
		p.renderSummary(),
		p.renderBody(),
		p.renderCancel(),
		p.announcer(),
		p.prerenderedView(),
	)
}

// renderSummary is the invoice card: who is paid, how much, in what.
func (p *invoicePage) renderSummary() app.UI {
	inv := p.invoice
	status := inv.Status
	return app.Section().Class("card").Aria("labelledby", "invoice-summary-title").Body(
		app.H2().ID("invoice-summary-title").Class("sr-only").Text("Invoice"),
		app.P().Class("muted").Body(
			app.Text("Payment to "),
			app.Strong().ID("invoice-merchant").Text(inv.Merchant.DisplayName),
		),
		app.P().Class("amount").ID("invoice-amount").Text(formatUSD(inv.Amount)),
		app.P().Body(
			app.Text("Paid in "),
			app.Strong().ID("invoice-token").Text(inv.PayInToken),
			app.If(inv.PayInToken == string(invoiceapi.EURC), func() app.UI {
				return app.Span().Class("muted").Text(" (converted to USDC for the merchant)")
			}),
		),
		app.P().Body(
			app.Text("Status: "),
			app.Span().ID("invoice-status").Class("badge "+invoiceStatusTone(status)).
				DataSet("status", status).Text(invoiceStatusWords(status)),
		),
		p.renderQuote(),
	)
}

// renderQuote is the live EURC price of an open EURC invoice.
func (p *invoicePage) renderQuote() app.UI {
	if p.invoice.PayInToken != string(invoiceapi.EURC) || p.invoice.Status != "open" || !p.hasCtx || p.step == stepPaid {
		return nil
	}
	q := p.quote
	body := []app.UI{app.H3().Text("Price in EURC")}
	switch {
	case q != nil:
		body = append(body,
			app.P().Body(
				app.Text("You pay at most "),
				app.Strong().ID("quote-amount-in").Text(q.AmountIn+" EURC"),
				app.Text(" for "+formatUSD(p.invoice.Amount)+" in USDC."),
			),
			app.P().Class("muted").ID("quote-expiry").Text(quoteExpiryText(p.quoteExpires.Sub(p.now))),
			app.P().Class("muted").Text("Unused EURC stays in your wallet: the swap takes only what it needs."),
		)
	case p.quoteErr != "":
		body = append(body,
			app.P().Text(p.quoteErr),
			app.Button().ID("quote-retry").Class("secondary").Text("Get a new price").OnClick(func(ctx app.Context, e app.Event) {
				p.fetchQuote(p.ctx)
			}),
		)
	default:
		body = append(body, app.P().Class("muted").Text("Getting the current EURC price…"))
	}
	return app.Div().ID("quote").Class("panel").Aria("busy", q == nil && p.quoteErr == "").Body(body...)
}

// renderBody is what the invoice's status calls for.
func (p *invoicePage) renderBody() app.UI {
	inv := p.invoice
	switch inv.Status {
	case "paid", "claimed":
		return app.Div().Body(p.renderProgress(), p.renderPaid())
	case "refunded":
		return app.Div().Class("notice warn").ID("invoice-closed").Body(
			app.P().Text("This invoice was paid and then refunded by "+inv.Merchant.DisplayName+". The money went back to the wallet that paid it."),
			app.P().Text("There is nothing more to pay. If you still want to buy, ask the shop for a new invoice."),
		)
	case "failed":
		return app.Div().Class("notice bad").ID("invoice-closed").Body(
			app.P().Text("This invoice could not be set up on the network, so it cannot be paid. Nothing has been charged."),
			app.P().Text("Please ask "+inv.Merchant.DisplayName+" for a new payment link."),
		)
	case "staging":
		return app.Div().Class("notice").ID("invoice-staging").Body(
			app.P().Text("This invoice is still being set up on the network. It is usually ready within a minute; this page updates by itself."),
		)
	case "open":
		if !p.hasCtx {
			// Prerendered: the controls work once the page's program has
			// loaded, so none are shown before.
			return app.P().Class("muted").ID("checkout-loading").Text("The payment controls are loading…")
		}
		return p.renderJourney()
	}
	return nil
}

// renderCancel is the way back to the shop without paying.
func (p *invoicePage) renderCancel() app.UI {
	inv := p.invoice
	if inv.CancelURL == nil || !httpURL(*inv.CancelURL) || inv.Status == "paid" || inv.Status == "claimed" || p.step >= stepPaying {
		return nil
	}
	return app.P().Body(
		app.A().ID("cancel-link").Href(attrSafeURL(*inv.CancelURL)).OnClick(inThisTab).Text("Cancel and return to " + inv.Merchant.DisplayName),
	)
}

func (p *invoicePage) announcer() app.UI {
	return app.Div().ID("announcer").Class("sr-only").Role("status").Aria("live", "polite").Aria("atomic", "true").Text(p.announcement)
}

// renderJourney is the customer's way through an open invoice.
func (p *invoicePage) renderJourney() app.UI {
	return app.Section().Class("card").Aria("labelledby", "checkout-title").Body(
		app.H2().ID("checkout-title").Text("Pay with your wallet"),
		p.renderWallet(),
		p.renderDecision(),
		p.renderPayActions(),
		p.renderProgress(),
		p.renderError(),
	)
}

// renderWallet is connecting a wallet: the button, the chooser, the
// network switch.
func (p *invoicePage) renderWallet() app.UI {
	switch p.step {
	case stepStart, stepDiscovering, stepConnecting:
		label := "Connect wallet"
		switch p.step {
		case stepDiscovering:
			label = "Looking for wallets…"
		case stepConnecting:
			label = "Waiting for your wallet…"
		}
		busy := p.step != stepStart
		return app.Div().Body(
			app.P().Text("Connect the wallet you want to pay from. Paystead checks it, then your wallet asks you to sign the payment; nothing moves before you sign."),
			app.Div().Class("actions").Body(
				app.Button().ID("connect-wallet").Disabled(busy).Aria("busy", busy).Text(label).OnClick(p.onConnect),
			),
		)
	case stepNoWallet:
		return app.Div().ID("no-wallet").Class("notice warn").Body(
			app.P().Text("We didn't find a wallet in this browser."),
			app.P().Text("To pay, install a browser wallet that holds "+p.invoice.PayInToken+" (for example a wallet extension for your browser), or open this page in your wallet app's built-in browser. Then try again."),
			app.Div().Class("actions").Body(
				app.Button().ID("connect-wallet").Text("Look for a wallet again").OnClick(p.onConnect),
			),
		)
	case stepChoose:
		buttons := make([]app.UI, 0, len(p.wallets))
		for i, w := range p.wallets {
			buttons = append(buttons, p.walletButton(i, w))
		}
		return app.Div().ID("wallet-chooser").Body(
			app.P().ID("wallet-chooser-label").Text("Choose the wallet to pay with:"),
			app.Div().Class("actions wallet-list").Role("group").Aria("labelledby", "wallet-chooser-label").Body(buttons...),
		)
	case stepWrongChain:
		name := p.chainName()
		return app.Div().ID("wrong-chain").Class("notice warn").Body(
			app.P().Text("Your wallet is connected to another network (chain "+itoa64(p.walletChain)+"). This invoice is paid on "+name+"."),
			app.Div().Class("actions").Body(
				app.Button().ID("switch-chain").Text("Switch to "+name).OnClick(p.onSwitchChain),
			),
		)
	}
	if p.account == "" {
		return nil
	}
	return app.P().Class("muted").Body(
		app.Text("Paying from "),
		app.Span().ID("payer-account").Class("mono").Text(p.account),
		app.Text(" "),
		app.If(p.step < stepPaying, func() app.UI {
			return app.Button().ID("change-wallet").Class("secondary").Text("Use another wallet").OnClick(p.onConnect)
		}),
	)
}

func (p *invoicePage) walletButton(i int, w wallet) app.UI {
	var icon app.UI
	if w.Info.Icon != "" {
		icon = app.Img().Src(w.Info.Icon).Alt("").Width(24).Height(24).Class("wallet-icon")
	}
	return app.Button().Class("secondary wallet-option").DataSet("wallet-rdns", w.Info.RDNS).
		Aria("label", "Pay with "+w.Info.Name).
		Body(icon, app.Span().Text(w.Info.Name)).
		OnClick(func(ctx app.Context, e app.Event) {
			if i < len(p.wallets) {
				p.useWallet(p.ctx, p.wallets[i])
			}
		})
}

// renderDecision is the compliance gate's answer.
func (p *invoicePage) renderDecision() app.UI {
	d := p.decision
	if d == nil {
		if p.step == stepAuthorizing {
			return app.P().Class("muted").Text("Checking your wallet…")
		}
		return nil
	}
	switch d.Decision {
	case checkoutapi.DecisionAllow:
		return app.Div().ID("decision").DataSet("decision", d.Decision).Class("notice ok").Body(
			app.P().ID("decision-reason").Text("Your wallet is cleared to pay this invoice."),
		)
	case checkoutapi.DecisionReview:
		var contact app.UI = app.Span().ID("support-contact").Text(d.SupportContact)
		if strings.Contains(d.SupportContact, "@") && !strings.ContainsAny(d.SupportContact, " <>\"") {
			contact = app.A().ID("support-contact").Href(attrSafeURL("mailto:" + d.SupportContact)).Text(d.SupportContact)
		}
		return app.Div().ID("decision").DataSet("decision", d.Decision).Class("notice warn").Body(
			app.H3().Text("Your wallet needs a manual review"),
			app.P().ID("decision-reason").Text(d.Reason),
			app.If(reviewNote(d.Reason) != "", func() app.UI { return app.P().Text(reviewNote(d.Reason)) }),
			app.P().Body(app.Text("Review ticket: "), app.Span().ID("review-ticket").Class("mono").Text(d.TicketID)),
			app.P().Body(app.Text("Questions? Contact "), contact, app.Text(" and quote the ticket.")),
			app.Div().Class("actions").Body(
				app.Button().ID("recheck").Class("secondary").Text("Check again").
					Disabled(p.step == stepAuthorizing).OnClick(p.onRecheck),
			),
		)
	default:
		reason := d.Reason
		if reason == "" {
			reason = "This wallet can't be used to pay this invoice."
		}
		return app.Div().ID("decision").DataSet("decision", d.Decision).Class("notice bad").Body(
			app.H3().Text("This wallet can't pay"),
			app.P().ID("decision-reason").Text(reason),
			app.P().Text("You can pay from another wallet instead."),
		)
	}
}

// renderPayActions is the approve step and the pay button.
func (p *invoicePage) renderPayActions() app.UI {
	if p.decision != nil && p.decision.Decision != checkoutapi.DecisionAllow {
		return nil // review or reject: no way to pay from this wallet
	}
	if p.step >= stepProgress {
		return nil
	}
	token := p.invoice.PayInToken
	var approve app.UI
	if p.step == stepApprove || p.step == stepApproving {
		approving := p.step == stepApproving
		label := "Allow Permit2 to use your " + token
		if approving {
			label = "Waiting for the approval to be confirmed…"
		}
		approve = app.Div().ID("approve-step").Class("panel").Body(
			app.H3().Text("Step 1: allow payments in "+token),
			app.P().Text("This wallet hasn't used Permit2 with "+token+" before. Your wallet sends one approval transaction (it costs a little gas) so that signed payments can move "+token+". You only do this once per token."),
			app.Div().Class("actions").Body(
				app.Button().ID("approve").Disabled(approving).Aria("busy", approving).Text(label).OnClick(p.onApprove),
			),
			app.If(p.approveTx != "", func() app.UI {
				return app.P().Class("muted").Body(app.Text("Approval transaction: "), p.txLink(p.approveTx, "approve-tx"))
			}),
		)
	}
	ready := p.step == stepReady && p.busy == ""
	label := "Pay " + formatUSD(p.invoice.Amount)
	if p.step == stepPaying {
		label = "Paying…"
	}
	hint := "Connect your wallet first."
	switch {
	case p.step == stepBlocked:
		hint = "See the problem described below, then try again."
	case p.account != "" && p.decision == nil:
		hint = "Your wallet is checked before you can pay."
	case p.step == stepApprove || p.step == stepApproving:
		hint = "Allow payments in " + token + " first (step 1)."
	case p.step == stepReady:
		hint = "Your wallet asks you to sign the payment. Signing costs no gas."
	case p.step == stepPreparing || p.step == stepAuthorizing:
		hint = "Getting the payment ready…"
	case p.step == stepPaying:
		hint = p.busy
	}
	return app.Div().Body(
		approve,
		app.Div().Class("actions").Body(
			app.Button().ID("pay").Disabled(!ready).Aria("describedby", "pay-hint").Aria("busy", p.step == stepPaying).
				Text(label).OnClick(p.onPay),
		),
		app.P().ID("pay-hint").Class("muted").Text(hint),
	)
}

// renderProgress follows a submitted payment.
func (p *invoicePage) renderProgress() app.UI {
	if p.progress == "" {
		return nil
	}
	steps := []struct{ status, label string }{
		{checkoutapi.StatusPending, "Signed and received"},
		{checkoutapi.StatusProcessing, "Sent to the network"},
		{checkoutapi.StatusSettled, "Confirmed"},
	}
	items := make([]app.UI, 0, len(steps))
	for _, s := range steps {
		li := app.Li().Text(s.label)
		if s.status == p.progress {
			li = li.Aria("current", "step")
		}
		items = append(items, li)
	}
	return app.Div().ID("progress").DataSet("status", p.progress).Class("panel").Body(
		app.H3().Text("Payment progress"),
		app.Ol().Class("steps").Body(items...),
		app.P().ID("progress-words").Text(progressWords(p.progress)),
	)
}

// renderPaid is the invoice once paid.
func (p *invoicePage) renderPaid() app.UI {
	inv := p.invoice
	settle := p.settleTx
	if settle == "" && inv.SettleTxHash != nil {
		settle = *inv.SettleTxHash
	}
	var refund app.UI
	if inv.ClaimableAt != nil {
		refund = app.P().Body(
			app.Text("Refunds are possible until "),
			app.Time().ID("refund-ends").DateTime(inv.ClaimableAt.UTC().Format(time.RFC3339)).Text(formatWhen(*inv.ClaimableAt)),
			app.Text(". For a refund, contact "+inv.Merchant.DisplayName+"."),
		)
	} else {
		refund = app.P().ID("refund-ends").Text("Refunds are possible for 7 days after payment. For a refund, contact " + inv.Merchant.DisplayName + ".")
	}
	var success app.UI
	if inv.SuccessURL != nil && httpURL(*inv.SuccessURL) {
		var countdown app.UI
		if !p.redirectAt.IsZero() && !p.redirectStop {
			countdown = app.Div().Body(
				app.P().ID("redirect-countdown").Text(redirectText(secondsLeft(p.redirectAt.Sub(p.now)), inv.Merchant.DisplayName)),
				app.Button().ID("stay").Class("secondary").Text("Stay on this page").OnClick(p.onStay),
			)
		}
		success = app.Div().Body(
			app.P().Body(app.A().ID("success-link").Href(attrSafeURL(*inv.SuccessURL)).OnClick(inThisTab).Text("Return to "+inv.Merchant.DisplayName)),
			countdown,
		)
	}
	return app.Div().ID("paid").Class("notice ok").Body(
		app.H2().ID("paid-title").TabIndex(-1).Text("Paid"),
		app.P().Text("Thank you. "+formatUSD(inv.Amount)+" was paid to "+inv.Merchant.DisplayName+"."),
		app.If(settle != "", func() app.UI {
			return app.P().Body(app.Text("Payment transaction: "), p.txLink(settle, "settle-tx"))
		}),
		refund,
		success,
	)
}

// txLink is a transaction hash, linked to the explorer when there is one.
func (p *invoicePage) txLink(hash, id string) app.UI {
	if u := currentChain().txURL(hash); u != "" && httpURL(u) {
		return app.A().ID(id).Class("mono").Href(u).Target("_blank").Rel("noopener").
			Aria("label", "Transaction "+hash+" on the block explorer (opens in a new tab)").Text(shortHash(hash))
	}
	return app.Span().ID(id).Class("mono").Text(hash)
}

// renderError is the current failure, in words, with a way to retry.
func (p *invoicePage) renderError() app.UI {
	if p.errMsg == "" {
		return nil
	}
	return app.Div().ID("error").Role("alert").Class("notice bad").Body(
		app.P().ID("error-message").Text(p.errMsg),
		app.If(p.retry != retryNone, func() app.UI {
			return app.Div().Class("actions").Body(
				app.Button().ID("retry").Text("Try again").OnClick(p.onRetry),
			)
		}),
	)
}

func (p *invoicePage) chainName() string {
	c := currentChain()
	if c.Name != "" {
		return c.Name
	}
	return "chain " + itoa64(c.ID)
}

// inThisTab keeps a link to the merchant's site in this tab: go-app's own
// click handler would open other sites in a new one.
func inThisTab(ctx app.Context, e app.Event) { e.Call("stopPropagation") }
