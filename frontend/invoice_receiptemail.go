package frontend

import (
	"context"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// EmailEnv is the page setting (app.Getenv) that says the deployment
// sends email: "on" shows the receipt's "Email me this receipt" form.
const EmailEnv = "PAYSTEAD_EMAIL"

// emailOn reports whether the deployment sends email.
func emailOn() bool { return app.Getenv(EmailEnv) == "on" }

// receiptMail is the state of the receipt's email form, kept by the page
// (a component of its own would cost the checkout's program some 35 KB).
type receiptMail struct {
	value   string
	sending bool
	said    string // what the last answer said
	failed  bool
}

// receiptEmailForm is the receipt's form that emails it to an address
// the customer gives (sent once the payment is confirmed).
func receiptEmailForm(l *i18n.Locale, m receiptMail, onInput, onSend app.EventHandler) app.UI {
	var status app.UI
	if m.said != "" {
		class := "muted"
		if m.failed {
			class = "notice bad"
		}
		status = app.P().ID("receipt-email-status").Class(class).Text(m.said)
	}
	return app.Form().ID("receipt-email").Class("receipt-email no-print").NoValidate(true).OnSubmit(onSend).Body(
		fieldLabel("receipt-email-input", l.T("Email me this receipt")),
		app.Div().Class("inline-field").Body(
			app.Input().ID("receipt-email-input").Type("email").Name("email").Attr("autocomplete", "email").Required(true).MaxLength(254).
				Placeholder("you@example.com").Value(m.value).OnInput(onInput),
			app.Button().ID("receipt-email-send").Type("submit").Class("secondary").Disabled(m.sending).Text(l.T("Send")),
		),
		app.Div().Aria("live", "polite").Body(status),
	)
}

func (p *invoicePage) onReceiptInput(ctx app.Context, e app.Event) {
	p.receiptMail.value = jsString(ctx.JSSrc().Get("value"))
}

func (p *invoicePage) onReceiptSend(ctx app.Context, e app.Event) {
	e.PreventDefault()
	m := &p.receiptMail
	if m.sending || p.invoice == nil {
		return
	}
	l := p.l
	// The server checks the address (400 bad_body): one rule, one place.
	email := fieldValue("receipt-email-input", m.value)
	m.sending, m.said, m.failed = true, "", false
	var out *invoiceapi.ReceiptEmail
	id := p.invoice.InvoiceID
	p.apiAlways(ctx, func(ctx context.Context, c *sdk.Client) (err error) {
		out, err = c.SetReceiptEmail(ctx, id, email)
		return err
	}, func(ctx app.Context, err error) {
		m.sending = false
		switch {
		case err == nil && out.When == invoiceapi.ReceiptNow:
			m.said, m.failed = l.T("The receipt is on its way to {email}.", "email", out.Email), false
		case err == nil:
			m.said, m.failed = l.T("We will email the receipt to {email} once the payment is confirmed.", "email", out.Email), false
		case serverCode(err) == apierr.BadBody:
			m.said, m.failed = l.T("Enter an email address such as ana@example.com."), true
		case serverCode(err) == apierr.ReceiptEmailClosed:
			m.said, m.failed = l.T("This receipt cannot be emailed to another address."), true
		default:
			m.said, m.failed = l.T("The receipt could not be emailed. Please try again."), true
		}
	})
}
