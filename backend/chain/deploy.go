package chain

import (
	"bytes"
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/paystead/paystead/backend/chain/internal/bindings"
	"github.com/paystead/paystead/shared/money"
)

// DeployBackend is what Deploy needs of a node: Backend, plus the chain id and balances its
// checks read. *ethclient.Client and the client of an ethclient/simulated backend satisfy it.
type DeployBackend interface {
	Backend
	ChainID(ctx context.Context) (*big.Int, error)
	BalanceAt(ctx context.Context, account common.Address, block *big.Int) (*big.Int, error)
}

// IsDevChain reports whether id is a development chain id: 1337 (geth --dev, Ganache, Paystead's
// embedded chain) or 31337 (Hardhat, Anvil). Only there does Deploy deploy Permit2 or test tokens.
func IsDevChain(id *big.Int) bool {
	return id != nil && id.IsInt64() && (id.Int64() == 1337 || id.Int64() == 31337)
}

// DeployOptions say what Deploy puts on a chain.
type DeployOptions struct {
	// ChainID is the chain the operator means to deploy to; Deploy refuses any other.
	ChainID *big.Int
	// Owner owns the gateway (it alone may change its swap router) and the test tokens (it alone
	// may mint them). Zero: the deployer.
	Owner common.Address
	// Permit2 is the Permit2 the gateway trusts, normally Uniswap's canonical deployment. Deploy
	// refuses when it has no code there, unless DeployPermit2.
	Permit2 common.Address
	// DeployPermit2 deploys Permit2 (compiled from Uniswap's source) when Permit2 has no code or
	// is zero. Development chains only.
	DeployPermit2 bool
	// TestTokens deploys the USDC and EURC test stablecoins. Development chains only.
	TestTokens bool
	// SwapRouter is the original Uniswap v3 SwapRouter the gateway swaps EURC through; zero
	// leaves the gateway without one (EURC payments off until the owner calls setSwapRouter).
	SwapRouter common.Address
	// Seal is as for DeployDev: nil on a chain that seals blocks by itself.
	Seal func()
}

// Deployment is what Deploy put on the chain, as verified there afterwards.
type Deployment struct {
	ChainID    *big.Int
	Deployer   common.Address
	Gateway    common.Address
	Owner      common.Address
	Permit2    common.Address
	SwapRouter common.Address // zero: none
	USDC, EURC common.Address // zero unless TestTokens

	DeployedPermit2 bool          // Permit2 was deployed by Deploy, not found
	Transactions    []common.Hash // every transaction sent, in nonce order
	GasUsed         uint64
	Block           uint64 // the block of the last receipt
}

// DeployCheck names a check Deploy makes before sending anything, by the way it fails.
type DeployCheck string

const (
	DeployNoAnswer     DeployCheck = "rpc"         // the endpoint did not answer
	DeployWrongChain   DeployCheck = "chain-id"    // it is another chain than the one named
	DeployNotDevChain  DeployCheck = "dev-only"    // Permit2 or test tokens asked for off a development chain
	DeployNoPermit2    DeployCheck = "permit2"     // no code at Permit2's address
	DeployNoSwapRouter DeployCheck = "swap-router" // no code at the swap router's address
	DeployUnfunded     DeployCheck = "funds"       // the deployer cannot pay for the deployment's gas
)

// DeployProblem is one failed check.
type DeployProblem struct {
	Check   DeployCheck
	Message string
}

// DeployRefusedError lists every check that failed; when Deploy returns it, it sent nothing.
type DeployRefusedError struct {
	Problems []DeployProblem
}

func (e *DeployRefusedError) Error() string {
	msgs := make([]string, len(e.Problems))
	for i, p := range e.Problems {
		msgs[i] = p.Message
	}
	return "refusing to deploy, nothing was sent:\n  - " + strings.Join(msgs, "\n  - ")
}

// Has reports whether check is among the problems.
func (e *DeployRefusedError) Has(check DeployCheck) bool {
	for _, p := range e.Problems {
		if p.Check == check {
			return true
		}
	}
	return false
}

// DeployPlan is what Deploy will send, as CheckDeploy estimated it; its Deploy sends it.
type DeployPlan struct {
	ChainID   *big.Int
	Deployer  common.Address
	Balance   *big.Int // the deployer's, in wei
	Contracts []string // in the order they are deployed
	Gas       uint64   // estimated for every transaction together
	FeeCap    *big.Int // the most a unit of gas may cost, as go-ethereum sets it
	Cost      *big.Int // Gas × FeeCap: what the balance must cover for the node to accept them

	opts          DeployOptions // as checked
	deployPermit2 bool          // no Permit2 was found and DeployPermit2 asked for one
}

