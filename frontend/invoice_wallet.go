package frontend

import (
	"errors"
	"net/url"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
)

// invoiceWallet is connecting the customer's wallet: the connect button,
// the chooser when several wallets announce themselves, how to get a
// wallet when there is none, the network switch, then the account that
// pays with a way to change it.
type invoiceWallet struct {
	app.Compo

	L           *i18n.Locale
	Step        step
	Wallets     []walletInfo // the chooser's, in the order found, at stepChoose
	Account     string       // "" until a wallet shares one
	WalletChain int64        // the network the wallet is on, at stepWrongChain
	ChainName   string       // the network the invoice is paid on, at stepWrongChain
	PayInToken  string
	// PageURL is this page's address, and QRSrc its QR code's image, for
	// a customer with no wallet here (stepNoWallet): to open it in a
	// wallet app, or on another device. Copied says the link was copied.
	PageURL string
	QRSrc   string
	Copied  bool

	OnConnect     app.EventHandler // connects (again), from discovery on
	OnCopyLink    app.EventHandler
	OnChoose      func(ctx app.Context, i int)
	OnSwitchChain app.EventHandler
}

// walletPart is the wallet connection, or nil when there is nothing to
// show (no account, and no connecting under way). The chooser's wallets
// and the chain's name (read through JavaScript) are filled in only at
// the steps that show them: the page renders every second while a price
// or a redirect counts down.
func (p *invoicePage) walletPart() *invoiceWallet {
	c := &invoiceWallet{
		L: p.l, Step: p.step, Account: p.account, WalletChain: p.walletChain, PayInToken: p.invoice.PayInToken,
		PageURL: p.invoice.URL, QRSrc: InvoicePathPrefix + p.invoice.InvoiceID + "/qr.svg", Copied: p.copied == "link", OnCopyLink: p.onCopyLink,
		OnConnect: p.onConnect, OnChoose: p.onChooseWallet, OnSwitchChain: p.onSwitchChain,
	}
	switch p.step {
	case stepStart, stepDiscovering, stepConnecting, stepNoWallet:
	case stepChoose:
		c.Wallets = make([]walletInfo, 0, len(p.wallets))
		for _, w := range p.wallets {
			c.Wallets = append(c.Wallets, w.Info)
		}
	case stepWrongChain:
		c.ChainName = p.chain().label()
	default:
		if p.account == "" {
			return nil
		}
	}
	return c
}

func (c *invoiceWallet) Render() app.UI {
	l := c.L
	switch c.Step {
	case stepStart, stepDiscovering, stepConnecting:
		label := l.T("Connect wallet")
		switch c.Step {
		case stepDiscovering:
			label = l.T("Looking for wallets…")
		case stepConnecting:
			label = l.T("Waiting for your wallet…")
		}
		busy := c.Step != stepStart
		// The button first: on a phone it is on the first screen, what it does just below.
		return app.Div().Body(
			actions(
				app.Button().ID("connect-wallet").Disabled(busy).Aria("busy", busy).Aria("describedby", "connect-help").Text(label).OnClick(c.OnConnect),
			),
			app.P().ID("connect-help").Class("muted").Text(l.T("Connect the wallet you want to pay from. Paystead checks it, then your wallet asks you to sign the payment; nothing moves before you sign.")),
		)
	case stepNoWallet:
		links := make([]app.UI, 0, 4)
		for _, a := range walletAppLinks(c.PageURL) {
			links = append(links, app.A().ID(a.ID).Class("button secondary").Href(a.Href).Rel("noopener").Text(l.T("Open in {wallet}", "wallet", a.Name)))
		}
		copied := l.T("Copy link")
		if c.Copied {
			copied = l.T("Link copied")
		}
		return app.Div().ID("no-wallet").Class("notice warn").Body(
			para(l.T("We didn't find a wallet in this browser.")),
			para(l.T("On a phone, open this page in your wallet app's built-in browser:")),
			app.Div().Class("actions wallet-apps").Body(links...),
			para(l.T("Or scan this code with the phone that holds your wallet:")),
			app.Img().ID("invoice-qr").Class("qr").Src(c.QRSrc).Width(200).Height(200).Alt(l.T("QR code of this payment page's address")),
			app.P().Body(
				app.Label().For("page-link").Text(l.T("Or copy the link to this page:")+" "),
				app.Input().ID("page-link").Class("mono").ReadOnly(true).Value(c.PageURL),
			),
			actions(
				secondaryButton("copy-link", copied, c.OnCopyLink),
				plainButton("connect-wallet", l.T("Look for a wallet again"), c.OnConnect),
			),
			mutedPara(l.T("On a computer, install a browser wallet that holds {token} (a wallet extension for your browser), then look again.", "token", c.PayInToken)),
		)
	case stepChoose:
		buttons := make([]app.UI, 0, len(c.Wallets))
		for i, w := range c.Wallets {
			buttons = append(buttons, c.walletButton(i, w))
		}
		return app.Div().ID("wallet-chooser").Body(
			app.P().ID("wallet-chooser-label").Text(l.T("Choose the wallet to pay with:")),
			app.Div().Class("actions wallet-list").Role("group").Aria("labelledby", "wallet-chooser-label").Body(buttons...),
		)
	case stepWrongChain:
		return app.Div().ID("wrong-chain").Class("notice warn").Body(
			para(l.T("Your wallet is connected to {walletNetwork}. This invoice is paid on {network}.", "walletNetwork", chainSettings{ID: c.WalletChain}.label(), "network", c.ChainName)),
			actions(
				plainButton("switch-chain", l.T("Switch to {network}", "network", c.ChainName), c.OnSwitchChain),
			),
		)
	}
	return app.P().Class("muted").Body(
		app.Text(l.T("Paying from")+" "),
		app.Span().ID("payer-account").Class("mono").Text(c.Account),
		app.Text(" "),
		app.If(c.Step < stepPaying, func() app.UI {
			return secondaryButton("change-wallet", l.T("Use another wallet"), c.OnConnect)
		}),
	)
}

