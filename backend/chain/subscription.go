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

// SubscriptionTerms are what a payer agrees to once (issue #35): Amount of Token (its smallest
// unit) to Merchant every Period seconds from Start, Count times (0: until canceled). Salt tells
// apart two subscriptions of the same terms. Their hash names the subscription, and its address
// (the spender of the payer's Permit2 allowance) is CREATE2 of the manager and that hash.
type SubscriptionTerms struct {
	Payer, Merchant, Token common.Address
	Amount                 *big.Int
	Start, Period          uint64
	Count                  uint32
	Salt                   [32]byte
}

func (t SubscriptionTerms) binding() bindings.SubscriptionManagerTerms {
	return bindings.SubscriptionManagerTerms{Payer: t.Payer, Merchant: t.Merchant, Token: t.Token, Amount: t.Amount,
		Start: t.Start, Period: t.Period, Count: t.Count, Salt: t.Salt}
}

// Hash is the terms' hash, as the manager computes it (keccak256 of their ABI encoding).
func (t SubscriptionTerms) Hash() common.Hash {
	packed := bindings.NewSubscriptionManager().PackTermsHash(t.binding())
	return crypto.Keccak256Hash(packed[4:]) // the call's arguments are abi.encode(t)
}

// AllowancePermit is Permit2's PermitSingle: an allowance of Amount of Token to Spender until
// Expiration (unix seconds), with the owner's Nonce for that token and spender, signed before
// SigDeadline.
type AllowancePermit struct {
	Token       common.Address
	Amount      *big.Int
	Expiration  uint64
	Nonce       uint64
	Spender     common.Address
	SigDeadline *big.Int
}

// SubscriptionManager is a deployed subscription manager.
type SubscriptionManager struct {
	address  common.Address
	abi      *bindings.SubscriptionManager
	contract *bind.BoundContract
}

// NewSubscriptionManager binds the manager at address.
func NewSubscriptionManager(backend bind.ContractBackend, address common.Address) *SubscriptionManager {
	b := bindings.NewSubscriptionManager()
	return &SubscriptionManager{address: address, abi: b, contract: b.Instance(backend, address)}
}

// DeploySubscriptionManager deploys a manager of subscriptions paid into gateway, whose payers
// give their allowances on permit2, and waits for it.
func DeploySubscriptionManager(ctx context.Context, backend DeployBackend, tr *Transactor, gateway, permit2 common.Address) (common.Address, error) {
	b := bindings.NewSubscriptionManager()
	var at common.Address
	tx, err := tr.Send(ctx, func(opts *bind.TransactOpts) (*types.Transaction, error) {
		addr, tx, err := bind.DeployContract(opts, common.FromHex(bindings.SubscriptionManagerMetaData.Bin), backend, b.PackConstructor(gateway, permit2))
		at = addr
		return tx, err
	})
	if err != nil {
		return common.Address{}, fmt.Errorf("subscription manager: deploy: %w", err)
	}
	r, err := WaitMined(ctx, backend, tx)
	if err != nil {
		return common.Address{}, fmt.Errorf("subscription manager: deploy: %w", err)
	}
	if r.Status != types.ReceiptStatusSuccessful {
		return common.Address{}, errors.New("subscription manager: the deployment reverted")
	}
	return at, nil
}

// Address is the manager's address.
func (m *SubscriptionManager) Address() common.Address { return m.address }

// Gateway is the gateway the manager charges into.
func (m *SubscriptionManager) Gateway(ctx context.Context) (common.Address, error) {
	a, err := bind.Call(m.contract, &bind.CallOpts{Context: ctx}, m.abi.PackGateway(), m.abi.UnpackGateway)
	if err != nil {
		return common.Address{}, fmt.Errorf("subscription manager %s gateway: %w", m.address, DecodeRevert(err))
	}
	return a, nil
}