// contractDeploy is one contract to deploy: its bytecode and constructor arguments, packed
// lazily because arguments may be addresses of contracts deployed earlier in the same round.
type contractDeploy struct {
	name string
	bin  []byte
	args func() []byte
	out  *common.Address
}

func newDeploy(name string, meta *bind.MetaData, args func() []byte, out *common.Address) contractDeploy {
	return contractDeploy{name: name, bin: common.FromHex(meta.Bin), args: args, out: out}
}

func (d contractDeploy) input() []byte {
	return append(bytes.Clone(d.bin), d.args()...)
}

// gatewayDeploys lists what Deploy sends for opts, writing the addresses into dep. A contract
// constructor only stores the addresses it is given, so one round carries them all.
func gatewayDeploys(opts DeployOptions, deployPermit2 bool, dep *Deployment) []contractDeploy {
	token := bindings.NewTestStablecoin()
	gateway := bindings.NewCustodyEscrowGateway()
	var ds []contractDeploy
	if deployPermit2 {
		ds = append(ds, newDeploy("Permit2", &bindings.Permit2MetaData, func() []byte { return nil }, &dep.Permit2))
	}
	if opts.TestTokens {
		ds = append(ds,
			newDeploy("USDC", &bindings.TestStablecoinMetaData, func() []byte { return token.PackConstructor("USD Coin", "USDC", dep.Owner) }, &dep.USDC),
			newDeploy("EURC", &bindings.TestStablecoinMetaData, func() []byte { return token.PackConstructor("EURC", "EURC", dep.Owner) }, &dep.EURC),
		)
	}
	// The constructor sets the router and the owner, so the gateway never exists with another
	// owner or router than the ones asked for.
	return append(ds, newDeploy("CustodyEscrowGateway", &bindings.CustodyEscrowGatewayMetaData, func() []byte {
		return gateway.PackConstructor(dep.Permit2, dep.SwapRouter, dep.Owner)
	}, &dep.Gateway))
}

// sendDeploys sends one transaction per contract, in order, without waiting for any.
func sendDeploys(ctx context.Context, tr *Transactor, backend bind.ContractBackend, ds []contractDeploy) ([]*types.Transaction, error) {
	var txs []*types.Transaction
	for _, d := range ds {
		tx, err := tr.Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
			addr, tx, err := bind.DeployContract(opts, d.bin, backend, d.args())
			if err != nil {
				return nil, err
			}
			*d.out = addr
			return tx, nil
		})
		if err != nil {
			return txs, fmt.Errorf("deploy %s: %w", d.name, err)
		}
		txs = append(txs, tx)
	}
	return txs, nil
}

// estimateDeploys estimates the gas of ds sent from from starting at nonce, predicting each
// contract's address as the node will assign it.
func estimateDeploys(ctx context.Context, backend DeployBackend, from common.Address, nonce uint64, ds []contractDeploy) (uint64, error) {
	var total uint64
	for i, d := range ds {
		*d.out = crypto.CreateAddress(from, nonce+uint64(i))
		gas, err := backend.EstimateGas(ctx, ethereum.CallMsg{From: from, Data: d.input()})
		if err != nil {
			return 0, fmt.Errorf("estimate gas of deploying %s: %w", d.name, DecodeRevert(err))
		}
		total += gas
	}
	return total, nil
}

// feeCap is the most a unit of gas may cost in a transaction go-ethereum's bind sends now: the
// tip plus twice the base fee (EIP-1559), or the gas price on a chain without a base fee.
func feeCap(ctx context.Context, backend DeployBackend) (*big.Int, error) {
	head, err := backend.HeaderByNumber(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("latest block: %w", err)
	}
	if head.BaseFee == nil {
		return backend.SuggestGasPrice(ctx)
	}
	tip, err := backend.SuggestGasTipCap(ctx)
	if err != nil {
		return nil, fmt.Errorf("suggested gas tip: %w", err)
	}
	return new(big.Int).Add(tip, new(big.Int).Mul(head.BaseFee, big.NewInt(2))), nil
}

