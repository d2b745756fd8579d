package frontend

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/escrowapi"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// The Refund form of /m/invoices/<id>: a paid invoice inside its refund
// window can have any part of what the gateway still holds for it sent
// back to the payer, as often as the merchant likes, until nothing
// remains. The amount starts as everything that remains.

// refundable reports whether v can be refunded now, as far as the page
// can tell (the server judges the window by the chain's clock).
func refundable(v invoiceapi.View, now time.Time) bool {
	return v.Status == "paid" && v.ClaimableAt != nil && now.Before(*v.ClaimableAt) &&
		v.Remaining != nil && *v.Remaining != "0"
}

// onRefund checks the amount, asks the merchant to confirm, refunds and
// reloads the invoice and its timeline.
func (p *invoiceDetailPage) onRefund(ctx app.Context, e app.Event) {
	e.PreventDefault()
	if p.refunding || p.timeline == nil {
		return
	}
	v := p.timeline.Invoice
	amount := strings.TrimSpace(fieldValue("refund-amount", deref(v.Remaining)))
	req := escrowapi.RefundRequest{Amount: amount}
	if _, err := req.Units(); err != nil {
		p.refundError = p.frame.t("Check the amount: {reason}.", "reason", refusal(err, "amount"))
		focusAfterRender(ctx, "refund-amount")
		return
	}
	question := p.frame.t("Refund {amount} USD to {payer}? The payer receives it in USDC. This cannot be undone.", "amount", amount, "payer", deref(v.Payer))
	if !confirmed(question) {
		return
	}
	p.refunding, p.refundError, p.frame.failure = true, "", ""
	id := v.InvoiceID
	callAPI(&p.frame, func(c context.Context, api *sdk.Client) (*sdk.RefundResult, error) {
		return api.MerchantRefund(c, id, req)
	}, func(ctx app.Context, out *sdk.RefundResult, err error) {
		p.refunding = false
		if err != nil {
			// Too much, or an amount the server refused: said at the field.
			if said := fieldMessage(err, "amount"); said != "" {
				var ce *sdk.ClientError
				errors.As(err, &ce)
				p.refundError = ce.Message + " " + p.frame.t("The amount: {reason}.", "reason", said)
				focusAfterRender(ctx, "refund-amount")
				p.load(ctx) // what remains may have changed meanwhile
				return
			}
			if serverCode(err) == apierr.WalletFrozen {
				p.refundError = p.frame.t("The token's issuer has frozen the payer's wallet since it paid, so the refund cannot go there; nothing was sent. Send the payer a refund link instead: they give another address and confirm it with the wallet that paid.")
				focusAfterRender(ctx, "refund-link-issue")
				return
			}
			p.frame.fail(err, p.frame.t("Could not refund the invoice"))
			return
		}
		// Sent, not mined: the page follows it until the chain has it.
		p.sent = &sentRefund{result: *out, refundsBefore: countKind(p.timeline.Entries, invoiceapi.KindRefunded)}
		p.frame.announce(p.frame.t("Refund of {amount} USD sent; waiting for it to be mined.", "amount", out.Amount))
		p.followRefund(ctx)
	})
}

// sentRefund is a refund the page sent and follows: its answer, and how
// many refunds the timeline showed before it.
type sentRefund struct {
	result        sdk.RefundResult
	refundsBefore int
}

// followRefund reloads the invoice until the refund it sent is mined (a
// new refund step) or failed (a refund_failed step of its transaction),
// and says which.
func (p *invoiceDetailPage) followRefund(ctx app.Context) {
	sent := p.sent
	follow(ctx, func(ctx app.Context) bool {
		if p.sent != sent || p.timeline == nil {
			return true // the refund's outcome was said, or the page moved on
		}
		p.loadThen(ctx, func() { p.refundOutcome(sent) })
		return false
	}, func() {
		p.sent = nil
		p.frame.announce(p.frame.t("The refund is sent and not mined yet; reload the page later to see it."))
	})
}

