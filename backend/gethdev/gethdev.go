// Package gethdev runs a real go-ethereum node, `geth --dev`, as a process
// of its own for tests: the production shape of Paystead's chain, where the
// embedded dev chain (backend/devchain) runs in the test's process. The
// binary is bin/geth, built from the go-ethereum module the project pins
// (`make geth`); Binary builds it there when it is missing or stale.
package gethdev

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/ethclient"

	"github.com/paystead/paystead/backend/chain"
	"github.com/paystead/paystead/backend/devnode"
)

// Node is a running `geth --dev` on loopback.
type Node struct {
	// RPCURL is its JSON-RPC endpoint over HTTP.
	RPCURL string
	// Dev is the node's prefunded, unlocked account.
	Dev common.Address
	// ChainID is the dev chain's id (1337).
	ChainID *big.Int

	client  *ethclient.Client
	period  time.Duration
	pid     int
	args    []string // the command line, for a restart
	logPath string
	logFile *os.File
	cmd     *exec.Cmd // nil while stopped
	exited  chan error
}

const module = "github.com/ethereum/go-ethereum"

// Start runs geth --dev with blocks every period (at least a second, as
// geth counts it), under mainnet's forks, in a data folder of its own, and
// stops it and removes the folder when t ends. flags go to geth after
// Start's own (e.g. "--gpo.maxprice", "1").
func Start(t testing.TB, period time.Duration, flags ...string) *Node {
	t.Helper()
	return StartWith(t, Options{Period: period, Flags: flags})
}

// Options vary the node StartWith runs.
type Options struct {
	// Period is the time between blocks (at least a second).
	Period time.Duration
	// Flags go to geth after StartWith's own.
	Flags []string
	// NextFork runs geth's own dev genesis, which also enables the fork
	// after mainnet's (Bogota: its state-gas metering prices a new
	// storage slot near 100,000 gas), for what a chain pricing state
	// higher than mainnet does to fixed gas limits.
	NextFork bool
	// ChainID is the chain's id; zero is geth --dev's 1337. (31337, the
	// other id Paystead treats as a development chain, makes a second
	// one.)
	ChainID int64
}

// StartWith runs geth --dev as opts say (see Start).
func StartWith(t testing.TB, opts Options) *Node {
	t.Helper()
	if opts.ChainID != 0 && opts.NextFork {
		t.Fatalf("gethdev: ChainID needs mainnet's rules (not NextFork)")
	}
	bin := Binary(t)
	port := freePort(t)
	dir := t.TempDir()
	logPath := filepath.Join(dir, "geth.log")
	logFile, err := os.Create(logPath)
	if err != nil {
		t.Fatalf("gethdev: %v", err)
	}
	t.Cleanup(func() { _ = logFile.Close() })
	dataDir := filepath.Join(dir, "data")
	if !opts.NextFork {
		if err := initMainnetRules(bin, dataDir, opts.ChainID, logFile); err != nil {
			t.Fatalf("gethdev: %v\n%s", err, tail(logPath))
		}
	}
	n := &Node{RPCURL: fmt.Sprintf("http://127.0.0.1:%d", port), period: max(time.Second, opts.Period), logPath: logPath, logFile: logFile}
	n.args = append([]string{bin, "--dev", "--dev.period", strconv.Itoa(max(1, int(opts.Period/time.Second))),
		"--datadir", dataDir, "--http", "--http.addr", "127.0.0.1", "--http.port", strconv.Itoa(port),
		"--http.api", "eth,net,web3,testing", "--ipcdisable", "--nodiscover", "--maxpeers", "0", "--port", "0",
		"--authrpc.port", "0", "--verbosity", "2"}, opts.Flags...)
	t.Cleanup(func() { n.stop() })
	if err := n.launch(); err != nil {
		t.Fatalf("gethdev: %v", err)
	}
	t.Cleanup(n.client.Close)
	return n
}

