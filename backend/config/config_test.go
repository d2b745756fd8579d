package config

import (
	"fmt"
	"log/slog"
	"math/big"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
	"github.com/stretchr/testify/require"
)

func env(m map[string]string) func(string) string {
	return func(k string) string { return m[k] }
}

func validServe() map[string]string {
	return map[string]string{
		"DATABASE_URL":             "postgres://paystead:s3cret@db:5432/paystead",
		"PAYSTEAD_BASE_URL":        "https://pay.example.com/",
		"PAYSTEAD_RPC_URL":         "https://rpc.example.com",
		"PAYSTEAD_CHAIN_ID":        "8453",
		"PAYSTEAD_SERVER_KEY":      "0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318",
		"PAYSTEAD_GATEWAY_ADDRESS": "0x1111111111111111111111111111111111111111",
		"PAYSTEAD_USDC_ADDRESS":    "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913",
		"PAYSTEAD_EURC_ADDRESS":    "0x60a3E35Cc302bFA44Cb288Bc5a4F316Fdb1adb42",
		"COMPLIANCE_PROVIDER":      "allowall",
	}
}

func TestLoad(t *testing.T) {
	t.Parallel()

	t.Run("ServeListsEveryMissingSettingAtOnce", func(t *testing.T) {
		_, err := Load(Serve, env(nil))
		require.Error(t, err)
		require.True(t, IsConfigError(err))
		for _, v := range Vars {
			if v.RequiredInServe {
				require.Contains(t, err.Error(), v.Name+" is required")
			}
		}
	})

	t.Run("ServeAcceptsACompleteEnvironment", func(t *testing.T) {
		c, err := Load(Serve, env(validServe()))
		require.NoError(t, err)
		require.Equal(t, "https://pay.example.com", c.BaseURL, "trailing slash trimmed")
		require.Equal(t, ":8080", c.ListenAddr)
		require.Equal(t, int64(8453), c.Chains[0].ChainID.Int64())
		require.Equal(t, CanonicalPermit2, c.Chains[0].Permit2)
		require.NotNil(t, c.ServerKey)
		require.Equal(t, 30*time.Second, c.ShutdownTimeout)
	})

	t.Run("InvalidValuesAreNamedButNotEchoed", func(t *testing.T) {
		e := validServe()
		e["PAYSTEAD_SERVER_KEY"] = "not-a-key-but-maybe-a-secret"
		e["PAYSTEAD_CHAIN_ID"] = "-1"
		e["PAYSTEAD_BASE_URL"] = "ftp://x"
		e["PAYSTEAD_GATEWAY_ADDRESS"] = "0x123"
		e["PAYSTEAD_LOG_LEVEL"] = "loud"
		e["PAYSTEAD_SHUTDOWN_TIMEOUT"] = "soon"
		_, err := Load(Serve, env(e))
		require.Error(t, err)
		msg := err.Error()
		for _, name := range []string{"PAYSTEAD_SERVER_KEY", "PAYSTEAD_CHAIN_ID", "PAYSTEAD_BASE_URL", "PAYSTEAD_GATEWAY_ADDRESS", "PAYSTEAD_LOG_LEVEL", "PAYSTEAD_SHUTDOWN_TIMEOUT"} {
			require.Contains(t, msg, name+" is invalid")
		}
		require.NotContains(t, msg, "maybe-a-secret")
		require.Equal(t, 6, strings.Count(msg, "\n  - "))
	})

	t.Run("DevNeedsNothing", func(t *testing.T) {
		c, err := Load(Dev, env(nil))
		require.NoError(t, err)
		require.Equal(t, "127.0.0.1:8080", c.ListenAddr)
		require.Equal(t, "http://127.0.0.1:8080", c.BaseURL)
		require.Equal(t, "127.0.0.1:8545", c.DevRPCAddr)
		require.Equal(t, time.Second, c.DevBlockTime)
		require.Empty(t, c.DatabaseURL)
	})

	t.Run("DevBlockTimeZeroMeansInstant", func(t *testing.T) {
		c, err := Load(Dev, env(map[string]string{"PAYSTEAD_DEV_BLOCK_TIME": "0s"}))
		require.NoError(t, err)
		require.Zero(t, c.DevBlockTime)
	})

	t.Run("DevOrigins", func(t *testing.T) {
		c, err := Load(Dev, env(map[string]string{"PAYSTEAD_DEV_ORIGINS": " http://127.0.0.1:4000, HTTP://LocalHost:5173/ ,http://127.0.0.1:4000"}))
		require.NoError(t, err)
		require.Equal(t, []string{"http://127.0.0.1:4000", "http://localhost:5173"}, c.DevOrigins, "normalised, once each")

		c, err = Load(Dev, env(nil))
		require.NoError(t, err)
		require.Empty(t, c.DevOrigins)

		_, err = Load(Dev, env(map[string]string{"PAYSTEAD_DEV_ORIGINS": "http://127.0.0.1:4000/shop,127.0.0.1:4000"}))
		require.ErrorContains(t, err, `PAYSTEAD_DEV_ORIGINS is invalid: want origins such as http://127.0.0.1:4000 (scheme://host[:port], no path), not "http://127.0.0.1:4000/shop", "127.0.0.1:4000"`)
	})

	t.Run("LogValueHidesSecrets", func(t *testing.T) {
		c, err := Load(Serve, env(validServe()))
		require.NoError(t, err)
		var b strings.Builder
		slog.New(slog.NewJSONHandler(&b, nil)).Info("config", "config", c)
		require.NotContains(t, b.String(), "s3cret")
		require.NotContains(t, b.String(), "4c0883a6")
		require.Contains(t, b.String(), "pay.example.com")
	})
}

