package main

import (
	"bytes"
	"cmp"
	"context"
	"crypto/ecdsa"
	"debug/elf"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/gethdev"
	"github.com/paystead/paystead/backend/postgres"
	"github.com/paystead/paystead/backend/postgres/pgtest"
	"github.com/paystead/paystead/backend/webhook"
	"github.com/paystead/paystead/sdk"
	"github.com/paystead/paystead/shared/checkoutapi"
	"github.com/paystead/paystead/shared/invoiceapi"
	"github.com/paystead/paystead/shared/webhookapi"
)

// production is Paystead as an operator runs it: a real node process
// (geth --dev, 1 s blocks), the gateway deployed by `paystead deploy`, the
// database migrated and the merchant set up by the CLI, and serve
// processes of the built binary sharing that database and node.
type production struct {
	// node and settings are the first chain's (chains[0]).
	node       *gethdev.Node
	settings   map[string]string
	chains     []*prodChain
	pool       *pgxpool.Pool
	merchantID uuid.UUID
	merchant   common.Address // the merchant's owner wallet
	dbURL      string
	secret     string
	server     common.Address
	payout     common.Address
	deployer   *ecdsa.PrivateKey
	hooks      *hookReceiver
	procs      []*serveProc
	bin        string
	env        []string
	// http keeps connections to the serve processes open for reuse, as
	// a merchant's backend would (http.DefaultClient keeps two per host,
	// so sixteen clients would mostly dial anew).
	http *http.Client
}

const shopOrigin = "https://shop.example"

func startProduction(t testing.TB, processes int) *production {
	t.Helper()
	return startProductionWith(t, processes, productionOptions{})
}

// prodChain is one chain of the production shape: its node and the
// settings deploy printed for it.
type prodChain struct {
	key      string // its PAYSTEAD_CHAINS name; "" when there is one chain
	node     *gethdev.Node
	settings map[string]string // without the chain's suffix
}

func (c *prodChain) address(name string) common.Address { return common.HexToAddress(c.settings[name]) }

// productionOptions vary the production shape.
type productionOptions struct {
	// gethFlags go to geth --dev.
	gethFlags []string
	// blockTime is geth's block period; zero is a second.
	blockTime time.Duration
	// nextFork runs geth under the fork after mainnet's, which prices
	// new state higher (gethdev.Options.NextFork).
	nextFork bool
	// rpcURL, when set, gives the serve processes' PAYSTEAD_RPC_URL from
	// the node's own URL.
	rpcURL func(node string) string
	// env is added to each serve process's environment.
	env []string
	// trustOperator authorizes the merchant with --trust-operator, and
	// makes the server wallet an operator relayer, instead of the
	// merchant's delegate.
	trustOperator bool
	// secondChain runs a second geth (chain 31337) beside the first: the
	// deployment's chains are ONE and TWO (PAYSTEAD_CHAINS), deployed
	// with `paystead deploy --chains`.
	secondChain bool
}

