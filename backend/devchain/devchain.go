// Package devchain runs the embedded development chain behind `paystead dev`, demos and tests: an
// in-process go-ethereum node (ethclient/simulated, chain id 1337) with freshly generated, funded
// wallets, a sealer that produces blocks every BlockTime or as soon as a transaction is pending,
// and a JSON-RPC endpoint on loopback that browser wallets, curl and tools can talk to, including
// the test-node calls evm_increaseTime, evm_mine and evm_setNextBlockTimestamp.
//
// None of this is used outside dev mode.
package devchain

import (
	"cmp"
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"os"
	"reflect"
	"sync"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/rawdb"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/ethereum/go-ethereum/eth/ethconfig"
	"github.com/ethereum/go-ethereum/ethclient"
	"github.com/ethereum/go-ethereum/ethclient/simulated"
	"github.com/ethereum/go-ethereum/node"
	"github.com/ethereum/go-ethereum/params"
	"github.com/ethereum/go-ethereum/rpc"

	"github.com/paystead/paystead/backend/chain"
)

const (
	// DefaultRPCAddr is where `paystead dev` serves the chain's JSON-RPC.
	DefaultRPCAddr = "127.0.0.1:8545"
	// DefaultBlockTime is the block interval when Config.BlockTime is zero and Instant is off.
	DefaultBlockTime = time.Second
)

// devChainID is the dev chain's id unless Config.ChainID says otherwise.
const devChainID = 1337

// genesisBalance funds every generated wallet: one million ETH, more than any dev session spends.
var genesisBalance = new(big.Int).Mul(big.NewInt(1_000_000), big.NewInt(params.Ether))

// Config says how the dev chain seals blocks and where it serves JSON-RPC.
type Config struct {
	// BlockTime is the interval between blocks; zero means DefaultBlockTime. Ignored when Instant.
	BlockTime time.Duration
	// Instant seals a block as soon as a transaction is pending, instead of on a timer.
	Instant bool
	// RPCAddr is the host:port of the JSON-RPC endpoint; "" serves none and "127.0.0.1:0" picks a
	// free port (see RPCURL). `paystead dev` passes DefaultRPCAddr.
	RPCAddr string
	// Logger receives lifecycle messages; nil discards them.
	Logger *slog.Logger
	// ChainID is the chain's id; zero means 1337. A second dev chain takes
	// 31337, the other id Paystead deploys test contracts to.
	ChainID int64
	// ServerKey, when set, is the server wallet's key instead of a fresh
	// one: the server wallet is one wallet on every chain.
	ServerKey *ecdsa.PrivateKey
	// WalletsOf, when set, is another dev chain whose four wallets this
	// one uses too (ServerKey aside): one demo merchant, its payout
	// wallet and one demo customer on every dev chain.
	WalletsOf *Chain
	// TestStablecoins makes USDC and EURC Paystead's test stablecoin
	// instead of Circle's FiatToken v2.2 behind its proxy, which the chain
	// runs otherwise (chain.DevOptions): the server wallet is its master
	// minter, TokenIssuer holds its pauser, blacklister and owner roles,
	// and TokenAdmin its proxies'.
	TestStablecoins bool
}

// Account is a wallet generated for this run of the chain and funded in its genesis block.
type Account struct {
	Address common.Address
	Key     *ecdsa.PrivateKey
}

// Chain is a running dev chain. Its wallets are generated at Start and live only as long as it.
type Chain struct {
	// Server deploys the contracts and is the server wallet: the relayer, and the demo
	// merchant's delegate on the gateway.
	Server Account
	// Merchant owns the demo merchant: it signs in to the dashboard and authorizes the delegate.
	Merchant Account
	// Payout receives the demo merchant's claimed funds.
	Payout Account
	// Customer pays the demo invoices; it holds ETH, USDC and EURC.
	Customer Account
	// TokenAdmin is the admin of the USDC and EURC proxies (it upgrades
	// them) when they are Circle's (unless Config.TestStablecoins).
	TokenAdmin Account
	// TokenIssuer pauses Circle's USDC and EURC, blacklists and owns
	// them, as Circle does on a real network: an account of its own, so
	// that tests and developers pause and freeze beside the server
	// wallet, not with it.
	TokenIssuer Account

	circleTokens bool
	sim          *simulated.Backend
	dataDir      string // the node's database, removed by Close
	client       simulated.Client
	rpcClient    *rpc.Client
	chainID      *big.Int
	logger       *slog.Logger

	contracts contractSet

	// sealMu serializes everything that seals a block: the sealer, Mine and the time travel
	// calls. The simulated beacon is not safe for concurrent sealing.
	sealMu     sync.Mutex
	head       common.Hash   // the block the last commit sealed; zero when unknown (under sealMu)
	timeOffset time.Duration // sum of IncreaseTime calls, as evm_increaseTime reports it

	httpServer *http.Server
	rpcURL     string

	stopSealer context.CancelFunc
	sealerDone chan struct{}
	closeOnce  sync.Once
	closeErr   error
	closed     chan struct{}
}

