package e2e

import (
	"context"
	"crypto/ecdsa"
	"encoding/json"
	"fmt"
	"math/big"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/rpc"
	"github.com/ethereum/go-ethereum/signer/core/apitypes"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/devchain"
)

// testWallet is the wallet a journey injects into the page: an EIP-6963
// announcement and an EIP-1193 provider whose every request is answered
// here, in Go. Signing uses the wallet's key; transactions are signed here
// and sent to the dev chain; every other call is passed to the chain's
// JSON-RPC.
type testWallet struct {
	t       *testing.T
	key     *ecdsa.PrivateKey
	Address common.Address
	chainID *big.Int
	// rpcs are the chains the wallet knows, by id: the env's first and
	// any added (addChain).
	rpcs map[int64]*rpc.Client
	srv  *httptest.Server

	// AlsoAnnounce makes the page find a second wallet (EIP-6963), which
	// declines everything: the page must let the customer choose.
	AlsoAnnounce bool

	mu      sync.Mutex
	current int64           // the chain the wallet is on
	reject  map[string]bool // methods the "user" declines next time
	calls   []string        // methods asked, in order
}

// newTestWallet serves a wallet for key that starts on chain startChain
// (the page must ask it to switch when that is not the dev chain).
func newTestWallet(t *testing.T, e *env, key *ecdsa.PrivateKey, startChain int64) *testWallet {
	t.Helper()
	client, err := rpc.Dial(e.Chain.RPCURL())
	require.NoError(t, err)
	t.Cleanup(client.Close)
	w := &testWallet{
		t:       t,
		key:     key,
		Address: crypto.PubkeyToAddress(key.PublicKey),
		chainID: e.Chain.ChainID(),
		rpcs:    map[int64]*rpc.Client{e.Chain.ChainID().Int64(): client},
		current: startChain,
		reject:  map[string]bool{},
	}
	for _, more := range e.More {
		c, err := rpc.Dial(more.RPCURL())
		require.NoError(t, err)
		t.Cleanup(c.Close)
		w.rpcs[more.ChainID().Int64()] = c
	}
	w.srv = httptest.NewServer(http.HandlerFunc(w.serve))
	t.Cleanup(w.srv.Close)
	return w
}

// on is the chain the wallet is on (the env's first while it is on one
// it does not know) and its client.
func (w *testWallet) on() (*big.Int, *rpc.Client) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if c, ok := w.rpcs[w.current]; ok {
		return big.NewInt(w.current), c
	}
	return w.chainID, w.rpcs[w.chainID.Int64()]
}

// rejectNext makes the user decline the next request of method.
func (w *testWallet) rejectNext(method string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.reject[method] = true
}

// asked reports how many requests of method the page made.
func (w *testWallet) asked(method string) int {
	w.mu.Lock()
	defer w.mu.Unlock()
	n := 0
	for _, c := range w.calls {
		if c == method {
			n++
		}
	}
	return n
}

type walletRequest struct {
	Method string            `json:"method"`
	Params []json.RawMessage `json:"params"`
}

type walletFault struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func (f *walletFault) Error() string { return f.Message }

func (w *testWallet) serve(rw http.ResponseWriter, r *http.Request) {
	rw.Header().Set("Access-Control-Allow-Origin", "*")
	rw.Header().Set("Access-Control-Allow-Headers", "content-type")
	rw.Header().Set("Access-Control-Allow-Methods", "POST")
	if r.Method == http.MethodOptions {
		rw.WriteHeader(http.StatusNoContent)
		return
	}
	var req walletRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		http.Error(rw, err.Error(), http.StatusBadRequest)
		return
	}
	result, err := w.handle(r.Context(), req)
	answer := map[string]any{}
	if err != nil {
		f, ok := err.(*walletFault)
		if !ok {
			f = &walletFault{Code: -32603, Message: err.Error()}
		}
		answer["error"] = f
	} else {
		answer["result"] = result
	}
	rw.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(rw).Encode(answer)
}

