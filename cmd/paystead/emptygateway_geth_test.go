package main

import (
	"context"
	"io"
	"math/big"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/jspkg"
)

// TestLonePaymentIntoAnEmptyGatewayOnGeth, as an operator met it: a
// payment sent alone into a gateway that holds none of the token (here
// after a refund emptied it) writes the gateway's balance from zero, which
// under geth 1.17's next fork (Bogota, as its own dev chain runs) costs
// more than the payment's fixed gas limit. The token's
// transfer runs out of gas inside Permit2, which then reverts with
// TRANSFER_FROM_FAILED: a reason, not a rule. The relayer estimates before
// it believes such a reason, and the payment settles; nothing is counted
// as failed. The process runs what the image builds (buildPaystead), and
// serves the hosted page and its program as a browser fetches them.
func TestLonePaymentIntoAnEmptyGatewayOnGeth(t *testing.T) {
	p := startProductionWith(t, 1, productionOptions{nextFork: true})
	ctx := context.Background()
	py := p.payers(t, 1, 10_000_000)[0]
	usdc := chain.NewToken(p.node.Client(), common.HexToAddress(p.settings["PAYSTEAD_USDC_ADDRESS"]))
	gateway := common.HexToAddress(p.settings["PAYSTEAD_GATEWAY_ADDRESS"])
	held := func() *big.Int {
		b, err := usdc.BalanceOf(ctx, gateway)
		require.NoError(t, err)
		return b
	}
	settle := func(key string) string { return p.settle(t, py, 2_500_000, key) }

	first := settle("empty-gateway-1")
	servesTheCheckout(t, p, first)
	require.Equal(t, big.NewInt(2_500_000), held())
	_, err := p.sdkClient(t, p.procs[0].url).Refund(ctx, first)
	require.NoError(t, err)
	require.Eventually(t, func() bool { return held().Sign() == 0 }, time.Minute, 250*time.Millisecond, "the refund empties the gateway")
	// A fresh process has learned nothing of this chain's gas prices.
	p.procs[0].stop()
	require.NoError(t, p.launch(p.procs[0]))

	settle("empty-gateway-2")
	require.Equal(t, big.NewInt(2_500_000), held())

	// A customer as docs/walkthrough.md makes one: test USDC from
	// `paystead dev fund`, no ETH and no approval of Permit2; `paystead dev
	// pay` signs the token's permit with the payment, as the page does.
	customerKey, err := crypto.GenerateKey()
	require.NoError(t, err)
	customer := crypto.PubkeyToAddress(customerKey.PublicKey)
	t.Setenv(deployerKeyVar, keyHex(p.deployer))
	var out, errOut strings.Builder
	require.Equal(t, 0, run([]string{"dev", "fund", "--rpc", p.node.RPCURL, "--chain-id", "1337", "--to", customer.Hex(), "--usdc", "10",
		"--usdc-address", p.settings["PAYSTEAD_USDC_ADDRESS"]}, &out, &errOut), errOut.String())
	third := p.createInvoice(t, 0, 4_200_000, "empty-gateway-3")
	t.Setenv(customerKeyVar, keyHex(customerKey))
	out.Reset()
	require.Equal(t, 0, run([]string{"dev", "pay", "--url", p.procs[0].url, "--invoice", third}, &out, &errOut), errOut.String())
	require.Contains(t, out.String(), "settled in 0x")
	require.Equal(t, big.NewInt(6_700_000), held())
	ethHeld, err := p.node.Client().BalanceAt(ctx, customer, nil)
	require.NoError(t, err)
	require.Zero(t, ethHeld.Sign(), "the customer never needed ETH")

	resp, err := http.Get("http://" + p.procs[0].metrics + "/metrics")
	require.NoError(t, err)
	raw, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	require.NoError(t, err)
	require.Contains(t, string(raw), `paystead_payments_failed_total{chain="1337",reason="other"} 0`)
	log, err := os.ReadFile(p.procs[0].log)
	require.NoError(t, err)
	require.Contains(t, string(log), "payment needs more gas than its fixed limit", "the estimate taught the limit")
}

// servesTheCheckout fetches invoiceID's hosted page as a browser does: the
// page, go-app's loader, and the checkout program it names, brotli
// compressed as `make build` stored it; and probes the process as the
// image's HEALTHCHECK does.
func servesTheCheckout(t *testing.T, p *production, invoiceID string) {
	t.Helper()
	get := func(path string, header ...string) (*http.Response, []byte) {
		req, err := http.NewRequest(http.MethodGet, p.procs[0].url+path, nil)
		require.NoError(t, err)
		for i := 0; i+1 < len(header); i += 2 {
			req.Header.Set(header[i], header[i+1])
		}
		resp, err := http.DefaultTransport.RoundTrip(req) // no transparent decompression
		require.NoError(t, err)
		defer resp.Body.Close()
		body, err := io.ReadAll(resp.Body)
		require.NoError(t, err)
		require.Equal(t, http.StatusOK, resp.StatusCode, "GET %s", path)
		return resp, body
	}
	resp, page := get("/i/" + invoiceID)
	require.Contains(t, resp.Header.Get("Content-Type"), "text/html")
	require.Contains(t, string(page), "/app.js")
	_, loader := get("/app.js")
	wasmPath := regexp.MustCompile(`/assets/[^"']+/web/checkout\.wasm`).FindString(string(loader))
	require.NotEmpty(t, wasmPath, "app.js names the checkout program")
	resp, wasm := get(wasmPath, "Accept-Encoding", "br")
	require.Equal(t, "br", resp.Header.Get("Content-Encoding"))
	require.Equal(t, "application/wasm", resp.Header.Get("Content-Type"))
	_, web := buildPaystead(t)
	stored, err := os.ReadFile(filepath.Join(web, "checkout.wasm.br"))
	require.NoError(t, err)
	require.Equal(t, len(stored), len(wasm), "the program make build compressed")

	// The JavaScript packages make build packed, with this process's
	// address as their default.
	resp, bundle := get("/sdk/paystead.min.js")
	require.Equal(t, "text/javascript; charset=utf-8", resp.Header.Get("Content-Type"))
	require.Contains(t, string(bundle), `"`+p.procs[0].url+`"`, "the script-tag bundle talks to this Paystead")
	require.NotContains(t, string(bundle), jspkg.Marker)
	_, index := get("/sdk/")
	require.Regexp(t, `npm install `+regexp.QuoteMeta(p.procs[0].url)+`/sdk/paystead-sdk-[0-9.]+\.tgz `, string(index))

	// serve's defaults on any chain: /metrics off the public address, and
	// the serving log names the server wallet it loaded.
	resp, err = http.Get(p.procs[0].url + "/metrics")
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusNotFound, resp.StatusCode, "/metrics is not on the public address")
	log, err := os.ReadFile(p.procs[0].log)
	require.NoError(t, err)
	require.Regexp(t, `"msg":"serving".*"server_wallet":"`+p.server.Hex()+`"`, string(log))

	probe := exec.Command(p.bin, "healthcheck", "--ready")
	probe.Env = append(os.Environ(), "PAYSTEAD_LISTEN_ADDR="+p.procs[0].addr)
	out, err := probe.CombinedOutput()
	require.NoError(t, err, "paystead healthcheck --ready: %s", out)
	require.Contains(t, string(out), `"ready"`)
}
