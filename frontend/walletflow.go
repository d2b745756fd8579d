package frontend

import (
	"context"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
)

// walletFlow is what the customer's small pages (a refund link's /r/, a plan's /s/) share: the
// page's language, a wallet chosen among those the browser announces, calls to Paystead and to the
// wallet that belong to one attempt (a new attempt drops the answers to an older one), what is
// happening and what failed, and the live region that says so. A page embeds it.
type walletFlow struct {
	ctx       app.Context
	gen       int // bumped when an attempt starts, so answers to an older one are dropped
	l         *i18n.Locale
	catalogue []byte // on the server: l's, for the browser

	wallets []wallet // the chooser's, when several wallets announce themselves
	wallet  wallet
	busy    words // what is happening; nil when idle
	errMsg  words

	announcement string
}

func (f *walletFlow) t(msg string, pairs ...string) string { return f.l.T(msg, pairs...) }

// prerender, on the server, takes the language the handler chose.
func (f *walletFlow) prerender(ctx app.Context) { f.l, f.catalogue = serverLocale(ctx, i18n.Load) }

// OnInit, in the browser, starts in the language the server prerendered in: the element that
// carries it is gone once the program renders.
func (f *walletFlow) OnInit() {
	if app.IsServer {
		return
	}
	if l := browserLocale(); l != nil {
		f.l = l
	}
}

func (f *walletFlow) OnDismount() { f.gen++ }

func (f *walletFlow) announce(msg string) { f.announcement = msg }

// call runs fn off the UI goroutine and hands its error to done on it, unless another attempt
// started meanwhile.
func (f *walletFlow) call(ctx app.Context, fn func(context.Context, *sdk.Client) error, done func(app.Context, error)) {
	gen := f.gen
	ctx.Async(func() {
		c, err := apiClient()
		if err == nil {
			err = fn(ctx, c)
		}
		ctx.Dispatch(func(ctx app.Context) {
			if gen == f.gen {
				done(ctx, err)
			}
		})
	})
}

// ask sends a wallet request for the current attempt.
func (f *walletFlow) ask(ctx app.Context, method string, params any, done func(app.Context, app.Value, error)) {
	gen := f.gen
	f.wallet.request(ctx, method, params, func(ctx app.Context, v app.Value, err error) {
		if gen == f.gen {
			done(ctx, v, err)
		}
	})
}

// fail ends the attempt with w, said in the live region, and puts the keyboard on focus.
func (f *walletFlow) fail(w words, focus string) {
	f.gen++
	f.errMsg, f.busy, f.wallets = w, nil, nil
	f.announce(w.in(f.l))
	if focus != "" {
		focusAfterRender(f.ctx, focus)
	}
}

// discover starts an attempt by finding the browser's wallets: it goes on with pick when one
// announces itself, offers the chooser (labelled choose) when several do, and fails with none
// when there is no wallet at all.
func (f *walletFlow) discover(none words, choose string, pick func(app.Context, wallet)) {
	f.gen++
	f.errMsg, f.busy = nil, say("Looking for wallets in this browser…")
	gen := f.gen
	discoverWallets(f.ctx, func(ctx app.Context, found []wallet) {
		if gen != f.gen {
			return
		}
		switch len(found) {
		case 0:
			f.fail(none, "")
		case 1:
			pick(ctx, found[0])
		default:
			f.wallets, f.busy = found, nil
			f.announce(choose)
			focusAfterRender(f.ctx, "wallet-0")
		}
	})
}

// connect makes w the attempt's wallet and asks it for its accounts; next goes on with the first.
// A refusal, or no account, fails the attempt, the keyboard on focus.
func (f *walletFlow) connect(ctx app.Context, w wallet, focus string, next func(app.Context, string)) {
	f.gen++
	f.wallet, f.wallets, f.errMsg = w, nil, nil
	f.busy = say("Asking {wallet} to connect. Check your wallet.", "wallet", w.Info.Name)
	f.ask(ctx, "eth_requestAccounts", nil, func(ctx app.Context, v app.Value, err error) {
		accounts := jsStrings(v)
		if err != nil || len(accounts) == 0 || !validAddress(accounts[0]) {
			f.fail(walletRefusal(err, msg("connect your wallet")), focus)
			return
		}
		next(ctx, accounts[0])
	})
}

// chooser offers the announced wallets (labelled label); pick goes on with the one pressed.
func (f *walletFlow) chooser(label string, pick func(app.Context, wallet)) app.UI {
	buttons := make([]app.UI, len(f.wallets))
	for i, w := range f.wallets {
		buttons[i] = app.Button().Type("button").ID("wallet-" + itoa64(int64(i))).Class("secondary").
			OnClick(func(ctx app.Context, e app.Event) { pick(f.ctx, f.wallets[i]) }).Text(w.Info.Name)
	}
	return app.Div().ID("wallet-chooser").Role("group").Aria("label", label).Body(buttons...)
}

// onChain puts the wallet on chain (0: whichever it is on), then goes on with next; a refused
// switch fails the attempt, the keyboard on focus.
func (f *walletFlow) onChain(ctx app.Context, chain int64, focus string, next func(app.Context)) {
	c := chainOf(chain)
	f.ask(ctx, "eth_chainId", nil, func(ctx app.Context, v app.Value, err error) {
		if got, perr := parseChainID(jsString(v)); c.ID == 0 || err == nil && perr == nil && got == c.ID {
			next(ctx)
			return
		}
		f.busy = say("Asking your wallet to switch to {network}.", "network", c.label())
		f.ask(ctx, "wallet_switchEthereumChain", []any{map[string]string{"chainId": chainIDHex(c.ID)}}, func(ctx app.Context, _ app.Value, err error) {
			if err != nil {
				f.fail(say("Switch your wallet to {network}, then try again.", "network", c.label()), focus)
				return
			}
			next(ctx)
		})
	})
}

// errorPart shows what failed, if anything.
func (f *walletFlow) errorPart() app.UI {
	if f.errMsg == nil {
		return nil
	}
	return app.Div().ID("error").Role("alert").Class("notice bad").Body(app.P().ID("error-message").Text(f.errMsg.in(f.l)))
}

// liveRegion is the page's polite announcer.
func (f *walletFlow) liveRegion() app.UI {
	return app.Div().ID("announcer").Class("sr-only").Role("status").Aria("live", "polite").Aria("atomic", "true").Text(f.announcement)
}
