package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/paystead/paystead/backend/chain"
)

// call is one gateway transaction a command prints or sends: described in
// words, its calldata, how to send it, and how to tell, once it is mined,
// that the gateway shows it (from is the wallet that sent it).
type call struct {
	what  string
	data  []byte
	send  func(context.Context, *chain.Gateway, *bind.TransactOpts) (*types.Transaction, error)
	shown func(ctx context.Context, g *chain.Gateway, from common.Address) (bool, error)
}

// chainTarget is where a command's transactions go: a gateway, and when
// rpcURL is set the endpoint to send through and the chain it must serve.
type chainTarget struct {
	gateway common.Address
	rpcURL  string
	chainID *big.Int
}

// targetFlags parses --gateway, --rpc and --chain-id, appending what is
// wrong to problems.
func targetFlags(gateway, rpcURL, chainID string, problems *[]string) chainTarget {
	var t chainTarget
	if gateway == "" {
		*problems = append(*problems, "--gateway is required")
	} else if a, ok := nonzeroAddress(gateway); !ok {
		*problems = append(*problems, "--gateway must be a 0x-prefixed 20-byte address, not zero")
	} else {
		t.gateway = a
	}
	if rpcURL != "" {
		if !rpcURLOK(rpcURL) {
			*problems = append(*problems, "--rpc must be an http(s) or ws(s) URL")
		}
		if t.chainID = parseChainID(chainID); t.chainID == nil {
			*problems = append(*problems, "--chain-id must be a positive decimal integer with --rpc")
		}
		t.rpcURL = rpcURL
	}
	return t
}

// optionalAddress parses an address flag that may be left out (zero);
// what is wrong with it goes to problems.
func optionalAddress(flagName, v string, problems *[]string) common.Address {
	if v == "" {
		return common.Address{}
	}
	a, ok := nonzeroAddress(v)
	if !ok {
		*problems = append(*problems, "--"+flagName+" must be a 0x-prefixed 20-byte address, not zero")
	}
	return a
}

// dial connects to t's endpoint and checks that it serves t's chain and
// that the gateway has code there. Errors never carry the URL, which may
// hold a provider's API key.
func (t chainTarget) dial(ctx context.Context) (*ethclient.Client, error) {
	client, err := dialChain(ctx, t.rpcURL, t.chainID)
	if err != nil {
		return nil, err
	}
	code, err := client.CodeAt(ctx, t.gateway, nil)
	switch {
	case err != nil:
		client.Close()
		return nil, fmt.Errorf("reading the code at --gateway %s: %s", t.gateway.Hex(), redact(err, t.rpcURL))
	case len(code) == 0:
		client.Close()
		return nil, fmt.Errorf("no gateway at %s on chain %s: check --gateway", t.gateway.Hex(), t.chainID)
	}
	return client, nil
}

// dialChain connects to rpcURL and checks, within checkTimeout, that it
// serves chain id. Errors never carry the URL.
func dialChain(ctx context.Context, rpcURL string, id *big.Int) (*ethclient.Client, error) {
	client, err := ethclient.DialContext(ctx, rpcURL)
	if err != nil {
		return nil, fmt.Errorf("connect to %s: %s", redactURL(rpcURL), redact(err, rpcURL))
	}
	checkCtx, cancel := context.WithTimeout(ctx, checkTimeout)
	got, err := client.ChainID(checkCtx)
	cancel()
	switch {
	case err != nil:
		client.Close()
		return nil, fmt.Errorf("the RPC endpoint %s did not answer eth_chainId: %s", redactURL(rpcURL), redact(err, rpcURL))
	case got.Cmp(id) != 0:
		client.Close()
		return nil, fmt.Errorf("the RPC endpoint serves chain %s, not chain %s: check --rpc and --chain-id", got, id)
	}
	return client, nil
}

// printCalls writes calls as transactions for wallet to send.
func printCalls(w io.Writer, wallet string, gateway common.Address, calls []call) {
	fmt.Fprintf(w, "# Send from %s (value 0):\n", wallet)
	for _, c := range calls {
		fmt.Fprintf(w, "%s\n  to:   %s\n  data: 0x%x\n", c.what, gateway.Hex(), c.data)
	}
}

