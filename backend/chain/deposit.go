package chain

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/paystead/paystead/backend/chain/internal/bindings"
)

// DeterministicDeployer is the deterministic deployment proxy (Arachnid's, deployed by a keyless
// transaction on nearly every EVM chain): called with a 32-byte salt followed by creation code,
// it deploys that code with CREATE2 and returns the address. Whatever it deploys with the same
// salt and code has the same address on every chain that has it.
var DeterministicDeployer = common.HexToAddress("0x4e59b44847b379578588920cA78FbF26c0B4956C")

// DeterministicDeployerCode is the proxy's runtime code: the dev chain's genesis holds it at
// DeterministicDeployer, as a real chain holds it from its keyless deployment.
var DeterministicDeployerCode = common.FromHex("0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3")

// depositFactorySalt is the salt the factory is deployed with (the owner already tells one
// operator's factory from another's).
var depositFactorySalt [32]byte

// depositFactoryInit is the factory's creation code for owner.
func depositFactoryInit(owner common.Address) []byte {
	code := common.FromHex(bindings.DepositFactoryMetaData.Bin)
	return append(code, bindings.NewDepositFactory().PackConstructor(owner)...)
}

// DepositFactoryAddress is where the deposit factory of owner (the operator's deploying key) lives
// on every chain with the deterministic deployment proxy, deployed or not.
func DepositFactoryAddress(owner common.Address) common.Address {
	return crypto.CreateAddress2(DeterministicDeployer, depositFactorySalt, crypto.Keccak256(depositFactoryInit(owner)))
}

// DepositAddress is invoice id's deposit address under factory: the same on every chain where
// factory lives (issue #34). Computed here as the factory computes it (CREATE2 of the factory,
// the id and an EIP-1167 minimal proxy to the forwarder the factory deployed with its first
// nonce); nothing needs deploying for tokens to arrive there.
func DepositAddress(factory common.Address, id [32]byte) common.Address {
	forwarder := crypto.CreateAddress(factory, 1)
	return crypto.CreateAddress2(factory, id, crypto.Keccak256(minimalProxyInit(forwarder)))
}

// minimalProxyInit is EIP-1167's creation code of a minimal proxy to implementation.
func minimalProxyInit(implementation common.Address) []byte {
	code := common.FromHex("0x3d602d80600a3d3981f3363d3d373d3d3d363d73")
	code = append(code, implementation.Bytes()...)
	return append(code, common.FromHex("0x5af43d82803e903d91602b57fd5bf3")...)
}

// DeployDepositFactory deploys owner's deposit factory through the deterministic deployment proxy
// with key (any funded key: the address depends on owner alone), unless it is there already, and
// returns its address. The proxy must be on the chain.
func DeployDepositFactory(ctx context.Context, backend DeployBackend, key *Transactor, owner common.Address) (common.Address, error) {
	at := DepositFactoryAddress(owner)
	code, err := backend.CodeAt(ctx, at, nil)
	if err != nil {
		return common.Address{}, fmt.Errorf("deposit factory: code at %s: %w", at, err)
	}
	if len(code) > 0 {
		return at, nil
	}
	proxy, err := backend.CodeAt(ctx, DeterministicDeployer, nil)
	if err != nil {
		return common.Address{}, fmt.Errorf("deposit factory: code at %s: %w", DeterministicDeployer, err)
	}
	if len(proxy) == 0 {
		return common.Address{}, fmt.Errorf("deposit factory: the deterministic deployment proxy is not on this chain (%s); deploy it first (its keyless transaction)", DeterministicDeployer)
	}
	data := append(depositFactorySalt[:], depositFactoryInit(owner)...)
	tx, err := key.Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
		return bind.NewBoundContract(DeterministicDeployer, bindings.NewDepositFactory().GetABI(), backend, backend, backend).RawTransact(opts, data)
	})
	if err != nil {
		return common.Address{}, fmt.Errorf("deposit factory: deploy: %w", err)
	}
	r, err := WaitMined(ctx, backend, tx)
	if err != nil {
		return common.Address{}, fmt.Errorf("deposit factory: deploy: %w", err)
	}
	if r.Status != types.ReceiptStatusSuccessful {
		return common.Address{}, errors.New("deposit factory: the deployment reverted")
	}
	if code, err := backend.CodeAt(ctx, at, nil); err != nil || len(code) == 0 {
		return common.Address{}, fmt.Errorf("deposit factory: nothing deployed at %s (%v)", at, err)
	}
	return at, nil
}

// DepositFactory is a deployed deposit factory.
type DepositFactory struct {
	address  common.Address
	abi      *bindings.DepositFactory
	contract *bind.BoundContract
}

// NewDepositFactory binds the factory at address.
func NewDepositFactory(backend bind.ContractBackend, address common.Address) *DepositFactory {
	b := bindings.NewDepositFactory()
	return &DepositFactory{address: address, abi: b, contract: b.Instance(backend, address)}
}

// Address is the factory's address.
func (f *DepositFactory) Address() common.Address { return f.address }

// DepositAddress asks the factory for invoice id's deposit address.
func (f *DepositFactory) DepositAddress(ctx context.Context, id [32]byte) (common.Address, error) {
	a, err := bind.Call(f.contract, &bind.CallOpts{Context: ctx}, f.abi.PackDepositAddress(id), f.abi.UnpackDepositAddress)
	if err != nil {
		return common.Address{}, fmt.Errorf("deposit factory %s depositAddress: %w", f.address, DecodeRevert(err))
	}
	return a, nil
}

// IsController reports whether who may sweep deposits.
func (f *DepositFactory) IsController(ctx context.Context, who common.Address) (bool, error) {
	ok, err := bind.Call(f.contract, &bind.CallOpts{Context: ctx}, f.abi.PackControllers(who), f.abi.UnpackControllers)
	if err != nil {
		return false, fmt.Errorf("deposit factory %s controllers: %w", f.address, DecodeRevert(err))
	}
	return ok, nil
}

// SetController lets controller sweep deposits, or stops it; opts must be the owner's.
func (f *DepositFactory) SetController(ctx context.Context, opts *bind.TransactOpts, controller common.Address, allowed bool) (*types.Transaction, error) {
	return f.transact(ctx, opts, "setController", f.abi.PackSetController(controller, allowed))
}

// Sweep moves what invoice id's deposit address holds of token to to; opts must be a
// controller's.
func (f *DepositFactory) Sweep(ctx context.Context, opts *bind.TransactOpts, id [32]byte, token, to common.Address) (*types.Transaction, error) {
	return f.transact(ctx, opts, "sweep", f.abi.PackSweep(id, token, to))
}

// SweptAmount reads the amount a sweep receipt's DepositSwept event moved (nil: none in it).
func (f *DepositFactory) SweptAmount(r *types.Receipt) *big.Int {
	for _, l := range r.Logs {
		if l.Address != f.address {
			continue
		}
		if ev, err := f.abi.UnpackDepositSweptEvent(l); err == nil {
			return ev.Amount
		}
	}
	return nil
}

func (f *DepositFactory) transact(ctx context.Context, opts *bind.TransactOpts, method string, data []byte) (*types.Transaction, error) {
	o := *opts
	o.Context = ctx
	tx, err := bind.Transact(f.contract, &o, data)
	if err != nil {
		return nil, fmt.Errorf("deposit factory %s %s: %w", f.address, method, DecodeRevert(err))
	}
	return tx, nil
}