func (c *invoiceWallet) walletButton(i int, w walletInfo) app.UI {
	var icon app.UI
	if w.Icon != "" {
		// Decorative beside the wallet's name: go-app drops an empty alt,
		// so the role says it (axe's image-alt, #36).
		icon = app.Img().Src(w.Icon).Role("presentation").Width(24).Height(24).Class("wallet-icon")
	}
	return app.Button().Class("secondary wallet-option").DataSet("wallet-rdns", w.RDNS).
		Aria("label", c.L.T("Pay with {wallet}", "wallet", w.Name)).
		Body(icon, app.Span().Text(w.Name)).
		OnClick(func(ctx app.Context, e app.Event) { c.OnChoose(ctx, i) })
}

// onConnect starts (or restarts) connecting a wallet.
func (p *invoicePage) onConnect(ctx app.Context, e app.Event) { p.startConnect(p.ctx) }

// onChooseWallet connects the chooser's i-th wallet.
func (p *invoicePage) onChooseWallet(ctx app.Context, i int) {
	if i < len(p.wallets) {
		p.useWallet(p.ctx, p.wallets[i])
	}
}

func (p *invoicePage) startConnect(ctx app.Context) {
	p.gen++
	p.stopListening()
	p.wallet, p.account, p.walletChain = wallet{}, "", 0
	p.decision, p.prep, p.approveTx, p.busy = nil, nil, "", nil
	p.clearError()
	p.step = stepDiscovering
	p.announce(p.t("Looking for wallets in this browser…"))
	gen := p.gen
	discoverWallets(ctx, func(ctx app.Context, found []wallet) {
		if gen != p.gen {
			return
		}
		p.wallets = found
		switch len(found) {
		case 0:
			p.step = stepNoWallet
			p.announce(p.t("No wallet found in this browser."))
			p.focus("connect-wallet")
		case 1:
			p.useWallet(ctx, found[0])
		default:
			p.step = stepChoose
			p.announce(p.l.N(len(found), "Found {n} wallet. Choose the one to pay with.", "Found {n} wallets. Choose the one to pay with."))
			p.focus("wallet-chooser-label")
		}
	})
}

