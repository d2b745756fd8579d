package main

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io"
	"math/big"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/shared/money"
)

// The deployer's key never comes from a flag: flags end up in shell history and in ps.
const (
	deployerKeyVar      = "PAYSTEAD_DEPLOYER_KEY"
	deployerPasswordVar = "PAYSTEAD_DEPLOYER_PASSWORD"
)

// checkTimeout bounds the checks made before anything is sent, so an endpoint that never
// answers is reported in seconds.
const checkTimeout = 15 * time.Second

const deploySummary = `Deploys the CustodyEscrowGateway to the chain behind --rpc and prints the
PAYSTEAD_* settings 'paystead serve' needs, as KEY=value lines (or writes them to
--out, mode 0600). Progress and next steps go to stderr.

The deployer's key comes from the environment, never from a flag:
  PAYSTEAD_DEPLOYER_KEY       hex private key, or
  --keystore FILE             a go-ethereum/geth keystore file, unlocked with
  PAYSTEAD_DEPLOYER_PASSWORD  its password.
The key is never printed.

Before sending anything it checks, and refuses in one message listing every
problem: the endpoint answers eth_chainId within 15s; it is chain --chain-id;
Permit2 has code at its canonical address 0x000000000022D473030F116dDEE9F6B43aC78BA3;
the --router has code; the deployer's balance covers the deployment's estimated
gas at the current fee. The gateway's constructor sets its owner (--owner, else
the deployer) and its swap router; afterwards deploy reads owner(), permit2()
and swapRouter() back from the chain.

Development chains are chain ids 1337 (geth --dev, Ganache, paystead dev) and
31337 (Hardhat, Anvil). Only there may --dev-permit2 and --dev-tokens be used.

Example:
  PAYSTEAD_DEPLOYER_KEY=... paystead deploy --rpc https://mainnet.base.org \
      --chain-id 8453 --owner 0xYourSafe --out paystead.env`

// deployRequest is a parsed `paystead deploy` command line.
type deployRequest struct {
	rpcURL     string
	chainID    *big.Int
	owner      common.Address
	router     common.Address // zero: none
	quoter     common.Address // zero: none known
	devPermit2 bool
	devTokens  bool
	out        string
	keystore   string
	timeout    time.Duration
}