func TestUniswapSettings(t *testing.T) {
	t.Parallel()

	t.Run("ServeDefaultsToTheChainsCanonicalDeployment", func(t *testing.T) {
		e := validServe()
		e["PAYSTEAD_CHAIN_ID"] = "1"
		c, err := Load(Serve, env(e))
		require.NoError(t, err)
		require.Equal(t, "0x61fFE014bA17989E743c5F6cB21bF9697530B21e", c.Chains[0].UniswapQuoter.Hex())
		require.Equal(t, "0xE592427A0AEce92De3Edee1F18E0157C05861564", c.Chains[0].UniswapRouter.Hex())
		require.EqualValues(t, 500, c.Chains[0].UniswapFeeTier)
	})

	t.Run("BaseHasAQuoterButNoCompatibleRouter", func(t *testing.T) {
		c, err := Load(Serve, env(validServe())) // chain 8453
		require.NoError(t, err)
		require.Equal(t, "0x3d4e44Eb1374240CE5F1B871ab261CD16335B76a", c.Chains[0].UniswapQuoter.Hex())
		require.Equal(t, common.Address{}, c.Chains[0].UniswapRouter)
	})

	t.Run("UnknownChainHasNoDefaults", func(t *testing.T) {
		e := validServe()
		e["PAYSTEAD_CHAIN_ID"] = "999999"
		c, err := Load(Serve, env(e))
		require.NoError(t, err)
		require.Equal(t, common.Address{}, c.Chains[0].UniswapQuoter)
		require.Equal(t, common.Address{}, c.Chains[0].UniswapRouter)
	})

	t.Run("ExplicitAddressesWin", func(t *testing.T) {
		e := validServe()
		e["PAYSTEAD_CHAIN_ID"] = "42161"
		e["PAYSTEAD_UNISWAP_QUOTER_ADDRESS"] = "0x2222222222222222222222222222222222222222"
		e["PAYSTEAD_UNISWAP_ROUTER_ADDRESS"] = "0x3333333333333333333333333333333333333333"
		e["PAYSTEAD_UNISWAP_FEE_TIER"] = "3000"
		c, err := Load(Serve, env(e))
		require.NoError(t, err)
		require.Equal(t, common.HexToAddress("0x2222222222222222222222222222222222222222"), c.Chains[0].UniswapQuoter)
		require.Equal(t, common.HexToAddress("0x3333333333333333333333333333333333333333"), c.Chains[0].UniswapRouter)
		require.EqualValues(t, 3000, c.Chains[0].UniswapFeeTier)
	})

	t.Run("SwapRouter02IsRejected", func(t *testing.T) {
		e := validServe()
		e["PAYSTEAD_UNISWAP_ROUTER_ADDRESS"] = "0x2626664c2603336E57B271c5C0b26F421741e481" // Base's SwapRouter02
		_, err := Load(Serve, env(e))
		require.ErrorContains(t, err, "PAYSTEAD_UNISWAP_ROUTER_ADDRESS is invalid: this is the chain's SwapRouter02")
	})

	t.Run("FeeTierMustBeAUniswapTier", func(t *testing.T) {
		for _, tier := range []string{"100", "500", "3000", "10000"} {
			e := validServe()
			e["PAYSTEAD_UNISWAP_FEE_TIER"] = tier
			c, err := Load(Serve, env(e))
			require.NoError(t, err, tier)
			require.Equal(t, tier, strconv.FormatUint(uint64(c.Chains[0].UniswapFeeTier), 10))
		}
		for _, bad := range []string{"0", "50", "0.05", "3000bps", "-500", "1000000"} {
			e := validServe()
			e["PAYSTEAD_UNISWAP_FEE_TIER"] = bad
			_, err := Load(Serve, env(e))
			require.True(t, IsConfigError(err), bad)
			require.ErrorContains(t, err, "PAYSTEAD_UNISWAP_FEE_TIER is invalid: want a Uniswap v3 fee tier: 100, 500, 3000 or 10000", bad)
		}
		_, err := Load(Dev, env(map[string]string{"PAYSTEAD_UNISWAP_FEE_TIER": "250"}))
		require.ErrorContains(t, err, "PAYSTEAD_UNISWAP_FEE_TIER is invalid")
	})

	t.Run("DevLeavesAddressesToTheEmbeddedChain", func(t *testing.T) {
		c, err := Load(Dev, env(nil))
		require.NoError(t, err)
		require.Equal(t, common.Address{}, c.Chains[0].UniswapQuoter)
		require.Equal(t, common.Address{}, c.Chains[0].UniswapRouter)
		require.EqualValues(t, 500, c.Chains[0].UniswapFeeTier)
	})
}

