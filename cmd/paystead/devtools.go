package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math/big"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/devnode"
	"github.com/paystead/paystead/shared/money"
)

// devNode is a development chain a dev tool talks to: its endpoint, after
// checking that it serves a development chain id (1337 or 31337).
func devNode(ctx context.Context, rpcURL, chainID string) (*ethclient.Client, *big.Int, error) {
	var problems []string
	if !rpcURLOK(rpcURL) {
		problems = append(problems, "--rpc must be an http(s) or ws(s) URL (or set PAYSTEAD_RPC_URL)")
	}
	id := parseChainID(chainID)
	switch {
	case id == nil:
		problems = append(problems, "--chain-id must be a positive decimal integer (or set PAYSTEAD_CHAIN_ID)")
	case !chain.IsDevChain(id):
		problems = append(problems, fmt.Sprintf("chain %s is not a development chain (1337 or 31337): these tools never touch a real one", id))
	}
	if len(problems) > 0 {
		return nil, nil, errors.New(strings.Join(problems, "; "))
	}
	client, err := dialChain(ctx, rpcURL, id)
	if err != nil {
		return nil, nil, err
	}
	return client, id, nil
}

// cmdDevFund gives a wallet on a development chain what it needs to try
// Paystead: native token for gas, and test USDC and EURC.
func cmdDevFund(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("dev fund --to ADDR [--eth N] [--usdc N] [--eurc N]",
		"Funds a wallet on a development chain (geth --dev, Anvil, Hardhat: chain ids 1337 and 31337, never another):\n"+
			"--eth from the account the node holds unlocked (geth --dev's developer account, Anvil's first), else\n"+
			"from the key in "+deployerKeyVar+"; --usdc and --eurc minted by the test tokens' owner, the key in\n"+
			deployerKeyVar+" (the deployer of `paystead deploy --dev-tokens`, unless --owner). The endpoint, the\n"+
			"chain and the tokens come from the settings `paystead deploy --out` wrote (PAYSTEAD_RPC_URL,\n"+
			"PAYSTEAD_CHAIN_ID, PAYSTEAD_USDC_ADDRESS, PAYSTEAD_EURC_ADDRESS) unless the flags say otherwise.", stderr)
	rpcURL := fs.String("rpc", os.Getenv("PAYSTEAD_RPC_URL"), "JSON-RPC URL of the development node")
	chainID := fs.String("chain-id", os.Getenv("PAYSTEAD_CHAIN_ID"), "its chain id, 1337 or 31337")
	to := fs.String("to", "", "the wallet to fund (required)")
	eth := fs.String("eth", "", "native token to send, in ether (e.g. 1 or 0.05)")
	usdc := fs.String("usdc", "", "test USDC to mint, in dollars (e.g. 100 or 12.50)")
	eurc := fs.String("eurc", "", "test EURC to mint, in euros")
	usdcAddr := fs.String("usdc-address", os.Getenv("PAYSTEAD_USDC_ADDRESS"), "the test USDC token")
	eurcAddr := fs.String("eurc-address", os.Getenv("PAYSTEAD_EURC_ADDRESS"), "the test EURC token")
	if err := fs.Parse(args); err != nil {
		return err
	}
	var problems []string
	recipient, ok := nonzeroAddress(*to)
	if !ok {
		problems = append(problems, "--to must be a 0x-prefixed 20-byte address, not zero")
	}
	amount := func(flagName, v string, decimals int) *big.Int {
		if v == "" {
			return nil
		}
		units, err := money.ParsePlainDecimal(v, decimals)
		if err != nil || units.Sign() <= 0 {
			problems = append(problems, "--"+flagName+" must be a positive decimal amount such as 100 or 0.5")
			return nil
		}
		return units
	}
	wei, usdcUnits, eurcUnits := amount("eth", *eth, 18), amount("usdc", *usdc, 6), amount("eurc", *eurc, 6)
	if wei == nil && usdcUnits == nil && eurcUnits == nil && *eth == "" && *usdc == "" && *eurc == "" {
		problems = append(problems, "give --eth, --usdc, --eurc or several")
	}
	tokenAt := func(flagName, v string, needed bool) common.Address {
		if !needed {
			return common.Address{}
		}
		a, ok := nonzeroAddress(v)
		if !ok {
			problems = append(problems, "--"+flagName+" (or its PAYSTEAD_ setting) must name the token")
		}
		return a
	}
	usdcToken, eurcToken := tokenAt("usdc-address", *usdcAddr, usdcUnits != nil), tokenAt("eurc-address", *eurcAddr, eurcUnits != nil)
	if len(problems) > 0 {
		return errors.New(strings.Join(problems, "; "))
	}

	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	client, id, err := devNode(ctx, *rpcURL, *chainID)
	if err != nil {
		return err
	}
	defer client.Close()
	key, err := envKey(deployerKeyVar, os.Getenv)
	if err != nil {
		return err
	}
	var tr *chain.Transactor
	if key != nil {
		tr = chain.NewTransactor(client, key, id, nil)
	}
	var sent []*types.Transaction
	if wei != nil {
		from, unlocked, err := devnode.UnlockedAccount(ctx, client.Client())
		if err != nil {
			return redactedErr(err, *rpcURL)
		}
		switch {
		case unlocked:
			hash, err := devnode.SendFrom(ctx, client.Client(), from, recipient, wei)
			if err != nil {
				return redactedErr(err, *rpcURL)
			}
			tx, _, err := client.TransactionByHash(ctx, hash)
			if err != nil {
				return redactedErr(err, *rpcURL)
			}
			sent = append(sent, tx)
			fmt.Fprintf(stdout, "sent %s ETH from the node's account %s to %s in %s\n", *eth, from.Hex(), recipient.Hex(), hash.Hex())
		case tr != nil:
			tx, err := tr.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
				return sendValue(ctx, client, id, o, recipient, wei)
			})
			if err != nil {
				return redactedErr(err, *rpcURL)
			}
			sent = append(sent, tx)
			fmt.Fprintf(stdout, "sent %s ETH from %s to %s in %s\n", *eth, tr.Address().Hex(), recipient.Hex(), tx.Hash().Hex())
		default:
			return fmt.Errorf("the node holds no unlocked account to send ETH from: set %s to a funded key", deployerKeyVar)
		}
	}
	for _, m := range []struct {
		name, shown string
		token       common.Address
		units       *big.Int
	}{{"USDC", *usdc, usdcToken, usdcUnits}, {"EURC", *eurc, eurcToken, eurcUnits}} {
		if m.units == nil {
			continue
		}
		if tr == nil {
			return fmt.Errorf("minting test %s needs the tokens' owner: set %s to the key that deployed them", m.name, deployerKeyVar)
		}
		token := chain.NewToken(client, m.token)
		tx, err := tr.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) { return token.Mint(ctx, o, recipient, m.units) })
		if err != nil {
			return fmt.Errorf("mint %s from %s (the tokens' owner?): %s", m.name, tr.Address().Hex(), redact(err, *rpcURL))
		}
		sent = append(sent, tx)
		fmt.Fprintf(stdout, "minted %s %s to %s in %s\n", m.shown, m.name, recipient.Hex(), tx.Hash().Hex())
	}
	for _, tx := range sent {
		r, err := chain.WaitMined(ctx, client, tx)
		if err != nil {
			return redactedErr(err, *rpcURL)
		}
		if r.Status != types.ReceiptStatusSuccessful {
			return fmt.Errorf("transaction %s reverted", tx.Hash().Hex())
		}
	}
	return nil
}