// parseDeploy reads the flags, reporting every bad one at once. It does not read the key.
func parseDeploy(args []string, stderr io.Writer) (deployRequest, error) {
	fs := newFlags("deploy --rpc URL --chain-id N [flags]", deploySummary, stderr)
	rpcURL := fs.String("rpc", "", "JSON-RPC URL of the chain (http, https, ws or wss) (required)")
	chainID := fs.String("chain-id", "", "the chain id the endpoint must serve (required)")
	owner := fs.String("owner", "", "owner of the gateway (and of the test tokens); default: the deployer")
	router := fs.String("router", "auto", "Uniswap v3 SwapRouter the gateway swaps EURC through: an address, auto (the chain's original\nv3 SwapRouter where Uniswap deployed one: chains 1, 10, 137, 42161) or none")
	quoter := fs.String("quoter", "", "Uniswap v3 QuoterV2 to print as PAYSTEAD_UNISWAP_QUOTER_ADDRESS; default: the chain's canonical one where known")
	devPermit2 := fs.Bool("dev-permit2", false, "development chains only: deploy Permit2 (from source) when the canonical address has no code")
	devTokens := fs.Bool("dev-tokens", false, "development chains only: deploy the USDC and EURC test stablecoins")
	out := fs.String("out", "", "write the settings to this file (mode 0600) instead of stdout")
	keystorePath := fs.String("keystore", "", "keystore file holding the deployer's key; its password comes from "+deployerPasswordVar)
	timeout := fs.Duration("timeout", 10*time.Minute, "give up waiting for the receipts after this long")
	if err := fs.Parse(args); err != nil {
		return deployRequest{}, err
	}
	var problems []string
	if fs.NArg() > 0 {
		problems = append(problems, fmt.Sprintf("unexpected argument %q (the key comes from %s, never from the command line)", fs.Arg(0), deployerKeyVar))
	}
	req := deployRequest{rpcURL: strings.TrimSpace(*rpcURL), devPermit2: *devPermit2, devTokens: *devTokens, out: *out, keystore: *keystorePath, timeout: *timeout}
	if req.rpcURL == "" {
		problems = append(problems, "--rpc is required")
	} else if !rpcURLOK(req.rpcURL) {
		problems = append(problems, "--rpc must be an http(s) or ws(s) URL")
	}
	if *chainID == "" {
		problems = append(problems, "--chain-id is required")
	} else if req.chainID = parseChainID(*chainID); req.chainID == nil {
		problems = append(problems, "--chain-id must be a positive decimal integer")
	}
	var ok bool
	if *owner != "" {
		if req.owner, ok = nonzeroAddress(*owner); !ok {
			problems = append(problems, "--owner must be a 0x-prefixed 20-byte address, not zero")
		}
	}
	if *quoter != "" {
		if req.quoter, ok = nonzeroAddress(*quoter); !ok {
			problems = append(problems, "--quoter must be a 0x-prefixed 20-byte address, not zero")
		}
	}
	if req.timeout <= 0 {
		problems = append(problems, "--timeout must be positive")
	}
	// The settings are written after the deployment has been paid for: a path they cannot go to
	// is refused before anything is sent.
	if req.out != "" {
		if dir, err := os.Stat(filepath.Dir(req.out)); err != nil || !dir.IsDir() {
			problems = append(problems, fmt.Sprintf("--out: there is no folder %s to write the settings in", filepath.Dir(req.out)))
		} else if f, err := os.Stat(req.out); err == nil && f.IsDir() {
			problems = append(problems, "--out is a folder: give the settings file's path")
		}
	}
	if req.chainID != nil {
		var canonical config.UniswapDeployment
		if req.chainID.IsInt64() {
			canonical = config.CanonicalUniswap[req.chainID.Int64()]
		}
		switch r := strings.TrimSpace(*router); {
		case r == "auto":
			req.router = canonical.SwapRouter
		case r == "none" || r == "":
		case !hexAddress.MatchString(r):
			problems = append(problems, "--router must be an address, auto or none")
		case canonical.SwapRouter02 != (common.Address{}) && common.HexToAddress(r) == canonical.SwapRouter02:
			problems = append(problems, "--router is this chain's SwapRouter02, whose exactOutputSingle (no deadline field) the gateway cannot call; give the original Uniswap v3 SwapRouter or none")
		default:
			req.router = common.HexToAddress(r)
		}
		if req.quoter == (common.Address{}) {
			req.quoter = canonical.QuoterV2
		}
		if (req.devPermit2 || req.devTokens) && !chain.IsDevChain(req.chainID) {
			problems = append(problems, fmt.Sprintf("--dev-permit2 and --dev-tokens are for development chains (chain ids 1337 and 31337), not chain %s: a real chain has Permit2 at its canonical address and real USDC and EURC", req.chainID))
		}
	}
	if len(problems) > 0 {
		return deployRequest{}, errors.New(strings.Join(problems, "; "))
	}
	return req, nil
}

// rpcURLOK reports whether raw is a JSON-RPC endpoint ethclient dials over the network:
// http(s) or ws(s) with a host (anything else it would take for an IPC socket's path).
func rpcURLOK(raw string) bool {
	u, err := url.Parse(raw)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https" || u.Scheme == "ws" || u.Scheme == "wss") && u.Host != ""
}

// parseChainID reads a positive decimal chain id; nil when s is not one.
func parseChainID(s string) *big.Int {
	id, ok := new(big.Int).SetString(s, 10)
	if !ok || id.Sign() <= 0 {
		return nil
	}
	return id
}

// envKey reads the hex private key (0x optional) in the environment variable name; nil when
// unset. Its error names the variable and never echoes the value.
func envKey(name string, getenv func(string) string) (*ecdsa.PrivateKey, error) {
	hexKey := strings.TrimPrefix(strings.TrimSpace(getenv(name)), "0x")
	if hexKey == "" {
		return nil, nil
	}
	key, err := crypto.HexToECDSA(hexKey)
	if err != nil {
		return nil, fmt.Errorf("%s is invalid: want a 32-byte hex private key", name)
	}
	return key, nil
}