// AccountOf is the subscription's address: the spender its payer's allowance must name.
func (m *SubscriptionManager) AccountOf(ctx context.Context, t SubscriptionTerms) (common.Address, error) {
	a, err := bind.Call(m.contract, &bind.CallOpts{Context: ctx}, m.abi.PackAccountOf(t.binding()), m.abi.UnpackAccountOf)
	if err != nil {
		return common.Address{}, fmt.Errorf("subscription manager %s accountOf: %w", m.address, DecodeRevert(err))
	}
	return a, nil
}

// NextPeriod is the index of the subscription's first period neither charged nor passed over.
func (m *SubscriptionManager) NextPeriod(ctx context.Context, t SubscriptionTerms) (uint64, error) {
	n, err := bind.Call(m.contract, &bind.CallOpts{Context: ctx}, m.abi.PackNextPeriod(t.Hash()), m.abi.UnpackNextPeriod)
	if err != nil {
		return 0, fmt.Errorf("subscription manager %s nextPeriod: %w", m.address, DecodeRevert(err))
	}
	return n.Uint64(), nil
}

// Charge charges period index under the allowance given before; opts must be a merchant's agent.
func (m *SubscriptionManager) Charge(ctx context.Context, opts *bind.TransactOpts, t SubscriptionTerms, index uint64) (*types.Transaction, error) {
	return m.transact(ctx, opts, "charge", m.abi.PackCharge(t.binding(), new(big.Int).SetUint64(index)))
}

// ChargeBatch charges period indexes[i] of terms[i], each alone: one that fails is reported
// with ChargeFailed and the others go on; opts must be an agent of every merchant named.
func (m *SubscriptionManager) ChargeBatch(ctx context.Context, opts *bind.TransactOpts, terms []SubscriptionTerms, indexes []uint64) (*types.Transaction, error) {
	ts := make([]bindings.SubscriptionManagerTerms, len(terms))
	ix := make([]*big.Int, len(indexes))
	for i := range terms {
		ts[i] = terms[i].binding()
	}
	for i, n := range indexes {
		ix[i] = new(big.Int).SetUint64(n)
	}
	return m.transact(ctx, opts, "chargeBatch", m.abi.PackChargeBatch(ts, ix))
}

// ChargeWithPermit gives the subscription the allowance p the payer signed (signature), then
// charges period index.
func (m *SubscriptionManager) ChargeWithPermit(ctx context.Context, opts *bind.TransactOpts, t SubscriptionTerms, index uint64, p AllowancePermit, signature []byte) (*types.Transaction, error) {
	permit := bindings.IPermit2AllowancesAllowancePermit{
		Details: bindings.IPermit2AllowancesAllowanceDetails{Token: p.Token, Amount: p.Amount,
			Expiration: new(big.Int).SetUint64(p.Expiration), Nonce: new(big.Int).SetUint64(p.Nonce)},
		Spender: p.Spender, SigDeadline: p.SigDeadline,
	}
	return m.transact(ctx, opts, "chargeWithPermit", m.abi.PackChargeWithPermit(t.binding(), new(big.Int).SetUint64(index), permit, signature))
}

// Cancel stops the subscription: opts is its payer's, its merchant's or an agent's, or anyone's
// with the payer's signature of CancelSubscription before deadline.
func (m *SubscriptionManager) Cancel(ctx context.Context, opts *bind.TransactOpts, t SubscriptionTerms, deadline *big.Int, payerSignature []byte) (*types.Transaction, error) {
	return m.transact(ctx, opts, "cancel", m.abi.PackCancel(t.binding(), deadline, payerSignature))
}

func (m *SubscriptionManager) transact(ctx context.Context, opts *bind.TransactOpts, method string, data []byte) (*types.Transaction, error) {
	o := *opts
	o.Context = ctx
	tx, err := bind.Transact(m.contract, &o, data)
	if err != nil {
		return nil, fmt.Errorf("subscription manager %s %s: %w", m.address, method, DecodeRevert(err))
	}
	return tx, nil
}

