package chain

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// DeterministicDeployerSigner is the address that signs the proxy's keyless deployment: nobody
// holds its key (the signature was chosen, and the address recovered from it), so its first
// nonce can only ever deploy the proxy, at DeterministicDeployer, on any chain.
var DeterministicDeployerSigner = common.HexToAddress("0x3fab184622dc19b6109349b94811493bf2a45362")

// deterministicDeployerTx is that keyless deployment: signed without a chain id (EIP-155), so
// every chain takes it, at 100 gwei for up to 100,000 gas.
var deterministicDeployerTx = common.FromHex("0xf8a58085174876e800830186a08080b853604580600e600039806000f350fe7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf31ba02222222222222222222222222222222222222222222222222222222222222222a02222222222222222222222222222222222222222222222222222222222222222")

// ErrUnprotectedRefused means the node would not relay the proxy's keyless deployment, which
// has no replay protection (geth relays it only when started with --rpc.allow-unprotected-txs).
var ErrUnprotectedRefused = errors.New("the node refuses transactions without replay protection (EIP-155); start geth with --rpc.allow-unprotected-txs")

// DeployDeterministicDeployer puts the deterministic deployment proxy on a chain that lacks it,
// as on every other chain: tr gives its signer what the keyless deployment's gas costs, then
// publishes that transaction. It reports whether it deployed the proxy (false: it was there).
func DeployDeterministicDeployer(ctx context.Context, backend DeployBackend, tr *Transactor) (bool, error) {
	code, err := backend.CodeAt(ctx, DeterministicDeployer, nil)
	if err != nil {
		return false, fmt.Errorf("deterministic deployment proxy: code at %s: %w", DeterministicDeployer, err)
	}
	if len(code) > 0 {
		return false, nil
	}
	var keyless types.Transaction
	if err := keyless.UnmarshalBinary(deterministicDeployerTx); err != nil {
		return false, fmt.Errorf("deterministic deployment proxy: %w", err)
	}
	nonce, err := backend.PendingNonceAt(ctx, DeterministicDeployerSigner)
	if err != nil {
		return false, fmt.Errorf("deterministic deployment proxy: nonce of %s: %w", DeterministicDeployerSigner, err)
	}
	if nonce != 0 {
		return false, fmt.Errorf("deterministic deployment proxy: its signer %s has used its first nonce without deploying it; this chain cannot have it at %s", DeterministicDeployerSigner, DeterministicDeployer)
	}
	cost := new(big.Int).Mul(keyless.GasPrice(), new(big.Int).SetUint64(keyless.Gas()))
	held, err := backend.BalanceAt(ctx, DeterministicDeployerSigner, nil)
	if err != nil {
		return false, fmt.Errorf("deterministic deployment proxy: balance of %s: %w", DeterministicDeployerSigner, err)
	}
	if held.Cmp(cost) < 0 {
		short := new(big.Int).Sub(cost, held)
		fund, err := tr.Send(ctx, func(o *bind.TransactOpts) (*types.Transaction, error) {
			o.Value, o.GasLimit = short, 21_000 // a plain transfer to an account without code
			return bind.NewBoundContract(DeterministicDeployerSigner, abi.ABI{}, backend, backend, backend).RawTransact(o, nil)
		})
		if err != nil {
			return false, fmt.Errorf("deterministic deployment proxy: fund its signer: %w", err)
		}
		if _, err := WaitMined(ctx, backend, fund); err != nil {
			return false, fmt.Errorf("deterministic deployment proxy: fund its signer: %w", err)
		}
	}
	if err := backend.SendTransaction(ctx, &keyless); err != nil {
		if strings.Contains(err.Error(), "replay-protected") || strings.Contains(err.Error(), "EIP-155") {
			return false, fmt.Errorf("deterministic deployment proxy: %w (%v)", ErrUnprotectedRefused, err)
		}
		return false, fmt.Errorf("deterministic deployment proxy: publish its keyless deployment: %w", err)
	}
	r, err := WaitMined(ctx, backend, &keyless)
	if err != nil {
		return false, fmt.Errorf("deterministic deployment proxy: %w", err)
	}
	if r.Status != types.ReceiptStatusSuccessful || r.ContractAddress != DeterministicDeployer {
		return false, fmt.Errorf("deterministic deployment proxy: the keyless deployment %s did not deploy it", keyless.Hash().Hex())
	}
	return true, nil
}

// DepositSetup is what SetUpDeposits did on one chain.
type DepositSetup struct {
	// Factory is the deposit factory of the owner: the same address on every chain.
	Factory common.Address
	// DeployedProxy: the chain lacked the deterministic deployment proxy and got it.
	DeployedProxy bool
	// Wired: the gateway is the factory's controller and names it (the deployer owns both).
	// Otherwise the owner has both calls to make.
	Wired bool
}

// SetUpDeposits gives gateway deposit addresses (#34): the deposit factory of owner (the
// gateway's), deployed through the deterministic deployment proxy so that it has the same
// address on every chain (the proxy first, by its keyless transaction, on a chain without it);
// then, when tr is owner, the gateway made its controller and told of it.
func SetUpDeposits(ctx context.Context, backend DeployBackend, tr *Transactor, gateway, owner common.Address) (DepositSetup, error) {
	out := DepositSetup{Factory: DepositFactoryAddress(owner)}
	var err error
	if out.DeployedProxy, err = DeployDeterministicDeployer(ctx, backend, tr); err != nil {
		return out, err
	}
	if _, err := DeployDepositFactory(ctx, backend, tr, owner); err != nil {
		return out, err
	}
	if tr.Address() != owner {
		return out, nil
	}
	factory, gw := NewDepositFactory(backend, out.Factory), NewGateway(backend, gateway)
	for _, send := range []func(o *bind.TransactOpts) (*types.Transaction, error){
		func(o *bind.TransactOpts) (*types.Transaction, error) {
			return factory.SetController(ctx, o, gateway, true)
		},
		func(o *bind.TransactOpts) (*types.Transaction, error) {
			return gw.SetDepositFactory(ctx, o, out.Factory)
		},
	} {
		tx, err := tr.Send(ctx, send)
		if err != nil {
			return out, fmt.Errorf("deposit factory: %w", err)
		}
		if r, err := WaitMined(ctx, backend, tx); err != nil {
			return out, fmt.Errorf("deposit factory: %w", err)
		} else if r.Status != types.ReceiptStatusSuccessful {
			return out, fmt.Errorf("deposit factory: transaction %s reverted", tx.Hash().Hex())
		}
	}
	out.Wired = true
	return out, nil
}