func startProductionWith(t testing.TB, processes int, opts productionOptions) *production {
	t.Helper()
	ctx := context.Background()
	bin, web := buildPaystead(t)
	p := &production{node: gethdev.StartWith(t, gethdev.Options{Period: cmp.Or(opts.blockTime, time.Second), Flags: opts.gethFlags, NextFork: opts.nextFork}), bin: bin,
		http: &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}}
	keys := make([]*ecdsa.PrivateKey, 3)
	for i := range keys {
		k, err := crypto.GenerateKey()
		require.NoError(t, err)
		keys[i] = k
	}
	p.deployer = keys[0]
	serverKey, merchantKey := keys[1], keys[2]
	p.server = crypto.PubkeyToAddress(serverKey.PublicKey)
	p.payout = common.HexToAddress("0x00000000000000000000000000000000000Fa1d0")
	owner := crypto.PubkeyToAddress(merchantKey.PublicKey)
	p.merchant = owner
	p.chains = []*prodChain{{node: p.node}}
	if opts.secondChain {
		second := gethdev.StartWith(t, gethdev.Options{Period: cmp.Or(opts.blockTime, time.Second), Flags: opts.gethFlags, ChainID: 31337})
		p.chains[0].key = "ONE"
		p.chains = append(p.chains, &prodChain{key: "TWO", node: second})
	}
	for _, c := range p.chains {
		c.node.FundAll(t, new(big.Int).Mul(big.NewInt(100), big.NewInt(1e18)), crypto.PubkeyToAddress(p.deployer.PublicKey), p.server, owner)
	}

	cli := func(args ...string) string {
		t.Helper()
		var out, errOut strings.Builder
		code := run(args, &out, &errOut)
		require.Equal(t, 0, code, "paystead %s: %s", strings.Join(args, " "), errOut.String())
		return out.String()
	}
	t.Setenv(deployerKeyVar, keyHex(p.deployer))
	var serveSettings map[string]string // as deploy printed them
	if !opts.secondChain {
		serveSettings = parseSettings(t, cli("deploy", "--rpc", p.node.RPCURL, "--chain-id", "1337", "--dev-permit2", "--dev-tokens"))
		p.chains[0].settings = serveSettings
	} else {
		for _, c := range p.chains {
			t.Setenv("PAYSTEAD_RPC_URL_"+c.key, c.node.RPCURL)
			t.Setenv("PAYSTEAD_CHAIN_ID_"+c.key, c.node.ChainID.String())
		}
		serveSettings = parseSettings(t, cli("deploy", "--chains", "ONE,TWO", "--dev-permit2", "--dev-tokens"))
		require.Equal(t, "ONE,TWO", serveSettings["PAYSTEAD_CHAINS"])
		for _, c := range p.chains {
			c.settings = map[string]string{}
			for k, v := range serveSettings {
				if name, ok := strings.CutSuffix(k, "_"+c.key); ok {
					c.settings[name] = v
				}
			}
			require.Equal(t, c.node.ChainID.String(), c.settings["PAYSTEAD_CHAIN_ID"])
		}
	}
	p.settings = p.chains[0].settings

	dbURL := pgtest.EmptyDB(t)
	p.dbURL = dbURL
	t.Setenv("DATABASE_URL", dbURL)
	cli("migrate")
	pool, err := postgres.Open(ctx, dbURL)
	require.NoError(t, err)
	t.Cleanup(pool.Close)
	p.pool = pool
	p.merchantID = uuid.MustParse(strings.TrimSpace(cli("merchant", "create", "--owner", owner.Hex(), "--payout", p.payout.Hex(),
		"--name", "Geth Goods", "--origins", shopOrigin)))
	t.Setenv(merchantKeyVar, keyHex(merchantKey))
	if opts.trustOperator {
		t.Setenv(ownerKeyVar, keyHex(p.deployer))
	}
	for _, c := range p.chains { // the merchant's authorization is each gateway's
		on := []string{"--rpc", c.node.RPCURL, "--chain-id", c.node.ChainID.String()}
		gateway := c.settings["PAYSTEAD_GATEWAY_ADDRESS"]
		if opts.trustOperator {
			// The merchant trusts the operator's relayers; the gateway's owner
			// (the deployer) makes the server wallet one.
			cli(append([]string{"merchant", "authorize", "--gateway", gateway, "--trust-operator", "--payout", p.payout.Hex()}, on...)...)
			cli(append([]string{"gateway", "relayer", "--gateway", gateway, "--add", p.server.Hex()}, on...)...)
		} else {
			cli(append([]string{"merchant", "authorize", "--gateway", gateway, "--delegate", p.server.Hex(), "--payout", p.payout.Hex()}, on...)...)
		}
	}
	p.secret = strings.TrimSpace(cli("keys", "create", "--merchant", p.merchantID.String()))

	p.hooks = newHookReceiver(t)
	_, _, err = webhook.NewService(postgres.NewWebhookStore(pool), true).CreateEndpoint(ctx, p.merchantID, p.hooks.URL+"/hooks", nil)
	require.NoError(t, err)

	// The server key from a keystore file, as an operator would keep it.
	dir := t.TempDir()
	store, pwFile := filepath.Join(dir, "server-key.json"), filepath.Join(dir, "server-key.password")
	encrypted, err := keystore.EncryptKey(&keystore.Key{Id: uuid.New(), Address: p.server, PrivateKey: serverKey},
		"s3rver wallet", keystore.LightScryptN, keystore.LightScryptP)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(store, encrypted, 0o600))
	require.NoError(t, os.WriteFile(pwFile, []byte("s3rver wallet\n"), 0o600))
	p.env = append(os.Environ(), "DATABASE_URL="+dbURL, "PAYSTEAD_SERVER_KEYSTORE="+store, "PAYSTEAD_SERVER_KEYSTORE_PASSWORD_FILE="+pwFile,
		"PAYSTEAD_RATE_LIMIT_PER_KEY=0", "PAYSTEAD_RATE_LIMIT_PER_ADDRESS=0", "PAYSTEAD_CONFIRMATIONS=1",
		"PAYSTEAD_WEBHOOK_ALLOW_LOOPBACK=true", "PAYSTEAD_WEB_DIR="+web, "PAYSTEAD_SDK_DIR="+filepath.Join(filepath.Dir(web), "sdk"), "PAYSTEAD_LOG_LEVEL="+cmp.Or(os.Getenv("PAYSTEAD_GETH_LOG_LEVEL"), "info"), "PAYSTEAD_SHUTDOWN_TIMEOUT=5s")
	for k, v := range serveSettings {
		p.env = append(p.env, k+"="+v)
	}
	if opts.rpcURL != nil {
		p.env = append(p.env, "PAYSTEAD_RPC_URL="+opts.rpcURL(p.node.RPCURL))
	}
	p.env = append(p.env, opts.env...)
	for i := range processes {
		sp := &serveProc{addr: freeAddr(t), metrics: freeAddr(t), log: filepath.Join(dir, fmt.Sprintf("serve-%d.log", i))}
		sp.url = "http://" + sp.addr
		p.procs = append(p.procs, sp)
		p.start(t, sp)
	}
	t.Cleanup(func() {
		for _, sp := range p.procs {
			sp.stop()
		}
		if dir := os.Getenv("PAYSTEAD_GETH_KEEP_LOGS"); dir != "" { // to read them afterwards
			for i, sp := range p.procs {
				b, _ := os.ReadFile(sp.log)
				_ = os.WriteFile(filepath.Join(dir, fmt.Sprintf("serve-%d.log", i)), b, 0o644)
			}
		}
		if t.Failed() {
			for _, sp := range p.procs {
				t.Logf("%s, its warnings and errors:\n%s", sp.log, problems(sp.log, 40))
			}
		}
	})
	return p
}

