package main

import (
	"bufio"
	"context"
	"io"
	"math/big"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/stretchr/testify/require"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/gethdev"
)

// TestDevToolsOnGeth: what an operator trying Paystead on geth --dev
// does without touching geth's console. `paystead dev fund` gives the
// deployer ETH from geth's developer account, then a customer test USDC
// and EURC minted by the deployer; `paystead dev travel` moves the chain's
// clock 8 days and keeps geth sealing blocks until interrupted. Neither
// touches a chain that is not a development chain.
func TestDevToolsOnGeth(t *testing.T) {
	node := gethdev.Start(t, time.Second)
	ctx := context.Background()
	client := node.Client()
	cli := func(t *testing.T, args ...string) (int, string, string) {
		t.Helper()
		var out, errOut strings.Builder
		code := run(args, &out, &errOut)
		return code, out.String(), errOut.String()
	}
	deployer, err := crypto.GenerateKey()
	require.NoError(t, err)
	deployerAddr := crypto.PubkeyToAddress(deployer.PublicKey)

	code, stdout, stderr := cli(t, "dev", "fund", "--rpc", node.RPCURL, "--chain-id", "1337", "--to", deployerAddr.Hex(), "--eth", "10")
	require.Equal(t, 0, code, stderr)
	require.Contains(t, stdout, "from the node's account "+node.Dev.Hex())
	balance, err := client.BalanceAt(ctx, deployerAddr, nil)
	require.NoError(t, err)
	require.Equal(t, new(big.Int).Mul(big.NewInt(10), big.NewInt(1e18)), balance)

	t.Setenv(deployerKeyVar, keyHex(deployer))
	code, stdout, stderr = cli(t, "deploy", "--rpc", node.RPCURL, "--chain-id", "1337", "--dev-permit2", "--dev-tokens")
	require.Equal(t, 0, code, stderr)
	for k, v := range parseSettings(t, stdout) {
		t.Setenv(k, v) // the settings file, loaded as docs/operations.md says
	}
	customer := common.HexToAddress("0x00000000000000000000000000000000C0FFEE01")
	code, stdout, stderr = cli(t, "dev", "fund", "--to", customer.Hex(), "--eth", "0.05", "--usdc", "100", "--eurc", "12.5")
	require.Equal(t, 0, code, stderr)
	require.Contains(t, stdout, "minted 100 USDC")
	for name, want := range map[string]int64{"PAYSTEAD_USDC_ADDRESS": 100_000_000, "PAYSTEAD_EURC_ADDRESS": 12_500_000} {
		got, err := chain.NewToken(client, common.HexToAddress(os.Getenv(name))).BalanceOf(ctx, customer)
		require.NoError(t, err)
		require.Equal(t, big.NewInt(want), got, name)
	}
	balance, err = client.BalanceAt(ctx, customer, nil)
	require.NoError(t, err)
	require.Equal(t, big.NewInt(5e16), balance)

	code, _, stderr = cli(t, "dev", "fund", "--chain-id", "8453", "--to", customer.Hex(), "--eth", "1")
	require.Equal(t, 1, code)
	require.Contains(t, stderr, "not a development chain")

	// dev travel runs until interrupted on geth: the built binary, stopped
	// with SIGINT as Ctrl-C would.
	before, err := client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	bin, _ := buildPaystead(t)
	travel := exec.Command(bin, "dev", "travel", "--by", "8d")
	travel.Env = os.Environ()
	out, err := travel.StdoutPipe()
	require.NoError(t, err)
	travel.Stderr = io.Discard
	require.NoError(t, travel.Start())
	lines := bufio.NewScanner(out)
	var said []string
	for lines.Scan() {
		said = append(said, lines.Text())
		if strings.Contains(lines.Text(), "Ctrl-C to stop") {
			break
		}
	}
	go func() { _, _ = io.Copy(io.Discard, out) }()
	require.Contains(t, strings.Join(said, "\n"), "the chain's clock reads")
	moved, err := client.HeaderByNumber(ctx, nil)
	require.NoError(t, err)
	require.GreaterOrEqual(t, moved.Time, before.Time+8*24*3600, "8 days later on chain")
	require.Eventually(t, func() bool {
		head, err := client.HeaderByNumber(ctx, nil)
		return err == nil && head.Number.Uint64() >= moved.Number.Uint64()+2
	}, 15*time.Second, 200*time.Millisecond, "blocks go on after the jump")
	require.NoError(t, travel.Process.Signal(syscall.SIGINT))
	require.NoError(t, travel.Wait(), "Ctrl-C ends it cleanly")
}