// TestCanonicalUniswapTable pins the table to the addresses on Uniswap's deployment pages, so an
// edit is a deliberate one, and checks every chain the table names.
func TestCanonicalUniswapTable(t *testing.T) {
	t.Parallel()
	want := map[int64][3]string{ // QuoterV2, SwapRouter, SwapRouter02
		1:        {"0x61fFE014bA17989E743c5F6cB21bF9697530B21e", "0xE592427A0AEce92De3Edee1F18E0157C05861564", "0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45"},
		10:       {"0x61fFE014bA17989E743c5F6cB21bF9697530B21e", "0xE592427A0AEce92De3Edee1F18E0157C05861564", "0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45"},
		137:      {"0x61fFE014bA17989E743c5F6cB21bF9697530B21e", "0xE592427A0AEce92De3Edee1F18E0157C05861564", "0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45"},
		42161:    {"0x61fFE014bA17989E743c5F6cB21bF9697530B21e", "0xE592427A0AEce92De3Edee1F18E0157C05861564", "0x68b3465833fb72A70ecDF485E0e4C7bD8665Fc45"},
		8453:     {"0x3d4e44Eb1374240CE5F1B871ab261CD16335B76a", "", "0x2626664c2603336E57B271c5C0b26F421741e481"},
		84532:    {"0xC5290058841028F1614F3A6F0F5816cAd0df5E27", "", "0x94cC0AaC535CCDB3C01d6787D6413C739ae12bc4"},
		11155111: {"0xEd1f6473345F45b75F8179591dd5bA1888cf2FB3", "", "0x3bFA4769FB09eefC5a80d6E87c3B9C650f7Ae48E"},
	}
	require.Len(t, CanonicalUniswap, len(want))
	hex := func(a common.Address) string {
		if a == (common.Address{}) {
			return ""
		}
		return a.Hex()
	}
	for id, w := range want {
		d, ok := CanonicalUniswap[id]
		require.True(t, ok, "chain %d", id)
		require.Equal(t, w, [3]string{hex(d.QuoterV2), hex(d.SwapRouter), hex(d.SwapRouter02)}, "chain %d", id)
	}
}