// SubscriptionAccountOf is the subscription's address (the spender its payer's allowance names)
// under manager, computed as the manager computes it: CREATE2 of the manager, the terms' hash and
// an EIP-1167 minimal proxy to the account code the manager deployed with its first nonce.
func SubscriptionAccountOf(manager common.Address, terms common.Hash) common.Address {
	account := crypto.CreateAddress(manager, 1)
	return crypto.CreateAddress2(manager, terms, crypto.Keccak256(minimalProxyInit(account)))
}

// SubscriptionInvoiceID is the id of the invoice the subscription named terms is charged as for
// period index (the manager's invoiceId).
func SubscriptionInvoiceID(terms common.Hash, index uint64) [32]byte {
	packed := bindings.NewSubscriptionManager().PackInvoiceId(terms, new(big.Int).SetUint64(index))
	return crypto.Keccak256Hash(packed[4:])
}

// ChargeOutcome is what a charge transaction did to one subscription's period: charged as
// InvoiceID, or failed with Reason (the revert the charge met, decoded where known).
type ChargeOutcome struct {
	Terms     common.Hash
	Index     uint64
	Charged   bool
	InvoiceID [32]byte
	Reason    *RevertError
}

// ChargeOutcomes reads the manager's Charged and ChargeFailed events from a charge transaction's
// logs.
func (m *SubscriptionManager) ChargeOutcomes(logs []*types.Log) []ChargeOutcome {
	var out []ChargeOutcome
	for _, l := range logs {
		if l.Address != m.address || len(l.Topics) == 0 {
			continue
		}
		if e, err := m.abi.UnpackChargedEvent(l); err == nil {
			out = append(out, ChargeOutcome{Terms: e.Terms, Index: e.Index.Uint64(), Charged: true, InvoiceID: e.InvoiceId})
			continue
		}
		if e, err := m.abi.UnpackChargeFailedEvent(l); err == nil {
			reason := decodeRevertData(e.Reason)
			if reason == nil {
				reason = &RevertError{Name: "empty revert", Data: e.Reason}
			}
			out = append(out, ChargeOutcome{Terms: e.Terms, Index: e.Index.Uint64(), Reason: reason})
		}
	}
	return out
}

// Canceled reports whether the subscription named terms was canceled on chain.
func (m *SubscriptionManager) Canceled(ctx context.Context, terms common.Hash) (bool, error) {
	c, err := bind.Call(m.contract, &bind.CallOpts{Context: ctx}, m.abi.PackCanceled(terms), m.abi.UnpackCanceled)
	if err != nil {
		return false, fmt.Errorf("subscription manager %s canceled: %w", m.address, DecodeRevert(err))
	}
	return c, nil
}

// Permit2LockdownCalldata is the data of Permit2's lockdown of the allowance an owner gave
// spender over token: what a payer's wallet sends to stop a subscription's charges on chain.
func Permit2LockdownCalldata(token, spender common.Address) []byte {
	return bindings.NewPermit2().PackLockdown([]bindings.IAllowanceTransferTokenSpenderPair{{Token: token, Spender: spender}})
}

// Permit2Allowance is what owner allows spender of token on Permit2: the amount left, when it
// expires, and the nonce the next signed permit of the pair must carry.
func Permit2Allowance(ctx context.Context, backend bind.ContractBackend, permit2, owner, token, spender common.Address) (amount *big.Int, expiration, nonce uint64, err error) {
	b := bindings.NewPermit2()
	out, err := bind.Call(b.Instance(backend, permit2), &bind.CallOpts{Context: ctx}, b.PackAllowance(owner, token, spender), b.UnpackAllowance)
	if err != nil {
		return nil, 0, 0, fmt.Errorf("permit2 %s allowance: %w", permit2, DecodeRevert(err))
	}
	return out.Amount, out.Expiration.Uint64(), out.Nonce.Uint64(), nil
}