// deployerKey reads the deployer's key: hex from PAYSTEAD_DEPLOYER_KEY, or the keystore file
// unlocked with PAYSTEAD_DEPLOYER_PASSWORD. Errors never echo the key or the password.
func deployerKey(keystorePath string, getenv func(string) string) (*ecdsa.PrivateKey, error) {
	key, err := envKey(deployerKeyVar, getenv)
	switch {
	case err != nil:
		return nil, err
	case key != nil && keystorePath != "":
		return nil, fmt.Errorf("both %s and --keystore are set: use one", deployerKeyVar)
	case key != nil:
		return key, nil
	case keystorePath != "":
		raw, err := os.ReadFile(keystorePath)
		if err != nil {
			return nil, fmt.Errorf("read the keystore: %w", err)
		}
		k, err := keystore.DecryptKey(raw, getenv(deployerPasswordVar))
		if err != nil {
			return nil, fmt.Errorf("unlock the keystore %s with %s: %w", keystorePath, deployerPasswordVar, err)
		}
		return k.PrivateKey, nil
	}
	return nil, fmt.Errorf("no deployer key: set %s (hex) or pass --keystore FILE with its password in %s", deployerKeyVar, deployerPasswordVar)
}

func cmdDeploy(args []string, stdout, stderr io.Writer) error {
	req, err := parseDeploy(args, stderr)
	if err != nil {
		return err
	}
	key, err := deployerKey(req.keystore, os.Getenv)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), req.timeout)
	defer cancel()
	return deploy(ctx, req, key, stdout, stderr)
}

func deploy(ctx context.Context, req deployRequest, key *ecdsa.PrivateKey, stdout, stderr io.Writer) error {
	client, err := ethclient.DialContext(ctx, req.rpcURL)
	if err != nil { // a ws(s) endpoint that does not answer fails here
		return refusal(&chain.DeployRefusedError{Problems: []chain.DeployProblem{
			{Check: chain.DeployNoAnswer, Message: fmt.Sprintf("could not connect to the RPC endpoint: %v", err)},
		}}, req)
	}
	defer client.Close()
	opts := chain.DeployOptions{
		ChainID: req.chainID, Owner: req.owner, Permit2: config.CanonicalPermit2, DeployPermit2: req.devPermit2,
		TestTokens: req.devTokens, SwapRouter: req.router,
	}
	deployer := crypto.PubkeyToAddress(key.PublicKey)

	checkCtx, cancelCheck := context.WithTimeout(ctx, checkTimeout)
	plan, err := chain.CheckDeploy(checkCtx, client, deployer, opts)
	cancelCheck()
	if err != nil {
		return refusal(err, req)
	}
	fmt.Fprintf(stderr, "chain %s answers; deployer %s holds %s ETH; deploying %s needs up to %s ETH (%d gas at up to %s gwei)\n",
		plan.ChainID, deployer.Hex(), money.FormatDecimal(plan.Balance, 18), strings.Join(plan.Contracts, ", "),
		money.FormatDecimal(plan.Cost, 18), plan.Gas, money.FormatDecimal(plan.FeeCap, 9))

	dep, err := plan.Deploy(ctx, client, key)
	if err != nil {
		if len(dep.Transactions) > 0 {
			return fmt.Errorf("%s (transactions sent: %s)", redact(err, req.rpcURL), hashList(dep.Transactions))
		}
		return refusal(err, req)
	}
	fmt.Fprintf(stderr, "deployed gateway %s in block %d (%d gas, transactions %s); verified owner() %s, permit2() %s, swapRouter() %s\n",
		dep.Gateway.Hex(), dep.Block, dep.GasUsed, hashList(dep.Transactions), dep.Owner.Hex(), dep.Permit2.Hex(), addressOrNone(dep.SwapRouter))

	settings := deploySettings(req, dep)
	if req.out == "" {
		fmt.Fprint(stdout, settings)
	} else {
		if err := writePrivateFile(req.out, []byte(settings)); err != nil {
			return err
		}
		fmt.Fprintf(stderr, "wrote the settings to %s (mode 0600)\n", req.out)
	}
	fmt.Fprint(stderr, nextSteps(dep))
	return nil
}

// refusal adds to each failed check what the operator can do about it.
func refusal(err error, req deployRequest) error {
	var refused *chain.DeployRefusedError
	if !errors.As(err, &refused) {
		return errors.New(redact(err, req.rpcURL))
	}
	lines := []string{"refusing to deploy, nothing was sent:"}
	for _, p := range refused.Problems {
		hint := ""
		switch p.Check {
		case chain.DeployNoAnswer:
			hint = fmt.Sprintf("is the node at %s running and reachable? (waited up to %s)", redactURL(req.rpcURL), checkTimeout)
		case chain.DeployWrongChain:
			hint = "check --rpc and --chain-id"
		case chain.DeployNoPermit2:
			if chain.IsDevChain(req.chainID) {
				hint = "on this development chain, --dev-permit2 deploys one"
			} else {
				hint = "Paystead runs only where Permit2 is deployed"
			}
		case chain.DeployNoSwapRouter:
			hint = "check --router, or pass --router none"
		case chain.DeployUnfunded:
			hint = "send the deployer some of the chain's native token and run deploy again"
		}
		line := "  - " + redact(errors.New(p.Message), req.rpcURL)
		if hint != "" {
			line += "; " + hint
		}
		lines = append(lines, line)
	}
	return errors.New(strings.Join(lines, "\n"))
}

