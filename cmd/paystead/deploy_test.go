package main

import (
	"context"
	"crypto/ecdsa"
	"encoding/hex"
	"io"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/config"
	"github.com/paystead/paystead/backend/devchain"
)

func TestDeployFlags(t *testing.T) {
	rpc := []string{"--rpc", "http://127.0.0.1:8545"}
	t.Run("Accepts", func(t *testing.T) {
		for _, tc := range []struct {
			name   string
			args   []string
			router common.Address
			quoter common.Address
		}{
			{"AutoRouterOnMainnetIsTheOriginalSwapRouter", []string{"--chain-id", "1"}, config.CanonicalUniswap[1].SwapRouter, config.CanonicalUniswap[1].QuoterV2},
			{"AutoRouterOnBaseIsNone", []string{"--chain-id", "8453"}, common.Address{}, config.CanonicalUniswap[8453].QuoterV2},
			{"RouterNone", []string{"--chain-id", "1", "--router", "none"}, common.Address{}, config.CanonicalUniswap[1].QuoterV2},
			{"ExplicitRouterAndQuoter", []string{"--chain-id", "1337", "--router", "0x1111111111111111111111111111111111111111", "--quoter", "0x2222222222222222222222222222222222222222"},
				common.HexToAddress("0x1111111111111111111111111111111111111111"), common.HexToAddress("0x2222222222222222222222222222222222222222")},
			{"DevFlagsOnAnvil", []string{"--chain-id", "31337", "--dev-permit2", "--dev-tokens"}, common.Address{}, common.Address{}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				req, err := parseDeploy(append(append([]string{}, rpc...), tc.args...), noEnv, io.Discard)
				require.NoError(t, err)
				require.Equal(t, tc.router, req.targets[0].router)
				require.Equal(t, tc.quoter, req.targets[0].quoter)
			})
		}
	})

	t.Run("Refuses", func(t *testing.T) {
		for _, tc := range []struct {
			name string
			args []string
			says []string
		}{
			{"NothingGiven", nil, []string{"--rpc is required", "--chain-id is required"}},
			{"NotAURL", []string{"--rpc", "127.0.0.1:8545", "--chain-id", "1"}, []string{"--rpc must be an http(s) or ws(s) URL"}},
			{"BadChainID", append(rpc, "--chain-id", "0x1"), []string{"--chain-id must be a positive decimal integer"}},
			{"DevPermit2OffADevChain", append(rpc, "--chain-id", "8453", "--dev-permit2"), []string{"development chains (chain ids 1337 and 31337), not chain 8453"}},
			{"DevTokensOffADevChain", append(rpc, "--chain-id", "1", "--dev-tokens"), []string{"not chain 1"}},
			{"SwapRouter02", append(rpc, "--chain-id", "8453", "--router", config.CanonicalUniswap[8453].SwapRouter02.Hex()), []string{"SwapRouter02"}},
			{"BadOwner", append(rpc, "--chain-id", "1", "--owner", "0x0000000000000000000000000000000000000000"), []string{"--owner must be"}},
			{"AKeyAsAnArgument", append(rpc, "--chain-id", "1", "ab12"), []string{"never from the command line"}},
			{"OutInAMissingFolder", append(rpc, "--chain-id", "1", "--out", filepath.Join(os.TempDir(), "no-such-folder-"+uuid.NewString(), "paystead.env")), []string{"--out: there is no folder"}},
			{"OutAFolder", append(rpc, "--chain-id", "1", "--out", os.TempDir()), []string{"--out is a folder"}},
			{"ZeroQuoter", append(rpc, "--chain-id", "1", "--quoter", "0x0000000000000000000000000000000000000000"), []string{"--quoter must be", "not zero"}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, err := parseDeploy(tc.args, noEnv, io.Discard)
				require.Error(t, err)
				for _, s := range tc.says {
					require.Contains(t, err.Error(), s)
				}
			})
		}
	})

	// The USDC serve will take (#33): Circle's own by default on a chain
	// the table knows; a bridged USDC is refused, naming it, as serve
	// refuses it; on several chains, each chain's own variable.
	t.Run("USDC", func(t *testing.T) {
		base := config.CanonicalStablecoins[8453]
		req, err := parseDeploy(append(append([]string{}, rpc...), "--chain-id", "8453"), noEnv, io.Discard)
		require.NoError(t, err)
		require.Equal(t, base.USDC, req.targets[0].usdc, "Circle's own by default")
		req, err = parseDeploy(append(append([]string{}, rpc...), "--chain-id", "1337"), noEnv, io.Discard)
		require.NoError(t, err)
		require.Equal(t, common.Address{}, req.targets[0].usdc, "none known on a dev chain")

		bridged := func(k string) string {
			if k == "PAYSTEAD_USDC_ADDRESS" || k == "PAYSTEAD_USDC_ADDRESS_BASE" {
				return base.Bridged[0].Address.Hex()
			}
			return map[string]string{"PAYSTEAD_RPC_URL_BASE": "https://base.example", "PAYSTEAD_CHAIN_ID_BASE": "8453"}[k]
		}
		_, err = parseDeploy(append(append([]string{}, rpc...), "--chain-id", "8453"), bridged, io.Discard)
		require.ErrorContains(t, err, "PAYSTEAD_USDC_ADDRESS is "+base.Bridged[0].Address.Hex()+" USDbC, a bridged USDC, not Circle's native USDC ("+base.USDC.Hex()+" on chain 8453)")
		_, err = parseDeploy([]string{"--chains", "BASE"}, bridged, io.Discard)
		require.ErrorContains(t, err, "PAYSTEAD_USDC_ADDRESS_BASE is "+base.Bridged[0].Address.Hex()+" USDbC")
	})

	t.Run("Chains", func(t *testing.T) {
		env := map[string]string{
			"PAYSTEAD_RPC_URL_BASE": "https://base.example/v1/secret,https://backup.example", "PAYSTEAD_CHAIN_ID_BASE": "8453",
			"PAYSTEAD_RPC_URL_MAIN": "wss://eth.example", "PAYSTEAD_CHAIN_ID_MAIN": "1",
			"PAYSTEAD_RPC_URL_DEV": "http://127.0.0.1:8545", "PAYSTEAD_CHAIN_ID_DEV": "1337",
			"PAYSTEAD_RPC_URL_ANVIL": "http://127.0.0.1:8546", "PAYSTEAD_CHAIN_ID_ANVIL": "31337",
			"PAYSTEAD_RPC_URL_TWIN": "http://127.0.0.1:8547", "PAYSTEAD_CHAIN_ID_TWIN": "1337",
		}
		getenv := func(k string) string { return env[k] }
		req, err := parseDeploy([]string{"--chains", "base, main"}, getenv, io.Discard)
		require.NoError(t, err)
		require.Len(t, req.targets, 2)
		base, main := req.targets[0], req.targets[1]
		require.Equal(t, "BASE", base.key)
		require.Equal(t, "https://base.example/v1/secret", base.rpcURL, "the first of the chain's endpoints")
		require.Equal(t, int64(8453), base.chainID.Int64())
		require.Equal(t, common.Address{}, base.router, "Base has no original SwapRouter")
		require.Equal(t, config.CanonicalUniswap[8453].QuoterV2, base.quoter)
		require.Equal(t, "MAIN", main.key)
		require.Equal(t, config.CanonicalUniswap[1].SwapRouter, main.router)

		req, err = parseDeploy([]string{"--chains", "DEV,ANVIL", "--dev-permit2", "--dev-tokens", "--router", "none"}, getenv, io.Discard)
		require.NoError(t, err)
		require.Len(t, req.targets, 2)

		for _, tc := range []struct {
			name string
			args []string
			says []string
		}{
			{"WithRPC", []string{"--chains", "BASE", "--rpc", "http://127.0.0.1:8545"}, []string{"drop --rpc and --chain-id"}},
			{"UnsetChain", []string{"--chains", "BASE,OPTIMISM"}, []string{"PAYSTEAD_RPC_URL_OPTIMISM is not set", "PAYSTEAD_CHAIN_ID_OPTIMISM is not set"}},
			{"BadName", []string{"--chains", "BASE,op-mainnet"}, []string{"--chains: want comma-separated chain names"}},
			{"NamedTwice", []string{"--chains", "BASE,base"}, []string{"BASE is named twice"}},
			{"OneChainTwice", []string{"--chains", "DEV,TWIN"}, []string{"PAYSTEAD_CHAIN_ID_TWIN and PAYSTEAD_CHAIN_ID_DEV are both chain 1337"}},
			{"RouterAddress", []string{"--chains", "MAIN", "--router", "0x1111111111111111111111111111111111111111"}, []string{"--router is auto or none"}},
			{"Quoter", []string{"--chains", "MAIN", "--quoter", "0x1111111111111111111111111111111111111111"}, []string{"drop --quoter"}},
			{"DevFlagsOnARealChain", []string{"--chains", "DEV,BASE", "--dev-tokens"}, []string{"not chain 8453 (PAYSTEAD_CHAIN_ID_BASE)"}},
		} {
			t.Run(tc.name, func(t *testing.T) {
				_, err := parseDeploy(tc.args, getenv, io.Discard)
				require.Error(t, err)
				for _, s := range tc.says {
					require.Contains(t, err.Error(), s)
				}
				require.NotContains(t, err.Error(), "secret")
			})
		}
	})

	t.Run("DeployerKey", func(t *testing.T) {
		key, err := crypto.GenerateKey()
		require.NoError(t, err)
		env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

		got, err := deployerKey("", env(map[string]string{deployerKeyVar: "0x" + keyHex(key)}))
		require.NoError(t, err)
		require.Equal(t, crypto.PubkeyToAddress(key.PublicKey), crypto.PubkeyToAddress(got.PublicKey))

		_, err = deployerKey("", env(nil))
		require.ErrorContains(t, err, "set PAYSTEAD_DEPLOYER_KEY")

		_, err = deployerKey("", env(map[string]string{deployerKeyVar: "secret-looking-but-not-hex"}))
		require.ErrorContains(t, err, "PAYSTEAD_DEPLOYER_KEY is invalid")
		require.NotContains(t, err.Error(), "secret-looking")

		ks := filepath.Join(t.TempDir(), "deployer.json")
		blob, err := keystore.EncryptKey(&keystore.Key{Id: uuid.New(), Address: crypto.PubkeyToAddress(key.PublicKey), PrivateKey: key}, "hunter2", keystore.LightScryptN, keystore.LightScryptP)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(ks, blob, 0o600))
		got, err = deployerKey(ks, env(map[string]string{deployerPasswordVar: "hunter2"}))
		require.NoError(t, err)
		require.Equal(t, crypto.PubkeyToAddress(key.PublicKey), crypto.PubkeyToAddress(got.PublicKey))

		_, err = deployerKey(ks, env(map[string]string{deployerPasswordVar: "wrong"}))
		require.ErrorContains(t, err, "unlock the keystore")
		require.NotContains(t, err.Error(), "wrong")

		_, err = deployerKey(ks, env(map[string]string{deployerKeyVar: keyHex(key)}))
		require.ErrorContains(t, err, "use one")
	})
}

