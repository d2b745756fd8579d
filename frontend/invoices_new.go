package frontend

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// The new-invoice form's further fields (#36): where the customer returns after paying, the
// merchant's metadata, and line items, a row each, added with a button. The server checks
// them all (a line's total against the amount among them); the form only reads them.

// maxFormLines bounds the form's line item rows (the API takes up to invoiceapi.MaxLineItems).
const maxFormLines = 20

// renderMore is the form's success URL, metadata and line items.
func (p *invoicesPage) renderMore() app.UI {
	rows := make([]app.UI, 0, p.lines)
	for i := range p.lines {
		n := strconv.Itoa(i + 1)
		rows = append(rows, app.FieldSet().ID("new-line-"+n).Class("line-row").Body(
			app.Legend().Text(p.frame.t("Line item {n}", "n", n)),
			fieldLabel("new-line-name-"+n, p.frame.t("What")),
			app.Input().ID("new-line-name-"+n).Type("text").MaxLength(invoiceapi.MaxLineItemRunes),
			fieldLabel("new-line-quantity-"+n, p.frame.t("Quantity")),
			app.Input().ID("new-line-quantity-"+n).Type("text").Attr("inputmode", "numeric").Value("1"),
			fieldLabel("new-line-price-"+n, p.frame.t("Unit price (USD)")),
			app.Input().ID("new-line-price-"+n).Type("text").Attr("inputmode", "decimal").Placeholder("9.99"),
		))
	}
	return app.Div().Body(
		fieldLabel("new-success-url", p.frame.t("Return address after paying (optional)")),
		app.Input().ID("new-success-url").Name("successUrl").Type("url").AutoComplete(false).Placeholder(p.frame.t("https://shop.example/thanks")).
			Aria("describedby", "new-success-url-help"),
		fieldHelp("new-success-url-help", p.frame.t("The page the customer goes back to once paid; it must be on one of your allowed origins.")),
		fieldLabel("new-metadata", p.frame.t("Metadata (optional)")),
		app.Textarea().ID("new-metadata").Name("metadata").Rows(3).Aria("describedby", "new-metadata-help"),
		fieldHelp("new-metadata-help", p.frame.t("One key=value per line (order=A-1001); your webhooks and the API return it, the customer never sees it.")),
		app.Div().ID("new-lines").Body(rows...),
		app.If(p.lines < maxFormLines, func() app.UI {
			return actions(app.Button().ID("add-line").Type("button").Class("secondary").OnClick(p.onAddLine).Text(p.frame.t("Add a line item")))
		}),
	)
}

// onAddLine adds a line item row and puts the cursor in it.
func (p *invoicesPage) onAddLine(ctx app.Context, e app.Event) {
	if p.lines < maxFormLines {
		p.lines++
		focusAfterRender(ctx, "new-line-name-"+strconv.Itoa(p.lines))
	}
}

// formLines reads the line item rows, leaving out empty ones; refused says what is wrong.
func (p *invoicesPage) formLines() (lines []invoiceapi.LineItem, refused string) {
	for i := 1; i <= p.lines; i++ {
		n := strconv.Itoa(i)
		name := strings.TrimSpace(fieldValue("new-line-name-"+n, ""))
		qty := strings.TrimSpace(fieldValue("new-line-quantity-"+n, ""))
		price := strings.TrimSpace(fieldValue("new-line-price-"+n, ""))
		if name == "" && price == "" {
			continue
		}
		q, err := strconv.ParseInt(qty, 10, 64)
		if err != nil || q < 1 {
			return nil, p.frame.t("line item {n}'s quantity must be a whole number, 1 or more.", "n", n)
		}
		lines = append(lines, invoiceapi.LineItem{Name: name, Quantity: q, UnitAmountUSDC: invoiceapi.Amount(price)})
	}
	return lines, ""
}

// formMetadata reads "key=value" lines; refused says, in l, which line is not one.
func formMetadata(l *i18n.Locale, text string) (invoiceapi.Metadata, string) {
	md := invoiceapi.Metadata{}
	for i, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		if !ok || strings.TrimSpace(k) == "" {
			return nil, l.T("line {n} is not key=value.", "n", strconv.Itoa(i+1))
		}
		md[strings.TrimSpace(k)] = strings.TrimSpace(v)
	}
	if len(md) == 0 {
		return nil, ""
	}
	return md, ""
}
