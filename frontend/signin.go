package frontend

import (
	"context"
	"errors"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/apierr"
	"github.com/paystead/paystead/shared/merchantapi"
)

// sessionState is where a merchant page is with signing in.
type sessionState int

const (
	// sessionChecking: prerendered, or asking whether the cookie is valid.
	sessionChecking sessionState = iota
	sessionSignedOut
	sessionSigningIn
	sessionSignedIn
)

// merchantFrame is what every /m/ page shares: the sign-in with
// Ethereum, the signed-in wallet with its sign-out button, and the two
// live regions (#announcer for what changed, #error for what failed).
// A page keeps one and hands it the function that loads its data.
type merchantFrame struct {
	state  sessionState
	wallet string // the signed-in owner wallet, EIP-55
	// choices are the wallets offered when several announce themselves.
	choices []wallet
	// connected is the wallet used on this page; nil after a page load
	// that found a valid session cookie (connect asks for it then).
	connected *wallet
	account   string // the connected wallet's selected account
	progress  string // what the sign-in waits for, shown beside the button

	announcement string
	failure      string

	// needsName: the merchant signed up with its wallet alone and has no
	// display name yet; the name step (signin_name.go) stands in for the
	// page until it is saved.
	needsName bool
	// knownName and knownEmail prefill the name step with what is set.
	knownName, knownEmail string
	nameError             string // why the name was not saved, beside its field
	emailError            string // why the support email was not saved
	savingName            bool

	// l is the page's language, catalogue (on the server) its catalogue
	// for the browser; see merchant_lang.go.
	l         *i18n.Locale
	catalogue []byte

	load  func(ctx app.Context) // loads the page's data once signed in
	reset func()                // forgets the page's data on sign-out

	// ctx is the page component's own context (from OnNav). Work that
	// finishes later dispatches through it: go-app drops a dispatch whose
	// source element is gone, and the button that started an action is
	// often re-rendered away (the sign-in button, a wallet choice, a
	// revoked key's row) before the answer comes.
	ctx app.Context
}

// start runs in OnNav: it asks for the profile, which answers only with a
// valid session cookie, and loads the page when it does.
func (f *merchantFrame) start(ctx app.Context, load func(app.Context), reset func()) {
	f.load, f.reset, f.ctx = load, reset, ctx
	f.initLanguage(ctx)
	if app.IsServer {
		return
	}
	f.state = sessionChecking
	callAPI(f, func(c context.Context, api *sdk.Client) (*sdk.MerchantProfile, error) {
		return api.MerchantProfile(c)
	}, func(ctx app.Context, p *sdk.MerchantProfile, err error) {
		switch {
		case notSignedIn(err):
			f.state = sessionSignedOut
		case err != nil:
			f.state = sessionSignedOut
			f.fail(err, f.t("Could not check your session"))
		default:
			f.signedIn(ctx, p.OwnerWallet, p.DisplayName, p.SupportEmail)
		}
	})
}

// signedIn shows the page for wallet's merchant, or first the name step
// when the merchant has no display name or no support email.
func (f *merchantFrame) signedIn(ctx app.Context, wallet, displayName, supportEmail string) {
	if cs, err := merchantapi.ChecksumAddress(wallet); err == nil {
		wallet = cs
	}
	f.state, f.wallet, f.progress, f.choices = sessionSignedIn, wallet, "", nil
	f.needsName, f.nameError, f.emailError, f.savingName = displayName == "" || supportEmail == "", "", "", false
	f.knownName, f.knownEmail = displayName, supportEmail
	if f.needsName {
		focusAfterRender(ctx, "business-name")
		return
	}
	if f.load != nil {
		f.load(ctx)
	}
}

// announce tells screen readers (and everyone) what just changed. It
// leaves #error alone: a failure elsewhere on the page still stands.
func (f *merchantFrame) announce(msg string) {
	f.announcement = msg
}

// copyLink copies url to the clipboard and says so (copied), or says to copy it by hand when the
// browser refused.
func (f *merchantFrame) copyLink(ctx app.Context, url, copied string) {
	copyText(ctx, url, func(ctx app.Context, ok bool) {
		if ok {
			f.announce(copied)
		} else {
			f.announce(f.t("The browser did not allow copying; select the link and copy it."))
		}
	})
}