// Webhook endpoints on this host are refused in production unless the
// operator allows them; dev allows them.
func TestWebhookAllowLoopback(t *testing.T) {
	c, err := Load(Serve, env(validServe()))
	require.NoError(t, err)
	require.False(t, c.WebhookAllowLoopback)

	vars := validServe()
	vars["PAYSTEAD_WEBHOOK_ALLOW_LOOPBACK"] = "true"
	c, err = Load(Serve, env(vars))
	require.NoError(t, err)
	require.True(t, c.WebhookAllowLoopback)

	vars["PAYSTEAD_WEBHOOK_ALLOW_LOOPBACK"] = "maybe"
	_, err = Load(Serve, env(vars))
	require.ErrorContains(t, err, "PAYSTEAD_WEBHOOK_ALLOW_LOOPBACK")

	c, err = Load(Dev, env(nil))
	require.NoError(t, err)
	require.True(t, c.WebhookAllowLoopback)
}

// The server key from a go-ethereum keystore and a password file; every
// way it can be wrong is named, with neither the key nor the password.
func TestServerKeystore(t *testing.T) {
	t.Parallel()
	key, err := crypto.GenerateKey()
	require.NoError(t, err)
	dir := t.TempDir()
	const password = "correct horse battery staple"
	id, err := uuid.NewRandom()
	require.NoError(t, err)
	encrypted, err := keystore.EncryptKey(&keystore.Key{Id: id, Address: crypto.PubkeyToAddress(key.PublicKey), PrivateKey: key},
		password, keystore.LightScryptN, keystore.LightScryptP)
	require.NoError(t, err)
	store := filepath.Join(dir, "server.json")
	require.NoError(t, os.WriteFile(store, encrypted, 0o600))
	pwFile := filepath.Join(dir, "password")
	require.NoError(t, os.WriteFile(pwFile, []byte(password+"\n"), 0o600))
	wrongPw := filepath.Join(dir, "wrong")
	require.NoError(t, os.WriteFile(wrongPw, []byte("hunter2\n"), 0o600))

	withStore := func(change map[string]string) map[string]string {
		vars := validServe()
		delete(vars, "PAYSTEAD_SERVER_KEY")
		vars["PAYSTEAD_SERVER_KEYSTORE"], vars["PAYSTEAD_SERVER_KEYSTORE_PASSWORD_FILE"] = store, pwFile
		for k, v := range change {
			if v == "" {
				delete(vars, k)
			} else {
				vars[k] = v
			}
		}
		return vars
	}

	c, err := Load(Serve, env(withStore(nil)))
	require.NoError(t, err)
	require.Equal(t, crypto.FromECDSA(key), crypto.FromECDSA(c.ServerKey))

	for name, tc := range map[string]struct {
		change map[string]string
		want   string
	}{
		"WrongPassword":      {map[string]string{"PAYSTEAD_SERVER_KEYSTORE_PASSWORD_FILE": wrongPw}, "PAYSTEAD_SERVER_KEYSTORE is invalid: cannot unlock"},
		"NoPasswordFile":     {map[string]string{"PAYSTEAD_SERVER_KEYSTORE_PASSWORD_FILE": ""}, "PAYSTEAD_SERVER_KEYSTORE_PASSWORD_FILE is required"},
		"UnreadablePassword": {map[string]string{"PAYSTEAD_SERVER_KEYSTORE_PASSWORD_FILE": filepath.Join(dir, "nope")}, "PAYSTEAD_SERVER_KEYSTORE_PASSWORD_FILE is invalid: cannot read"},
		"NoSuchKeystore":     {map[string]string{"PAYSTEAD_SERVER_KEYSTORE": filepath.Join(dir, "missing.json")}, "no such file"},
		"NotAKeystore":       {map[string]string{"PAYSTEAD_SERVER_KEYSTORE": pwFile}, "PAYSTEAD_SERVER_KEYSTORE is invalid: cannot unlock"},
		"BothKeyAndKeystore": {map[string]string{"PAYSTEAD_SERVER_KEY": validServe()["PAYSTEAD_SERVER_KEY"]}, "set either it or PAYSTEAD_SERVER_KEY, not both"},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			_, err := Load(Serve, env(withStore(tc.change)))
			require.ErrorContains(t, err, tc.want)
			require.NotContains(t, err.Error(), password)
			require.NotContains(t, err.Error(), "hunter2")
		})
	}
}