// problems is the first n warning and error lines of a serve log.
func problems(path string, n int) string {
	b, _ := os.ReadFile(path)
	var out []string
	for line := range strings.Lines(string(b)) {
		if strings.Contains(line, `"level":"WARN"`) || strings.Contains(line, `"level":"ERROR"`) {
			out = append(out, strings.TrimSpace(line))
			if len(out) == n {
				break
			}
		}
	}
	return strings.Join(out, "\n")
}

// serveProc is one `paystead serve` process, restarted on the same
// address after a kill.
type serveProc struct {
	addr, url, log string
	// metrics is where it serves /metrics (PAYSTEAD_METRICS_ADDR): off its
	// public address, as serve does by default.
	metrics string
	mu      sync.Mutex
	cmd     *exec.Cmd
	exited  chan struct{}
}

func (p *production) start(t testing.TB, sp *serveProc) {
	t.Helper()
	require.NoError(t, p.launch(sp))
}

// kill ends the process at once, as kill -9 does.
func (sp *serveProc) kill() {
	sp.mu.Lock()
	cmd, exited := sp.cmd, sp.exited
	sp.mu.Unlock()
	_ = cmd.Process.Signal(syscall.SIGKILL)
	<-exited
}

func (sp *serveProc) stop() {
	sp.mu.Lock()
	cmd, exited := sp.cmd, sp.exited
	sp.mu.Unlock()
	_ = cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-exited:
	case <-time.After(15 * time.Second):
		_ = cmd.Process.Kill()
		<-exited
	}
}