// noEnv is an environment with nothing set.
func noEnv(string) string { return "" }

func TestMerchantAuthorizeFlags(t *testing.T) {
	// Clipped, so that each case's append copies them.
	gw := []string{"merchant", "authorize", "--gateway", "0x1111111111111111111111111111111111111111"}
	dlg := slices.Clip(append(slices.Clip(gw), "--delegate", "0x2222222222222222222222222222222222222222"))
	for _, tc := range []struct {
		name string
		args []string
		says string
	}{
		{"NoGateway", []string{"merchant", "authorize", "--payout", "0x2222222222222222222222222222222222222222"}, "--gateway is required"},
		{"NothingToSet", gw, "give --delegate, --trust-operator, --payout, --subscriptions or several"},
		{"ZeroManager", append(gw, "--subscriptions", "0x0000000000000000000000000000000000000000"), "--subscriptions must be a 0x-prefixed 20-byte address, not zero"},
		{"ZeroDelegate", append(gw, "--delegate", "0x0000000000000000000000000000000000000000"), "--delegate must be a 0x-prefixed 20-byte address, not zero"},
		{"AKeyAsAnArgument", append(dlg, "ab12"), "never from the command line"},
		{"RPCNotAURL", append(dlg, "--rpc", "127.0.0.1:8545", "--chain-id", "1"), "--rpc must be an http(s) or ws(s) URL"},
		{"RPCWithoutChainID", append(dlg, "--rpc", "http://127.0.0.1:8545"), "--chain-id must be a positive decimal integer"},
	} {
		t.Run("Refuses"+tc.name, func(t *testing.T) {
			var out, errOut strings.Builder
			require.Equal(t, 1, run(tc.args, &out, &errOut))
			require.Empty(t, out.String())
			require.Contains(t, errOut.String(), tc.says)
		})
	}

	t.Run("RefusesAnInvalidKeyWithoutEchoingIt", func(t *testing.T) {
		t.Setenv(merchantKeyVar, "secret-looking-but-not-hex")
		var out, errOut strings.Builder
		require.Equal(t, 1, run(append(dlg, "--rpc", "http://127.0.0.1:8545", "--chain-id", "1"), &out, &errOut))
		require.Contains(t, errOut.String(), merchantKeyVar+" is invalid")
		require.NotContains(t, errOut.String(), "secret-looking")
	})
}