// launch starts the node's process and waits until it answers.
func (n *Node) launch() error {
	cmd := exec.Command(n.args[0], n.args[1:]...)
	cmd.Stdout, cmd.Stderr = n.logFile, n.logFile
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start %s: %w", n.args[0], err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	n.cmd, n.exited, n.pid = cmd, exited, cmd.Process.Pid
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for {
		if err := n.connect(ctx); err == nil {
			return nil
		} else if ctx.Err() != nil {
			return fmt.Errorf("geth did not answer on %s: %w\n%s", n.RPCURL, err, tail(n.logPath))
		}
		select {
		case err := <-exited:
			n.cmd = nil
			return fmt.Errorf("geth exited: %w\n%s", err, tail(n.logPath))
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// stop interrupts the node's process (geth writes its state out) and waits
// for it to end, killing it after 10 seconds.
func (n *Node) stop() {
	if n.cmd == nil {
		return
	}
	_ = n.cmd.Process.Signal(syscall.SIGINT)
	select {
	case <-n.exited:
	case <-time.After(10 * time.Second):
		_ = n.cmd.Process.Kill()
		<-n.exited
	}
	n.cmd = nil
}

// Stop shuts the node down, as an operator stopping it would: its endpoint
// stops answering until Restart. Its chain stays in its data folder.
func (n *Node) Stop(t testing.TB) {
	t.Helper()
	n.stop()
}

// Restart starts a stopped node again on the same endpoint and data
// folder: the chain goes on from its last block.
func (n *Node) Restart(t testing.TB) {
	t.Helper()
	if n.cmd != nil {
		t.Fatalf("gethdev: Restart of a running node")
	}
	if err := n.launch(); err != nil {
		t.Fatalf("gethdev: restart: %v", err)
	}
}

// devGasLimit is the blocks' gas limit: mainnet's (60M since 2025), which
// is also geth's default target, so that a block holds what a mainnet
// block would (geth --dev's own genesis starts at 11.5M and climbs to the
// target by 1/1024 a block).
const devGasLimit = 60_000_000

// initMainnetRules initialises dataDir with geth --dev's genesis under the
// forks mainnet runs (through Osaka), as backend/devchain does: geth 1.17's
// dev genesis also enables the next fork (Bogota), whose state-gas metering
// (EIP-8037) prices a new storage slot near 100,000 gas, so every gas
// figure, gas limit and batch size seen on it would be another chain's.
// geth --dev keeps a chain it finds in its data folder; its developer
// account is a new key, in the folder's keystore with an empty password,
// funded by the genesis as geth's own would be. The blocks' gas limit is
// devGasLimit; the chain's id is chainID (zero: geth --dev's 1337).
func initMainnetRules(bin, dataDir string, chainID int64, out *os.File) error {
	key, err := crypto.GenerateKey()
	if err != nil {
		return err
	}
	ks := keystore.NewKeyStore(filepath.Join(dataDir, "keystore"), keystore.LightScryptN, keystore.LightScryptP)
	dev, err := ks.ImportECDSA(key, "")
	if err != nil {
		return fmt.Errorf("developer key: %w", err)
	}
	genesis := core.DeveloperGenesisBlock(devGasLimit, &dev.Address)
	rules := *genesis.Config
	rules.BogotaTime = nil
	if chainID != 0 {
		rules.ChainID = big.NewInt(chainID)
	}
	genesis.Config = &rules
	raw, err := json.Marshal(genesis)
	if err != nil {
		return err
	}
	path := filepath.Join(filepath.Dir(dataDir), "genesis.json")
	if err := os.WriteFile(path, raw, 0o600); err != nil {
		return err
	}
	init := exec.Command(bin, "init", "--datadir", dataDir, path)
	init.Stdout, init.Stderr = out, out
	if err := init.Run(); err != nil {
		return fmt.Errorf("geth init: %w", err)
	}
	return nil
}

// connect waits for the node to answer, dialing its client the first
// time (over HTTP the same client serves the node after a restart).
func (n *Node) connect(ctx context.Context) error {
	c := n.client
	if c == nil {
		var err error
		if c, err = ethclient.DialContext(ctx, n.RPCURL); err != nil {
			return err
		}
	}
	id, err := c.ChainID(ctx)
	if err == nil {
		var accounts []common.Address
		if err = c.Client().CallContext(ctx, &accounts, "eth_accounts"); err == nil && len(accounts) == 0 {
			err = errors.New("none")
		}
		if err == nil {
			n.client, n.ChainID, n.Dev = c, id, accounts[0]
			return nil
		}
		err = fmt.Errorf("no dev account (%w)", err)
	}
	if c != n.client {
		c.Close()
	}
	return err
}

// Client is a JSON-RPC client of the node.
func (n *Node) Client() *ethclient.Client { return n.client }

// Pid is the geth process's id: a benchmark reads what the node spent
// from it.
func (n *Node) Pid() int { return n.pid }

// Fund sends wei from the dev account to to and waits for it to be mined.
func (n *Node) Fund(t testing.TB, to common.Address, wei *big.Int) {
	t.Helper()
	n.FundAll(t, wei, to)
}

// FundAll sends wei from the dev account to each of to, all at once, and
// waits for every transfer to be mined.
func (n *Node) FundAll(t testing.TB, wei *big.Int, to ...common.Address) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	txs := make([]*types.Transaction, len(to))
	for i, addr := range to {
		hash, err := devnode.SendFrom(ctx, n.client.Client(), n.Dev, addr, wei)
		if err != nil {
			t.Fatalf("gethdev: fund %s: %v", addr.Hex(), err)
		}
		// The node signed it; chain.WaitMined wants the transaction, not only its hash.
		if txs[i], _, err = n.client.TransactionByHash(ctx, hash); err != nil {
			t.Fatalf("gethdev: funding %s: %v", addr.Hex(), err)
		}
	}
	for i, tx := range txs {
		if _, err := chain.WaitMined(ctx, n.client, tx); err != nil {
			t.Fatalf("gethdev: funding %s: %v", to[i].Hex(), err)
		}
	}
}

// Travel moves the chain's clock forward by d, as a chain does that was
// left running for d: it commits an empty block stamped d after the
// latest one, through geth's testing_commitBlockV1 (enabled on loopback
// only). geth --dev's own sealer stamps blocks with the wall clock and
// cannot build on a block from its future, so Travel also starts sealing
// in its place until t ends: every period the node started with, a block
// of what the pool holds, stamped that period after the one before.
func (n *Node) Travel(t testing.TB, d time.Duration) {
	t.Helper()
	n.takeOver(t, d, n.period)
}

// SealEvery makes blocks come every period from now on, stamped period
// apart, as on a chain with slower blocks than the node started with
// (Ethereum's 12 seconds, say): like Travel it takes over sealing from
// geth's own sealer, after an empty block that moves the chain's clock an
// hour ahead.
func (n *Node) SealEvery(t testing.TB, period time.Duration) {
	t.Helper()
	n.takeOver(t, time.Hour, period)
}

// takeOver moves the chain's clock jump ahead (devnode.Travel), then seals
// a block of what the pool holds every period until t ends.
func (n *Node) takeOver(t testing.TB, jump, period time.Duration) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := devnode.Travel(ctx, n.client.Client(), jump); err != nil {
		t.Fatalf("gethdev: travel %s: %v", jump, err)
	}
	sealCtx, stop := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		devnode.SealEvery(sealCtx, n.client.Client(), period, nil)
	}()
	t.Cleanup(func() { stop(); <-done })
}