// fail shows err in the alert region; a lost session sends the page
// back to sign-in.
func (f *merchantFrame) fail(err error, doing string) {
	if notSignedIn(err) {
		f.signedOut()
		f.failure = f.t("Your session has ended. Sign in again.")
		return
	}
	f.failure = describeError(f.l, doing, err)
}

func (f *merchantFrame) signedOut() {
	f.state, f.wallet, f.connected, f.account, f.progress = sessionSignedOut, "", nil, "", ""
	f.needsName, f.nameError, f.emailError, f.savingName = false, "", "", false
	if f.reset != nil {
		f.reset()
	}
}

// onSignIn finds the page's wallets and signs in with the only one, or
// offers a choice.
func (f *merchantFrame) onSignIn(_ app.Context, e app.Event) {
	ctx := f.ctx
	f.failure, f.announcement = "", ""
	f.state, f.progress = sessionSigningIn, f.t("Looking for a wallet…")
	discoverWallets(ctx, func(ctx app.Context, ws []wallet) {
		switch len(ws) {
		case 0:
			f.state, f.progress = sessionSignedOut, ""
			f.failure = f.t("No wallet was found in this browser. Install a browser wallet (such as MetaMask) and reload the page.")
		case 1:
			f.signInWith(ctx, ws[0])
		default:
			f.choices, f.progress = ws, ""
			f.state = sessionSignedOut
		}
	})
}

// signInWith connects w, signs the SIWE message for a fresh nonce with
// personal_sign and posts it.
func (f *merchantFrame) signInWith(_ app.Context, w wallet) {
	ctx := f.ctx
	f.choices = nil
	f.state = sessionSigningIn
	f.connect(ctx, w, func(ctx app.Context, account string) {
		f.progress = f.t("Preparing the sign-in message…")
		callAPI(f, func(c context.Context, api *sdk.Client) (*sdk.SIWENonce, error) {
			return api.SignInNonce(c)
		}, func(ctx app.Context, n *sdk.SIWENonce, err error) {
			if err != nil {
				f.abortSignIn(err, f.t("Could not start the sign-in"))
				return
			}
			msg, err := merchantapi.SIWEMessage{
				Domain: n.Domain, Address: account, Statement: merchantapi.SignInStatement, URI: n.URI,
				ChainID: n.ChainID, Nonce: n.Nonce, IssuedAt: time.Now(), ExpirationTime: n.ExpiresAt,
			}.String()
			if err != nil {
				f.abortSignIn(err, f.t("Could not build the sign-in message"))
				return
			}
			f.progress = f.t("Confirm the sign-in message in your wallet…")
			w.request(ctx, "personal_sign", []string{merchantapi.PersonalSignHex(msg), account}, func(ctx app.Context, v app.Value, err error) {
				if err != nil {
					f.abortSignIn(err, f.t("The wallet did not sign"))
					return
				}
				sig := jsString(v)
				f.progress = f.t("Signing in…")
				callAPI(f, func(c context.Context, api *sdk.Client) (*sdk.MerchantSession, error) {
					return api.SignIn(c, msg, sig)
				}, func(ctx app.Context, s *sdk.MerchantSession, err error) {
					if err != nil {
						f.abortSignIn(err, f.t("Sign-in was refused"))
						return
					}
					// The profile says whether the merchant has a name yet.
					callAPI(f, func(c context.Context, api *sdk.Client) (*sdk.MerchantProfile, error) {
						return api.MerchantProfile(c)
					}, func(ctx app.Context, p *sdk.MerchantProfile, err error) {
						if err != nil {
							f.abortSignIn(err, f.t("Could not read your profile"))
							return
						}
						f.signedIn(ctx, s.Wallet, p.DisplayName, p.SupportEmail)
						f.announce(f.t("You are signed in."))
					})
				})
			})
		})
	})
}

func (f *merchantFrame) abortSignIn(err error, doing string) {
	f.state, f.progress = sessionSignedOut, ""
	if userRejected(err) {
		f.failure = f.t("You cancelled the request in your wallet. Select Sign in with wallet to try again.")
		return
	}
	f.failure = describeError(f.l, doing, err)
}