// buildPaystead builds what the image builds, once for the package's
// tests: `make build` (the Dockerfile's step) into a temporary folder, the
// static server binary and, beside it, web/ with the pages' two
// WebAssembly programs and their compressed copies, and sdk/ with the
// JavaScript packages. serve refuses to start
// without them.
func buildPaystead(t testing.TB) (bin, web string) {
	t.Helper()
	imageOnce.Do(func() { imageDir, imageErr = buildImage() })
	require.NoError(t, imageErr)
	return filepath.Join(imageDir, "paystead"), filepath.Join(imageDir, "web")
}

var (
	imageOnce sync.Once
	imageDir  string
	imageErr  error
)

// buildImage runs `make build` as the Dockerfile does (static: the Makefile sets CGO_ENABLED=0) into
// a folder of its own, and checks that the binary is static: the image
// has no C library.
func buildImage() (string, error) {
	dir, err := os.MkdirTemp("", "paystead-image-")
	if err != nil {
		return "", err
	}
	cmd := exec.Command("make", "--no-print-directory", "-C", "../..", "build", "BIN="+dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("make build: %w\n%s", err, out)
	}
	f, err := elf.Open(filepath.Join(dir, "paystead"))
	if err != nil {
		return "", err
	}
	defer f.Close()
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP {
			return "", errors.New("bin/paystead is linked dynamically: the distroless static image cannot run it")
		}
	}
	return dir, nil
}

// removeImage removes what buildImage built.
func removeImage() {
	if imageDir != "" {
		_ = os.RemoveAll(imageDir)
	}
}

func freeAddr(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer ln.Close()
	return ln.Addr().String()
}

// hookReceiver is the merchant's webhook endpoint: it records the id of
// every event delivered to it.
type hookReceiver struct {
	*httptest.Server
	mu   sync.Mutex
	seen map[string]int
}

func newHookReceiver(t testing.TB) *hookReceiver {
	h := &hookReceiver{seen: map[string]int{}}
	h.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var ev webhookapi.Event
		if err := json.NewDecoder(r.Body).Decode(&ev); err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		h.mu.Lock()
		h.seen[ev.ID]++
		h.mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	}))
	t.Cleanup(h.Close)
	return h
}

func (h *hookReceiver) received(id string) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.seen[id] > 0
}

// payer is a customer's wallet: ETH for its approval, USDC, and Permit2
// approved for it.
type payer struct {
	key  *ecdsa.PrivateKey
	addr common.Address
}

// payers makes n funded payers holding usdc units each, on the first chain.
func (p *production) payers(t testing.TB, n int, usdc int64) []payer {
	t.Helper()
	return p.payersOn(t, p.chains[0], n, usdc)
}

// payersOn makes n payers holding usdc units each on chain c.
func (p *production) payersOn(t testing.TB, c *prodChain, n int, usdc int64) []payer {
	t.Helper()
	ctx := context.Background()
	out := make([]payer, n)
	addrs := make([]common.Address, n)
	for i := range out {
		k, err := crypto.GenerateKey()
		require.NoError(t, err)
		out[i] = payer{key: k, addr: crypto.PubkeyToAddress(k.PublicKey)}
		addrs[i] = out[i].addr
	}
	c.node.FundAll(t, big.NewInt(1e17), addrs...)
	client := c.node.Client()
	usdcToken := chain.NewToken(client, c.address("PAYSTEAD_USDC_ADDRESS"))
	minter := chain.NewTransactor(client, p.deployer, c.node.ChainID, nil)
	var txs []*types.Transaction
	for _, py := range out {
		tx, err := minter.Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
			return usdcToken.Mint(ctx, opts, py.addr, big.NewInt(usdc))
		})
		require.NoError(t, err)
		txs = append(txs, tx)
		tx, err = chain.NewTransactor(client, py.key, c.node.ChainID, nil).Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
			return usdcToken.Approve(ctx, opts, c.address("PAYSTEAD_PERMIT2_ADDRESS"), new(big.Int).Lsh(big.NewInt(1), 255))
		})
		require.NoError(t, err)
		txs = append(txs, tx)
	}
	for _, tx := range txs {
		r, err := chain.WaitMined(ctx, client, tx)
		require.NoError(t, err)
		require.Equal(t, types.ReceiptStatusSuccessful, r.Status)
	}
	return out
}