func (w *testWallet) handle(ctx context.Context, req walletRequest) (any, error) {
	w.mu.Lock()
	w.calls = append(w.calls, req.Method)
	declined := w.reject[req.Method]
	delete(w.reject, req.Method)
	w.mu.Unlock()
	if declined {
		return nil, &walletFault{Code: 4001, Message: "User rejected the request."}
	}
	switch req.Method {
	case "eth_requestAccounts", "eth_accounts":
		return []string{w.Address.Hex()}, nil
	case "eth_chainId":
		w.mu.Lock()
		defer w.mu.Unlock()
		return "0x" + strconv.FormatInt(w.current, 16), nil
	case "wallet_switchEthereumChain":
		var p struct {
			ChainID string `json:"chainId"`
		}
		if err := param(req, 0, &p); err != nil {
			return nil, err
		}
		id, err := strconv.ParseInt(strings.TrimPrefix(p.ChainID, "0x"), 16, 64)
		if err != nil || w.rpcs[id] == nil {
			return nil, &walletFault{Code: 4902, Message: "Unrecognized chain ID " + p.ChainID}
		}
		w.mu.Lock()
		w.current = id
		w.mu.Unlock()
		return nil, nil
	case "wallet_addEthereumChain":
		return nil, nil
	case "personal_sign":
		var msg string
		if err := param(req, 0, &msg); err != nil {
			return nil, err
		}
		raw := []byte(msg)
		if b, err := hexutil.Decode(msg); err == nil {
			raw = b
		}
		sig, err := crypto.Sign(accounts.TextHash(raw), w.key)
		if err != nil {
			return nil, err
		}
		sig[64] += 27
		return hexutil.Encode(sig), nil
	case "eth_signTypedData_v4":
		var from common.Address
		var doc string
		if err := param(req, 0, &from); err != nil {
			return nil, err
		}
		if from != w.Address {
			return nil, &walletFault{Code: 4100, Message: "not this wallet's account: " + from.Hex()}
		}
		if err := param(req, 1, &doc); err != nil {
			return nil, err
		}
		var td apitypes.TypedData
		if err := json.Unmarshal([]byte(doc), &td); err != nil {
			return nil, &walletFault{Code: -32602, Message: "typed data: " + err.Error()}
		}
		hash, _, err := apitypes.TypedDataAndHash(td)
		if err != nil {
			return nil, &walletFault{Code: -32602, Message: "typed data: " + err.Error()}
		}
		sig, err := crypto.Sign(hash, w.key)
		if err != nil {
			return nil, err
		}
		sig[64] += 27
		return hexutil.Encode(sig), nil
	case "eth_sendTransaction":
		return w.sendTransaction(ctx, req)
	}
	// Everything else is a read: the chain the wallet is on answers it.
	_, client := w.on()
	var out json.RawMessage
	args := make([]any, len(req.Params))
	for i, p := range req.Params {
		args[i] = p
	}
	if err := client.CallContext(ctx, &out, req.Method, args...); err != nil {
		if re, ok := err.(rpc.Error); ok {
			return nil, &walletFault{Code: re.ErrorCode(), Message: re.Error()}
		}
		return nil, err
	}
	return out, nil
}

