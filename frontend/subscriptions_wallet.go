package frontend

import (
	"context"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/permit2"
	"github.com/paystead/paystead/shared/subscriptionapi"
)

// What the subscription pages (/s/<checkout>, a plan's checkout, and /s/mine, the payer's own
// list) ask of the wallet and say of a period.

// api is one call of the subscription API: method on path with in as its body (nil: none),
// the answer into out.
func api(ctx context.Context, c *sdk.Client, method, path string, in, out any) error {
	return c.Do(ctx, sdk.Call{Method: method, Path: path, Body: in, Repeatable: method == http.MethodGet}, out)
}

// signTyped has account sign typed (EIP-712) and goes on with the signature; a refusal fails
// the attempt as doing, the keyboard on focus.
func (f *walletFlow) signTyped(ctx app.Context, account string, typed any, focus, doing string, next func(app.Context, string)) {
	raw, err := json.Marshal(typed)
	if err != nil {
		f.fail(say("We couldn't build the message to sign. Please try again."), focus)
		return
	}
	f.announce(f.busy.in(f.l))
	f.ask(ctx, "eth_signTypedData_v4", []any{account, string(raw)}, func(ctx app.Context, v app.Value, err error) {
		sig := jsString(v)
		switch {
		case err != nil:
			f.fail(walletRefusal(err, doing), focus)
		case !strings.HasPrefix(sig, "0x"):
			f.fail(say("Your wallet didn't return a signature. Please try again."), focus)
		default:
			next(ctx, sig)
		}
	})
}

// sendApproval has account send a, the token's approval to Permit2, and goes on once it is mined;
// a refusal or a failed transaction fails the attempt, the keyboard on focus.
func (f *walletFlow) sendApproval(ctx app.Context, account string, a subscriptionapi.Approval, focus string, next func(app.Context)) {
	f.busy = say("Confirm the approval transaction in your wallet.")
	f.announce(f.busy.in(f.l))
	f.ask(ctx, "eth_sendTransaction", []any{map[string]string{"from": account, "to": a.To, "data": a.Data}}, func(ctx app.Context, v app.Value, err error) {
		hash := jsString(v)
		if err != nil || hash == "" {
			f.fail(walletRefusal(err, msg("send the approval")), focus)
			return
		}
		f.busy = say("Approval sent. Waiting for the network to confirm it…")
		f.announce(f.busy.in(f.l))
		f.waitApproval(ctx, hash, focus, 0, next)
	})
}

func (f *walletFlow) waitApproval(ctx app.Context, hash, focus string, attempt int, next func(app.Context)) {
	f.ask(ctx, "eth_getTransactionReceipt", []any{hash}, func(ctx app.Context, v app.Value, err error) {
		switch {
		case err == nil && v != nil && v.Truthy() && v.Type() == app.TypeObject:
			if jsString(v.Get("status")) == "0x0" {
				f.fail(say("The approval transaction failed on the network, so nothing changed. Please try again."), focus)
				return
			}
			next(ctx)
		case attempt+1 >= receiptPolls:
			f.fail(say("The approval hasn't been confirmed after three minutes. It may still go through: try again to check."), focus)
		default:
			gen := f.gen
			ctx.After(pollEvery, func(ctx app.Context) {
				if gen == f.gen {
					f.waitApproval(ctx, hash, focus, attempt+1, next)
				}
			})
		}
	})
}

// signAllowance has account sign a Permit2 PermitSingle on chain (at permit2Addr).
func (f *walletFlow) signAllowance(ctx app.Context, account string, chain int64, permit2Addr string, pm subscriptionapi.Permit, focus, doing string, next func(app.Context, string)) {
	typed := permit2.AllowanceTypedData{
		Types: permit2.AllowanceTypes(), PrimaryType: permit2.AllowancePrimaryType,
		Domain: permit2.Domain{Name: permit2.DomainName, ChainID: strconv.FormatInt(chain, 10), VerifyingContract: permit2Addr},
		Message: permit2.AllowanceMessage{
			Details: permit2.AllowanceDetails{Token: pm.Token, Amount: pm.Amount, Expiration: pm.Expiration, Nonce: pm.Nonce},
			Spender: pm.Spender, SigDeadline: pm.SigDeadline,
		},
	}
	f.signTyped(ctx, account, typed, focus, doing, next)
}

// cancelFor is how long a signed cancel may wait to be relayed.
const cancelFor = time.Hour

// cancelSigned has account, the payer of s, sign its cancel, which Paystead relays to the chain
// (no gas); done gets s as canceled.
func (f *walletFlow) cancelSigned(account string, s subscriptionapi.Subscription, focus string, done func(app.Context, subscriptionapi.Subscription)) {
	f.gen++
	f.errMsg = nil
	if account == "" || f.wallet.provider == nil {
		f.fail(say("Connect the wallet that pays this subscription first."), "")
		return
	}
	deadline := strconv.FormatInt(time.Now().Add(cancelFor).Unix(), 10)
	f.busy = say("Sign the cancellation in your wallet. Signing costs no gas.")
	f.onChain(f.ctx, s.ChainID, focus, func(ctx app.Context) {
		f.busy = say("Sign the cancellation in your wallet. Signing costs no gas.")
		f.signTyped(ctx, account, subscriptionapi.CancelTypedData(s, deadline), focus, msg("cancel the subscription"), func(ctx app.Context, sig string) {
			var out subscriptionapi.Subscription
			f.busy = say("Canceling…")
			f.call(ctx, func(ctx context.Context, c *sdk.Client) error {
				return api(ctx, c, http.MethodPost, "/api/subscriber/subscriptions/"+s.ID+"/cancel",
					subscriptionapi.CancelRequest{Deadline: deadline, Signature: sig}, &out)
			}, func(ctx app.Context, err error) {
				if err != nil {
					f.fail(apiFailure(err, msg("cancel the subscription")), focus)
					return
				}
				f.busy = nil
				f.announce(f.t("Your subscription is canceled: nothing more will be charged."))
				done(ctx, out)
			})
		})
	})
}

// languageChoice is the header's choice of language (disabled while locked); a choice reloads the
// page in it (the wallet connects again: nothing is signed before the last step).
func (f *walletFlow) languageChoice(locked bool) app.UI {
	options := make([]app.UI, len(i18n.Languages))
	for i, lang := range i18n.Languages {
		options[i] = app.Option().Value(lang.Tag).Lang(lang.Tag).Selected(lang.Tag == f.l.Tag()).Text(lang.Name)
	}
	return app.Div().Class("language").Body(
		app.Label().For("language").Class("sr-only").Text(f.t("Language")),
		app.Select().ID("language").Disabled(locked).OnChange(func(ctx app.Context, e app.Event) {
			tag := jsString(ctx.JSSrc().Get("value"))
			if i18n.Supported(tag) && tag != f.l.Tag() {
				app.Window().Get("document").Set("cookie", i18n.CookieName+"="+tag+"; Path=/; Max-Age=31536000; SameSite=Lax")
				app.Window().Get("location").Call("reload")
			}
		}).Body(options...),
	)
}