// sign signs typed data (eth_signTypedData_v4) as the payer's wallet.
func (py payer) sign(t testing.TB, typed any) string {
	t.Helper()
	sig, err := signTypedData(py.key, typed)
	require.NoError(t, err)
	return sig
}

// either runs call against the processes, starting at the first-th and
// moving on while a process does not answer (it was killed): the way a
// load balancer in front of them would.
func (p *production) either(t testing.TB, first int, call func(url string) error) {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for i := first; ; i++ {
		err := call(p.procs[i%len(p.procs)].url)
		if err == nil {
			return
		}
		var ce *sdk.ClientError
		var ne net.Error
		unreachable := (errors.As(err, &ce) && ce.Status == 0) || errors.As(err, &ne) || errors.Is(err, syscall.ECONNREFUSED) ||
			errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) || (errors.As(err, &ce) && ce.Status >= 500)
		require.True(t, unreachable, "%v", err)
		require.True(t, time.Now().Before(deadline), "no process answered: %v", err)
		time.Sleep(100 * time.Millisecond)
	}
}

func (p *production) sdkClient(t testing.TB, url string) *sdk.Client {
	t.Helper()
	c, err := sdk.NewClient(p.secret, sdk.WithBaseURL(url), sdk.WithMaxRetries(0), sdk.WithTimeout(20*time.Second))
	require.NoError(t, err)
	return c
}

// createInvoice creates an invoice of units (6 decimals) through the
// first-th process, with an Idempotency-Key that a retry on the other
// process reuses.
func (p *production) createInvoice(t testing.TB, first int, units int64, key string) string {
	t.Helper()
	body, err := json.Marshal(map[string]any{"amountUsdc": json.Number(fmt.Sprintf("%d.%06d", units/1e6, units%1e6)),
		"payInToken": "USDC", "successUrl": shopOrigin + "/thanks"})
	require.NoError(t, err)
	var id string
	p.either(t, first, func(url string) error {
		req, err := http.NewRequest(http.MethodPost, url+"/api/invoices", bytes.NewReader(body))
		require.NoError(t, err)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Service-Api-Key", p.secret)
		req.Header.Set("Idempotency-Key", key)
		resp, err := p.http.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		raw, _ := io.ReadAll(resp.Body)
		if resp.StatusCode >= 500 {
			return &sdk.ClientError{Status: resp.StatusCode, Message: string(raw)}
		}
		require.Equal(t, http.StatusCreated, resp.StatusCode, "%s", raw)
		var out invoiceapi.CreateInvoiceResponse
		require.NoError(t, json.Unmarshal(raw, &out))
		id = out.InvoiceID
		return nil
	})
	return id
}

// settle creates an invoice of units (6 decimals) with key, has py pay
// it through the first process, and waits for the payment to settle.
func (p *production) settle(t testing.TB, py payer, units int64, key string) string {
	t.Helper()
	invoiceID := p.createInvoice(t, 0, units, key)
	sub := p.pay(t, 0, py, invoiceID)
	var status string
	require.Eventually(t, func() bool {
		st, err := p.statusOnce(0, sub)
		if err != nil {
			return false
		}
		status = st.Status
		if st.Error != nil {
			status += ": " + *st.Error
		}
		return st.Status == "settled" || st.Status == "failed"
	}, 90*time.Second, 250*time.Millisecond)
	require.Equal(t, "settled", status)
	return invoiceID
}

// pay authorizes, prepares, signs and submits py's payment of invoiceID
// through the first-th process, and returns the submission id.
func (p *production) pay(t testing.TB, first int, py payer, invoiceID string) string {
	t.Helper()
	return p.payOn(t, first, py, invoiceID, 0)
}

