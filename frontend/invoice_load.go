package frontend

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/invoiceapi"
)

// Reading the invoice: on the server for the prerendered page, handed to
// the browser in the page, and read again in the browser while it is
// being set up and once it is paid.

const (
	stagingPollEvery = 2 * time.Second
	stagingPolls     = 90
)

// OnPreRender loads the invoice on the server, so that the merchant, the
// amount and the status are in the HTML before the WebAssembly loads.
func (p *invoicePage) OnPreRender(ctx app.Context) {
	p.catalogue = p.prerenderLanguage(ctx)
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
		p.invoice, p.load, p.loadErr = v, loadOK, nil
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
		p.load, p.loadErr = loadFailed, apiFailure(err, msg("load this invoice"))
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
	p.initLanguage()
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
	if p.step == stepPaid && payable(v.Status) {
		// The settlement was seen before the invoice row caught up.
		v.Status = "paid"
	}
	p.invoice, p.load, p.loadErr = v, loadOK, nil
	p.setTitle(ctx)
	if prev != nil && prev.Status != v.Status && invoiceStatusWords(p.l, prev.Status) != invoiceStatusWords(p.l, v.Status) && v.Status != "paid" && v.Status != "claimed" {
		p.announce(p.t("Invoice status: {status}.", "status", invoiceStatusWords(p.l, v.Status)))
	}
	switch v.Status {
	case "paid", "claimed":
		p.enterPaid(ctx)
	case "open", "staging":
		if tokenOf(v.PayInToken).swapped() && p.quote == nil && !p.quoting {
			p.fetchQuote(ctx)
		}
		if p.expiryLive() {
			if !time.Now().Before(*v.ExpiresAt) {
				p.expire(ctx)
				return
			}
			p.startTicker(ctx)
		}
		// Payable already; followed until it is on chain, so that a
		// staging that fails is shown before anyone signs.
		if v.Status == "staging" && stagingPoll < stagingPolls {
			ctx.After(stagingPollEvery, func(ctx app.Context) { p.loadInvoicePoll(ctx, stagingPoll+1) })
		}
	default: // refunded, failed, expired, voided: nothing to pay
		p.gen++
		p.busy = nil
		p.clearError()
	}
}