func (w *testWallet) sendTransaction(ctx context.Context, req walletRequest) (any, error) {
	var tx struct {
		From  common.Address  `json:"from"`
		To    *common.Address `json:"to"`
		Data  hexutil.Bytes   `json:"data"`
		Value *hexutil.Big    `json:"value"`
		Gas   *hexutil.Uint64 `json:"gas"`
	}
	if err := param(req, 0, &tx); err != nil {
		return nil, err
	}
	if tx.From != w.Address {
		return nil, &walletFault{Code: 4100, Message: "not this wallet's account: " + tx.From.Hex()}
	}
	chainID, client := w.on()
	var nonce hexutil.Uint64
	if err := client.CallContext(ctx, &nonce, "eth_getTransactionCount", w.Address, "pending"); err != nil {
		return nil, err
	}
	value := new(big.Int)
	if tx.Value != nil {
		value = tx.Value.ToInt()
	}
	gas := uint64(0)
	if tx.Gas != nil {
		gas = uint64(*tx.Gas)
	} else {
		var est hexutil.Uint64
		call := map[string]any{"from": w.Address, "to": tx.To, "data": tx.Data, "value": (*hexutil.Big)(value)}
		if err := client.CallContext(ctx, &est, "eth_estimateGas", call); err != nil {
			return nil, &walletFault{Code: -32000, Message: "gas estimation failed: " + err.Error()}
		}
		gas = uint64(est) * 12 / 10
	}
	var head struct {
		BaseFee *hexutil.Big `json:"baseFeePerGas"`
	}
	if err := client.CallContext(ctx, &head, "eth_getBlockByNumber", "latest", false); err != nil {
		return nil, err
	}
	tip := big.NewInt(1_000_000_000)
	feeCap := new(big.Int).Add(new(big.Int).Mul(head.BaseFee.ToInt(), big.NewInt(2)), tip)
	signed, err := types.SignNewTx(w.key, types.LatestSignerForChainID(chainID), &types.DynamicFeeTx{
		ChainID: chainID, Nonce: uint64(nonce), GasTipCap: tip, GasFeeCap: feeCap,
		Gas: gas, To: tx.To, Value: value, Data: tx.Data,
	})
	if err != nil {
		return nil, err
	}
	raw, err := signed.MarshalBinary()
	if err != nil {
		return nil, err
	}
	var hash common.Hash
	if err := client.CallContext(ctx, &hash, "eth_sendRawTransaction", hexutil.Encode(raw)); err != nil {
		return nil, &walletFault{Code: -32000, Message: err.Error()}
	}
	return hash.Hex(), nil
}

func param(req walletRequest, i int, out any) error {
	if i >= len(req.Params) {
		return &walletFault{Code: -32602, Message: fmt.Sprintf("%s needs parameter %d", req.Method, i)}
	}
	if err := json.Unmarshal(req.Params[i], out); err != nil {
		return &walletFault{Code: -32602, Message: fmt.Sprintf("%s parameter %d: %v", req.Method, i, err)}
	}
	return nil
}

// injectScript is the JavaScript that makes the wallet appear in the page
// before any of the page's scripts run.
func (w *testWallet) injectScript() string {
	return fmt.Sprintf(`(() => {
  const endpoint = %q;
  const listeners = {};
  const emit = (event, value) => (listeners[event] || []).forEach((fn) => { try { fn(value); } catch (e) { console.error(e); } });
  const provider = {
    isPaysteadTestWallet: true,
    async request({ method, params }) {
      const answer = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ method, params: params === undefined ? [] : params }),
      });
      const body = await answer.json();
      if (body.error) {
        const err = new Error(body.error.message);
        err.code = body.error.code;
        throw err;
      }
      if (method === "wallet_switchEthereumChain") emit("chainChanged", params[0].chainId);
      return body.result === undefined ? null : body.result;
    },
    on(event, fn) { (listeners[event] = listeners[event] || []).push(fn); return provider; },
    removeListener(event, fn) { listeners[event] = (listeners[event] || []).filter((f) => f !== fn); return provider; },
  };
  const info = Object.freeze({
    uuid: "7d3b2b6e-2f9a-4c1e-9a51-3f0c2d1e8a11",
    name: "Paystead Test Wallet",
    icon: "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiPjxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiIGZpbGw9IiMwYjVjYWIiLz48L3N2Zz4=",
    rdns: "dev.paystead.testwallet",
  });
  const announce = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info, provider }) }));
  window.addEventListener("eip6963:requestProvider", announce);
  window.ethereum = provider;
  announce();
  if (%t) {
    const other = Object.freeze({
      uuid: "0f6c3a9e-5b1d-4e2a-8c7f-2d9e1b4a6c30",
      name: "Other Wallet",
      icon: "data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAxIDEiPjxyZWN0IHdpZHRoPSIxIiBoZWlnaHQ9IjEiIGZpbGw9IiM4YjBhMGEiLz48L3N2Zz4=",
      rdns: "dev.paystead.otherwallet",
    });
    const refuse = { async request() { const e = new Error("User rejected the request."); e.code = 4001; throw e; }, on() { return this; }, removeListener() { return this; } };
    const announceOther = () => window.dispatchEvent(new CustomEvent("eip6963:announceProvider", { detail: Object.freeze({ info: other, provider: refuse }) }));
    window.addEventListener("eip6963:requestProvider", announceOther);
    announceOther();
  }
})();`, w.srv.URL, w.AlsoAnnounce)
}