func TestTrustedProxies(t *testing.T) {
	t.Parallel()
	vars := validServe()
	vars["PAYSTEAD_TRUSTED_PROXIES"] = " 10.0.0.0/8, 192.168.1.7 ,2001:db8::/32,10.1.2.3/8"
	c, err := Load(Serve, env(vars))
	require.NoError(t, err)
	require.Equal(t, []string{"10.0.0.0/8", "192.168.1.7/32", "2001:db8::/32", "10.0.0.0/8"}, func() []string {
		var out []string
		for _, p := range c.TrustedProxies {
			out = append(out, p.String())
		}
		return out
	}())

	vars["PAYSTEAD_TRUSTED_PROXIES"] = "10.0.0.0/8, lb.internal, 10.0.0.0/33"
	_, err = Load(Serve, env(vars))
	require.ErrorContains(t, err, `PAYSTEAD_TRUSTED_PROXIES is invalid: want addresses or CIDR blocks such as 10.0.0.0/8, not "lb.internal", "10.0.0.0/33"`)

	c, err = Load(Serve, env(validServe()))
	require.NoError(t, err)
	require.Empty(t, c.TrustedProxies, "nobody's header is trusted by default")
}

func TestMetricsAddrAndMinServerBalance(t *testing.T) {
	t.Parallel()
	c, err := Load(Serve, env(validServe()))
	require.NoError(t, err)
	require.Equal(t, "127.0.0.1:9090", c.MetricsAddr, "off the public listener by default")
	require.Equal(t, "10000000000000000", c.Chains[0].MinServerBalance.String(), "0.01 by default in production")

	vars := validServe()
	vars["PAYSTEAD_METRICS_ADDR"] = "public"
	c, err = Load(Serve, env(vars))
	require.NoError(t, err)
	require.Empty(t, c.MetricsAddr, "on the public listener, said explicitly")

	vars["PAYSTEAD_METRICS_ADDR"], vars["PAYSTEAD_MIN_SERVER_BALANCE"] = ":9191", "0.000000000000000001"
	c, err = Load(Serve, env(vars))
	require.NoError(t, err)
	require.Equal(t, ":9191", c.MetricsAddr)
	require.Equal(t, "1", c.Chains[0].MinServerBalance.String(), "exact to the wei")

	vars["PAYSTEAD_METRICS_ADDR"], vars["PAYSTEAD_MIN_SERVER_BALANCE"] = "9090", "-1"
	_, err = Load(Serve, env(vars))
	require.ErrorContains(t, err, "PAYSTEAD_METRICS_ADDR is invalid")
	require.ErrorContains(t, err, "PAYSTEAD_MIN_SERVER_BALANCE is invalid")

	c, err = Load(Dev, env(nil))
	require.NoError(t, err)
	require.Zero(t, c.Chains[0].MinServerBalance.Sign(), "no check in dev")
	require.Empty(t, c.MetricsAddr, "dev serves them with the API, on loopback")
}