// mainnetRules runs the chain under the forks mainnet runs (through Osaka). The simulated
// backend also enables the next fork, Bogota, whose gas repricing would make every gas figure
// seen in dev differ from mainnet's.
// It runs as chain id.
func mainnetRules(id *big.Int) func(*node.Config, *ethconfig.Config) {
	return func(_ *node.Config, ethConf *ethconfig.Config) {
		config := *params.AllDevChainProtocolChanges
		config.BogotaTime = nil
		config.ChainID = new(big.Int).Set(id)
		ethConf.Genesis.Config = &config
		ethConf.NetworkId = id.Uint64()
	}
}

// Start generates and funds the dev wallets, starts the in-process chain, deploys the contracts,
// seals blocks in the background and, when cfg.RPCAddr is set, serves JSON-RPC there. Cancelling
// ctx shuts the chain down as Close does.
func Start(ctx context.Context, cfg Config) (*Chain, error) {
	logger := cfg.Logger
	if logger == nil {
		logger = slog.New(slog.DiscardHandler)
	}
	blockTime := cfg.BlockTime
	if blockTime <= 0 {
		blockTime = DefaultBlockTime
	}

	c := &Chain{
		chainID: big.NewInt(cmp.Or(cfg.ChainID, devChainID)),
		logger:  logger,
		closed:  make(chan struct{}),
	}
	if w := cfg.WalletsOf; w != nil {
		c.Server, c.Merchant, c.Payout, c.Customer = w.Server, w.Merchant, w.Payout, w.Customer
	}
	for _, acct := range []*Account{&c.Server, &c.Merchant, &c.Payout, &c.Customer} {
		if acct.Key != nil {
			continue
		}
		if acct == &c.Server && cfg.ServerKey != nil {
			*acct = Account{Address: crypto.PubkeyToAddress(cfg.ServerKey.PublicKey), Key: cfg.ServerKey}
			continue
		}
		key, err := crypto.GenerateKey()
		if err != nil {
			return nil, fmt.Errorf("devchain: generate wallet key: %w", err)
		}
		*acct = Account{Address: crypto.PubkeyToAddress(key.PublicKey), Key: key}
	}
	// The deterministic deployment proxy, as real chains have it: deposit
	// addresses (#34) need it for the operator's factory.
	alloc := types.GenesisAlloc{chain.DeterministicDeployer: {Code: chain.DeterministicDeployerCode, Nonce: 1, Balance: new(big.Int)}}
	for _, acct := range c.accounts() {
		alloc[acct.Address] = types.Account{Balance: new(big.Int).Set(genesisBalance)}
	}
	if !cfg.TestStablecoins {
		c.circleTokens = true
		for _, acct := range []*Account{&c.TokenAdmin, &c.TokenIssuer} {
			key, err := crypto.GenerateKey()
			if err != nil {
				return nil, fmt.Errorf("devchain: generate wallet key: %w", err)
			}
			*acct = Account{Address: crypto.PubkeyToAddress(key.PublicKey), Key: key}
			alloc[acct.Address] = types.Account{Balance: new(big.Int).Set(genesisBalance)}
		}
	}

	// The node keeps its database in a folder of its own, removed by Close. In memory,
	// go-ethereum answers a prefix scan by walking every key, and its freezer makes one for each
	// block it moves to the ancient store, so a chain that had sealed some 20,000 blocks spent
	// most of its CPU there (invoice creation fell from ~1,800/s to ~600/s).
	var err error
	if c.dataDir, err = os.MkdirTemp("", "paystead-devchain-"); err != nil {
		return nil, fmt.Errorf("devchain: create the node's data folder: %w", err)
	}
	c.sim = simulated.NewBackend(alloc, mainnetRules(c.chainID), onDisk(c.dataDir), smallCaches)
	c.client = c.sim.Client()
	rpcClient, err := nodeRPCClient(c.client)
	if err != nil {
		c.closeNode()
		return nil, err
	}
	c.rpcClient = rpcClient

	if err := c.checkChainID(ctx); err != nil {
		c.closeNode()
		return nil, err
	}

	// Take the port first, so that a busy one fails Start before any other work.
	var ln net.Listener
	if cfg.RPCAddr != "" {
		if ln, err = listen(cfg.RPCAddr); err != nil {
			c.closeNode()
			return nil, err
		}
	}

	// Contracts are deployed before the sealer runs, committing each transaction as it is sent,
	// so that start-up does not wait on block times.
	if err := c.deployContracts(ctx); err != nil {
		if ln != nil {
			ln.Close()
		}
		c.closeNode()
		return nil, err
	}

	if ln != nil {
		c.serveRPC(ln)
	}

	sealerCtx, stopSealer := context.WithCancel(context.Background())
	c.stopSealer = stopSealer
	c.sealerDone = make(chan struct{})
	go func() {
		defer close(c.sealerDone)
		if cfg.Instant {
			c.sealOnDemand(sealerCtx)
		} else {
			c.sealEvery(sealerCtx, blockTime)
		}
	}()

	go func() {
		select {
		case <-ctx.Done():
			c.Close()
		case <-c.closed:
		}
	}()

	mode := "every " + blockTime.String()
	if cfg.Instant {
		mode = "instant"
	}
	logger.Info("dev chain started",
		"chainId", c.chainID, "rpcUrl", c.rpcURL, "sealing", mode,
		"server", c.Server.Address, "merchant", c.Merchant.Address,
		"payout", c.Payout.Address, "customer", c.Customer.Address)
	return c, nil
}

