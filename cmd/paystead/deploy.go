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

With --chains BASE,ARBITRUM it deploys to each chain of the list, reading
each one's endpoint and id from PAYSTEAD_RPC_URL_<NAME> and
PAYSTEAD_CHAIN_ID_<NAME> (serve's own variables): every chain is checked
before anything is sent to any, and the settings printed are PAYSTEAD_CHAINS
and each chain's variables with _<NAME> appended. Should a chain fail, the
settings of those deployed are still written.

Deposit addresses (each invoice's own, for customers who can only send a
transfer): deploy also deploys the owner's deposit factory through the
deterministic deployment proxy (0x4e59b44847b379578588920cA78FbF26c0B4956C), at
the same address on every chain, and, when the deployer owns the gateway, makes
the gateway its controller and names it there; otherwise it prints the owner's
two calls. A chain without the proxy gets it by its keyless transaction (0.01 ETH
to its signer; the node must relay a transaction without a chain id: geth's
--rpc.allow-unprotected-txs); where that fails the chain has no deposit
addresses. --deposits=false skips all of it.

Subscriptions (#35, being built): deploy also deploys the chain's subscription
manager, which charges subscriptions into the gateway, and prints its address;
a merchant that sells subscriptions makes it a delegate on the gateway.
--subscriptions=false skips it.

Development chains are chain ids 1337 (geth --dev, Ganache, paystead dev) and
31337 (Hardhat, Anvil). Only there may --dev-permit2 and --dev-tokens be used.

Examples:
  PAYSTEAD_DEPLOYER_KEY=... paystead deploy --rpc https://mainnet.base.org \
      --chain-id 8453 --owner 0xYourSafe --out paystead.env
  PAYSTEAD_RPC_URL_BASE=https://mainnet.base.org PAYSTEAD_CHAIN_ID_BASE=8453 \
  PAYSTEAD_RPC_URL_ARBITRUM=https://arb1.arbitrum.io/rpc PAYSTEAD_CHAIN_ID_ARBITRUM=42161 \
  PAYSTEAD_DEPLOYER_KEY=... paystead deploy --chains BASE,ARBITRUM --owner 0xYourSafe --out paystead.env`

// deployRequest is a parsed `paystead deploy` command line.
type deployRequest struct {
	targets    []deployTarget // one per chain
	owner      common.Address
	devPermit2 bool
	devTokens  bool
	deposits   bool           // set up deposit addresses (#34)
	subs       bool           // deploy the subscription manager (#35)
	tokenAdmin common.Address // the dev tokens' proxy admin
	out        string
	keystore   string
	timeout    time.Duration
}

// deployTarget is one chain deploy deploys to.
type deployTarget struct {
	key     string // its PAYSTEAD_CHAINS name; "" for the one chain of --rpc
	rpcURL  string
	chainID *big.Int
	router  common.Address // zero: none
	quoter  common.Address // zero: none known
	// usdc is the USDC serve will take on the chain: its PAYSTEAD_USDC_ADDRESS, else Circle's
	// (config.CanonicalStablecoins); zero when neither is known.
	usdc common.Address
}

// label names the chain in deploy's messages.
func (d deployTarget) label() string {
	id := "?"
	if d.chainID != nil {
		id = d.chainID.String()
	}
	if d.key == "" {
		return "chain " + id
	}
	return d.key + " (chain " + id + ")"
}

// parseDeploy reads the flags, and with --chains each chain's endpoint from getenv, reporting
// every problem at once. It does not read the key.
func parseDeploy(args []string, getenv func(string) string, stderr io.Writer) (deployRequest, error) {
	fs := newFlags("deploy --rpc URL --chain-id N [flags] | deploy --chains NAME,... [flags]", deploySummary, stderr)
	rpcURL := fs.String("rpc", "", "JSON-RPC URL of the chain (http, https, ws or wss) (required without --chains)")
	chainID := fs.String("chain-id", "", "the chain id the endpoint must serve (required without --chains)")
	chains := fs.String("chains", "", "deploy to each chain of this comma-separated list (as PAYSTEAD_CHAINS: BASE,ARBITRUM), its endpoint\nand id from PAYSTEAD_RPC_URL_<NAME> and PAYSTEAD_CHAIN_ID_<NAME>, and print the settings of all")
	owner := fs.String("owner", "", "owner of the gateway (and of the test tokens); default: the deployer")
	router := fs.String("router", "auto", "Uniswap v3 SwapRouter the gateway swaps EURC through: an address, auto (the chain's original\nv3 SwapRouter where Uniswap deployed one: chains 1, 10, 137, 42161) or none; with --chains, auto or none")
	quoter := fs.String("quoter", "", "Uniswap v3 QuoterV2 to print as PAYSTEAD_UNISWAP_QUOTER_ADDRESS; default: the chain's canonical one where known")
	devPermit2 := fs.Bool("dev-permit2", false, "development chains only: deploy Permit2 (from source) when the canonical address has no code")
	devTokens := fs.Bool("dev-tokens", false, "development chains only: deploy USDC and EURC as Circle's FiatToken v2.2 behind its proxy (the\ndeployer their master minter and a minter; the owner their pauser, blacklister, owner and a minter)")
	tokenAdmin := fs.String("dev-token-admin", "0x000000000000000000000000000000000000dEaD", "with --dev-tokens: the admin of the tokens' proxies, who alone upgrades them (not the deployer);\nthe default is no one's")
	deposits := fs.Bool("deposits", true, "deploy the owner's deposit factory (the same address on every chain) for each invoice's deposit\naddress, and name it on the gateway when the deployer owns it")
	subs := fs.Bool("subscriptions", true, "deploy the chain's subscription manager, which charges subscriptions into the gateway")
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
	req := deployRequest{devPermit2: *devPermit2, devTokens: *devTokens, deposits: *deposits, subs: *subs, out: *out, keystore: *keystorePath, timeout: *timeout}
	if a, ok := nonzeroAddress(*tokenAdmin); ok {
		req.tokenAdmin = a
	} else {
		problems = append(problems, "--dev-token-admin must be a 0x-prefixed 20-byte address, not zero")
	}
	var ok bool
	if *owner != "" {
		if req.owner, ok = nonzeroAddress(*owner); !ok {
			problems = append(problems, "--owner must be a 0x-prefixed 20-byte address, not zero")
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
	routerFlag := strings.TrimSpace(*router)
	if *chains == "" {
		t := deployTarget{rpcURL: strings.TrimSpace(*rpcURL)}
		if t.rpcURL == "" {
			problems = append(problems, "--rpc is required")
		} else if !rpcURLOK(t.rpcURL) {
			problems = append(problems, "--rpc must be an http(s) or ws(s) URL")
		}
		if *chainID == "" {
			problems = append(problems, "--chain-id is required")
		} else if t.chainID = parseChainID(*chainID); t.chainID == nil {
			problems = append(problems, "--chain-id must be a positive decimal integer")
		}
		if *quoter != "" {
			if t.quoter, ok = nonzeroAddress(*quoter); !ok {
				problems = append(problems, "--quoter must be a 0x-prefixed 20-byte address, not zero")
			}
		}
		problems = append(problems, req.completeTarget(&t, routerFlag, "--router", "--rpc and --chain-id")...)
		problems = append(problems, t.takeUSDC(getenv("PAYSTEAD_USDC_ADDRESS"), "PAYSTEAD_USDC_ADDRESS")...)
		req.targets = []deployTarget{t}
	} else {
		if *rpcURL != "" || *chainID != "" {
			problems = append(problems, "--chains reads each chain's endpoint and id from PAYSTEAD_RPC_URL_<NAME> and PAYSTEAD_CHAIN_ID_<NAME>: drop --rpc and --chain-id")
		}
		if routerFlag != "auto" && routerFlag != "none" {
			problems = append(problems, "with --chains, --router is auto or none (each chain's own canonical router, or none)")
		}
		if *quoter != "" {
			problems = append(problems, "with --chains, each chain's quoter is its canonical one: drop --quoter")
		}
		keys, err := config.ChainKeys(*chains)
		if err != nil {
			problems = append(problems, "--chains: "+err.Error())
		}
		for _, k := range keys {
			t := deployTarget{key: k}
			rpcVar, idVar := "PAYSTEAD_RPC_URL_"+k, "PAYSTEAD_CHAIN_ID_"+k
			// serve takes several endpoints of a chain, comma-separated: deploy uses the first.
			t.rpcURL = strings.TrimSpace(strings.Split(getenv(rpcVar), ",")[0])
			switch {
			case t.rpcURL == "":
				problems = append(problems, rpcVar+" is not set")
			case !rpcURLOK(t.rpcURL):
				problems = append(problems, rpcVar+" must be an http(s) or ws(s) URL")
			}
			switch id := strings.TrimSpace(getenv(idVar)); {
			case id == "":
				problems = append(problems, idVar+" is not set")
			case parseChainID(id) == nil:
				problems = append(problems, idVar+" must be a positive decimal integer")
			default:
				t.chainID = parseChainID(id)
				for _, other := range req.targets {
					if other.chainID != nil && other.chainID.Cmp(t.chainID) == 0 {
						problems = append(problems, fmt.Sprintf("%s and PAYSTEAD_CHAIN_ID_%s are both chain %s: name each chain once", idVar, other.key, t.chainID))
					}
				}
			}
			problems = append(problems, req.completeTarget(&t, routerFlag, "--router", "PAYSTEAD_CHAIN_ID_"+k)...)
			problems = append(problems, t.takeUSDC(getenv("PAYSTEAD_USDC_ADDRESS_"+k), "PAYSTEAD_USDC_ADDRESS_"+k)...)
			req.targets = append(req.targets, t)
		}
	}
	if len(problems) > 0 {
		return deployRequest{}, errors.New(strings.Join(problems, "; "))
	}
	return req, nil
}

// completeTarget fills in t's router and quoter from its chain's canonical Uniswap deployment
// and the --router flag, and checks that the dev flags suit its chain.
func (req deployRequest) completeTarget(t *deployTarget, routerFlag, routerName, chainName string) []string {
	if t.chainID == nil {
		return nil
	}
	var problems []string
	var canonical config.UniswapDeployment
	if t.chainID.IsInt64() {
		canonical = config.CanonicalUniswap[t.chainID.Int64()]
	}
	switch r := routerFlag; {
	case r == "auto":
		t.router = canonical.SwapRouter
	case r == "none" || r == "":
	case !hexAddress.MatchString(r):
		problems = append(problems, routerName+" must be an address, auto or none")
	case canonical.SwapRouter02 != (common.Address{}) && common.HexToAddress(r) == canonical.SwapRouter02:
		problems = append(problems, routerName+" is this chain's SwapRouter02, whose exactOutputSingle (no deadline field) the gateway cannot call; give the original Uniswap v3 SwapRouter or none")
	default:
		t.router = common.HexToAddress(r)
	}
	if t.quoter == (common.Address{}) {
		t.quoter = canonical.QuoterV2
	}
	if (req.devPermit2 || req.devTokens) && !chain.IsDevChain(t.chainID) {
		problems = append(problems, fmt.Sprintf("--dev-permit2 and --dev-tokens are for development chains (chain ids 1337 and 31337), not chain %s (%s): a real chain has Permit2 at its canonical address and real USDC and EURC", t.chainID, chainName))
	}
	return problems
}

// takeUSDC sets the USDC serve will take on t's chain: raw (its variable name), else Circle's
// own; a bridged USDC (USDC.e, USDbC) is refused, as serve refuses it.
func (t *deployTarget) takeUSDC(raw, name string) []string {
	if t.chainID == nil || !t.chainID.IsInt64() {
		return nil
	}
	circle := config.CanonicalStablecoins[t.chainID.Int64()]
	raw = strings.TrimSpace(raw)
	if raw == "" {
		t.usdc = circle.USDC
		return nil
	}
	if !hexAddress.MatchString(raw) {
		return []string{name + " must be a 0x-prefixed 20-byte address"}
	}
	t.usdc = common.HexToAddress(raw)
	if bridged, ok := config.BridgedUSDC(t.chainID.Int64(), t.usdc); ok {
		return []string{fmt.Sprintf("%s is %s %s, a bridged USDC, not Circle's native USDC (%s on chain %s): set the native one, or leave it unset",
			name, t.usdc.Hex(), bridged, circle.USDC.Hex(), t.chainID)}
	}
	return nil
}

// checkUSDC reads the USDC serve will take on t's chain: it must be a token (decimals()
// answers), and at Circle's address it must report Circle's name() and version() ("USD Coin" on
// the main networks, "USDC" on their test networks; "2"), or the endpoint is another chain than
// its id says.
func checkUSDC(ctx context.Context, client *ethclient.Client, t deployTarget) []string {
	if t.usdc == (common.Address{}) {
		return nil
	}
	token := chain.NewToken(client, t.usdc)
	if _, err := token.Decimals(ctx); err != nil {
		return []string{fmt.Sprintf("%s: the USDC serve will take, %s, is not a token there: %v", t.label(), t.usdc.Hex(), err)}
	}
	name := config.CircleName(t.chainID.Int64(), t.usdc)
	if name == "" {
		return nil
	}
	d, err := token.PermitDomain(ctx, t.chainID)
	if err != nil || d.Name != name || d.Version != config.CircleVersion {
		return []string{fmt.Sprintf("%s: Circle's USDC address %s reports name() %q and version() %q (%v), not %q and %q: is the endpoint a node of chain %s?",
			t.label(), t.usdc.Hex(), d.Name, d.Version, err, name, config.CircleVersion, t.chainID)}
	}
	return nil
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
	req, err := parseDeploy(args, os.Getenv, stderr)
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

// deployed is one chain's finished deployment.
type deployed struct {
	target   deployTarget
	dep      chain.Deployment
	deposits chain.DepositSetup // zero Factory: none
	subs     common.Address     // the subscription manager; zero: none
}

// deploy checks every chain, and sends nothing unless all pass; then it deploys to each in
// turn and writes the settings of those deployed, even when a later chain fails.
func deploy(ctx context.Context, req deployRequest, key *ecdsa.PrivateKey, stdout, stderr io.Writer) error {
	deployer := crypto.PubkeyToAddress(key.PublicKey)
	clients := make([]*ethclient.Client, len(req.targets))
	defer func() {
		for _, c := range clients {
			if c != nil {
				c.Close()
			}
		}
	}()
	plans := make([]chain.DeployPlan, len(req.targets))
	var refusals []string
	for i, t := range req.targets {
		client, err := ethclient.DialContext(ctx, t.rpcURL)
		if err != nil { // a ws(s) endpoint that does not answer fails here
			refusals = append(refusals, refusal(&chain.DeployRefusedError{Problems: []chain.DeployProblem{
				{Check: chain.DeployNoAnswer, Message: fmt.Sprintf("could not connect to the RPC endpoint: %v", err)},
			}}, t)...)
			continue
		}
		clients[i] = client
		checkCtx, cancelCheck := context.WithTimeout(ctx, checkTimeout)
		plans[i], err = chain.CheckDeploy(checkCtx, client, deployer, req.options(t))
		if err != nil {
			refusals = append(refusals, refusal(err, t)...)
		}
		refusals = append(refusals, checkUSDC(checkCtx, client, t)...)
		cancelCheck()
	}
	if len(refusals) > 0 {
		return errors.New(strings.Join(append([]string{"refusing to deploy, nothing was sent:"}, refusals...), "\n"))
	}

	var done []deployed
	var failed error
	for i, t := range req.targets {
		plan := plans[i]
		fmt.Fprintf(stderr, "%s answers; deployer %s holds %s ETH; deploying %s needs up to %s ETH (%d gas at up to %s gwei)\n",
			t.label(), deployer.Hex(), money.FormatDecimal(plan.Balance, 18), strings.Join(plan.Contracts, ", "),
			money.FormatDecimal(plan.Cost, 18), plan.Gas, money.FormatDecimal(plan.FeeCap, 9))
		dep, err := plan.Deploy(ctx, clients[i], key)
		if err != nil {
			failed = fmt.Errorf("%s: %s", t.label(), redact(err, t.rpcURL))
			if len(dep.Transactions) > 0 {
				failed = fmt.Errorf("%w (transactions sent: %s)", failed, hashList(dep.Transactions))
			}
			break
		}
		if req.devTokens {
			// Circle's own token contracts, as on the main networks.
			if dep.USDC, dep.EURC, err = chain.DeployDevFiatTokens(ctx, clients[i], key, t.chainID, req.tokenAdmin, dep.Owner, nil); err != nil {
				failed = fmt.Errorf("%s: the dev tokens: %s", t.label(), redact(err, t.rpcURL))
				break
			}
			fmt.Fprintf(stderr, "%s: deployed USDC %s and EURC %s (Circle's FiatToken v2.2; proxy admin %s)\n", t.label(), dep.USDC.Hex(), dep.EURC.Hex(), req.tokenAdmin.Hex())
		}
		fmt.Fprintf(stderr, "%s: deployed gateway %s in block %d (%d gas, transactions %s); verified owner() %s, permit2() %s, swapRouter() %s\n",
			t.label(), dep.Gateway.Hex(), dep.Block, dep.GasUsed, hashList(dep.Transactions), dep.Owner.Hex(), dep.Permit2.Hex(), addressOrNone(dep.SwapRouter))
		d := deployed{target: t, dep: dep}
		if req.deposits {
			d.deposits = setUpDeposits(ctx, clients[i], key, t, dep, stderr)
		}
		if req.subs {
			if d.subs, err = chain.DeploySubscriptionManager(ctx, clients[i], chain.NewTransactor(clients[i], key, t.chainID, nil), dep.Gateway, dep.Permit2); err != nil {
				fmt.Fprintf(stderr, "%s: no subscription manager: %s\n", t.label(), redact(err, t.rpcURL))
			} else {
				fmt.Fprintf(stderr, "%s: deployed the subscription manager %s\n", t.label(), d.subs.Hex())
			}
		}
		done = append(done, d)
	}
	if len(done) > 0 {
		settings := deploySettings(done)
		if req.out == "" {
			fmt.Fprint(stdout, settings)
		} else {
			if err := writePrivateFile(req.out, []byte(settings)); err != nil {
				return errors.Join(failed, err)
			}
			fmt.Fprintf(stderr, "wrote the settings to %s (mode 0600)\n", req.out)
		}
	}
	if failed != nil {
		if len(done) > 0 {
			var left []string
			for _, t := range req.targets[len(done):] {
				left = append(left, t.key)
			}
			failed = fmt.Errorf("%w\nthe settings above are those of the chains deployed; deploy the rest with --chains %s (another --out) and add their lines", failed, strings.Join(left, ","))
		}
		return failed
	}
	fmt.Fprint(stderr, nextSteps(done))
	return nil
}

// options are what chain.CheckDeploy and Deploy take for t.
func (req deployRequest) options(t deployTarget) chain.DeployOptions {
	return chain.DeployOptions{
		ChainID: t.chainID, Owner: req.owner, Permit2: config.CanonicalPermit2, DeployPermit2: req.devPermit2,
		SwapRouter: t.router,
	}
}

// refusal words each failed check of t, with what the operator can do about it.
func refusal(err error, t deployTarget) []string {
	var refused *chain.DeployRefusedError
	if !errors.As(err, &refused) {
		return []string{"  - " + t.label() + ": " + redact(err, t.rpcURL)}
	}
	var lines []string
	for _, p := range refused.Problems {
		hint := ""
		switch p.Check {
		case chain.DeployNoAnswer:
			hint = fmt.Sprintf("is the node at %s running and reachable? (waited up to %s)", redactURL(t.rpcURL), checkTimeout)
		case chain.DeployWrongChain:
			hint = "check --rpc and --chain-id"
			if t.key != "" {
				hint = fmt.Sprintf("check PAYSTEAD_RPC_URL_%[1]s and PAYSTEAD_CHAIN_ID_%[1]s", t.key)
			}
		case chain.DeployNoPermit2:
			if chain.IsDevChain(t.chainID) {
				hint = "on this development chain, --dev-permit2 deploys one"
			} else {
				hint = "Paystead runs only where Permit2 is deployed"
			}
		case chain.DeployNoSwapRouter:
			hint = "check --router, or pass --router none"
		case chain.DeployUnfunded:
			hint = "send the deployer some of the chain's native token and run deploy again"
		}
		line := "  - "
		if t.key != "" {
			line += t.label() + ": "
		}
		line += redact(errors.New(p.Message), t.rpcURL)
		if hint != "" {
			line += "; " + hint
		}
		lines = append(lines, line)
	}
	return lines
}

// setUpDeposits gives the gateway just deployed on t deposit addresses, and says what it did.
// A chain it cannot give them to is deployed without them: deposits are a way to pay, not the
// only one.
func setUpDeposits(ctx context.Context, client *ethclient.Client, key *ecdsa.PrivateKey, t deployTarget, dep chain.Deployment, stderr io.Writer) chain.DepositSetup {
	setup, err := chain.SetUpDeposits(ctx, client, chain.NewTransactor(client, key, t.chainID, nil), dep.Gateway, dep.Owner)
	if err != nil {
		fmt.Fprintf(stderr, "%s: no deposit addresses: %s\n", t.label(), redact(err, t.rpcURL))
		return chain.DepositSetup{}
	}
	if setup.DeployedProxy {
		fmt.Fprintf(stderr, "%s: deployed the deterministic deployment proxy %s by its keyless transaction\n", t.label(), chain.DeterministicDeployer.Hex())
	}
	if setup.Wired {
		fmt.Fprintf(stderr, "%s: deposit factory %s, controlled by the gateway and named on it\n", t.label(), setup.Factory.Hex())
	} else {
		fmt.Fprintf(stderr, "%s: deposit factory %s; from the owner %s: setController(%s, true) on the factory, then setDepositFactory(%s) on the gateway\n",
			t.label(), setup.Factory.Hex(), dep.Owner.Hex(), dep.Gateway.Hex(), setup.Factory.Hex())
	}
	return setup
}