// On a chain of real money, screening no one is the operator's explicit
// choice; on a test chain it is the default. Known chains are named, with
// their wallet RPC and explorer, unless the settings say otherwise.
func TestKnownChains(t *testing.T) {
	t.Parallel()
	vars := validServe()
	delete(vars, "COMPLIANCE_PROVIDER")
	for id, want := range map[string]string{"8453": "chain 8453 (Base, a main network)", "1": "chain 1 (Ethereum, a main network)",
		"777777": "chain 777777 (Chain 777777, not a test network Paystead knows)"} {
		vars["PAYSTEAD_CHAIN_ID"] = id
		_, err := Load(Serve, env(vars))
		require.ErrorContains(t, err, "COMPLIANCE_PROVIDER is required on "+want, id)
	}
	vars["PAYSTEAD_CHAIN_ID"] = "8453"
	vars["COMPLIANCE_PROVIDER"] = "allowall"
	c, err := Load(Serve, env(vars))
	require.NoError(t, err, "allowall said explicitly")
	require.Equal(t, "allowall", c.Compliance.Provider)
	require.Equal(t, "Base", c.Chains[0].Name)
	require.Equal(t, "https://basescan.org", c.Chains[0].ExplorerURL)
	require.Equal(t, "https://mainnet.base.org", c.Chains[0].WalletRPCURL)
	require.Contains(t, fmt.Sprint(slog.AnyValue(c).Resolve()), "server_wallet=0x", "the serving log names the server wallet")

	delete(vars, "COMPLIANCE_PROVIDER")
	for id, name := range map[string]string{"84532": "Base Sepolia", "11155111": "Sepolia", "1337": "Development chain 1337"} {
		vars["PAYSTEAD_CHAIN_ID"] = id
		c, err := Load(Serve, env(vars))
		require.NoError(t, err, id)
		require.Equal(t, "allowall", c.Compliance.Provider, "a test chain screens no one by default")
		require.Equal(t, name, c.Chains[0].Name)
	}
	vars["PAYSTEAD_CHAIN_ID"] = "84532"
	vars["PAYSTEAD_CHAIN_NAME"], vars["PAYSTEAD_EXPLORER_URL"], vars["PAYSTEAD_WALLET_RPC_URL"] = "My Testnet", "https://scan.example/", "https://rpc.example/public"
	c, err = Load(Serve, env(vars))
	require.NoError(t, err)
	require.Equal(t, "My Testnet", c.Chains[0].Name)
	require.Equal(t, "https://scan.example", c.Chains[0].ExplorerURL)
	require.Equal(t, "https://rpc.example/public", c.Chains[0].WalletRPCURL)

	for id, real := range map[int64]bool{8453: true, 1: true, 777777: true, 84532: false, 1337: false} {
		require.Equal(t, real, Chain{ChainID: big.NewInt(id)}.RealMoney(), id)
	}
	for id, known := range KnownChains {
		require.NotEmpty(t, known.Name, id)
		if id != 1337 && id != 31337 {
			require.Regexp(t, `^https://[a-z0-9.-]+(/[a-zA-Z0-9/._-]*)?$`, known.WalletRPCURL, id)
			require.Regexp(t, `^https://[a-z0-9.-]+$`, known.ExplorerURL, id)
		}
	}
}