// payOn is pay on the network chainID (0: where the invoice is): as the
// payment page does, it chooses that network once the invoice is open,
// and waits for the invoice to be open there.
func (p *production) payOn(t testing.TB, first int, py payer, invoiceID string, chainID int64) string {
	t.Helper()
	ctx := context.Background()
	if chainID != 0 {
		openOn := func(want int64) {
			t.Helper()
			require.Eventually(t, func() bool {
				var inv *sdk.Invoice
				p.either(t, first, func(url string) error {
					var err error
					inv, err = p.sdkClient(t, url).GetInvoice(ctx, invoiceID)
					return err
				})
				return inv.Status == sdk.InvoiceOpen && (want == 0 || inv.ChainID == want)
			}, 3*time.Minute, 100*time.Millisecond, "invoice %s open on chain %d", invoiceID, want)
		}
		openOn(0)
		p.either(t, first, func(url string) error {
			_, err := p.sdkClient(t, url).ChooseNetwork(ctx, invoiceID, chainID)
			return err
		})
		openOn(chainID)
	}
	var prep *checkoutapi.PrepareResponse
	p.either(t, first, func(url string) error {
		c := p.sdkClient(t, url)
		d, err := c.Authorize(ctx, checkoutapi.AuthorizeRequest{InvoiceID: invoiceID, Address: py.addr.Hex()})
		if err != nil {
			return err
		}
		require.Equal(t, "allow", d.Decision)
		prep, err = c.Prepare(ctx, checkoutapi.PrepareRequest{InvoiceID: invoiceID, Payer: py.addr.Hex(), PayInToken: "USDC"})
		return err
	})
	require.Nil(t, prep.Approval, "Permit2 is approved")
	s := prep.Submission
	body := checkoutapi.SubmitRequest{InvoiceID: s.InvoiceID, Payer: s.Payer, PayInToken: s.PayInToken, AmountIn: s.AmountIn,
		Permit2Data: s.Permit2Data, Permit2Signature: py.sign(t, prep.TypedData)}
	var id string
	p.either(t, first, func(url string) error {
		res, err := p.sdkClient(t, url).Submit(ctx, body)
		if err != nil {
			return err
		}
		id = res.SubmissionID
		return nil
	})
	return id
}

// statusOnce reads a submission through the first process that answers.
func (p *production) statusOnce(first int, id string) (*checkoutapi.Status, error) {
	var err error
	for k := range len(p.procs) {
		sp := p.procs[(first+k)%len(p.procs)]
		var c *sdk.Client
		if c, err = sdk.NewClient(p.secret, sdk.WithBaseURL(sp.url), sdk.WithMaxRetries(0), sdk.WithTimeout(5*time.Second)); err != nil {
			return nil, err
		}
		var st *checkoutapi.Status
		if st, err = c.SubmissionStatus(context.Background(), id); err == nil {
			return st, nil
		}
	}
	return nil, err
}