// useWallet connects w and asks for its account.
func (p *invoicePage) useWallet(ctx app.Context, w wallet) {
	p.stopListening()
	p.wallet = w
	p.step = stepConnecting
	p.announce(p.t("Asking {wallet} to connect. Check your wallet.", "wallet", w.Info.Name))
	p.ask(ctx, "eth_requestAccounts", nil, func(ctx app.Context, v app.Value, err error) {
		if err != nil {
			p.step = stepStart
			p.fail(walletRefusal(err, msg("connect your wallet")), retryConnect)
			return
		}
		accounts := jsStrings(v)
		if len(accounts) == 0 || accounts[0] == "" {
			p.step = stepStart
			p.fail(say("Your wallet didn't share an account with this page. Unlock your wallet, then try again."), retryConnect)
			return
		}
		p.account = accounts[0]
		p.listen()
		p.pickNetwork(ctx)
	})
}

// checkChain makes sure the wallet is on the network the invoice is paid
// on, then goes on to the compliance gate.
func (p *invoicePage) checkChain(ctx app.Context) { p.checkChainThen(ctx, p.authorize) }

func (p *invoicePage) checkChainThen(ctx app.Context, next func(app.Context)) {
	chain := p.chain()
	want := chain.ID
	if want == 0 {
		next(ctx) // the server named no chain: nothing to compare with
		return
	}
	p.ask(ctx, "eth_chainId", nil, func(ctx app.Context, v app.Value, err error) {
		if err != nil {
			p.step = stepStart
			p.fail(walletRefusal(err, msg("tell us which network it is on")), retryChain)
			return
		}
		got, perr := parseChainID(jsString(v))
		if perr != nil {
			p.step = stepStart
			p.fail(say("Your wallet answered with a network id we can't read ({id}). Please try again.", "id", jsString(v)), retryChain)
			return
		}
		if got != want {
			p.walletChain = got
			p.step, p.busy = stepWrongChain, nil
			p.announce(p.t("Your wallet is on another network. Switch to {network} to pay.", "network", chain.label()))
			p.focus("switch-chain")
			return
		}
		next(ctx)
	})
}

func (p *invoicePage) onSwitchChain(ctx app.Context, e app.Event) {
	ctx = p.ctx
	p.clearError()
	c := p.chain()
	p.announce(p.t("Asking your wallet to switch to {network}.", "network", c.label()))
	p.ask(ctx, "wallet_switchEthereumChain", []any{map[string]string{"chainId": chainIDHex(c.ID)}}, func(ctx app.Context, _ app.Value, err error) {
		var we *walletError
		switch {
		case err == nil:
			p.checkChain(ctx)
		case errors.As(err, &we) && we.Code == walletUnknownChain:
			p.addChain(ctx)
		default:
			p.fail(walletRefusal(err, msg("switch networks")), retryChain)
		}
	})
}

// chain is the network the invoice is paid on now.
func (p *invoicePage) chain() chainSettings {
	if p.invoice == nil {
		return currentChain()
	}
	return chainOf(p.invoice.ChainID)
}

// addChain offers the settlement chain to a wallet that doesn't know it.
func (p *invoicePage) addChain(ctx app.Context) {
	c := p.chain()
	if c.RPCURL == "" {
		p.fail(say("Your wallet doesn't know {network} (chain id {id}). Add that network in your wallet's settings, then try again.", "network", c.label(), "id", itoa64(c.ID)), retryChain)
		return
	}
	params := map[string]any{
		"chainId":        chainIDHex(c.ID),
		"chainName":      c.label(),
		"rpcUrls":        []string{c.RPCURL},
		"nativeCurrency": map[string]any{"name": "Ether", "symbol": "ETH", "decimals": 18},
	}
	if c.ExplorerURL != "" {
		params["blockExplorerUrls"] = []string{c.ExplorerURL}
	}
	p.announce(p.t("Asking your wallet to add {network}.", "network", c.label()))
	p.ask(ctx, "wallet_addEthereumChain", []any{params}, func(ctx app.Context, _ app.Value, err error) {
		if err != nil {
			p.fail(walletRefusal(err, msg("add the network")), retryChain)
			return
		}
		p.checkChain(ctx)
	})
}