// Binary returns bin/geth at the module root, building it first (go
// install, under a lock shared by test processes) unless it was built from
// the go-ethereum version go.mod pins.
func Binary(t testing.TB) string {
	t.Helper()
	root, err := moduleRoot()
	if err != nil {
		t.Fatalf("gethdev: %v", err)
	}
	version, err := pinnedVersion(root)
	if err != nil {
		t.Fatalf("gethdev: %v", err)
	}
	binDir := filepath.Join(root, "bin")
	bin, stamp := filepath.Join(binDir, "geth"), filepath.Join(binDir, "geth.version")
	if built(bin, stamp, version) {
		return bin
	}
	if err := os.MkdirAll(binDir, 0o755); err != nil {
		t.Fatalf("gethdev: %v", err)
	}
	lock, err := os.OpenFile(filepath.Join(binDir, ".geth.lock"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		t.Fatalf("gethdev: %v", err)
	}
	defer lock.Close()
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		t.Fatalf("gethdev: lock: %v", err)
	}
	defer syscall.Flock(int(lock.Fd()), syscall.LOCK_UN) //nolint:errcheck
	// Another process may have built it meanwhile.
	if built(bin, stamp, version) {
		return bin
	}
	t.Logf("gethdev: building geth %s into %s (once; `make geth` does it ahead)", version, binDir)
	cmd := exec.Command("go", "install", module+"/cmd/geth@"+version)
	cmd.Env = append(os.Environ(), "GOBIN="+binDir, "GOFLAGS=")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("gethdev: go install geth@%s: %v\n%s", version, err, out)
	}
	if err := os.WriteFile(stamp, []byte(version+"\n"), 0o644); err != nil {
		t.Fatalf("gethdev: %v", err)
	}
	return bin
}

func built(bin, stamp, version string) bool {
	if _, err := os.Stat(bin); err != nil {
		return false
	}
	got, err := os.ReadFile(stamp)
	return err == nil && strings.TrimSpace(string(got)) == version
}

// pinnedVersion is the go-ethereum version go.mod pins.
func pinnedVersion(root string) (string, error) {
	cmd := exec.Command("go", "list", "-m", "-f", "{{if .Replace}}replaced{{else}}{{.Version}}{{end}}", module)
	cmd.Dir = root
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go list -m %s: %w", module, err)
	}
	version := strings.TrimSpace(string(out))
	if version == "replaced" || version == "" {
		return "", fmt.Errorf("%s is replaced in go.mod: build geth by hand into bin/ and write its version to bin/geth.version", module)
	}
	return version, nil
}

func moduleRoot() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	mod := strings.TrimSpace(string(out))
	if mod == "" || mod == os.DevNull {
		return "", errors.New("not inside the module")
	}
	return filepath.Dir(mod), nil
}

func freePort(t testing.TB) int {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatalf("gethdev: %v", err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

func tail(path string) string {
	b, _ := os.ReadFile(path)
	if i := len(b) - 4000; i > 0 {
		b = b[i:]
	}
	return string(bytes.TrimSpace(b))
}