// refundOutcome says how the refund sent ended, once the timeline shows it.
func (p *invoiceDetailPage) refundOutcome(sent *sentRefund) {
	r := sent.result
	switch failed := failedStep(p.timeline.Entries, r.RefundTxHash); {
	case p.sent != sent:
	case failed != nil:
		p.sent, p.refundError = nil, p.frame.t("The refund of {amount} USD failed, nothing was refunded: {reason}.", "amount", r.Amount, "reason", deref(failed.Reason))
	case countKind(p.timeline.Entries, invoiceapi.KindRefunded) > sent.refundsBefore:
		p.sent = nil
		if r.Remaining == "0" {
			p.frame.announce(p.frame.t("Refunded {amount} USD. Nothing remains: the invoice is refunded.", "amount", r.Amount))
		} else {
			p.frame.announce(p.frame.t("Refunded {amount} USD. {remaining} USD remains in escrow.", "amount", r.Amount, "remaining", r.Remaining))
		}
	}
}

// countKind counts the timeline's steps of kind.
func countKind(entries []invoiceapi.TimelineEntry, kind string) int {
	n := 0
	for _, e := range entries {
		if e.Kind == kind {
			n++
		}
	}
	return n
}

// failedStep is the timeline's refund_failed step of the refund sent as
// txHash, nil when it has none.
func failedStep(entries []invoiceapi.TimelineEntry, txHash string) *invoiceapi.TimelineEntry {
	for i, e := range entries {
		if e.Kind == invoiceapi.KindRefundFailed && e.TxHash != nil && strings.EqualFold(*e.TxHash, txHash) {
			return &entries[i]
		}
	}
	return nil
}

// refusal is what a validation error of a shared request type says of
// field.
func refusal(err error, field string) string {
	if e, ok := apierr.As(err); ok {
		for _, f := range e.Fields {
			if f.Field == field {
				return f.Message
			}
		}
	}
	return err.Error()
}

func (p *invoiceDetailPage) renderRefund(v invoiceapi.View) app.UI {
	if s := p.sent; s != nil {
		return app.Div().ID("refund-pending").Class("card").Aria("live", "polite").Body(
			app.H2().Text(p.frame.t("Refund sent")),
			app.P().Body(
				app.Text(p.frame.t("A refund of {amount} USD is sent and waits to be mined (", "amount", s.result.Amount)),
				localTxLink(p.frame.l, chainOf(v.ChainID), "refund-tx", s.result.RefundTxHash),
				app.Text(p.frame.t("). This page updates once it is; the invoice.refunded webhook says so too.")),
			),
		)
	}
	if !refundable(v, time.Now()) {
		return app.Text("")
	}
	remaining := deref(v.Remaining)
	return app.Form().ID("refund-form").Class("card").Aria("labelledby", "refund-heading").OnSubmit(p.onRefund).Body(
		app.H2().ID("refund-heading").Text(p.frame.t("Refund")),
		app.P().ID("refund-help").Body(
			app.Span().ID("refund-remaining").Class("mono").Text(p.frame.t("{amount} USD", "amount", remaining)),
			app.Text(" "+p.frame.t("remains in escrow until the refund window ends ({time}). Refund all of it or a part; the payer receives USDC, whatever they paid in. You can refund again until nothing remains.", "time", formatTime(p.frame.l, *v.ClaimableAt))),
		),
		fieldLabel("refund-amount", p.frame.t("Amount to refund (USD)")),
		app.Input().ID("refund-amount").Name("amount").Type("text").Attr("inputmode", "decimal").Required(true).AutoComplete(false).
			Value(remaining).Aria("describedby", "refund-help").Aria("invalid", p.refundError != ""),
		app.If(p.refundError != "", func() app.UI {
			return app.P().ID("refund-amount-error").Class("notice bad").Text(p.refundError)
		}),
		actions(
			app.Button().ID("refund-submit").Type("submit").Disabled(p.refunding).Aria("busy", p.refunding).Text(p.frame.t("Refund")),
			app.Button().ID("refund-link-issue").Type("button").Class("secondary").Disabled(p.issuing).Aria("busy", p.issuing).
				OnClick(p.onIssueLink).Text(p.frame.t("Send a refund link instead")),
		),
		mutedPara(p.frame.t("A refund link lets the customer choose the address the refund goes to (when the issuer has frozen their wallet, say) and confirm it with the wallet that paid.")),
	)
}