// launch starts sp, again after a kill, on its address and waits until it
// is ready.
func (p *production) launch(sp *serveProc) error {
	logFile, err := os.OpenFile(sp.log, os.O_CREATE|os.O_APPEND|os.O_WRONLY, 0o644)
	if err != nil {
		return err
	}
	cmd := exec.Command(p.bin, "serve")
	cmd.Env = append(p.env, "PAYSTEAD_LISTEN_ADDR="+sp.addr, "PAYSTEAD_BASE_URL="+sp.url, "PAYSTEAD_METRICS_ADDR="+sp.metrics)
	cmd.Stdout, cmd.Stderr = logFile, logFile
	if err := cmd.Start(); err != nil {
		return err
	}
	exited := make(chan struct{})
	go func() { _ = cmd.Wait(); logFile.Close(); close(exited) }()
	sp.mu.Lock()
	sp.cmd, sp.exited = cmd, exited
	sp.mu.Unlock()
	for deadline := time.Now().Add(60 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if resp, err := http.Get(sp.url + "/readyz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
	}
	// Say why: the log's last lines (a start-up that failed ends it with
	// its error, not a warning), or, when it crashed, the crash's first
	// lines (its goroutines follow them).
	b, _ := os.ReadFile(sp.log)
	lines := strings.Split(strings.TrimSpace(string(b)), "\n")
	crashed := slices.IndexFunc(lines, func(l string) bool {
		return strings.HasPrefix(l, "panic:") || strings.HasPrefix(l, "fatal error:") || strings.HasPrefix(l, "SIG")
	})
	if crashed >= 0 {
		lines = lines[max(0, crashed-5):min(len(lines), crashed+25)]
	} else {
		lines = lines[max(0, len(lines)-15):]
	}
	state := "still running"
	select {
	case <-exited:
		state = "exited"
	default:
	}
	return fmt.Errorf("serve on %s never became ready after its restart (%s); its log ends:\n%s", sp.addr, state, strings.Join(lines, "\n"))
}

// gatewayEvents reads every settlement event of the gateway on the first chain.
func gatewayEvents(t testing.TB, p *production, gw *chain.Gateway) chain.Events {
	t.Helper()
	return gatewayEventsOn(t, p.chains[0], gw)
}

// gatewayEventsOn reads every settlement event of the gateway on chain c.
func gatewayEventsOn(t testing.TB, c *prodChain, gw *chain.Gateway) chain.Events {
	t.Helper()
	logs, err := c.node.Client().FilterLogs(context.Background(), ethereum.FilterQuery{
		FromBlock: big.NewInt(0), Addresses: []common.Address{gw.Address()}, Topics: [][]common.Hash{gw.SettlementEventIDs()},
	})
	require.NoError(t, err)
	ptrs := make([]*types.Log, len(logs))
	for i := range logs {
		ptrs[i] = &logs[i]
	}
	ev, err := gw.ParseEvents(ptrs)
	require.NoError(t, err)
	return ev
}

func invoiceHex(id [32]byte) string { return "0x" + common.Bytes2Hex(id[:]) }

// requireWebhooksDelivered waits for every event the outbox holds to have
// reached the merchant at least once. A delivery cut by a kill is retried
// on the webhook schedule (30 s, then 60 s, each ±25%): two retries under
// load take up to ~2 minutes (90 s was once too short with the e2e suite
// running beside it). On failure it says where each missing event's
// delivery stands, and its job.
func (p *production) requireWebhooksDelivered(t *testing.T) {
	t.Helper()
	ctx := context.Background()
	var missing []string
	delivered := func() bool {
		missing = missing[:0]
		for _, ev := range pgtest.MerchantWebhookEvents(t, p.pool, p.merchantID) {
			if !p.hooks.received(ev.ID) {
				missing = append(missing, ev.ID)
			}
		}
		return len(missing) == 0
	}
	if assert.Eventually(t, delivered, 3*time.Minute, 500*time.Millisecond, "every webhook event delivered") {
		return
	}
	// Read again here: Eventually runs the condition in goroutines of its own, one of which may
	// have been resetting missing when it gave up.
	delivered()
	// Every missing event, with or without a delivery (one with none says so).
	// An event with no delivery is held for its transaction's confirmation: say which, and where
	// that transaction and the reconcilers stand.
	rows, err := p.pool.Query(ctx, `SELECT e.id, coalesce(w.type, '?'), coalesce(d.status, 'none'), (SELECT count(*) FROM webhook_attempts a WHERE a.delivery_id = d.id),
			coalesce((SELECT j.state || ' attempt ' || j.attempt || ' at ' || j.scheduled_at::text FROM river_job j
				WHERE j.kind = 'webhook_deliver' AND (j.args->>'deliveryId')::bigint = d.id ORDER BY j.id DESC LIMIT 1), 'no job'),
			coalesce('held for 0x' || encode(w.held_for, 'hex') || coalesce((SELECT ', ' || r.purpose || ' ' || r.status || ' in block ' || coalesce(r.block_number::text, '-') ||
				CASE WHEN r.confirmed THEN ' confirmed' ELSE ' unconfirmed' END FROM relayer_txs r WHERE r.hash = w.held_for), ', no such transaction'), 'not held')
		FROM unnest($1::text[]) AS e(id) LEFT JOIN webhook_events w ON w.id::text = e.id LEFT JOIN webhook_deliveries d ON d.event_id::text = e.id`, missing)
	require.NoError(t, err)
	for rows.Next() {
		var id, typ, status, job, held string
		var attempts int
		require.NoError(t, rows.Scan(&id, &typ, &status, &attempts, &job, &held))
		t.Logf("undelivered %s (%s, %s): delivery %s after %d attempts; job %s", id, typ, held, status, attempts, job)
	}
	require.NoError(t, rows.Err())
	cursors, err := p.pool.Query(ctx, `SELECT name || ' at ' || block FROM chain_cursors ORDER BY name`)
	require.NoError(t, err)
	names, err := pgx.CollectRows(cursors, pgx.RowTo[string])
	require.NoError(t, err)
	t.Logf("cursors: %s", strings.Join(names, "; "))
	t.Logf("%d events undelivered", len(missing))
	t.FailNow()
}

// requireNoncesContiguous waits until the server wallet's nonce on chain
// c equals its transactions mined there, with none signed or sent and
// left unmined.
func (p *production) requireNoncesContiguous(t *testing.T, c *prodChain) {
	t.Helper()
	ctx := context.Background()
	require.Eventually(t, func() bool {
		pending, err1 := c.node.Client().PendingNonceAt(ctx, p.server)
		latest, err2 := c.node.Client().NonceAt(ctx, p.server, nil)
		var mined, open int
		err3 := p.pool.QueryRow(ctx, `SELECT count(*) FILTER (WHERE status IN ('mined', 'reverted')), count(*) FILTER (WHERE status IN ('signed', 'sent'))
			FROM relayer_txs WHERE sender = $1 AND chain_id = $2`, p.server.Bytes(), c.node.ChainID.Int64()).Scan(&mined, &open)
		return errors.Join(err1, err2, err3) == nil && pending == latest && latest == uint64(mined) && open == 0
	}, 90*time.Second, 500*time.Millisecond, "the wallet's nonce on chain %s equals its mined transactions, none left unmined", c.node.ChainID)
}

// watcher follows submitted payments until each is final (settled or
// failed), through whichever process answers, and records when it saw
// each become so.
type watcher struct {
	mu      sync.Mutex
	ids     []string // by payment, "" until submitted
	closed  bool     // no more payments
	final   []*checkoutapi.Status
	finalAt []time.Time
	done    chan error
}

// watch starts a watcher that gives up after limit; its done says how it
// ended once every payment submitted before close is final.
func (p *production) watch(limit time.Duration) *watcher {
	w := &watcher{done: make(chan error, 1)}
	go func() {
		deadline := time.Now().Add(limit)
		for {
			w.mu.Lock()
			ids, closed := slices.Clone(w.ids), w.closed
			w.mu.Unlock()
			left := 0
			for i, id := range ids {
				w.mu.Lock()
				seen := w.final[i] != nil
				w.mu.Unlock()
				if seen {
					continue
				}
				if id != "" {
					if st, err := p.statusOnce(i, id); err == nil && (st.Status == "settled" || st.Status == "failed") {
						w.mu.Lock()
						w.final[i], w.finalAt[i] = st, time.Now()
						w.mu.Unlock()
						continue
					}
				}
				left++
			}
			switch {
			case left == 0 && closed:
				w.done <- nil
				return
			case time.Now().After(deadline):
				w.done <- fmt.Errorf("%d submissions still in flight", left)
				return
			}
			time.Sleep(250 * time.Millisecond)
		}
	}()
	return w
}

// submitted has the watcher follow payment i's submission id.
func (w *watcher) submitted(i int, id string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for len(w.ids) <= i {
		w.ids, w.final, w.finalAt = append(w.ids, ""), append(w.final, nil), append(w.finalAt, time.Time{})
	}
	w.ids[i] = id
}

// wait says that no payment follows and waits for the watcher to end:
// then each payment's final status and when it was seen.
func (w *watcher) wait() ([]*checkoutapi.Status, []time.Time, error) {
	w.mu.Lock()
	w.closed = true
	w.mu.Unlock()
	err := <-w.done
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.final, w.finalAt, err
}
