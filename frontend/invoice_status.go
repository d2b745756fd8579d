package frontend

import (
	"context"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// The invoice after payment, and when it cannot be paid: the submitted
// payment's progress, the paid state with the way back to the shop, and
// the notices of a refunded, failed or still staging invoice.

const (
	pollFailureLimit = 10 // consecutive failed status reads before asking the customer
	redirectDelay    = 5 * time.Second
)

// invoiceProgress follows a submitted payment: received, sent to the
// network, confirmed.
type invoiceProgress struct {
	app.Compo

	L      *i18n.Locale
	Status string // the submission's (checkoutapi.Status*)
	// Waiting is why a pending payment waits (checkoutapi.Waiting*), or "".
	Waiting string
}

// progressPart is the progress, or nil before a payment was submitted
// from this page.
func (p *invoicePage) progressPart() *invoiceProgress {
	if p.progress == "" {
		return nil
	}
	return &invoiceProgress{L: p.l, Status: p.progress, Waiting: p.waiting}
}

func (c *invoiceProgress) Render() app.UI {
	l := c.L
	steps := []struct{ status, label string }{
		{checkoutapi.StatusPending, l.T("Signed and received")},
		{checkoutapi.StatusProcessing, l.T("Sent to the network")},
		{checkoutapi.StatusSettled, l.T("Confirmed")},
	}
	items := make([]app.UI, 0, len(steps))
	for _, s := range steps {
		li := app.Li().Text(s.label)
		if s.status == c.Status {
			li = li.Aria("current", "step")
		}
		items = append(items, li)
	}
	return app.Div().ID("progress").DataSet("status", c.Status).Class("panel").Body(
		heading3(l.T("Payment progress")),
		app.Ol().Class("steps").Body(items...),
		app.P().ID("progress-words").Text(progressWords(l, c.Status)),
		app.If(c.Waiting == checkoutapi.WaitingTokenPaused, func() app.UI {
			return app.P().ID("progress-waiting").Text(waitingWords(l, c.Waiting))
		}),
	)
}

// waitingWords say why a signed payment waits.
func waitingWords(l *i18n.Locale, waiting string) string {
	if waiting == checkoutapi.WaitingTokenPaused {
		return l.T("The token's issuer has paused all transfers of it for now. Your payment is signed and waiting: it goes through as soon as they resume, and nothing has left your wallet yet.")
	}
	return ""
}

// invoicePaid is the invoice once paid: the payment's transaction, the
// refund window, and the way back to the shop with its countdown.
type invoicePaid struct {
	app.Compo

	L         *i18n.Locale
	Invoice   invoiceapi.View
	SettleTx  string        // the settlement this page saw; the invoice's otherwise
	Countdown bool          // a redirect to the success URL is pending
	Left      time.Duration // until the redirect
	OnStay    app.EventHandler
	// Mail is the receipt's email form (where the deployment sends email).
	Mail                    receiptMail
	OnMailInput, OnMailSend app.EventHandler
}

func (p *invoicePage) paidPart() *invoicePaid {
	return &invoicePaid{
		L: p.l, Invoice: *p.invoice, SettleTx: p.settleTx,
		Countdown: !p.redirectAt.IsZero() && !p.redirectStop, Left: p.redirectAt.Sub(p.now),
		OnStay: p.onStay,
		Mail:   p.receiptMail, OnMailInput: p.onReceiptInput, OnMailSend: p.onReceiptSend,
	}
}

func (c *invoicePaid) Render() app.UI {
	inv, l := c.Invoice, c.L
	settle := c.SettleTx
	if settle == "" && inv.SettleTxHash != nil {
		settle = *inv.SettleTxHash
	}
	// The merchant's support, as a fresh element each time: an element is
	// mounted once.
	support := func(id string) app.UI {
		if inv.Merchant.SupportEmail == "" {
			return app.Text(inv.Merchant.DisplayName)
		}
		return app.A().ID(id).Href("mailto:" + inv.Merchant.SupportEmail).Text(inv.Merchant.SupportEmail)
	}
	var refundEnds app.UI = idSpan("refund-ends", l.T("7 days after payment"))
	if inv.ClaimableAt != nil {
		refundEnds = timeEl("refund-ends", inv.ClaimableAt, formatWhen(l, *inv.ClaimableAt))
	}
	row := func(label string, value app.UI) app.UI { return receiptRow(l, label, value) }
	rows := []app.UI{
		row(msg("Paid to"), idSpan("receipt-merchant", inv.Merchant.DisplayName)),
		row(msg("Amount"), idSpan("receipt-amount", formatUSD(l, inv.Amount))),
	}
	if inv.Reference != nil {
		rows = append(rows, row(msg("Reference"), idSpan("receipt-reference", *inv.Reference)))
	}
	// Paid by transfers to its deposit address (#34): the payer is that address, and nothing was
	// taken from a wallet of the customer's the page knows.
	deposit := deref(inv.PaidVia) == "deposit"
	if inv.AmountIn != nil && !deposit {
		rows = append(rows, row(msg("Taken from your wallet"), idSpan("receipt-amount-in", formatToken(l, unitsOf(*inv.AmountIn), inv.PayInToken))))
	}
	chain := chainOf(inv.ChainID)
	rows = append(rows, row(msg("Network"), idSpan("receipt-network", chain.label())))
	if settle != "" {
		rows = append(rows, row(msg("Transaction"), localTxLink(l, chain, "settle-tx", settle)))
	}
	if inv.Payer != nil {
		from := msg("Paid from")
		if deposit {
			from = msg("Paid by transfer to")
		}
		rows = append(rows, row(from, app.Span().ID("receipt-payer").Class("mono").Text(*inv.Payer)))
	}
	if inv.PaidAt != nil {
		rows = append(rows, row(msg("Paid at"), timeEl("receipt-paid-at", inv.PaidAt, formatWhen(l, *inv.PaidAt))))
	}
	// Each refund, with its date and transaction (#36), where the view
	// lists them; else what they returned in all.
	for i, r := range inv.Refunds {
		n := strconv.Itoa(i)
		rows = append(rows, row(msg("Refunded"), app.Span().ID("receipt-refund-"+n).Body(
			app.Text(l.T("{amount} on {when}", "amount", formatUSD(l, r.Amount), "when", formatWhen(l, r.RefundedAt))+" · "),
			localTxLink(l, chain, "refund-tx-"+n, r.TxHash))))
	}
	if r := deref(inv.Refunded); len(inv.Refunds) != 1 && r != "" && r != "0" {
		label := msg("Refunded")
		if len(inv.Refunds) > 1 {
			label = msg("Refunded in all")
		}
		rows = append(rows, row(label, idSpan("receipt-refunded", formatUSD(l, r))))
	}
	rows = append(rows,
		row(msg("Refunds until"), refundEnds),
		row(msg("Questions and refunds"), support("support-email")),
		row(msg("Receipt link"), app.A().ID("receipt-link").Href(inv.URL).Text(inv.URL)),
	)
	refund := app.P().Body(app.Text(l.T("For a refund within the window, contact")+" "), support("refund-contact"), app.Text("."))
	var success app.UI
	if inv.SuccessURL != nil && httpURL(*inv.SuccessURL) {
		var countdown app.UI
		if c.Countdown {
			countdown = app.Div().Body(
				app.P().ID("redirect-countdown").Text(redirectText(l, secondsLeft(c.Left), inv.Merchant.DisplayName)),
				secondaryButton("stay", l.T("Stay on this page"), c.OnStay),
			)
		}
		success = app.Div().Body(
			app.P().Body(app.A().ID("success-link").Href(attrSafeURL(*inv.SuccessURL)).OnClick(inThisTab).Text(l.T("Return to {merchant}", "merchant", inv.Merchant.DisplayName))),
			countdown,
		)
	}
	return app.Div().ID("paid").Class("notice ok receipt").Body(
		app.H2().ID("paid-title").TabIndex(-1).Text(l.T("Receipt")),
		para(l.T("Thank you. {amount} went to {merchant}; keep this page, or print it, as your receipt.", "amount", formatUSD(l, inv.Amount), "merchant", inv.Merchant.DisplayName)),
		app.Dl().ID("receipt").Body(rows...),
		refund,
		app.Div().Class("actions no-print").Body(
			secondaryButton("print-receipt", l.T("Print receipt"), printPage),
		),
		app.If(emailOn() && c.OnMailSend != nil, func() app.UI { return receiptEmailForm(l, c.Mail, c.OnMailInput, c.OnMailSend) }),
		success,
	)
}

// invoiceClosed is an invoice that cannot be paid: refunded, failed (its
// staging transaction reverted or was dropped), expired or voided.
type invoiceClosed struct {
	app.Compo

	L         *i18n.Locale
	Status    string // refunded, failed, expired or voided
	Merchant  string
	ExpiresAt *time.Time
	Refunded  string // what the refunds returned, in USD ("" when not told)
}

func (p *invoicePage) closedPart() *invoiceClosed {
	return &invoiceClosed{L: p.l, Status: p.invoice.Status, Merchant: p.invoice.Merchant.DisplayName, ExpiresAt: p.invoice.ExpiresAt,
		Refunded: deref(p.invoice.Refunded)}
}

func (c *invoiceClosed) Render() app.UI {
	l, m := c.L, c.Merchant
	switch c.Status {
	case "expired":
		expired := l.T("This invoice expired before it was paid, so it can no longer be paid. Nothing has been charged.")
		if c.ExpiresAt != nil {
			expired = l.T("This invoice expired on {when} before it was paid, so it can no longer be paid. Nothing has been charged.", "when", formatWhen(l, *c.ExpiresAt))
		}
		return app.Div().Class("notice bad").ID("invoice-closed").DataSet("status", c.Status).Body(
			para(expired),
			para(l.T("If you still want to buy, please ask {merchant} for a new payment link.", "merchant", m)),
		)
	case "voided":
		return app.Div().Class("notice bad").ID("invoice-closed").DataSet("status", c.Status).Body(
			para(l.T("{merchant} cancelled this invoice, so it can no longer be paid. Nothing has been charged.", "merchant", m)),
			para(l.T("If you still want to buy, please ask {merchant} for a new payment link.", "merchant", m)),
		)
	}
	if c.Status == "refunded" {
		refunded := l.T("This invoice was paid and then refunded by {merchant}. The money went back to the wallet that paid it.", "merchant", m)
		if c.Refunded != "" && c.Refunded != "0" {
			refunded = l.T("This invoice was paid and then refunded by {merchant}: {amount} was returned.", "merchant", m, "amount", formatUSD(l, c.Refunded))
		}
		return app.Div().Class("notice warn").ID("invoice-closed").DataSet("status", c.Status).Body(
			para(refunded),
			para(l.T("There is nothing more to pay. If you still want to buy, ask the shop for a new invoice.")),
		)
	}
	return app.Div().Class("notice bad").ID("invoice-closed").Body(
		para(l.T("This invoice could not be set up on the network, so it cannot be paid. Nothing has been charged.")),
		para(l.T("Please ask {merchant} for a new payment link.", "merchant", m)),
	)
}

// receiptRow is one line of the receipt: what, then its value.
//
//go:noinline
func receiptRow(l *i18n.Locale, label string, value app.UI) app.UI {
	return app.Div().Class("receipt-row").Body(app.Dt().Text(l.T(label)), app.Dd().Body(value))
}

// printPage opens the browser's print dialog (the stylesheet prints the
// receipt alone).
func printPage(ctx app.Context, e app.Event) { app.Window().Call("print") }

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
			p.fail(func(l *i18n.Locale) string {
				return apiErrorWords(l, err, msg("check on your payment")) + " " + l.T("Your payment may still go through.")
			}, retryPoll)
			return
		}
		p.pollFailures = 0
		if st.Status != p.progress {
			p.announce(progressWords(p.l, st.Status))
		}
		p.progress = st.Status
		waiting := ""
		if st.Waiting != nil {
			waiting = *st.Waiting
		}
		if waiting != p.waiting && waiting != "" {
			p.announce(waitingWords(p.l, waiting))
		}
		p.waiting = waiting
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
			failed := say("The payment did not go through. Nothing was taken from your wallet. You can try again.")
			if st.Error != nil && *st.Error != "" {
				failed = say("The payment did not go through: {reason}. Nothing was taken from your wallet. You can try again.", "reason", *st.Error)
			}
			p.step = stepReady
			p.fail(failed, retryPay)
			p.startTicker(ctx)
		default:
			p.later(ctx, pollEvery, p.poll)
		}
	})
}

// enterPaid shows the paid state and starts the way back to the shop.
func (p *invoicePage) enterPaid(ctx app.Context) {
	first := p.step != stepPaid
	p.gen++ // nothing left to wait for
	p.step, p.busy = stepPaid, nil
	p.clearError()
	inv := p.invoice
	words := p.t("Paid. Thank you: {amount} was paid to {merchant}.", "amount", formatUSD(p.l, inv.Amount), "merchant", inv.Merchant.DisplayName)
	if inv.SuccessURL != nil && httpURL(*inv.SuccessURL) && p.redirectAt.IsZero() && !p.redirectStop {
		p.redirectAt = time.Now().Add(redirectDelay)
		words += " " + redirectText(p.l, secondsLeft(redirectDelay), inv.Merchant.DisplayName)
		p.startTicker(ctx)
	}
	if first {
		p.announce(words)
		p.focus("paid-title")
	}
}

func (p *invoicePage) onStay(ctx app.Context, e app.Event) {
	p.redirectStop = true
	p.announce(p.t("You'll stay on this page."))
	p.focus("success-link")
}