// CheckDeploy makes every check Deploy makes before sending anything, and says what Deploy
// would send; the plan's Deploy sends it without checking again. It returns a
// *DeployRefusedError listing every failed check; when the endpoint does not answer, or is
// another chain than opts.ChainID, that is the only problem listed, since every other answer
// would be about the wrong chain.
func CheckDeploy(ctx context.Context, backend DeployBackend, deployer common.Address, opts DeployOptions) (DeployPlan, error) {
	refuse := func(problems ...DeployProblem) (DeployPlan, error) {
		return DeployPlan{}, &DeployRefusedError{Problems: problems}
	}
	if opts.ChainID == nil {
		return DeployPlan{}, fmt.Errorf("chain.Deploy: no chain id given")
	}
	got, err := backend.ChainID(ctx)
	if err != nil {
		return refuse(DeployProblem{DeployNoAnswer, fmt.Sprintf("the RPC endpoint did not answer eth_chainId: %v", err)})
	}
	if got.Cmp(opts.ChainID) != 0 {
		return refuse(DeployProblem{DeployWrongChain, fmt.Sprintf("the RPC endpoint serves chain %s, not chain %s", got, opts.ChainID)})
	}
	var problems []DeployProblem
	add := func(check DeployCheck, format string, args ...any) {
		problems = append(problems, DeployProblem{check, fmt.Sprintf(format, args...)})
	}
	devOnly := opts.DeployPermit2 || opts.TestTokens
	if devOnly && !IsDevChain(opts.ChainID) {
		add(DeployNotDevChain, "chain %s is not a development chain (1337 or 31337): Permit2 and the test tokens are deployed only there", opts.ChainID)
	}

	deployPermit2 := opts.Permit2 == (common.Address{})
	if !deployPermit2 {
		code, err := backend.CodeAt(ctx, opts.Permit2, nil)
		switch {
		case err != nil:
			add(DeployNoAnswer, "reading the code at Permit2's address %s: %v", opts.Permit2.Hex(), err)
		case len(code) == 0 && opts.DeployPermit2:
			deployPermit2 = true
		case len(code) == 0:
			add(DeployNoPermit2, "Permit2 has no code at %s on chain %s: the gateway takes payments through Uniswap's canonical Permit2 deployment", opts.Permit2.Hex(), opts.ChainID)
		}
	} else if !opts.DeployPermit2 {
		add(DeployNoPermit2, "no Permit2 address given and none to be deployed")
	}
	if opts.SwapRouter != (common.Address{}) {
		code, err := backend.CodeAt(ctx, opts.SwapRouter, nil)
		switch {
		case err != nil:
			add(DeployNoAnswer, "reading the code at the swap router's address %s: %v", opts.SwapRouter.Hex(), err)
		case len(code) == 0:
			add(DeployNoSwapRouter, "the swap router %s has no code on chain %s", opts.SwapRouter.Hex(), opts.ChainID)
		}
	}

	plan := DeployPlan{ChainID: new(big.Int).Set(got), Deployer: deployer, opts: opts, deployPermit2: deployPermit2}
	dep := Deployment{Owner: ownerOr(opts.Owner, deployer), Permit2: opts.Permit2, SwapRouter: opts.SwapRouter}
	ds := gatewayDeploys(opts, deployPermit2, &dep)
	for _, d := range ds {
		plan.Contracts = append(plan.Contracts, d.name)
	}
	if err := plan.estimate(ctx, backend, ds); err != nil {
		add(DeployUnfunded, "%v", err)
	} else if plan.Balance.Cmp(plan.Cost) < 0 {
		add(DeployUnfunded, "the deployer %s holds %s ETH on chain %s; deploying %s needs up to %s ETH (%d gas at up to %s gwei)",
			deployer.Hex(), money.FormatDecimal(plan.Balance, 18), opts.ChainID, strings.Join(plan.Contracts, ", "),
			money.FormatDecimal(plan.Cost, 18), plan.Gas, money.FormatDecimal(plan.FeeCap, 9))
	}
	if len(problems) > 0 {
		return refuse(problems...)
	}
	return plan, nil
}

func (p *DeployPlan) estimate(ctx context.Context, backend DeployBackend, ds []contractDeploy) error {
	var err error
	if p.Balance, err = backend.BalanceAt(ctx, p.Deployer, nil); err != nil {
		return fmt.Errorf("reading the deployer's balance: %w", err)
	}
	nonce, err := backend.PendingNonceAt(ctx, p.Deployer)
	if err != nil {
		return fmt.Errorf("reading the deployer's nonce: %w", err)
	}
	if p.Gas, err = estimateDeploys(ctx, backend, p.Deployer, nonce, ds); err != nil {
		return err
	}
	if p.FeeCap, err = feeCap(ctx, backend); err != nil {
		return err
	}
	p.Cost = new(big.Int).Mul(new(big.Int).SetUint64(p.Gas), p.FeeCap)
	return nil
}

func ownerOr(owner, deployer common.Address) common.Address {
	if owner == (common.Address{}) {
		return deployer
	}
	return owner
}

// Deploy puts the CustodyEscrowGateway on the chain behind backend, from key: it checks first
// (CheckDeploy) and sends nothing when a check fails; then it deploys as DeployPlan.Deploy does.
func Deploy(ctx context.Context, backend DeployBackend, key *ecdsa.PrivateKey, opts DeployOptions) (Deployment, error) {
	plan, err := CheckDeploy(ctx, backend, crypto.PubkeyToAddress(key.PublicKey), opts)
	if err != nil {
		return Deployment{}, err
	}
	return plan.Deploy(ctx, backend, key)
}

