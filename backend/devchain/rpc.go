package devchain

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/rpc"
)

const (
	maxRequestBytes = 5 << 20 // geth's own limit for HTTP request bodies
	maxBatchItems   = 1000    // geth's default batch limit
)

// JSON-RPC 2.0 error codes.
const (
	codeParseError     = -32700
	codeInvalidRequest = -32600
	codeMethodNotFound = -32601
	codeInvalidParams  = -32602
	codeServerError    = -32000 // a call the dev chain could not carry out, such as time travel
)

// forwardedPrefixes are the namespaces passed through to the node. The node also serves admin_
// and debug_ methods that write files or reconfigure it; with CORS open to every origin those
// stay unreachable, apart from the read-only debug_ calls that tools use (forwardedMethods).
var forwardedPrefixes = []string{"eth_", "net_", "web3_", "txpool_"}

var forwardedMethods = map[string]bool{
	"debug_traceTransaction":    true,
	"debug_traceCall":           true,
	"debug_traceBlockByNumber":  true,
	"debug_traceBlockByHash":    true,
	"debug_getRawTransaction":   true,
	"debug_getRawReceipts":      true,
	"debug_getRawBlock":         true,
	"debug_getRawHeader":        true,
	"debug_getBadBlocks":        true,
	"debug_storageRangeAt":      true,
	"debug_accountRange":        true,
	"debug_getModifiedAccounts": true,
}

// Subscriptions need a connection that stays open; over HTTP they cannot be delivered.
var httpUnsupported = map[string]bool{"eth_subscribe": true, "eth_unsubscribe": true}

type rpcRequest struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Method  string          `json:"method"`
	Params  json.RawMessage `json:"params"`
}

type rpcResponse struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *rpcError       `json:"error,omitempty"`
}

type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
	Data    any    `json:"data,omitempty"`
}

func (e *rpcError) Error() string { return e.Message }

// serveRPC serves JSON-RPC on ln until Close.
func (c *Chain) serveRPC(ln net.Listener) {
	c.httpServer = &http.Server{
		Handler:           c.rpcHandler(),
		ReadHeaderTimeout: 10 * time.Second,
	}
	c.rpcURL = "http://" + ln.Addr().String()
	go func() {
		if err := c.httpServer.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			c.logger.Error("dev chain RPC server stopped", "err", err)
		}
	}()
}

// rpcHandler answers JSON-RPC over HTTP POST, single or batched, with CORS open to any origin:
// the hosted checkout page's wallet calls it from the browser.
func (c *Chain) rpcHandler() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Access-Control-Allow-Origin", "*")
		switch r.Method {
		case http.MethodOptions:
			h.Set("Access-Control-Allow-Methods", "POST, OPTIONS")
			if requested := r.Header.Get("Access-Control-Request-Headers"); requested != "" {
				h.Set("Access-Control-Allow-Headers", requested)
			} else {
				h.Set("Access-Control-Allow-Headers", "Content-Type")
			}
			// Chrome asks before a public page may call a loopback address.
			if r.Header.Get("Access-Control-Request-Private-Network") == "true" {
				h.Set("Access-Control-Allow-Private-Network", "true")
			}
			h.Set("Access-Control-Max-Age", "600")
			w.WriteHeader(http.StatusNoContent)
			return
		case http.MethodPost:
		default:
			h.Set("Allow", "POST, OPTIONS")
			http.Error(w, "the dev chain answers JSON-RPC over POST", http.StatusMethodNotAllowed)
			return
		}

		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxRequestBytes))
		if err != nil {
			writeJSON(w, errorResponse(nil, codeInvalidRequest, "request body too large or unreadable: "+err.Error()))
			return
		}
		body = bytes.TrimSpace(body)
		if len(body) > 0 && body[0] == '[' {
			var batch []json.RawMessage
			if err := json.Unmarshal(body, &batch); err != nil {
				writeJSON(w, errorResponse(nil, codeParseError, "parse error: "+err.Error()))
				return
			}
			switch {
			case len(batch) == 0:
				writeJSON(w, errorResponse(nil, codeInvalidRequest, "empty batch"))
				return
			case len(batch) > maxBatchItems:
				writeJSON(w, errorResponse(nil, codeInvalidRequest, fmt.Sprintf("batch too large: at most %d calls", maxBatchItems)))
				return
			}
			responses := make([]*rpcResponse, 0, len(batch))
			for _, msg := range batch {
				if resp := c.handleMessage(r.Context(), msg); resp != nil {
					responses = append(responses, resp)
				}
			}
			if len(responses) == 0 { // only notifications
				w.WriteHeader(http.StatusOK)
				return
			}
			writeJSON(w, responses)
			return
		}
		resp := c.handleMessage(r.Context(), body)
		if resp == nil {
			w.WriteHeader(http.StatusOK)
			return
		}
		writeJSON(w, resp)
	})
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	// An encoding error means the client went away; there is no one left to tell.
	_ = json.NewEncoder(w).Encode(v)
}

func errorResponse(id json.RawMessage, code int, message string) *rpcResponse {
	if id == nil {
		id = json.RawMessage("null")
	}
	return &rpcResponse{JSONRPC: "2.0", ID: id, Error: &rpcError{Code: code, Message: message}}
}

