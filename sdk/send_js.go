//go:build js

package sdk

import (
	"context"
	"errors"
	"io"
	"net/http"
	"syscall/js"
)

// send, in a browser (or Node), calls fetch itself. net/http's Client
// would do the same, but linking it brings the whole native transport
// (TLS, HTTP/2) into the WebAssembly and doubles its size. A transport the
// caller set with WithHTTPClient is used as given.
func (c *Client) send(hr *http.Request) (*answer, error) {
	if testSend != nil {
		resp, err := testSend(c.http, hr)
		if err != nil {
			return nil, err
		}
		return readAnswer(resp)
	}
	if c.http != nil && c.http.Transport != nil {
		resp, err := c.http.Transport.RoundTrip(hr)
		if err != nil {
			return nil, err
		}
		return readAnswer(resp)
	}
	return fetch(hr)
}

// testSend, set by the package's tests under Node, sends with net/http's
// client: the tests' in-process servers live on Go's simulated network,
// which fetch cannot see. It stays nil in a real build, so the native
// transport is not linked in.
var testSend func(*http.Client, *http.Request) (*http.Response, error)

type fetchResult struct {
	answer *answer
	err    error
}

// fetch sends hr with the runtime's fetch, cancelled with hr's context.
func fetch(hr *http.Request) (*answer, error) {
	ctx := hr.Context()
	global := js.Global()
	fetchFn := global.Get("fetch")
	if fetchFn.Type() != js.TypeFunction {
		return nil, errors.New("this JavaScript runtime has no fetch")
	}
	opts := global.Get("Object").New()
	opts.Set("method", hr.Method)
	opts.Set("credentials", "same-origin") // the dashboard's session cookie
	opts.Set("redirect", "follow")
	headers := global.Get("Headers").New()
	for name, values := range hr.Header {
		for _, v := range values {
			headers.Call("append", name, v)
		}
	}
	opts.Set("headers", headers)
	if hr.Body != nil {
		b, err := io.ReadAll(hr.Body)
		if err != nil {
			return nil, err
		}
		if len(b) > 0 {
			arr := global.Get("Uint8Array").New(len(b))
			js.CopyBytesToJS(arr, b)
			opts.Set("body", arr)
		}
	}
	abortable := global.Get("AbortController").Truthy()
	if abortable {
		controller := global.Get("AbortController").New()
		opts.Set("signal", controller.Get("signal"))
		stop := context.AfterFunc(ctx, func() { controller.Call("abort") })
		defer stop()
	}

	done := make(chan fetchResult, 1)
	var funcs []js.Func
	callback := func(fn func(args []js.Value)) js.Func {
		f := js.FuncOf(func(this js.Value, args []js.Value) any {
			fn(args)
			return nil
		})
		funcs = append(funcs, f)
		return f
	}
	defer func() {
		for _, f := range funcs {
			f.Release()
		}
	}()
	fail := callback(func(args []js.Value) {
		msg := "fetch failed"
		if len(args) > 0 && args[0].Truthy() {
			if m := args[0].Get("message"); m.Type() == js.TypeString {
				msg = "fetch failed: " + m.String()
			}
		}
		done <- fetchResult{err: errors.New(msg)}
	})
	var status int
	header := http.Header{}
	gotBody := callback(func(args []js.Value) {
		arr := global.Get("Uint8Array").New(args[0])
		n := min(arr.Get("length").Int(), maxAnswerBytes)
		body := make([]byte, n)
		js.CopyBytesToGo(body, arr.Call("subarray", 0, n))
		done <- fetchResult{answer: &answer{status: status, header: header, body: body}}
	})
	eachHeader := callback(func(args []js.Value) {
		header.Add(args[1].String(), args[0].String())
	})
	gotResponse := callback(func(args []js.Value) {
		resp := args[0]
		status = resp.Get("status").Int()
		resp.Get("headers").Call("forEach", eachHeader)
		resp.Call("arrayBuffer").Call("then", gotBody, fail)
	})
	fetchFn.Invoke(hr.URL.String(), opts).Call("then", gotResponse, fail)

	select {
	case r := <-done:
		if r.err != nil && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return r.answer, r.err
	case <-ctx.Done():
		if abortable {
			<-done // the abort rejects the pending promise promptly
		} else {
			funcs = nil // never release a callback a pending promise still holds
		}
		return nil, ctx.Err()
	}
}
