package config

import (
	"log/slog"
	"strings"
	"testing"
	"time"

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
		require.Equal(t, int64(8453), c.Chain.ChainID.Int64())
		require.Equal(t, CanonicalPermit2, c.Chain.Permit2)
		require.NotNil(t, c.Chain.ServerKey)
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
