package main

import (
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"
)

func TestCommandLine(t *testing.T) {
	t.Run("HelpListsEveryCommand", func(t *testing.T) {
		var out, errOut strings.Builder
		require.Equal(t, 0, run([]string{"--help"}, &out, &errOut))
		for _, cmd := range []string{"deploy", "migrate", "merchant create", "merchant authorize", "keys create", "keys list", "keys revoke", "serve", "healthcheck", "dev", "dev fund", "dev travel", "dev pay", "dev wallet", "pg-run", "precompress"} {
			require.Contains(t, out.String(), "\n  "+cmd+" ")
		}
	})

	t.Run("DevWalletPrintsAKeyAndItsAddress", func(t *testing.T) {
		var out, errOut strings.Builder
		require.Equal(t, 0, run([]string{"dev", "wallet"}, &out, &errOut), errOut.String())
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		require.Len(t, lines, 2)
		addr, _ := strings.CutPrefix(lines[0], "ADDRESS=")
		hexKey, _ := strings.CutPrefix(lines[1], "KEY=")
		key, err := crypto.HexToECDSA(hexKey)
		require.NoError(t, err)
		require.Equal(t, crypto.PubkeyToAddress(key.PublicKey).Hex(), addr)
	})

	t.Run("NoCommandPrintsUsageAndFails", func(t *testing.T) {
		var out, errOut strings.Builder
		require.Equal(t, 2, run(nil, &out, &errOut))
		require.Contains(t, out.String(), "Usage:")
	})

	t.Run("UnknownCommandFails", func(t *testing.T) {
		var out, errOut strings.Builder
		require.Equal(t, 2, run([]string{"deplyo"}, &out, &errOut))
		require.Contains(t, errOut.String(), `unknown command "deplyo"`)
	})

	for _, tc := range []struct{ cmd, mentions string }{
		{"serve", "PAYSTEAD_SERVER_KEY"},
		{"dev", "dev.json"},
		{"migrate", "migrations"},
		{"pg-run", "throwaway PostgreSQL"},
		{"deploy", "PAYSTEAD_DEPLOYER_KEY"},
		{"merchant create", "payout"},
		{"merchant authorize", "setPayoutWallet"},
		{"keys create", "shown this once"},
		{"keys list", "Never a secret"},
		{"keys revoke", "leaked"},
		{"healthcheck", "HEALTHCHECK"},
		{"dev fund", "never another"},
		{"dev travel", "testing"},
		{"dev pay", "needs no ETH"},
		{"dev wallet", "test networks only"},
	} {
		t.Run("HelpFor_"+tc.cmd, func(t *testing.T) {
			var out, errOut strings.Builder
			require.Equal(t, 0, run(append(strings.Fields(tc.cmd), "--help"), &out, &errOut))
			require.Contains(t, errOut.String(), "Usage: paystead "+tc.cmd)
			require.Contains(t, errOut.String(), tc.mentions)
		})
	}

	t.Run("MerchantHelpShowsTheWholeSetup", func(t *testing.T) {
		var out, errOut strings.Builder
		require.Equal(t, 0, run([]string{"merchant", "--help"}, &out, &errOut))
		for _, step := range []string{"paystead merchant create --owner", "paystead keys create --merchant", "setDelegate(SERVER_WALLET, true)", "setPayoutWallet", "paystead merchant authorize"} {
			require.Contains(t, errOut.String(), step)
		}
	})

	t.Run("ServeWithoutSettingsNamesEveryMissingOne", func(t *testing.T) {
		for _, k := range []string{"DATABASE_URL", "PAYSTEAD_BASE_URL", "PAYSTEAD_RPC_URL", "PAYSTEAD_CHAIN_ID", "PAYSTEAD_SERVER_KEY", "PAYSTEAD_GATEWAY_ADDRESS", "PAYSTEAD_USDC_ADDRESS", "PAYSTEAD_EURC_ADDRESS"} {
			t.Setenv(k, "")
		}
		var out, errOut strings.Builder
		require.Equal(t, 1, run([]string{"serve"}, &out, &errOut))
		require.Contains(t, errOut.String(), "DATABASE_URL is required")
		require.Contains(t, errOut.String(), "PAYSTEAD_SERVER_KEY is required")
		require.Contains(t, errOut.String(), "PAYSTEAD_EURC_ADDRESS is required")
	})

	t.Run("MigrateNeedsADatabase", func(t *testing.T) {
		t.Setenv("DATABASE_URL", "")
		var out, errOut strings.Builder
		require.Equal(t, 1, run([]string{"migrate"}, &out, &errOut))
		require.Contains(t, errOut.String(), "DATABASE_URL is required")
	})
}