// sendValue signs a plain transfer of wei to to, priced at the node's
// suggestion.
func sendValue(ctx context.Context, client *ethclient.Client, id *big.Int, o *bind.TransactOpts, to common.Address, wei *big.Int) (*types.Transaction, error) {
	tip, err := client.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, err
	}
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, err
	}
	feeCap := new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2)))
	tx, err := o.Signer(o.From, types.NewTx(&types.DynamicFeeTx{ChainID: id, Nonce: o.Nonce.Uint64(), GasTipCap: tip, GasFeeCap: feeCap,
		Gas: 21_000, To: &to, Value: wei}))
	if err != nil {
		return nil, err
	}
	return tx, client.SendTransaction(ctx, tx)
}

func redactedErr(err error, rpcURL string) error { return errors.New(redact(err, rpcURL)) }

// cmdDevTravel moves a development chain's clock: past an invoice's
// expiry, or the 7-day refund window before a claim.
func cmdDevTravel(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("dev travel --by DURATION",
		"Moves a development chain's clock forward (chain ids 1337 and 31337, never another), as if it had run that\n"+
			"long: past the 7-day refund window (--by 8d), or an invoice's expiry. Anvil, Hardhat and `paystead dev`\n"+
			"take evm_increaseTime; geth --dev takes a block from its testing API (start geth with --http.api\n"+
			"eth,net,web3,testing), after which its own sealer cannot build until the wall clock catches up: this\n"+
			"command then seals a block every --seal-every in its place, until interrupted (Ctrl-C). Keep it\n"+
			"running while you use the chain.", stderr)
	rpcURL := fs.String("rpc", os.Getenv("PAYSTEAD_RPC_URL"), "JSON-RPC URL of the development node")
	chainID := fs.String("chain-id", os.Getenv("PAYSTEAD_CHAIN_ID"), "its chain id, 1337 or 31337")
	by := fs.String("by", "", "how far: a Go duration (90m, 36h) or days (8d) (required)")
	every := fs.Duration("seal-every", time.Second, "geth: how often to seal a block afterwards")
	if err := fs.Parse(args); err != nil {
		return err
	}
	d, err := parseDays(*by)
	if err != nil || d < time.Second {
		return errors.New("--by must be a duration of a second or more, such as 90m, 36h or 8d")
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	client, _, err := devNode(ctx, *rpcURL, *chainID)
	if err != nil {
		return err
	}
	defer client.Close()
	sealer, err := devnode.Travel(ctx, client.Client(), d)
	if err != nil {
		return redactedErr(err, *rpcURL)
	}
	head, err := client.HeaderByNumber(ctx, nil)
	if err != nil {
		return redactedErr(err, *rpcURL)
	}
	fmt.Fprintf(stdout, "the chain's clock reads %s (block %s)\n", time.Unix(int64(head.Time), 0).UTC().Format(time.RFC3339), head.Number)
	if !sealer {
		return nil
	}
	fmt.Fprintf(stdout, "geth cannot seal on a block from its future: sealing a block every %s in its place; Ctrl-C to stop (geth resumes once the wall clock reaches the chain's)\n", *every)
	devnode.SealEvery(ctx, client.Client(), *every, func(err error) { fmt.Fprintf(stderr, "seal: %s\n", redact(err, *rpcURL)) })
	return nil
}

// parseDays is time.ParseDuration that also takes whole days ("8d").
func parseDays(s string) (time.Duration, error) {
	if days, ok := strings.CutSuffix(strings.TrimSpace(s), "d"); ok {
		n, err := strconv.ParseInt(days, 10, 64)
		if err != nil || n <= 0 || n > 3650 {
			return 0, errors.New("bad days")
		}
		return time.Duration(n) * 24 * time.Hour, nil
	}
	return time.ParseDuration(s)
}

// cmdDevWallet makes a throwaway wallet for trying Paystead: it prints the
// new key's address and the key itself, so it is for test networks only.
func cmdDevWallet(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("dev wallet", "Makes a new throwaway wallet and prints ADDRESS=… and KEY=… (hex): for test networks only,\nsince the key is printed. Keep real keys in a keystore or a secret store.", stderr)
	if err := fs.Parse(args); err != nil {
		return err
	}
	key, err := crypto.GenerateKey()
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "ADDRESS=%s\nKEY=%s\n", crypto.PubkeyToAddress(key.PublicKey).Hex(), keyHex(key))
	return nil
}

// keyHex is key's 32 bytes in hex, as the PAYSTEAD_*_KEY settings take it.
func keyHex(key *ecdsa.PrivateKey) string { return hex.EncodeToString(crypto.FromECDSA(key)) }
