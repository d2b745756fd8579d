package frontend

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// walletInfo is how an EIP-6963 provider describes itself.
type walletInfo struct {
	UUID string
	Name string
	Icon string // a data: URI, per EIP-6963
	RDNS string
}

// wallet is an EIP-1193 provider found in the page.
type wallet struct {
	Info     walletInfo
	provider app.Value
}

// walletError is an EIP-1193 error: 4001 the user rejected the request,
// 4902 the wallet does not know the chain, and so on.
type walletError struct {
	Code    int
	Message string
}

func (e *walletError) Error() string {
	if e.Message == "" {
		return "the wallet refused the request (code " + strconv.Itoa(e.Code) + ")"
	}
	return e.Message
}

// EIP-1193 and EIP-3326 error codes the pages act on.
const (
	walletUserRejected = 4001
	walletUnknownChain = 4902
)

// userRejected reports whether err is the wallet's user saying no.
func userRejected(err error) bool {
	var we *walletError
	return errors.As(err, &we) && we.Code == walletUserRejected
}

// discoveryWait is how long announcements are collected; wallets answer
// the request event synchronously, so this is a margin for slow ones.
const discoveryWait = 150 * time.Millisecond

// discoverWallets finds the page's wallets through EIP-6963 and, when none
// announces itself, falls back to window.ethereum. found runs on the UI
// goroutine, with an empty slice when there is no wallet at all.
func discoverWallets(ctx app.Context, found func(app.Context, []wallet)) {
	win := app.Window()
	var wallets []wallet
	seen := map[string]bool{}
	listener := app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) == 0 {
			return nil
		}
		detail := args[0].Get("detail")
		if !detail.Truthy() || !detail.Get("provider").Truthy() {
			return nil
		}
		info := detail.Get("info")
		w := wallet{provider: detail.Get("provider")}
		if info.Truthy() {
			w.Info = walletInfo{
				UUID: jsString(info.Get("uuid")),
				Name: jsString(info.Get("name")),
				Icon: jsString(info.Get("icon")),
				RDNS: jsString(info.Get("rdns")),
			}
		}
		key := w.Info.UUID + "|" + w.Info.RDNS
		if seen[key] {
			return nil
		}
		seen[key] = true
		if !strings.HasPrefix(w.Info.Icon, "data:image/") {
			w.Info.Icon = "" // EIP-6963 icons are data URIs; nothing is fetched from elsewhere
		}
		if w.Info.Name == "" {
			w.Info.Name = "Wallet"
		}
		wallets = append(wallets, w)
		return nil
	})
	win.Call("addEventListener", "eip6963:announceProvider", listener)
	win.Call("dispatchEvent", win.Get("Event").New("eip6963:requestProvider"))
	ctx.After(discoveryWait, func(ctx app.Context) {
		win.Call("removeEventListener", "eip6963:announceProvider", listener)
		listener.Release()
		if len(wallets) == 0 {
			if eth := win.Get("ethereum"); eth.Truthy() {
				wallets = append(wallets, wallet{Info: walletInfo{Name: "Browser wallet"}, provider: eth})
			}
		}
		found(ctx, wallets)
	})
}

// request sends an EIP-1193 request; params is marshalled to JSON and
// handed to the wallet as the JavaScript value it describes. done runs on
// the UI goroutine.
func (w wallet) request(ctx app.Context, method string, params any, done func(app.Context, app.Value, error)) {
	req := app.Window().Get("Object").New()
	req.Set("method", method)
	if params != nil {
		b, err := json.Marshal(params)
		if err != nil {
			done(ctx, nil, fmt.Errorf("cannot encode the %s request: %w", method, err))
			return
		}
		req.Set("params", app.Window().Get("JSON").Call("parse", string(b)))
	}
	var onOK, onErr app.Func
	settle := func(v app.Value, err error) {
		onOK.Release()
		onErr.Release()
		ctx.Dispatch(func(ctx app.Context) { done(ctx, v, err) })
	}
	onOK = app.FuncOf(func(this app.Value, a []app.Value) any {
		var v app.Value = app.Undefined()
		if len(a) > 0 {
			v = a[0]
		}
		settle(v, nil)
		return nil
	})
	onErr = app.FuncOf(func(this app.Value, a []app.Value) any {
		we := &walletError{Message: "the wallet failed without saying why"}
		if len(a) > 0 && a[0].Truthy() {
			if c := a[0].Get("code"); c.Type() == app.TypeNumber {
				we.Code = c.Int()
			}
			if m := jsString(a[0].Get("message")); m != "" {
				we.Message = m
			}
		}
		settle(nil, we)
		return nil
	})
	w.provider.Call("request", req).Call("then", onOK, onErr)
}

// jsString is v as a Go string, "" for undefined, null or non-strings.
func jsString(v app.Value) string {
	if v == nil || v.Type() != app.TypeString {
		return ""
	}
	return v.String()
}

// jsStrings is a JavaScript array of strings as a Go slice.
func jsStrings(v app.Value) []string {
	if v == nil || !v.Truthy() || v.Type() != app.TypeObject {
		return nil
	}
	out := make([]string, 0, v.Length())
	for i := 0; i < v.Length(); i++ {
		out = append(out, jsString(v.Index(i)))
	}
	return out
}

// chainIDHex is id as EIP-695 writes it (0x-prefixed hex, no padding).
func chainIDHex(id int64) string { return "0x" + strconv.FormatInt(id, 16) }

// parseChainID reads eth_chainId's answer.
func parseChainID(s string) (int64, error) {
	return strconv.ParseInt(strings.TrimPrefix(strings.ToLower(s), "0x"), 16, 64)
}