// tokenSymbol is the ERC-20 symbol() of the token at addr.
func tokenSymbol(t *testing.T, client *ethclient.Client, addr common.Address) string {
	t.Helper()
	out, err := client.CallContract(context.Background(), ethereum.CallMsg{To: &addr, Data: crypto.Keccak256([]byte("symbol()"))[:4]}, nil)
	require.NoError(t, err)
	str, err := abi.NewType("string", "", nil)
	require.NoError(t, err)
	values, err := abi.Arguments{{Type: str}}.Unpack(out)
	require.NoError(t, err)
	return values[0].(string)
}

// parseSettings reads KEY=value lines, skipping comments.
func parseSettings(t testing.TB, text string) map[string]string {
	t.Helper()
	m := map[string]string{}
	for _, line := range strings.Split(text, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, "=")
		require.True(t, ok, "not KEY=value: %q", line)
		m[k] = v
	}
	return m
}

// TestDeploy runs `paystead deploy` against the dev chain's JSON-RPC over loopback HTTP. The dev
// chain (id 1337) has its own Permit2 at a CREATE address, so the canonical address is empty there.
func TestDeploy(t *testing.T) {
	ctx := context.Background()
	dev, err := devchain.Start(ctx, devchain.Config{Instant: true, RPCAddr: "127.0.0.1:0"})
	require.NoError(t, err)
	t.Cleanup(func() { _ = dev.Close() })
	client, err := ethclient.Dial(dev.RPCURL())
	require.NoError(t, err)
	t.Cleanup(client.Close)
	uni := dev.Uniswap()

	deployAs := func(t *testing.T, key *ecdsa.PrivateKey, args ...string) (code int, stdout, stderr string) {
		t.Helper()
		t.Setenv(deployerKeyVar, keyHex(key))
		var out, errOut strings.Builder
		code = run(append([]string{"deploy"}, args...), &out, &errOut)
		require.NotContains(t, out.String()+errOut.String(), keyHex(key), "the key was printed")
		return code, out.String(), errOut.String()
	}

	t.Run("DevChainSettingsWorkForServe", func(t *testing.T) {
		code, stdout, stderr := deployAs(t, dev.Payout.Key, "--rpc", dev.RPCURL(), "--chain-id", "1337", "--dev-permit2", "--dev-tokens",
			"--owner", dev.Merchant.Address.Hex(), "--router", uni.Router.Hex(), "--quoter", uni.Quoter.Hex())
		require.Equal(t, 0, code, stderr)
		require.Contains(t, stderr, "paystead migrate")
		settings := parseSettings(t, stdout)
		require.Equal(t, dev.RPCURL(), settings["PAYSTEAD_RPC_URL"])
		require.Equal(t, "1337", settings["PAYSTEAD_CHAIN_ID"])

		env := map[string]string{"DATABASE_URL": "postgres://x@127.0.0.1/x", "PAYSTEAD_BASE_URL": "https://pay.example.com", "PAYSTEAD_SERVER_KEY": keyHex(dev.Server.Key)}
		for k, v := range settings {
			env[k] = v
		}
		cfg, err := config.Load(config.Serve, func(k string) string { return env[k] })
		require.NoError(t, err)
		require.Equal(t, uni.Router, cfg.Chains[0].UniswapRouter)
		require.Equal(t, uni.Quoter, cfg.Chains[0].UniswapQuoter)

		g := chain.NewGateway(client, cfg.Chains[0].Gateway)
		owner, err := g.Owner(ctx)
		require.NoError(t, err)
		require.Equal(t, dev.Merchant.Address, owner)
		permit2, err := g.Permit2(ctx)
		require.NoError(t, err)
		require.Equal(t, cfg.Chains[0].Permit2, permit2)
		require.NotEqual(t, config.CanonicalPermit2, permit2, "a fresh Permit2 was deployed on the dev chain")
		router, err := chain.CheckSwapRouter(ctx, g, cfg.Chains[0].UniswapRouter)
		require.NoError(t, err, "serve's start-up check of the router passes")
		require.Equal(t, uni.Router, router)
		for _, a := range []common.Address{cfg.Chains[0].Permit2, cfg.Chains[0].USDC, cfg.Chains[0].EURC} {
			code, err := client.CodeAt(ctx, a, nil)
			require.NoError(t, err)
			require.NotEmpty(t, code)
		}
		for addr, want := range map[common.Address]string{cfg.Chains[0].USDC: "USDC", cfg.Chains[0].EURC: "EURC"} {
			require.Equal(t, want, tokenSymbol(t, client, addr))
		}
		usdcBalance, err := chain.NewToken(client, cfg.Chains[0].USDC).BalanceOf(ctx, dev.Merchant.Address)
		require.NoError(t, err)
		require.Zero(t, usdcBalance.Sign())

		t.Run("MerchantAuthorizeSendsFromTheOwnersKey", func(t *testing.T) {
			payout := common.HexToAddress("0x52908400098527886E0F7030069857D2E4169EE7")
			manager := cfg.Chains[0].SubscriptionManager
			args := []string{"merchant", "authorize", "--gateway", cfg.Chains[0].Gateway.Hex(), "--delegate", dev.Server.Address.Hex(), "--payout", payout.Hex(),
				"--subscriptions", manager.Hex()}

			var out, errOut strings.Builder
			require.Equal(t, 0, run(args, &out, &errOut), errOut.String())
			require.Contains(t, out.String(), "to:   "+cfg.Chains[0].Gateway.Hex())
			require.Contains(t, out.String(), "data: 0x"+hex.EncodeToString(g.SetDelegateCalldata(dev.Server.Address, true)))
			require.Contains(t, out.String(), "data: 0x"+hex.EncodeToString(g.SetPayoutWalletCalldata(payout)))
			require.Contains(t, out.String(), "data: 0x"+hex.EncodeToString(g.SetDelegateCalldata(manager, true)))

			t.Setenv(merchantKeyVar, keyHex(dev.Customer.Key))
			out.Reset()
			errOut.Reset()
			require.Equal(t, 0, run(append(args, "--rpc", dev.RPCURL(), "--chain-id", "1337"), &out, &errOut), errOut.String())
			ok, err := g.IsDelegate(ctx, dev.Customer.Address, dev.Server.Address)
			require.NoError(t, err)
			require.True(t, ok)
			ok, err = g.IsDelegate(ctx, dev.Customer.Address, manager)
			require.NoError(t, err)
			require.True(t, ok, "the subscription manager a delegate too")
			w, err := g.PayoutWallet(ctx, dev.Customer.Address)
			require.NoError(t, err)
			require.Equal(t, payout, w)

			errOut.Reset()
			noGateway := []string{"merchant", "authorize", "--gateway", payout.Hex(), "--delegate", dev.Server.Address.Hex(), "--rpc", dev.RPCURL(), "--chain-id", "1337"}
			require.Equal(t, 1, run(noGateway, &out, &errOut))
			require.Contains(t, errOut.String(), "no gateway at "+payout.Hex()+" on chain 1337")
		})

		// The operator rotates its server key without the merchants who trust
		// it: they authorize the operator once, the gateway's owner adds the
		// new relayer and removes the old. And pauses payments in an emergency.
		t.Run("GatewayOwnerCommands", func(t *testing.T) {
			g := chain.NewGateway(client, cfg.Chains[0].Gateway)
			target := []string{"--gateway", cfg.Chains[0].Gateway.Hex(), "--rpc", dev.RPCURL(), "--chain-id", "1337"}
			gw := func(t *testing.T, key *ecdsa.PrivateKey, args ...string) (int, string, string) {
				t.Helper()
				t.Setenv(ownerKeyVar, keyHex(key))
				var out, errOut strings.Builder
				code := run(append(append([]string{"gateway"}, args...), target...), &out, &errOut)
				require.NotContains(t, out.String()+errOut.String(), keyHex(key), "the key was printed")
				return code, out.String(), errOut.String()
			}
			merchantWallet := dev.Payout.Address // a funded wallet as the merchant's owner
			t.Setenv(merchantKeyVar, keyHex(dev.Payout.Key))
			var out, errOut strings.Builder
			require.Equal(t, 0, run(append([]string{"merchant", "authorize", "--trust-operator"}, target...), &out, &errOut), errOut.String())
			require.Contains(t, out.String(), "setOperatorTrusted(true) sent from "+merchantWallet.Hex())

			oldRelayer, newRelayer := common.HexToAddress("0x0000000000000000000000000000000000001d01"), common.HexToAddress("0x0000000000000000000000000000000000001d02")
			code, stdout, stderr := gw(t, dev.Merchant.Key, "relayer", "--add", oldRelayer.Hex())
			require.Equal(t, 0, code, stderr)
			require.Contains(t, stdout, "setOperatorRelayer("+oldRelayer.Hex()+", true) sent")
			agent := func(who common.Address) bool {
				ok, err := g.IsAgent(ctx, merchantWallet, who)
				require.NoError(t, err)
				return ok
			}
			require.True(t, agent(oldRelayer))

			// The rotation: the merchant sends nothing.
			code, _, stderr = gw(t, dev.Merchant.Key, "relayer", "--add", newRelayer.Hex(), "--remove", oldRelayer.Hex())
			require.Equal(t, 0, code, stderr)
			require.True(t, agent(newRelayer), "the new server wallet acts for the merchant")
			require.False(t, agent(oldRelayer), "the old one no longer does")
			code, stdout, stderr = gw(t, dev.Merchant.Key, "status", "--relayer", newRelayer.Hex(), "--merchant", merchantWallet.Hex())
			require.Equal(t, 0, code, stderr)
			require.Contains(t, stdout, "payments open")
			require.Contains(t, stdout, "merchant "+merchantWallet.Hex()+": trusts the operator true")
			require.Contains(t, stdout, "relayer "+newRelayer.Hex()+" acts for merchant "+merchantWallet.Hex()+": true")

			code, _, stderr = gw(t, dev.Customer.Key, "pause")
			require.Equal(t, 1, code)
			require.Contains(t, stderr, "is not the gateway's owner")
			require.Contains(t, stderr, "nothing was sent")
			code, stdout, stderr = gw(t, dev.Merchant.Key, "pause")
			require.Equal(t, 0, code, stderr)
			require.Contains(t, stdout, "payments PAUSED")
			paused, err := g.Paused(ctx)
			require.NoError(t, err)
			require.True(t, paused)
			code, stdout, stderr = gw(t, dev.Merchant.Key, "unpause")
			require.Equal(t, 0, code, stderr)
			require.Contains(t, stdout, "payments open")

			// Without --rpc: the owner's transactions, for a Safe to send.
			out.Reset()
			errOut.Reset()
			require.Equal(t, 0, run([]string{"gateway", "pause", "--gateway", cfg.Chains[0].Gateway.Hex()}, &out, &errOut), errOut.String())
			require.Contains(t, out.String(), "data: 0x"+hex.EncodeToString(g.PauseCalldata()))
			out.Reset()
			require.Equal(t, 1, run([]string{"gateway", "relayer", "--gateway", cfg.Chains[0].Gateway.Hex()}, &out, &errOut))
			require.Contains(t, errOut.String(), "give --add, --remove or both")
		})
	})

	t.Run("OutWritesAPrivateFile", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "paystead.env")
		code, stdout, stderr := deployAs(t, dev.Payout.Key, "--rpc", dev.RPCURL(), "--chain-id", "1337", "--dev-permit2", "--router", "none", "--out", path)
		require.Equal(t, 0, code, stderr)
		require.Empty(t, stdout)
		info, err := os.Stat(path)
		require.NoError(t, err)
		require.Equal(t, os.FileMode(0o600), info.Mode().Perm())
		raw, err := os.ReadFile(path)
		require.NoError(t, err)
		settings := parseSettings(t, string(raw))
		require.NotEmpty(t, settings["PAYSTEAD_GATEWAY_ADDRESS"])
		require.NotContains(t, settings, "PAYSTEAD_USDC_ADDRESS", "no test tokens without --dev-tokens")
		require.NotContains(t, settings, "PAYSTEAD_UNISWAP_ROUTER_ADDRESS")
		require.Contains(t, string(raw), "# Set PAYSTEAD_USDC_ADDRESS and PAYSTEAD_EURC_ADDRESS")
	})

	closedPort := func(t *testing.T) string {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		require.NoError(t, err)
		addr := ln.Addr().String()
		require.NoError(t, ln.Close())
		return "http://" + addr + "/secret-api-key"
	}
	unfunded, err := crypto.GenerateKey()
	require.NoError(t, err)

	for _, tc := range []struct {
		name string
		key  *ecdsa.PrivateKey
		args func(t *testing.T) []string
		says []string
	}{
		{"WrongChainID", dev.Customer.Key, func(*testing.T) []string {
			return []string{"--rpc", dev.RPCURL(), "--chain-id", "31337", "--dev-permit2"}
		}, []string{"serves chain 1337, not chain 31337", "check --rpc and --chain-id"}},
		{"NoPermit2", dev.Customer.Key, func(*testing.T) []string {
			return []string{"--rpc", dev.RPCURL(), "--chain-id", "1337"}
		}, []string{"Permit2 has no code at " + config.CanonicalPermit2.Hex(), "--dev-permit2 deploys one"}},
		{"UnfundedDeployer", unfunded, func(*testing.T) []string {
			return []string{"--rpc", dev.RPCURL(), "--chain-id", "1337", "--dev-permit2", "--dev-tokens"}
		}, []string{"holds 0 ETH", "needs up to", "send the deployer some"}},
		{"RPCDoesNotAnswer", dev.Customer.Key, func(t *testing.T) []string {
			return []string{"--rpc", closedPort(t), "--chain-id", "1337"}
		}, []string{"did not answer eth_chainId", "running and reachable"}},
		{"WebSocketDoesNotAnswer", dev.Customer.Key, func(t *testing.T) []string {
			return []string{"--rpc", "ws" + strings.TrimPrefix(closedPort(t), "http"), "--chain-id", "1337"}
		}, []string{"could not connect to the RPC endpoint", "running and reachable"}},
		{"NoRouterThere", dev.Customer.Key, func(*testing.T) []string {
			return []string{"--rpc", dev.RPCURL(), "--chain-id", "1337", "--dev-permit2", "--router", "0x3333333333333333333333333333333333333333"}
		}, []string{"the swap router 0x3333333333333333333333333333333333333333 has no code"}},
		{"DevFlagsOffADevChain", dev.Customer.Key, func(*testing.T) []string {
			return []string{"--rpc", dev.RPCURL(), "--chain-id", "8453", "--dev-tokens"}
		}, []string{"not chain 8453"}},
		// Several chains: one that fails its checks stops all, before
		// anything is sent to the one that passes.
		{"ChainsWhenOneDoesNotAnswer", dev.Customer.Key, func(t *testing.T) []string {
			t.Setenv("PAYSTEAD_RPC_URL_DEV", dev.RPCURL())
			t.Setenv("PAYSTEAD_CHAIN_ID_DEV", "1337")
			t.Setenv("PAYSTEAD_RPC_URL_GONE", closedPort(t))
			t.Setenv("PAYSTEAD_CHAIN_ID_GONE", "31337")
			return []string{"--chains", "DEV,GONE", "--dev-permit2", "--dev-tokens"}
		}, []string{"refusing to deploy, nothing was sent", "GONE (chain 31337): ", "did not answer eth_chainId"}},
	} {
		t.Run("Refuses"+tc.name, func(t *testing.T) {
			from := crypto.PubkeyToAddress(tc.key.PublicKey)
			before, err := client.PendingNonceAt(ctx, from)
			require.NoError(t, err)
			code, stdout, stderr := deployAs(t, tc.key, tc.args(t)...)
			require.Equal(t, 1, code, stderr)
			require.Empty(t, stdout)
			for _, s := range tc.says {
				require.Contains(t, stderr, s)
			}
			require.NotContains(t, stderr, "secret-api-key", "the RPC URL's path may hold an API key")
			after, err := client.PendingNonceAt(ctx, from)
			require.NoError(t, err)
			require.Equal(t, before, after, "nothing was sent")
		})
	}
}

