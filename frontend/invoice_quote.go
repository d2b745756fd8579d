package frontend

import (
	"context"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/checkoutapi"
)

// quoteSlippageBps cushions the quote as prepare cushions a swap payment,
// so that the quote shows what is signed.
const quoteSlippageBps = 50

// invoiceQuote is the live EURC price of an open EURC invoice, inside
// the invoice card: at most how much EURC buys the invoice's USDC, for
// how much longer that price holds, or why there is none.
type invoiceQuote struct {
	app.Compo

	L       *i18n.Locale
	Token   PageToken                  // the invoice's, swapped into its payout token
	Amount  string                     // the invoice's, in its payout token
	Quote   *checkoutapi.QuoteResponse // nil until the first price comes
	Left    time.Duration              // until the price expires
	Err     string                     // why there is no price, in words
	OnRetry app.EventHandler           // asks for a new price
}

// quotePart is the price, or nil when the invoice has none to show: in a
// token paid out as itself, not payable, paid, or prerendered (the price
// is asked for in the browser).
func (p *invoicePage) quotePart() *invoiceQuote {
	token := tokenOf(p.invoice.PayInToken)
	if !token.swapped() || !payable(p.invoice.Status) || !p.hasCtx || p.step == stepPaid {
		return nil
	}
	return &invoiceQuote{L: p.l, Token: token, Amount: p.invoice.Amount, Quote: p.quote, Left: p.quoteExpires.Sub(p.now), Err: p.quoteErr.in(p.l), OnRetry: p.onQuoteRetry}
}

func (c *invoiceQuote) Render() app.UI {
	q, l := c.Quote, c.L
	token, payout := c.Token.Symbol, c.Token.payout()
	body := []app.UI{heading3(l.T("Price in {token}", "token", token))}
	switch {
	case q != nil:
		body = append(body,
			app.P().Body(
				app.Text(l.T("You pay at most")+" "),
				// To the cent, rounded up: it is a most; the exact figure is its title.
				app.Strong().ID("quote-amount-in").Title(formatDecimalToken(l, q.AmountIn, token)).Text(formatDecimalToken(l, ceilCents(q.AmountIn), token)),
				app.Text(" "+l.T("for {amount} in {payout}.", "amount", formatUSD(l, c.Amount), "payout", payout)),
			),
			app.P().Class("muted").ID("quote-expiry").Text(quoteExpiryText(l, c.Left)),
			mutedPara(l.T("Unused {token} stays in your wallet: the swap takes only what it needs.", "token", token)),
		)
	case c.Err != "":
		body = append(body,
			para(c.Err),
			secondaryButton("quote-retry", l.T("Get a new price"), c.OnRetry),
		)
	default:
		body = append(body, mutedPara(l.T("Getting the current {token} price…", "token", token)))
	}
	return app.Div().ID("quote").Class("panel").Aria("busy", q == nil && c.Err == "").Body(body...)
}

// quoteLive reports whether the price of a swapped token should be kept
// fresh.
func (p *invoicePage) quoteLive() bool {
	inv := p.invoice
	return inv != nil && payable(inv.Status) && tokenOf(inv.PayInToken).swapped() && p.step < stepPaying
}

func (p *invoicePage) onQuoteRetry(ctx app.Context, e app.Event) { p.fetchQuote(p.ctx) }

// fetchQuote asks for the pay-in token that buys the invoice's amount of
// its payout token.
func (p *invoicePage) fetchQuote(ctx app.Context) {
	if p.quoting || p.invoice == nil {
		return
	}
	p.quoting = true
	target, slippage := p.invoice.Amount, quoteSlippageBps
	token := tokenOf(p.invoice.PayInToken)
	req := checkoutapi.QuoteRequest{PayInToken: token.Symbol, PayoutToken: token.payout(), TargetOutput: &target, SlippageBps: &slippage}
	var q *checkoutapi.QuoteResponse
	first := p.quote == nil
	p.apiAlways(ctx, func(ctx context.Context, c *sdk.Client) (err error) {
		q, err = c.Quote(ctx, req)
		return err
	}, func(ctx app.Context, err error) {
		p.quoting = false
		if err != nil {
			p.quote, p.quoteErr = nil, apiFailure(err, msg("get the current price"))
			return
		}
		ttl := time.Duration(q.TTLSeconds) * time.Second
		if ttl <= 0 {
			ttl = 30 * time.Second
		}
		// The local clock, not issuedAt: the browser's may be off.
		p.quote, p.quoteErr, p.quoteExpires = q, nil, time.Now().Add(ttl)
		if first {
			p.announce(p.t("Price: at most {amount}.", "amount", formatDecimalToken(p.l, ceilCents(q.AmountIn), token.Symbol)))
		}
		p.startTicker(ctx)
	})
}
