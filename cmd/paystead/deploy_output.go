package main

// What deploy writes: the settings serve reads, the steps left to the operator, and the
// private file they go to, with RPC URLs and transaction lists as its messages show them.

import (
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/ethereum/go-ethereum/common"

	"github.com/paystead/paystead/backend/config"
)

// deploySettings are the lines `paystead serve` reads, with a header saying what is still the
// operator's to set: unsuffixed for one chain of --rpc, and PAYSTEAD_CHAINS with each chain's
// variables suffixed with its name for --chains.
func deploySettings(done []deployed) string {
	var b strings.Builder
	dep0 := done[0].dep
	fmt.Fprintf(&b, "# paystead deploy, %s: gateway owned by %s, deployed by %s\n", time.Now().UTC().Format(time.RFC3339), dep0.Owner.Hex(), dep0.Deployer.Hex())
	fmt.Fprintln(&b, "# Also set DATABASE_URL, PAYSTEAD_BASE_URL and PAYSTEAD_SERVER_KEY (the server wallet).")
	if done[0].target.key != "" {
		keys := make([]string, len(done))
		for i, d := range done {
			keys[i] = d.target.key
		}
		fmt.Fprintf(&b, "PAYSTEAD_CHAINS=%s\n", strings.Join(keys, ","))
	}
	for _, d := range done {
		t, dep := d.target, d.dep
		suffix := ""
		if t.key != "" {
			suffix = "_" + t.key
			fmt.Fprintf(&b, "# %s\n", t.label())
		}
		set := func(k, v string) { fmt.Fprintf(&b, "%s%s=%s\n", k, suffix, v) }
		set("PAYSTEAD_RPC_URL", t.rpcURL)
		set("PAYSTEAD_CHAIN_ID", dep.ChainID.String())
		set("PAYSTEAD_GATEWAY_ADDRESS", dep.Gateway.Hex())
		set("PAYSTEAD_PERMIT2_ADDRESS", dep.Permit2.Hex())
		circle := config.CanonicalStablecoins[dep.ChainID.Int64()]
		switch {
		case dep.USDC != (common.Address{}):
			set("PAYSTEAD_USDC_ADDRESS", dep.USDC.Hex())
			set("PAYSTEAD_EURC_ADDRESS", dep.EURC.Hex())
		case circle.USDC != (common.Address{}):
			fmt.Fprintln(&b, "# Circle's own USDC on this chain (serve takes it when unset):")
			set("PAYSTEAD_USDC_ADDRESS", circle.USDC.Hex())
			if circle.EURC != (common.Address{}) {
				set("PAYSTEAD_EURC_ADDRESS", circle.EURC.Hex())
			} else {
				fmt.Fprintf(&b, "# Circle issues no EURC on this chain: set PAYSTEAD_EURC_ADDRESS%s to the EURC you take.\n", suffix)
			}
		default:
			fmt.Fprintf(&b, "# Set PAYSTEAD_USDC_ADDRESS%[1]s and PAYSTEAD_EURC_ADDRESS%[1]s to the chain's USDC and EURC token contracts.\n", suffix)
		}
		if dep.SwapRouter != (common.Address{}) {
			set("PAYSTEAD_UNISWAP_ROUTER_ADDRESS", dep.SwapRouter.Hex())
		} else {
			fmt.Fprintln(&b, "# The gateway has no swap router: EURC payments stay off until its owner calls setSwapRouter.")
		}
		if t.quoter != (common.Address{}) {
			set("PAYSTEAD_UNISWAP_QUOTER_ADDRESS", t.quoter.Hex())
		}
		if d.subs != (common.Address{}) {
			set("PAYSTEAD_SUBSCRIPTION_MANAGER_ADDRESS", d.subs.Hex())
		}
		switch f := d.deposits.Factory; {
		case f == (common.Address{}):
			fmt.Fprintln(&b, "# No deposit factory: invoices have no deposit address on this chain.")
		case d.deposits.Wired:
			set("PAYSTEAD_DEPOSIT_FACTORY_ADDRESS", f.Hex())
		default:
			fmt.Fprintln(&b, "# Once the owner has made the gateway the factory's controller and named it (setDepositFactory):")
			fmt.Fprintf(&b, "# PAYSTEAD_DEPOSIT_FACTORY_ADDRESS%s=%s\n", suffix, f.Hex())
		}
	}
	return b.String()
}

func nextSteps(done []deployed) string {
	gateways := make([]string, len(done))
	for i, d := range done {
		gateways[i] = d.dep.Gateway.Hex()
		if d.target.key != "" {
			gateways[i] += " (" + d.target.key + ")"
		}
	}
	each := ""
	if len(done) > 1 {
		each = "\n     Step 4 is per chain: run it with each chain's --gateway, --rpc and --chain-id."
	}
	return fmt.Sprintf(`
Next:
  1. Add DATABASE_URL, PAYSTEAD_BASE_URL and PAYSTEAD_SERVER_KEY to these settings; fund the server
     wallet with gas (on every chain).
  2. paystead migrate
  3. paystead merchant create --owner 0xMERCHANT_WALLET --payout 0xPAYOUT_WALLET, then
     paystead keys create --merchant ID
  4. From the merchant's wallet, on gateway %[1]s: setOperatorTrusted(true) and
     setPayoutWallet(0xPAYOUT_WALLET) ('paystead merchant authorize --trust-operator --payout …'
     prints or sends both); from the gateway's owner, 'paystead gateway relayer --add
     SERVER_WALLET'. (Or setDelegate(SERVER_WALLET, true) from the merchant's wallet alone.)%[2]s
  5. paystead serve
On a development chain, 'paystead dev fund' gives wallets ETH and test tokens, and
'paystead dev travel' moves the clock: docs/walkthrough.md.
`, strings.Join(gateways, ", "), each)
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