// handleMessage answers one call; it returns nil for a notification (a call without an id).
func (c *Chain) handleMessage(ctx context.Context, msg json.RawMessage) *rpcResponse {
	var req rpcRequest
	if err := json.Unmarshal(msg, &req); err != nil {
		if _, ok := err.(*json.SyntaxError); ok {
			return errorResponse(nil, codeParseError, "parse error: "+err.Error())
		}
		return errorResponse(nil, codeInvalidRequest, "invalid request: "+err.Error())
	}
	if req.Method == "" {
		return errorResponse(req.ID, codeInvalidRequest, "invalid request: no method")
	}
	result, err := c.call(ctx, req.Method, req.Params)
	if req.ID == nil {
		return nil
	}
	if err != nil {
		resp := errorResponse(req.ID, codeServerError, err.Error())
		var rpcErr *rpcError
		var codeErr rpc.Error
		switch {
		case errors.As(err, &rpcErr):
			resp.Error = rpcErr
		case errors.As(err, &codeErr):
			resp.Error.Code = codeErr.ErrorCode()
		}
		// Reverts carry their return data here; wallets and tools decode the reason from it.
		var dataErr rpc.DataError
		if errors.As(err, &dataErr) && resp.Error.Data == nil {
			resp.Error.Data = dataErr.ErrorData()
		}
		return resp
	}
	if result == nil {
		result = json.RawMessage("null")
	}
	return &rpcResponse{JSONRPC: "2.0", ID: req.ID, Result: result}
}

// call runs one method: the test-node methods here, standard ones on the node.
func (c *Chain) call(ctx context.Context, method string, rawParams json.RawMessage) (json.RawMessage, error) {
	params, err := positionalParams(rawParams)
	if err != nil {
		return nil, err
	}
	switch method {
	case "evm_increaseTime":
		if len(params) != 1 {
			return nil, invalidParams("evm_increaseTime takes one parameter, the number of seconds")
		}
		seconds, err := parseQuantity(params[0])
		if err != nil {
			return nil, invalidParams("evm_increaseTime: " + err.Error())
		}
		if seconds.Sign() < 0 || !seconds.IsInt64() || seconds.Int64() > int64(1<<62/time.Second) {
			return nil, invalidParams("evm_increaseTime: seconds out of range")
		}
		total, err := c.increaseTime(ctx, time.Duration(seconds.Int64())*time.Second)
		if err != nil {
			return nil, err
		}
		return json.Marshal(int64(total / time.Second))
	case "evm_mine":
		// Hardhat and Anvil accept an optional timestamp for the mined block.
		if len(params) > 0 && string(params[0]) != "null" {
			timestamp, err := parseTimestamp(params[0])
			if err != nil {
				return nil, invalidParams("evm_mine: " + err.Error())
			}
			if err := c.setNextBlockTimestamp(ctx, timestamp); err != nil {
				return nil, err
			}
		}
		if err := c.Mine(); err != nil {
			return nil, err
		}
		return json.RawMessage(`"0x0"`), nil
	case "evm_setNextBlockTimestamp":
		if len(params) != 1 {
			return nil, invalidParams("evm_setNextBlockTimestamp takes one parameter, a unix time in seconds")
		}
		timestamp, err := parseTimestamp(params[0])
		if err != nil {
			return nil, invalidParams("evm_setNextBlockTimestamp: " + err.Error())
		}
		if err := c.setNextBlockTimestamp(ctx, timestamp); err != nil {
			return nil, err
		}
		return json.RawMessage("null"), nil
	}

	if httpUnsupported[method] {
		return nil, &rpcError{Code: codeMethodNotFound, Message: "notifications not supported: subscribe over a websocket to a full node, or poll with eth_newFilter and eth_getFilterChanges"}
	}
	if !forwarded(method) {
		return nil, &rpcError{Code: codeMethodNotFound, Message: fmt.Sprintf("the method %s does not exist/is not available on the dev chain", method)}
	}
	args := make([]any, len(params))
	for i, p := range params {
		args[i] = p
	}
	var result json.RawMessage
	if err := c.rpcClient.CallContext(ctx, &result, method, args...); err != nil {
		return nil, err
	}
	return result, nil
}

func forwarded(method string) bool {
	if forwardedMethods[method] {
		return true
	}
	for _, prefix := range forwardedPrefixes {
		if strings.HasPrefix(method, prefix) {
			return true
		}
	}
	return false
}

func invalidParams(message string) error {
	return &rpcError{Code: codeInvalidParams, Message: message}
}

// positionalParams splits a params array; go-ethereum, like most nodes, takes no named params.
func positionalParams(raw json.RawMessage) ([]json.RawMessage, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return nil, nil
	}
	if raw[0] != '[' {
		return nil, invalidParams("params must be an array")
	}
	var params []json.RawMessage
	if err := json.Unmarshal(raw, &params); err != nil {
		return nil, invalidParams("params: " + err.Error())
	}
	return params, nil
}

// parseQuantity reads a JSON number, a "0x" hex string or a decimal string, as test nodes accept.
func parseQuantity(raw json.RawMessage) (*big.Int, error) {
	var text string
	if err := json.Unmarshal(raw, &text); err != nil {
		var number json.Number
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.UseNumber()
		if err := dec.Decode(&number); err != nil {
			return nil, fmt.Errorf("want a number or a hex string, got %s", raw)
		}
		text = number.String()
	}
	value, ok := new(big.Int).SetString(text, 0)
	if !ok {
		return nil, fmt.Errorf("want an integer, got %s", raw)
	}
	return value, nil
}

func parseTimestamp(raw json.RawMessage) (int64, error) {
	value, err := parseQuantity(raw)
	if err != nil {
		return 0, err
	}
	if value.Sign() <= 0 || !value.IsInt64() {
		return 0, fmt.Errorf("timestamp %s out of range", value)
	}
	return value.Int64(), nil
}