// smallCaches sizes the node's caches for a dev chain: geth's defaults are
// a mainnet node's (2 GB of database cache, a GB of changed state kept in
// memory for up to an hour before it is written, 1 GB more of clean state
// and snapshot), which a dev chain staging a merchant's invoices fills
// (paystead dev grew from 115 MB to 634 MB over 120,000 invoices, #37)
// with state a dev chain does not need to keep in memory. Changed state
// is written out every few minutes or 32 MB instead, under the hash
// scheme: the path scheme keeps the last 128 blocks' changed trie nodes in
// memory whatever the cache sizes, and the dev chain seals a block per
// staging.
func smallCaches(_ *node.Config, ethConf *ethconfig.Config) {
	ethConf.DatabaseCache = 32
	ethConf.TrieCleanCache = 16
	ethConf.TrieDirtyCache = 32
	ethConf.SnapshotCache = 16
	ethConf.TrieTimeout = 5 * time.Minute
	ethConf.StateScheme = rawdb.HashScheme
}

// onDisk stores the node's database under dir, and opens no IPC socket there.
func onDisk(dir string) func(*node.Config, *ethconfig.Config) {
	return func(nodeConf *node.Config, _ *ethconfig.Config) {
		nodeConf.DataDir = dir
		nodeConf.IPCPath = ""
	}
}

// closeNode shuts the node down and removes its data folder.
func (c *Chain) closeNode() error {
	err := c.sim.Close()
	return errors.Join(err, os.RemoveAll(c.dataDir))
}

func (c *Chain) accounts() []Account {
	return []Account{c.Server, c.Merchant, c.Payout, c.Customer}
}

func (c *Chain) checkChainID(ctx context.Context) error {
	id, err := c.client.ChainID(ctx)
	if err != nil {
		return fmt.Errorf("devchain: read chain id: %w", err)
	}
	if id.Cmp(c.chainID) != 0 {
		return fmt.Errorf("devchain: the simulated backend runs chain id %s, want %s", id, c.chainID)
	}
	return nil
}

// Client returns the in-process client. It serves as bind.ContractBackend and bind.DeployBackend
// and as the ethereum.ChainReader family of interfaces.
func (c *Chain) Client() simulated.Client { return c.client }

// ChainID returns the dev chain's id (1337 unless configured).
func (c *Chain) ChainID() *big.Int { return new(big.Int).Set(c.chainID) }

// RPCURL returns the JSON-RPC endpoint, such as "http://127.0.0.1:8545", or "" when none is served.
func (c *Chain) RPCURL() string { return c.rpcURL }

// Close stops the RPC server and the sealer and shuts the chain down. It is safe to call more
// than once; later calls return the first call's result.
func (c *Chain) Close() error {
	c.closeOnce.Do(func() {
		close(c.closed)
		var errs []error
		if c.httpServer != nil {
			shutdownCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			if err := c.httpServer.Shutdown(shutdownCtx); err != nil {
				errs = append(errs, fmt.Errorf("devchain: stop RPC server: %w", err))
				c.httpServer.Close()
			}
			cancel()
		}
		c.stopSealer()
		<-c.sealerDone
		// Hold the seal lock so that no evm_mine still in flight seals into a closing node.
		c.sealMu.Lock()
		if err := c.closeNode(); err != nil {
			errs = append(errs, fmt.Errorf("devchain: close node: %w", err))
		}
		c.sealMu.Unlock()
		c.closeErr = errors.Join(errs...)
		c.logger.Info("dev chain stopped")
	})
	return c.closeErr
}

// nodeRPCClient digs the in-process *rpc.Client out of the simulated backend's client, to
// forward raw JSON-RPC calls and to subscribe to pending transactions. go-ethereum wraps its
// *ethclient.Client in an unexported struct, simClient, whose embedded field (named Client)
// shadows ethclient's Client() method; the field itself is exported, so reflection may read it.
func nodeRPCClient(client simulated.Client) (*rpc.Client, error) {
	v := reflect.ValueOf(client)
	if v.Kind() == reflect.Struct {
		if f := v.FieldByName("Client"); f.IsValid() && f.CanInterface() {
			if ec, ok := f.Interface().(*ethclient.Client); ok && ec != nil {
				return ec.Client(), nil
			}
		}
	}
	return nil, fmt.Errorf("devchain: cannot reach the RPC client inside go-ethereum's simulated backend (%T); has go-ethereum changed?", client)
}

// listen opens addr before Start returns, so that a busy port is reported to the caller.
func listen(addr string) (net.Listener, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("devchain: listen for JSON-RPC on %s (is another node already running there?): %w", addr, err)
	}
	return ln, nil
}