// fund gives to ETH for gas and amount units of each token, sent from the
// chain's customer account (never from the server wallet, whose nonces
// belong to the relayer).
func fund(t *testing.T, e *env, to common.Address, units int64) {
	t.Helper()
	fundWith(t, e, to, units, true)
}

// fundTokensOnly gives to units of USDC and EURC and no ETH at all.
func fundTokensOnly(t *testing.T, e *env, to common.Address, units int64) {
	t.Helper()
	fundWith(t, e, to, units, false)
}

func fundWith(t *testing.T, e *env, to common.Address, units int64, withETH bool) {
	t.Helper()
	fundOn(t, e.Chain, to, units, withETH)
}

// fundOn is fundWith on the dev chain dc.
func fundOn(t *testing.T, dc *devchain.Chain, to common.Address, units int64, withETH bool) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	client := dc.Client()
	from := dc.Customer
	send := func(toAddr common.Address, value *big.Int, data []byte) {
		nonce, err := client.PendingNonceAt(ctx, from.Address)
		require.NoError(t, err)
		head, err := client.HeaderByNumber(ctx, nil)
		require.NoError(t, err)
		gas, err := client.EstimateGas(ctx, ethereum.CallMsg{From: from.Address, To: &toAddr, Value: value, Data: data})
		require.NoError(t, err)
		tip := big.NewInt(1_000_000_000)
		signed, err := types.SignNewTx(from.Key, types.LatestSignerForChainID(dc.ChainID()), &types.DynamicFeeTx{
			ChainID: dc.ChainID(), Nonce: nonce, GasTipCap: tip,
			GasFeeCap: new(big.Int).Add(new(big.Int).Mul(head.BaseFee, big.NewInt(2)), tip),
			Gas:       gas * 12 / 10, To: &toAddr, Value: value, Data: data,
		})
		require.NoError(t, err)
		require.NoError(t, client.SendTransaction(ctx, signed))
		for {
			r, err := client.TransactionReceipt(ctx, signed.Hash())
			if err == nil {
				require.Equal(t, types.ReceiptStatusSuccessful, r.Status, "funding transaction reverted")
				return
			}
			select {
			case <-ctx.Done():
				t.Fatalf("funding transaction %s not mined", signed.Hash())
			case <-time.After(20 * time.Millisecond):
			}
		}
	}
	if withETH {
		send(to, new(big.Int).Mul(big.NewInt(1e18), big.NewInt(1)), nil)
	}
	addrs := dc.Addresses()
	for _, token := range []common.Address{addrs.USDC, addrs.EURC} {
		data := append(crypto.Keccak256([]byte("transfer(address,uint256)"))[:4], common.LeftPadBytes(to.Bytes(), 32)...)
		data = append(data, common.LeftPadBytes(big.NewInt(units).Bytes(), 32)...)
		send(token, nil, data)
	}
}