// listen follows the wallet's account and network changes (EIP-1193
// events), for wallets that emit them.
func (p *invoicePage) listen() {
	prov := p.wallet.provider
	if p.listening || prov == nil || prov.Get("on").Type() != app.TypeFunction {
		return
	}
	p.listening = true
	p.onAccounts = app.FuncOf(func(this app.Value, args []app.Value) any {
		var accounts []string
		if len(args) > 0 {
			accounts = jsStrings(args[0])
		}
		p.ctx.Dispatch(func(ctx app.Context) { p.accountsChanged(ctx, accounts) })
		return nil
	})
	p.onChain = app.FuncOf(func(this app.Value, args []app.Value) any {
		var id string
		if len(args) > 0 {
			id = jsString(args[0])
		}
		p.ctx.Dispatch(func(ctx app.Context) { p.chainChanged(ctx, id) })
		return nil
	})
	prov.Call("on", "accountsChanged", p.onAccounts)
	prov.Call("on", "chainChanged", p.onChain)
}

func (p *invoicePage) stopListening() {
	if !p.listening {
		return
	}
	p.listening = false
	if prov := p.wallet.provider; prov != nil && prov.Get("removeListener").Type() == app.TypeFunction {
		prov.Call("removeListener", "accountsChanged", p.onAccounts)
		prov.Call("removeListener", "chainChanged", p.onChain)
	}
	p.onAccounts.Release()
	p.onChain.Release()
}

// accountsChanged restarts the checks when the customer switches accounts
// before paying.
func (p *invoicePage) accountsChanged(ctx app.Context, accounts []string) {
	if p.step >= stepPaying || p.account == "" {
		return
	}
	if len(accounts) == 0 {
		p.gen++
		p.stopListening()
		p.account, p.decision, p.prep, p.step = "", nil, nil, stepStart
		p.clearError()
		p.announce(p.t("Your wallet disconnected. Connect it again to pay."))
		return
	}
	if strings.EqualFold(accounts[0], p.account) {
		return
	}
	p.gen++
	p.account, p.decision, p.prep, p.approveTx = accounts[0], nil, nil, ""
	p.clearError()
	p.announce(p.t("Your wallet switched accounts. Checking the new account…"))
	p.pickNetwork(ctx)
}

// chainChanged follows a network switch made in the wallet.
func (p *invoicePage) chainChanged(ctx app.Context, hexID string) {
	if p.step >= stepPaying || p.account == "" || p.step == stepNetwork {
		return
	}
	chain := p.chain()
	want := chain.ID
	got, err := parseChainID(hexID)
	if err != nil || want == 0 {
		return
	}
	switch {
	case got == want && p.step == stepWrongChain:
		p.gen++ // the switch request's own answer is now redundant
		p.clearError()
		p.checkChain(ctx)
	case got != want && p.step != stepWrongChain:
		p.gen++
		p.walletChain, p.step, p.busy = got, stepWrongChain, nil
		p.clearError()
		p.announce(p.t("Your wallet moved to another network. Switch to {network} to pay.", "network", chain.label()))
	}
}

// walletAppLink opens a page in a wallet app's built-in browser.
type walletAppLink struct {
	ID, Name, Href string
}

// walletAppLinks are the links that open pageURL in the in-app browsers
// of the major mobile wallets, in the forms their makers document:
// MetaMask takes the address without its scheme in the path; Coinbase
// Wallet, Trust Wallet and Rainbow take it URL-encoded in the query.
func walletAppLinks(pageURL string) []walletAppLink {
	enc := url.QueryEscape(pageURL)
	bare := strings.TrimPrefix(strings.TrimPrefix(pageURL, "https://"), "http://")
	return []walletAppLink{
		{"open-metamask", "MetaMask", "https://metamask.app.link/dapp/" + bare},
		{"open-coinbase", "Coinbase Wallet", "https://go.cb-w.com/dapp?cb_url=" + enc},
		{"open-trust", "Trust Wallet", "https://link.trustwallet.com/open_url?coin_id=60&url=" + enc},
		{"open-rainbow", "Rainbow", "https://rnbwapp.com/dapp?url=" + enc},
	}
}

// onCopyLink copies the page's address to the clipboard; where the
// browser has no clipboard for the page, it selects the address for the
// customer to copy.
func (p *invoicePage) onCopyLink(ctx app.Context, e app.Event) {
	p.copyText(p.invoice.URL, "page-link", "link", p.t("Link copied."), p.t("The link is selected: copy it with your device's copy command."))
}