// connect asks w for its accounts and remembers it for later
// transactions; done gets the selected account.
func (f *merchantFrame) connect(ctx app.Context, w wallet, done func(app.Context, string)) {
	f.progress = f.t("Approve the connection in {wallet}…", "wallet", w.Info.Name)
	w.request(ctx, "eth_requestAccounts", nil, func(ctx app.Context, v app.Value, err error) {
		if err != nil {
			f.abortSignIn(err, f.t("The wallet did not connect"))
			return
		}
		accounts := jsStrings(v)
		if len(accounts) == 0 || accounts[0] == "" {
			f.abortSignIn(errors.New(f.t("the wallet shared no account")), f.t("The wallet did not connect"))
			return
		}
		f.connected, f.account = &w, accounts[0]
		done(ctx, accounts[0])
	})
}

// withWallet runs use with the connected wallet, connecting one first
// when the page was opened with a session cookie only. It fails when the
// wallet's account is not the signed-in merchant's.
func (f *merchantFrame) withWallet(_ app.Context, use func(app.Context, wallet, string), failed func(app.Context)) {
	ctx := f.ctx
	check := func(ctx app.Context, w wallet, account string) {
		if !merchantapi.SameAddress(account, f.wallet) {
			f.failure = f.t("Your wallet's selected account ({account}) is not the signed-in merchant wallet {wallet}. Switch accounts in the wallet and try again.", "account", account, "wallet", f.wallet)
			failed(ctx)
			return
		}
		use(ctx, w, account)
	}
	if f.connected != nil {
		check(ctx, *f.connected, f.account)
		return
	}
	discoverWallets(ctx, func(ctx app.Context, ws []wallet) {
		if len(ws) == 0 {
			f.failure = f.t("No wallet was found in this browser.")
			failed(ctx)
			return
		}
		// Prefer the wallet holding the merchant's account; the first
		// otherwise (the check above then explains a mismatch).
		w := ws[0]
		w.request(ctx, "eth_requestAccounts", nil, func(ctx app.Context, v app.Value, err error) {
			f.progress = ""
			if err != nil {
				f.failure = walletFailure(f.l, f.t("The wallet did not connect"), err)
				failed(ctx)
				return
			}
			accounts := jsStrings(v)
			if len(accounts) == 0 {
				f.failure = f.t("The wallet shared no account.")
				failed(ctx)
				return
			}
			f.connected, f.account = &w, accounts[0]
			check(ctx, w, accounts[0])
		})
	})
}

func (f *merchantFrame) onSignOut(ctx app.Context, e app.Event) {
	callAPI(f, func(c context.Context, api *sdk.Client) (struct{}, error) {
		return struct{}{}, api.SignOut(c)
	}, func(ctx app.Context, _ struct{}, err error) {
		if err != nil {
			f.fail(err, f.t("Could not sign out"))
			return
		}
		f.signedOut()
		f.announce(f.t("Signed out."))
	})
}

// page renders the frame around body, which is shown only once signed in.
func (f *merchantFrame) page(current, heading, signedOutText string, body func() []app.UI) app.UI {
	return pageFrame(f.l, app.Div().Class("contents").Body(f.languageSwitch(), f.nav(current)), pageBrand{}, heading,
		languageCarrier(f.l, f.catalogue),
		f.sessionBar(signedOutText),
		liveRegions(f.announcement, f.failure),
		app.If(f.state == sessionSignedIn && f.needsName, f.nameStep),
		app.If(f.state == sessionSignedIn && !f.needsName, func() app.UI { return app.Div().Class("merchant").Body(body()...) }),
	)
}

