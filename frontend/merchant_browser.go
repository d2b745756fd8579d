package frontend

import (
	"errors"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"github.com/paystead/paystead/frontend/i18n"
)

// Browser helpers of the merchant pages: clipboard, confirmation, and
// sending a transaction from the merchant's wallet.

// copyText puts s on the clipboard; done reports whether the browser
// allowed it (it may not outside a secure context).
func copyText(ctx app.Context, s string, done func(app.Context, bool)) {
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		done(ctx, false)
		return
	}
	var onOK, onErr app.Func
	settle := func(ok bool) {
		onOK.Release()
		onErr.Release()
		ctx.Dispatch(func(ctx app.Context) { done(ctx, ok) })
	}
	onOK = app.FuncOf(func(app.Value, []app.Value) any { settle(true); return nil })
	onErr = app.FuncOf(func(app.Value, []app.Value) any { settle(false); return nil })
	clip.Call("writeText", s).Call("then", onOK, onErr)
}

// confirmed asks the browser's own dialog, which every assistive
// technology and keyboard handles.
func confirmed(question string) bool {
	return app.Window().Call("confirm", question).Truthy()
}

// receiptPoll is how often and how long a sent transaction is watched.
const (
	receiptPollEvery = time.Second
	receiptPollFor   = 3 * time.Minute
)

// sendTransaction switches w to chain when it can, sends {from, to, data}
// with eth_sendTransaction and waits for the receipt. progress reports
// each step; done gets the transaction hash, or an error (a reverted
// transaction included), in l.
func sendTransaction(ctx app.Context, l *i18n.Locale, w wallet, chain chainSettings, from, to, data string, progress func(string), done func(app.Context, string, error)) {
	send := func(ctx app.Context) {
		progress(l.T("Confirm the transaction in your wallet…"))
		tx := map[string]string{"from": from, "to": to, "data": data}
		w.request(ctx, "eth_sendTransaction", []any{tx}, func(ctx app.Context, v app.Value, err error) {
			if err != nil {
				done(ctx, "", err)
				return
			}
			hash := jsString(v)
			progress(l.T("Waiting for transaction {tx} to be mined…", "tx", shortHex(hash)))
			waitForReceipt(ctx, l, w, hash, time.Now().Add(receiptPollFor), done)
		})
	}
	if chain.ID == 0 {
		send(ctx)
		return
	}
	w.request(ctx, "eth_chainId", nil, func(ctx app.Context, v app.Value, err error) {
		id, perr := parseChainID(jsString(v))
		if err != nil || perr != nil || id == chain.ID {
			// A wallet that cannot say its chain is trusted to be on it;
			// the transaction fails visibly otherwise.
			send(ctx)
			return
		}
		progress(l.T("Switch your wallet to {network}…", "network", chain.label()))
		w.request(ctx, "wallet_switchEthereumChain", []map[string]string{{"chainId": chainIDHex(chain.ID)}}, func(ctx app.Context, _ app.Value, err error) {
			if err != nil {
				done(ctx, "", &walletError{Code: walletUnknownChain, Message: l.T("your wallet is on another network; switch it to {network} and try again", "network", chain.label())})
				return
			}
			send(ctx)
		})
	})
}

func waitForReceipt(ctx app.Context, l *i18n.Locale, w wallet, hash string, deadline time.Time, done func(app.Context, string, error)) {
	w.request(ctx, "eth_getTransactionReceipt", []string{hash}, func(ctx app.Context, v app.Value, err error) {
		if err == nil && v != nil && v.Truthy() && v.Type() == app.TypeObject {
			if jsString(v.Get("status")) == "0x0" {
				done(ctx, hash, &walletError{Message: l.T("transaction {tx} was reverted by the chain", "tx", hash)})
				return
			}
			done(ctx, hash, nil)
			return
		}
		if time.Now().After(deadline) {
			done(ctx, hash, &walletError{Message: l.T("transaction {tx} was not mined within a few minutes; reload the page later to see whether it went through", "tx", hash)})
			return
		}
		ctx.After(receiptPollEvery, func(ctx app.Context) { waitForReceipt(ctx, l, w, hash, deadline, done) })
	})
}

// fieldValue is the current value of the form control with id, read from
// the page: autofill and scripted input change it without an input
// event, so the component's copy may lag behind. fallback is used when
// there is no such element (the server, or before mount).
func fieldValue(id, fallback string) string {
	if app.IsServer {
		return fallback
	}
	el := app.Window().GetElementByID(id)
	if !el.Truthy() {
		return fallback
	}
	return jsString(el.Get("value"))
}

// clearField empties the control with id after its value was used.
func clearField(id string) {
	if app.IsServer {
		return
	}
	if el := app.Window().GetElementByID(id); el.Truthy() {
		el.Set("value", "")
	}
}

// readFile reads a File the browser gave (an <input type="file">'s) and
// hands its bytes and declared type to done (a failure in l).
func readFile(ctx app.Context, l *i18n.Locale, file app.Value, done func(app.Context, []byte, string, error)) {
	var onOK, onErr app.Func
	release := func() { onOK.Release(); onErr.Release() }
	contentType := jsString(file.Get("type"))
	onOK = app.FuncOf(func(_ app.Value, args []app.Value) any {
		release()
		arr := app.Window().Get("Uint8Array").New(args[0])
		b := make([]byte, arr.Length())
		app.CopyBytesToGo(b, arr)
		ctx.Dispatch(func(ctx app.Context) { done(ctx, b, contentType, nil) })
		return nil
	})
	onErr = app.FuncOf(func(_ app.Value, args []app.Value) any {
		release()
		ctx.Dispatch(func(ctx app.Context) { done(ctx, nil, "", errors.New(l.T("the browser could not read the file"))) })
		return nil
	})
	file.Call("arrayBuffer").Call("then", onOK, onErr)
}