func TestRedisURL(t *testing.T) {
	t.Parallel()
	vars := validServe()
	vars["PAYSTEAD_REDIS_URL"] = "redis://:s3cret@cache.internal:6379/2"
	c, err := Load(Serve, env(vars))
	require.NoError(t, err)
	require.Equal(t, "redis://:s3cret@cache.internal:6379/2", c.RedisURL)
	require.NotContains(t, fmt.Sprint(slog.AnyValue(c).Resolve()), "s3cret", "never logged")

	vars["PAYSTEAD_REDIS_URL"] = "cache.internal:6379"
	_, err = Load(Serve, env(vars))
	require.ErrorContains(t, err, "PAYSTEAD_REDIS_URL is invalid")
}

func TestEmailSettings(t *testing.T) {
	t.Parallel()
	c, err := Load(Serve, env(validServe()))
	require.NoError(t, err)
	require.Nil(t, c.Email, "no email unless configured")

	vars := validServe()
	vars["PAYSTEAD_SMTP_URL"] = "smtp://receipts:s3cret@smtp.example.com:587"
	vars["PAYSTEAD_EMAIL_FROM"] = "Paystead <receipts@pay.example.com>"
	c, err = Load(Serve, env(vars))
	require.NoError(t, err)
	require.NotNil(t, c.Email)
	require.Equal(t, "smtp.example.com", c.Email.Host)
	require.Equal(t, "s3cret", c.Email.Password)
	logged := fmt.Sprint(slog.AnyValue(c).Resolve())
	require.NotContains(t, logged, "s3cret", "never logged")
	require.Contains(t, logged, "smtp.example.com")

	delete(vars, "PAYSTEAD_EMAIL_FROM")
	_, err = Load(Serve, env(vars))
	require.ErrorContains(t, err, "PAYSTEAD_EMAIL_FROM")

	vars["PAYSTEAD_EMAIL_FROM"] = "receipts@pay.example.com"
	vars["PAYSTEAD_SMTP_URL"] = "smtp://receipts:s3cret@smtp.example.com:25?tls=none"
	_, err = Load(Serve, env(vars))
	require.ErrorContains(t, err, "PAYSTEAD_SMTP_URL is invalid")
	require.NotContains(t, err.Error(), "s3cret", "the error never repeats the password")

	delete(vars, "PAYSTEAD_SMTP_URL")
	_, err = Load(Serve, env(vars))
	require.ErrorContains(t, err, "PAYSTEAD_SMTP_URL", "a sender without a server")
}

func TestMaxFee(t *testing.T) {
	t.Parallel()
	c, err := Load(Serve, env(validServe()))
	require.NoError(t, err)
	require.Equal(t, "500000000000", c.Chains[0].MaxFee.String(), "500 gwei by default")

	vars := validServe()
	vars["PAYSTEAD_MAX_FEE_GWEI"] = "0.000000001"
	c, err = Load(Serve, env(vars))
	require.NoError(t, err)
	require.Equal(t, "1", c.Chains[0].MaxFee.String(), "exact to the wei")

	for _, bad := range []string{"0", "-5", "1e-10", "lots"} {
		vars["PAYSTEAD_MAX_FEE_GWEI"] = bad
		_, err = Load(Serve, env(vars))
		require.ErrorContains(t, err, "PAYSTEAD_MAX_FEE_GWEI is invalid", bad)
	}
}

func TestRepriceAfter(t *testing.T) {
	t.Parallel()
	c, err := Load(Serve, env(validServe()))
	require.NoError(t, err)
	require.Equal(t, uint64(3), c.Chains[0].RepriceAfter, "three blocks by default")

	vars := validServe()
	vars["PAYSTEAD_REPRICE_AFTER_BLOCKS"] = "0"
	c, err = Load(Serve, env(vars))
	require.NoError(t, err)
	require.Zero(t, c.Chains[0].RepriceAfter, "0 turns repricing off")

	for _, bad := range []string{"-1", "2.5", "soon", "99999999999"} {
		vars["PAYSTEAD_REPRICE_AFTER_BLOCKS"] = bad
		_, err = Load(Serve, env(vars))
		require.ErrorContains(t, err, "PAYSTEAD_REPRICE_AFTER_BLOCKS is invalid", bad)
	}
}