// deploySettings are the lines `paystead serve` reads, with a header saying what is still the
// operator's to set.
func deploySettings(req deployRequest, dep chain.Deployment) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# paystead deploy, %s: gateway owned by %s, deployed by %s\n", time.Now().UTC().Format(time.RFC3339), dep.Owner.Hex(), dep.Deployer.Hex())
	fmt.Fprintln(&b, "# Also set DATABASE_URL, PAYSTEAD_BASE_URL and PAYSTEAD_SERVER_KEY (the server wallet).")
	set := func(k, v string) { fmt.Fprintf(&b, "%s=%s\n", k, v) }
	set("PAYSTEAD_RPC_URL", req.rpcURL)
	set("PAYSTEAD_CHAIN_ID", dep.ChainID.String())
	set("PAYSTEAD_GATEWAY_ADDRESS", dep.Gateway.Hex())
	set("PAYSTEAD_PERMIT2_ADDRESS", dep.Permit2.Hex())
	if dep.USDC != (common.Address{}) {
		set("PAYSTEAD_USDC_ADDRESS", dep.USDC.Hex())
		set("PAYSTEAD_EURC_ADDRESS", dep.EURC.Hex())
	} else {
		fmt.Fprintln(&b, "# Set PAYSTEAD_USDC_ADDRESS and PAYSTEAD_EURC_ADDRESS to the chain's USDC and EURC token contracts.")
	}
	if dep.SwapRouter != (common.Address{}) {
		set("PAYSTEAD_UNISWAP_ROUTER_ADDRESS", dep.SwapRouter.Hex())
	} else {
		fmt.Fprintln(&b, "# The gateway has no swap router: EURC payments stay off until its owner calls setSwapRouter.")
	}
	if req.quoter != (common.Address{}) {
		set("PAYSTEAD_UNISWAP_QUOTER_ADDRESS", req.quoter.Hex())
	}
	return b.String()
}

func nextSteps(dep chain.Deployment) string {
	return fmt.Sprintf(`
Next:
  1. Add DATABASE_URL, PAYSTEAD_BASE_URL and PAYSTEAD_SERVER_KEY to these settings; fund the server
     wallet with gas.
  2. paystead migrate
  3. paystead merchant create --owner 0xMERCHANT_WALLET --payout 0xPAYOUT_WALLET, then
     paystead keys create --merchant ID
  4. From the merchant's wallet, on gateway %[1]s: setOperatorTrusted(true) and
     setPayoutWallet(0xPAYOUT_WALLET) ('paystead merchant authorize --trust-operator --payout …'
     prints or sends both); from the gateway's owner, 'paystead gateway relayer --add
     SERVER_WALLET'. (Or setDelegate(SERVER_WALLET, true) from the merchant's wallet alone.)
  5. paystead serve
On a development chain, 'paystead dev fund' gives wallets ETH and test tokens, and
'paystead dev travel' moves the clock: docs/walkthrough.md.
`, dep.Gateway.Hex())
}

// writePrivateFile writes data to path with mode 0600, replacing the file whole, so no other
// user can read the settings even for a moment.
func writePrivateFile(path string, data []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return fmt.Errorf("write %s: %w", path, err)
	}
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

// redactURL keeps an RPC URL's scheme and host: providers put API keys in the path or query.
func redactURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return "the RPC endpoint"
	}
	return u.Scheme + "://" + u.Host
}

// redact writes err without the full RPC URL.
func redact(err error, rpcURL string) string {
	if rpcURL == "" {
		return err.Error()
	}
	return strings.ReplaceAll(err.Error(), rpcURL, redactURL(rpcURL))
}

func hashList(hs []common.Hash) string {
	s := make([]string, len(hs))
	for i, h := range hs {
		s[i] = h.Hex()
	}
	return strings.Join(s, ", ")
}

func addressOrNone(a common.Address) string {
	if a == (common.Address{}) {
		return "none"
	}
	return a.Hex()
}