// Deploy sends what CheckDeploy planned, from key (the deployer it checked): Permit2 and the
// test tokens when asked (development chains only) and the gateway, with its owner and swap
// router set by its constructor; it waits for every receipt and verifies the result on chain
// (VerifyDeployment).
func (p DeployPlan) Deploy(ctx context.Context, backend Backend, key *ecdsa.PrivateKey) (Deployment, error) {
	if p.ChainID == nil {
		return Deployment{}, errors.New("chain: DeployPlan.Deploy of a plan CheckDeploy did not make")
	}
	tr := NewTransactor(backend, key, p.ChainID, p.opts.Seal)
	if tr.Address() != p.Deployer {
		return Deployment{}, fmt.Errorf("chain: the plan was checked for deployer %s, not %s", p.Deployer.Hex(), tr.Address().Hex())
	}
	opts := p.opts
	dep := Deployment{
		ChainID: new(big.Int).Set(p.ChainID), Deployer: tr.Address(), Owner: ownerOr(opts.Owner, tr.Address()),
		Permit2: opts.Permit2, SwapRouter: opts.SwapRouter, DeployedPermit2: p.deployPermit2,
	}
	txs, err := sendDeploys(ctx, tr, backend, gatewayDeploys(opts, p.deployPermit2, &dep))
	for _, tx := range txs {
		dep.Transactions = append(dep.Transactions, tx.Hash())
	}
	if err != nil {
		return dep, err
	}
	for _, tx := range txs {
		receipt, err := WaitMined(ctx, backend, tx)
		if err != nil {
			return dep, fmt.Errorf("deploy: %w", err)
		}
		dep.GasUsed += receipt.GasUsed
		dep.Block = receipt.BlockNumber.Uint64()
	}
	if err := VerifyDeployment(ctx, backend, dep); err != nil {
		return dep, err
	}
	return dep, nil
}

// VerifyDeployment reads back from the chain what Deploy claims: code at the gateway (and the
// tokens), and the gateway's owner(), permit2() and swapRouter(). The code is read at the
// deployment's block when it is known: a node may report a receipt before its latest state
// includes the block (the embedded chain under load did), which is not a missing contract.
func VerifyDeployment(ctx context.Context, backend bind.ContractBackend, dep Deployment) error {
	var at *big.Int
	if dep.Block > 0 {
		at = new(big.Int).SetUint64(dep.Block)
	}
	for _, c := range []struct {
		name string
		addr common.Address
	}{{"gateway", dep.Gateway}, {"Permit2", dep.Permit2}, {"USDC", dep.USDC}, {"EURC", dep.EURC}} {
		if c.addr == (common.Address{}) && c.name != "gateway" {
			continue
		}
		code, err := backend.CodeAt(ctx, c.addr, at)
		if err != nil {
			return fmt.Errorf("verify the %s at %s: %w", c.name, c.addr.Hex(), err)
		}
		if len(code) == 0 {
			return fmt.Errorf("verify: the %s at %s has no code", c.name, c.addr.Hex())
		}
	}
	g := NewGateway(backend, dep.Gateway)
	for _, read := range []struct {
		name       string
		read       func(context.Context) (common.Address, error)
		want       common.Address
		wantHolder string
	}{
		{"owner()", g.Owner, dep.Owner, "the owner asked for"},
		{"permit2()", g.Permit2, dep.Permit2, "Permit2"},
		{"swapRouter()", g.SwapRouter, dep.SwapRouter, "the swap router asked for"},
	} {
		got, err := read.read(ctx)
		if err != nil {
			return fmt.Errorf("verify: %w", err)
		}
		if got != read.want {
			return fmt.Errorf("verify: the gateway %s answers %s = %s, not %s (%s)", dep.Gateway.Hex(), read.name, got.Hex(), read.want.Hex(), read.wantHolder)
		}
	}
	return nil
}

// Owner is the gateway's owner: the account that may change its swap router.
func (g *Gateway) Owner(ctx context.Context) (common.Address, error) {
	o, err := bind.Call(g.contract, &bind.CallOpts{Context: ctx}, g.abi.PackOwner(), g.abi.UnpackOwner)
	if err != nil {
		return common.Address{}, fmt.Errorf("gateway owner: %w", DecodeRevert(err))
	}
	return o, nil
}

// Permit2 is the Permit2 contract the gateway takes payments through.
func (g *Gateway) Permit2(ctx context.Context) (common.Address, error) {
	p, err := bind.Call(g.contract, &bind.CallOpts{Context: ctx}, g.abi.PackPermit2(), g.abi.UnpackPermit2)
	if err != nil {
		return common.Address{}, fmt.Errorf("gateway permit2: %w", DecodeRevert(err))
	}
	return p, nil
}
