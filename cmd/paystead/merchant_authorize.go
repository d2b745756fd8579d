package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"

	"github.com/paystead/paystead/backend/chain"
)

// merchantKeyVar holds the merchant owner's key when authorize sends the transactions itself.
const merchantKeyVar = "PAYSTEAD_MERCHANT_KEY"

func cmdMerchantAuthorize(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("merchant authorize --gateway ADDR [--delegate ADDR] [--trust-operator] [--payout ADDR] [--subscriptions ADDR] [--rpc URL --chain-id N]",
		"Sets a merchant up on the gateway: setDelegate(delegate, true) lets the server wallet stage the\n"+
			"merchant's invoices (and pay, refund and claim them); setOperatorTrusted(true) lets the operator's\n"+
			"relayers do so instead, whichever server wallet the operator runs (`paystead gateway relayer`), so\n"+
			"that the operator rotates its key without the merchant; setPayoutWallet(payout) says where claims\n"+
			"are paid; --subscriptions makes the chain's subscription manager a delegate too, so that it charges\n"+
			"the merchant's subscriptions (each under the payer's signed terms) into its escrow. Only the merchant's own (owner) wallet can send them. Without --rpc it prints the\n"+
			"transactions (to, data) for that wallet to send; with --rpc and --chain-id it sends them from the\n"+
			"key in "+merchantKeyVar+" (hex, never a flag) and reads the gateway back.", stderr)
	gateway := fs.String("gateway", "", "gateway address (PAYSTEAD_GATEWAY_ADDRESS) (required)")
	delegate := fs.String("delegate", "", "the server wallet's address (the address of PAYSTEAD_SERVER_KEY)")
	trust := fs.Bool("trust-operator", false, "trust the operator's relayers, whichever server wallet it runs")
	payout := fs.String("payout", "", "the payout wallet claims are paid to")
	subs := fs.String("subscriptions", "", "the subscription manager's address (PAYSTEAD_SUBSCRIPTION_MANAGER_ADDRESS), to make a delegate")
	rpcURL := fs.String("rpc", "", "send through this JSON-RPC URL instead of printing")
	chainID := fs.String("chain-id", "", "the chain id the endpoint must serve (with --rpc)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var problems []string
	if fs.NArg() > 0 {
		problems = append(problems, fmt.Sprintf("unexpected argument %q (the key comes from %s, never from the command line)", fs.Arg(0), merchantKeyVar))
	}
	addr := func(flagName, v string) common.Address { return optionalAddress(flagName, v, &problems) }
	target := targetFlags(*gateway, *rpcURL, *chainID, &problems)
	dlg, pay, manager := addr("delegate", *delegate), addr("payout", *payout), addr("subscriptions", *subs)
	if *delegate == "" && *payout == "" && !*trust && *subs == "" {
		problems = append(problems, "give --delegate, --trust-operator, --payout, --subscriptions or several")
	}
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}

	g := chain.NewGateway(nil, target.gateway)
	var calls []call
	for _, d := range []common.Address{dlg, manager} {
		if d == (common.Address{}) {
			continue
		}
		calls = append(calls, call{fmt.Sprintf("setDelegate(%s, true)", d.Hex()), g.SetDelegateCalldata(d, true),
			func(ctx context.Context, g *chain.Gateway, o *bind.TransactOpts) (*types.Transaction, error) {
				return g.SetDelegate(ctx, o, d, true)
			},
			func(ctx context.Context, g *chain.Gateway, from common.Address) (bool, error) {
				return g.IsDelegate(ctx, from, d)
			}})
	}
	if *trust {
		calls = append(calls, call{"setOperatorTrusted(true)", g.SetOperatorTrustedCalldata(true),
			func(ctx context.Context, g *chain.Gateway, o *bind.TransactOpts) (*types.Transaction, error) {
				return g.SetOperatorTrusted(ctx, o, true)
			},
			func(ctx context.Context, g *chain.Gateway, from common.Address) (bool, error) {
				return g.TrustsOperator(ctx, from)
			}})
	}
	if pay != (common.Address{}) {
		calls = append(calls, call{fmt.Sprintf("setPayoutWallet(%s)", pay.Hex()), g.SetPayoutWalletCalldata(pay),
			func(ctx context.Context, g *chain.Gateway, o *bind.TransactOpts) (*types.Transaction, error) {
				return g.SetPayoutWallet(ctx, o, pay)
			},
			func(ctx context.Context, g *chain.Gateway, from common.Address) (bool, error) {
				w, err := g.PayoutWallet(ctx, from)
				return w == pay, err
			}})
	}
	if target.rpcURL == "" {
		printCalls(stdout, "the merchant's owner wallet", target.gateway, calls)
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
	client, err := target.dial(ctx)
	if err != nil {
		return err
	}
	defer client.Close()
	tr := chain.NewTransactor(client, key, target.chainID, nil)
	return target.sendCalls(ctx, client, tr, calls, stdout)
}