func TestDBMaxConns(t *testing.T) {
	t.Parallel()
	c, err := Load(Serve, env(validServe()))
	require.NoError(t, err)
	require.Zero(t, c.DBMaxConns, "unset: the URL's pool_max_conns, or the default")

	vars := validServe()
	vars["PAYSTEAD_DB_MAX_CONNS"] = "12"
	c, err = Load(Serve, env(vars))
	require.NoError(t, err)
	require.Equal(t, 12, c.DBMaxConns)

	for _, bad := range []string{"0", "1", "-4", "2.5", "many", "99999999999"} {
		vars["PAYSTEAD_DB_MAX_CONNS"] = bad
		_, err = Load(Serve, env(vars))
		require.ErrorContains(t, err, "PAYSTEAD_DB_MAX_CONNS is invalid", bad)
	}
}

func TestInvoiceExpiry(t *testing.T) {
	t.Parallel()
	c, err := Load(Serve, env(validServe()))
	require.NoError(t, err)
	require.Equal(t, 168*time.Hour, c.InvoiceExpiry, "a week by default")

	vars := validServe()
	for value, want := range map[string]time.Duration{"0": 0, "30m": 30 * time.Minute, "8760h": 8760 * time.Hour} {
		vars["PAYSTEAD_INVOICE_EXPIRY"] = value
		c, err = Load(Serve, env(vars))
		require.NoError(t, err, value)
		require.Equal(t, want, c.InvoiceExpiry, value)
	}
	for _, bad := range []string{"-1h", "30s", "8761h", "soon"} {
		vars["PAYSTEAD_INVOICE_EXPIRY"] = bad
		_, err = Load(Serve, env(vars))
		require.ErrorContains(t, err, "PAYSTEAD_INVOICE_EXPIRY is invalid", bad)
	}
}

// PAYSTEAD_TOKENS adds tokens to a deployment (#31 item 2).
func TestTokensVariable(t *testing.T) {
	t.Parallel()
	pyusd := "0x6c3ea9036406852006290770BEdFcAbA0e23A0e8"
	for _, c := range []struct {
		value string
		want  []Token
		err   string
	}{
		{"", nil, ""},
		{"PYUSD:" + pyusd + ":6", []Token{{Symbol: "PYUSD", Address: common.HexToAddress(pyusd), Decimals: 6}}, ""},
		{"PYUSD:" + pyusd + ":6, GBPC:0x00000000000000000000000000000000000000c3:18:USDC", []Token{
			{Symbol: "PYUSD", Address: common.HexToAddress(pyusd), Decimals: 6},
			{Symbol: "GBPC", Address: common.HexToAddress("0x00000000000000000000000000000000000000c3"), Decimals: 18, SwapsInto: "USDC"}}, ""},
		{"PYUSD:" + pyusd, nil, "SYMBOL:ADDRESS:DECIMALS"},
		{"pyusd:" + pyusd + ":6", nil, `symbol "pyusd"`},
		{"USDC:" + pyusd + ":6", nil, "PAYSTEAD_USDC_ADDRESS's"},
		{"PYUSD:0x1234:6", nil, "PYUSD: want a 0x-prefixed 20-byte hex address"},
		{"PYUSD:" + pyusd + ":37", nil, `want its decimals, 0 to 36, not "37"`},
	} {
		t.Run(c.value, func(t *testing.T) {
			t.Parallel()
			e := validServe()
			e["PAYSTEAD_TOKENS"] = c.value
			cfg, err := Load(Serve, env(e))
			if c.err != "" {
				require.ErrorContains(t, err, c.err)
				return
			}
			require.NoError(t, err)
			require.Equal(t, c.want, cfg.Chains[0].Tokens)
		})
	}
}