// sessionBar is the signed-in wallet with the sign-out button, or the
// sign-in button (only once the page knows there is no session, so that
// it never shows a button that cannot work yet).
func (f *merchantFrame) sessionBar(signedOutText string) app.UI {
	switch f.state {
	case sessionSignedIn:
		return app.Div().Class("panel session").Body(
			app.Span().Text(f.t("Signed in as")+" "),
			app.Span().ID("signed-in-address").Class("mono").Text(f.wallet),
			app.Button().ID("signout").Type("button").Class("secondary").Text(f.t("Sign out")).OnClick(f.onSignOut),
		)
	case sessionChecking:
		return app.Div().Class("panel session").Body(
			app.P().Text(signedOutText),
			app.P().Class("muted").Text(f.t("Checking your session…")),
		)
	}
	busy := f.state == sessionSigningIn
	return app.Div().Class("panel session signed-out").Body(
		app.P().ID("about-paystead").Text(f.t("Paystead takes stablecoin payments for your business: you create invoices and payment links, "+
			"your customers pay in USDC or EURC from their own wallets, and the funds wait in escrow through a 7-day refund window before you claim them.")),
		app.P().Text(signedOutText+" "+f.t("Your wallet signs a message to prove it is yours: no transaction, no fee. "+
			"First time here? Signing in sets up your business, if this Paystead takes sign-ups.")),
		app.Div().Class("actions").Body(
			app.Button().ID("signin").Type("button").Disabled(busy).Aria("busy", busy).
				Text(f.t("Sign in with wallet")).OnClick(f.onSignIn),
		),
		app.If(f.progress != "", func() app.UI { return app.P().Class("muted").Text(f.progress) }),
		app.If(len(f.choices) > 0, func() app.UI {
			return app.Div().Role("group").Aria("labelledby", "wallet-choice").Body(
				app.P().ID("wallet-choice").Text(f.t("Choose a wallet:")),
				app.Div().Class("actions").Body(app.Range(f.choices).Slice(func(i int) app.UI {
					w := f.choices[i]
					// The wallet (as discovery tells them apart) as the
					// handler's scope, so a button signs in with the
					// wallet it shows after the choices change.
					return app.Button().Type("button").Class("secondary wallet-choice").DataSet("wallet-rdns", w.Info.RDNS).
						OnClick(func(ctx app.Context, e app.Event) { f.signInWith(ctx, w) }, app.EventScope(w.Info.UUID+"|"+w.Info.RDNS)).Body(
						app.If(w.Info.Icon != "", func() app.UI {
							return app.Img().Src(w.Info.Icon).Role("presentation").Width(24).Height(24) // decorative: go-app drops an empty alt
						}),
						app.Text(" "+w.Info.Name),
					)
				})),
			)
		}),
	)
}

// liveRegions are #announcer (polite status) and #error (alert); both
// are always in the page, empty and taking no room until they speak, so
// that assistive technology is watching them before they change.
func liveRegions(announcement, failure string) app.UI {
	errClass := "notice bad"
	if failure == "" {
		errClass = "live-empty"
	}
	return app.Div().Body(
		app.Div().ID("announcer").Role("status").Aria("live", "polite").Class("announcer").Text(announcement),
		app.Div().ID("error").Role("alert").Class(errClass).Text(failure),
	)
}

// callAPI runs fn with the page's API client off the UI goroutine and done
// on it, through the page's own context (see merchantFrame.ctx).
func callAPI[T any](f *merchantFrame, fn func(context.Context, *sdk.Client) (T, error), done func(app.Context, T, error)) {
	ctx := f.ctx
	api, err := apiClient()
	if err != nil {
		var zero T
		done(ctx, zero, err)
		return
	}
	ctx.Async(func() {
		v, err := fn(ctx, api)
		ctx.Dispatch(func(ctx app.Context) { done(ctx, v, err) })
	})
}

// loadInto reads with a method of the API client ((*sdk.Client).APIKeys),
// as callAPI calls, and hands the answer to set; a failure is shown in
// #error as doing ("Could not load your API keys").
func loadInto[T any](f *merchantFrame, read func(*sdk.Client, context.Context) (T, error), doing string, set func(T)) {
	callAPI(f, func(c context.Context, api *sdk.Client) (T, error) { return read(api, c) }, func(_ app.Context, v T, err error) {
		if err != nil {
			f.fail(err, doing)
			return
		}
		set(v)
	})
}

// notSignedIn reports whether err is the server saying the session is
// missing or expired.
func notSignedIn(err error) bool {
	var ce *sdk.ClientError
	return errors.As(err, &ce) && (ce.ServerCode == apierr.NotSignedIn || (ce.Status == 401 && ce.ServerCode == ""))
}

// How often a page looks whether what it sent (a refund, a claim) was
// mined, and how long before it leaves that to a reload.
const (
	followEvery = 2 * time.Second
	followFor   = 10 * time.Minute
)

// follow calls look every followEvery until it reports true, or, after
// followFor, calls gaveUp.
func follow(ctx app.Context, look func(app.Context) bool, gaveUp func()) {
	until := time.Now().Add(followFor)
	var tick func(app.Context)
	tick = func(ctx app.Context) {
		switch {
		case look(ctx):
		case time.Now().After(until):
			gaveUp()
		default:
			ctx.After(followEvery, tick)
		}
	}
	ctx.After(followEvery, tick)
}