// On a chain where Circle issues them, deploy prints Circle's own USDC
// (and EURC) among the settings (#33); elsewhere it says to set them.
func TestDeploySettingsNameCirclesTokens(t *testing.T) {
	settingsOf := func(chainID int64) string {
		dep := chain.Deployment{ChainID: big.NewInt(chainID), Gateway: common.HexToAddress("0x1111111111111111111111111111111111111111"),
			Permit2: config.CanonicalPermit2, Owner: common.HexToAddress("0x2222222222222222222222222222222222222222")}
		return deploySettings([]deployed{{target: deployTarget{rpcURL: "https://rpc.example", chainID: big.NewInt(chainID)}, dep: dep}})
	}
	base := parseSettings(t, settingsOf(8453))
	require.Equal(t, config.CanonicalStablecoins[8453].USDC.Hex(), base["PAYSTEAD_USDC_ADDRESS"])
	require.Equal(t, config.CanonicalStablecoins[8453].EURC.Hex(), base["PAYSTEAD_EURC_ADDRESS"])
	arb := settingsOf(42161)
	require.Equal(t, config.CanonicalStablecoins[42161].USDC.Hex(), parseSettings(t, arb)["PAYSTEAD_USDC_ADDRESS"])
	require.NotContains(t, parseSettings(t, arb), "PAYSTEAD_EURC_ADDRESS")
	require.Contains(t, arb, "Circle issues no EURC on this chain")
	require.Contains(t, settingsOf(999), "# Set PAYSTEAD_USDC_ADDRESS and PAYSTEAD_EURC_ADDRESS")
}
