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

// merchantKeyVar holds the merchant owner's key when authorize sends the transactions itself.
const merchantKeyVar = "PAYSTEAD_MERCHANT_KEY"

func cmdMerchantAuthorize(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("merchant authorize --gateway ADDR --delegate ADDR [--payout ADDR] [--rpc URL --chain-id N]",
		"Sets a merchant up on the gateway: setDelegate(delegate, true) lets the server wallet stage the\n"+
			"merchant's invoices, setPayoutWallet(payout) says where claims are paid. Only the merchant's\n"+
			"own (owner) wallet can send them. Without --rpc it prints both transactions (to, data) for\n"+
			"that wallet to send; with --rpc and --chain-id it sends them from the key in "+merchantKeyVar+"\n"+
			"(hex, never a flag) and reads the gateway back.", stderr)
	gateway := fs.String("gateway", "", "gateway address (PAYSTEAD_GATEWAY_ADDRESS) (required)")
	delegate := fs.String("delegate", "", "the server wallet's address (the address of PAYSTEAD_SERVER_KEY)")
	payout := fs.String("payout", "", "the payout wallet claims are paid to")
	rpcURL := fs.String("rpc", "", "send through this JSON-RPC URL instead of printing")
	chainID := fs.String("chain-id", "", "the chain id the endpoint must serve (with --rpc)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var problems []string
	if fs.NArg() > 0 {
		problems = append(problems, fmt.Sprintf("unexpected argument %q (the key comes from %s, never from the command line)", fs.Arg(0), merchantKeyVar))
	}
	addr := func(flagName, v string, required bool) common.Address {
		if v == "" {
			if required {
				problems = append(problems, "--"+flagName+" is required")
			}
			return common.Address{}
		}
		a, ok := nonzeroAddress(v)
		if !ok {
			problems = append(problems, "--"+flagName+" must be a 0x-prefixed 20-byte address, not zero")
		}
		return a
	}
	gw, dlg, pay := addr("gateway", *gateway, true), addr("delegate", *delegate, false), addr("payout", *payout, false)
	if *delegate == "" && *payout == "" {
		problems = append(problems, "give --delegate, --payout or both")
	}
	var id *big.Int
	if *rpcURL != "" {
		if !rpcURLOK(*rpcURL) {
			problems = append(problems, "--rpc must be an http(s) or ws(s) URL")
		}
		if id = parseChainID(*chainID); id == nil {
			problems = append(problems, "--chain-id must be a positive decimal integer with --rpc")
		}
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}

	g := chain.NewGateway(nil, gw)
	type step struct {
		what string
		data []byte
		send func(context.Context, *chain.Gateway, *bind.TransactOpts) (*types.Transaction, error)
	}
	var steps []step
	if dlg != (common.Address{}) {
		steps = append(steps, step{fmt.Sprintf("setDelegate(%s, true)", dlg.Hex()), g.SetDelegateCalldata(dlg, true),
			func(ctx context.Context, g *chain.Gateway, o *bind.TransactOpts) (*types.Transaction, error) {
				return g.SetDelegate(ctx, o, dlg, true)
			}})
	}
	if pay != (common.Address{}) {
		steps = append(steps, step{fmt.Sprintf("setPayoutWallet(%s)", pay.Hex()), g.SetPayoutWalletCalldata(pay),
			func(ctx context.Context, g *chain.Gateway, o *bind.TransactOpts) (*types.Transaction, error) {
				return g.SetPayoutWallet(ctx, o, pay)
			}})
	}
	if *rpcURL == "" {
		fmt.Fprintln(stdout, "# Send from the merchant's owner wallet (value 0):")
		for _, s := range steps {
			fmt.Fprintf(stdout, "%s\n  to:   %s\n  data: 0x%x\n", s.what, gw.Hex(), s.data)
		}
		return nil
	}

	key, err := envKey(merchantKeyVar, os.Getenv)
	if err != nil {
		return err
	}
	if key == nil {
		return fmt.Errorf("--rpc sends from the merchant's owner wallet: set %s to its hex private key (or leave out --rpc to print the transactions)", merchantKeyVar)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	client, err := ethclient.DialContext(ctx, *rpcURL)
	if err != nil {
		return fmt.Errorf("connect to %s: %s", redactURL(*rpcURL), redact(err, *rpcURL))
	}
	defer client.Close()
	checkCtx, cancelCheck := context.WithTimeout(ctx, checkTimeout)
	got, err := client.ChainID(checkCtx)
	cancelCheck()
	switch {
	case err != nil:
		return fmt.Errorf("the RPC endpoint %s did not answer eth_chainId: %s", redactURL(*rpcURL), redact(err, *rpcURL))
	case got.Cmp(id) != 0:
		return fmt.Errorf("the RPC endpoint serves chain %s, not chain %s: check --rpc and --chain-id", got, id)
	}
	code, err := client.CodeAt(ctx, gw, nil)
	switch {
	case err != nil:
		return fmt.Errorf("reading the code at --gateway %s: %s", gw.Hex(), redact(err, *rpcURL))
	case len(code) == 0:
		return fmt.Errorf("no gateway at %s on chain %s: check --gateway", gw.Hex(), id)
	}
	g = chain.NewGateway(client, gw)
	tr := chain.NewTransactor(client, key, id, nil)
	for _, s := range steps {
		tx, err := tr.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) { return s.send(ctx, g, o) })
		if err != nil {
			return fmt.Errorf("%s from %s: %s", s.what, tr.Address().Hex(), redact(err, *rpcURL))
		}
		if _, err := chain.WaitMined(ctx, client, tx); err != nil {
			return fmt.Errorf("%s: %s", s.what, redact(err, *rpcURL))
		}
		fmt.Fprintf(stdout, "%s sent from %s in %s\n", s.what, tr.Address().Hex(), tx.Hash().Hex())
	}
	// Read back, the errors redacted as above: a provider's URL may carry its API key.
	if dlg != (common.Address{}) {
		ok, err := g.IsDelegate(ctx, tr.Address(), dlg)
		switch {
		case err != nil:
			return fmt.Errorf("reading the delegate back: %s", redact(err, *rpcURL))
		case !ok:
			return fmt.Errorf("the gateway does not report %s as a delegate of %s", dlg.Hex(), tr.Address().Hex())
		}
	}
	if pay != (common.Address{}) {
		w, err := g.PayoutWallet(ctx, tr.Address())
		switch {
		case err != nil:
			return fmt.Errorf("reading the payout wallet back: %s", redact(err, *rpcURL))
		case w != pay:
			return fmt.Errorf("the gateway reports payout wallet %s for %s, not %s", w.Hex(), tr.Address().Hex(), pay.Hex())
		}
	}
	return nil
}
