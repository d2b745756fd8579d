package mail

import (
	"bytes"
	"strings"
	"text/template"
	"time"

	"github.com/paystead/paystead/shared/invoiceapi"
)

// The emails are plain text: they read the same in every client, carry
// nothing that runs, and a receipt's facts are copied out of them as they
// are. Addresses of the deployment are absolute.

var receiptText = template.Must(template.New("receipt").Parse(`Receipt from {{.Merchant}}

Amount paid        {{.Amount}} {{.Currency}}{{if .PaidIn}} ({{.PaidIn}}){{end}}
Paid at            {{.PaidAt}}
Invoice            {{.InvoiceID}}
{{- if .Tx}}
Transaction        {{.Tx}}{{end}}
{{- if .RefundableUntil}}
Refundable until   {{.RefundableUntil}} (ask {{.Merchant}}){{end}}
{{- if .Refunded}}
Refunded           {{.Refunded}} {{.Currency}}{{end}}

The receipt online: {{.URL}}
{{- if .Support}}

Questions about this payment: {{.Support}} (replying to this email reaches them).{{end}}

You asked for this receipt on the payment page. Paystead sends no other email to this address for it.
`))

var reviewText = template.Must(template.New("review").Parse(`A wallet waits for your review, {{.Merchant}}

Wallet     {{.Wallet}}
Invoice    {{.InvoiceID}}
Since      {{.Since}}

The compliance screening asked for a manual review before this wallet may pay. The customer was told
you would answer within 24 hours. Approve or decline it in your review queue:

{{.URL}}

You get this email because your alert address is set in the dashboard's settings ({{.Settings}}).
`))

var failingText = template.Must(template.New("failing").Parse(`Your webhook endpoint is failing, {{.Merchant}}

Endpoint        {{.URL}}
Failed          {{.Failures}} attempts in the last hour, the last at {{.LastAt}}
Last error      {{.LastError}}

Paystead keeps retrying each event for about three days, then gives it up; events given up can be
sent again from the dashboard. Until the endpoint answers 2xx, your systems miss what happens to
your invoices. The deliveries and their errors:

{{.Deliveries}}

One email a day per endpoint at most. You get it because your alert address is set in the
dashboard's settings.
`))

func render(t *template.Template, data any) string {
	var b bytes.Buffer
	if err := t.Execute(&b, data); err != nil {
		// Our templates and our data: a test renders each.
		panic(err)
	}
	return b.String()
}

// when formats a time for an email: UTC, to the minute.
func when(t time.Time) string { return t.UTC().Format("2006-01-02 15:04 UTC") }

// cents trims a decimal amount's trailing zeros, down to two decimals
// ("25.000000" → "25.00", "12.345000" → "12.345").
func cents(amount string) string {
	whole, frac, ok := strings.Cut(amount, ".")
	if !ok {
		return amount + ".00"
	}
	frac = strings.TrimRight(frac, "0")
	for len(frac) < 2 {
		frac += "0"
	}
	return whole + "." + frac
}

func receiptMessage(v *invoiceapi.View, to string) Message {
	data := struct {
		Merchant, Amount, Currency, PaidIn, PaidAt, InvoiceID, Tx, RefundableUntil, Refunded, URL, Support string
	}{
		Merchant: v.Merchant.DisplayName, Amount: cents(v.Amount), Currency: v.Currency, InvoiceID: v.InvoiceID,
		URL: v.URL, Support: v.Merchant.SupportEmail,
	}
	if v.AmountIn != nil && v.PayInToken != "" {
		data.PaidIn = "paid in " + v.PayInToken + ": " + strings.TrimRight(strings.TrimRight(*v.AmountIn, "0"), ".")
	} else if v.PayInToken != "" {
		data.PaidIn = "paid in " + v.PayInToken
	}
	if v.PaidAt != nil {
		data.PaidAt = when(*v.PaidAt)
	}
	if v.SettleTxHash != nil {
		data.Tx = *v.SettleTxHash
	}
	if v.ClaimableAt != nil && v.Status == "paid" {
		data.RefundableUntil = when(*v.ClaimableAt)
	}
	if v.Refunded != nil && strings.Trim(*v.Refunded, "0.") != "" {
		data.Refunded = cents(*v.Refunded)
	}
	return Message{
		To:      to,
		Subject: "Receipt from " + v.Merchant.DisplayName + ": " + cents(v.Amount) + " " + v.Currency,
		Text:    render(receiptText, data),
		ReplyTo: v.Merchant.SupportEmail,
	}
}

func reviewMessage(d ReviewDue, baseURL string) Message {
	return Message{
		To:      d.AlertEmail,
		Subject: "A wallet waits for your review: " + d.Wallet,
		Text: render(reviewText, map[string]string{
			"Merchant": d.MerchantName, "Wallet": d.Wallet, "InvoiceID": d.InvoiceID, "Since": when(d.CreatedAt),
			"URL": baseURL + "/m/compliance", "Settings": baseURL + "/m/settings",
		}),
	}
}

func failingMessage(d FailingEndpoint, baseURL string) Message {
	return Message{
		To:      d.AlertEmail,
		Subject: "Webhook endpoint failing: " + d.URL,
		Text: render(failingText, map[string]any{
			"Merchant": d.MerchantName, "URL": d.URL, "Failures": d.Failures, "LastAt": when(d.LastAt),
			"LastError": d.LastError, "Deliveries": baseURL + "/m/settings",
		}),
	}
}