// sendCalls sends calls in order from key's wallet through client, each
// mined before the next, reports each on w, and then reads the gateway
// back until it shows every one: up to 15 s, since a node may answer a
// receipt a moment before its calls see the block (or, behind a balancer,
// from another node).
func (t chainTarget) sendCalls(ctx context.Context, client *ethclient.Client, tr *chain.Transactor, calls []call, w io.Writer) error {
	g := chain.NewGateway(client, t.gateway)
	for _, c := range calls {
		tx, err := tr.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) { return c.send(ctx, g, o) })
		if err != nil {
			return fmt.Errorf("%s from %s: %s", c.what, tr.Address().Hex(), redact(err, t.rpcURL))
		}
		r, err := chain.WaitMined(ctx, client, tx)
		if err != nil {
			return fmt.Errorf("%s: %s", c.what, redact(err, t.rpcURL))
		}
		if r.Status != types.ReceiptStatusSuccessful {
			return fmt.Errorf("%s reverted in %s", c.what, tx.Hash().Hex())
		}
		fmt.Fprintf(w, "%s sent from %s in %s\n", c.what, tr.Address().Hex(), tx.Hash().Hex())
	}
	for deadline := time.Now().Add(15 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		var pending string
		for _, c := range calls {
			ok, err := c.shown(ctx, g, tr.Address())
			if err != nil {
				return fmt.Errorf("reading the gateway back: %s", redact(err, t.rpcURL))
			}
			if !ok {
				pending = c.what
				break
			}
		}
		if pending == "" {
			return nil
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("%s was mined, but the gateway does not show it yet: read it again with `paystead gateway status`", pending)
		}
	}
}

// ownerKeyVar holds the gateway owner's key when `paystead gateway` sends
// the transactions itself.
const ownerKeyVar = "PAYSTEAD_GATEWAY_OWNER_KEY"

// cmdGateway is the gateway owner's (the operator's) day-2 commands.
func cmdGateway(args []string, stdout, stderr io.Writer) error {
	const usage = `Usage:
  paystead gateway relayer --gateway ADDR (--add ADDR | --remove ADDR) [--rpc URL --chain-id N]
  paystead gateway pause   --gateway ADDR [--rpc URL --chain-id N]
  paystead gateway unpause --gateway ADDR [--rpc URL --chain-id N]
  paystead gateway status  --gateway ADDR --rpc URL --chain-id N [--relayer ADDR] [--merchant ADDR]

The gateway owner's transactions: without --rpc they are printed (to, data) for the owner
wallet (a Safe, say) to send; with --rpc and --chain-id they are sent from the key in
` + ownerKeyVar + ` (hex, never a flag).`
	if len(args) == 0 {
		fmt.Fprintln(stderr, usage)
		return exitCode(2)
	}
	switch args[0] {
	case "relayer", "pause", "unpause", "status":
	case "-h", "--help":
		fmt.Fprintln(stdout, usage)
		return nil
	default:
		fmt.Fprintln(stderr, usage)
		return exitCode(2)
	}
	sub := args[0]
	summaries := map[string]string{
		"relayer": "Adds (--add) or removes (--remove) one of the operator's relayers. Every merchant that trusts the\noperator (`paystead merchant authorize --trust-operator`) lets them stage, pay, refund and claim for\nit: rotating the server key is then the operator's alone (README, \"Rotating the server key\").",
		"pause":   "Pauses payments on the gateway, in an emergency: every pay reverts until unpause. Refunds, claims,\nstaging and voids go on; the relayer keeps submitted payments waiting, unsent, and sends them when\npayments resume (or fails them if their invoice expires meanwhile).",
		"unpause": "Lets payments through the gateway again after pause.",
		"status":  "Reads the gateway: its owner, whether payments are paused, and whether --relayer is an operator\nrelayer, --merchant trusts the operator, and --relayer acts for --merchant.",
	}
	fs := newFlags("gateway "+sub, summaries[sub], stderr)
	gateway := fs.String("gateway", "", "gateway address (PAYSTEAD_GATEWAY_ADDRESS) (required)")
	rpcURL := fs.String("rpc", "", "send (or read) through this JSON-RPC URL instead of printing")
	chainID := fs.String("chain-id", "", "the chain id the endpoint must serve (with --rpc)")
	var add, remove, relayer, merchantAddr *string
	switch sub {
	case "relayer":
		add = fs.String("add", "", "the relayer to add: the new server wallet's address")
		remove = fs.String("remove", "", "the relayer to remove: the old server wallet's address")
	case "status":
		relayer = fs.String("relayer", "", "a server wallet to look up")
		merchantAddr = fs.String("merchant", "", "a merchant's owner wallet to look up")
	}
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	var problems []string
	if fs.NArg() > 0 {
		problems = append(problems, fmt.Sprintf("unexpected argument %q (the key comes from %s, never from the command line)", fs.Arg(0), ownerKeyVar))
	}
	target := targetFlags(*gateway, *rpcURL, *chainID, &problems)
	optional := func(flagName, v string) common.Address { return optionalAddress(flagName, v, &problems) }
	g := chain.NewGateway(nil, target.gateway)
	var calls []call
	switch sub {
	case "relayer":
		for _, c := range []struct {
			flag, value string
			allowed     bool
		}{{"add", *add, true}, {"remove", *remove, false}} {
			a := optional(c.flag, c.value)
			if a == (common.Address{}) {
				continue
			}
			calls = append(calls, call{fmt.Sprintf("setOperatorRelayer(%s, %t)", a.Hex(), c.allowed), g.SetOperatorRelayerCalldata(a, c.allowed),
				func(ctx context.Context, g *chain.Gateway, o *bind.TransactOpts) (*types.Transaction, error) {
					return g.SetOperatorRelayer(ctx, o, a, c.allowed)
				},
				func(ctx context.Context, g *chain.Gateway, _ common.Address) (bool, error) {
					ok, err := g.IsOperatorRelayer(ctx, a)
					return ok == c.allowed, err
				}})
		}
		if *add == "" && *remove == "" {
			problems = append(problems, "give --add, --remove or both")
		}
	case "pause":
		calls = append(calls, call{"pause()", g.PauseCalldata(), func(ctx context.Context, g *chain.Gateway, o *bind.TransactOpts) (*types.Transaction, error) {
			return g.Pause(ctx, o)
		}, func(ctx context.Context, g *chain.Gateway, _ common.Address) (bool, error) { return g.Paused(ctx) }})
	case "unpause":
		calls = append(calls, call{"unpause()", g.UnpauseCalldata(), func(ctx context.Context, g *chain.Gateway, o *bind.TransactOpts) (*types.Transaction, error) {
			return g.Unpause(ctx, o)
		}, func(ctx context.Context, g *chain.Gateway, _ common.Address) (bool, error) {
			paused, err := g.Paused(ctx)
			return !paused, err
		}})
	case "status":
		if *rpcURL == "" {
			problems = append(problems, "status reads the chain: give --rpc and --chain-id")
		}
	}
	var who, forMerchant common.Address
	if sub == "status" {
		who, forMerchant = optional("relayer", *relayer), optional("merchant", *merchantAddr)
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}
	if sub != "status" && target.rpcURL == "" {
		printCalls(stdout, "the gateway's owner wallet", target.gateway, calls)
		return nil
	}

	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	client, err := target.dial(ctx)
	if err != nil {
		return err
	}
	defer client.Close()
	g = chain.NewGateway(client, target.gateway)
	if sub == "status" {
		return gatewayStatus(ctx, g, who, forMerchant, stdout, target.rpcURL)
	}
	key, err := envKey(ownerKeyVar, os.Getenv)
	if err != nil {
		return err
	}
	if key == nil {
		return fmt.Errorf("--rpc sends from the gateway's owner wallet: set %s to its hex private key (or leave out --rpc to print the transactions)", ownerKeyVar)
	}
	tr := chain.NewTransactor(client, key, target.chainID, nil)
	owner, err := g.Owner(ctx)
	if err != nil {
		return fmt.Errorf("reading the gateway's owner: %s", redact(err, target.rpcURL))
	}
	if owner != tr.Address() {
		return fmt.Errorf("%s is not the gateway's owner (%s): the gateway would refuse; nothing was sent", tr.Address().Hex(), owner.Hex())
	}
	if err := target.sendCalls(ctx, client, tr, calls, stdout); err != nil {
		return err
	}
	return gatewayStatus(ctx, g, common.Address{}, common.Address{}, stdout, target.rpcURL)
}

// gatewayStatus prints what the gateway says of its owner, its pause, and
// of relayer and merchant when set.
func gatewayStatus(ctx context.Context, g *chain.Gateway, relayer, merchant common.Address, w io.Writer, rpcURL string) error {
	owner, err := g.Owner(ctx)
	if err != nil {
		return fmt.Errorf("reading the gateway: %s", redact(err, rpcURL))
	}
	paused, err := g.Paused(ctx)
	if err != nil {
		return fmt.Errorf("reading the gateway: %s", redact(err, rpcURL))
	}
	fmt.Fprintf(w, "gateway %s: owner %s, payments %s\n", g.Address().Hex(), owner.Hex(), map[bool]string{true: "PAUSED", false: "open"}[paused])
	if relayer != (common.Address{}) {
		ok, err := g.IsOperatorRelayer(ctx, relayer)
		if err != nil {
			return fmt.Errorf("reading the gateway: %s", redact(err, rpcURL))
		}
		fmt.Fprintf(w, "relayer %s: operator relayer %t\n", relayer.Hex(), ok)
	}
	if merchant != (common.Address{}) {
		trusts, err := g.TrustsOperator(ctx, merchant)
		if err != nil {
			return fmt.Errorf("reading the gateway: %s", redact(err, rpcURL))
		}
		fmt.Fprintf(w, "merchant %s: trusts the operator %t\n", merchant.Hex(), trusts)
		if relayer != (common.Address{}) {
			agent, err := g.IsAgent(ctx, merchant, relayer)
			if err != nil {
				return fmt.Errorf("reading the gateway: %s", redact(err, rpcURL))
			}
			fmt.Fprintf(w, "relayer %s acts for merchant %s: %t\n", relayer.Hex(), merchant.Hex(), agent)
		}
	}
	return nil
}
